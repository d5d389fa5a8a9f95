// The story editor's keyboard map as a pure function: the facts of a key press and the editor's state in, one action out.
import { clampFraction } from './bubble-edits';
import { historyKey } from './history';

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
  bubble: { id: string; position: { x: number; y: number } } | null;
}

export type EditorKeyAction =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'deleteBubble'; bubbleId: string }
  | { type: 'editBubble'; bubbleId: string }
  | { type: 'deselectBubble' }
  | { type: 'moveBubble'; bubbleId: string; x: number; y: number };

/** A nudge is 1% of the panel; with Shift, 5%. */
export const NUDGE = 0.01;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The action a key press asks for, with whether the browser's own handling must be stopped; null when the editor
 * leaves the key alone. Escape is not prevented, so the page still sees it.
 */
export function editorKeyAction(press: KeyFacts, state: KeyEditorState): { action: EditorKeyAction; preventDefault: boolean } | null {
  if (press.handled || press.typing || state.dialogOpen || !state.editMode || !state.panelSelected) return null;
  const history = historyKey(press);
  if (history) return { action: { type: history }, preventDefault: true };
  const bubble = state.bubble;
  if (!bubble) return null;
  if (press.key === 'Delete' || press.key === 'Backspace') return { action: { type: 'deleteBubble', bubbleId: bubble.id }, preventDefault: true };
  if (press.key === 'Enter') return press.onButton ? null : { action: { type: 'editBubble', bubbleId: bubble.id }, preventDefault: true };
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
