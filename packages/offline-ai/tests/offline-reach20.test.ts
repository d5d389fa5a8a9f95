// What a doer acts on is where its verb works it. A boat worked on (pushed, varnished, scrubbed) stands on the shore
// beside its worker, its near end at the worker's hands and the worker facing it, and the sea draws no ship of its own
// out at sea; a boat someone is on, or only watches, keeps the sea's ship. A doer named with "The" acts on what it
// names as one named with "A" does. A verb of the tables keeps its own pose by its job's tool (a sneeze, a squint); one
// they lack reaches for its tool only when it names a thing after it. A word after "into" is no verb. Tuned on
// packages/offline-ai/tuning-20-reach.txt, never on the held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { planArt } from '../src/art';
import { planPicture } from '../src/picture-plan';
import { actOf } from '../src/verbs';
import { imageRequest } from './image-request';
import { discSvg, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'reach20:1:2');

/** The boat drawn as a vehicle in a panel: where its foot's middle stands. */
function boatIn(svg: string) {
  const match =
    /<g transform="translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.-]+) [\d.-]+\)" class="vehicle vehicle-boat"/.exec(svg);
  return match && { x: Number(match[1]), base: Number(match[2]), k: Math.abs(Number(match[3])) };
}

describe('a boat worked on stands by its worker', () => {
  test.each([
    'A girl shoves a boat toward the waves',
    'An old sailor varnishes a boat on the sand',
    'A fisherman scrubs a boat before dawn',
  ])('%s', (prompt) => {
    const svg = discSvg(request(prompt));
    const boat = boatIn(svg);
    const [worker] = figuresIn(svg);
    expect(boat, prompt).not.toBeNull();
    // Beside the worker, on the side it faces, its near end (half its 100-unit hull) about at arm's length.
    expect(Math.sign(boat!.x - worker!.x)).toBe(worker!.facing);
    expect(Math.abs(boat!.x - worker!.x) - boat!.k * 50).toBeLessThan(worker!.k * 60);
    // No ship of the sea's own drawn out at sea as well.
    expect(planArt(request(prompt)).words).not.toMatch(/\bboat\b/);
  });

  test.each(['A girl watches a boat from the shore', 'A cook peels potatoes on a boat'])(
    '%s keeps the sea’s ship',
    (prompt) => {
      expect(planArt(request(prompt)).words).toMatch(/\bboat\b/);
      expect(boatIn(discSvg(request(prompt)))).toBeNull();
    },
  );
});

describe('a doer’s pose by what its verb does to a thing', () => {
  const first = (prompt: string) => planPicture(request(prompt)).subjects[0]!;

  test.each(['The mechanic greases a bolt', 'The artist frames a picture'])('%s: reaches for it', (prompt) => {
    const plan = planPicture(request(prompt));
    expect(plan.subjects[0]!.pose).toBe('reach');
    expect(plan.glyphs.some((glyph) => glyph.by === plan.subjects[0]!.name)).toBe(true);
  });

  test.each(['A carpenter sneezes in the shed', 'A baker squints at the oven clock'])(
    '%s: keeps its own pose by its tool',
    (prompt) => expect(first(prompt).pose).toBe('stand'),
  );

  test.each(['The milliner grumbles about the rain', 'The postman scowls at the puddles'])(
    '%s: names no thing for its tool',
    (prompt) => expect(first(prompt).pose).toBe('stand'),
  );

  test('a word after "into" is no verb', () => {
    expect(actOf('spoons soup into bowls')?.verb).not.toBe('bowl');
    expect(first('A waiter spoons soup into bowls').pose).toBe('reach');
  });
});
