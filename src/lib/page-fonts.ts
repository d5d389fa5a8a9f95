// The Noto faces that follow the comic fonts (issue 24), brought in only when some text needs them: each face's
// @font-face CSS (split by unicode-range, so the browser then fetches only the pieces its characters fall in) is a
// separate stylesheet loaded the first time its script appears, so an English page fetches none of it.
const SHEETS: [RegExp, () => Promise<unknown>][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\uff00-\uffef\u0100-\u024f\u0370-\u04ff\u1e00-\u1eff]/u, () => import('@fontsource/noto-sans-jp/400.css')],
  [/\p{Script=Han}/u, () => import('@fontsource/noto-sans-sc/400.css')],
  [/\p{Script=Hangul}/u, () => import('@fontsource/noto-sans-kr/400.css')],
  [/\p{Script=Thai}/u, () => import('@fontsource/noto-sans-thai/400.css')],
  [/\p{Script=Devanagari}/u, () => import('@fontsource/noto-sans-devanagari/400.css')],
  [/\p{Script=Arabic}/u, () => import('@fontsource/noto-sans-arabic/400.css')],
  [/\p{Script=Hebrew}/u, () => import('@fontsource/noto-sans-hebrew/400.css')],
  [/\p{Extended_Pictographic}|\p{Regional_Indicator}/u, () => import('@fontsource/noto-color-emoji/400.css')],
];
const loaded = new Map<number, Promise<unknown>>();
/** Anything outside ASCII, Latin-1 and general punctuation: only such text can need a sheet. */
const WIDE = /[^\u0000-\u00ff\u2000-\u206f]/u;
const needsSheet = (text: string) => WIDE.test(text) && SHEETS.some(([pattern]) => pattern.test(text));

/** Loads the stylesheets of the faces `text` needs (once each); resolves when they are in the page. */
export function needFonts(text: string): Promise<void> {
  if (!needsSheet(text)) return Promise.resolve();
  const waits: Promise<unknown>[] = [];
  SHEETS.forEach(([pattern, load], i) => {
    if (!pattern.test(text)) return;
    let promise = loaded.get(i);
    if (!promise) {
      promise = load().catch((error: unknown) => console.warn('Font sheet failed to load', error));
      loaded.set(i, promise);
    }
    waits.push(promise);
  });
  return Promise.all(waits).then(() => undefined);
}

/** Loads the sheets and then the faces themselves for `font` (a CSS shorthand) drawing `text`, before a canvas measures it. */
export async function loadFontsFor(font: string, text: string): Promise<void> {
  await needFonts(text);
  if (needsSheet(text) && typeof document !== 'undefined') await document.fonts.load(font, text).catch(() => undefined);
}

/** Watches the page's text and loads the sheets its scripts need, for titles, names and descriptions in any script. */
export function watchPageFonts(root: Node = document.body) {
  needFonts(root.textContent ?? '');
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') void needFonts(mutation.target.textContent ?? '');
      for (const node of mutation.addedNodes) void needFonts(node.textContent ?? '');
    }
  });
  observer.observe(root, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}
