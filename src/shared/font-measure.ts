// Measures text the way a renderer with several fonts draws it: each character in the first font that has
// its glyph, runs shaped by fontkit (joined Arabic is much narrower than its letters apart), so the share card and the
// PDF can break lines by real width without a canvas.
// fontkit's Indic and Arabic shapers are compiled generators that expect a global regenerator runtime.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import type { Font } from 'pdf-lib/cjs/types/fontkit';

export type { Font };

export const openFont = (bytes: Uint8Array): Font => fontkit.create(bytes);

/** Runs of the text, each with the index of the first font that draws it (-1: none does). Graphemes stay whole. */
export function fontRuns(text: string, fonts: readonly Font[]): { text: string; font: number }[] {
  const runs: { text: string; font: number }[] = [];
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(text)) {
    const code = segment.codePointAt(0)!;
    const last = runs.at(-1);
    // A space stays in the run before it when that font has one, so words of one script are shaped together.
    const keep = last && last.font >= 0 && /^\s+$/u.test(segment) && fonts[last.font]!.hasGlyphForCodePoint(code);
    const font = keep ? last.font : fontFor(segment, fonts);
    if (last && last.font === font) last.text += segment;
    else runs.push({ text: segment, font });
  }
  return runs;
}

/**
 * The first font with every code point of a grapheme, else the first with its first one: ❤️ goes to the emoji face
 * rather than to a text face that has ❤ but not its variation selector.
 */
function fontFor(grapheme: string, fonts: readonly Font[]): number {
  const codes = [...grapheme].map((char) => char.codePointAt(0)!);
  const whole = codes.length > 1 ? fonts.findIndex((f) => codes.every((code) => f.hasGlyphForCodePoint(code))) : -1;
  return whole >= 0 ? whole : fonts.findIndex((f) => f.hasGlyphForCodePoint(codes[0]!));
}

/** Width of `text` at `size` (units of the size), drawn with the first font of `fonts` that has each character. */
export function textWidth(text: string, fonts: readonly Font[], size: number, letterSpacing = 0): number {
  let width = 0;
  for (const run of fontRuns(text, fonts)) {
    const font = fonts[run.font];
    if (!font) {
      width += [...run.text].length * size * 0.6;
      continue;
    }
    width += (font.layout(run.text).advanceWidth / font.unitsPerEm) * size;
  }
  return width + [...text].length * letterSpacing;
}

/**
 * A line as SVG paths (glyph outlines shaped by fontkit), starting at x (or ending or centred there, `anchor` end or
 * middle) on baseline y; `strokeWidth` gives each glyph an outline that wide (the caller sets its colour).
 * Right-to-left lines put their runs right to left; fontkit already orders the glyphs of a right-to-left run.
 */
export function lineOutlines(
  text: string,
  fonts: readonly Font[],
  size: number,
  x: number,
  y: number,
  options: {
    anchor?: 'start' | 'middle' | 'end';
    rtl?: boolean;
    letterSpacing?: number[];
    pictures?: ReadonlyMap<string, Picture>;
    strokeWidth?: number;
  } = {},
): { svg: string; width: number } {
  const pictures = options.pictures ?? new Map<string, Picture>();
  const runs = fontRuns(text, fonts).filter(
    (run) => run.font >= 0 || pieces(run.text, pictures).some((piece) => piece.picture),
  );
  if (options.rtl) runs.reverse();
  const glyphs: string[] = [];
  let pen = 0;
  for (const run of runs) {
    const font = fonts[run.font];
    const spacing = options.letterSpacing?.[run.font] ?? 0;
    for (const piece of pieces(run.text, pictures)) {
      if (piece.picture) {
        // A colour picture (an emoji's SVG) an em square, sitting on the baseline as an emoji glyph does.
        glyphs.push(
          `<svg x="${r(pen)}" y="${r(-size * 0.86)}" width="${r(size)}" height="${r(size)}" viewBox="${piece.picture.viewBox}">${piece.picture.body}</svg>`,
        );
        pen += size * 1.05 + spacing;
        continue;
      }
      if (!font) continue;
      const scale = size / font.unitsPerEm;
      const { glyphs: shaped, positions } = font.layout(piece.text);
      shaped.forEach((glyph, i) => {
        const at = positions[i]!;
        const d = glyph.path.toSVG();
        // A stroke is in the glyph's own units, so it is drawn `strokeWidth` wide once the glyph is scaled.
        const stroke = options.strokeWidth ? ` stroke-width="${r(options.strokeWidth / scale, 2)}"` : '';
        if (d)
          glyphs.push(
            `<path transform="translate(${r(pen + at.xOffset * scale)} ${r(-at.yOffset * scale)}) scale(${r(scale, 5)} ${r(-scale, 5)})"${stroke} d="${d}"/>`,
          );
        pen += at.xAdvance * scale + spacing;
      });
    }
  }
  const left = options.anchor === 'end' ? x - pen : options.anchor === 'middle' ? x - pen / 2 : x;
  return { svg: `<g transform="translate(${r(left)} ${r(y)})">${glyphs.join('')}</g>`, width: pen };
}

/** An SVG drawing of a grapheme (a colour emoji): its viewBox and its content. */
export interface Picture {
  viewBox: string;
  body: string;
}

/** A run cut into its pictured graphemes and the text between them. */
function pieces(text: string, pictures: ReadonlyMap<string, Picture>): { text: string; picture?: Picture }[] {
  if (!pictures.size) return [{ text }];
  const out: { text: string; picture?: Picture }[] = [];
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    const picture = pictures.get(segment);
    const last = out.at(-1);
    if (picture) out.push({ text: segment, picture });
    else if (last && !last.picture) last.text += segment;
    else out.push({ text: segment });
  }
  return out;
}

const r = (n: number, digits = 2) => Number(n.toFixed(digits));
