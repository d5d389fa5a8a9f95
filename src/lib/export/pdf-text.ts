// The PDF's text in any script: lines broken by the shared line breaker at the width the PDF will draw
// them, in Helvetica when every character is in its WinAnsi set (English files stay as small as before), else in the
// shipped Noto pieces the story's characters need, embedded as subsets. pdf-lib places glyphs without shaping, so a
// visible line in Arabic, Hebrew, Devanagari or Thai is drawn as a picture (the browser's canvas shapes it), with the
// same words as invisible text over it so the file can still be searched, copied and read aloud.
import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { breakLines, textDirection } from '../../shared/line-break';
import { fontRuns, openFont, type Font } from '../../shared/font-measure';
import { NOTO, NOTO_EMOJI_OUTLINE, facesFor, fontFiles, fontPath, type NotoFace } from '../../shared/script-fonts';
import { woffToSfnt } from '../../shared/woff';
import { NOTO_FAMILIES } from '../../shared/bubble-style';
import { loadFontsFor } from '../page-fonts';
import { LINE_HEIGHT, type PlacedBubble } from '../../shared/bubble-geometry';
import type { TextBubble } from '../../shared/bubbles';
import { readingOrder } from './panel-text';

type Color = ReturnType<typeof rgb>;
type Glyph = ReturnType<Font['glyphForCodePoint']>;
export const INK = rgb(0.106, 0.082, 0.188);

export interface LineOptions {
  x: number;
  top: number;
  size: number;
  bold?: boolean;
  color?: Color;
  /** 0 for the hidden text layer. */
  opacity?: number;
  leading?: number;
  /** The box's width: right-to-left paragraphs are aligned to its right edge, centred ones to its middle. */
  width?: number;
  /** Lines start at the box's start edge (its right one for a right-to-left paragraph) or are centred, as in a bubble. */
  align?: 'start' | 'center';
}

/**
 * Where a line of `width` starts: the direction is the paragraph's (all its lines), as a browser sets it, so a line of
 * an Arabic bubble that begins with digits or a Latin name is still right-aligned.
 */
export function lineX(o: LineOptions, width: number, rtl: boolean): number {
  if (o.align === 'center' && o.width) return o.x + (o.width - width) / 2;
  return rtl && o.width ? o.x + o.width - width : o.x;
}

export interface PdfText {
  wrap(text: string, size: number, width: number, bold?: boolean): string[];
  /** Draws lines from `top` down; answers where they ended. */
  draw(page: PDFPage, lines: string[], options: LineOptions): Promise<number>;
}

/** Scripts (and emoji sequences) pdf-lib cannot place correctly without shaping: drawn as pictures where they show. */
const UNSHAPED =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Thai}\u200d\u{1f3fb}-\u{1f3ff}\p{Regional_Indicator}]/u;

interface FontSet {
  pdf: PDFFont[];
  kit: Font[];
}

