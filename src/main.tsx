// Entry. The server drew the first screen of most pages into #root (worker/web/pages.ts): it is painted before the app's
// code is evaluated, so a phone shows it (and its largest picture) without waiting for a quarter of a second of module
// evaluation and the first render. The stylesheet stays here, in the page's head.
import './styles.css';
import { activateLocale, areasForPath, initialLocale } from './lib/i18n';
import { watchPageFonts } from './lib/page-fonts';

// Titles, names and bubbles in other scripts bring in their Noto faces' stylesheets when they appear.
watchPageFonts();

// The interface's messages (this language's only) download while the first screen paints and React evaluates.
const messages = activateLocale(initialLocale(), areasForPath(location.pathname));

/**
 * Resolves after the browser has painted the current document (a frame, then a task), or after half a second in a tab
 * opened in the background, where no frame comes until it is shown.
 */
const afterPaint = () =>
  new Promise<void>((done) => {
    requestAnimationFrame(() => setTimeout(done));
    setTimeout(done, 500);
  });

if (document.querySelector('#root [data-first-paint]')) await afterPaint();
// React's DOM renderer is evaluated in a task of its own, then the app: one long task of module evaluation became two
// shorter ones on a phone.
await import('react-dom/client');
await new Promise((done) => setTimeout(done));
await messages;
await import('./app');
