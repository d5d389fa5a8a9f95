// Tiny SVG element builders (attributes come from the ink).
import { f } from './ink';

export const rect = (x: number, y: number, w: number, h: number, attrs: string, rx = 0) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''}${attrs}/>`;
export const circle = (cx: number, cy: number, r: number, attrs: string) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${attrs}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: string) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"${attrs}/>`;
export const path = (d: string, attrs: string) => `<path d="${d}"${attrs}/>`;
export const group = (content: string, transform?: string, extra = '') =>
  content ? `<g${transform ? ` transform="${transform}"` : ''}${extra}>${content}</g>` : '';

/** A circle as path data, so many dots can share one <path>. */
export const dot = (cx: number, cy: number, r: number) =>
  `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
