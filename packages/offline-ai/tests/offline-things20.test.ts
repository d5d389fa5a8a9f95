// A room is known by its furniture and the named thing is the one in the hand (issue 42): a home's furniture named
// where no place is said brings its room (src/data/words.json `roomThings`), a tool the sentence puts in the hand
// ("with a …", "holding a …") is held instead of the job's own, a sleeper holds no job's tool, and a word's everyday
// sense is drawn ("a roller" paints, "the parallel bars" are no bar). None of these prompts is in a tuning file.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'things20:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (word: string) => englishGlyph(word)!.code;

describe('a room is known by its furniture', () => {
  test('a sofa, a bathtub, a crib or a stove brings its room when no place is said', () => {
    const cases: [string, string, string][] = [
      ['An uncle snoozes on the settee', 'room', 'television'],
      ['A puppy paddles in the bathtub', 'interior', 'toilet'],
      ['A twin giggles in her crib', 'interior', 'teddy bear'],
      ['A robot vacuum bumps into the fridge', 'kitchen', ''],
    ];
    for (const [prompt, setting, drawn] of cases) {
      const picture = plan(prompt);
      expect(picture.setting, prompt).toBe(setting);
      if (drawn) expect(codes(prompt), prompt).toContain(code(drawn));
    }
  });

  test('a place the prompt says outranks the furniture, and plates in the sink are in the kitchen', () => {
    expect(plan('A goat naps on an old sofa in the meadow').setting).toBe('meadow');
    expect(plan('A nephew scrubs the mugs in the sink').setting).toBe('kitchen');
    expect(plan('The ferry starts to sink').setting).not.toBe('interior');
  });
});

describe('the named thing is drawn, not a stand-in', () => {
  test('a tool the sentence puts in the hand replaces the job’s own', () => {
    const carpenter = codes('A carpenter marks a beam with a pencil');
    expect(carpenter).toContain(code('pencil'));
    expect(carpenter).not.toContain(code('hammer'));
    expect(codes('A locksmith crouches by the gate holding a flashlight')).not.toContain(code('old key'));
  });

  test('a sleeping job drawn as itself holds no tool', () => {
    expect(plan('A doctor sleeps on a bench').glyphs.filter((glyph) => glyph.word === 'sleeps')).toEqual([]);
  });

  test('a roller paints and the parallel bars are no pub', () => {
    expect(codes('A tenant paints the fence with a roller')).toContain(code('paintbrush'));
    expect(codes('A tenant paints the fence with a roller')).not.toContain(code('roller coaster'));
    expect(plan('A teen vaults over the parallel bars').setting).not.toBe('tavern');
  });
});
