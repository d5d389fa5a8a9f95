// The doer visibly acts on the thing: what is put on or worn sits on the part of the body it is worn on (a hat on the
// head, goggles at the eyes, gloves on the hands, shoes on the feet), a small animal pecked or eaten is at its doer's
// mouth, and a part of the doer's own head acted on is no thing beside it. Tried on
// packages/offline-ai/tuning-13-contact.txt, never on the held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';
import { discSvg, drawingOf, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'contact:1:2');

/** Whether a drawing's box reaches into a band of the wearer's body, in its heights above its feet (across: either side of its middle). */
function overlaps(prompt: string, word: string, [low, high]: [number, number], across: number) {
  const svg = discSvg(request(prompt));
  const [wearer] = figuresIn(svg);
  const thing = drawingOf(svg, word);
  const height = 100 * wearer!.k;
  const [top, bottom] = [thing.y - thing.size / 2, thing.y + thing.size / 2];
  expect(bottom, `${prompt}: below ${low}`).toBeGreaterThan(wearer!.base - height * high);
  expect(top, `${prompt}: above ${high}`).toBeLessThan(wearer!.base - height * low);
  expect(Math.abs(thing.x - wearer!.x), `${prompt}: across`).toBeLessThan(height * across + thing.size / 2);
  // Worn, not a big thing on the ground beside the wearer.
  expect(thing.size, prompt).toBeLessThan(height * 0.4);
}

describe('a thing put on or worn', () => {
  test('sits on the head, the eyes, the neck, the hands or the feet', () => {
    overlaps('A student puts on her graduation cap after the ceremony', 'graduation cap', [0.9, 1.1], 0.15);
    overlaps('A girl puts on her goggles by the pool', 'goggles', [0.78, 0.95], 0.15);
    overlaps('A grandmother wears a scarf in the garden', 'scarf', [0.6, 0.8], 0.15);
    overlaps('A gardener pulls on his gloves in the shed', 'gloves', [0.2, 0.8], 0.5);
    overlaps('A little girl puts on her ballet shoes backstage', 'ballet shoes', [0, 0.2], 0.2);
  });

  test('a verb that puts on wears only a thing worn; otherwise it keeps its own reading', () => {
    const act = (prompt: string) => planPicture(request(prompt)).subjects[0];
    for (const prompt of ['A deckhand pulls on a rope by the mast', 'A farmer pulls on a lever in the barn'])
      expect(act(prompt), prompt).toMatchObject({ pose: 'pull', act: { schema: 'pull' } });
    expect(act('A hiker pulls on a woolly hat at the summit')?.act?.schema).toBe('wear');
    overlaps('A hiker pulls on a woolly hat at the summit', 'hat', [0.9, 1.1], 0.15);
    for (const prompt of ['A man puts on the kettle in the kitchen', 'A waiter puts a vase on the table'])
      expect(act(prompt)?.act?.schema, prompt).not.toBe('wear');
    // Wearing describes the one who does something else.
    expect(act('A girl wearing a yellow coat dances in the hall')?.act?.schema).toBe('dance');
  });
});

