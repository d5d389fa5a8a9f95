// Entry. The server renders most pages into #root from the app's components (src/entry-server.tsx): a page is painted
// before the app's code is evaluated, so a phone shows it (and its largest picture) without waiting for a quarter of a
// second of module evaluation and the first render. The stylesheet stays here, in the page's head.
import './styles.css';
import { activateLocale, areasForPath, initialLocale } from './lib/i18n';
import { watchPageFonts } from './lib/page-fonts';
import { holdEarlyTaps } from './lib/early-taps';

// A page the server rendered from the app's components shows its buttons before the app has hydrated them.
const rendered = document.querySelector('#root[data-rendered]');
if (rendered) holdEarlyTaps(rendered);

// Titles, names and bubbles in other scripts bring in their Noto faces' stylesheets when they appear.
watchPageFonts();

// The interface's messages (this language's only) download while the first screen paints and React evaluates.
const messages = activateLocale(initialLocale(), areasForPath(location.pathname));

/**
 * Resolves once the browser has painted the server's first screen: its first-contentful-paint entry (a busy phone can
 * leave a second between the stylesheet and the first frame; a frame callback alone let the app replace the screen
 * before it was ever shown, so the app's copy of it became the page's first and largest paint). At once in a tab opened
 * in the background, where no frame comes until it is shown; after a frame and a task where paint timing is not
 * reported; after three seconds at most.
 */
const afterPaint = () =>
  new Promise<void>((done) => {
    const painted = () =>
      performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
    if (document.visibilityState === 'hidden' || painted()) return done();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(done));
      return;
    }
    const observer = new PerformanceObserver(() => painted() && finish());
    const finish = () => {
      observer.disconnect();
      setTimeout(done);
    };
    observer.observe({ type: 'paint' });
    document.addEventListener('visibilitychange', finish, { once: true });
    setTimeout(finish, 3000);
  });

// A page the server rendered is painted before React starts.
if (rendered) await afterPaint();
// React's DOM renderer is evaluated in a task of its own, then the app: one long task of module evaluation became two
// shorter ones on a phone.
await import('react-dom/client');
await new Promise((done) => setTimeout(done));
await messages;
await import('./app');
