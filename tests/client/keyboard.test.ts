// The story editor's keyboard map: which key press, in which editor state, asks for which action.
import { describe, expect, it } from 'vitest';
import { NUDGE, editorKeyAction, type KeyEditorState, type KeyFacts } from '../../src/editor/keyboard';

const press = (key: string, facts: Partial<KeyFacts> = {}): KeyFacts => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  typing: false,
  onButton: false,
  handled: false,
  ...facts,
});

const bubbleSelected: KeyEditorState = {
  editMode: true,
  dialogOpen: false,
  panelSelected: true,
  bubble: { id: 'b1', position: { x: 0.5, y: 0.5 } },
};
const panelOnly: KeyEditorState = { ...bubbleSelected, bubble: null };

describe('editor keyboard map', () => {
  it('undoes with Ctrl/Cmd+Z and redoes with Shift+Ctrl/Cmd+Z or Ctrl+Y, with a panel selected and no bubble', () => {
    expect(editorKeyAction(press('z', { ctrlKey: true }), panelOnly)).toEqual({
      action: { type: 'undo' },
      preventDefault: true,
    });
    expect(editorKeyAction(press('z', { metaKey: true }), bubbleSelected)).toEqual({
      action: { type: 'undo' },
      preventDefault: true,
    });
    expect(editorKeyAction(press('Z', { ctrlKey: true, shiftKey: true }), panelOnly)?.action).toEqual({ type: 'redo' });
    expect(editorKeyAction(press('y', { ctrlKey: true }), panelOnly)?.action).toEqual({ type: 'redo' });
  });

  it('deletes the selected bubble with Delete or Backspace', () => {
    expect(editorKeyAction(press('Delete'), bubbleSelected)).toEqual({
      action: { type: 'deleteBubble', bubbleId: 'b1' },
      preventDefault: true,
    });
    expect(editorKeyAction(press('Backspace'), bubbleSelected)?.action).toEqual({
      type: 'deleteBubble',
      bubbleId: 'b1',
    });
  });

  it('opens the bubble editor with Enter, except on a button, whose Enter is its click', () => {
    expect(editorKeyAction(press('Enter'), bubbleSelected)).toEqual({
      action: { type: 'editBubble', bubbleId: 'b1' },
      preventDefault: true,
    });
    expect(editorKeyAction(press('Enter', { onButton: true }), bubbleSelected)).toBeNull();
  });

  it('lets go of the bubble with Escape without stopping the key', () => {
    expect(editorKeyAction(press('Escape'), bubbleSelected)).toEqual({
      action: { type: 'deselectBubble' },
      preventDefault: false,
    });
  });

  it('nudges by 1% with the arrows and 5% with Shift', () => {
    const moved = (key: string, facts: Partial<KeyFacts> = {}) => {
      const decided = editorKeyAction(press(key, facts), bubbleSelected);
      return decided?.action.type === 'moveBubble' ? [decided.action.x, decided.action.y] : null;
    };
    expect(moved('ArrowLeft')![0]).toBeCloseTo(0.5 - NUDGE);
    expect(moved('ArrowRight')![0]).toBeCloseTo(0.5 + NUDGE);
    expect(moved('ArrowUp')![1]).toBeCloseTo(0.5 - NUDGE);
    expect(moved('ArrowDown')).toEqual([0.5, expect.closeTo(0.5 + NUDGE)]);
    expect(moved('ArrowDown', { shiftKey: true })![1]).toBeCloseTo(0.5 + 5 * NUDGE);
  });

  it('keeps a nudged bubble inside the panel', () => {
    const atEdge: KeyEditorState = { ...bubbleSelected, bubble: { id: 'b1', position: { x: 1, y: 0 } } };
    expect(editorKeyAction(press('ArrowRight'), atEdge)?.action).toEqual({
      type: 'moveBubble',
      bubbleId: 'b1',
      x: 1,
      y: 0,
    });
    expect(editorKeyAction(press('ArrowUp', { shiftKey: true }), atEdge)?.action).toEqual({
      type: 'moveBubble',
      bubbleId: 'b1',
      x: 1,
      y: 0,
    });
  });

  it('leaves arrows with Ctrl, Cmd or Alt to the browser', () => {
    expect(editorKeyAction(press('ArrowLeft', { ctrlKey: true }), bubbleSelected)).toBeNull();
    expect(editorKeyAction(press('ArrowLeft', { metaKey: true }), bubbleSelected)).toBeNull();
    expect(editorKeyAction(press('ArrowLeft', { altKey: true }), bubbleSelected)).toBeNull();
  });

  it('does nothing to a bubble when only a panel is selected', () => {
    for (const key of ['Delete', 'Backspace', 'Enter', 'Escape', 'ArrowLeft'])
      expect(editorKeyAction(press(key), panelOnly)).toBeNull();
  });

  it('leaves keys alone while typing, in a dialog, outside edit mode, with nothing selected, or already handled', () => {
    const undo = { ctrlKey: true };
    expect(editorKeyAction(press('Delete', { typing: true }), bubbleSelected)).toBeNull();
    expect(editorKeyAction(press('z', { ...undo, typing: true }), bubbleSelected)).toBeNull();
    expect(editorKeyAction(press('z', { ...undo, handled: true }), bubbleSelected)).toBeNull();
    expect(editorKeyAction(press('Delete'), { ...bubbleSelected, dialogOpen: true })).toBeNull();
    expect(editorKeyAction(press('z', undo), { ...bubbleSelected, editMode: false })).toBeNull();
    expect(editorKeyAction(press('z', undo), { ...panelOnly, panelSelected: false })).toBeNull();
  });

  it('ignores other keys', () => {
    expect(editorKeyAction(press('a'), bubbleSelected)).toBeNull();
    expect(editorKeyAction(press('z'), bubbleSelected)).toBeNull();
    expect(editorKeyAction(press('z', { ctrlKey: true, altKey: true }), bubbleSelected)).toBeNull();
  });
});
