// The faces a page rendered on the server needs for its words past the comic fonts' Latin, declared in its head so the
// first paint draws every script in its face (no machine is assumed to have a CJK, Arabic, Indic or Thai font):
// - Japanese, Chinese, Korean, Arabic and Devanagari: files cut on the server of exactly the page's characters
//   (text-fonts.ts), instead of the dozens of @fontsource pieces CJK would scatter over, or Arabic's and Devanagari's
//   one large piece;
// - Thai and Hebrew: the @fontsource piece each character falls in (one per script, 7-9 KB), copied by the build to a
//   fixed address under /fonts/, declared for the piece's whole range so the face's stylesheet is never needed for
//   that script afterwards (src/lib/page-fonts.ts loads one only for characters no face declares).
// The files of the page's own language that its first paint draws are preloaded: its headline is drawn once, in its face.
import { APP_AREAS } from './i18n';
import { facesFor, type NotoFace } from '../../src/shared/script-fonts';
import { TEXT_FONT_SOURCES, codesToRanges, textFontFiles, textFontUrl } from './text-fonts';
import type { Locale } from '../../src/shared/locales';

/** The face a language's own words are drawn in (its file or pieces are preloaded). */
const LANGUAGE_FAMILY: Record<string, string> = {
  ja: 'Noto Sans JP',
  ko: 'Noto Sans KR',
  zh: 'Noto Sans SC',
  ar: 'Noto Sans Arabic',
  hi: 'Noto Sans Devanagari',
  th: 'Noto Sans Thai',
  he: 'Noto Sans Hebrew',
};
const languageFamily = (locale: string) => LANGUAGE_FAMILY[locale.split('-')[0]!.toLowerCase()];

const CUT_FAMILIES = new Set<string>(Object.values(TEXT_FONT_SOURCES).map((source) => source.family));
/** The faces whose @fontsource pieces a page declares (the others are cut, emoji come with the face's stylesheet). */
const PIECE_FAMILIES = new Set(['Noto Sans Thai', 'Noto Sans Hebrew']);

/** The build's fixed address of a piece's WOFF2 (vite.config.ts copies them under /fonts/). */
export const pieceFile = (face: NotoFace, subset: string) =>
  `${face.pkg}/files/${face.pkg}-${subset.replace(/^\[|\]$/g, '')}-400-normal.woff2`;

/** Every piece a page may declare: what the build copies. */
export function declarablePieces(faces: readonly NotoFace[]): string[] {
  return faces
    .filter((face) => PIECE_FAMILIES.has(face.family))
    .flatMap((face) => Object.keys(face.subsets).map((subset) => pieceFile(face, subset)));
}

const parsedRanges = new Map<string, [number, number][]>();
function inRange(css: string, code: number): boolean {
  let ranges = parsedRanges.get(css);
  if (!ranges) {
    ranges = css.split(',').map((part) => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
    parsedRanges.set(css, ranges);
  }
  return ranges.some(([from, to]) => code >= from && code <= to);
}

/**
 * What Intl writes in `locale` for the app's dates and counts (src/lib/format.ts: cards' dates, like counts, profiles'
 * months): '2026年11月27日', '1.2万'. Every month and weekday, and counts up to the billions: a page that shows a date
 * after it starts (a card loaded on scrolling) finds its characters in the page's faces.
 */
const formattedWords = new Map<string, string>();
export function formattingWords(locale: string): string {
  let words = formattedWords.get(locale);
  if (words === undefined) formattedWords.set(locale, (words = formatWords(locale)));
  return words;
}

function formatWords(locale: string): string {
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month, 15, 4)));
  const dateStyles: Intl.DateTimeFormatOptions[] = [
    { year: 'numeric', month: 'short', day: 'numeric' },
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
    { year: 'numeric', month: 'long' },
  ];
  const counts = [1, 999, 1_234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789, 1_234_567_890];
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return [
    ...dateStyles.flatMap((options) => dates.map((date) => new Intl.DateTimeFormat(locale, options).format(date))),
    ...counts.map((count) => `${compact.format(count)} ${count.toLocaleString(locale)}`),
  ].join(' ');
}

/** The catalogue areas whose words a page may show beside the common ones: the sign-in forms', the reader's. */
export type WordArea = 'account' | 'reader';

/**
 * The interface words a page in `locale` may show once the app runs (its menus, a later card's date), beside the ones
 * it was rendered with: the common area's and `areas`'. Raw messages: ICU syntax adds only ASCII.
 */
export function interfaceWords(locale: string, areas: readonly WordArea[] = []): string {
  const ui = (locale in APP_AREAS.common ? locale : 'en') as Locale;
  return [
    ...Object.values(APP_AREAS.common[ui]),
    ...areas.flatMap((area) => Object.values(APP_AREAS[area][ui])),
    formattingWords(ui),
  ].join(' ');
}

/**
 * A page's text: what its first paint shows, what it may show later (its menus, a story's later scenes), and what its
 * first layout measures without showing (the language picker's other names, which size the closed list). The measured
 * characters declare no face of their own, but one a face declares anyway goes in the first file: were it in the
 * second, the first layout would fetch that file too, before the first paint.
 */
