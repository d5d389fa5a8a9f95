// Fonts for words drawn as glyph outlines (the share card's title, the offline painter's labels): Bangers, then the
// Noto pieces that hold the rest of the text, and each emoji's Twemoji drawing, read through the host's font files
// and kept per process or isolate.
import { BANGERS_WOFF_BASE64, type FontFile } from './og-font';
import { graphemes } from '../../../src/shared/line-break';
import { NOTO_EMOJI_OUTLINE, facesFor, fontFiles } from '../../../src/shared/script-fonts';
import { openFont, type Font, type Picture } from '../../../src/shared/font-measure';
import { woffToSfnt } from '../../../src/shared/woff';
import { fromBase64 } from '../../../src/shared/base64';
let font: Uint8Array | undefined;
/** Bangers as an SFNT, decoded once. */
export const bangers = () => (font ??= woffToSfnt(fromBase64(BANGERS_WOFF_BASE64)));
let opened: Font | undefined;
/** Bangers opened, once: always at hand (inlined), so Latin words need no file. */
export const bangersFont = () => (opened ??= openFont(bangers()));

/** Font files opened, kept per isolate: a few dozen CJK pieces at most, each read once. */
const sfnts = new Map<string, Promise<Font | null>>();
export function sfntOf(path: string, fontFile: FontFile): Promise<Font | null> {
  let promise = sfnts.get(path);
  if (!promise) {
    promise = fontFile(path).then((woff) => (woff ? openFont(woffToSfnt(woff)) : null));
    if (sfnts.size >= 64) sfnts.delete(sfnts.keys().next().value!);
    sfnts.set(path, promise);
  }
  return promise;
}

/** The fonts and emoji drawings a text drawn as outlines needs: Bangers first, then the Noto pieces for what it lacks. */
export interface OutlineFonts {
  fonts: Font[];
  /** Emoji in colour: each one's Twemoji drawing, inlined as a nested SVG. */
  pictures: Map<string, Picture>;
  /** How many Noto pieces were needed. */
  files: number;
}

/**
 * Bangers and the Noto pieces that hold `text` (emoji in outline when no Twemoji drawing is found), Han characters in
 * the forms of `language` (ja, ko, zh). resvg 2.6 misplaces Devanagari marks, drops a text element that mixes Latin with
 * Arabic, and draws no COLR emoji, so words reach it as paths drawn with these fonts (font-measure.ts's lineOutlines).
 */
export async function outlineFonts(
  text: string,
  language: string,
  fontFile: FontFile,
  weight = 700,
): Promise<OutlineFonts> {
  const pictures = new Map<string, Picture>();
  const emoji = [...new Set(graphemes(text).filter((g) => EMOJI.test(g)))];
  for (const [g, picture] of await Promise.all(emoji.map(async (g) => [g, await emojiPicture(g, fontFile)] as const)))
    if (picture) pictures.set(g, picture);
  // Only an emoji without a drawing needs outline pieces.
  const unpictured = graphemes(text)
    .filter((g) => !pictures.has(g))
    .join('');
  const faces = facesFor(unpictured, language, NOTO_EMOJI_OUTLINE);
  const drawn = bangersFont();
  const files = fontFiles(unpictured, faces, weight, false, (code) => drawn.hasGlyphForCodePoint(code));
  const loaded = (await Promise.all(files.map((file) => sfntOf(file.path, fontFile)))).filter(
    (font): font is Font => font !== null,
  );
  return { fonts: [drawn, ...loaded], pictures, files: files.length };
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Emoji drawings read, kept per isolate (each a few KB). */
const emojiSvgs = new Map<string, Promise<Picture | null>>();

/**
 * An emoji's colour drawing from the shipped Twemoji SVGs (`twemoji/<code points>.svg`, through the same files as the
 * fonts), or null. Twemoji names a sequence without its U+FE0F unless it has a joiner, so both names are tried.
 */
function emojiPicture(grapheme: string, fontFile: FontFile): Promise<Picture | null> {
  let promise = emojiSvgs.get(grapheme);
  if (!promise) {
    const codes = [...grapheme].map((char) => char.codePointAt(0)!.toString(16));
    const names = [...new Set([codes.join('-'), codes.filter((code) => code !== 'fe0f').join('-')])];
    promise = (async () => {
      for (const name of names) {
        const bytes = await fontFile(`twemoji/${name}.svg`);
        const svg = bytes && new TextDecoder().decode(bytes);
        const parts = svg && /^<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg);
        if (parts) return { viewBox: parts[1]!, body: parts[2]! };
      }
      return null;
    })();
    if (emojiSvgs.size >= 256) emojiSvgs.delete(emojiSvgs.keys().next().value!);
    emojiSvgs.set(grapheme, promise);
  }
  return promise;
}
