// Which shipped Noto files (@fontsource, split by unicode-range) hold the glyphs of a text: the share card
// and the PDF embed exactly those pieces, served from /fonts/<package>/<file> (copied there by the client build) or
// read from node_modules on Node. The page itself gets the same faces through their @font-face CSS (page-fonts.ts).
import arabic from '@fontsource/noto-sans-arabic/unicode.json' with { type: 'json' };
import devanagari from '@fontsource/noto-sans-devanagari/unicode.json' with { type: 'json' };
import emoji from '@fontsource/noto-color-emoji/unicode.json' with { type: 'json' };
import emojiMono from '@fontsource/noto-emoji/unicode.json' with { type: 'json' };
import hebrew from '@fontsource/noto-sans-hebrew/unicode.json' with { type: 'json' };
import jp from '@fontsource/noto-sans-jp/unicode.json' with { type: 'json' };
import kr from '@fontsource/noto-sans-kr/unicode.json' with { type: 'json' };
import sc from '@fontsource/noto-sans-sc/unicode.json' with { type: 'json' };
import thai from '@fontsource/noto-sans-thai/unicode.json' with { type: 'json' };
import { unicodeRanges } from './unicode-range';

export interface NotoFace {
  pkg: string;
  family: string;
  /** The subsets' unicode-range lists, by subset name ("[12]", "latin", "cyrillic"…). */
  subsets: Record<string, string>;
  weights: number[];
}

const face = (pkg: string, family: string, subsets: Record<string, string>, weights = [400, 700]): NotoFace => ({
  pkg,
  family,
  subsets,
  weights,
});

export const NOTO = {
  ja: face('noto-sans-jp', 'Noto Sans JP', jp),
  zh: face('noto-sans-sc', 'Noto Sans SC', sc),
  ko: face('noto-sans-kr', 'Noto Sans KR', kr),
  th: face('noto-sans-thai', 'Noto Sans Thai', thai),
  hi: face('noto-sans-devanagari', 'Noto Sans Devanagari', devanagari),
  ar: face('noto-sans-arabic', 'Noto Sans Arabic', arabic),
  he: face('noto-sans-hebrew', 'Noto Sans Hebrew', hebrew),
  emoji: face('noto-color-emoji', 'Noto Color Emoji', emoji, [400]),
} as const;

/** Outline emoji for renderers that draw glyph outlines (the share card): colour emoji are COLRv1, which they cannot. */
export const NOTO_EMOJI_OUTLINE = face('noto-emoji', 'Noto Emoji', emojiMono, [700]);

/** The CSS font-family list of the fallbacks, to follow the comic fonts. */
export const NOTO_FAMILIES = Object.values(NOTO)
  .map((f) => `"${f.family}"`)
  .join(', ');

const parsed = new Map<NotoFace, { name: string; ranges: [number, number][] }[]>();
function rangesOf(f: NotoFace) {
  let list = parsed.get(f);
  if (!list) {
    list = Object.entries(f.subsets).map(([name, css]) => ({
      name,
      ranges: unicodeRanges(css),
    }));
    parsed.set(f, list);
  }
  return list;
}

/** The face Han characters are drawn in: Japanese, Korean or (by default) Simplified Chinese forms. */
function hanFace(language: string): NotoFace {
  return language === 'ja' ? NOTO.ja : language === 'ko' ? NOTO.ko : NOTO.zh;
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
/** A code point of an emoji or of an emoji sequence (joiner, variation selector, skin tone). */
const EMOJI_CODE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|[\u200d\ufe0f]/u;

/** The faces a text needs after the comic fonts, most specific first; Cyrillic, Greek and Vietnamese use the Han face's. */
export function facesFor(text: string, language = 'en', emojiFace: NotoFace = NOTO.emoji): NotoFace[] {
  const faces = new Set<NotoFace>();
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) faces.add(NOTO.ja);
  if (/\p{Script=Hangul}/u.test(text)) faces.add(NOTO.ko);
  if (/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(text)) faces.add(hanFace(language));
  if (/\p{Script=Thai}/u.test(text)) faces.add(NOTO.th);
  if (/\p{Script=Devanagari}/u.test(text)) faces.add(NOTO.hi);
  if (/\p{Script=Arabic}/u.test(text)) faces.add(NOTO.ar);
  if (/\p{Script=Hebrew}/u.test(text)) faces.add(NOTO.he);
  if (EMOJI.test(text)) faces.add(emojiFace);
  // Letters past Latin-1 (Vietnamese ậ, Cyrillic, Greek): the CJK faces carry those subsets too.
  if (/[\u0100-\u024f\u0370-\u04ff\u1e00-\u1eff]/u.test(text)) faces.add(hanFace(language));
  return [...faces];
}

