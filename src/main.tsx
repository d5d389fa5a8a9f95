// Entry. The server drew the first screen of most pages into #root (worker/web/pages.ts): it is painted before the app's
// code is evaluated, so a phone shows it (and its largest picture) without waiting for a quarter of a second of module
// evaluation and the first render. The stylesheet stays here, in the page's head.
import './styles.css';

/** Resolves after the browser has painted the current document (a frame, then a task). */
const afterPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));

if (document.querySelector('#root [data-first-paint]')) await afterPaint();
await import('./app');
