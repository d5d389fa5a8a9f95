// The story editor's keyboard map as a pure function: the facts of a key press and the editor's state in, one action out.
import { clampFraction, type LayerMove } from './bubble-edits';
import type { BubbleCommand } from './bubble-commands';
import { historyKey } from './history';
import { RESIZE_STEP, ROTATE_STEP, ROTATE_STEP_LARGE } from './bubble-transform';

/** What the editor needs to know about a key press (a KeyboardEvent has all of it). */
export interface KeyFacts {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The key went to a text field, a select or an editable element: it belongs there. */
  typing: boolean;
  /** The key went to a button, whose Enter is its own click. */
  onButton: boolean;
  /** Something else already handled it (preventDefault). */
  handled: boolean;
}

export interface KeyEditorState {
  editMode: boolean;
  /** A dialog is open: its keys are its own. */
  dialogOpen: boolean;
  /** A panel is selected (the shortcuts act only on a live selection). */
  panelSelected: boolean;
  /** The selected bubble, when one is. */
  bubble: { id: string; position: { x: number; y: number }; rotation?: number } | null;
  /** Bubbles were copied, so Ctrl/Cmd+V has something to paste. */
  canPaste?: boolean;
}

export type EditorKeyAction =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'deleteBubble'; bubbleId: string }
  | { type: 'editBubble'; bubbleId: string }
  | { type: 'deselectBubble' }
  | { type: 'moveBubble'; bubbleId: string; x: number; y: number }
  /** Turn, resize, duplicate, copy, cut, paste, layer order (bubble-commands.ts). */
  | Exclude<BubbleCommand, { type: 'setRotation' }>;

const TURN_KEYS: Record<string, number> = { ']': 1, '}': 1, '[': -1, '{': -1 };
const LAYER_KEYS: Record<string, { near: LayerMove; far: LayerMove }> = {
  ']': { near: 'forward', far: 'front' },
  '}': { near: 'forward', far: 'front' },
  '[': { near: 'backward', far: 'back' },
  '{': { near: 'backward', far: 'back' },
};

/** A nudge is 1% of the panel; with Shift, 5%. */
export const NUDGE = 0.01;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The action a key press asks for, with whether the browser's own handling must be stopped; null when the editor
 * leaves the key alone. Escape is not prevented, so the page still sees it.
 */
export function editorKeyAction(
  press: KeyFacts,
  state: KeyEditorState,
): { action: EditorKeyAction; preventDefault: boolean } | null {
  if (press.handled || press.typing || state.dialogOpen || !state.editMode || !state.panelSelected) return null;
  const history = historyKey(press);
  if (history) return { action: { type: history }, preventDefault: true };
  const command = (press.ctrlKey || press.metaKey) && !press.altKey;
  const key = press.key.toLowerCase();
  // Paste needs a panel, not a bubble: it lands in the selected panel.
  if (command && key === 'v' && !press.shiftKey)
    return state.canPaste ? { action: { type: 'paste' }, preventDefault: true } : null;
  const bubble = state.bubble;
  if (!bubble) return null;
  if (command && !press.shiftKey && (key === 'c' || key === 'x'))
    return { action: { type: 'copyBubble', bubbleId: bubble.id, cut: key === 'x' }, preventDefault: true };
  if (command && !press.shiftKey && key === 'd')
    return { action: { type: 'duplicateBubble', bubbleId: bubble.id }, preventDefault: true };
  // Ctrl/Cmd+] brings forward, Ctrl/Cmd+[ sends back; with Shift, to the front or the back (Shift turns [ into { on most layouts).
  const layer = LAYER_KEYS[press.key];
  if (command && layer)
    return {
      action: {
        type: 'layer',
        bubbleId: bubble.id,
        move: press.shiftKey || press.key === '{' || press.key === '}' ? layer.far : layer.near,
      },
      preventDefault: true,
    };
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  // ] and [ turn the bubble clockwise and back by 5°; with Shift ({ and }) by 15°.
  const turn = TURN_KEYS[press.key];
  if (turn) {
    const large = press.shiftKey || press.key === '{' || press.key === '}';
    return {
      action: { type: 'rotateBubble', bubbleId: bubble.id, by: turn * (large ? ROTATE_STEP_LARGE : ROTATE_STEP) },
      preventDefault: true,
    };
  }
  // + and - (= is + without Shift on most layouts) make it bigger or smaller.
  if (press.key === '+' || press.key === '=')
    return { action: { type: 'resizeBubble', bubbleId: bubble.id, factor: RESIZE_STEP }, preventDefault: true };
  if (press.key === '-' || press.key === '_')
    return { action: { type: 'resizeBubble', bubbleId: bubble.id, factor: 1 / RESIZE_STEP }, preventDefault: true };
  if (press.key === 'Delete' || press.key === 'Backspace')
    return { action: { type: 'deleteBubble', bubbleId: bubble.id }, preventDefault: true };
  if (press.key === 'Enter')
    return press.onButton ? null : { action: { type: 'editBubble', bubbleId: bubble.id }, preventDefault: true };
  if (press.key === 'Escape') return { action: { type: 'deselectBubble' }, preventDefault: false };
  const arrow = ARROWS[press.key];
  if (!arrow || press.ctrlKey || press.metaKey || press.altKey) return null;
  const step = press.shiftKey ? NUDGE * 5 : NUDGE;
  const x = clampFraction(bubble.position.x + arrow[0] * step);
  const y = clampFraction(bubble.position.y + arrow[1] * step);
  return { action: { type: 'moveBubble', bubbleId: bubble.id, x, y }, preventDefault: true };
}

/** Reads the facts off a DOM key event. */
export function keyFactsOf(event: KeyboardEvent): KeyFacts {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    typing: Boolean(target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))),
    onButton: target instanceof HTMLButtonElement,
    handled: event.defaultPrevented,
  };
}
