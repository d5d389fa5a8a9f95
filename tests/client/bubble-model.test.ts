// The editor's pure model: placement, presets, ids, edits, pointer rules and the undo history.
import { describe, expect, it } from 'vitest';
import {
  BUBBLE_SLOTS,
  FALLBACK_POSITION,
  clampFraction,
  freeBubblePosition,
  moveBubble,
  nextBubblePosition,
  removeBubble,
  replaceBubble,
  sameBubbles,
} from '../../src/editor/bubble-edits';
import { layoutBubble, referenceSize } from '../../src/shared/bubble-geometry';
import { withMinFontSize } from '../../src/shared/bubble-style';
import {
  BUBBLE_ID_PATTERN,
  BUBBLE_PRESETS,
  bubbleText,
  createBubble,
  newBubbleId,
  presetById,
  presetOf,
} from '../../src/editor/bubble-presets';
import { DEFAULT_BUBBLE_STYLE, type TextBubble } from '../../src/shared/bubbles';
import {
  DOUBLE_CLICK_MS,
  DRAG_HOLD_MS,
  endPress,
  holdsPage,
  isDoubleTap,
  movePress,
  startPress,
  tapAction,
} from '../../src/editor/gestures';
import {
  HISTORY_LIMIT,
  emptyHistory,
  historyKey,
  historyReducer,
  redoStep,
  stepFits,
  undoStep,
  type BubbleEdit,
} from '../../src/editor/history';

const at = (x: number, y: number) => ({ position: { x, y } });

describe('new bubble placement', () => {
  it('takes the first slot when the panel is empty', () => {
    expect(nextBubblePosition([])).toEqual(BUBBLE_SLOTS[0]);
  });
  it('skips a slot with a bubble within 0.15 on both axes', () => {
    expect(nextBubblePosition([at(0.3, 0.2)])).toEqual(BUBBLE_SLOTS[1]);
  });
  it('keeps a slot whose neighbour is close on one axis only', () => {
    expect(nextBubblePosition([at(0.25, 0.34)])).toEqual(BUBBLE_SLOTS[0]);
    expect(nextBubblePosition([at(0.25, 0.5)])).toEqual(BUBBLE_SLOTS[0]);
  });
  it('skips a slot a wide bubble beside it would cover', () => {
    // 0.2 apart across: outside the.15, but a bubble there reaches over the first two slots.
    expect(nextBubblePosition([at(0.45, 0.15)])).toEqual(BUBBLE_SLOTS[2]);
  });
  it('takes free space when all six are taken, and (0.5, 0.2) only when there is none', () => {
    const crowded = BUBBLE_SLOTS.map((slot) => at(slot.x + 0.05, slot.y - 0.05));
    const placed = nextBubblePosition(crowded);
    expect(
      crowded.every(
        (bubble) => Math.abs(bubble.position.x - placed.x) >= 0.32 || Math.abs(bubble.position.y - placed.y) >= 0.14,
      ),
    ).toBe(true);
    const full = [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95].flatMap((y) => [0.15, 0.5, 0.85].map((x) => at(x, y)));
    expect(nextBubblePosition(full)).toEqual(FALLBACK_POSITION);
    expect(BUBBLE_SLOTS).toHaveLength(6);
  });
});

describe('presets', () => {
  it('has the six presets of the spec and the sound effect, speech first', () => {
    expect(BUBBLE_PRESETS.map((preset) => preset.id)).toEqual([
      'speech',
      'shout',
      'whisper',
      'thought',
      'narration',
      'subtitle',
      'sfx',
    ]);
    expect(presetById('speech').style).toEqual(DEFAULT_BUBBLE_STYLE);
  });
  it('carries the spec values', () => {
    expect(presetById('shout').style).toMatchObject({ fontSize: 24, maxWidth: 220, bubbleShape: 'burst' });
    expect(presetById('whisper').style.bubbleShape).toBe('whisper');
    expect(presetById('sfx')).toMatchObject({
      type: 'sfx',
      style: { tailDirection: 'none', backgroundColor: 'transparent' },
    });
    expect(presetById('thought').type).toBe('thought');
    expect(presetById('narration').style).toMatchObject({
      maxWidth: 180,
      tailDirection: 'none',
      backgroundColor: '#fef9c3',
    });
    expect(presetById('subtitle').style).toMatchObject({
      fontSize: 18,
      maxWidth: 300,
      textColor: '#ffffff',
      backgroundColor: '#000000',
      borderWidth: 5,
      padding: 5,
      fontFamily: 'Righteous',
    });
  });
  it('recognises a bubble made from a preset, and falls back to its type', () => {
    for (const preset of BUBBLE_PRESETS) expect(presetOf({ type: preset.type, style: preset.style })).toBe(preset.id);
    expect(presetOf({ type: 'speech', style: { ...DEFAULT_BUBBLE_STYLE, fontSize: 40 } })).toBe('speech');
    expect(presetOf({ type: 'narration', style: {} })).toBe('narration');
  });
});

