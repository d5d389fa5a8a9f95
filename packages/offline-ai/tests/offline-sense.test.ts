// Word sense (tried on packages/offline-ai/tuning-10.txt, never on the held-out sets): a verb after its subject names
// no drawing, a compound is its whole's nearest drawing or nothing, plural people are as many, and an animal with no
// drawing of its own is its nearest one's.
import { describe, expect, test } from 'vitest';
import { describePlan, planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { glyphScale } from '../src/art/glyphs';
import { paintPicture } from '../src/image';
import { hostFontFiles } from '../../svg-render/src/og-font';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'sense:1:2'));
/** Everything a plan draws: its figures' kinds and species, its stock things and its drawings' code points. */
const drawn = (prompt: string) => {
  const made = plan(prompt);
  return {
    made,
    species: made.subjects.map((entry) => entry.species || entry.kind),
    codes: made.glyphs.map((glyph) => glyph.code),
    things: made.things.map((thing) => thing.kind),
  };
};
const code = (word: string) => englishGlyph(word)!.code;

describe('a verb after its subject names no drawing', () => {
  test.each([
    ['A cockerel crows at sunrise', 'crow'],
    ['The batter bats in the rain', 'bat'],
    ['A pelican fishes off the pier', 'fish'],
  ])('%s: no %s drawn', (prompt, noun) => {
    const { species, codes } = drawn(prompt);
    expect(species).not.toContain(noun);
    expect(codes).not.toContain(code(noun));
  });

  test('a verb names no food by its keyword: ironing is no waffle, serving no soft serve; knitting keeps its yarn', () => {
    expect(drawn('A man irons his trousers').codes).not.toContain(code('waffle'));
    expect(drawn('A girl serves lemonade').codes).not.toContain(code('soft ice cream'));
    expect(drawn('A grandfather knits a sock').codes).toContain(code('yarn'));
  });

  test('the same word after a determiner is still the animal', () => {
    expect(drawn('Three crows sit on the fence').species).toContain('crow');
    expect(drawn('The black crows watch a scarecrow').species).toContain('crow');
  });
});

describe('a compound draws its whole or nothing, never one of its words', () => {
  test('a compound with a drawing near its whole is that drawing', () => {
    const seal = drawn('A sea lion claps on a rock');
    expect(seal.codes).toContain(code('seal'));
    expect(seal.species).not.toContain('lion');
    expect(seal.codes).not.toContain(code('lion'));
    expect(drawn('A girl holds an ice cream cone').codes).toContain(code('soft ice cream'));
  });

  test.each([
    ['A gerbil naps beside a hamster wheel', 'hamster wheel', 'wheel'],
    ['The fairy lights glow in the window', 'fairy lights', 'fairy'],
    ['A footballer gets a yellow card', 'yellow card', 'credit card'],
  ])('%s: %s is left out and said so, no %s drawn', (prompt, compound, wrong) => {
    const { made, codes } = drawn(prompt);
    expect(codes).not.toContain(code(wrong));
    expect(made.silhouettes.map((entry) => entry.label)).toContain(compound);
    expect(describePlan(made, null)).toContain(`not drawn: ${compound}`);
  });

  test('a fire truck is the fire engine, never a pickup; a rolling pin no pushpin; chicken soup no live chicken', () => {
    expect(drawn('A dog chases a fire truck').codes).toEqual([code('fire engine')]);
    expect(drawn('A baker holds a rolling pin').codes).not.toContain(code('round pushpin'));
    const soup = drawn('A grandmother stirs chicken soup').codes;
    expect(soup).toContain(code('pot of food'));
    expect(soup).not.toContain(code('chicken'));
  });

  test('a word of a compound is not a figure: the hamster of a hamster wheel, the plane of a paper plane', () => {
    expect(drawn('A boy builds a hamster wheel').species).not.toContain('hamster');
    // A paper plane is our own drawing (art/paper-plane.svg), never an airplane.
    expect(drawn('A girl throws a paper plane').made.glyphs.map((glyph) => glyph.word)).toEqual(['paper plane']);
  });
});

describe('an animal made of something is a thing', () => {
  test.each([
    ['A toddler chews a plastic dinosaur', 'dinosaur', 'dinosaur'],
    ['A cat chases a wind-up mouse across the rug', 'mouse', 'mouse'],
    // "Stuffed" is one of the teddy bear's words: the bear is meant as that drawing.
    ['A boy hugs his stuffed bear', 'bear', 'teddy bear'],
    ['A pigeon sits on a marble lion', 'lion', 'lion'],
  ])('%s: the %s is a thing in the picture, nobody of its own', (prompt, animal, drawing) => {
    const { made, species } = drawn(prompt);
    expect(made.glyphs.find((glyph) => glyph.code === code(drawing))?.role).toBe('prop');
    expect(species).not.toContain(animal);
    expect(made.glyphs.filter((glyph) => glyph.role === 'subject').map((glyph) => glyph.code)).not.toContain(
      code(animal),
    );
  });
});

