// Every noun of a thing the prompt names is drawn, or is the setting, or is said as not drawn: never silently lost.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'nouns:1:2'));
const notDrawn = (prompt: string) => plan(prompt).silhouettes.map((entry) => entry.word);
const drawn = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.word);

describe('named things', () => {
  test.each([
    ['A girl polishes a doorknob', 'doorknob'],
    ['A bride walks to the altar', 'altar'],
    ['A waiter folds a napkin', 'napkin'],
  ])('%s: a thing with no drawing is said as not drawn', (prompt, word) => {
    expect(notDrawn(prompt)).toContain(word);
  });

  test('a word before a verb’s form is no noun when it is "the", "with" or "her": never said as not drawn', () => {
    for (const prompt of [
      'A welder bolts a beam at the building site',
      'A boy snips the rope with scissors by the shed',
      'A toddler waves her hands from the pram',
    ])
      expect(
        notDrawn(prompt).filter((word) => /^(the|with|her)$/.test(word)),
        prompt,
      ).toEqual([]);
  });

  test('a compound is its head: the head left out is said, never drawn as its modifier', () => {
    expect(drawn('A cook scrubs the brick stove')).not.toContain('brick');
  });

  test('a body part named is the figure’s own, never a drawing apart', () => {
    for (const prompt of ['A boy dries his hands on a towel', 'A girl points her finger at the moon'])
      expect(drawn(prompt).filter((word) => /^(hands?|fingers?)$/.test(word))).toEqual([]);
  });

  test('a verb after its subject is no thing left out, and places are the setting', () => {
    expect(notDrawn('A cook slices onions in the pantry')).toEqual([]);
    expect(notDrawn('Two kittens tumble across the kitchen floor')).toEqual([]);
  });

  test('a place word that is the verb after its subject is no place and hides no one', () => {
    // "falls" (a waterfall): read as the verb, the doer is drawn and the place named later is the setting.
    const fallen = plan('A woman falls asleep in the library');
    expect(fallen.subjects.map((entry) => entry.pose)).toEqual(['sleep']);
    expect(fallen.setting).toBe('library');
    expect(plan('An old man falls').subjects.map((entry) => entry.pose)).toEqual(['fall']);
    expect(plan('An old man falls').setting).not.toBe('forest');
    // Nor is a word that only hints at a setting ("waves": the sea).
    expect(plan('A grandpa waves at the bus').setting).not.toBe('sea');
    // Said as a place, it still is one.
    expect(plan('A girl swims at the falls').setting).toBe('forest');
  });

  test('a person WordNet knows and nothing draws is someone on the rig, not a thing left out', () => {
    for (const [prompt, word, pose] of [
      ['A chaperone waves at the bus', 'chaperone', 'wave'],
      ['A pensioner naps on a bench', 'pensioner', 'sleep'],
    ] as const) {
      const drawnAs = plan(prompt);
      expect(drawnAs.subjects.map((entry) => [entry.species, entry.pose])).toEqual([[word, pose]]);
      expect(drawnAs.silhouettes).toEqual([]);
    }
  });

  test('another language still draws what it names and says nothing it does not', () => {
    const spanish = plan('Un gato duerme sobre una silla');
    expect(spanish.subjects.map((entry) => entry.species)).toContain('cat');
    expect(spanish.silhouettes).toEqual([]);
  });
});
