// The Noto pieces the server-drawn first paint's own words need, per interface language and page (issue 28). The
// client build declares and preloads exactly these in index.html, each tag marked `data-ui-fonts="<language> <page>"`,
// and the server keeps only the tags of the page it draws (worker/web/html.ts, serve.ts): the first paint is drawn once
// in the right face, instead of in a fallback laid out again when the app loads the face's stylesheet and its pieces.
import { UI_FONTS_ATTRIBUTE, type DocumentPatch } from './html';
import { APP_AREAS, translator } from './i18n';
import type { PageId } from '../../src/i18n/ids';
import { LOCALES, type Locale } from '../../src/shared/locales';
import { facesFor, type NotoFace } from '../../src/shared/script-fonts';

export { UI_FONTS_ATTRIBUTE };

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
function formattingWords(locale: Locale): string {
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month, 15, 4)));
  const dateStyles: Intl.DateTimeFormatOptions[] = [
    { year: 'numeric', month: 'short', day: 'numeric' },
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  ];
  const counts = [1, 999, 1_234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789, 1_234_567_890];
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return [
    ...dateStyles.flatMap((options) => dates.map((date) => new Intl.DateTimeFormat(locale, options).format(date))),
    ...counts.map((count) => `${compact.format(count)} ${count.toLocaleString(locale)}`),
  ].join(' ');
}

/**
 * Each page's headline, its largest text: only its pieces are preloaded. The other words' pieces are declared and come
 * when the page asks for them, so on a phone's link the headline's face does not share the bandwidth with them.
 */
const HEADLINE = { home: 'home.title', login: 'auth.login.title', register: 'auth.register.title', notFound: 'notFound.title' } as const satisfies Record<FirstPaintPage, PageId>;

export interface FirstPaintPiece {
  face: NotoFace;
  /** The fontsource file of the piece's WOFF2 (weight 400, the only one the page loads). */
  file: string;
  /** The characters of the words this piece draws, as a unicode-range (the face's stylesheet covers the rest later). */
  unicodeRange: string;
}

const parseRanges = (css: string) =>
  css.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
  });

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
  const appWords = areas.length ? [...areas.flatMap((area) => Object.values(APP_AREAS[area][locale])), formattingWords(locale)] : [];
  const text = [...words.map((id) => t(id)), ...appWords].join(' ');
  const pieces = new Map<string, { face: NotoFace; file: string; codes: number[] }>();
  for (const code of new Set([...text].map((char) => char.codePointAt(0)!))) {
    // Latin-1 is the comic fonts'; a zero-width space (a line break chance in a Japanese title) draws nothing.
    if (code <= 0xff || /\p{Cf}|\u200b/u.test(String.fromCodePoint(code))) continue;
    found: for (const face of facesFor(text, locale)) {
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
  return [...pieces.values()].map(({ face, file, codes }) => ({
    face,
    file,
    unicodeRange: codes.sort((a, b) => a - b).map((code) => `U+${code.toString(16)}`).join(','),
  }));
}

/**
 * The tags the build adds to index.html's head: for each language and page with such pieces, their preloads and one
 * <style> declaring them, all marked "<language> <page>". `href` gives a piece's built address (the hashed one the face's
 * own stylesheet names, so a piece is fetched once). `font-display: swap`: text is never hidden; the headline's pieces
 * are preloaded beside the stylesheet, so on most links they are there by the first paint and the headline is drawn once in
 * its face, with the box the app's own drawing of them will have (a later, larger box became the page's largest
 * paint and pulled the whole app into it).
 */
export function firstPaintFontTags(href: (file: string) => string): string {
  const tags: string[] = [];
  for (const locale of LOCALES) {
    for (const page of Object.keys(FIRST_PAINT_WORDS) as FirstPaintPage[]) {
      const pieces = firstPaintPieces(locale, page);
      if (!pieces.length) continue;
      const mark = `${UI_FONTS_ATTRIBUTE}="${locale} ${page}"`;
      const headline = new Set(firstPaintPieces(locale, page, [HEADLINE[page]], []).map((piece) => piece.file));
      for (const { file } of pieces.filter((piece) => headline.has(piece.file))) tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${href(file)}" ${mark}>`);
      const faces = pieces.map(
        ({ face, file, unicodeRange }) =>
          `@font-face{font-family:"${face.family}";font-style:normal;font-display:swap;font-weight:400;src:url(${href(file)}) format("woff2");unicode-range:${unicodeRange}}`,
      );
      tags.push(`<style ${mark}>${faces.join('')}</style>`);
    }
  }
  return tags.join('\n');
}
