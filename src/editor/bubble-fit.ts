// Whether a bubble's words fit where it is drawn: a balloon grows with its text, so long text pushes it past the
// panel's edge, where the panel cuts it off. The editor warns about such bubbles instead of letting words vanish.
import type { PlacedBubble, Rect } from '../shared/bubble-geometry';
import { rotatedBox } from './snap';

/** Up to this much (reference units) of a balloon's edge may pass the panel's: its outline, not its words. */
const EDGE_ALLOWANCE = 3;

export interface BubbleOverflow {
  id: string;
  /** The share of the text's box the panel cuts off, 0 to 1. */
  hidden: number;
  /** The balloon is taller or wider than the whole panel: moving it cannot help, only shorter text or smaller type. */
  tooBig: boolean;
}

/**
 * The bubbles whose text the panel cuts off: the box holding the words (turned with the bubble) passes an edge of the
 * panel. `rotations` gives each bubble's rotation by id.
 */
export function overflowingBubbles(
  placed: readonly PlacedBubble[],
  panel: { width: number; height: number },
  rotations: ReadonlyMap<string, number> = new Map(),
): BubbleOverflow[] {
  const found: BubbleOverflow[] = [];
  for (const item of placed) {
    const text = textBox(item.layout);
    const box = rotatedBox(text, rotations.get(item.id) ?? 0);
    const left = item.x + box.x;
    const top = item.y + box.y;
    const right = left + box.width;
    const bottom = top + box.height;
    const a = EDGE_ALLOWANCE;
    if (left >= -a && top >= -a && right <= panel.width + a && bottom <= panel.height + a) continue;
    const seenWidth = Math.max(0, Math.min(right, panel.width) - Math.max(left, 0));
    const seenHeight = Math.max(0, Math.min(bottom, panel.height) - Math.max(top, 0));
    const hidden = 1 - (seenWidth * seenHeight) / Math.max(1, box.width * box.height);
    found.push({
      id: item.id,
      hidden: Math.round(hidden * 100) / 100,
      tooBig: box.width > panel.width + a || box.height > panel.height + a,
    });
  }
  return found;
}

/** The box the words take (their lines and the font's height), relative to the bubble's centre. */
function textBox(layout: PlacedBubble['layout']): Rect {
  if (!layout.lines.length) return layout.box;
  const size = layout.style.fontSize;
  const top = Math.min(...layout.lines.map((line) => line.y)) - size * 0.9;
  const bottom = Math.max(...layout.lines.map((line) => line.y)) + size * 0.3;
  // Lines are centred; the widest is as wide as the box less its padding.
  const width = Math.max(size, layout.box.width - 2 * layout.style.padding);
  return { x: -width / 2, y: top, width, height: bottom - top };
}
