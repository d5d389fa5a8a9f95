// Changes to a panel's bubble list as pure functions: where a new bubble goes, and add, replace, move and remove.
// Every edit returns a new list, so the undo history can keep the one before.
import type { TextBubble } from '../shared/bubbles';
import { layoutBubble, placeBubbles, type MeasureText, type Rect } from '../shared/bubble-geometry';

/** The six places a new bubble may take, in order of preference. */
export const BUBBLE_SLOTS: readonly { x: number; y: number }[] = [
  { x: 0.25, y: 0.15 },
  { x: 0.75, y: 0.15 },
  { x: 0.25, y: 0.5 },
  { x: 0.75, y: 0.5 },
  { x: 0.25, y: 0.82 },
  { x: 0.75, y: 0.82 },
];

/** Where a new bubble goes when every slot is taken. */
export const FALLBACK_POSITION = { x: 0.5, y: 0.2 } as const;

/** A slot is taken when a bubble sits within this distance of it on both axes. */
export const SLOT_CLEARANCE = 0.15;

export function nextBubblePosition(bubbles: readonly Pick<TextBubble, 'position'>[]): { x: number; y: number } {
  // The spec's rule (no bubble within 0.15 on both axes), and no bubble's usual footprint over it either: a bubble is
  // wider than 0.15, so a slot beside a generated bubble used to take the new one on top of it.
  const clear = (point: { x: number; y: number }) =>
    !bubbles.some((bubble) => {
      const dx = Math.abs(bubble.position.x - point.x);
      const dy = Math.abs(bubble.position.y - point.y);
      return (dx < SLOT_CLEARANCE && dy < SLOT_CLEARANCE) || (dx < FOOTPRINT.width && dy < FOOTPRINT.height);
    });
  const free = BUBBLE_SLOTS.find(clear) ?? FREE_SPACE.find(clear);
  return { ...(free ?? FALLBACK_POSITION) };
}

/** How far apart two bubbles' centres must be not to overlap, for a bubble of the usual size (fractions of the panel). */
const FOOTPRINT = { width: 0.32, height: 0.14 } as const;

/** Further places, tried after the six slots are taken, before the default. */
const FREE_SPACE: readonly { x: number; y: number }[] = [0.08, 0.3, 0.65, 0.92].flatMap((y) =>
  [0.2, 0.5, 0.8].map((x) => ({ x, y })),
);

/** The places freeBubblePosition tries after the six slots: a fine grid over the whole panel, top rows first. */
const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);
const GRID: readonly { x: number; y: number }[] = steps(0.05, 0.95, 0.05).flatMap((y) =>
  steps(0.1, 0.9, 0.05).map((x) => ({ x, y })),
);

/** Space kept between a new bubble and the others, in reference px. */
const BUBBLE_GAP = 4;

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * Where a new bubble goes, from the bubbles as drawn: the first of the six slots, then of a finer grid, where
 * everything the new bubble draws (tail and shadow too) stays inside the panel and clear of every other bubble's drawing;
 * when nothing is free, the place it covers least of them. `panel` is the reference size (referenceSize).
 */
export function freeBubblePosition(
  bubbles: readonly TextBubble[],
  bubble: TextBubble,
  measure: MeasureText,
  panel: { width: number; height: number },
): { x: number; y: number } {
  const layout = layoutBubble(bubble, measure);
  if (!layout) return nextBubblePosition(bubbles);
  const taken = placeBubbles(bubbles, measure, panel).map(({ x, y, layout: other }) => ({
    x: x + other.bounds.x - BUBBLE_GAP,
    y: y + other.bounds.y - BUBBLE_GAP,
    width: other.bounds.width + 2 * BUBBLE_GAP,
    height: other.bounds.height + 2 * BUBBLE_GAP,
  }));
  const whole = { x: 0, y: 0, width: panel.width, height: panel.height };
  let best = FALLBACK_POSITION as { x: number; y: number };
  let bestCost = Infinity;
  // A place near an edge moves in just far enough for the whole bubble to show.
  const inside = (at: number, from: number, size: number, length: number) =>
    Math.min(Math.max(at, -from), Math.max(-from, length - from - size));
  for (const slot of [...BUBBLE_SLOTS, ...GRID]) {
    const cx = inside(slot.x * panel.width, layout.bounds.x, layout.bounds.width, panel.width);
    const cy = inside(slot.y * panel.height, layout.bounds.y, layout.bounds.height, panel.height);
    const point = { x: clampFraction(cx / panel.width), y: clampFraction(cy / panel.height) };
    const box = {
      ...layout.bounds,
      x: point.x * panel.width + layout.bounds.x,
      y: point.y * panel.height + layout.bounds.y,
    };
    const outside = box.width * box.height - overlapArea(box, whole);
    const cost = outside + taken.reduce((sum, other) => sum + overlapArea(box, other), 0);
    // (A few square reference pixels: the rounding of stored positions and of the sums, not a real overlap.)
    if (cost < 4) return { ...point };
    if (cost < bestCost) {
      best = point;
      bestCost = cost;
    }
  }
  return { ...best };
}

