// Seats, games and the shops things name (issue 42): someone in a wheelchair sits in it whatever they do; "play" is a
// tune only on an instrument; two who fly a kite fly it; a shop is the shop of what is said there; a word before a
// two-word thing is its look, and a particle names no drawing.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { paintPanel } from '../src/art';
import { imageRequest } from './image-request';
import { discSvg, drawingOf } from './panel-svg';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'words28:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const svg = (prompt: string) => paintPanel(imageRequest(prompt, 'words28:1:2'));

describe('seats', () => {
  test('someone in a wheelchair sits in it, whatever they do there; the one pushing it stands', () => {
    for (const prompt of [
      'A man sits in a wheelchair.',
      'A girl in a wheelchair reads a book in the park.',
      'A nurse pushes an old man in a wheelchair down a hospital corridor.',
    ]) {
      const picture = plan(prompt);
      const chair = picture.glyphs.find((glyph) => glyph.code === '1f9bd')!;
      expect(chair, prompt).toBeDefined();
      const sitter = picture.subjects.find((entry) => entry.name === chair.relation?.with)!;
      expect(sitter.pose, prompt).toBe('sit');
      expect(picture.silhouettes, prompt).toEqual([]);
    }
    const pushed = plan('A nurse pushes an old man in a wheelchair down a hospital corridor.');
    expect(pushed.subjects.find((entry) => entry.species === 'nurse')!.pose).toBe('push');
  });

  test('a thing one is in, not a doer: "a girl in a wheelchair reads" is no wheelchair reading', () => {
    const picture = plan('A girl in a wheelchair reads a book in the park.');
    expect(picture.glyphs.find((glyph) => glyph.code === '1f9bd')!.role).toBe('prop');
    expect(picture.subjects[0]!.holds).toBe('book');
  });
});

describe('things that were parts or other senses', () => {
  test('a bone or a skull is a thing; her teeth are her own; a nail is a nail', () => {
    expect(codes('A dog chews a bone on the porch.')).toContain('1f9b4');
    expect(codes('A pirate holds up a skull in a cave.')).toContain('1f480');
    expect(codes('A girl brushes her teeth.')).not.toContain('1f9b7');
    expect(codes('A carpenter hammers a nail into a plank.')).toContain('1f529');
    expect(codes('A carpenter hammers a nail into a plank.')).not.toContain('1f485');
  });

  test('a crab is an animal: one crab, drawn as itself; a wheel is no vehicle, held in the hand', () => {
    const beach = plan('Two kids build a sandcastle while a crab crawls past them on the beach.');
    expect(beach.subjects.filter((entry) => entry.species === 'crab')).toHaveLength(1);
    expect(beach.glyphs.filter((glyph) => glyph.code === '1f980')).toHaveLength(0);
    const tire = plan('A mechanic changes the tire of a red car in a garage.').glyphs.find((g) => g.code === '1f6de')!;
    expect(tire.kind).toBe('o');
  });

  test('a particle names nothing; a colour before a two-word thing is its look', () => {
    expect(codes('A dog digs a hole in the garden while the owner is away.')).not.toContain('1f4a8');
    const watering = plan('A gardener holds a green watering can.');
    expect(watering.silhouettes).toEqual([]);
    expect(watering.relations.map((relation) => relation.what)).not.toContain('green');
  });
});

