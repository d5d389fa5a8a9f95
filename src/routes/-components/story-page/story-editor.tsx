// The story page's editing state, shared by its scene cards and dialogs: which panel and bubble are selected, which
// bubble is open in the editor, every bubble change saved at once, and undo/redo over those changes (with the
// keyboard shortcuts: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Delete/Backspace, arrows to nudge, Escape). The shortcuts act only in
// edit mode on a live selection: leaving edit mode or pressing anywhere outside the panels lets go of the bubble.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { moveBubble, removeBubble, sameBubbles } from '../../../editor/bubble-edits';
import type { TextBubble } from '../../../shared/bubbles';
import { emptyHistory, historyReducer, redoStep, stepFits, undoStep, type PanelRef } from '../../../editor/history';
import { editorKeyAction, keyFactsOf } from '../../../editor/keyboard';
import { runBubbleCommand, type BubbleCommand } from '../../../editor/bubble-commands';
import { newBubbleId } from '../../../editor/bubble-presets';
import { usePanelUpdate, type PanelChanges, type SaveOutcome, type SaveState } from './use-panel-update';

export interface Selection extends PanelRef {
  bubbleId: string | null;
}

export interface BubbleEditorTarget {
  panel: PanelRef;
  /** null: a new bubble. */
  bubbleId: string | null;
  /** The story's panel shape, for placing a new bubble in free space (default 3:4). */
  aspectRatio?: string;
}

interface StoryEditorValue {
  storyId: string;
  editMode: boolean;
  /** Turning edit mode off also clears the selection. */
  setEditMode: (on: boolean) => void;
  selection: Selection | null;
  select: (selection: Selection | null) => void;
  editing: BubbleEditorTarget | null;
  openBubbleEditor: (target: BubbleEditorTarget) => void;
  closeBubbleEditor: () => void;
  bubblesOf: (panel: PanelRef) => TextBubble[];
  /** Saves a panel's new bubble list (optimistically) and records it for undo. */
  saveBubbles: (panel: PanelRef, next: TextBubble[]) => void;
  /** Turn, resize, duplicate, copy, cut, paste or reorder in a panel: one save (one undo step) when it changes bubbles. */
  runCommand: (panel: PanelRef, command: BubbleCommand) => void;
  /** What was copied (or cut), for Paste in any panel of the story. */
  clipboard: readonly TextBubble[];
  updatePanel: (panel: PanelRef, changes: PanelChanges) => Promise<SaveOutcome>;
  patchPanel: (panel: PanelRef, changes: PanelChanges) => void;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** A scene was deleted or regenerated: its undo steps no longer apply. */
  forgetScene: (sceneId: string) => void;
  /** Scenes regenerated from this page whose pictures are still being drawn (their cards poll and report the outcome). */
  followedRegenerations: ReadonlySet<string>;
  followRegeneration: (sceneId: string, following: boolean) => void;
  /** What the scene card's Undo puts back: the picture just regenerated, or the whole regenerated scene. */
  undoOffers: ReadonlyMap<string, UndoOffer>;
  offerUndo: (sceneId: string, offer: UndoOffer | null) => void;
  /** Saving… / Saved / Couldn't save of the panel edits, and sending the unsaved ones again. */
  saveState: SaveState;
  retrySaves: () => void;
}

export type UndoOffer = { kind: 'picture'; panelNumber: number } | { kind: 'scene' };

const StoryEditorContext = createContext<StoryEditorValue | null>(null);

export function useStoryEditor(): StoryEditorValue {
  const value = useContext(StoryEditorContext);
  if (!value) throw new Error('useStoryEditor needs a StoryEditorProvider');
  return value;
}

/** Presses on the panels select there; presses on a scene's side tools keep the panel they act on. */
function pressedOn(target: EventTarget | null): 'panel' | 'tools' | 'dialog' | 'elsewhere' {
  const element = target instanceof Element ? target : null;
  // The selected bubble's toolbar acts on the selection, as the panel does.
  if (element?.closest('[data-panel], [data-bubble-tools]')) return 'panel';
  if (element?.closest('[role="dialog"]')) return 'dialog';
  if (element?.closest('[data-scene-tools]')) return 'tools';
  return 'elsewhere';
}

