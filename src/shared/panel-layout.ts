// How a scene's 1 to 6 panels are laid out: columns on phones and wider screens by count and
// aspect ratio, and the grid's maximum width (at most 50rem). Rows are centred, so a short last row sits in the middle;
// a single panel alone on a last row is avoided where it would look stranded.

import { PANELS_PER_SCENE } from './stories';

export interface PanelGrid {
  /** Columns below the `sm` breakpoint (40rem). */
  phoneColumns: number;
  /** Columns from `sm` up. */
  columns: number;
  /** CSS max-width of the grid. */
  maxWidth: string;
}

type Shape = 'portrait' | 'square' | 'wide';

export function ratioShape(aspectRatio: string): Shape {
  const [w, h] = aspectRatio.split(':').map(Number);
  if (!w || !h) return 'portrait';
  if (w === h) return 'square';
  return w > h ? 'wide' : 'portrait';
}

const WIDE_COLUMNS: Record<number, number> = { 2: 2, 3: 3, 4: 2, 5: 3, 6: 2 };
const COLUMNS: Record<number, number> = { 2: 2, 3: 3, 4: 2, 5: 3, 6: 3 };

export function panelGrid(count: number, aspectRatio: string): PanelGrid {
  const shape = ratioShape(aspectRatio);
  const n = Math.max(PANELS_PER_SCENE.min, Math.min(PANELS_PER_SCENE.max, Math.round(count) || 1));
  if (n === 1)
    return {
      phoneColumns: 1,
      columns: 1,
      maxWidth: shape === 'wide' ? '50rem' : shape === 'square' ? '32rem' : '28rem',
    };
  const columns = (shape === 'wide' ? WIDE_COLUMNS : COLUMNS)[n] ?? 3;
  // Portrait and wide panels take the phone's full width; square ones pair up when they pair evenly.
  const phoneColumns = shape === 'square' && n % 2 === 0 ? 2 : 1;
  const maxWidth = columns === 2 && shape !== 'wide' ? '40rem' : '50rem';
  return { phoneColumns, columns, maxWidth };
}

/** Whether the last row holds one panel while the others hold more (what the layout tries to avoid). */
export function hasLonePanel(count: number, columns: number): boolean {
  return columns > 1 && count > columns && count % columns === 1;
}

/** Source crop that fills a width x height box like CSS object-fit: cover. */
export function coverCrop(source: { width: number; height: number }, width: number, height: number) {
  const scale = Math.max(width / source.width, height / source.height);
  const cropWidth = width / scale;
  const cropHeight = height / scale;
  return {
    x: (source.width - cropWidth) / 2,
    y: (source.height - cropHeight) / 2,
    width: cropWidth,
    height: cropHeight,
  };
}
