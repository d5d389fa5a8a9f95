// The thing moved goes where the sentence puts it, and the doer's hand is on it: in "X verbs Y PREP Z" Y is drawn at Z
// as the preposition says (verbs.json `frames`), the doer at Z with its hand at Y; and a verb on the doer's own body
// below the head ("rubs his knee") brings the hand there. Tuned on packages/offline-ai/tuning-17-frames.txt, never on
// the held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { reachOf } from '../src/art/figures';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';
import { discSvg, drawingOf, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'frames:1:2');

/** The boxes of the thing moved and of what it is put at, and the doer's hand, as painted. */
function painted(prompt: string, moved: string, at: string) {
  const svg = discSvg(request(prompt));
  const [figure] = figuresIn(svg);
  const doer = planPicture(request(prompt)).subjects[0]!;
  const scale = figure!.k / doer.look.height;
  const hand = reachOf({ look: doer.look, pose: doer.pose }, figure!.x, figure!.base, scale, figure!.facing)!.hand!;
  const box = ({ x, y, size }: { x: number; y: number; size: number }) => ({
    left: x - size / 2,
    right: x + size / 2,
    top: y - size / 2,
    bottom: y + size / 2,
    x,
    y,
    size,
  });
  return { thing: box(drawingOf(svg, moved)), holder: box(drawingOf(svg, at)), hand, height: 100 * figure!.k };
}

/** The hand is on the thing: within a third of the thing's size of its box, or a seventh of the doer's height. */
function inHand({ thing, hand, height }: ReturnType<typeof painted>, prompt: string) {
  const reach = Math.max(thing.size * 0.35, height * 0.15);
  expect(hand[0], `${prompt}: hand across`).toBeGreaterThan(thing.left - reach);
  expect(hand[0], `${prompt}: hand across`).toBeLessThan(thing.right + reach);
  expect(hand[1], `${prompt}: hand up`).toBeGreaterThan(thing.top - reach);
  expect(hand[1], `${prompt}: hand up`).toBeLessThan(thing.bottom + reach);
}

describe('a thing put somewhere is drawn there, the hand on it', () => {
  test('on: on the top of what it is put on, the doer reaching it there', () => {
    for (const [prompt, moved, at] of [
      ['A grandma sets a teapot on the chair', 'teapot', 'chair'],
      ['A man lifts a log onto the bed', 'log', 'bed'],
    ] as const) {
      const drawn = painted(prompt, moved, at);
      const { thing, holder } = drawn;
      // Its foot at the top, within a fifth of its size, and over it.
      expect(Math.abs(thing.bottom - holder.top), prompt).toBeLessThan(thing.size * 0.2);
      expect(thing.x, prompt).toBeGreaterThan(holder.left);
      expect(thing.x, prompt).toBeLessThan(holder.right);
      inHand(drawn, prompt);
    }
  });

  test('in: in its mouth, half in; under: at its foot; through: inside its box', () => {
    const into = painted('A granny tucks a banana into her handbag', 'banana', 'handbag');
    expect(into.thing.bottom).toBeGreaterThan(into.holder.top);
    expect(into.thing.y).toBeLessThan(into.holder.y);
    expect(Math.abs(into.thing.x - into.holder.x)).toBeLessThan(into.holder.size / 4);
    inHand(into, 'tucks into');
    const under = painted('A boy slides a coin under the door', 'coin', 'door');
    expect(Math.abs(under.thing.bottom - under.holder.bottom)).toBeLessThan(under.thing.size * 0.2);
    expect(under.thing.x).toBeGreaterThan(under.holder.left);
    expect(under.thing.x).toBeLessThan(under.holder.right);
    expect(planPicture(request('A boy slides a coin under the door')).subjects[0]!.pose).toBe('crouch');
    inHand(under, 'slides under');
    const through = painted('A girl throws a pebble through the window', 'pebble', 'window');
    for (const side of ['left', 'top'] as const) expect(through.thing[side]).toBeGreaterThan(through.holder[side]);
    for (const side of ['right', 'bottom'] as const) expect(through.thing[side]).toBeLessThan(through.holder[side]);
  });

  test('from: at the edge of what it leaves, on the doer’s side; dropped: over the mouth below the hand', () => {
    const taken = painted('A boy takes an apple from the basket', 'apple', 'basket');
    expect(taken.thing.x).toBeLessThan(taken.holder.x);
    expect(taken.thing.bottom).toBeGreaterThan(taken.holder.top);
    expect(taken.thing.top).toBeLessThan(taken.holder.top);
    inHand(taken, 'takes from');
    const dropped = painted('A girl drops an apple into a bucket', 'apple', 'bucket');
    expect(Math.abs(dropped.thing.x - dropped.holder.x)).toBeLessThan(dropped.holder.size / 4);
    expect(dropped.thing.bottom).toBeGreaterThan(dropped.holder.top);
    expect(dropped.thing.y).toBeLessThan(dropped.holder.y);
  });

  test('a stock thing in the hand is put there too: what it goes into stands at the hand', () => {
    const prompt = 'A postman pushes a letter into a mailbox';
    const plan = planPicture(request(prompt));
    expect(plan.glyphs.find((glyph) => glyph.word === 'mailbox')?.relation).toMatchObject({
      relation: 'in',
      with: 'letter',
    });
    const svg = discSvg(request(prompt));
    const [figure] = figuresIn(svg);
    const mailbox = drawingOf(svg, 'mailbox');
    const doer = plan.subjects[0]!;
    const hand = reachOf(doer, figure!.x, figure!.base, figure!.k / doer.look.height, figure!.facing)!.hand!;
    expect(Math.abs(hand[0] - mailbox.x)).toBeLessThan(mailbox.size / 2);
    // Its top within reach of the hand.
    expect(Math.abs(hand[1] - (mailbox.y - mailbox.size / 2))).toBeLessThan(mailbox.size * 0.35);
  });

  test('a verb that puts a thing somewhere names no tool by a keyword: the hand holds the thing', () => {
    for (const prompt of ['A nurse sets a vase on the windowsill', 'A nurse slides a tray onto the bed'])
      expect(
        planPicture(request(prompt)).glyphs.filter((glyph) => /^(sets|slides)$/.test(glyph.word)),
        prompt,
      ).toEqual([]);
  });
});

describe('a verb on the doer’s own body below the head', () => {
  test('brings the hand to the part: bent to a knee, crouched to a foot, and the tool it holds there', () => {
    const pose = (prompt: string) => planPicture(request(prompt)).subjects[0]?.pose;
    expect(pose('A hiker rubs his knee')).toBe('lean');
    expect(pose('A toddler scratches her foot')).toBe('crouch');
    expect(pose('A man massages his shoulder')).toBe('hold');
    // A shape the body makes with its hand stays the shape's; a thumb sucked is at the mouth.
    expect(pose('A girl points her finger at the moon')).toBe('point');
    expect(pose('A baby sucks his thumb')).toBe('sip');
    const prompt = 'A girl dries her feet with a towel';
    const svg = discSvg(request(prompt));
    const [figure] = figuresIn(svg);
    const towel = drawingOf(svg, 'towel');
    expect(towel.y, prompt).toBeGreaterThan(figure!.base - 100 * figure!.k * 0.4);
    expect(planPicture(request(prompt)).glyphs.some((glyph) => glyph.word === 'feet')).toBe(false);
  });
});
