// Hand work as data (issue 42): `verbs.json`'s `work` schema (fix, sew, carve, fold, assemble, write…) reaches with the
// hands at what it works on; care for a body (`tend`: vaccinate, milk, shear, saddle) leans at the one cared for; a
// group working on one thing works on it, not on each other; a plural noun before the verb stays a noun.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { actOf, asRiding, onTheWay } from '../src/verbs';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'words26:1:2'));
const doer = (prompt: string, noun: string) => plan(prompt).subjects.find((entry) => entry.species === noun)!;

describe('hand work', () => {
  test('a verb of making or mending reaches at its thing instead of standing', () => {
    for (const prompt of ['A clockmaker repairs a pocket watch.', 'A tailor stitches a torn sleeve.']) {
      expect(plan(prompt).subjects[0]!.pose, prompt).toBe('reach');
    }
    for (const verb of ['whittles', 'assembles', 'crochets', 'embroiders', 'dismantles', 'unlocks', 'scribbles']) {
      expect(actOf(`${verb} the thing`)?.schema, verb).toBe('work');
    }
  });

  test('care for an animal turns the carer to the animal', () => {
    const vet = plan('A vet vaccinates a puppy at the clinic.');
    const puppy = vet.subjects.find((entry) => entry.species === 'puppy')!;
    expect(doer('A vet vaccinates a puppy at the clinic.', 'vet')).toMatchObject({ pose: 'lean', target: puppy.name });
    const farm = plan('A farmer milks a goat in the shed.');
    const goat = farm.subjects.find((entry) => entry.species === 'goat')!;
    expect(farm.subjects.find((entry) => entry !== goat)!.target).toBe(goat.name);
  });

  test('two of one noun working on a thing work on it, not on each other', () => {
    const brothers = plan('Two brothers carve a pumpkin on the porch.').subjects;
    expect(brothers.map((entry) => entry.pose)).toEqual(['reach', 'reach']);
    expect(brothers.filter((entry) => entry.target)).toEqual([]);
    // Who acts at a person still turns to them.
    expect(doer('A coach trains a young boxer in the gym.', 'coach')).toMatchObject({ target: 'the boxer' });
  });

  test('a plural noun before the verb stays a noun; wiping a board leans into it', () => {
    expect(plan('A girl with long braids waves at the bus.').subjects[0]!.pose).toBe('wave');
    expect(plan('A teacher erases the whiteboard.').subjects[0]!.pose).toBe('lean');
  });
});

describe('games and rooms', () => {
  test('two who play a board game sit at a table with the board between them, without a tune', () => {
    for (const prompt of ['Two aunts play draughts after lunch.', 'My cousins play checkers in the garage.']) {
      const game = plan(prompt);
      const [one, two] = game.subjects;
      expect(game.things.find((thing) => thing.kind === 'chessboard')?.between, prompt).toEqual([one!.name, two!.name]);
      expect(game.supports, prompt).toContainEqual({ kind: 'table', for: [one!.name, two!.name] });
      expect(game.subjects.map((entry) => entry.pose)).toEqual(['sit', 'sit']);
      expect(game.subjects.map((entry) => entry.act?.schema ?? 'sit')).toEqual(['sit', 'sit']);
    }
    // On a bench they are at the board, not side by side on the seat.
    expect(plan('Two grandpas play chess on a bench by the lake.').supports.map((support) => support.kind)).toEqual([
      'table',
    ]);
  });

  test('a rug or a carpet is indoors, in a living room', () => {
    for (const prompt of ['A hamster naps on the fluffy rug.', 'A boy spills juice on the new carpet.'])
      expect(plan(prompt).setting, prompt).toBe('room');
  });
});

describe('verbs made of what is ridden', () => {
  test('are riding it, drawn under the rider', () => {
    for (const [prompt, thing] of [
      ['An old nun skateboards along the promenade.', 'skateboard'],
      ['Three boys toboggan down an icy slope.', 'sled'],
      ['My uncle kayaked across the bay at dawn.', 'kayak'],
      ['A postman is rollerblading past the bakery.', 'roller skate'],
    ]) {
      const picture = plan(prompt!);
      expect(picture.subjects[0]!.pose, prompt).toBe('ride');
      expect(picture.glyphs.find((glyph) => glyph.word.startsWith(thing!))?.relation?.relation, prompt).toBe('on');
    }
  });

  test('read as riding only where they are the verb', () => {
    expect(asRiding('Two kids sled down the hill, then they bike home.')).toBe(
      'Two kids ride a sled down the hill, then they ride a bicycle home.',
    );
    for (const thing of [
      'A boy drags his sled up the hill.',
      'A girl waxes a wooden sled on the porch.',
      'The skis by the door.',
    ])
      expect(asRiding(thing)).toBe(thing);
  });
});

describe('on the way', () => {
  test('one going to a place indoors is on the street, not inside it', () => {
    for (const prompt of ['A grandma strolls to the bakery in the drizzle.', 'Two boys sprint to the classroom.'])
      expect(plan(prompt).setting, prompt).toBe('city');
    // Going somewhere outdoors is there; being indoors is inside.
    expect(plan('A grandma strolls to the beach.').setting).toBe('beach');
    expect(plan('A grandma naps in the bakery.').setting).not.toBe('city');
    // The whole name of the place goes, not a shorter place it starts with ("vet's" of "vet's office").
    expect(onTheWay("A dog walks to the vet's office in the rain.")).toBe('A dog walks along the street in the rain.');
  });
});