describe('bubble ids and creation', () => {
  it("are 'bubble-' + timestamp + a random part", () => {
    expect(newBubbleId(1_700_000_000_000, () => 0.5)).toMatch(/^bubble-1700000000000-[a-z0-9]{8}$/);
    expect(newBubbleId()).toMatch(BUBBLE_ID_PATTERN);
    expect(newBubbleId(1, () => 0)).toBe('bubble-1-00000000');
    const ids = new Set(Array.from({ length: 200 }, () => newBubbleId(5)));
    expect(ids.size).toBe(200);
  });
  it('stores Text for an empty bubble', () => {
    expect(bubbleText('   ')).toBe('Text');
    expect(bubbleText('Hi!')).toBe('Hi!');
  });
  it('builds a full bubble from a preset', () => {
    const bubble = createBubble({
      presetId: 'shout',
      text: 'STOP!',
      position: { x: 0.25, y: 0.15 },
      now: 7,
      random: () => 0.25,
    });
    expect(bubble).toEqual({
      id: expect.stringMatching(/^bubble-7-/),
      text: 'STOP!',
      type: 'speech',
      position: { x: 0.25, y: 0.15, anchor: 'center' },
      style: presetById('shout').style,
    });
  });
});

describe('bubble edits', () => {
  const a: TextBubble = { id: 'a', text: 'A', type: 'speech', position: { x: 0.1, y: 0.1 }, style: {} };
  const b: TextBubble = { id: 'b', text: 'B', type: 'speech', position: { x: 0.5, y: 0.5 }, style: {} };
  it('moves one bubble, clamped to the panel and rounded', () => {
    const moved = moveBubble([a, b], 'b', 1.4, 0.123456789);
    expect(moved[1]!.position).toEqual({ x: 1, y: 0.1235 });
    expect(moved[0]).toBe(a);
    expect(clampFraction(-2)).toBe(0);
    expect(clampFraction(Number.NaN)).toBe(0.5);
  });
  it('replaces and removes by id without touching the input', () => {
    const list = [a, b];
    expect(replaceBubble(list, { ...a, text: 'Z' })[0]!.text).toBe('Z');
    expect(removeBubble(list, 'a')).toEqual([b]);
    expect(list).toEqual([a, b]);
  });
  it('tells an unchanged list apart', () => {
    expect(sameBubbles([a, b], [{ ...a }, { ...b }])).toBe(true);
    expect(sameBubbles([a, b], moveBubble([a, b], 'a', 0.2, 0.1))).toBe(false);
  });
});

describe('pointer rules', () => {
  it('drags a mouse after 5 px and treats less as a click', () => {
    const press = startPress('mouse', 100, 100, 0);
    expect(movePress(press, 103, 103, 10).state).toBe('pending');
    expect(endPress(movePress(press, 103, 103, 10), 103, 103)).toBe('tap');
    const dragging = movePress(press, 106, 100, 10);
    expect(dragging.state).toBe('dragging');
    expect(endPress(dragging, 150, 100)).toBe('drag');
  });
  it('lets a finger drag only after a 150 ms hold; moving sooner is a scroll', () => {
    const press = startPress('touch', 0, 0, 1000);
    expect(movePress(press, 0, 20, 1000 + DRAG_HOLD_MS - 1).state).toBe('cancelled');
    expect(endPress(movePress(press, 0, 20, 1100), 0, 20)).toBe('none');
    expect(movePress(press, 0, 20, 1000 + DRAG_HOLD_MS).state).toBe('dragging');
    expect(holdsPage(press)).toBe(true);
    expect(holdsPage(movePress(press, 0, 20, 1050))).toBe(false);
  });
  it('counts a release within the tolerance as a tap, even after a small wobble', () => {
    const press = startPress('touch', 10, 10, 0);
    expect(endPress(movePress(press, 13, 12, 50), 12, 12)).toBe('tap');
    expect(endPress(press, 30, 10)).toBe('none');
  });
  it('sees two taps on one bubble within 300 ms as a double-click', () => {
    expect(isDoubleTap({ bubbleId: 'a', at: 0 }, { bubbleId: 'a', at: DOUBLE_CLICK_MS })).toBe(true);
    expect(isDoubleTap({ bubbleId: 'a', at: 0 }, { bubbleId: 'a', at: DOUBLE_CLICK_MS + 1 })).toBe(false);
    expect(isDoubleTap({ bubbleId: 'a', at: 0 }, { bubbleId: 'b', at: 10 })).toBe(false);
    expect(isDoubleTap(null, { bubbleId: 'a', at: 10 })).toBe(false);
  });
  it('opens the editor on a tap or a double-click, and only selects on a single click', () => {
    expect(tapAction('touch', false)).toBe('open');
    expect(tapAction('mouse', false)).toBe('select');
    expect(tapAction('mouse', true)).toBe('open');
  });
});

