// Things and places drawn as themselves (issue 42): a noun no drawing is named for is found through WordNet's kinds
// (src/data/wordnet-nearest.json), a compound keeps its head, a plural thing is a small group, and more place words
// compose their place. None of these words is in the tuning file of this pass.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'things:1:2'));
const drawnAs = (prompt: string) => plan(prompt).glyphs.map((glyph) => `${glyph.role}:${glyph.code}:${glyph.count}`);
const code = (word: string) => englishGlyph(word)!.code;

describe('things and places drawn as themselves', () => {
  test('a noun no drawing is named for is the drawing of its kind in WordNet', () => {
    expect(code('knapsack')).toBe(code('backpack'));
    expect(code('teakettle')).toBe(code('teapot'));
    expect(code('ukulele')).toBe(code('guitar'));
    expect(code('casket')).toBe(code('coffin'));
    expect(drawnAs('A hiker drops his knapsack by the trail')).toContain(`prop:${code('backpack')}:1`);
  });

  test('a noun that can name a person or is more often a verb finds nothing through WordNet', () => {
    expect(englishGlyph('commuter')?.code).not.toBe(code('train'));
    expect(englishGlyph('press')).toBeNull();
  });

  test('a compound keeps its head: a garbage can is the wastebasket', () => {
    expect(drawnAs('A raccoon tips over the garbage can')).toContain(`prop:${code('wastebasket')}:1`);
  });

  test('a plural thing is a small group of three, a singular one one, a verb in -s none', () => {
    expect(drawnAs('A girl lines up lemons on the shelf')).toContain(`prop:${code('lemon')}:3`);
    expect(drawnAs('A girl puts a lemon on the shelf')).toContain(`prop:${code('lemon')}:1`);
    expect(plan('A beekeeper holds a jar').glyphs.every((glyph) => glyph.count === 1)).toBe(true);
  });

  test('more place words compose their place', () => {
    expect(
      plan('An old man sits on the stoop')
        .glyphs.filter((glyph) => glyph.role === 'place')
        .map((glyph) => glyph.code),
    ).toContain(code('door'));
    expect(
      plan('A toddler digs in the sandbox')
        .glyphs.filter((glyph) => glyph.role === 'place')
        .map((glyph) => glyph.code),
    ).toContain(code('playground slide'));
  });
});
