// The editor canvas's pure model: resizing and rotating by handle and key, snapping with guides, duplicate and paste,
// layer order and the warning for text the panel cuts off, all without a canvas.
import { describe, expect, it } from 'vitest';
import { runBubbleCommand, withTextStyle } from '../../src/editor/bubble-commands';
import { canReorder, pasteBubbles, PASTE_OFFSET, reorderBubble } from '../../src/editor/bubble-edits';
import { overflowingBubbles } from '../../src/editor/bubble-fit';
import { layoutBubble, placeBubbles, referenceSize, type MeasureText } from '../../src/shared/bubble-geometry';
import { createBubble } from '../../src/editor/bubble-presets';
import { resolveBubbleStyle } from '../../src/shared/bubble-style';
import {
  normalizeAngle,
  resizeByHandle,
  rotationFromPointer,
  rotationOf,
  scaleBubble,
  withRotation,
} from '../../src/editor/bubble-transform';
import { editorKeyAction, type KeyEditorState, type KeyFacts } from '../../src/editor/keyboard';
import { rotatedBox, snapBubble, SNAP_DISTANCE } from '../../src/editor/snap';
import type { TextBubble } from '../../src/shared/bubbles';
import { textBubbleInput } from '../../src/shared/bubble-schema';

const measure: MeasureText = (text, font) => [...text].length * Number(/(\d+(?:\.\d+)?)px/.exec(font)![1]) * 0.5;
const bubble = (id: string, text = 'Hello there', x = 0.5, y = 0.5): TextBubble => ({
  ...createBubble({ text, position: { x, y } }),
  id,
});

describe('rotation', () => {
  it('keeps angles in −180…180 and drops a rotation back to straight', () => {
    expect(normalizeAngle(190)).toBe(-170);
    expect(normalizeAngle(-180)).toBe(180);
    expect(normalizeAngle(540)).toBe(180);
    expect(normalizeAngle(12.345)).toBe(12.3);
    const turned = withRotation(bubble('a'), 30);
    expect(turned.rotation).toBe(30);
    expect('rotation' in withRotation(turned, 360)).toBe(false);
    expect(rotationOf({ rotation: Number.NaN })).toBe(0);
    // Whatever the handle gives, the server takes.
    for (const angle of [-720, -181, -180, 0, 179.99, 180, 359])
      expect(textBubbleInput.safeParse(withRotation(bubble('a'), angle)).success).toBe(true);
  });

  it('reads the rotate handle: straight up is 0°, right is 90°, a right angle is easy to hit, Shift steps by 15°', () => {
    const centre = { x: 100, y: 100 };
    expect(rotationFromPointer(centre, { x: 100, y: 40 })).toBe(0);
    expect(rotationFromPointer(centre, { x: 160, y: 100 })).toBe(90);
    expect(rotationFromPointer(centre, { x: 40, y: 100 })).toBe(-90);
    expect(rotationFromPointer(centre, { x: 100, y: 160 })).toBe(180);
    expect(rotationFromPointer(centre, { x: 103, y: 40 })).toBe(0);
    expect(rotationFromPointer(centre, { x: 130, y: 48 })).toBeCloseTo(29.98, 1);
    expect(rotationFromPointer(centre, { x: 130, y: 48 }, true)).toBe(30);
  });
});

