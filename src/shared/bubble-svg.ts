// A laid-out bubble as SVG, for renderers without a canvas (the server's share card, drawn by resvg): the same layout
// (bubble-geometry.ts) and the same rules as the canvas painter (bubble-paint.ts): the body and thought trail filled
// and stroked, the shadow down and right on the page whatever the turn, a sound effect's letters over their outline,
// vertical columns with their turned and shifted characters, the opacity applied to the bubble as a whole.
import { BASELINE_SHIFT, type BubbleLayout } from './bubble-geometry';

/**
 * Draws a piece of text centred at x on baseline y as SVG (glyph outlines), in the current fill; `strokeWidth`
 * outlines the glyphs that wide (in the caller's units).
 */
export type SvgText = (
  text: string,
  fontSize: number,
  x: number,
  y: number,
  options: { rtl: boolean; strokeWidth?: number },
) => string;

const attr = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const n = (value: number) => Number(value.toFixed(2));

/** The words, across in lines or down in columns, each piece through `draw`. */
function words(layout: BubbleLayout, draw: (text: string, x: number, y: number) => string): string {
  if (!layout.cells) return layout.lines.map((line) => draw(line.text, 0, line.y)).join('');
  const size = layout.style.fontSize;
  const baseline = size * BASELINE_SHIFT;
  return layout.cells
    .map((cell) => {
      const x = cell.x + (cell.shift ? cell.shift[0] * size : 0);
      const y = cell.y + (cell.shift ? cell.shift[1] * size : 0);
      if (!cell.turn) return draw(cell.text, x, y + baseline);
      return `<g transform="translate(${n(x)} ${n(y)}) rotate(90)">${draw(cell.text, 0, baseline)}</g>`;
    })
    .join('');
}

/** The bubble at its centre (0, 0) in reference units: the caller places and scales it. */
export function bubbleSvg(layout: BubbleLayout, text: SvgText): string {
  const { style, stroke, shadow } = layout;
  const rtl = layout.direction === 'rtl';
  const size = style.fontSize;
  const turn = (layout.rotation * Math.PI) / 180;
  // The shadow falls down and right on the page, whichever way the bubble is turned.
  const offset: [number, number] | null = shadow
    ? [
        shadow.dx * Math.cos(turn) + shadow.dy * Math.sin(turn),
        -shadow.dx * Math.sin(turn) + shadow.dy * Math.cos(turn),
      ]
    : null;
  const parts: string[] = [];
  if (layout.lettering) {
    const outlined = (fill: string) =>
      stroke
        ? `<g fill="${attr(fill)}" stroke="${attr(fill)}" stroke-linejoin="round" stroke-miterlimit="2">${words(layout, (t, x, y) => text(t, size, x, y, { rtl, strokeWidth: stroke.width * 2 }))}</g>`
        : '';
    if (shadow && offset)
      parts.push(
        `<g transform="translate(${n(offset[0])} ${n(offset[1])})">${outlined(shadow.color)}<g fill="${attr(shadow.color)}">${words(layout, (t, x, y) => text(t, size, x, y, { rtl }))}</g></g>`,
      );
    if (stroke) parts.push(outlined(stroke.color));
  } else {
    const shapes = (extra: string) =>
      `<path d="${layout.body}"${extra}/>${layout.trail ? `<path d="${layout.trail}"${extra}/>` : ''}`;
    if (shadow && offset)
      parts.push(
        `<g transform="translate(${n(offset[0])} ${n(offset[1])})" fill="${attr(shadow.color)}">${shapes('')}</g>`,
      );
    const line = stroke
      ? ` stroke="${attr(stroke.color)}" stroke-width="${n(stroke.width)}" stroke-linejoin="round" stroke-linecap="${stroke.cap}"${stroke.dash ? ` stroke-dasharray="${stroke.dash.map(n).join(' ')}"` : ''}`
      : '';
    parts.push(`<g fill="${attr(style.backgroundColor)}"${line}>${shapes('')}</g>`);
  }
  parts.push(`<g fill="${attr(style.textColor)}">${words(layout, (t, x, y) => text(t, size, x, y, { rtl }))}</g>`);
  const opacity = style.opacity < 1 ? ` opacity="${n(style.opacity)}"` : '';
  return `<g${layout.rotation ? ` transform="rotate(${n(layout.rotation)})"` : ''}${opacity}>${parts.join('')}</g>`;
}
