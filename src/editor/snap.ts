// Snapping a dragged bubble to the panel's edges and centre and to the other bubbles' edges and centres, with the guide
// lines to draw. Pure: boxes in, a corrected centre and guides out (reference-panel units).
import type { Rect } from '../shared/bubble-geometry';

/** How close (in reference units) an edge or centre must come to a line to settle on it. */
export const SNAP_DISTANCE = 5;

export interface Guide {
  /** 'x': a vertical line at x = at; 'y': a horizontal line at y = at. */
  axis: 'x' | 'y';
  at: number;
  /** The line's extent along the other axis. */
  from: number;
  to: number;
  /** What it lines up with: the panel, or another bubble. */
  kind: 'panel' | 'bubble';
}

export interface SnapResult {
  x: number;
  y: number;
  guides: Guide[];
}

interface Line {
  at: number;
  from: number;
  to: number;
  kind: Guide['kind'];
}

/** A box's three lines on one axis: its start, centre and end. */
const linesOf = (box: Rect, axis: 'x' | 'y') =>
  axis === 'x'
    ? [box.x, box.x + box.width / 2, box.x + box.width]
    : [box.y, box.y + box.height / 2, box.y + box.height];

function snapAxis(
  axis: 'x' | 'y',
  moving: Rect,
  targets: Line[],
  distance: number,
): { shift: number; line: Line | null } {
  let best: { shift: number; line: Line | null } = { shift: 0, line: null };
  let bestGap = distance + 1e-9;
  for (const own of linesOf(moving, axis)) {
    for (const line of targets) {
      const gap = Math.abs(line.at - own);
      if (gap < bestGap) {
        bestGap = gap;
        best = { shift: line.at - own, line };
      }
    }
  }
  return best;
}

/**
 * Snaps a bubble whose drawn box (relative to its centre: `box`) would sit at centre (x, y): the panel's edges and
 * centre lines and the other bubbles' edges and centres pull it within SNAP_DISTANCE. Answers the corrected centre and
 * a guide for each axis that snapped.
 */
export function snapBubble(
  centre: { x: number; y: number },
  box: Rect,
  others: readonly Rect[],
  panel: { width: number; height: number },
  distance = SNAP_DISTANCE,
): SnapResult {
  const moving = { x: centre.x + box.x, y: centre.y + box.y, width: box.width, height: box.height };
  const panelLines = (axis: 'x' | 'y'): Line[] => {
    const length = axis === 'x' ? panel.width : panel.height;
    const across = axis === 'x' ? panel.height : panel.width;
    return [0, length / 2, length].map((at) => ({ at, from: 0, to: across, kind: 'panel' as const }));
  };
  const bubbleLines = (axis: 'x' | 'y'): Line[] =>
    others.flatMap((other) => {
      const from = axis === 'x' ? other.y : other.x;
      const to = axis === 'x' ? other.y + other.height : other.x + other.width;
      return linesOf(other, axis).map((at) => ({ at, from, to, kind: 'bubble' as const }));
    });
  const sx = snapAxis('x', moving, [...panelLines('x'), ...bubbleLines('x')], distance);
  const sy = snapAxis('y', moving, [...panelLines('y'), ...bubbleLines('y')], distance);
  const x = centre.x + sx.shift;
  const y = centre.y + sy.shift;
  const snapped = { x: moving.x + sx.shift, y: moving.y + sy.shift, width: box.width, height: box.height };
  // A guide runs from the line's own extent to the snapped bubble, so it shows what lines up with what.
  const guides: Guide[] = [];
  for (const [axis, line, start, size] of [
    ['x', sx.line, snapped.y, snapped.height],
    ['y', sy.line, snapped.x, snapped.width],
  ] as const)
    if (line)
      guides.push({
        axis,
        at: line.at,
        from: Math.min(line.from, start),
        to: Math.max(line.to, start + size),
        kind: line.kind,
      });
  return { x, y, guides };
}

/** The axis-aligned box of a box turned by `rotation` degrees about its centre point (0, 0). */
export function rotatedBox(box: Rect, rotation: number): Rect {
  if (!rotation) return box;
  const a = (rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([x, y]) => [x! * cos - y! * sin, x! * sin + y! * cos] as const);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
}
