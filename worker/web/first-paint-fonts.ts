// The Noto pieces the server-drawn first paint's own words need, per interface language and page. The
// client build declares and preloads exactly these in index.html, each tag marked `data-ui-fonts="<language> <page>"`,
// and the server keeps only the tags of the page it draws (worker/web/html.ts, serve.ts): the first paint is drawn once
// in the right face, instead of in a fallback laid out again when the app loads the face's stylesheet and its pieces.
import { UI_FONTS_ATTRIBUTE, type DocumentPatch } from './html';
import { APP_AREAS, translator } from './i18n';
import type { PageId } from '../../src/shared/i18n/ids';
import { LOCALES, type Locale } from '../../src/shared/locales';
import { facesFor, type NotoFace } from '../../src/shared/script-fonts';

export { UI_FONTS_ATTRIBUTE };

/**
 * The languages whose interface words would scatter over many of @fontsource's pieces (Han and Hangul are cut by
 * frequency into about a hundred) or fill large ones (Arabic's 49 KB, Devanagari's 50 KB): each has one file of exactly
 * those characters and the glyphs they form (Arabic's joined forms, Devanagari's conjuncts), made by `npm run fonts:ui` (scripts/ui-fonts.ts) from the full font named
 * here, kept in src/assets/ui-fonts/ with the list of what it holds. It is its own family (`uiFamily`, named in its
 * language's font stacks in styles.css ahead of the Noto faces), so the face's whole stylesheet, when a title brings
 * it, never fetches pieces for characters this file already draws.
 */
export const UI_FONT_SOURCES = {
  ja: {
    family: 'Noto Sans JP',
    uiFamily: 'Noto Sans JP UI',
    package: '@expo-google-fonts/noto-sans-jp@0.4.3',
    file: '400Regular/NotoSansJP_400Regular.ttf',
  },
  ko: {
    family: 'Noto Sans KR',
    uiFamily: 'Noto Sans KR UI',
    package: '@expo-google-fonts/noto-sans-kr@0.4.3',
    file: '400Regular/NotoSansKR_400Regular.ttf',
  },
  'zh-CN': {
    family: 'Noto Sans SC',
    uiFamily: 'Noto Sans SC UI',
    package: '@expo-google-fonts/noto-sans-sc@0.4.3',
    file: '400Regular/NotoSansSC_400Regular.ttf',
  },
  ar: {
    family: 'Noto Sans Arabic',
    uiFamily: 'Noto Sans Arabic UI',
    package: '@expo-google-fonts/noto-sans-arabic@0.4.3',
    file: '400Regular/NotoSansArabic_400Regular.ttf',
  },
  hi: {
    family: 'Noto Sans Devanagari',
    uiFamily: 'Noto Sans Devanagari UI',
    package: '@expo-google-fonts/noto-sans-devanagari@0.4.1',
    file: '400Regular/NotoSansDevanagari_400Regular.ttf',
  },
} as const satisfies Partial<Record<Locale, { family: string; uiFamily: string; package: string; file: string }>>;
export type UiFontLocale = keyof typeof UI_FONT_SOURCES;
/** What each language's file holds, as `npm run fonts:ui` wrote it (src/assets/ui-fonts/chars.json). */
export type UiFontChars = Partial<Record<UiFontLocale, string>>;

/** The built file of `locale`'s interface characters. */
export const uiFontFile = (locale: UiFontLocale) => `ui-${locale}-400.woff2`;

/** Every character the first paint declares in `locale`'s face, over all its pages: what its file must hold. */
export function uiFontChars(locale: UiFontLocale): string {
  const family = UI_FONT_SOURCES[locale].family;
  const chars = new Set<string>();
  for (const page of Object.keys(FIRST_PAINT_WORDS) as FirstPaintPage[]) {
    for (const piece of firstPaintPieces(locale, page)) {
      if (piece.face.family !== family) continue;
      for (const code of piece.codes) chars.add(String.fromCodePoint(code));
    }
  }
  return [...chars].sort().join('');
}

