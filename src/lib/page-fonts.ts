// The Noto faces that follow the comic fonts, brought in only when some text needs them: each face's
// @font-face CSS (split by unicode-range, so the browser then fetches only the pieces its characters fall in) is a
// separate stylesheet loaded the first time its script appears, so an English page fetches none of it.
import { unicodeRanges } from '../shared/unicode-range';

const SHEET = {
  ja: () => import('@fontsource/noto-sans-jp/400.css'),
  zh: () => import('@fontsource/noto-sans-sc/400.css'),
  ko: () => import('@fontsource/noto-sans-kr/400.css'),
  th: () => import('@fontsource/noto-sans-thai/400.css'),
  hi: () => import('@fontsource/noto-sans-devanagari/400.css'),
  ar: () => import('@fontsource/noto-sans-arabic/400.css'),
  he: () => import('@fontsource/noto-sans-hebrew/400.css'),
  // Colour emoji as COLRv1, which Chromium draws (its faces say so with tech(), so a browser without COLRv1 keeps its
  // system's emoji): @fontsource's Noto Color Emoji has only OpenType-SVG colour, which Chromium draws as nothing.
  emoji: () => import('@infolektuell/noto-color-emoji/index.css'),
} as const;
type Sheet = keyof typeof SHEET;

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Han, CJK punctuation and full-width forms: drawn in the Japanese, Korean or Chinese face, whichever the page is in. */
const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
/** Letters past Latin-1 (Vietnamese ậ, Cyrillic, Greek) that only the CJK faces carry among the shipped ones. */
const EXTENDED = /[\u0100-\u024f\u0370-\u04ff\u1e00-\u1eff]/u;
const SCRIPTS: [RegExp, Sheet][] = [
  [HANGUL, 'ko'],
  [KANA, 'ja'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Extended_Pictographic}|\p{Regional_Indicator}/u, 'emoji'],
];

/**
 * The face Han text is drawn in: a page with kana is Japanese (its kanji in Japanese forms), one with Hangul Korean,
 * any other Chinese. Text arriving alone (an author's name 山田花子) is judged with the rest of the page.
 */
function hanSheet(text: string): Sheet {
  const page = typeof document === 'undefined' || !document.body ? '' : pageText(document.body);
  if (KANA.test(text) || KANA.test(page)) return 'ja';
  if (HANGUL.test(text) || HANGUL.test(page)) return 'ko';
  return 'zh';
}

/** The sheets `text` needs, at most one of them for Han. */
export function sheetsFor(text: string): Sheet[] {
  if (!WIDE.test(text)) return [];
  const sheets = new Set<Sheet>();
  for (const [pattern, sheet] of SCRIPTS) if (pattern.test(text)) sheets.add(sheet);
  if (HAN.test(text) || EXTENDED.test(text)) {
    // Text with kana or Hangul already has its CJK face; Han or extended letters alone choose one for the page.
    if (!sheets.has('ja') && !sheets.has('ko')) sheets.add(hanSheet(text));
  }
  return [...sheets];
}

const loaded = new Map<Sheet, Promise<unknown>>();
/** Anything outside ASCII, Latin-1 and general punctuation: only such text can need a sheet. */
const WIDE = /[^\u0000-\u00ff\u2000-\u206f]/u;

/**
 * The code point ranges the page's faces already hold when the app starts: the comic fonts' subsets and the faces the
 * server's page declares for its words (worker/web/page-faces.ts). Read once,
 * before any stylesheet of ours is in. Only a face that names its characters counts: one declared without a
 * unicode-range (U+0-10FFFF, as a single-file Latin face is) says nothing about what it holds, and taking it at its
 * word left every other script's face unfetched.
 */
let declared: [number, number][] | undefined;

/** A face's unicode-range as [from, to] pairs, or nothing when it declares none (the whole of Unicode). */
export function explicitRanges(unicodeRange: string): [number, number][] {
  const ranges = unicodeRanges(unicodeRange);
  return ranges.some(([from, to]) => Number.isNaN(from) || Number.isNaN(to) || (from === 0 && to >= 0x10ffff))
    ? []
    : ranges;
}

/**
 * The wide characters of `text` that no face of the page holds yet. A Japanese page's interface words are all in its
 * first paint's faces, so a face's whole stylesheet (Noto Sans JP's has 124 rules: each one a font lookup whenever text
 * is laid out, and its 100 KB parsed) comes only for words past them, such as a title or a name.
 */
function undeclared(text: string): string {
  if (!declared) {
    declared = [];
    if (typeof document !== 'undefined')
      document.fonts?.forEach((face) => declared!.push(...explicitRanges(face.unicodeRange)));
  }
  return [...new Set(text)]
    .filter(
      (char) =>
        WIDE.test(char) && !declared!.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to),
    )
    .join('');
}

/** Loads the stylesheets of the faces `text` needs (once each); resolves when they are in the page. */
export function needFonts(text: string): Promise<void> {
  const sheets = WIDE.test(text) ? sheetsFor(undeclared(text)) : [];
  if (!sheets.length) return Promise.resolve();
  return Promise.all(
    sheets.map((sheet) => {
      let promise = loaded.get(sheet);
      if (!promise) {
        promise = SHEET[sheet]().catch((error: unknown) => console.warn('Font sheet failed to load', error));
        loaded.set(sheet, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Loads the sheets and then the faces themselves for `font` (a CSS shorthand) drawing `text`, before a canvas measures it. */
export async function loadFontsFor(font: string, text: string): Promise<void> {
  await needFonts(text);
  if (WIDE.test(text) && typeof document !== 'undefined') await document.fonts.load(font, text).catch(() => undefined);
}

/**
 * The text of `node` a page shows as its own, without what sits in a `[data-fonts-on-demand]` element (the language
 * picker names every language in itself: its faces load when it is used, not on every page).
 */
function pageText(node: Node): string {
  const skip = (element: Element | null) => Boolean(element?.closest('[data-fonts-on-demand]'));
  if (node.nodeType === Node.TEXT_NODE) return skip(node.parentElement) ? '' : (node.textContent ?? '');
  if (!(node instanceof Element)) return node.textContent ?? '';
  if (skip(node)) return '';
  if (!node.querySelector('[data-fonts-on-demand]')) return node.textContent ?? '';
  let text = '';
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let item = walker.nextNode(); item; item = walker.nextNode())
    if (!skip(item.parentElement)) text += item.textContent ?? '';
  return text;
}

/** Watches the page's text and loads the sheets its scripts need, for titles, names and descriptions in any script. */
export function watchPageFonts(root: Node = document.body) {
  void needFonts(pageText(root));
  const observer = new MutationObserver((mutations) => {
    // One batch at a time, so a title with kana and a name in kanji alone, added together, choose the Japanese face.
    let text = '';
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') text += pageText(mutation.target);
      for (const node of mutation.addedNodes) text += pageText(node);
    }
    void needFonts(text);
  });
  observer.observe(root, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}
