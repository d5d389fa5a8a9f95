// Every thing a prompt names is drawn or said not drawn (issue 42): what a possessive owns ("the captain's earring"), a
// thing after a preposition ("on a leather strap"), a thing named after a place word ("the beach towel"), a noun WordNet
// knows by a synonym of a drawing's name (src/data/wordnet-nearest.json: a pufferfish is the blowfish), and a thing the
// setting itself draws (the meadow's fence). None of these prompts is in the tuning file of this pass.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'things3:1:2'));
const code = (word: string) => englishGlyph(word)!.code;
/** What the plan names: its drawings' words, its subjects, its stock things and what it says it did not draw. */
const named = (prompt: string) => {
  const { glyphs, subjects, things, silhouettes, supports } = plan(prompt);
  return [
    ...supports.map((support) => support.kind),
    ...glyphs.map((glyph) => glyph.word),
    ...subjects.flatMap((entry) => [entry.species, entry.noun ?? '']),
    ...things.map((thing) => thing.word),
    ...silhouettes.map((entry) => entry.label),
  ].map((word) => word.toLowerCase());
};
const notDrawn = (prompt: string) => plan(prompt).silhouettes.map((entry) => entry.label);

describe('every thing the prompt names is drawn or said not drawn', () => {
  test('a noun after an article is in the plan, drawn or listed as not drawn', () => {
    const cases: [string, string[]][] = [
      ['A snorkeler waves at a pufferfish from the pier', ['pufferfish']],
      ["The captain's earring glints as he steers", ['earring']],
      ['A nanny replaces the toilet roll', ['toilet roll']],
      ['A kitten bats at a dangling string', ['string']],
      ['A barber strops a razor on a leather strap', ['razor', 'strap']],
      ['A grandpa hangs his cane on the radiator', ['cane', 'radiator']],
      ['A goat chews on a wedding ring', ['wedding ring']],
      ['A pony drinks from a trough', ['trough']],
      ['A tortoise naps on the beach towel', ['beach towel']],
      ['A tourist photographs a rhino through the fence', ['rhino']],
      ['A student drops her calculator into a puddle', ['calculator', 'puddle']],
    ];
    const lost = cases.flatMap(([prompt, nouns]) =>
      nouns.filter((noun) => !named(prompt).includes(noun)).map((noun) => `${noun}: ${prompt}`),
    );
    expect(lost).toEqual([]);
  });

  test('what a possessive owns is a thing, never a verb; so is an "-ing" word no verb ends ("an earring")', () => {
    expect(plan("The captain's earring glints as he steers").glyphs.map((glyph) => glyph.code)).toContain(
      code('earring'),
    );
    expect(plan('A magpie steals an earring').glyphs.map((glyph) => glyph.code)).toContain(code('earring'));
  });

  test('a thing named after a place word is that thing, not the place ("a wedding ring", "a garden hose")', () => {
    expect(plan('A goat chews on a wedding ring').glyphs.map((glyph) => glyph.word)).toContain('wedding ring');
    expect(plan('A puppy drags the garden hose').glyphs.map((glyph) => glyph.word)).toContain('garden hose');
  });

  test('a noun WordNet knows by a synonym of a drawing is that drawing', () => {
    expect(code('pufferfish')).toBe(code('blowfish'));
    expect(code('toilet roll')).toBe(code('roll of paper'));
    expect(code('calamari')).toBe(code('squid'));
    expect(code('rhino')).toBe(code('rhinoceros'));
    expect(plan('A snorkeler waves at a pufferfish').subjects.map((entry) => entry.glyph)).toContain(code('blowfish'));
  });

  test('a thing its setting draws is not said missing; elsewhere it is', () => {
    expect(notDrawn('A farmer mends a fence')).not.toContain('fence');
    expect(notDrawn('A farmer mends a fence in the park')).not.toContain('fence');
    expect(notDrawn('A farmer mends a fence in the kitchen')).toContain('fence');
  });
});