export function StoryEditorProvider({ storyId, children }: { storyId: string; children: ReactNode }) {
  const { updatePanel, patchPanel, readPanel, saveState, retrySaves } = usePanelUpdate(storyId);
  const [history, dispatch] = useReducer(historyReducer, emptyHistory);
  const [selection, select] = useState<Selection | null>(null);
  const [editing, setEditing] = useState<BubbleEditorTarget | null>(null);
  const [editMode, setEditModeState] = useState(true);
  const [followedRegenerations, setFollowed] = useState<ReadonlySet<string>>(() => new Set());
  const [undoOffers, setUndoOffers] = useState<ReadonlyMap<string, UndoOffer>>(() => new Map());
  const offerUndo = useCallback((sceneId: string, offer: UndoOffer | null) => {
    setUndoOffers((current) => {
      const next = new Map(current);
      if (offer) next.set(sceneId, offer);
      else next.delete(sceneId);
      return next;
    });
  }, []);

  const setEditMode = useCallback((on: boolean) => {
    setEditModeState(on);
    if (!on) select(null);
  }, []);

  const followRegeneration = useCallback((sceneId: string, following: boolean) => {
    setFollowed((current) => {
      if (current.has(sceneId) === following) return current;
      const next = new Set(current);
      if (following) next.add(sceneId);
      else next.delete(sceneId);
      return next;
    });
  }, []);

  const bubblesOf = useCallback((panel: PanelRef) => readPanel(panel)?.textBubbles ?? [], [readPanel]);

  const saveBubbles = useCallback(
    (panel: PanelRef, next: TextBubble[]) => {
      const before = bubblesOf(panel);
      if (sameBubbles(before, next)) return;
      const edit = { panel, before, after: next };
      dispatch({ type: 'record', edit });
      void updatePanel(panel, { textBubbles: next }, 'text').then((outcome) => {
        if (outcome === 'refused') dispatch({ type: 'drop', edit });
      });
    },
    [bubblesOf, updatePanel],
  );

  const replay = useCallback(
    (direction: 'undo' | 'redo') => {
      const step = direction === 'undo' ? undoStep(history) : redoStep(history);
      if (!step) return;
      const panel = readPanel(step.panel);
      if (!panel || !stepFits(history, direction, panel.textBubbles ?? [])) {
        dispatch({ type: 'forgetScene', sceneId: step.panel.sceneId });
        return;
      }
      dispatch({ type: direction });
      void updatePanel(step.panel, { textBubbles: step.bubbles }, 'text');
      select((current) =>
        current && current.bubbleId && !step.bubbles.some((bubble) => bubble.id === current.bubbleId)
          ? { ...current, bubbleId: null }
          : current,
      );
    },
    [history, readPanel, updatePanel],
  );

  const [clipboard, setClipboard] = useState<readonly TextBubble[]>([]);
  // Only runCommand writes the clipboard, and it keeps this copy too: a paste right after a copy (before a render) sees it.
  const clipboardRef = useRef(clipboard);
  const runCommand = useCallback(
    (panel: PanelRef, command: BubbleCommand) => {
      const result = runBubbleCommand(bubblesOf(panel), command, clipboardRef.current, () => newBubbleId());
      if (result.clipboard) {
        clipboardRef.current = result.clipboard;
        setClipboard(result.clipboard);
      }
      if (result.bubbles) saveBubbles(panel, result.bubbles);
      if (result.select !== undefined) select({ ...panel, bubbleId: result.select });
    },
    [bubblesOf, saveBubbles],
  );

  // The keyboard acts on the latest state without re-binding on every change.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const selected = selection;
    const bubbles = selected ? bubblesOf(selected) : [];
    const bubble = selected?.bubbleId ? (bubbles.find((item) => item.id === selected.bubbleId) ?? null) : null;
    // The focus view is a dialog whose keys are the canvas's own.
    const dialogOpen = Boolean(document.querySelector('[role="dialog"]:not([data-focus-view])'));
    const canPaste = clipboardRef.current.length > 0;
    const decided = editorKeyAction(keyFactsOf(event), {
      editMode,
      dialogOpen,
      panelSelected: Boolean(selected),
      bubble,
      canPaste,
    });
    if (!decided || !selected) return;
    if (decided.preventDefault) event.preventDefault();
    const { action } = decided;
    if (action.type === 'undo' || action.type === 'redo') replay(action.type);
    else if (action.type === 'deleteBubble') {
      saveBubbles(selected, removeBubble(bubbles, action.bubbleId));
      select({ ...selected, bubbleId: null });
    } else if (action.type === 'editBubble')
      setEditing({
        panel: { sceneId: selected.sceneId, panelNumber: selected.panelNumber },
        bubbleId: action.bubbleId,
      });
    else if (action.type === 'deselectBubble') select({ ...selected, bubbleId: null });
    else if (action.type === 'moveBubble')
      saveBubbles(selected, moveBubble(bubbles, action.bubbleId, action.x, action.y));
    else runCommand({ sceneId: selected.sceneId, panelNumber: selected.panelNumber }, action);
  });

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const where = pressedOn(event.target);
      if (where === 'elsewhere') select(null);
      else if (where === 'tools') select((current) => (current?.bubbleId ? { ...current, bubbleId: null } : current));
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const value = useMemo<StoryEditorValue>(
    () => ({
      storyId,
      editMode,
      setEditMode,
      selection,
      select,
      editing,
      openBubbleEditor: setEditing,
      closeBubbleEditor: () => setEditing(null),
      bubblesOf,
      saveBubbles,
      runCommand,
      clipboard,
      updatePanel,
      patchPanel,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      undo: () => replay('undo'),
      redo: () => replay('redo'),
      forgetScene: (sceneId: string) => dispatch({ type: 'forgetScene', sceneId }),
      followedRegenerations,
      followRegeneration,
      undoOffers,
      offerUndo,
      saveState,
      retrySaves,
    }),
    [
      storyId,
      editMode,
      setEditMode,
      selection,
      editing,
      bubblesOf,
      saveBubbles,
      runCommand,
      clipboard,
      updatePanel,
      patchPanel,
      history,
      replay,
      followedRegenerations,
      followRegeneration,
      undoOffers,
      offerUndo,
      saveState,
      retrySaves,
    ],
  );

  return <StoryEditorContext.Provider value={value}>{children}</StoryEditorContext.Provider>;
}