/** A fraction kept inside the panel and rounded, so stored positions stay short. */
export function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

export function addBubble(bubbles: readonly TextBubble[], bubble: TextBubble): TextBubble[] {
  return [...bubbles, bubble];
}

export function replaceBubble(bubbles: readonly TextBubble[], bubble: TextBubble): TextBubble[] {
  return bubbles.map((item) => (item.id === bubble.id ? bubble : item));
}

export function removeBubble(bubbles: readonly TextBubble[], id: string): TextBubble[] {
  return bubbles.filter((item) => item.id !== id);
}

export function moveBubble(bubbles: readonly TextBubble[], id: string, x: number, y: number): TextBubble[] {
  return bubbles.map((item) =>
    item.id === id ? { ...item, position: { ...item.position, x: clampFraction(x), y: clampFraction(y) } } : item,
  );
}

/** The bubble's tail tip at a point of the panel (fractions, kept inside it), or taken off with null. */
export function setTail(
  bubbles: readonly TextBubble[],
  id: string,
  tip: { x: number; y: number } | null,
): TextBubble[] {
  return bubbles.map((item) =>
    item.id === id ? { ...item, tail: tip && { x: clampFraction(tip.x), y: clampFraction(tip.y) } } : item,
  );
}

/** Two lists hold the same bubbles in the same places (a drag that ends where it began changes nothing). */
export function sameBubbles(a: readonly TextBubble[], b: readonly TextBubble[]): boolean {
  return a.length === b.length && a.every((bubble, i) => JSON.stringify(bubble) === JSON.stringify(b[i]));
}

/** How far a duplicate or a paste into the same panel sits from its original, as a share of the panel. */
export const PASTE_OFFSET = 0.04;

/**
 * Copies of `copied` added on top of the panel's bubbles with new ids: each shifted by PASTE_OFFSET when the panel
 * already has a bubble at that spot (a duplicate, or a paste back into the same panel), else where the original sat.
 * `newId` makes each copy's id. Answers the new list and the copies' ids.
 */
export function pasteBubbles(
  bubbles: readonly TextBubble[],
  copied: readonly TextBubble[],
  newId: () => string,
): { bubbles: TextBubble[]; ids: string[] } {
  const taken = (x: number, y: number, list: readonly TextBubble[]) =>
    list.some((other) => Math.abs(other.position.x - x) < 0.005 && Math.abs(other.position.y - y) < 0.005);
  const next = [...bubbles];
  const ids: string[] = [];
  for (const original of copied) {
    let { x, y } = original.position;
    // A second and third paste step on again, so copies never stack out of sight.
    for (let i = 0; i < 20 && taken(x, y, next); i++) {
      x = x + PASTE_OFFSET > 1 ? x - PASTE_OFFSET * 3 : x + PASTE_OFFSET;
      y = y + PASTE_OFFSET > 1 ? y - PASTE_OFFSET * 3 : y + PASTE_OFFSET;
    }
    const id = newId();
    next.push({
      ...structuredClone(original),
      id,
      position: { ...original.position, x: clampFraction(x), y: clampFraction(y) },
    });
    ids.push(id);
  }
  return { bubbles: next, ids };
}

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/**
 * The bubble moved in the drawing order (the list's order: later is on top). Forward and backward step past the next
 * bubble that is drawn (an empty bubble is never drawn, so stepping past it would change nothing on screen).
 */
export function reorderBubble(bubbles: readonly TextBubble[], id: string, move: LayerMove): TextBubble[] {
  const from = bubbles.findIndex((bubble) => bubble.id === id);
  if (from < 0) return [...bubbles];
  const rest = bubbles.filter((bubble) => bubble.id !== id);
  const bubble = bubbles[from]!;
  let to: number;
  if (move === 'front') to = rest.length;
  else if (move === 'back') to = 0;
  else {
    const drawn = (item: TextBubble) => typeof item.text === 'string' && item.text.trim() !== '';
    if (move === 'forward') {
      let next = from;
      while (next < rest.length && !drawn(rest[next]!)) next++;
      to = Math.min(rest.length, next + 1);
    } else {
      let previous = from - 1;
      while (previous >= 0 && !drawn(rest[previous]!)) previous--;
      to = Math.max(0, previous);
    }
  }
  return [...rest.slice(0, to), bubble, ...rest.slice(to)];
}

/** Whether a layer move would change anything (the buttons are disabled when it would not). */
export function canReorder(bubbles: readonly TextBubble[], id: string, move: LayerMove): boolean {
  return !sameBubbles(bubbles, reorderBubble(bubbles, id, move));
}
