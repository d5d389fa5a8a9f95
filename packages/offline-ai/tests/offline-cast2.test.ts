// No one the prompt names is silently left out: an animal no drawing is named for is drawn as the nearest drawn animal
// by its WordNet kinds (data/wordnet-nearest.json, `npm run wordnet-nearest`), and a person noun no role dresses is
// someone on the rig, of the sex and age the word implies, in the dress of the nearest drawn role its kinds reach.
import { describe, expect, test } from 'vitest';
import { JOBS, ageIn, genderIn } from '../src/people';
import { describePlan, planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string, seed = 'cast2:1:2') => planPicture(imageRequest(prompt, seed));
const drawn = (prompt: string) => {
  const planned = plan(prompt);
  return [...planned.subjects.map((entry) => entry.glyph), ...planned.glyphs.map((glyph) => glyph.code)];
};

describe('an animal with no drawing of its own is its nearest drawn kin', () => {
  test.each([
    ['A cougar prowls along the ridge', 'leopard'],
    ['A mallard paddles past the reeds', 'duck'],
    ['A cobra rises from the basket', 'snake'],
    ['A wildebeest grazes on the plain', 'deer'],
    ['A marmoset nibbles a grape', 'monkey'],
    ['The cuttlefish hides in the coral', 'squid'],
  ])('%s: the %s', (prompt, kin) => {
    expect(drawn(prompt)).toContain(englishGlyph(kin)!.code);
    // The alt text names the animal by its own word, never as not drawn (a place it is by may be: "the reeds").
    const animal = prompt.split(' ')[1]!;
    expect(describePlan(plan(prompt), null)).not.toMatch(new RegExp(`not drawn:[^)]*${animal}`));
  });
});

describe('a person noun no role dresses is someone on the rig', () => {
  test.each([
    ['A shoplifter grabs a scarf', 'shoplifter'],
    ['The arsonist strikes a match', 'arsonist'],
    ['A hobo naps under the bridge', 'hobo'],
    ['A locksmith opens the door', 'locksmith'],
    ['A yodeler folds a map', 'yodeler'],
  ])('%s: the %s on the rig, named in the alt text', (prompt, word) => {
    const planned = plan(prompt);
    const someone = planned.subjects.find((entry) => entry.species === word);
    expect(someone?.kind, prompt).toBe('person');
    // Never the standing person's drawing alone (a floating emoji), never left out.
    expect(planned.glyphs.map((glyph) => glyph.code)).not.toContain('1f9cd');
    expect(describePlan(planned, null)).toMatch(new RegExp(`the ${word}`, 'i'));
  });

  test("a word before an animal's name says its age, a verb after a subject is no one ('a goose honks')", () => {
    expect(plan('A cow nuzzles her newborn calf').subjects.filter((entry) => entry.kind === 'person')).toEqual([]);
    expect(plan('A goose sneaks past the barn').subjects.filter((entry) => entry.kind === 'person')).toEqual([]);
  });

  test("in the dress of the nearest role its kinds reach (a gendarme a policeman's, a cardiologist a doctor's)", () => {
    expect(JOBS.gendarme).toEqual(JOBS.policeman);
    expect(JOBS.cardiologist).toEqual({ as: JOBS.doctor!.as });
    expect(plan('A cardiologist reads a chart').subjects[0]!.look.wear).toBe('stethoscope');
    expect(JOBS.gaucho?.hat).toBe('cowboy');
    expect(plan('A gaucho ropes a calf').subjects[0]!.look.headwear).toBe('cowboy');
    // Dressed, never equipped: the nearest role's tool is its own.
    expect(JOBS.prizefighter?.tool).toBeUndefined();
  });

  test('of the sex and age the word implies', () => {
    expect(genderIn('a spinster')).toBe('f');
    expect(genderIn('the debutante')).toBe('f');
    expect(genderIn('a bloke')).toBe('m');
    expect(ageIn('a crone')?.age).toBe('old');
    expect(plan('A crone stirs a cauldron').subjects[0]!.look.hair.name).toMatch(/grey|white|silver/);
  });
});