describe('resize', () => {
  it('scales type, width, padding and tail together and keeps every field in its range', () => {
    const original = bubble('a');
    const bigger = scaleBubble(original, 1.5);
    expect(bigger.style.fontSize).toBe(24);
    expect(bigger.style.maxWidth).toBe(240);
    expect(bigger.style.padding).toBe(15);
    expect(bigger.style.tailSize).toBe(18);
    // The width reaches its top (300) first: the whole bubble stops growing there, in proportion.
    const huge = scaleBubble(original, 10);
    expect(huge.style.maxWidth).toBe(300);
    expect(huge.style.fontSize).toBe(30);
    const tiny = scaleBubble(original, 0.01);
    expect(tiny.style.maxWidth).toBe(80);
    expect(tiny.style.fontSize).toBe(8);
    for (const item of [bigger, huge, tiny]) expect(textBubbleInput.safeParse(item).success).toBe(true);
  });

  it('a corner handle dragged twice as far from the centre doubles the bubble, even turned', () => {
    const original = bubble('a');
    const layout = layoutBubble(original, measure)!;
    const centre = { x: 170, y: 200 };
    const corner = { x: centre.x + layout.box.x + layout.box.width, y: centre.y + layout.box.y + layout.box.height };
    const doubled = resizeByHandle(
      original,
      'bottom-right',
      { centre, box: layout.box },
      { x: centre.x + (corner.x - centre.x) * 1.25, y: centre.y + (corner.y - centre.y) * 1.25 },
    );
    expect(doubled.style.fontSize).toBe(20);
    // Turned by 90°, the same corner sits at (-y, x) from the centre.
    const turned = withRotation(original, 90);
    const dx = (corner.x - centre.x) * 1.25;
    const dy = (corner.y - centre.y) * 1.25;
    expect(
      resizeByHandle(turned, 'bottom-right', { centre, box: layout.box }, { x: centre.x - dy, y: centre.y + dx }).style
        .fontSize,
    ).toBe(20);
  });

  it('a side handle changes only the width the words wrap to', () => {
    const original = bubble('a', 'A long line of words that wraps');
    const layout = layoutBubble(original, measure)!;
    const centre = { x: 170, y: 200 };
    const right = centre.x + layout.box.x + layout.box.width;
    const narrower = resizeByHandle(
      original,
      'right',
      { centre, box: layout.box },
      { x: centre.x + (right - centre.x) * 0.75, y: 300 },
    );
    expect(narrower.style.fontSize).toBe(16);
    expect(narrower.style.maxWidth).toBe(120);
    expect(layoutBubble(narrower, measure)!.lines.length).toBeGreaterThan(
      layoutBubble(original, measure)!.lines.length,
    );
  });
});

describe('snap', () => {
  const panel = { width: 340, height: 453 };
  const box = { x: -40, y: -20, width: 80, height: 40 };

  it('pulls a bubble onto the panel centre and edges, with a guide for each', () => {
    const centred = snapBubble({ x: 172, y: 300 }, box, [], panel);
    expect(centred.x).toBe(170);
    expect(centred.guides).toEqual([{ axis: 'x', at: 170, from: 0, to: 453, kind: 'panel' }]);
    const atEdge = snapBubble({ x: 43, y: 23 }, box, [], panel);
    expect([atEdge.x, atEdge.y]).toEqual([40, 20]);
    expect(atEdge.guides.map((guide) => [guide.axis, guide.at])).toEqual([
      ['x', 0],
      ['y', 0],
    ]);
  });

  it('lines up with another bubble and leaves a free place alone', () => {
    const other = { x: 200, y: 50, width: 100, height: 60 };
    const aligned = snapBubble({ x: 243, y: 200 }, box, [other], panel);
    // Its left edge (243 - 40 = 203) meets the other's left edge (200).
    expect(aligned.x).toBe(240);
    expect(aligned.guides[0]).toMatchObject({ axis: 'x', at: 200, kind: 'bubble', from: 50 });
    const free = snapBubble({ x: 120, y: 300 }, box, [other], panel);
    expect(free).toEqual({ x: 120, y: 300, guides: [] });
    expect(snapBubble({ x: 170 + SNAP_DISTANCE + 1, y: 300 }, box, [], panel).guides).toEqual([]);
  });

  it('turns a box with its bubble', () => {
    const turned = rotatedBox(box, 90);
    expect(turned.width).toBeCloseTo(40);
    expect(turned.height).toBeCloseTo(80);
  });
});