/** A font file's path under /fonts/ (and under node_modules/@fontsource/). */
export const fontPath = (f: NotoFace, subset: string, weight: number) =>
  `${f.pkg}/files/${f.pkg}-${subset.replace(/^\[|\]$/g, '')}-${weight}-normal.woff`;

/**
 * The fewest files holding every character of `text` that `faces` can draw: for each character past ASCII not already
 * `covered` (by the comic font), the first subset of the first face that has it; with `latin`, each face's Latin subset
 * too (for text drawn only in Noto, as in the PDF).
 */
export function fontFiles(
  text: string,
  faces: NotoFace[],
  weight = 400,
  latin = false,
  covered: (code: number) => boolean = () => false,
): { face: NotoFace; path: string }[] {
  const picked = new Map<string, { face: NotoFace; path: string }>();
  const pick = (f: NotoFace, name: string) => {
    const path = fontPath(f, name, f.weights.includes(weight) ? weight : f.weights[0]!);
    if (!picked.has(path)) picked.set(path, { face: f, path });
  };
  if (latin) for (const f of faces) if (f.subsets.latin) pick(f, 'latin');
  const codes = new Set<number>();
  for (const char of text) codes.add(char.codePointAt(0)!);
  const emojiFirst = [
    ...faces.filter((f) => f.family.includes('Emoji')),
    ...faces.filter((f) => !f.family.includes('Emoji')),
  ];
  for (const code of codes) {
    if (code <= 0x7f || covered(code)) continue;
    // Emoji go to the emoji face first: a CJK face's ranges claim some emoji blocks (🇯🇵's letters) it has no glyphs for.
    found: for (const f of code > 0xff && EMOJI_CODE.test(String.fromCodePoint(code)) ? emojiFirst : faces) {
      for (const { name, ranges } of rangesOf(f)) {
        if (ranges.some(([from, to]) => code >= from && code <= to)) {
          pick(f, name);
          break found;
        }
      }
    }
  }
  return [...picked.values()];
}

/** The bubble fonts' Latin files (Bangers is inlined where words are drawn as outlines), by family and weight. */
export const COMIC_FONT_FILES: Record<string, Record<number, string>> = {
  'Comic Neue': {
    300: 'comic-neue/files/comic-neue-latin-300-normal.woff',
    400: 'comic-neue/files/comic-neue-latin-400-normal.woff',
    700: 'comic-neue/files/comic-neue-latin-700-normal.woff',
  },
  Creepster: { 400: 'creepster/files/creepster-latin-400-normal.woff' },
  'Fredoka One': { 400: 'fredoka-one/files/fredoka-one-latin-400-normal.woff' },
  Bungee: { 400: 'bungee/files/bungee-latin-400-normal.woff' },
  Righteous: { 400: 'righteous/files/righteous-latin-400-normal.woff' },
};

/** Every file that fontFiles can ask for, and the bubble fonts' files, for the build to copy under /fonts/. */
export function allFontPaths(): string[] {
  return [
    ...[...Object.values(NOTO), NOTO_EMOJI_OUTLINE].flatMap((f) =>
      f.weights.flatMap((w) => Object.keys(f.subsets).map((name) => fontPath(f, name, w))),
    ),
    ...Object.values(COMIC_FONT_FILES).flatMap((files) => Object.values(files)),
  ];
}