export type FontFetch = (path: string) => Promise<Uint8Array>;
const fetchFont: FontFetch = async (path) => {
  const response = await fetch(`/fonts/${path}`);
  if (!response.ok) throw new Error(`Font ${path}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

async function embedSet(
  doc: PDFDocument,
  text: string,
  faces: NotoFace[],
  weight: number,
  load: FontFetch,
): Promise<FontSet> {
  // The pieces the story's characters need, then the first face's Latin piece for digits, spaces and Latin words (last,
  // so a letter a Latin piece also happens to hold stays in the run of its own script).
  const latin = faces.find((f) => f.subsets.latin) ?? NOTO.zh;
  const paths = [...fontFiles(text, faces, weight).map((file) => file.path), fontPath(latin, 'latin', weight)];
  const set: FontSet = { pdf: [], kit: [] };
  for (const path of new Set(paths)) {
    const bytes = woffToSfnt(await load(path));
    const font = await doc.embedFont(bytes, { subset: true });
    unshaped(font);
    set.pdf.push(font);
    set.kit.push(openFont(bytes));
  }
  return set;
}

/** Emoji sequences: joined (👩‍🚀), with a variation selector (❤️), a skin tone (👍🏽) or a flag (🇯🇵). */
const EMOJI_SEQUENCE = /[\u200d\ufe0f\u{1f3fb}-\u{1f3ff}\p{Regional_Indicator}]/u;

/**
 * Makes pdf-lib write one glyph per character, in the order they are written, without shaping: each glyph's text is
 * then exactly its character, so an extractor reads back the words (a shaped Devanagari ि moves before its consonant,
 * joined Arabic forms lose letters). Lines that need shaping to look right are pictures anyway. An emoji sequence the
 * face draws as one glyph keeps that glyph, whose text is the whole sequence: pdf.js drops a lone zero-width joiner
 * (a format character), so 👩‍🚀 written glyph by glyph would read back as 👩🚀.
 */
function unshaped(font: PDFFont) {
  const kit = (font as unknown as { embedder: { font: Font } }).embedder.font;
  const shape = kit.layout.bind(kit);
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  kit.layout = ((text: string) => {
    const glyphs: Glyph[] = [];
    for (const { segment } of segmenter.segment(text)) {
      if (segment.length > 1 && EMOJI_SEQUENCE.test(segment)) {
        const [ligature, ...rest] = shape(segment).glyphs;
        if (
          ligature &&
          ligature.id !== 0 &&
          rest.length === 0 &&
          String.fromCodePoint(...ligature.codePoints) === segment
        ) {
          glyphs.push(ligature);
          continue;
        }
      }
      for (const char of segment) {
        const glyph = kit.glyphForCodePoint(char.codePointAt(0)!);
        if (glyph.id !== 0) glyphs.push(glyph);
      }
    }
    return {
      glyphs,
      positions: glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })),
      advanceWidth: glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0),
    };
  }) as unknown as Font['layout'];
}

/** The fonts for every text of the story (`text`, all of it joined) and the line breaking and drawing with them. */
export async function pdfText(
  doc: PDFDocument,
  text: string,
  language: string,
  load: FontFetch = fetchFont,
): Promise<PdfText> {
  const winAnsi = new Set((await doc.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  const plain = [...text.replace(/\s+/g, ' ')].every((c) => winAnsi.has(c.codePointAt(0)!));
  if (plain) {
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const fontOf = (isBold?: boolean) => (isBold ? bold : regular);
    return {
      wrap: (line, size, width, isBold) =>
        breakLines(line, width, (t) => fontOf(isBold).widthOfTextAtSize(t, size)).filter(Boolean),
      draw: async (page, lines, o) => {
        const leading = o.leading ?? o.size * 1.25;
        const font = fontOf(o.bold);
        lines.forEach((line, i) =>
          page.drawText(line, {
            x: lineX(o, font.widthOfTextAtSize(line, o.size), false),
            y: o.top - o.size - i * leading,
            size: o.size,
            font,
            color: o.color ?? INK,
            opacity: o.opacity ?? 1,
          }),
        );
        return o.top - lines.length * leading;
      },
    };
  }
  doc.registerFontkit(fontkit);
  const faces = facesFor(text, language, NOTO_EMOJI_OUTLINE);
  const regular = await embedSet(doc, text, faces, 400, load);
  const bold = await embedSet(doc, text, faces, 700, load);
  const setOf = (isBold?: boolean) => (isBold ? bold : regular);

  const drawRuns = (
    page: PDFPage,
    line: string,
    x: number,
    y: number,
    size: number,
    set: FontSet,
    color: Color,
    opacity: number,
    rtl: boolean,
  ) => {
    for (const run of visualOrder(pdfRuns(line, set.kit), rtl)) {
      const font = set.pdf[run.font];
      if (!font) continue;
      page.drawText(run.text, { x, y, size, font, color, opacity });
      x += font.widthOfTextAtSize(run.text, size);
    }
  };

  // Widths as pdf-lib draws them (one glyph a character, unshaped), so lines fit and right-to-left ones end at the edge.
  const widthOf = (line: string, size: number, set: FontSet) =>
    pdfRuns(line, set.kit).reduce((sum, run) => sum + (set.pdf[run.font]?.widthOfTextAtSize(run.text, size) ?? 0), 0);
  return {
    wrap: (line, size, width, isBold) =>
      breakLines(line, width, (t) => widthOf(t, size, setOf(isBold))).filter(Boolean),
    draw: async (page, lines, o) => {
      const leading = o.leading ?? o.size * 1.25;
      const set = setOf(o.bold);
      const color = o.color ?? INK;
      const rtl = textDirection(lines.join('\n')) === 'rtl';
      for (const [i, line] of lines.entries()) {
        const baseline = o.top - o.size - i * leading;
        const x = lineX(o, widthOf(line, o.size, set), rtl);
        const visible = (o.opacity ?? 1) > 0;
        if (visible && UNSHAPED.test(line)) {
          const picture = await linePicture(line, o.size, o.bold ?? false, color, rtl);
          if (picture) {
            const image = await page.doc.embedPng(picture.png);
            const px = lineX(o, picture.width, rtl);
            page.drawImage(image, {
              x: px,
              y: baseline - picture.descent,
              width: picture.width,
              height: picture.height,
            });
            drawRuns(page, line, x, baseline, o.size, set, color, 0, rtl);
            continue;
          }
        }
        drawRuns(page, line, x, baseline, o.size, set, color, o.opacity ?? 1, rtl);
      }
      return o.top - lines.length * leading;
    },
  };
}

/**
 * The runs of fontRuns, with each character its run's font lacks moved to a run of the first font that has it: the
 * shipped emoji pieces are split by unicode-range, so the zero-width joiner of 👩‍🚀 may sit in another piece than 👩
 * and 🚀, and a glyph-less character would vanish from the text layer (👩🚀).
 */
export function pdfRuns(line: string, fonts: readonly Font[]): { text: string; font: number }[] {
  const runs: { text: string; font: number }[] = [];
  const push = (text: string, font: number) => {
    const last = runs.at(-1);
    if (last && last.font === font) last.text += text;
    else runs.push({ text, font });
  };
  const text = fonts.findIndex((f) => !/emoji/i.test(f.familyName ?? '') && f.hasGlyphForCodePoint(32));
  for (const run of fontRuns(line, fonts)) {
    const own = fonts[run.font];
    const emoji = /emoji/i.test(own?.familyName ?? '');
    for (const char of run.text) {
      const code = char.codePointAt(0)!;
      // A space after an emoji takes the text face's width: the emoji face's is an em, wide enough to push a title's
      // last words onto a line of their own, away from the picture of the line.
      if (emoji && text >= 0 && /\s/u.test(char)) push(char, text);
      else
        push(
          char,
          !own || own.hasGlyphForCodePoint(code) ? run.font : fonts.findIndex((f) => f.hasGlyphForCodePoint(code)),
        );
    }
  }
  return runs;
}

/**
 * The hidden text of a panel's bubbles where the canvas drew them, in reading order: each bubble's own lines (the
 * canvas's line breaks), centred on the bubble as the canvas centres them, at its font size, one line height apart.
 * `unit` is output pixels per reference unit, `k` PDF points per output pixel, `origin` the panel's top left in points.
 */
export function bubbleLayer(
  bubbles: readonly TextBubble[],
  placed: readonly PlacedBubble[],
  unit: number,
  k: number,
  origin: { x: number; top: number },
): { lines: string[]; options: LineOptions }[] {
  const byId = new Map(placed.map((item) => [item.id, item]));
  return readingOrder(bubbles).flatMap((bubble) => {
    const item = byId.get(bubble.id);
    if (!item || !item.layout.lines.length) return [];
    const { layout } = item;
    const scale = unit * k;
    const size = layout.style.fontSize * scale;
    const width = layout.box.width * scale;
    const baseline = origin.top - (item.y + layout.lines[0]!.y) * scale;
    const options: LineOptions = {
      x: origin.x + item.x * scale - width / 2,
      top: baseline + size,
      size,
      width,
      align: 'center',
      leading: layout.style.fontSize * LINE_HEIGHT * scale,
      opacity: 0,
    };
    return [{ lines: layout.lines.map((line) => line.text), options }];
  });
}

const RTL_LETTERS = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * A PDF holds text in the order it is seen, and extractors (pdftotext, pdf.js) turn right-to-left runs back into the
 * order they were written: a right-to-left line's runs go right to left, and every Arabic or Hebrew run letters reversed.
 */
function visualOrder(runs: { text: string; font: number }[], rtl: boolean) {
  return (rtl ? [...runs].reverse() : runs).map((run) => {
    if (RTL_LETTERS.test(run.text)) return { ...run, text: [...run.text].reverse().join('') };
    // A left-to-right run in a right-to-left line: the space after it (before the next run) is seen on its left.
    const space = rtl ? (/\s+$/u.exec(run.text)?.[0] ?? '') : '';
    return space ? { ...run, text: space + run.text.slice(0, -space.length) } : run;
  });
}

const PICTURE_SCALE = 4;

/** A line drawn by the browser (shaped, in the page's Noto faces) as a PNG, `size` points tall text, 4× sharp. */
async function linePicture(line: string, size: number, bold: boolean, color: Color, rtl: boolean) {
  if (typeof document === 'undefined') return null;
  const px = size * PICTURE_SCALE;
  const font = `${bold ? 700 : 400} ${px}px "Comic Neue", ${NOTO_FAMILIES}, sans-serif`;
  await loadFontsFor(font, line);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.font = font;
  const metrics = ctx.measureText(line);
  const ascent = Math.ceil(Math.max(metrics.actualBoundingBoxAscent, px * 0.9)) + 2;
  const descent = Math.ceil(Math.max(metrics.actualBoundingBoxDescent, px * 0.3)) + 2;
  canvas.width = Math.ceil(metrics.width) + 4;
  canvas.height = ascent + descent;
  ctx.font = font;
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = rtl ? 'right' : 'left';
  ctx.fillStyle = `rgb(${Math.round(color.red * 255)}, ${Math.round(color.green * 255)}, ${Math.round(color.blue * 255)})`;
  ctx.fillText(line, rtl ? canvas.width - 2 : 2, ascent);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
  if (!blob) return null;
  return {
    png: new Uint8Array(await blob.arrayBuffer()),
    width: canvas.width / PICTURE_SCALE,
    height: canvas.height / PICTURE_SCALE,
    descent: descent / PICTURE_SCALE,
  };
}
