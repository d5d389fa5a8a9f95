// Animals the vocabulary has no drawing of, drawn on their kind's rig in their own colours and size
// (src/data/words.json `roles`), never as the vocabulary's one generic bird (tried on tuning-11-animals2.txt; the words
// here are not in it).
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';

const subjectsOf = (prompt: string) => {
  const plan = planPicture(imageRequest(prompt, 'kin:1'));
  return { subjects: plan.subjects, glyphs: plan.glyphs.map((glyph) => glyph.code) };
};

describe('an animal with no drawing of its own', () => {
  test('keeps its kind rig in its own colours instead of the generic bird drawing', () => {
    const stork = subjectsOf('A stork stands on the chimney of a cottage.');
    expect(stork.subjects[0]).toMatchObject({ kind: 'bird', species: 'stork', standIn: true });
    expect(stork.subjects[0]!.glyph).toBeUndefined();
    expect(stork.glyphs).not.toContain('1f426');
    expect(stork.subjects[0]!.look.top.name).toBe('white');
    expect(stork.subjects[0]!.look.accent.name).toBe('red');
    const magpie = subjectsOf('A magpie steals a ring from the table.').subjects[0]!;
    expect([magpie.species, magpie.look.top.name, magpie.look.accent.name]).toEqual(['magpie', 'black', 'white']);
    const trout = subjectsOf('A trout swims in a cold stream.').subjects[0]!;
    expect([trout.kind, trout.look.top.name]).toEqual(['fish', 'silver']);
  });

  test('the words name other colours over its own, and its size class is its kind', () => {
    expect(subjectsOf('A green puffin waddles along the cliff.').subjects[0]!.look.top.name).toBe('green');
    expect(subjectsOf('An emu pecks at the grass.').subjects[0]!.size).toBe('huge');
    expect(subjectsOf('A tiny emu pecks at the grass.').subjects[0]!.size).toBe('tiny');
    expect(subjectsOf('A nightingale sings at the window.').subjects[0]!.size).toBe('tiny');
  });

  test('an animal whose drawing is its own stays that drawing', () => {
    // A flamingo, a penguin and a swan are drawings of their own: no rig stands in for them.
    expect(subjectsOf('A flamingo stands in the lake.').glyphs).toContain('1f9a9');
    expect(subjectsOf('A penguin slides on the ice.').subjects[0]!.glyph).toBe('1f427');
    // A bird that is also a common first name is no role: Robin is a person.
    expect(subjectsOf('Robin waves to her brother at the station.').subjects[0]!.kind).toBe('person');
  });
});

describe('a vehicle with a drawing of its kind', () => {
  test('is that drawing, not the stock car or the pickup', () => {
    const rover = planPicture(imageRequest('A farmer parks his land rover by the gate.', 'kin:2'));
    expect(rover.glyphs.map((glyph) => glyph.code)).toContain('1f699');
    expect(rover.things.filter((thing) => thing.kind === 'car')).toEqual([]);
    const bins = planPicture(imageRequest('A garbage truck empties the bins at dawn.', 'kin:3')).glyphs.map(
      (glyph) => glyph.code,
    );
    expect(bins).toContain('1f69a');
    expect(bins).not.toContain('1f6fb');
  });
});