describe('undo history', () => {
  const panel = { sceneId: 's1', panelNumber: 1 };
  const bubble = (text: string): TextBubble => ({
    id: 'x',
    text,
    type: 'speech',
    position: { x: 0.5, y: 0.5 },
    style: {},
  });
  const edit = (from: string, to: string, sceneId = 's1'): BubbleEdit => ({
    panel: { ...panel, sceneId },
    before: [bubble(from)],
    after: [bubble(to)],
  });

  it('undoes to the state before and redoes to the state after', () => {
    let history = historyReducer(emptyHistory, { type: 'record', edit: edit('a', 'b') });
    history = historyReducer(history, { type: 'record', edit: edit('b', 'c') });
    expect(undoStep(history)).toEqual({ panel, bubbles: [bubble('b')] });
    history = historyReducer(history, { type: 'undo' });
    expect(undoStep(history)?.bubbles[0]!.text).toBe('a');
    expect(redoStep(history)?.bubbles[0]!.text).toBe('c');
    history = historyReducer(history, { type: 'redo' });
    expect(redoStep(history)).toBeNull();
    expect(history.past).toHaveLength(2);
  });
  it('replays a step only while the panel holds the bubbles it left: a regeneration that lettered an emptied panel makes it stale', () => {
    const said = { ...bubble('Old words'), id: 'old' };
    // The author deleted the panel's only bubble; a regeneration then gave the empty panel the new draft's words.
    let history = historyReducer(emptyHistory, { type: 'record', edit: { panel, before: [said], after: [] } });
    expect(stepFits(history, 'undo', [])).toBe(true);
    expect(stepFits(history, 'undo', [{ ...bubble('New words'), id: 'draft' }])).toBe(false);
    history = historyReducer(history, { type: 'undo' });
    expect(stepFits(history, 'redo', [said])).toBe(true);
    expect(stepFits(history, 'redo', [{ ...bubble('Old words'), id: 'other' }])).toBe(false);
    expect(stepFits(emptyHistory, 'undo', [])).toBe(false);
  });
  it('drops the redo branch when a new edit is recorded', () => {
    let history = historyReducer(emptyHistory, { type: 'record', edit: edit('a', 'b') });
    history = historyReducer(history, { type: 'undo' });
    history = historyReducer(history, { type: 'record', edit: edit('a', 'z') });
    expect(history.future).toEqual([]);
    expect(undoStep(history)?.bubbles[0]!.text).toBe('a');
  });
  it('does nothing with nothing to undo or redo', () => {
    expect(historyReducer(emptyHistory, { type: 'undo' })).toBe(emptyHistory);
    expect(historyReducer(emptyHistory, { type: 'redo' })).toBe(emptyHistory);
    expect(undoStep(emptyHistory)).toBeNull();
  });
  it('keeps at most the last 50 steps', () => {
    let history = emptyHistory;
    for (let i = 0; i < HISTORY_LIMIT + 10; i++)
      history = historyReducer(history, { type: 'record', edit: edit(String(i), String(i + 1)) });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]!.before[0]!.text).toBe('10');
  });
  it('drops an edit whose save failed, keeping the others', () => {
    const failed = edit('b', 'c');
    let history = historyReducer(emptyHistory, { type: 'record', edit: edit('a', 'b') });
    history = historyReducer(history, { type: 'record', edit: failed });
    history = historyReducer(history, { type: 'drop', edit: failed });
    expect(history.past.map((item) => item.after[0]!.text)).toEqual(['b']);
    expect(undoStep(history)?.bubbles[0]!.text).toBe('a');
    // An equal-looking edit is not the failed one: only that very record goes.
    expect(historyReducer(history, { type: 'drop', edit: edit('a', 'b') })).toBe(history);
  });
  it('forgets the steps of a deleted scene', () => {
    let history = historyReducer(emptyHistory, { type: 'record', edit: edit('a', 'b', 's1') });
    history = historyReducer(history, { type: 'record', edit: edit('c', 'd', 's2') });
    history = historyReducer(history, { type: 'forgetScene', sceneId: 's2' });
    expect(history.past.map((item) => item.panel.sceneId)).toEqual(['s1']);
  });
  it('reads Ctrl/Cmd+Z as undo and Shift+Ctrl/Cmd+Z as redo', () => {
    const key = (
      k: string,
      mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
    ) => historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z', {})).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
  });
});

