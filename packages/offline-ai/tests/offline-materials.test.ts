// Things named by two words, what they are made of, and grains and powders (issue 42): a compound WordNet knows is one
// thing, a material before a noun is what it is made of, and sugar or grain is a heap of its colour where it lies.
// None of these prompts is in the tuning file of this pass.
import { describe, expect, test } from 'vitest';
import { describePlan, planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'materials:1:2'));
const words = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.word);
const code = (word: string) => englishGlyph(word)!.code;

describe('things of two words, materials and grains', () => {
  test('a compound WordNet files under its last word is the drawing nearest it', () => {
    // A ring of any kind is the ring, its stone and all (src/data/nearest.json wins over WordNet's jewel).
    expect(englishGlyph('wedding ring')?.code).toBe(code('ring'));
    expect(englishGlyph('ice axe')?.code).toBe(code('axe'));
    expect(englishGlyph('dessert spoon')?.code).toBe(code('spoon'));
  });

  test('a thing named after an animal is no animal: a mouse trap, a donkey jacket', () => {
    expect(plan('A grandpa sets a mouse trap under the stove').silhouettes.map((entry) => entry.word)).not.toContain(
      'mouse',
    );
    expect(words('A grandpa sets a mouse trap under the stove')).not.toContain('mouse');
    expect(words('A sailor buttons his donkey jacket')).not.toContain('donkey');
  });

  test('a material before a noun is what it is made of, never a drawing of its own', () => {
    expect(words('A boy sips juice from a paper cup')).not.toContain('paper');
    expect(words('A woman wears a leather jacket to the party')).not.toContain('leather');
    expect(words('A toddler bangs a tin drum')).not.toContain('tin');
    // "a glass of" is the glass.
    expect(words('A man drinks a glass of milk').join(' ')).toMatch(/glass/);
  });

  test('sugar, grain and sawdust are a heap of their own colour on the ground, held by nobody', () => {
    const sugar = plan('A boy spills sugar on the kitchen table').things.find((thing) => thing.word === 'sugar');
    expect(sugar).toMatchObject({ kind: 'heap', owner: null });
    const grain = plan('A farmer scatters grain for the hens').things.find((thing) => thing.word === 'grain');
    const sawdust = plan('A carpenter sweeps up sawdust').things.find((thing) => thing.word === 'sawdust');
    expect(grain?.colour).not.toBe(sugar?.colour);
    expect(sawdust).toMatchObject({ kind: 'heap' });
    expect(describePlan(plan('A boy spills sugar on the kitchen table'), null)).toMatch(/some sugar/);
  });
});