describe('play', () => {
  test('a tune is played on an instrument; cards, football and running about are no tune', () => {
    const notes = /class="mark mark-notes"/;
    expect(svg('A girl plays the violin on a stage.')).toMatch(notes);
    expect(svg('A man plays a song on the harp.')).toMatch(notes);
    expect(svg('Two old friends play cards at a table in a park.')).not.toMatch(notes);
    expect(svg('A boy plays football in the street.')).not.toMatch(notes);
    expect(svg('Kids play in the yard.')).not.toMatch(notes);
    expect(plan('Kids play in the yard.').subjects[0]!.pose).toBe('jump');
  });

  test('two who fly a kite fly it: the kite is their verb’s, in the sky, no fly of the insect', () => {
    const kite = plan('A boy and his grandfather fly a kite on a windy hill.');
    expect(kite.glyphs.map((glyph) => glyph.code)).not.toContain('1fab0');
    const flown = kite.glyphs.find((glyph) => glyph.code === '1fa81')!;
    expect(flown.object).toBe(true);
    // Flown on a string from the hand, up in the air: the whole kite above the hand that holds its string.
    const painted = discSvg(imageRequest('A boy and his grandfather fly a kite on a windy hill.', 'words28:1:2'));
    const hand = Number(/data-word="kite"><path d="M[\d.]+ ([\d.]+)Q/.exec(painted)![1]);
    const drawn = drawingOf(painted, 'kite');
    expect(drawn.y + drawn.size / 2).toBeLessThan(hand);
    // A bee and a fly are both insects.
    expect(codes('A bee and a fly buzz around a flower.')).toContain('1fab0');
  });
});

describe('the shops things name', () => {
  test('a shop is the shop of what is said there; past a shop is the street outside it', () => {
    expect(codes("A barber trims a man's beard in a small shop.")).toContain('1f488');
    expect(codes('A girl buys a toy in a shop.')).toContain('1f6cd');
    const past = plan('A teenager skateboards down a street past a row of shops.');
    expect(past.setting).toBe('city');
    expect(plan('A man walks past the bakery.').setting).toBe('city');
    // A dinner table is indoors; a snowball is thrown in the snow; a tin can is canned food.
    expect(plan('A boy eats spaghetti at the dinner table.').setting).toBe('room');
    expect(plan('A boy throws a snowball at his sister.').weather).toBe('snow');
    expect(codes('A goat eats a tin can in the farmyard.')).toContain('1f96b');
  });
});

describe('where one acts', () => {
  test('a tree climbed is climbed where it stands, no mountain; a climber alone goes to the mountains', () => {
    const tree = plan('A boy climbs a tree.');
    expect(tree.setting).toBe('meadow');
    expect(tree.supports).toEqual([{ kind: 'tree', for: [tree.subjects[0]!.name] }]);
    expect(plan('A girl climbs up the rocks.').setting).toBe('mountains');
    // Up in a tree or under one, the tree stands there with them: a bough up in it (offline-words29), an oak's shade under it.
    for (const [prompt, kind] of [
      ['A cat is stuck in a tree.', 'bough'],
      ['An owl sits in a tree at night.', 'bough'],
      ['A girl reads under a tree.', 'oak'],
    ])
      expect(
        plan(prompt!).supports.map((support) => support.kind),
        prompt,
      ).toEqual([kind]);
  });

  test('a thing kept in use on a seat puts its doer on the seat; a verb after two dogs is theirs', () => {
    const couch = plan('A man reads a newspaper on the couch.');
    expect(couch.subjects[0]!.pose).toBe('sit');
    expect(couch.glyphs.find((glyph) => glyph.code === '1f6cb')!.relation).toMatchObject({
      relation: 'on',
      with: couch.subjects[0]!.name,
    });
    const tug = plan('Two dogs play tug of war with a rope in the yard.');
    expect(tug.subjects.map((entry) => entry.species)).toEqual(['dog', 'dog']);
    // …only on a thing one can be at: candles blown out on a cake are the cake's own (offline-words29), blown at, no seat.
    const cake = plan('A little girl blows out the candles on her birthday cake.');
    expect(cake.glyphs.map((glyph) => glyph.code)).toEqual(['1f382']);
    expect(cake.subjects[0]!.pose).not.toBe('sit');
    // A kid who slides down a slide slides, not pushes it (a particle is no thing acted on).
    expect(plan('A kid slides down a slide at the playground.').subjects[0]!.pose).toBe('slide');
    // A part of someone's body is theirs: a newspaper on his chest is no treasure chest.
    expect(plan('A grandfather naps in an armchair with a newspaper on his chest.').things).toEqual([]);
    // Laundry hung on a line is held up, not the body hung upside down.
    expect(plan('A woman hangs laundry on a line in the backyard.').subjects[0]!.act?.schema).toBe('dangle');
  });
});