describe('bubbles as saved', () => {
  it('passes a good bubble through the shared schema', async () => {
    const { bubbleForSave } = await import('../../src/editor/bubble-save');
    const bubble = createBubble({ presetId: 'subtitle', text: 'Later...', position: { x: 0.5, y: 0.9 } });
    expect(bubbleForSave(bubble)).toEqual(bubble);
  });
  it('repairs odd stored values instead of refusing the whole panel', async () => {
    const { bubbleForSave } = await import('../../src/editor/bubble-save');
    // Stored before today's checks: values the type no longer allows.
    const stored = {
      id: 'old-1',
      text: 'x'.repeat(600),
      type: 'speech',
      position: { x: 0.2, y: 0.3 },
      style: { fontFamily: 'Comic Sans MS', fontSize: 400, bubbleShape: 'star' },
    };
    const saved = bubbleForSave(stored as unknown as TextBubble);
    expect(saved.text).toHaveLength(500);
    expect(saved.style).toMatchObject({ fontFamily: 'Bangers', fontSize: 72, bubbleShape: 'rounded' });
  });
});

describe('new bubbles in free space', () => {
  // Text as wide as its characters at 0.6 em: enough to lay bubbles out without a browser.
  const measure = (text: string, font: string) => text.length * 0.6 * Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);
  const panel = referenceSize('3:4');
  const bubble = (text: string, x: number, y: number, presetId: 'speech' | 'narration' = 'speech') =>
    createBubble({ presetId, text, position: { x, y } });
  const drawn = (item: TextBubble) => {
    const layout = layoutBubble(item, measure)!;
    return {
      x: item.position.x * panel.width + layout.bounds.x,
      y: item.position.y * panel.height + layout.bounds.y,
      width: layout.bounds.width,
      height: layout.bounds.height,
    };
  };
  const overlap = (a: ReturnType<typeof drawn>, b: ReturnType<typeof drawn>) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('lands clear of every bubble drawn on the panel, wide narration included', () => {
    const existing = [
      bubble('Meanwhile, far across the harbour of the sleeping town…', 0.5, 0.12, 'narration'),
      bubble('Who goes there?', 0.3, 0.5),
      bubble('مرحبا يا صديقي', 0.7, 0.8),
    ];
    let bubbles = existing;
    for (const text of ['Fresh bread!', 'Moon flour only 🌙']) {
      const made = bubble(text, 0.5, 0.5);
      const placed = { ...made, position: { ...made.position, ...freeBubblePosition(bubbles, made, measure, panel) } };
      const box = drawn(placed);
      expect(
        box.x >= -0.1 &&
          box.y >= -0.1 &&
          box.x + box.width <= panel.width + 0.1 &&
          box.y + box.height <= panel.height + 0.1,
        `${text} inside ${JSON.stringify(box)}`,
      ).toBe(true);
      for (const other of bubbles) expect(overlap(box, drawn(other)), `${text} over ${other.text}`).toBe(false);
      bubbles = [...bubbles, placed];
    }
  });

  it('goes where it covers least when the panel is full', () => {
    const full = BUBBLE_SLOTS.map((slot, i) => bubble(`A long line of words number ${i}`, slot.x, slot.y, 'narration'));
    const made = bubble('And me!', 0.5, 0.5);
    const position = freeBubblePosition(full, made, measure, panel);
    expect(position.x).toBeGreaterThanOrEqual(0);
    expect(position.y).toBeLessThanOrEqual(1);
  });

  it('takes the first slot on an empty panel', () => {
    expect(freeBubblePosition([], bubble('Hi', 0.5, 0.5), measure, panel)).toEqual(BUBBLE_SLOTS[0]);
  });
});

describe('reader minimum text size', () => {
  it('raises only the text under the minimum, and returns the same list when none is', () => {
    const small = createBubble({ presetId: 'speech', text: 'tiny', position: { x: 0.5, y: 0.5 } });
    const list = [
      { ...small, style: { ...small.style, fontSize: 8 } },
      { ...small, id: 'bubble-big', style: { ...small.style, fontSize: 20 } },
    ];
    const raised = withMinFontSize(list, 12.46);
    expect(raised.map((item) => item.style.fontSize)).toEqual([12.5, 20]);
    expect(withMinFontSize(list, 8)).toBe(list);
  });
});
