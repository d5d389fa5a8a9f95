// The words an export paints on its pictures itself (scene headings, "The End", page numbers, credits), in the author's
// language: drawn like the bubbles, in the same font stack (the comic face, then the shipped Noto faces), shaped by the
// canvas and set in the text's own direction, so a Japanese, Hindi or Thai heading is not boxes and an Arabic one starts
// at the right with its ellipsis at its end, on the left.
import { fontStack } from '../../shared/bubble-style';
import { textDirection } from '../../shared/line-break';
import { loadFontsFor } from '../page-fonts';

/** The display face of headings; what it lacks comes from the Noto faces after it, as in a bubble. */
export const labelFont = (px: number, face = 'Bangers') => `400 ${px}px ${fontStack(face)}`;

/** Loads the faces `texts` need (their scripts' pieces), before a canvas that paints them synchronously is drawn. */
export async function loadLabelFonts(texts: readonly string[]): Promise<void> {
  await Promise.all(texts.filter(Boolean).map((text) => loadFontsFor(labelFont(40), text)));
}

const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/** `text` cut at a grapheme (👩‍🚀, क्ष stay whole) with an ellipsis after its last word kept, to fit `width` in the ctx's font. */
export function fitLabel(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const parts = graphemes(text);
  let low = 0;
  let high = parts.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(`${parts.slice(0, mid).join('').trimEnd()}…`).width <= width) low = mid;
    else high = mid - 1;
  }
  return `${parts.slice(0, low).join('').trimEnd()}…`;
}

export interface LabelBox {
  /** The box's left edge and width: a left-to-right label starts at its left, a right-to-left one at its right. */
  x: number;
  width: number;
  /** The baseline. */
  y: number;
  size: number;
  align?: 'start' | 'center';
  face?: string;
  color?: string;
}

/** Paints one line of words in the box, in its direction, cut with an ellipsis at its end when it does not fit. */
export function paintLabel(ctx: CanvasRenderingContext2D, text: string, box: LabelBox) {
  const rtl = textDirection(text) === 'rtl';
  ctx.save();
  ctx.font = labelFont(box.size, box.face);
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = box.align === 'center' ? 'center' : 'start';
  if (box.color) ctx.fillStyle = box.color;
  const x = box.align === 'center' ? box.x + box.width / 2 : rtl ? box.x + box.width : box.x;
  ctx.fillText(fitLabel(ctx, text, box.width), x, box.y);
  ctx.restore();
}

/** A scene's heading as the reader shows it: its number, then its title. */
export const sceneHeading = (scene: { sceneNumber: number; title: string }) => `#${scene.sceneNumber}  ${scene.title}`;
