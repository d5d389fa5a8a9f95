// Undo and redo over bubble edits: a pure reducer over before/after snapshots of one panel's bubble list.
import type { TextBubble } from '../shared/bubbles';

export interface PanelRef {
  sceneId: string;
  panelNumber: number;
}

export interface BubbleEdit {
  panel: PanelRef;
  before: TextBubble[];
  after: TextBubble[];
}

export interface EditHistory {
  past: BubbleEdit[];
  future: BubbleEdit[];
}

/** How many steps back an author can go. */
export const HISTORY_LIMIT = 50;

export const emptyHistory: EditHistory = { past: [], future: [] };

/** What to write back to a panel after an undo or redo. */
export interface HistoryStep {
  panel: PanelRef;
  bubbles: TextBubble[];
}

export type HistoryAction =
  | { type: 'record'; edit: BubbleEdit }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The save of a recorded edit failed and was rolled back: the edit never happened, so undo must not offer it. */
  | { type: 'drop'; edit: BubbleEdit }
  /** A scene was deleted or regenerated: its steps can no longer be replayed. */
  | { type: 'forgetScene'; sceneId: string }
  | { type: 'clear' };

export function historyReducer(history: EditHistory, action: HistoryAction): EditHistory {
  switch (action.type) {
    case 'record':
      return { past: [...history.past, action.edit].slice(-HISTORY_LIMIT), future: [] };
    case 'undo': {
      const edit = history.past.at(-1);
      return edit ? { past: history.past.slice(0, -1), future: [edit, ...history.future] } : history;
    }
    case 'redo': {
      const edit = history.future[0];
      return edit ? { past: [...history.past, edit], future: history.future.slice(1) } : history;
    }
    case 'drop': {
      const keep = (edit: BubbleEdit) => edit !== action.edit;
      return history.past.includes(action.edit) || history.future.includes(action.edit)
        ? { past: history.past.filter(keep), future: history.future.filter(keep) }
        : history;
    }
    case 'forgetScene': {
      const keep = (edit: BubbleEdit) => edit.panel.sceneId !== action.sceneId;
      return { past: history.past.filter(keep), future: history.future.filter(keep) };
    }
    case 'clear':
      return emptyHistory;
  }
}

/** The write an undo needs (the last edit's `before`), or null when there is nothing to undo. */
export function undoStep(history: EditHistory): HistoryStep | null {
  const edit = history.past.at(-1);
  return edit ? { panel: edit.panel, bubbles: edit.before } : null;
}

/** The write a redo needs (the next edit's `after`), or null. */
export function redoStep(history: EditHistory): HistoryStep | null {
  const edit = history.future[0];
  return edit ? { panel: edit.panel, bubbles: edit.after } : null;
}

/**
 * Whether the next undo (or redo) still fits the panel: it must hold the bubbles the step left (or, for a redo, found),
 * by id and order. Something else changed them since (a regeneration that gave an empty panel new words, a restore, an
 * edit elsewhere): replaying the step then would put older lettering over them, so the caller forgets the scene's steps.
 */
export function stepFits(
  history: EditHistory,
  direction: 'undo' | 'redo',
  current: readonly Pick<TextBubble, 'id'>[],
): boolean {
  const edit = direction === 'undo' ? history.past.at(-1) : history.future[0];
  if (!edit) return false;
  const expected = direction === 'undo' ? edit.after : edit.before;
  return expected.length === current.length && expected.every((bubble, i) => bubble.id === current[i]!.id);
}

/** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes. */
export function historyKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