/** The words worker/web/pages.ts draws in each page's first paint (what the header and logo show is Latin). */
export const FIRST_PAINT_WORDS = {
  home: ['home.kicker', 'home.title', 'home.subtitle'],
  login: ['auth.promo.title', 'auth.promo.text', 'auth.login.title', 'auth.login.subtitle'],
  register: ['auth.promo.title', 'auth.promo.text', 'auth.register.title', 'auth.register.subtitle'],
  notFound: ['notFound.title', 'notFound.text', 'notFound.goHome'],
} as const satisfies Record<NonNullable<DocumentPatch['fonts']>, PageId[]>;
export type FirstPaintPage = keyof typeof FIRST_PAINT_WORDS;

/**
 * The catalogue areas the app draws on each page once it runs (header, menus, the home's list, the sign-in form): their
 * characters are declared with the page's own words, so the app's first render finds them in faces already there and
 * page-fonts.ts loads a face's whole stylesheet (124 rules for Noto Sans JP) only for text past them, such as a title.
 */
const APP_WORDS = {
  home: ['common'],
  login: ['common', 'account'],
  register: ['common', 'account'],
  notFound: ['common'],
} as const satisfies Record<FirstPaintPage, (keyof typeof APP_AREAS)[]>;

/**
 * What Intl writes in `locale` for the app's dates and counts (src/lib/format.ts: cards' dates, like counts, profiles'
 * months): '2026年11月27日', '1.2万'. Every month and weekday, and counts up to the billions. A format added there without
 * its words here still draws, after the face's whole stylesheet loads.
 */
const formattedWords = new Map<Locale, string>();
export function formattingWords(locale: Locale): string {
  let words = formattedWords.get(locale);
  if (words === undefined) formattedWords.set(locale, (words = formatWords(locale)));
  return words;
}

function formatWords(locale: Locale): string {
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month, 15, 4)));
  const dateStyles: Intl.DateTimeFormatOptions[] = [
    { year: 'numeric', month: 'short', day: 'numeric' },
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  ];
  const counts = [1, 999, 1_234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789, 1_234_567_890];
  const compact = new Intl.NumberFormat(locale, {
    notation: 'compact',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return [
    ...dateStyles.flatMap((options) => dates.map((date) => new Intl.DateTimeFormat(locale, options).format(date))),
    ...counts.map((count) => `${compact.format(count)} ${count.toLocaleString(locale)}`),
  ].join(' ');
}

/**
 * Each page's headline, its largest text: only its pieces are preloaded. The other words' pieces are declared and come
 * when the page asks for them, so on a phone's link the headline's face does not share the bandwidth with them.
 */
const HEADLINE = {
  home: 'home.title',
  login: 'auth.login.title',
  register: 'auth.register.title',
  notFound: 'notFound.title',
} as const satisfies Record<FirstPaintPage, PageId>;

export interface FirstPaintPiece {
  face: NotoFace;
  /** The fontsource file of the piece's WOFF2 (weight 400, the only one the page loads). */
  file: string;
  /** The code points of the words this piece draws, ascending (the face's stylesheet covers the rest later). */
  codes: number[];
}

const parsedRanges = new Map<string, (readonly [number, number])[]>();
/** A unicode-range's code points as [from, to] pairs (the faces' ranges are read once each). */
const parseRanges = (css: string) => {
  let ranges = parsedRanges.get(css);
  if (!ranges) {
    ranges = css.split(',').map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
    });
    parsedRanges.set(css, ranges);
  }
  return ranges;
};

/**
 * The pieces `page`'s words need in `locale` past what the comic fonts' Latin subsets draw (none for English): each
 * character in the first piece of the first face that has it, as the face's own stylesheet would pick.
 */