describe('duplicate, paste and layers', () => {
  let n = 0;
  const newId = () => `bubble-1-copy${++n}`;

  it('a paste into the same panel steps aside and gets a new id; into another panel it keeps its place', () => {
    const a = bubble('a', 'One', 0.3, 0.3);
    const once = pasteBubbles([a], [a], newId);
    expect(once.bubbles).toHaveLength(2);
    expect(once.bubbles[1]!.id).not.toBe('a');
    expect(once.bubbles[1]!.position.x).toBeCloseTo(0.3 + PASTE_OFFSET);
    expect(once.bubbles[1]!.text).toBe('One');
    const twice = pasteBubbles(once.bubbles, [a], newId);
    expect(twice.bubbles[2]!.position.x).toBeCloseTo(0.3 + 2 * PASTE_OFFSET);
    const elsewhere = pasteBubbles([bubble('b', 'Two', 0.8, 0.8)], [a], newId);
    expect(elsewhere.bubbles[1]!.position).toMatchObject({ x: 0.3, y: 0.3 });
    // The copy is its own: changing it leaves the original alone.
    (once.bubbles[1]!.style as { fontSize?: number }).fontSize = 40;
    expect(a.style.fontSize).toBe(16);
    // Near the edge a copy steps back inside.
    const edge = bubble('e', 'Edge', 0.99, 0.99);
    const copy = pasteBubbles([edge], [edge], newId).bubbles[1]!;
    expect(copy.position.x).toBeLessThan(0.99);
  });

  it('brings forward and sends back in the list, which is the drawing order', () => {
    const list = ['a', 'b', 'c'].map((id) => bubble(id));
    const ids = (bubbles: TextBubble[]) => bubbles.map((item) => item.id).join('');
    expect(ids(reorderBubble(list, 'a', 'forward'))).toBe('bac');
    expect(ids(reorderBubble(list, 'c', 'backward'))).toBe('acb');
    expect(ids(reorderBubble(list, 'a', 'front'))).toBe('bca');
    expect(ids(reorderBubble(list, 'c', 'back'))).toBe('cab');
    expect(canReorder(list, 'c', 'forward')).toBe(false);
    expect(canReorder(list, 'a', 'backward')).toBe(false);
    // An empty bubble is never drawn: stepping past it would change nothing on screen.
    const withEmpty = [bubble('a'), { ...bubble('x'), text: '' }, bubble('c')];
    expect(ids(reorderBubble(withEmpty, 'a', 'forward'))).toBe('xca');
  });
});

describe('text the panel cuts off', () => {
  const panel = referenceSize('3:4');

  it('warns about a bubble whose words run past the panel, not one that fits', () => {
    const fits = bubble('fits', 'Short', 0.5, 0.5);
    // Placing moves a balloon in from the edge; one taller than the panel still loses its last lines.
    const long = {
      ...bubble('long', 'こんにちは、これはとても長い台詞です。'.repeat(12), 0.5, 0.9),
      style: { fontSize: 30 },
    };
    const found = overflowingBubbles(placeBubbles([fits, long], measure, panel), panel);
    expect(found.map((item) => item.id)).toEqual(['long']);
    expect(found[0]!.hidden).toBeGreaterThan(0);
  });

  it('counts a turned bubble by its turned box', () => {
    const wide = {
      ...bubble('wide', 'WIDE WORDS ACROSS', 0.5, 0.06),
      style: { ...bubble('w').style, maxWidth: 300, fontSize: 20 },
    };
    const placed = placeBubbles([wide], measure, panel);
    expect(overflowingBubbles(placed, panel)).toEqual([]);
    expect(overflowingBubbles(placed, panel, new Map([['wide', 90]])).map((item) => item.id)).toEqual(['wide']);
  });

  it('says when only shorter text or smaller type can help', () => {
    const huge = {
      ...bubble('huge', 'मैं बहुत लंबी बात कहने वाला हूँ '.repeat(14), 0.5, 0.5),
      style: { fontSize: 30, maxWidth: 300 },
    };
    expect(resolveBubbleStyle(huge).fontSize).toBe(30);
    expect(overflowingBubbles(placeBubbles([huge], measure, panel), panel)[0]).toMatchObject({
      id: 'huge',
      tooBig: true,
    });
  });
});

