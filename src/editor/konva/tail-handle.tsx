// The tail tip's handle on the editor's stage: a button on the selected bubble's tip that a mouse or a finger drags
// anywhere in the panel, and the arrow keys move (1% of the panel, 5% with Shift); Delete takes the tail off. It is
// HTML over the canvas, so it is focusable and named for screen readers like any control.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampFraction } from '../bubble-edits';
import { placedTip, type PlacedBubble } from '../../shared/bubble-geometry';
import { NUDGE } from '../keyboard';

type Tip = { x: number; y: number };

export interface TailHandleProps {
  item: PlacedBubble;
  /** CSS px per reference unit. */
  scale: number;
  /** The panel's reference size. */
  panel: { width: number; height: number };
  label: string;
  /** While dragging, the tip's place (panel fractions) to draw the tail from; null when the drag ends. */
  onDrag: (tip: Tip | null) => void;
  /** The tip's new place (panel fractions), or null: no tail. */
  onChange: (tip: Tip | null) => void;
}

const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function TailHandle({ item, scale, panel, label, onDrag, onChange }: TailHandleProps) {
  const drag = useRef<{ pointerId: number; to: Tip | null } | null>(null);
  const tip = placedTip(item);
  if (!tip || !scale) return null;
  const here = { x: clampFraction(tip.x / panel.width), y: clampFraction(tip.y / panel.height) };

  const fractionAt = (event: PointerEvent<HTMLButtonElement>): Tip => {
    const rect = event.currentTarget.parentElement!.getBoundingClientRect();
    return {
      x: clampFraction((event.clientX - rect.left) / (panel.width * scale)),
      y: clampFraction((event.clientY - rect.top) / (panel.height * scale)),
    };
  };

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // The stage under it would start moving the bubble.
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, to: null };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.to = fractionAt(event);
    onDrag(current.to);
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (current.to) onChange(current.to);
    onDrag(null);
  }

  function onPointerCancel() {
    drag.current = null;
    onDrag(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const arrow = KEYS[event.key];
    if (event.key === 'Delete' || event.key === 'Backspace') {
      onChange(null);
    } else if (arrow && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const step = event.shiftKey ? NUDGE * 5 : NUDGE;
      onChange({ x: clampFraction(here.x + arrow[0] * step), y: clampFraction(here.y + arrow[1] * step) });
    } else return;
    // Handled here: the editor's own shortcuts (move or delete the bubble) leave it alone.
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <button
      type="button"
      aria-label={label}
      data-tail-handle=""
      data-tip={`${here.x},${here.y}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
      // 32 px to press (a finger's reach), a small dot to see; the page must not scroll under a dragging finger.
      className="group absolute grid size-8 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none place-items-center rounded-full outline-none active:cursor-grabbing"
      style={{ left: tip.x * scale, top: tip.y * scale }}
    >
      <span className="size-3.5 rounded-full border-2 border-white bg-[#3d7eff] shadow-[0_0_0_1.5px_#1b1530] group-focus-visible:ring-4 group-focus-visible:ring-sky" />
    </button>
  );
}