export function firstPaintPieces(
  locale: Locale,
  page: FirstPaintPage,
  words: readonly PageId[] = FIRST_PAINT_WORDS[page],
  areas: readonly (keyof typeof APP_AREAS)[] = APP_WORDS[page],
): FirstPaintPiece[] {
  const t = translator(locale);
  // The areas' raw messages: ICU syntax and placeholders add only ASCII, which needs no piece.
  const appWords = areas.length
    ? [...areas.flatMap((area) => Object.values(APP_AREAS[area][locale])), formattingWords(locale)]
    : [];
  const text = [...words.map((id) => t(id)), ...appWords].join(' ');
  const pieces = new Map<string, { face: NotoFace; file: string; codes: number[] }>();
  const faces = facesFor(text, locale);
  for (const code of new Set([...text].map((char) => char.codePointAt(0)!))) {
    // Latin-1 is the comic fonts'; a zero-width space (a line break chance in a Japanese title) draws nothing.
    if (code <= 0xff || /\p{Cf}|\u200b/u.test(String.fromCodePoint(code))) continue;
    found: for (const face of faces) {
      for (const [subset, css] of Object.entries(face.subsets)) {
        if (!parseRanges(css).some(([from, to]) => code >= from && code <= to)) continue;
        const file = `${face.pkg}-${subset.replace(/^\[|\]$/g, '')}-400-normal.woff2`;
        const piece = pieces.get(file) ?? { face, file, codes: [] };
        piece.codes.push(code);
        pieces.set(file, piece);
        break found;
      }
    }
  }
  return [...pieces.values()].map(({ face, file, codes }) => ({ face, file, codes: codes.sort((a, b) => a - b) }));
}

/**
 * The tags the build adds to index.html's head: for each language and page with such pieces, their preloads and one
 * <style> declaring them, all marked "<language> <page>". `href` gives a piece's built address (the hashed one the face's
 * own stylesheet names, so a piece is fetched once). `font-display: swap`: text is never hidden; the headline's pieces
 * are preloaded beside the stylesheet, so on most links they are there by the first paint and the headline is drawn once in
 * its face, with the box the app's own drawing of them will have (a later, larger box became the page's largest
 * paint and pulled the whole app into it).
 */
export function firstPaintFontTags(href: (file: string) => string, uiFonts: UiFontChars = {}): string {
  const tags: string[] = [];
  const face = (family: string, file: string, codes: number[]) =>
    `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:400;src:url(${href(file)}) format("woff2");unicode-range:${unicodeRange(codes)}}`;
  for (const locale of LOCALES) {
    // The language's own file draws every character it holds; pieces remain only for characters added since it was made.
    const ui =
      locale in UI_FONT_SOURCES
        ? { ...UI_FONT_SOURCES[locale as UiFontLocale], file: uiFontFile(locale as UiFontLocale) }
        : null;
    const held = new Set([...(uiFonts[locale as UiFontLocale] ?? '')].map((char) => char.codePointAt(0)!));
    const inFile = (piece: FirstPaintPiece, code: number) =>
      Boolean(ui && piece.face.family === ui.family && held.has(code));
    for (const page of Object.keys(FIRST_PAINT_WORDS) as FirstPaintPage[]) {
      const all = firstPaintPieces(locale, page);
      if (!all.length) continue;
      const fileCodes = all.flatMap((piece) => piece.codes.filter((code) => inFile(piece, code)));
      const pieces = all
        .map((piece) => ({ ...piece, codes: piece.codes.filter((code) => !inFile(piece, code)) }))
        .filter((piece) => piece.codes.length);
      const mark = `${UI_FONTS_ATTRIBUTE}="${locale} ${page}"`;
      // The headline's file or pieces are preloaded, the rest come when the page asks for them.
      const preload = new Set<string>();
      for (const piece of firstPaintPieces(locale, page, [HEADLINE[page]], [])) {
        for (const code of piece.codes) {
          if (inFile(piece, code)) preload.add(ui!.file);
          else preload.add(piece.file);
        }
      }
      for (const file of preload)
        tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${href(file)}" ${mark}>`);
      const faces = pieces.map((piece) => face(piece.face.family, piece.file, piece.codes));
      if (ui && fileCodes.length) faces.push(face(ui.uiFamily, ui.file, fileCodes));
      tags.push(`<style ${mark}>${faces.join('')}</style>`);
    }
  }
  return tags.join('\n');
}

const unicodeRange = (codes: number[]) =>
  [...new Set(codes)]
    .sort((a, b) => a - b)
    .map((code) => `U+${code.toString(16)}`)
    .join(',');
