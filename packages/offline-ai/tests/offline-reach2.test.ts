// The doer works on the thing, not beside it: a big thing worked with the hands (furniture, a fixture, a vehicle)
// stands on the doer's ground at the doer's scale, its near side where the hand (or the tool in it) meets it, and the
// doer faces it. Tuned on packages/offline-ai/tuning-19-reach.txt, never on the held-out sets; the prompts here are this
// file's own.
import { describe, expect, test } from 'vitest';
import { reachOf } from '../src/art/figures';
import { planPicture } from '../src/picture-plan';
import { SCHEMAS } from '../src/verbs';
import { imageRequest } from './image-request';
import { discSvg, drawingOf, figuresIn } from './panel-svg';

/** The first doer's hand as painted, its figure, and the panel. */
function handOf(prompt: string, seed: string) {
  const request = imageRequest(prompt, seed);
  const plan = planPicture(request);
  const svg = discSvg(request);
  const doer = plan.subjects[0]!;
  const [figure] = figuresIn(svg);
  const pose = doer.act ? SCHEMAS[doer.act.schema]!.pose : doer.pose;
  const reach = reachOf(
    { look: doer.look, pose },
    figure!.x,
    figure!.base,
    figure!.k / doer.look.height,
    figure!.facing,
  );
  return { plan, svg, figure: figure!, hand: reach!.hand! };
}

describe('a big thing worked with the hands stands at the hand', () => {
  test('furniture worked on: on the doer’s ground, as big as furniture, touching the hand or its tool, faced', () => {
    for (const [prompt, word] of [
      ['An undertaker polishes a coffin', 'coffin'],
      ['A clerk tidies the file cabinet', 'file cabinet'],
      ['A grandson dusts the old piano', 'piano'],
      ['A handyman mends a chair in the shed', 'chair'],
    ] as const) {
      for (const seed of ['reach2:1', 'reach2:2']) {
        const { svg, figure, hand } = handOf(prompt, seed);
        const thing = drawingOf(svg, word);
        const tall = 100 * figure.k;
        expect(Math.sign(thing.x - figure.x), `${prompt} ${seed}: faces it`).toBe(figure.facing);
        // Standing on the same ground, not held up small in the hand.
        expect(Math.abs(thing.y + thing.size / 2 - figure.base), `${prompt} ${seed}: on the ground`).toBeLessThan(
          tall * 0.12,
        );
        expect(thing.size, `${prompt} ${seed}: its own size`).toBeGreaterThan(tall * 0.4);
        // Its near side within reach: the hand, or the tool's far end, is at or inside its box.
        const gap = Math.abs(hand[0] - thing.x) - thing.size / 2;
        expect(gap, `${prompt} ${seed}: at the hand`).toBeLessThan(tall * 0.25);
      }
    }
  });

  test('a vehicle worked on: its near end at the hand, the worker facing it', () => {
    for (const prompt of ['A teenager sponges the car', 'A boy cleans his bike', 'A mechanic mends a bicycle']) {
      const { svg, figure, hand } = handOf(prompt, 'reach2:3');
      const vehicle =
        /<g transform="translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.-]+) ([\d.-]+)\)" class="vehicle vehicle-(\w+)"/.exec(
          svg,
        );
      expect(vehicle, prompt).not.toBeNull();
      const [x, k] = [Number(vehicle![1]), Number(vehicle![4])];
      const half = (vehicle![5] === 'bicycle' ? 34 : 47) * k;
      const near = x - figure.facing * half;
      expect(Math.sign(x - figure.x), `${prompt}: faces it`).toBe(figure.facing);
      // The near end just under the hand: what the hand holds is on the vehicle's side, not in the air before it.
      expect(figure.facing * (hand[0] - near), `${prompt}: reaches it`).toBeGreaterThanOrEqual(0);
      expect(figure.facing * (hand[0] - near), `${prompt}: not through it`).toBeLessThan(20 * figure.k);
    }
  });

  test('a small thing worked with the hands is still held up at them, hand-sized', () => {
    const { svg, figure } = handOf('A girl polishes a spoon', 'reach2:4');
    const spoon = drawingOf(svg, 'spoon');
    expect(spoon.y + spoon.size / 2).toBeLessThan(figure.base - 100 * figure.k * 0.2);
    expect(spoon.size).toBeLessThan(100 * figure.k * 0.4);
  });
});

describe('an animal acts on whom its verb names straight after it', () => {
  test('turned to it, whatever the verb’s schema', () => {
    for (const prompt of ['A wolf stalks a lamb', 'A dog trails a cat', 'A puppy follows a duckling']) {
      const { subjects } = planPicture(imageRequest(prompt, 'reach2:5'));
      expect(subjects.length, prompt).toBe(2);
      expect(subjects[0]!.target, prompt).toBe(subjects[1]!.name);
    }
  });

  test('not one named after a preposition, nor by a person’s verb the table does not aim', () => {
    for (const prompt of ['A dog sleeps beside a cat', 'A goose sits near a farmer']) {
      const plan = planPicture(imageRequest(prompt, 'reach2:6'));
      expect(plan.subjects[0]!.target ?? null, prompt).toBeNull();
    }
  });
});
