// The tags on the offline painter's silhouettes: the subject's own word(s) from the prompt, in any script, on a
// paper-coloured pill. resvg renders with no system fonts, so the words are glyph outlines shaped by fontkit with the
// share card's fonts (Bangers, then the Noto pieces the words need, Twemoji for emoji), read only when a picture has a
// tag and kept per process or isolate.
import { lineOutlines, type Font, type Picture } from '../../../src/shared/font-measure';
import { graphemes, textDirection } from '../../../src/shared/line-break';
import { storyLanguage } from '../../../src/shared/story-language';
import type { FontFile } from '../../../worker/web/og-font';
import { bangersFont, outlineFonts } from '../../../worker/web/outline-fonts';
import { f, type Ink } from './art/ink';

/** The fonts a picture's tags are drawn with. */
export interface LabelPen {
  fonts: Font[];
  pictures: ReadonlyMap<string, Picture>;
}

/** Bangers alone, always at hand: enough for Latin words, used when no font files were read. */
export const latinPen = (): LabelPen => ({ fonts: [bangersFont()], pictures: new Map() });

/** The fonts for these labels: Bangers, then the Noto pieces and emoji drawings the words need, read through the host. */
export async function labelPen(labels: string[], fontFile: FontFile): Promise<LabelPen> {
  const text = labels.join(' ');
  const { fonts, pictures } = await outlineFonts(text, storyLanguage(text), fontFile);
  return { fonts, pictures };
}

const PAPER = '#fff8e7';
const attribute = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const INK = '#1b1530';

/**
 * A tag centred on x with its top at y: the label on one line at `size`, cut by grapheme with an ellipsis when wider
 * than `maxWidth` (Thai and Japanese have no spaces to break at, and a tag never wraps), right to left for Arabic.
 */
export function labelTag(pen: LabelPen, ink: Ink, label: string, x: number, y: number, size: number, maxWidth: number): string {
  const options = { pictures: pen.pictures };
  const width = (text: string) => lineOutlines(text, pen.fonts, size, 0, 0, options).width;
  const ellipsis = pen.fonts.some((font) => font.hasGlyphForCodePoint(0x2026)) ? '…' : '...';
  let text = label.replace(/\s+/g, ' ').trim();
  if (width(text) > maxWidth) {
    let kept = graphemes(text);
    while (kept.length > 1 && width(`${kept.join('').trimEnd()}${ellipsis}`) > maxWidth) kept = kept.slice(0, -1);
    text = `${kept.join('').trimEnd()}${ellipsis}`;
  }
  const wide = width(text);
  const padding = size * 0.55;
  const height = size * 1.55;
  const left = x - wide / 2 - padding;
  const words = lineOutlines(text, pen.fonts, size, x - wide / 2, y + height / 2 + size * 0.34, { ...options, rtl: textDirection(text) === 'rtl' });
  return [
    `<g class="label" data-label="${attribute(label)}" data-shown="${attribute(text)}">`,
    `<rect x="${f(left)}" y="${f(y)}" width="${f(wide + padding * 2)}" height="${f(height)}" rx="${f(height / 2)}" fill="${ink.c(PAPER)}" stroke="${ink.c(INK)}" stroke-width="${f(Math.max(1.5, size * 0.1))}"/>`,
    `<g class="label-words" fill="${ink.c(INK)}">${words.svg}</g>`,
    '</g>',
  ].join('');
}
