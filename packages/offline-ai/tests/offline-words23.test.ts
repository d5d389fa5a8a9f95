// Words read right (issue 42): a plural's verb is bare ("two women race scooters"), a second verb after "and" is no one
// ("and fools a cat"), a vehicle's plural is the vehicle ("ride bikes"), racing a vehicle is riding it, someone in a
// thing that is not worn is in it and it is drawn ("a baby in a pram"), a sentence's first word is its subject ("Dad falls
// asleep" is no waterfall), someone named by two words is one ("a bus driver"), and wading is
// walking.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph, isTile } from '../src/vocabulary';
import { glyphInner } from '../src/art/glyphs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { imageRequest } from './image-request';
import { discSvg } from './panel-svg';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'words23:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (word: string) => englishGlyph(word)!.code;
const people = (prompt: string) => plan(prompt).subjects.filter((entry) => entry.kind === 'person');

describe('who is in the picture', () => {
  test('a plural’s bare verb is a verb, not a place or a thing after its noun', () => {
    expect(people('Three old men race go-karts down the hill')).toHaveLength(3);
    const sisters = plan('Two sisters race scooters to the park').subjects;
    expect(sisters.map((entry) => entry.does)).toEqual(['ride', 'ride']);
  });

  test('a second verb after “and” names no one', () => {
    const doorbell = plan('A parrot copies the kettle and fools a sleepy dog');
    expect(doorbell.subjects.map((entry) => entry.species)).toEqual(['parrot', 'dog']);
    expect(people('A toddler grabs the remote and teases the cat')).toHaveLength(1);
  });

  test('someone named by two words is one person', () => {
    expect(
      people('A taxi driver hands a receipt to a tourist').filter((entry) => /driver/.test(entry.species ?? '')),
    ).toHaveLength(1);
    expect(people('The ice cream seller counts coins by the beach').length).toBe(1);
  });
});

describe('vehicles', () => {
  test('a vehicle’s plural is that vehicle, and racing or riding it seats the riders', () => {
    const race = plan('Two girls race bikes along the canal');
    expect(race.things.map((thing) => thing.kind)).toContain('bicycle');
    expect(race.subjects.every((entry) => entry.does === 'ride')).toBe(true);
    expect(plan('A man races his car along the coast').subjects[0]!.does).toBe('ride');
    // Racing someone, or an animal chasing a vehicle, is running.
    expect(plan('A boy races his brother to the gate').subjects[0]!.does).toBe('run');
    expect(plan('A dog chases a car down the lane').subjects[0]!.does).toBe('run');
  });
});

describe('what someone is in', () => {
  test('someone in a thing that is not worn is in it, and it is drawn', () => {
    expect(codes('A sleepy baby in a stroller by the pond')).toContain(code('stroller'));
    expect(codes('Three kids bury their grandpa in leaves')).toContain(code('leaves'));
    // Clothes are worn: their look, no thing beside them.
    expect(codes('A fisherman in a raincoat waits on the pier')).not.toContain(code('coat'));
  });

  test('a sentence’s first word is its subject, never a place its verb is spelt as', () => {
    expect(plan('Grandpa falls asleep in his armchair').setting).not.toBe('forest');
  });

  test('who falls asleep on a sofa lies on it: "asleep" is no thing acted on', () => {
    const sofa = plan('Uncle Ray falls asleep on the sofa').glyphs.find((glyph) => glyph.word === 'sofa');
    expect(sofa?.relation).toMatchObject({ relation: 'on' });
  });

  test('wading is walking through water, not swimming', () => {
    expect(plan('A fisherman wades into the stream').subjects[0]!.does).toBe('walk');
  });
});

describe('giving', () => {
  test('whom a thing is handed to reaches for it, facing the giver; what is only shown is not taken', () => {
    const [giver, taker] = plan('An uncle passes a pear to his niece on the porch').subjects;
    expect([giver!.does, taker!.pose]).toEqual(['reach', 'reach']);
    expect([giver!.target, taker!.target]).toEqual([taker!.name, giver!.name]);
    const shown = plan('A grandpa shows a kite to his grandson').subjects.find((entry) => entry.species === 'grandson');
    expect(shown?.pose).not.toBe('reach');
  });

  test('“-es” is “-e” after anything but a hiss or an “o”: one who tapes a box does not strike it', () => {
    expect(plan('A father tapes up a parcel').subjects[0]!.does).not.toBe('fight');
  });
});

describe('faces', () => {
  const turned = (prompt: string) =>
    discSvg(imageRequest(prompt, 'words23:1:2')).split('translate(4 0) scale(0.88 1)').length - 1;
  test('who acts at someone turns the face to them; who only stands faces us', () => {
    expect(turned('A nephew passes a pear to his aunt in the garden')).toBe(2);
    expect(turned('A nephew stands in the garden')).toBe(0);
    // Under a job's drawn head the rig's own face is not turned out from behind it.
    expect(turned('A teacher sweeps the classroom floor')).toBe(0);
  });
});

describe('things', () => {
  test('a pie is the pie, a mitten the gloves, a wedding ring the ring', () => {
    expect(englishGlyph('tarts')?.code).toBe(code('pie'));
    expect(codes('A cook sets three pies on the sill')).toContain(code('pie'));
    expect(englishGlyph('mittens')?.code).toBe(code('gloves'));
    expect(englishGlyph('engagement ring')?.code).toBe(code('ring'));
  });
});

describe('drawings on a tile of their own', () => {
  const twemoji = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
  const svg = (code: string) => readFileSync(join(twemoji, `${code}.svg`), 'utf8');
  test('a scene on a rounded tile is known by its drawing, and drawn without its tile', () => {
    for (const word of ['railway track', 'statue of liberty', 'necktie']) expect(isTile(code(word))).toBe(true);
    for (const word of ['automobile', 'bicycle', 'dog']) expect(isTile(code(word))).toBe(false);
    const tile = /^\s*<path[^>]*d="M36 32/;
    expect(glyphInner(svg(code('railway track')))).toMatch(tile);
    expect(glyphInner(svg(code('railway track')), true)).not.toMatch(tile);
    expect(glyphInner(svg(code('railway track')), true).length).toBeGreaterThan(200);
  });
});

describe('roles', () => {
  test('a job the rig has no costume for wears its drawing’s head over the rig while it acts upright', () => {
    const subject = (prompt: string) => plan(prompt).subjects.find((entry) => entry.kind === 'person')!;
    expect(subject('A teacher sweeps the classroom floor').glyph).toBe(code('teacher'));
    expect(subject('A farmer pushes a wheelbarrow up the lane').glyph).toBe(code('farmer'));
    // Lying down, the head is the rig's own.
    expect(subject('A teacher naps on the sofa').glyph).toBeUndefined();
  });
});
