// How someone looks (src/data/look.json, people.json): a clothing word's colour reaches the body slot it dresses, a
// compound job is dressed as its head noun, a musician holds the nearest drawing of their instrument, and a state
// (muddy, soaked, sweaty, tired) is a mark drawn on the figure. Prompts here are none of tuning-13-looks.txt's.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { discSvg } from './panel-svg';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'looks:1:2'));
const person = (prompt: string) => plan(prompt).subjects.find((entry) => entry.kind === 'person')!;

describe('clothes by the body slot they dress', () => {
  test('shoes, mittens and a scarf take their colour; trousers and the top keep theirs', () => {
    const wellies = person('A farmhand in green wellingtons crosses the yard');
    expect(wellies.look.feet?.name).toBe('green');
    expect(wellies.look.bottom.name).not.toBe('green');
    expect(person('A woman in purple mittens builds a snowman').look.hands?.name).toBe('purple');
    const scarf = person('An old man in a crimson muffler walks his dog');
    expect(scarf.look.neck?.name).toBe('crimson');
    expect(scarf.look.clothes).toContain('scarf');
  });

  test('a skirt dresses the legs, a gown the whole body, a suit both halves; a pattern is drawn over the top', () => {
    const skirt = person('A lady in a lilac skirt waters the roses');
    expect(skirt.look.bottom.name).toBe('lilac');
    expect(skirt.look.top.name).not.toBe('lilac');
    expect(skirt.look.clothes).toContain('skirt');
    const gown = person('A singer in a gold gown bows');
    expect([gown.look.top.name, gown.look.bottom.name]).toEqual(['gold', 'gold']);
    const tracksuit = person('A woman in a navy tracksuit jogs in the park');
    expect([tracksuit.look.top.name, tracksuit.look.bottom.name]).toEqual(['navy', 'navy']);
    expect(person('A lumberjack in a plaid shirt chops logs').look.clothes).toContain('pattern/checks');
    // What someone is dressed in is their look, neither drawn beside them nor listed as not drawn.
    const lumberjack = plan('A lumberjack in a flannel shirt stacks logs');
    expect(lumberjack.glyphs.map((glyph) => glyph.code)).not.toContain(englishGlyph('t-shirt')!.code);
    expect(lumberjack.silhouettes.map((entry) => entry.word)).not.toContain('shirt');
  });
});

describe('jobs by their head noun, their instrument and their dress', () => {
  test('a compound job is dressed as its head; a job the emoji set draws is dressed so on the rig', () => {
    expect(person('A candle maker dips wicks at the bench').look.wear).toBe('apron/brown');
    const builder = person('A bathroom tiler kneels by the bath');
    expect(builder.look.headwear).toBe('helmet');
    expect(builder.look.wear).toBe('vest/orange');
    expect(person('A dentist sleeps on the couch').look.top.name).toBe('white');
  });

  test('a musician holds the nearest drawing of their instrument', () => {
    for (const [prompt, instrument] of [
      ['A trombonist rehearses in the garage', 'trumpet'],
      ['An oboist practises by the window', 'flute'],
      ['A bassist plays on the stage', 'guitar'],
    ] as const) {
      expect(
        plan(prompt).glyphs.map((glyph) => glyph.code),
        prompt,
      ).toContain(englishGlyph(instrument)!.code);
    }
  });
});

describe('states drawn as marks', () => {
  test('muddy, drenched, sweating and exhausted are marks on whoever they are said of, person or animal', () => {
    for (const [prompt, state] of [
      ['A filthy pig rolls in the yard', 'mud'],
      ['A drenched postman knocks at the door', 'wet'],
      ['A sweating chef stirs a huge pot', 'sweat'],
      ['An exhausted hiker rests on a rock', 'tired'],
    ] as const) {
      const svg = discSvg(imageRequest(prompt, 'looks:1:2'));
      expect(svg, prompt).toContain(`class="mark mark-${state}"`);
    }
    // An exhausted hiker looks it.
    expect(plan('An exhausted hiker rests on a rock').subjects[0]!.expression).toBe('sad');
  });

  test('a state said of a thing is not the doer’s', () => {
    expect(person('A janitor mops the wet floor').look.state).toBeUndefined();
  });

  test('a dog or cat breed is its animal in its colours, a dalmatian spotted; spots are drawn sitting, running or asleep', () => {
    const dalmatian = plan('A dalmatian naps by the stove').subjects[0]!;
    expect([dalmatian.kind, dalmatian.glyph, dalmatian.look.top.name]).toEqual(['dog', undefined, 'white']);
    expect(dalmatian.look.clothes).toEqual(['pattern/spots']);
    expect(plan('A beagle sniffs the hedge').subjects[0]!.look.top.name).toBe('tan');
    for (const prompt of [
      'A spotted dog races along the beach',
      'A spotted dog dozes on the mat',
      'A spotted dog waits at the gate',
    ]) {
      expect(discSvg(imageRequest(prompt, 'looks:1:2')), prompt).toContain('class="spots"');
    }
  });

  test('an animal’s coat: a striped cat is a tabby, a spotty dog has spots', () => {
    expect(plan('A striped cat naps on the rug').subjects[0]!.look.clothes).toEqual(['pattern/stripes']);
    expect(plan('A spotty dog sits by the gate').subjects[0]!.look.clothes).toEqual(['pattern/spots']);
  });
});