describe('canvas keys', () => {
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
  const state: KeyEditorState = {
    editMode: true,
    dialogOpen: false,
    panelSelected: true,
    bubble: { id: 'b1', position: { x: 0.5, y: 0.5 } },
  };
  const action = (facts: KeyFacts, on: KeyEditorState = state) => editorKeyAction(facts, on)?.action;

  it('turns with ] and [ (Shift: 15°) and resizes with + and -', () => {
    expect(action(press(']'))).toEqual({ type: 'rotateBubble', bubbleId: 'b1', by: 5 });
    expect(action(press('['))).toEqual({ type: 'rotateBubble', bubbleId: 'b1', by: -5 });
    expect(action(press('}', { shiftKey: true }))).toEqual({ type: 'rotateBubble', bubbleId: 'b1', by: 15 });
    expect(action(press('+', { shiftKey: true }))).toMatchObject({ type: 'resizeBubble', factor: 1.1 });
    expect(action(press('='))).toMatchObject({ type: 'resizeBubble', factor: 1.1 });
    expect(action(press('-'))).toMatchObject({ type: 'resizeBubble', factor: 1 / 1.1 });
  });

  it('duplicates, copies, cuts, pastes and changes the layer with Ctrl/Cmd', () => {
    expect(action(press('d', { ctrlKey: true }))).toEqual({ type: 'duplicateBubble', bubbleId: 'b1' });
    expect(action(press('c', { metaKey: true }))).toEqual({ type: 'copyBubble', bubbleId: 'b1', cut: false });
    expect(action(press('x', { ctrlKey: true }))).toEqual({ type: 'copyBubble', bubbleId: 'b1', cut: true });
    expect(action(press('v', { ctrlKey: true }))).toBeUndefined();
    expect(action(press('v', { ctrlKey: true }), { ...state, bubble: null, canPaste: true })).toEqual({
      type: 'paste',
    });
    expect(action(press(']', { ctrlKey: true }))).toEqual({ type: 'layer', bubbleId: 'b1', move: 'forward' });
    expect(action(press('[', { ctrlKey: true }))).toEqual({ type: 'layer', bubbleId: 'b1', move: 'backward' });
    expect(action(press('}', { ctrlKey: true, shiftKey: true }))).toEqual({
      type: 'layer',
      bubbleId: 'b1',
      move: 'front',
    });
    // Typing in a field keeps its own copy and paste.
    expect(action(press('c', { ctrlKey: true, typing: true }))).toBeUndefined();
    expect(action(press('v', { ctrlKey: true, typing: true }), { ...state, canPaste: true })).toBeUndefined();
  });
});

describe('commands and saved styles', () => {
  it('copies into the clipboard, pastes into another panel and cuts as one change', () => {
    const a = { ...bubble('a', 'こんにちは 👋', 0.2, 0.2), rotation: 20 };
    const copied = runBubbleCommand([a], { type: 'copyBubble', bubbleId: 'a', cut: false }, [], () => 'x');
    expect(copied.bubbles).toBeUndefined();
    expect(copied.clipboard).toEqual([a]);
    const pasted = runBubbleCommand([bubble('b')], { type: 'paste' }, copied.clipboard!, () => 'bubble-2-pasted00');
    expect(pasted.bubbles!.map((item) => item.id)).toEqual(['b', 'bubble-2-pasted00']);
    expect(pasted.bubbles![1]).toMatchObject({ text: 'こんにちは 👋', rotation: 20, position: { x: 0.2, y: 0.2 } });
    expect(pasted.select).toBe('bubble-2-pasted00');
    const cut = runBubbleCommand([a, bubble('b')], { type: 'copyBubble', bubbleId: 'a', cut: true }, [], () => 'x');
    expect(cut.bubbles!.map((item) => item.id)).toEqual(['b']);
    expect(cut.select).toBeNull();
    expect(
      runBubbleCommand([a], { type: 'rotateBubble', bubbleId: 'a', by: 170 }, [], () => 'x').bubbles![0]!.rotation,
    ).toBe(-170);
  });

  it('gives a bubble a saved style: the style fields and type, its own words, place and turn', () => {
    const a = { ...bubble('a', 'مرحبا', 0.3, 0.4), rotation: -10 };
    const styled = withTextStyle(a, {
      id: 's',
      name: 'Caption',
      type: 'narration',
      style: { fontSize: 14, backgroundColor: '#fef9c3' },
    });
    expect(styled).toMatchObject({
      text: 'مرحبا',
      type: 'narration',
      rotation: -10,
      position: { x: 0.3, y: 0.4 },
      style: { fontSize: 14, backgroundColor: '#fef9c3', maxWidth: 160 },
    });
    expect(textBubbleInput.safeParse(styled).success).toBe(true);
  });
});
