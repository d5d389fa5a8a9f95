// Adjectives no list of the painter's names, read through WordNet (src/data/wordnet-looks.json, look.ts `withLearnt`):
// a size scales or stretches the drawing of its noun, a state marks it, a feeling sets the face, an age greys the hair, a
// colour tints it, and a colour before a body part colours that part. Words here are none of tuning-17-looks.txt's.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { glyphLook } from '../src/art/overlays';
import { looksBefore, sizeOf, statesIn } from '../src/look';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'looks3:1'));

describe('adjectives WordNet maps onto looks the painter draws', () => {
  test('size words scale or stretch what they come before', () => {
    expect(sizeOf('a teensy')).toBe('tiny');
    expect(sizeOf('an obese')).toBe('wide');
    expect(sizeOf('a gaunt')).toBe('narrow');
    // The painter's own words first: "long-haired" is no long thing.
    expect(sizeOf('a long-haired')).toBeNull();
    const horse = plan('An obese horse munches hay in a barn.').subjects.find((subject) => subject.kind === 'horse')!;
    expect(horse.look.size).toBe('wide');
    const pig = plan('A gaunt pig stands in a field.').glyphs.find((glyph) => glyph.word === 'pig')!;
    expect(pig.size).toBe('narrow');
  });

  test('a wide or narrow drawing is squashed within its own frame', () => {
    expect(glyphLook('<path d="M0 0"/>', { size: 'wide' })).toMatch(/scale\(1 0\.7\d*\)/);
    expect(glyphLook('<path d="M0 0"/>', { size: 'narrow' })).toMatch(/scale\(0\.68 1\)/);
    expect(glyphLook('<path d="M0 0"/>', { size: 'tiny' })).toBe('<path d="M0 0"/>');
  });

  test('states and feelings: marks on the thing or figure, a face', () => {
    expect(looksBefore('a dilapidated').state).toEqual(['broken']);
    expect(looksBefore('a drizzly').state).toEqual(['wet']);
    expect(statesIn('a knackered nurse')).toEqual(['tired']);
    expect(statesIn('an irate driver')).toEqual(['angry']);
    expect(statesIn('a shivery swimmer')).toEqual(['scared']);
    // Conditions and tempers read through their clusters: worn, unstable, covered, ill-natured.
    expect(looksBefore('a frayed').state).toEqual(['broken']);
    expect(looksBefore('an encrusted').state).toEqual(['mud']);
    expect(statesIn('a surly porter')).toEqual(['angry']);
    const jubilant = plan('A jubilant referee blows a whistle.').subjects.find((subject) => subject.kind === 'person')!;
    expect(jubilant.expression).toBe('grin');
    const miserable = plan('A miserable waiter stands by the door.').subjects.find((s) => s.kind === 'person')!;
    expect(miserable.expression).toBe('sad');
  });

  test("a cluster's other senses are no look (scripts/wordnet-looks.ts MISREAD)", () => {
    // "small" of build, "wide" of reach or time, "narrow" of minds, a cover that is not dirt, a word of another kind.
    expect(sizeOf('a stocky')).toBeNull();
    expect(sizeOf('a nationwide')).toBeNull();
    expect(sizeOf('an overnight')).toBeNull();
    expect(sizeOf('an opinionated')).toBeNull();
    expect(looksBefore('a snowy').state ?? []).toEqual([]);
    expect(looksBefore('a seismic').state ?? []).toEqual([]);
  });

  test('an age word greys the hair; a colour word tints the thing or animal', () => {
    const old = plan('An octogenarian gardener waters roses.').subjects.find((subject) => subject.kind === 'person')!;
    expect(['silver', 'white', 'steel-grey']).toContain(old.look.hair.name);
    expect(looksBefore('a sooty').colour).toBe('#1c1c1f');
    expect(looksBefore('a bluish').colour).toBe('#1f5fbf');
  });

  test('a colour before a body part colours that part', () => {
    const painted = plan('A girl with purple fingernails waves.').subjects.find(
      (subject) => subject.kind === 'person',
    )!;
    expect(painted.look.hands?.name).toBe('purple');
    const clown = plan('A clown with a green nose honks a horn.').subjects.find(
      (subject) => subject.kind === 'person',
    )!;
    expect(clown.look.skin.name).toBe('green');
  });
});
