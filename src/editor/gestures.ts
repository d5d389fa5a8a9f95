// Pointer rules for bubbles on a panel: a mouse drag starts after 5 px; a finger must rest 150 ms
// before it drags (moving sooner is a scroll); a press that stays within 5 px is a tap; two taps on one bubble within
// 300 ms are a double-click. Pure state, so the rules are tested without a canvas.

export const DRAG_HOLD_MS = 150;
export const TAP_TOLERANCE_PX = 5;
export const DOUBLE_CLICK_MS = 300;

export type PointerKind = 'mouse' | 'touch' | 'pen';

export interface Press {
  kind: PointerKind;
  startX: number;
  startY: number;
  startedAt: number;
  /** pending: not decided yet; dragging: moving the bubble; cancelled: a scroll or another gesture took over. */
  state: 'pending' | 'dragging' | 'cancelled';
}

export function startPress(kind: PointerKind, x: number, y: number, at: number): Press {
  return { kind, startX: x, startY: y, startedAt: at, state: 'pending' };
}

const moved = (press: Press, x: number, y: number) => Math.hypot(x - press.startX, y - press.startY) > TAP_TOLERANCE_PX;

/** The press after the pointer moved to (x, y) at time `at`. */
export function movePress(press: Press, x: number, y: number, at: number): Press {
  if (press.state !== 'pending' || !moved(press, x, y)) return press;
  if (press.kind === 'touch' && at - press.startedAt < DRAG_HOLD_MS) return { ...press, state: 'cancelled' };
  return { ...press, state: 'dragging' };
}

/** Whether a touch press should keep the page from scrolling (it may still become a drag or a tap). */
export function holdsPage(press: Press): boolean {
  return press.state === 'dragging' || (press.state === 'pending' && press.kind === 'touch');
}

export type PressEnd = 'drag' | 'tap' | 'none';

export function endPress(press: Press, x: number, y: number): PressEnd {
  if (press.state === 'dragging') return 'drag';
  if (press.state === 'cancelled' || moved(press, x, y)) return 'none';
  return 'tap';
}

export interface Tap {
  bubbleId: string;
  at: number;
}

export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return Boolean(previous && previous.bubbleId === tap.bubbleId && tap.at - previous.at <= DOUBLE_CLICK_MS);
}

/** What a tap does: a finger opens the editor at once; a mouse selects, and its double-click opens the editor. */
export function tapAction(kind: PointerKind, double: boolean): 'select' | 'open' {
  return kind === 'touch' || double ? 'open' : 'select';
}
