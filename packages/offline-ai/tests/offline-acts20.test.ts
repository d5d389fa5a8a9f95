// The action done to its object, where the verb puts it: what is read held up before the face, what is sniffed at the
// nose (an animal's at its mouth, a horse's and a bird's too), what one wears on the feet tied crouched at them (said
// after "to" too), an instrument played across the chest in both hands, a kite flown on a string from the hand, what is
// hauled pulled low at the hands, what is peered at looked at. Tuned on packages/offline-ai/tuning-20-acts.txt, never
// on the held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { reachOf } from '../src/art/figures';
import { planPicture } from '../src/picture-plan';
import { actOf } from '../src/verbs';
import { imageRequest } from './image-request';
import { discSvg, drawingOf } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'acts20:1:2');
const plan = (prompt: string) => planPicture(request(prompt));

/** The first figure's hands and mouth as painted, in the pose its plan gives it (an animal's rig scale as drawn). */
function reachIn(prompt: string) {
  const doer = plan(prompt).subjects[0]!;
  const [, x, base, across, up] = /translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.-]+) ([\d.-]+)\)" class="figure"/
    .exec(discSvg(request(prompt)))!
    .map(Number);
  const scale = up! / (doer.look.kind === 'person' ? doer.look.height : 1);
  return reachOf({ look: doer.look, pose: doer.pose }, x!, base!, scale, across! < 0 ? -1 : 1)!;
}

describe('where the verb puts what it acts on', () => {
  test('what is read is held up at the face, not before the chest', () => {
    const prompt = 'A clerk reads a memo in the corridor';
    expect(plan(prompt).subjects[0]!.pose).toBe('read');
    const reach = reachIn(prompt);
    const reader = plan(prompt).subjects[0]!;
    const held = reachOf({ look: reader.look, pose: 'hold' }, 0, 0, 1, 1)!;
    const read = reachOf({ look: reader.look, pose: 'read' }, 0, 0, 1, 1)!;
    // Nearer the mouth than a plain hold's hand: within a sixth of the body's height below it.
    expect(read.hand![1]).toBeLessThan(held.hand![1]);
    expect(read.hand![1] - read.mouth[1]).toBeLessThan(100 * reader.look.height * 0.16);
    expect(reach.hand).toBeDefined();
  });

  test('what is sniffed is at the nose: an animal’s at its mouth, a person’s raised to it', () => {
    expect(actOf('sniffs a tulip')?.schema).toBe('smell');
    expect(actOf('sniffs at the tulip')?.schema).toBe('smell');
    // Sniffing alone names nothing ("a hound sniffs"): the body breathes.
    expect(actOf('sniffs')?.schema).toBe('breathe');
    const prompt = 'A beagle sniffs a tulip';
    expect(plan(prompt).subjects[0]!.pose).toBe('sip');
    const mouth = reachIn(prompt).mouth;
    const tulip = drawingOf(discSvg(request(prompt)), 'tulip');
    expect(Math.hypot(tulip.x - mouth[0], tulip.y - mouth[1])).toBeLessThan(tulip.size);
    expect(plan('A florist sniffs a lily').subjects[0]!.pose).toBe('sip');
  });

  test('a horse and a bird eat at the mouth and the beak, not beside the body', () => {
    for (const [prompt, word] of [
      ['A pony munches a pear', 'pear'],
      ['A budgie nibbles a biscuit', 'biscuit'],
    ] as const) {
      const mouth = reachIn(prompt).mouth;
      const food = drawingOf(discSvg(request(prompt)), word);
      expect(Math.hypot(food.x - mouth[0], food.y - mouth[1]), prompt).toBeLessThan(food.size);
    }
  });

  test('what one wears on the feet is tied crouched at them, said after "to" too', () => {
    for (const prompt of ['A hiker ties her boots by a gate', 'A schoolboy stops to lace his sneakers']) {
      const doer = plan(prompt).subjects[0]!;
      expect(doer.pose, prompt).toBe('crouch');
      expect(
        plan(prompt).glyphs.map((glyph) => glyph.word),
        prompt,
      ).not.toContain('sneakers');
    }
    // A bare verb after "to" is the act; a thing named after "next to" is no verb.
    expect(actOf('tries to catch a moth')?.verb).toBe('catch');
    expect(actOf('next to water')).toBeNull();
  });

  test('an instrument played is across the chest, between both hands; a game played is no instrument', () => {
    const prompt = 'A cowboy strums a guitar by the campfire';
    const doer = plan(prompt).subjects[0]!;
    expect(doer.pose).toBe('carry');
    const { hand, backHand } = reachIn(prompt);
    const guitar = drawingOf(discSvg(request(prompt)), 'guitar');
    expect(Math.abs(guitar.x - (hand![0] + backHand![0]) / 2)).toBeLessThan(guitar.size * 0.3);
    expect(Math.abs(guitar.y - (hand![1] + backHand![1]) / 2)).toBeLessThan(guitar.size * 0.6);
    expect(plan('Two cousins play tag in the orchard').subjects[0]!.pose).not.toBe('carry');
  });

  test('a kite is flown on a string from the hand; a plane flown is on none', () => {
    const prompt = 'A grandma flies a kite at the seaside';
    const svg = discSvg(request(prompt));
    const string = new RegExp(`data-word="kite"><path d="M([\\d.-]+) ([\\d.-]+)Q`).exec(svg);
    expect(string).not.toBeNull();
    const hand = reachIn(prompt).hand!;
    expect(Math.hypot(Number(string![1]) - hand[0], Number(string![2]) - hand[1])).toBeLessThan(2);
    expect(discSvg(request('A pilot flies a jet over the hills'))).not.toMatch(/data-word="[^"]*"><path/);
  });

  test('what is peered or gazed at is looked at, the doer turned to it', () => {
    const planned = plan('A jeweller peers at a brooch');
    const brooch = planned.glyphs.find((glyph) => glyph.word === 'brooch')!;
    expect([brooch.by, brooch.object]).toEqual([planned.subjects[0]!.name, true]);
    expect(actOf('gazes at the moon')?.particle).toBe('at');
  });

  test('what is hauled is pulled low at the hands, leaning back', () => {
    const planned = plan('A docker hauls a crate along the quay');
    expect(planned.subjects[0]!.pose).toBe('pull');
    expect(discSvg(request('A docker hauls a crate along the quay'))).toContain('held-crate held-pull');
  });
});
