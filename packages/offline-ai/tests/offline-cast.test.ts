// Every person and animal a prompt names is drawn as itself: an animal's young, female, male or herd by the animal
// (src/data/animal-kin.json), whoever a possessive or a family word names, and a job by its own drawing or dress.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { JOBS, dressedJob } from '../src/people';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { ROLES, roleOf } from '../src/words';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'cast:1:2'));
const code = (name: string) => englishGlyph(name)!.code;
const drawn = (prompt: string, word: string) => plan(prompt).glyphs.find((glyph) => glyph.word === word);

describe('animals by age, sex and herd', () => {
  test('a young one is its parent animal, drawn small, beside the parent the prompt names', () => {
    const calf = drawn('A giraffe nuzzles her calf under the acacia.', 'calf');
    expect(calf?.code).toBe(code('giraffe'));
    expect(calf?.size).toBe('tiny');
    // The giraffe is drawn too: the calf is a second animal, not the same one.
    expect(
      plan('A giraffe nuzzles her calf under the acacia.').glyphs.filter((glyph) => glyph.code === code('giraffe')),
    ).toHaveLength(2);
    // With no parent named, the word's own animal: a calf is a cow's, an owlet an owl.
    expect(drawn('A calf drinks from a bucket.', 'calf')?.code).toBe(code('cow'));
    expect(drawn('An owlet blinks on the branch.', 'owlet')).toMatchObject({ code: code('owl'), size: 'tiny' });
    // In the plural with no number, two of them: a wolf's pups.
    expect(drawn('A wolf guards her pups by the den.', 'pups')).toMatchObject({
      code: code('wolf'),
      count: 2,
      size: 'tiny',
    });
    expect(drawn('A swan glides past with her cygnets.', 'cygnets')?.code).toBe(code('swan'));
  });

  test('a female or male is its animal, and a second one beside the other sex', () => {
    expect(drawn('A tigress stalks through the tall grass.', 'tigress')?.code).toBe(code('tiger'));
    expect(drawn('A gander hisses at the postman.', 'gander')?.code).toBe(code('goose'));
    const pair = plan('A rooster struts past a cockerel.').glyphs.filter((glyph) => glyph.code === code('rooster'));
    expect(pair).toHaveLength(2);
  });

  test('a herd is three of its animal; "a herd of zebras" is the zebras', () => {
    expect(drawn('The farmer counts his herd at dusk.', 'herd')).toMatchObject({ code: code('cow'), count: 3 });
    const zebras = plan('A herd of zebras crosses the river.').glyphs.filter((glyph) => glyph.code === code('zebra'));
    expect(zebras).toHaveLength(1);
    expect(zebras[0]!.count).toBe(3);
  });

  test('a family word before an animal is its age or sex, nobody of its own: a baby elephant is a small elephant', () => {
    const baby = plan('A baby elephant splashes in the mud.');
    expect(baby.subjects.filter((entry) => entry.kind === 'person')).toHaveLength(0);
    expect(baby.glyphs.find((glyph) => glyph.code === code('elephant'))?.size).toBe('tiny');
    const daddy = plan('A daddy penguin warms the egg on his feet.');
    expect(daddy.subjects.map((entry) => entry.species)).toEqual(['penguin']);
  });
});

describe('people named by a possessive or a relation', () => {
  test('whoever a possessive names is drawn: the patient whose pulse, the uncle whose beard', () => {
    expect(plan('A nurse checks the patient’s pulse.').subjects.map((entry) => entry.species)).toContain('patient');
    const uncle = plan("A barber trims his uncle's beard.").subjects;
    expect(uncle.filter((entry) => entry.species === 'uncle')).toHaveLength(1);
    // A group's possessive before a thing names a kind of thing, nobody: "a children's book".
    expect(plan("A librarian shelves a children's book.").subjects.map((entry) => entry.species)).toEqual([
      'librarian',
    ]);
    expect(plan("The baker's daughter eats a bun.").subjects.map((entry) => entry.species)).toContain('daughter');
  });
});

describe('jobs by their own dress or drawing', () => {
  test('of about 350 everyday occupations, all but a few ambiguous words are drawn by the emoji set’s job, a uniform or a rig', () => {
    const list = readFileSync(new URL('./occupations.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    const shown = (word: string) =>
      Boolean(
        JOBS[word]?.as ||
        dressedJob(JOBS[word]) ||
        (roleOf(word) && ROLES[roleOf(word)!.key]!.outfit !== 'casual') ||
        englishGlyph(word)?.kind === 'p',
      );
    const bare = list.filter((word) => !shown(word) && !JOBS[word]?.tool);
    expect(list.length).toBeGreaterThan(300);
    expect(bare.length, bare.join(', ')).toBeLessThanOrEqual(10);
  });

  test('a herder is dressed and leads the animal it herds; an undertaker wears a top hat and black', () => {
    const goatherd = plan('A goatherd whistles on the mountain path.').subjects.find(
      (entry) => entry.species === 'goatherd',
    )!;
    expect(goatherd.look.headwear).toBe('hood');
    expect(plan('A goatherd waves from the gate.').glyphs.some((glyph) => glyph.code === code('goat'))).toBe(true);
    const undertaker = plan('An undertaker waits by the gate.').subjects.find(
      (entry) => entry.species === 'undertaker',
    )!;
    expect(undertaker.look).toMatchObject({ headwear: 'tophat', top: { name: 'black' } });
  });

  test('a job the emoji set draws is on the rig in its dress when it is acted on, turned to its doer: the nurse handed a flower, the judge whose gavel is passed', () => {
    const nurse = plan('A boy hands a flower to a nurse.').subjects.find((entry) => entry.species === 'nurse')!;
    expect(nurse.glyph).toBeUndefined();
    expect(nurse.look.top.name).toBe('white');
    const judge = plan('A clerk hands the judge’s gavel to a guard.').subjects.find(
      (entry) => entry.species === 'judge',
    )!;
    expect([judge.glyph, judge.look.top.name]).toEqual([undefined, 'black']);
  });
});
