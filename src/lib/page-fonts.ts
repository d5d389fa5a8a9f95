// The Noto faces that follow the comic fonts, brought in only when some text needs them: each face's
// @font-face CSS (split by unicode-range, so the browser then fetches only the pieces its characters fall in) is a
// separate stylesheet loaded the first time its script appears, so an English page fetches none of it.
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
 * server's first paint declares for the interface's words in its language (worker/web/first-paint-fonts.ts). Read once,
 * before any stylesheet of ours is in. Only a face that names its characters counts: one declared without a
 * unicode-range (U+0-10FFFF, as a single-file Latin face is) says nothing about what it holds, and taking it at its
 * word left every other script's face unfetched.
 */
let declared: [number, number][] | undefined;

/** A face's unicode-range as [from, to] pairs, or nothing when it declares none (the whole of Unicode). */
export function explicitRanges(unicodeRange: string): [number, number][] {
  const ranges = unicodeRange.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    return [from!, to ?? from!] as [number, number];
  });
  return ranges.some(([from, to]) => Number.isNaN(from) || Number.isNaN(to) || (from === 0 && to >= 0x10ffff)) ? [] : ranges;
}

/**
 * The wide characters of `text` that no face of the page holds yet. A Japanese page's interface words are all in its
 * first paint's faces, so a face's whole stylesheet (Noto Sans JP's has 124 rules: each one a font lookup whenever text
 * is laid out, and its 100 KB parsed) comes only for words past them, such as a title or a name.
 */
function undeclared(text: string): string {
  if (!declared) {
    declared = [];
    if (typeof document !== 'undefined') document.fonts?.forEach((face) => declared!.push(...explicitRanges(face.unicodeRange)));
  }
  return [...new Set(text)].filter((char) => WIDE.test(char) && !declared!.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to)).join('');
}

function loadSheet(sheet: Sheet): Promise<unknown> {
  let promise = loaded.get(sheet);
  if (!promise) {
    promise = SHEET[sheet]().catch((error: unknown) => console.warn('Font sheet failed to load', error));
    loaded.set(sheet, promise);
  }
  return promise;
}

/**
 * The CJK faces the server cuts for exactly the characters asked for (worker/web/text-fonts.ts): where its source holds
 * a character, the page declares one small file of those characters instead of loading the face's @fontsource
 * stylesheet (124 rules) and the pieces they fall in (a Japanese story's words fell into twenty of them).
 */
const CUT = { ja: 'noto-sans-jp', zh: 'noto-sans-sc', ko: 'noto-sans-kr' } as const satisfies Partial<Record<Sheet, string>>;
type CutSheet = keyof typeof CUT;
const isCut = (sheet: Sheet): sheet is CutSheet => sheet in CUT;
let codesModule: Promise<typeof import('../shared/text-font-codes')> | undefined;
/** Characters waiting for the next cut file, by face; characters already declared in one. */
const pending = new Map<CutSheet, Set<number>>();
const cutCodes = new Set<number>();
let flushing: Promise<void> | undefined;

/**
 * Declares cut files for the CJK characters of `text` (each in the face the stacks draw it in) and answers the sheets
 * still needed for the characters no source holds. Calls made while the coverage module loads, or in the same task,
 * share one file per face.
 */
async function cutFonts(text: string, sheets: Sheet[]): Promise<Sheet[]> {
  const han: CutSheet = sheets.includes('ja') ? 'ja' : sheets.includes('ko') ? 'ko' : 'zh';
  const wanted: [CutSheet, number][] = [];
  for (const char of text) {
    const sheet: CutSheet | null = KANA.test(char) ? 'ja' : HANGUL.test(char) ? 'ko' : HAN.test(char) || EXTENDED.test(char) ? han : null;
    if (sheet && sheets.includes(sheet)) wanted.push([sheet, char.codePointAt(0)!]);
  }
  if (!wanted.length) return [];
  const codes = await (codesModule ??= import('../shared/text-font-codes'));
  const missing = new Set<Sheet>();
  for (const [sheet, code] of wanted) {
    if (cutCodes.has(code)) continue;
    if (!codes.covers(CUT[sheet], code)) missing.add(sheet);
    else pending.set(sheet, (pending.get(sheet) ?? new Set()).add(code));
  }
  await (flushing ??= Promise.resolve().then(() => {
    flushing = undefined;
    for (const [sheet, set] of pending) {
      const list = [...set].filter((code) => !cutCodes.has(code)).sort((a, b) => a - b);
      for (let at = 0; at < list.length; at += codes.MAX_TEXT_FONT_CODES) {
        const part = list.slice(at, at + codes.MAX_TEXT_FONT_CODES);
        const key = CUT[sheet];
        const face = new FontFace(codes.TEXT_FONT_SOURCES[key].textFamily, `url(${codes.textFontUrl(key, part)}) format("truetype")`, {
          style: 'normal',
          weight: '400',
          display: 'swap',
          unicodeRange: codes.unicodeRangeOf(part),
        });
        document.fonts.add(face);
        for (const code of part) cutCodes.add(code);
        // A file that does not arrive (offline, an old server) leaves its characters to the face's pieces.
        face.loaded.catch(() => loadSheet(sheet));
      }
    }
    pending.clear();
  }));
  return [...missing];
}

/** Loads the faces `text` needs (once each): cut files for CJK characters, stylesheets for the rest; resolves when they are declared. */
export function needFonts(text: string): Promise<void> {
  const wide = WIDE.test(text) ? undeclared(text) : '';
  const sheets = wide ? sheetsFor(wide) : [];
  if (!sheets.length) return Promise.resolve();
  const canCut = typeof FontFace !== 'undefined' && typeof document !== 'undefined' && Boolean(document.fonts);
  const jobs: Promise<unknown>[] = sheets.filter((sheet) => !canCut || !isCut(sheet)).map(loadSheet);
  if (canCut && sheets.some(isCut)) jobs.push(cutFonts(wide, sheets).then((missing) => Promise.all(missing.map(loadSheet))));
  return Promise.all(jobs).then(() => undefined);
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
  for (let item = walker.nextNode(); item; item = walker.nextNode()) if (!skip(item.parentElement)) text += item.textContent ?? '';
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