describe('plural people are as many as they are', () => {
  test('twins are two, at the start of a sentence or after "the"', () => {
    expect(drawn('Twins ride their scooters').made.subjects.filter((entry) => entry.kind === 'person')).toHaveLength(2);
    expect(drawn('The twins share an umbrella').made.subjects.filter((entry) => entry.kind === 'person')).toHaveLength(
      2,
    );
  });

  test('two friends are two people, with no silhouette busts beside them', () => {
    const { made, codes } = drawn('Two friends wave at the station');
    expect(made.subjects.filter((entry) => entry.kind === 'person')).toHaveLength(2);
    expect(codes).not.toContain(code('busts in silhouette'));
  });
});

describe('an animal with no drawing of its own is its nearest drawing', () => {
  test.each([
    ['A mole digs in the garden', 'rat'],
    ['A hare sits in the snow', 'rabbit'],
    ['A walrus yawns on the beach', 'seal'],
    ['A toad hops onto a stone', 'frog'],
  ])('%s: drawn as the %s, not listed as missing', (prompt, nearest) => {
    const { made, codes } = drawn(prompt);
    expect(codes).toContain(code(nearest));
    expect(made.silhouettes).toEqual([]);
  });
});

describe('a compound names no place, a possessive names someone', () => {
  test('a sand castle is on the beach, never in a castle; a sea lion names no sea', () => {
    expect(plan('Two brothers build a sand castle at the seaside').setting).not.toBe('castle');
    expect(plan('A sea lion sleeps on the rocks').setting).not.toBe('sea');
  });

  test('whoever a possessive names is in the picture: the man whose arm the tailor measures', () => {
    const made = plan('A tailor measures a man’s arm');
    expect(made.subjects.filter((entry) => entry.kind === 'person')).toHaveLength(2);
    expect(made.subjects.find((entry) => entry.species === 'tailor' || entry.noun === 'tailor')?.target).toBe(
      made.subjects.find((entry) => entry.noun === 'man')?.name,
    );
  });
});

describe('things are sized by kind against whoever uses them', () => {
  const scale = (prompt: string, word: string, held = false) => {
    const glyph = plan(prompt).glyphs.find((entry) => entry.word === word)!;
    return glyphScale(glyph, held);
  };
  const cat = glyphScale({ kind: 'a', word: 'cat', size: null, code: code('cat'), role: 'subject' }, false);

  test('furniture slept or sat on is larger than the animal on it, and a chair smaller than a person', () => {
    expect(scale('A puppy naps on the bed', 'bed')).toBeGreaterThan(cat * 2);
    expect(scale('A kitten dozes on the sofa', 'sofa')).toBeGreaterThan(cat * 1.5);
    const chair = scale('A boy stands beside a chair', 'chair');
    expect(chair).toBeGreaterThan(cat);
    expect(chair).toBeLessThan(1);
  });

  test('a thing held between two fingers is smaller than an everyday thing held, and both smaller than a child', () => {
    const pencil = scale('A toddler holds a pencil', 'pencil', true);
    const jar = scale('A toddler holds a jar', 'jar', true);
    expect(pencil).toBeLessThan(jar * 0.8);
    expect(jar).toBeLessThan(0.5);
  });
});

describe('a drawn animal on a thing stands on it', () => {
  const glyphIn = (svg: string, word: string) => {
    const found = new RegExp(
      `data-word="${word}"><g class="glyph">(?:<ellipse[^>]*/>)?<g[^>]*><svg x="([-\\d.]+)" y="([-\\d.]+)" width="([-\\d.]+)"`,
    ).exec(svg)!;
    return { at: svg.indexOf(found[0]), bottom: Number(found[2]) + Number(found[3]) };
  };

  test('a lizard on a rock is lifted onto it and drawn over it, not hidden behind it', async () => {
    const svg = await paintPicture(imageRequest('A gecko basks on a rock', 'sense:1:2'), hostFontFiles());
    const [lizard, rock] = [glyphIn(svg, 'gecko'), glyphIn(svg, 'rock')];
    expect(lizard.bottom).toBeLessThan(rock.bottom - 10);
    expect(lizard.at).toBeGreaterThan(rock.at);
  });
});
