// The fonts a panel's bubbles are lettered with on the server, in the browser's order (src/shared/bubble-style.ts's
// fontStack): the bubble's comic font, then Bangers, then the Noto pieces its words need and each emoji's Twemoji
// drawing, so the comic book's line breaks and glyphs are those of the reader's canvas.
import { FONT_WEIGHTS_BY_FONT, resolveBubbleStyle, visibleBubbles } from '../../src/shared/bubble-style';
import type { MeasureText } from '../../src/shared/bubble-geometry';
import type { SvgText } from '../../src/shared/bubble-svg';
import { lineOutlines, textWidth, type Font } from '../../src/shared/font-measure';
import { COMIC_FONT_FILES } from '../../src/shared/script-fonts';
import type { TextBubble } from '../../src/shared/bubbles';
import type { FontFile } from '../../packages/svg-render/src/og-font';
import { outlineFonts, sfntOf } from '../../packages/svg-render/src/outline-fonts';

/** A CSS weight as a number: the canvas reads `bold` as 700 and `lighter` and `bolder` from the normal 400. */
export function numericWeight(weight: string | number): number {
  if (typeof weight === 'number') return weight;
  const value = Number(weight);
  if (Number.isFinite(value)) return value;
  return weight === 'bold' || weight === 'bolder' ? 700 : weight === 'lighter' ? 300 : 400;
}

/** The face of `family` nearest `weight` among those it ships, as the browser picks one. */
function nearestWeight(family: string, weight: number): number {
  const weights = (FONT_WEIGHTS_BY_FONT as Record<string, readonly number[]>)[family] ?? [400];
  return weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best), weights[0]!);
}

/** `700 23px "Comic Neue", "Bangers", …` → its weight, size and first family. */
function parseFont(font: string): { weight: number; size: number; family: string } {
  const match = /^(\S+)\s+([\d.]+)px\s+"([^"]*)"/.exec(font);
  return match
    ? { weight: numericWeight(match[1]!), size: Number(match[2]), family: match[3]! }
    : { weight: 400, size: 16, family: 'Bangers' };
}

export interface PanelLettering {
  measure: MeasureText;
  /** Draws words in a bubble's font (its layout's `font`) for the shared SVG painter. */
  textIn: (font: string) => SvgText;
  /** How many font files the words needed. */
  files: number;
}

/**
 * Reads the fonts of every bubble of a panel (`language`: the forms Han characters take), and answers a measure for
 * the shared bubble layout and a drawing of lines as glyph outlines in those fonts.
 */
export async function panelLettering(
  bubbles: readonly TextBubble[],
  language: string,
  fontFile: FontFile,
): Promise<PanelLettering> {
  const shown = visibleBubbles(bubbles);
  const styles = shown.map((bubble) => resolveBubbleStyle(bubble));
  const text = shown.map((bubble) => bubble.text).join('\n');
  const bold = styles.some((style) => numericWeight(style.fontWeight) >= 600);
  const outline = await outlineFonts(text, language, fontFile, bold ? 700 : 400);
  const comic = new Map<string, Font | null>();
  for (const style of styles) {
    const weight = nearestWeight(style.fontFamily, numericWeight(style.fontWeight));
    const key = `${style.fontFamily}/${weight}`;
    const path = COMIC_FONT_FILES[style.fontFamily]?.[weight];
    if (!comic.has(key)) comic.set(key, path ? await sfntOf(path, fontFile) : null);
  }
  const stacks = new Map<string, Font[]>();
  const fontsOf = (font: string) => {
    const { weight, family } = parseFont(font);
    const key = `${family}/${nearestWeight(family, weight)}`;
    let stack = stacks.get(key);
    if (!stack) {
      const first = comic.get(key);
      stack = first ? [first, ...outline.fonts] : outline.fonts;
      stacks.set(key, stack);
    }
    return stack;
  };
  const pictured = outline.pictures.size
    ? new RegExp([...outline.pictures.keys()].map((g) => g.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'u')
    : null;
  // A line with an emoji drawing is measured as it is drawn (the drawing is an em wide and a little); others by shaping alone.
  const measure: MeasureText = (line, font) =>
    pictured?.test(line)
      ? lineOutlines(line, fontsOf(font), parseFont(font).size, 0, 0, { pictures: outline.pictures }).width
      : textWidth(line, fontsOf(font), parseFont(font).size);
  const textIn =
    (font: string): SvgText =>
    (line, size, x, y, { rtl, strokeWidth }) =>
      lineOutlines(line, fontsOf(font), size, x, y, { anchor: 'middle', rtl, pictures: outline.pictures, strokeWidth })
        .svg;
  return { measure, textIn, files: outline.files + [...comic.values()].filter(Boolean).length };
}
