// The doer touches what it acts on: whom a verb holds (verbs.json `schemas` `holds`: carry, lift, hold) is in the
// doer's hands, lifted ones over the head; an animal drawing carried is at the hands; a pair holding hands reach each
// other; a thing a verb of the hands works "on" is what it works, not a floor under it; a board ridden is under the
// rider; a bicycle pushed has its near end at the hands. Tuned on packages/offline-ai/tuning-18-contact.txt, never on
// the held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { reachOf } from '../src/art/figures';
import { planPicture } from '../src/picture-plan';
import { SCHEMAS } from '../src/verbs';
import { imageRequest } from './image-request';
import { discSvg, drawingOf, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'held:1:2');
const plan = (prompt: string) => planPicture(request(prompt));

/** The doer's hands as painted (in its schema's pose) and the box of the one it holds. */
function holding(prompt: string) {
  const planned = plan(prompt);
  const doer = planned.subjects.find((entry) => entry.target)!;
  const held = planned.subjects.find((entry) => entry.name === doer.target)!;
  const [big, small] = figuresIn(discSvg(request(prompt))).sort((a, b) => b.k - a.k);
  const pose = SCHEMAS[doer.act!.schema]!.pose;
  const reach = reachOf({ look: doer.look, pose }, big!.x, big!.base, big!.k / doer.look.height, big!.facing)!;
  const tall = 100 * small!.k;
  return { reach, held, big: big!, small: small!, tall };
}

describe('whom a verb holds is in the doer’s hands', () => {
  test('carried or cradled: the held one between the hands, smaller, off the ground', () => {
    for (const prompt of ['A grandfather carries his granddaughter', 'A nanny cradles a crying infant']) {
      const { reach, small, big, tall } = holding(prompt);
      // Between both hands.
      const both = reach.backHand ?? reach.hand!;
      const [x, y] = [(reach.hand![0] + both[0]) / 2, (reach.hand![1] + both[1]) / 2];
      expect(Math.abs(small.x - x), prompt).toBeLessThan(tall * 0.3);
      expect(y, prompt).toBeGreaterThan(small.base - tall);
      expect(y, prompt).toBeLessThan(small.base);
      expect(small.k, prompt).toBeLessThan(big.k);
      expect(small.base, prompt).toBeLessThan(big.base - 20 * big.k);
    }
  });

  test('lifted: over the head, the doer’s arms raised under it', () => {
    const prompt = 'A dad lifts his son above his head';
    const { reach, small, big } = holding(prompt);
    expect(Math.abs(small.x - reach.hand![0])).toBeLessThan(30 * small.k);
    // Its feet at the raised hands, above the doer's head.
    expect(small.base).toBeLessThan(big.base - 90 * big.k);
    expect(Math.abs(small.base - reach.hand![1])).toBeLessThan(20 * small.k);
  });

  test('only the verb’s own object: one named after a preposition is not held', () => {
    const planned = plan('A woman holds an umbrella over her friend');
    expect(planned.subjects.every((entry) => !entry.target)).toBe(true);
  });

  test('an animal drawing carried is at the hands, not beside the carrier', () => {
    const prompt = 'A farmer lugs a piglet to the barn';
    const svg = discSvg(request(prompt));
    const [carrier] = figuresIn(svg);
    const doer = plan(prompt).subjects[0]!;
    const reach = reachOf(
      { look: doer.look, pose: 'carry' },
      carrier!.x,
      carrier!.base,
      carrier!.k / doer.look.height,
      carrier!.facing,
    )!;
    const piglet = drawingOf(svg, 'piglet');
    expect(Math.abs(piglet.x - reach.hand![0])).toBeLessThan(piglet.size * 0.6);
    expect(Math.abs(piglet.y - reach.hand![1])).toBeLessThan(piglet.size * 0.6);
  });
});

describe('contact by the verb’s own words', () => {
  test('two holding hands reach each other, turned face to face', () => {
    const [one, two] = plan('Two brothers hold hands').subjects;
    expect([one!.pose, two!.pose]).toEqual(['reach', 'reach']);
    expect([one!.target, two!.target]).toEqual([two!.name, one!.name]);
  });

  test('what a verb of the hands works "on" is its object, not what the doer stands on', () => {
    const box = plan('A boy hammers on a box').glyphs.find((glyph) => glyph.word === 'box')!;
    expect(box.object).toBe(true);
    expect(box.relation).toBeNull();
    // A body's own place keeps "on": a cat asleep on a keyboard lies on it.
    const keyboard = plan('A cat naps on a keyboard').glyphs.find((glyph) => glyph.word === 'keyboard');
    expect(keyboard?.relation?.relation).toBe('on');
  });

  test('a board or scooter ridden is under the rider, not in the hand', () => {
    const scooter = plan('A girl rides a kick scooter to school').glyphs.find(
      (glyph) => glyph.word === 'kick scooter',
    )!;
    expect(scooter.relation).toMatchObject({ relation: 'on', placed: 'other' });
  });
});