describe('what a mouth acts on', () => {
  test('a small animal pecked at or gobbled is a thing at its doer’s beak, not a creature of its own', () => {
    for (const [prompt, doer, eaten] of [
      ['A robin pecks at a beetle on the lawn', 'robin', 'beetle'],
      ['A duck gobbles a snail by the reeds', 'duck', 'snail'],
    ] as const) {
      const plan = planPicture(request(prompt));
      const glyph = plan.glyphs.find((entry) => entry.word === eaten);
      expect(glyph, prompt).toMatchObject({ role: 'prop', by: doer, object: true });
      const svg = discSvg(request(prompt));
      const [body, thing] = [drawingOf(svg, doer), drawingOf(svg, eaten)];
      // At the front of its head: over its middle, within its reach.
      expect(thing.y, prompt).toBeLessThan(body.y);
      expect(Math.abs(thing.x - body.x), prompt).toBeLessThan(body.size * 0.6);
    }
  });

  test('what an animal drawn on a body or low to the ground eats is at its drawing’s mouth (bodies.json `faceBodies`, sizes.json `mouths`)', () => {
    for (const [prompt, doer, eaten, forward, up] of [
      // A face drawn on a body, sitting to eat: its mouth at its head's snout, high at its front.
      ['A koala nibbles a cookie in the zoo', 'koala', 'cookie', 0.11, 0.61],
      // A whole animal: its snout at the front, half way up.
      ['A pig gobbles a pear in the sty', 'pig', 'pear', 0.45, 0.45],
    ] as const) {
      const svg = discSvg(request(prompt));
      const [body, thing] = [drawingOf(svg, doer), drawingOf(svg, eaten)];
      const mouth = { y: body.y + body.size * (0.5 - up), across: body.size * forward };
      expect(Math.abs(thing.y - mouth.y), prompt).toBeLessThan(thing.size * 0.6);
      expect(Math.abs(Math.abs(thing.x - body.x) - mouth.across), prompt).toBeLessThan(thing.size * 0.6);
    }
  });

  test('a big animal eaten from stays a creature of its own', () => {
    const plan = planPicture(request('A lion bites a zebra on the plain'));
    expect(plan.glyphs.find((entry) => entry.word === 'zebra')?.role ?? 'subject').toBe('subject');
  });
});

describe('a part of the doer’s own head', () => {
  test('acted on past the words describing it is its own, no drawing beside it', () => {
    const plan = planPicture(request('A sailor scratches his bushy grey beard on deck'));
    expect(plan.subjects[0]?.act?.schema).toBe('self');
    expect(plan.glyphs.some((glyph) => glyph.word === 'beard')).toBe(false);
  });
});

describe('what a hider hides behind', () => {
  const hider = (prompt: string, word: string) => {
    const svg = discSvg(request(prompt));
    const [body] = figuresIn(svg);
    return { body: body!, height: 100 * body!.k, thing: drawingOf(svg, word) };
  };

  test('a thing in the hand is held up before the face', () => {
    const { body, height, thing } = hider('A lawyer hides behind a folder', 'folder');
    expect(thing.size).toBeLessThan(height * 0.6);
    expect(thing.y - thing.size / 2).toBeLessThan(body.base - height * 0.8);
    expect(thing.y + thing.size / 2).toBeGreaterThan(body.base - height * 0.8);
    expect(Math.abs(thing.x - body.x)).toBeLessThan(height * 0.5);
  });

  test('a thing that stands (a plant, furniture) is as tall as the hider, over it, the hider peeking out at its side', () => {
    for (const [prompt, word] of [
      ['A cowboy hides behind a cactus', 'cactus'],
      ['A child hides behind a door', 'door'],
    ] as const) {
      const { body, height, thing } = hider(prompt, word);
      expect(thing.size, prompt).toBeGreaterThanOrEqual(height);
      expect(thing.y - thing.size / 2, prompt).toBeLessThan(body.base - height * 0.9);
      expect(Math.abs(thing.x - body.x), prompt).toBeLessThan(thing.size / 2);
      expect(Math.abs(thing.x - body.x), prompt).toBeGreaterThan(thing.size * 0.3);
    }
  });
});

describe('what a tool pours into', () => {
  test('stands under the tool’s far end, its mouth just below it, not beside it', () => {
    for (const [prompt, tool, into] of [
      ['A man pours water into a bucket', 'pours', 'bucket'],
      ['A cook pours broth into a pot', 'pours', 'pot'],
    ] as const) {
      const svg = discSvg(request(prompt));
      const [pourer, poured] = [drawingOf(svg, tool), drawingOf(svg, into)];
      expect(poured.y - poured.size / 2, prompt).toBeGreaterThanOrEqual(pourer.y);
      expect(poured.y - poured.size / 2, prompt).toBeLessThan(pourer.y + pourer.size);
      expect(Math.abs(poured.x - pourer.x), prompt).toBeLessThan(pourer.size / 2);
    }
  });
});
