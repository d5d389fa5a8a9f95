// How a sentence is read (issue 42): a person's word before an animal is its age ("a baby hippo" is a small hippo, not
// a baby), a keyword straight after a noun is a verb only when it is one, a time a clause ends on ("before dinner",
// "after school") draws no meal and no classroom, a verb's spelling after the subject's own verb or an adjective is a
// noun ("practises violin scales", "on a small scale"), and a role ending like one ("a dockhand") is someone.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';
import { discSvg, drawingOf, figuresIn } from './panel-svg';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'clauses:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (word: string) => englishGlyph(word)!.code;
const poses = (prompt: string) => plan(prompt).subjects.map((subject) => subject.pose);

describe('a sentence is read by its parts', () => {
  test('a person’s word before an animal is its age: the animal is drawn, small', () => {
    const hippo = plan('A baby hippo yawns beside a pond');
    expect(hippo.glyphs.map((glyph) => glyph.code)).toContain(code('hippo'));
    expect(hippo.glyphs.find((glyph) => glyph.code === code('hippo'))?.size).toBe('tiny');
    expect(hippo.silhouettes).toEqual([]);
    expect(codes('A baby rhino chases a butterfly')).toContain(code('rhino'));
  });

  test('a time a clause ends on draws no thing and sets no place', () => {
    expect(codes('A boy brushes his teeth before dinner')).not.toContain(code('fork and knife with plate'));
    expect(plan('Two sisters fly a kite after school').setting).not.toBe('room');
    // …but a place or someone a verb goes to is there, and an hour is still the hour.
    expect(codes('A boy runs after the bus')).toContain(code('bus'));
    expect(plan('An owl hoots after dark').time).toBe('night');
  });

  test('a verb’s spelling after the subject’s own verb, or after a describing word, is a noun', () => {
    expect(poses('A boy practises violin scales by the window')).not.toContain('climb');
    expect(poses('A vet weighs a puppy on a small scale')).not.toContain('climb');
    // A second verb after "and" or "to" is still the subject's.
    expect(poses('A frog croaks and jumps into the pond')).toContain('jump');
    expect(poses('A girl tries to jump over a puddle')).toContain('jump');
    // Done to another "to" an end, the end is the other's: the rocker stays awake.
    const rocked = plan('A grandpa rocks his grandson to sleep').subjects;
    expect(rocked.find((entry) => entry.species === 'grandson')?.pose).toBe('sleep');
    expect(rocked.find((entry) => entry.species !== 'grandson')?.pose).not.toBe('sleep');
  });

  test('a role no list names but its ending is someone', () => {
    const rope = plan('A ranchhand waves from the gate');
    expect(rope.subjects.map((subject) => subject.kind)).toContain('person');
    expect(rope.silhouettes.map((entry) => entry.word)).not.toContain('ranchhand');
  });
});

describe('weather and hours WordNet names, past the painter’s own words', () => {
  test('a kind of storm, snow or rain is its weather; a kind of the time of day its hour', () => {
    expect(plan('Two kids splash in puddles after a cloudburst').weather).toBe('rain');
    expect(plan('A postman trudges through the sleet').weather).toBe('snow');
    expect(plan('A cow stares at a distant tornado').weather).toBe('storm');
    expect(plan('A shepherd counts his flock at sundown').time).toBe('sunset');
  });

  test('a word WordNet gives as weather but a prompt means as a thing or a verb is neither', () => {
    expect(plan('A maid waves a feather duster in the hall').weather).toBe('clear');
    expect(plan('A girl hails a taxi on a sunny corner').weather).toBe('clear');
  });
});

describe('an animal no drawing names is the kind above it that one does, however far up', () => {
  test('a python is the snake, a bronco the horse, a tern a bird', () => {
    expect(code('python')).toBe(code('snake'));
    expect(code('bronco')).toBe(code('horse'));
    expect(codes('A tern dives for a fish off the jetty')).toContain(code('bird'));
  });
});

describe('a kick scooter or a wheelchair stands on the ground at a person’s scale', () => {
  test('worked on with the hands, it is on its worker’s ground, not held up in front of the chest', () => {
    const svg = discSvg(imageRequest('A boy scrubs his kick scooter on the lawn', 'clauses:1:2'));
    const [boy] = figuresIn(svg);
    const scooter = drawingOf(svg, 'kick scooter');
    // Its drawing's bottom at the boy's feet, and about half his height.
    expect(Math.abs(scooter.y + scooter.size / 2 - boy!.base)).toBeLessThan(0.1 * scooter.size);
    expect(scooter.size).toBeGreaterThan(0.4 * 100 * boy!.k);
  });
});

describe('what lies on a slope is drawn over it', () => {
  test('a sled pulled up a hill is painted after the hill’s ground, never hidden under it', () => {
    const svg = discSvg(imageRequest('A girl tugs her sled up the snowy hill', 'clauses:1:2'));
    const slope = svg.indexOf('support-slope');
    expect(slope).toBeGreaterThan(0);
    expect(svg.indexOf('data-word="sled"')).toBeGreaterThan(slope);
  });
});

describe('what two of a kind carry is the thing they name', () => {
  test('two firefighters carrying a ladder stand side by side on one ground, neither in the other’s arms', () => {
    const ladder = plan('Two firefighters carry a ladder to the burning shed');
    expect(ladder.subjects.map((entry) => entry.target)).toEqual([null, null]);
    const [one, two] = figuresIn(
      discSvg(imageRequest('Two firefighters carry a ladder to the burning shed', 'clauses:1:2')),
    );
    expect(one!.base).toBe(two!.base);
    // Two of a kind who hug still hold each other.
    expect(plan('Two cousins hug at the gate').subjects.every((entry) => entry.target)).toBe(true);
  });
});

describe('a bank by the water is the riverside, one with money the bank', () => {
  test('a bank with water, its banks’ creatures or its ground beside it is the riverside, no money bag', () => {
    for (const prompt of ['An otter dozes on the grassy bank', 'A boy skims stones from the river bank']) {
      expect(plan(prompt).setting, prompt).toBe('sea');
      expect(codes(prompt), prompt).not.toContain(code('money bag'));
    }
    expect(codes('A clerk counts coins inside the bank')).toContain(code('money bag'));
  });
});
