// Changes to a panel's bubble list as pure functions: where a new bubble goes, and add, replace, move and remove.
// Every edit returns a new list, so the undo history can keep the one before.
import type { TextBubble } from '../shared/bubbles';

/** The six places a new bubble may take, in order of preference. */
export const BUBBLE_SLOTS: readonly { x: number; y: number }[] = [
  { x: 0.25, y: 0.15 },
  { x: 0.75, y: 0.15 },
  { x: 0.25, y: 0.5 },
  { x: 0.75, y: 0.5 },
  { x: 0.25, y: 0.82 },
  { x: 0.75, y: 0.82 },
];

/** Where a new bubble goes when every slot is taken (spec 02 section 4). */
export const FALLBACK_POSITION = { x: 0.5, y: 0.2 } as const;

/** A slot is taken when a bubble sits within this distance of it on both axes. */
export const SLOT_CLEARANCE = 0.15;

export function nextBubblePosition(bubbles: readonly Pick<TextBubble, 'position'>[]): { x: number; y: number } {
  const free = BUBBLE_SLOTS.find(
    (slot) =>
      !bubbles.some(
        (bubble) => Math.abs(bubble.position.x - slot.x) < SLOT_CLEARANCE && Math.abs(bubble.position.y - slot.y) < SLOT_CLEARANCE,
      ),
  );
  return { ...(free ?? FALLBACK_POSITION) };
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
  return bubbles.map((item) => (item.id === id ? { ...item, position: { ...item.position, x: clampFraction(x), y: clampFraction(y) } } : item));
}

/** Two lists hold the same bubbles in the same places (a drag that ends where it began changes nothing). */
export function sameBubbles(a: readonly TextBubble[], b: readonly TextBubble[]): boolean {
  return a.length === b.length && a.every((bubble, i) => JSON.stringify(bubble) === JSON.stringify(b[i]));
}
