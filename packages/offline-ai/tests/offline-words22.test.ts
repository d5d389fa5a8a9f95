// Words read right (issue 42): a plural in -oes is its noun ("tomatoes", "potatoes"), a fruit's tree is a tree and not
// the fruit ("the apple tree"), bedtime is night, whoever reads with nothing named to read holds a book, a fire named is
// drawn wherever it is, outside a house described by a word ("on a burning house") is still outside it, and a thing
// after a possessive is its owner's thing, drawn ("the boy's ball"), and outside or past a building one goes into is
// the street at its door; groceries, binoculars and a tape measure have their nearest drawings; and a drawing named
// by words ending in the subject's noun ("a pregnant woman", "a polar bear") is that subject, never a second one; a
// puddle named is on the ground whatever is done in it; one carried on someone's shoulders sits astride them; and one
// figure alone acting on a thing is never seen from afar.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';
import { discSvg, figuresIn } from './panel-svg';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'words22:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (word: string) => englishGlyph(word)!.code;

describe('words are read as what they name', () => {
  test('a plural in -oes is drawn as its noun', () => {
    expect(codes('A cook dices tomatoes for the salsa')).toContain(code('tomato'));
    expect(codes('A farmer bags potatoes in the field')).toContain(code('potato'));
    expect(codes('Two boys share mangoes on the porch')).toContain(code('mango'));
    expect(englishGlyph('heroes')?.word).toBe('hero');
    expect(englishGlyph('volcanoes')?.word).toBe('volcano');
  });

  test('a fruit’s tree is a tree, never the fruit', () => {
    const tree = codes('A goat naps under the lemon tree');
    expect(tree).not.toContain(code('lemon'));
    expect(tree).toContain(code('deciduous tree'));
    expect(codes('A child hides behind the peach tree')).not.toContain(code('peach'));
    // …in the plural too, whatever the plural's spelling.
    expect(codes('A goat nibbles the blueberry bushes')).not.toContain(code('blueberries'));
    expect(codes('Two girls nap under the lemon trees')).not.toContain(code('lemon'));
    // A tree the emoji set names is its own drawing; a fruit without a tree is the fruit.
    expect(codes('An old man dozes under a palm tree')).toContain(code('palm tree'));
    expect(codes('A girl eats a peach under a tree')).toContain(code('peach'));
  });

  test('bedtime is the night, not a bed', () => {
    const story = plan('A grandpa tells his twins a bedtime story');
    expect(story.time).toBe('night');
    expect(story.glyphs.map((glyph) => glyph.code)).not.toContain(code('person in bed'));
  });

  test('whoever reads with nothing named to read holds a book', () => {
    const aunt = plan('An aunt reads aloud to the toddlers').subjects.find((entry) => entry.does === 'read');
    expect(aunt?.holds).toBe('book');
    // A thing named to read is what is read, and no book is added.
    const paper = plan('A grandad reads the newspaper on the train');
    expect(paper.subjects.find((entry) => entry.does === 'read')?.holds).toBeNull();
    expect(paper.glyphs.map((glyph) => glyph.code)).toContain(code('newspaper'));
  });

  test('a fire named is drawn, not left to the setting', () => {
    expect(codes('A scout roasts marshmallows by the fire')).toContain(code('fire'));
    expect(codes('A dragon breathes fire over the village')).toContain(code('fire'));
  });

  test('outside a house is outside, whatever word describes the house', () => {
    expect(plan('Firefighters spray water on a burning house').setting).toBe('city');
    expect(plan('A crow sits on the roof of the old cottage').setting).toBe('city');
    // Inside it is a room, and "home" after a vehicle is where one goes, not a house.
    expect(plan('A girl sleeps in her own house').setting).toBe('room');
    expect(plan('A student dozes on the bus home').backdrop).not.toBe('doorstep');
  });

  test('a thing after a possessive is drawn: the owner does not make it a modifier', () => {
    expect(codes("A kitten bats the girl's ball under the sofa")).toContain(code('ball'));
    expect(codes("A terrier runs off with the postman's shoe")).toContain(code('shoe'));
    // …but a part of an animal is no thing of its own: a horse's mane is no lion.
    expect(codes("A stable girl combs a pony's mane")).not.toContain(code('lion'));
  });

  test('outside or past a building one goes into is the street at its door', () => {
    expect(plan('A postman cycles past the hospital').setting).toBe('city');
    expect(plan('Two girls skip rope outside the school').setting).toBe('city');
    // Inside it is the building's own room.
    expect(plan('A nurse naps in the hospital').setting).not.toBe('city');
  });

  test('everyday things with no emoji of their own are drawn by the nearest one', () => {
    expect(codes('A dad unloads the groceries from the car')).toContain(code('shopping bags'));
    expect(codes('A birdwatcher peers through binoculars at a heron')).toContain(code('telescope'));
    const measured = codes('A tailor holds a tape measure against the coat');
    expect(measured).toContain(code('straight ruler'));
    expect(measured).not.toContain(code('videocassette'));
  });

  test('a drawing whose name ends in the subject’s noun is that subject, not a second one', () => {
    const mum = plan('A pregnant woman hangs washing in the garden');
    const people = mum.subjects.length + mum.glyphs.filter((glyph) => glyph.role === 'subject').length;
    expect(people).toBe(1);
    const bear = plan('A polar bear dozes on the ice');
    expect(bear.glyphs.filter((glyph) => glyph.role === 'subject')).toEqual([]);
    expect(bear.subjects).toHaveLength(1);
  });

  test('a puddle named is drawn, whatever is done in it', () => {
    for (const prompt of ['A toddler stomps in a muddy puddle', 'A boy splashes in a puddle by the gate'])
      expect(plan(prompt).supports.map((support) => support.kind)).toContain('puddle');
  });

  test('one carried on the shoulders sits astride them, above the carrier’s head', () => {
    for (const prompt of ['A mother carries her son on her shoulders', "A boy rides on his uncle's shoulders"]) {
      const { relations, subjects } = plan(prompt);
      expect(relations).toHaveLength(1);
      expect(relations[0]).toMatchObject({ relation: 'on', part: 'shoulders' });
      // The one up on the shoulders is the higher figure, the smaller one.
      const [rider, carrier] = figuresIn(discSvg(imageRequest(prompt, 'words22:1:2'))).sort((a, b) => a.base - b.base);
      expect(subjects).toHaveLength(2);
      expect(rider!.k).toBeLessThan(carrier!.k);
      expect(Math.abs(rider!.x - carrier!.x)).toBeLessThan(5);
      expect(carrier!.base - rider!.base).toBeGreaterThan(80 * carrier!.k);
    }
  });

  test('one figure alone acting on a thing is seen near enough to read it, whatever the seed', () => {
    const cameras = (prompt: string) =>
      new Set(Array.from({ length: 24 }, (_, n) => planPicture(imageRequest(prompt, `words22:1:${n + 2}`)).camera));
    expect(cameras('A hamster nibbles a strawberry on the windowsill')).not.toContain('wide');
    expect(cameras('An old sailor whittles a spoon on the porch')).not.toContain('wide');
    // With nothing acted on, or two figures, a wide shot still comes.
    expect(cameras('A sailor stands on the porch')).toContain('wide');
  });
});
