// The alt text in plain English (issue 42): a verb's tool is named by its drawing, never by the verb ("a cleans"); a pose
// that acts on something says what ("pulls a sledge"), or what it does alone; drinking is no eating; milk is "some",
// carrots no "a"; a picture of no one says what it shows; other languages' things by their English names.
// None of these prompts is in a tuning or held-out file.
import { describe, expect, test } from 'vitest';
import { describePlan, planPicture } from '../src/picture-plan';
import { article } from '../src/vocabulary';
import { imageRequest } from './image-request';

const alt = (prompt: string) => describePlan(planPicture(imageRequest(prompt, 'alt:1:2')), null);

describe('the alt text reads as English', () => {
  test("a verb's tool is named by its drawing, never by the verb", () => {
    expect(alt('A woman scrubs her boots on the doorstep')).toMatch(/beside a sponge\b/);
    expect(alt('An uncle repairs a lamp in the shed')).toMatch(/a wrench/);
    expect(alt('An uncle repairs a lamp in the shed')).not.toMatch(/repairs/);
  });

  test('a pose that acts on something says what, and one with nothing to act on says what it does alone', () => {
    expect(alt('A niece drags a sledge up the slope')).toMatch(/^The niece pulls a sledge\b/);
    expect(alt('A porter hauls luggage onto the train')).toMatch(/^The porter (carries|pulls) some luggage\b/);
    expect(alt('A girl lifts a pumpkin over her head')).not.toMatch(/holds up (beside|by)/);
  });

  test('whom a figure acts on, named by its noun, takes "the"; a name is itself; "the", "with" or "her" is never a thing', () => {
    expect(alt('A shepherd points at a lost lamb')).toMatch(/^The shepherd points at the lamb\b/);
    expect(alt('A boy runs after a runaway goat')).toMatch(/runs after \p{Lu}\w+ the goat\b/u);
    expect(alt('A mason lays a stone on the wall with his trowel')).not.toMatch(/not drawn:.*\b(the|with|his)\b/);
  });

  test("drinking is said with the prompt's verb, never as eating", () => {
    expect(alt('A boy gulps lemonade at the fair')).toMatch(/gulps/);
    expect(alt('A piglet slurps milk from a tin pail')).toMatch(/^A piglet slurps some milk\b/);
    expect(alt('A toddler slurps soup from a bowl')).toMatch(/^The toddler slurps from a bowl\b/);
  });

  test('plurals and mass nouns take no "a"; a name said twice is counted; a group takes a plural verb', () => {
    expect(alt('A farmer plants carrots in a row')).toMatch(/a seedling(,| and) 3 carrots/);
    expect(alt('Four hikers rest by a mountain stream')).toMatch(/with 3 other hikers nearby/);
    expect(alt('A coach yells at the swimmers')).toMatch(/^The swimmers stand\b/);
    expect([article('ukulele'), article('umbrella'), article('eucalyptus'), article('owl')]).toEqual([
      'a ukulele',
      'an umbrella',
      'a eucalyptus',
      'an owl',
    ]);
  });

  test("other languages' things are said by their English names", () => {
    expect(alt('女の子がりんごを食べる')).toMatch(/eats a red apple/);
    expect(alt('แมวนอนบนโซฟา')).toMatch(/beside a couch/);
    expect(alt('लड़का पतंग उड़ाता है')).toMatch(/a kite/);
  });

  test('no alt text of these says "a" before a plural or a verb, or an empty scene beside things', () => {
    for (const prompt of [
      'A woman scrubs her boots on the doorstep',
      'An uncle repairs a lamp in the shed',
      'A boy mops the kitchen floor',
      'A mechanic tightens a bolt on a truck',
      'A cowboy ropes a calf at the rodeo',
      'A coach yells at the swimmers',
    ]) {
      expect(alt(prompt)).not.toMatch(/\ban? [a-z]+[^su]s\b|empty scene|holding .* holding/);
    }
  });
});
