// A word is drawn in the sense its sentence means (tuned on packages/offline-ai/tuning-17-senses.txt; every word here
// is another): of the drawings a word names, the one whose words, or its WordNet sense's, the other words share most
// (src/vocabulary.ts `glyphMeant`); the everyday one when none leans; an arrangement is no thing of its own.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph, glyphMeant } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'senses:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (name: string) => englishGlyph(name)!.code;
const meant = (word: string, prompt: string) => glyphMeant(word, prompt.split(' '))?.code;

describe('the drawing a word means beside the other words', () => {
  test('its neighbours choose among the drawings it names: ice skaters play ice hockey, a table tennis paddle is a bat', () => {
    expect(meant('hockey', 'The skaters play hockey on the frozen pond')).toBe(code('ice hockey'));
    expect(meant('hockey', 'The girls play hockey with sticks on the grass')).toBe(code('field hockey'));
    expect(codes('A girl grips her paddle at the table tennis match')).toContain(code('ping pong'));
  });

  test('a sense its WordNet words name: darts hit the bullseye, a cowboy ropes an ox', () => {
    expect(meant('bull', 'A darts player hits the bull on the board')).toBe(code('bullseye'));
    expect(codes('A cowboy ropes a bull at the rodeo')).toContain(code('ox'));
  });

  test('a word keeps its everyday drawing when nothing leans, and a colour says no sense ("a red dragon" is no tile)', () => {
    expect(meant('dragon', 'A red dragon sleeps on a hill of coins')).toBe(code('dragon'));
    expect(meant('wood', 'A lumberjack chops wood in the forest')).toBe(code('wood'));
    // A verb's tool is no clue: gathering's basket (a shopping basket) makes no coin a coin purse.
    expect(codes('A boy gathers coins from the fountain')).toContain(code('coin'));
    expect(codes('A boy gathers coins from the fountain')).not.toContain(code('purse'));
  });

  test("a person's word is a person, a thing's no one: a mechanic is no toolbox, a banana no monkey", () => {
    expect(meant('mechanic', 'A mechanic tightens a bolt with a spanner')).toBe(code('mechanic'));
    expect(meant('banana', 'A monkey peels a banana in the tree')).toBe(code('banana'));
  });
});

describe('an arrangement is the shape its things take', () => {
  test('"a pyramid of cups" is several cups, never the desert of a pyramid; "into a pyramid" names no place', () => {
    const cups = plan('Two girls build a pyramid of cups on the table');
    expect(cups.glyphs.find((glyph) => glyph.code === code('hot beverage'))?.count).toBeGreaterThan(1);
    expect(cups.setting).not.toBe('desert');
    expect(plan('A boy stacks the cups into a pyramid').setting).not.toBe('desert');
  });
});
