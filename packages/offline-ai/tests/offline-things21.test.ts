// The props a prompt names are drawn as a reader takes them (issue 42): a counted container filled "of" something is
// held with its content beside it ("a crate of melons": the crate and the melons; src/data/words.json `containers`), a
// measure of food is the food ("a wheel of cheese" is no tyre; src/data/plan-words.json `measures`), a fence painted
// is no brick wall, and a barrel, a saucer, a mop and a tin are their nearest drawings (src/data/nearest.json), never a
// honey pot, a flying saucer or a sponge. None of these prompts is in a tuning file.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'things21:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (word: string) => englishGlyph(word)!.code;
const held = (prompt: string) => plan(prompt).subjects.map((entry) => entry.holds);

describe('a container of something', () => {
  test('one counted is held, with what fills it', () => {
    expect(held('A porter hauls a crate of melons to the ferry')).toContain('crate');
    expect(codes('A porter hauls a crate of melons to the ferry')).toContain(code('melon'));
    expect(held('An aunt lugs a heavy sack of onions home')).toContain('bag');
    expect(held('A hermit holds a bottle of vinegar')).toContain('bottle');
  });

  test('filled with its own kind it is drawn once, nothing left undrawn', () => {
    const coffee = plan('A night guard sips a cup of coffee');
    expect(coffee.subjects[0]!.holds).toBe('cup');
    expect(coffee.silhouettes).toEqual([]);
  });

  test('"the" container of a thing is still no prop ("the bag of a traveller")', () => {
    expect(held('A pickpocket eyes the bag of a traveller')).not.toContain('bag');
  });
});

describe('a measure of food is the food', () => {
  test('a wheel of cheese is no tyre, a bolt of silk no bolt, a clove of garlic garlic', () => {
    const cheese = codes('A grocer rolls a wheel of cheese along the counter');
    expect(cheese).toContain(code('cheese wedge'));
    expect(cheese).not.toContain(code('wheel'));
    expect(codes('A seamstress unrolls a bolt of silk')).not.toContain(code('nut and bolt'));
    expect(codes('A chef peels a clove of garlic')).toContain(code('garlic'));
  });
});

describe('a fence and the nearest drawings', () => {
  test('a fence painted is the meadow’s, no brick wall', () => {
    const kinds = (prompt: string) => plan(prompt).supports.map((support) => support.kind);
    expect(kinds('A cowhand paints the fence at sunset')).not.toContain('wall');
    expect(kinds('A cowhand paints the wall at sunset')).toContain('wall');
  });

  test('a barrel, a saucer, a mop and a tin are drawn as a reader takes them', () => {
    // A barrel is our own drawing of a wooden one (art/barrel.svg), no longer the oil drum.
    expect(codes('A brewer rolls a barrel into the cellar')).toContain(code('barrel'));
    expect(codes('A brewer rolls a barrel into the cellar')).not.toContain(code('honey pot'));
    expect(codes('A busboy drops a saucer')).not.toContain(code('flying saucer'));
    expect(codes('A caretaker leans on his mop')).toContain(code('broom'));
    expect(codes('A decorator opens a tin of varnish')).toContain(code('canned food'));
  });
});