export interface PageText {
  shown: string;
  later?: string;
  measured?: string;
}

const rangeCss = (codes: readonly number[]) =>
  codesToRanges(codes)
    .map(([from, to]) => (from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`))
    .join(',');

/**
 * The `<link rel=preload>` and `<style>` a page in `locale` adds to its head ('' for Latin-1 alone). Each cut face gets
 * one file of the characters the first paint shows, preloaded in the page's own language: the headline waits for the
 * words on screen only. The characters it may show later come in a second file, declared for exactly those characters,
 * which the browser asks for only when one of them is laid out (a menu opened). Joined scripts (Arabic, Devanagari) get
 * one file for both: a word's letters must be shaped from one font. Every face here is `font-display: block`: it
 * draws scripts no machine is assumed to have a font for, so the fallback a swap would show first is empty boxes;
 * the words wait for their file instead (it is preloaded, and small), or 3 s at most.
 */
export function pageFaceTags(text: PageText, locale: string): string {
  const own = languageFamily(locale);
  const all = `${text.shown} ${text.later ?? ''}`;
  const shown = new Set([...`${text.shown} ${text.measured ?? ''}`].map((char) => char.codePointAt(0)!));
  const faces: string[] = [];
  const preloads: string[] = [];
  for (const { key, codes } of textFontFiles(all, locale)) {
    const source = TEXT_FONT_SOURCES[key];
    const first = 'joined' in source ? codes : codes.filter((code) => shown.has(code));
    const rest = 'joined' in source ? [] : codes.filter((code) => !shown.has(code));
    for (const part of [first, rest]) {
      if (!part.length) continue;
      const url = textFontUrl(key, part);
      faces.push(
        `@font-face{font-family:"${source.textFamily}";font-style:normal;font-weight:400;font-display:block;src:url(${url}) format("truetype");unicode-range:${rangeCss(part)}}`,
      );
      if (part === first && source.family === own) preloads.push(preload(url, 'font/ttf'));
    }
  }
  const pieces = new Map<string, { face: NotoFace; css: string; shown: boolean }>();
  const candidates = facesFor(all, locale);
  for (const code of new Set([...all].map((char) => char.codePointAt(0)!))) {
    if (code <= 0xff) continue;
    for (const face of candidates) {
      const subset = Object.entries(face.subsets).find(([, css]) => inRange(css, code));
      if (!subset) continue;
      // The first face that has it draws it, as the stacks pick; a cut face's characters are in its file.
      if (PIECE_FAMILIES.has(face.family) && !CUT_FAMILIES.has(face.family)) {
        const file = pieceFile(face, subset[0]);
        pieces.set(file, { face, css: subset[1], shown: Boolean(pieces.get(file)?.shown) || shown.has(code) });
      }
      break;
    }
  }
  for (const [file, { face, css, shown: onScreen }] of pieces) {
    faces.push(
      `@font-face{font-family:"${face.family}";font-style:normal;font-weight:400;font-display:block;src:url(/fonts/${file}) format("woff2");unicode-range:${css}}`,
    );
    if (onScreen && face.family === own && !/-latin(-ext)?-400/.test(file))
      preloads.push(preload(`/fonts/${file}`, 'font/woff2'));
  }
  return faces.length ? `${preloads.join('')}<style data-page-faces="">${faces.join('')}</style>` : '';
}

const preload = (href: string, type: string) =>
  `<link rel="preload" as="font" type="${type}" crossorigin href="${href}">`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

const ON_DEMAND = /<select[^>]*data-fonts-on-demand[^>]*>[\s\S]*?<\/select>/g;

/**
 * The text a rendered page's markup shows: its text nodes and its fields' placeholders, with entities read back. What
 * sits in a `data-fonts-on-demand` list (the language picker names every language in itself) is left out but for its
 * chosen entry: the other languages' faces load when it is opened, not with every page.
 */
export function markupText(html: string): string {
  // The picker shows its chosen language only.
  const shown = html.replace(ON_DEMAND, (list) =>
    [...list.matchAll(/<option[^>]*selected=""[^>]*>([^<]*)</g)].map((option) => option[1]).join(' '),
  );
  const placeholders = [...shown.matchAll(/\splaceholder="([^"]*)"/g)].map((match) => match[1]);
  return [shown.replace(/<[^>]*>/g, ' '), ...placeholders]
    .join(' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

/**
 * The text of the `data-fonts-on-demand` lists' entries the page does not show: a closed list is as wide as its widest
 * entry, so the browser lays every entry out with the page (in a face the page declares, if one has the character).
 */
export function measuredText(html: string): string {
  return [...html.matchAll(ON_DEMAND)]
    .flatMap((list) => [...list[0].matchAll(/<option([^>]*)>([^<]*)</g)])
    .filter((option) => !/selected=""/.test(option[1]!))
    .map((option) => option[2])
    .join(' ');
}
