// Composition tests for relations: the plan reads where the prompt puts a thing (on, under, in, behind, above,
// through, from, past), who turns to whom (a giver and a receiver, two of one plural noun), and the staged drawings
// keep it: what is climbed onto is under the climber, what something hides under covers it, what it sits in holds it.
import { describe, expect, test } from 'vitest';
import { layGlyphs, type Body } from '../src/art/glyphs';
import type { GlyphPlan } from '../src/glyph-plan';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'relations:1:2'));
/** The glyph a prompt draws for a word, and its relation. */
const glyphOf = (prompt: string, word: string) => plan(prompt).glyphs.find((glyph) => glyph.word === word);

describe('the plan reads where a thing is', () => {
  test('on, in, under, behind, above, through, from and past each place the thing by the one named before it', () => {
    const cases: [string, string, string][] = [
      ['A hedgehog naps inside a basket.', 'basket', 'in'],
      ['A raccoon hides under a couch.', 'couch', 'under'],
      ['A goldfish swims behind a rock.', 'rock', 'behind'],
      ['An eagle soars above a tractor.', 'tractor', 'above'],
      ['A puppy leaps through a tyre.', 'tyre', 'through'],
      ['A parrot peeks out of a teapot.', 'teapot', 'from'],
      ['A snail crawls past a mushroom.', 'mushroom', 'beside'],
    ];
    for (const [prompt, word, relation] of cases)
      expect(glyphOf(prompt, word)?.relation?.relation, prompt).toBe(relation);
  });

  test('a part of a thing ("onto the roof of a van", "on the edge of a bathtub") places on the thing, named as its top', () => {
    const van = glyphOf('A cat climbs onto the roof of a van.', 'van');
    expect(van?.relation).toMatchObject({ relation: 'on', part: 'roof' });
    // The part is no thing of its own (an edge is no ruler), and a climber on a named thing climbs no cliff.
    const tub = plan('A goat stands on the edge of a bathtub.');
    // (its room's own drawings, a bathroom's toilet, stand along the back)
    expect(tub.glyphs.filter((glyph) => glyph.role !== 'place').map((glyph) => glyph.word)).toEqual(['bathtub']);
    expect(tub.glyphs[0]!.relation).toMatchObject({ relation: 'on', part: 'edge' });
    expect(plan('A cat climbs onto the roof of a van.').supports).toEqual([]);
  });

  test('a sitter or hider keeps its place ("sits on", "hides behind"); a phrasal verb that acts on its thing does not', () => {
    expect(glyphOf('A squirrel sits on a postbox.', 'postbox')?.relation?.relation).toBe('on');
    expect(glyphOf('A jogger trips over a hose.', 'hose')?.relation ?? null).toBeNull();
  });

  test('"up" places only a climber, and "over" after a verb of speech is what it is about', () => {
    expect(glyphOf('A gecko climbs up a door.', 'door')?.relation?.relation).toBe('on');
    expect(plan('A boy picks up a pillow.').glyphs.every((glyph) => !glyph.relation)).toBe(true);
    const sisters = plan('Two sisters quarrel over a doll.');
    expect(sisters.glyphs.every((glyph) => !glyph.relation)).toBe(true);
    expect(sisters.relations).toEqual([]);
  });

  test('a person never stands inside a hand-sized thing: what they do something in is in their hand', () => {
    const jar = glyphOf('A boy gathers chestnuts in a basket.', 'basket');
    expect(jar?.relation ?? null).toBeNull();
    expect(jar?.by).toBeTruthy();
    expect(jar?.object).toBe(true);
  });
});

describe('two parties face each other', () => {
  test('a giver turns to whom it gives, also when both are added from the prompt’s nouns', () => {
    const pass = plan('A waiter passes a menu to a customer.');
    const waiter = pass.subjects.find((entry) => entry.species === 'waiter');
    expect(waiter?.target).toBe(pass.subjects.find((entry) => entry.species === 'customer')?.name);
  });

  test('two of one plural noun do a verb of speech to each other', () => {
    const [first, second] = plan('Two sisters quarrel over a doll.').subjects;
    expect(first?.target).toBe(second?.name);
  });
});

describe('motion: who moves past or after whom', () => {
  test('a doing word before a noun is what that noun does, not its subject’s verb ("creeps past a dozing badger")', () => {
    const [beetle, badger] = plan('A beetle creeps past a dozing badger.').glyphs;
    expect([beetle?.word, beetle?.pose]).toEqual(['beetle', 'tiptoe']);
    expect([badger?.word, badger?.pose, badger?.relation?.relation]).toEqual(['badger', 'sleep', 'beside']);
  });

  test('a chaser is on one side, what it chases ahead of it on the ground, a body apart, facing the same way', () => {
    const chase = plan('A hyena chases a scooter across the plain.');
    const scooter = chase.glyphs.find((glyph) => glyph.word === 'scooter')!;
    expect([scooter.by, scooter.object]).toEqual(['hyena', true]);
    const racer: Body = { name: 'hyena', x: 150, base: 700, height: 120, facing: 1, act: 'race' };
    const laid = layGlyphs([scooter], new Map([[scooter.code, '<path d="M0 0h36v36H0z"/>']]), [racer], {
      W: 600,
      H: 800,
      groundY: 700,
      horizon: 450,
      person: 180,
    });
    const box = /<svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)"/.exec(laid.behind)!;
    const [x, y, size] = [Number(box[1]), Number(box[2]), Number(box[3])];
    expect(x).toBeGreaterThan(150 + 120 * 0.5);
    expect(y + size).toBeCloseTo(700, 0);
    // Facing right like the racer: Twemoji faces left, so it is mirrored.
    expect(laid.behind).toContain('scale(-1 1)');
    expect(x + size).toBeLessThanOrEqual(600);
  });
});

describe('the staged drawings keep the relation', () => {
  const frame = { W: 600, H: 800, groundY: 700, horizon: 450, person: 180 };
  const square = '<path d="M0 0h36v36H0z"/>';
  const body = (): Body => ({ name: 'Pip', x: 300, base: 700, height: 80, facing: 1 });
  const thing = (
    code: string,
    kind: GlyphPlan['kind'],
    relation: NonNullable<GlyphPlan['relation']>['relation'],
    part?: string,
  ): GlyphPlan => ({
    word: code,
    code,
    kind,
    role: 'prop',
    count: 1,
    size: null,
    by: null,
    relation: { relation, with: 'Pip', placed: 'other', ...(part ? { part } : {}) },
    pose: 'stand',
  });
  const lay = (glyph: GlyphPlan) => {
    const laid = layGlyphs([glyph], new Map([[glyph.code, square]]), [body()], frame);
    const box = /<svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)"/.exec(laid.behind + laid.front)!;
    const [x, y, size] = [Number(box[1]), Number(box[2]), Number(box[3])];
    return {
      left: x,
      right: x + size,
      top: y,
      foot: y + size,
      size,
      front: laid.front.length > 0,
      body: laid.bodies[0]!,
    };
  };

  test('under furniture: it stands on the ground, in front, larger than the body, the body beneath its top', () => {
    // 1f6cb is the couch, a piece of furniture (src/data/sizes.json).
    const couch = lay(thing('1f6cb', 'o', 'under'));
    expect(couch.foot).toBeCloseTo(700, 0);
    expect(couch.front).toBe(true);
    expect(couch.size).toBeGreaterThanOrEqual(80 * 1.7 - 0.5);
    expect(couch.body.base).toBe(700);
    expect(couch.top).toBeLessThan(700 - 80);
    // The body's front peeks out at the side it faces, still within reach of the couch.
    expect(300).toBeGreaterThan((couch.left + couch.right) / 2);
    expect(300).toBeLessThan(couch.right);
  });

  test('under a thing held up (not standing on the ground): over the body', () => {
    const shade = lay(thing('2602', 'o', 'under'));
    expect(shade.foot).toBeLessThan(700 - 80 * 0.5);
  });

  test('in a hand-sized container: in front, round the body, the body lifted with its top out of it', () => {
    const basket = lay(thing('1f9fa', 'o', 'in'));
    expect(basket.front).toBe(true);
    expect(basket.size).toBeGreaterThanOrEqual(80 * 1.05 - 0.5);
    expect(basket.size).toBeLessThanOrEqual(80 * 1.6 + 0.5);
    expect(basket.body.base).toBeLessThan(700);
    // The body's top is above the container's, its feet inside it.
    expect(basket.body.base - 80).toBeLessThan(basket.top);
    expect(basket.body.base).toBeGreaterThan(basket.top);
  });

  test('on the roof of a vehicle: the body stands at its top, not its middle', () => {
    const roof = lay(thing('1f690', 'v', 'on', 'roof'));
    const seat = lay(thing('1f690', 'v', 'on'));
    expect(roof.body.base).toBeLessThanOrEqual(roof.foot - roof.size * 0.8);
    expect(seat.body.base).toBeGreaterThan(roof.body.base);
  });
});

describe('each doer of a two-clause prompt acts', () => {
  const doer = (prompt: string, species: string) =>
    plan(prompt).subjects.find((entry) => entry.species === species || entry.noun === species);

  test('a verb after "while", "as", "and" or "but" is the second doer\'s, never the first one\'s', () => {
    const cases: [string, string, string, string][] = [
      ['A potter shapes a vase while a parrot pecks a grape.', 'potter', 'parrot', 'peck'],
      ['A sailor whistles as a puppy gnaws a rope.', 'sailor', 'puppy', 'gnaw'],
      ['A jester bows but a toddler yawns.', 'jester', 'toddler', 'yawn'],
    ];
    for (const [prompt, first, second, verb] of cases) {
      expect(doer(prompt, second)?.act?.verb, prompt).toBe(verb);
      expect(doer(prompt, first)?.act?.verb, prompt).not.toBe(verb);
      // The first one acts on nobody the next clause names.
      expect(doer(prompt, first)?.target ?? null, prompt).toBeNull();
    }
  });

  test("a part named with a pronoun the doer cannot own is the other's: the doer turns to them", () => {
    const puppy = doer('A fisherman dozes as his puppy licks his nose.', 'puppy');
    const fisherman = doer('A fisherman dozes as his puppy licks his nose.', 'fisherman');
    expect(puppy?.act?.schema).not.toBe('self');
    expect(puppy?.target).toBe(fisherman?.name);
    // A part the doer can own stays its own ("her brother scratches his nose").
    expect(doer('A nurse hums and her brother scratches his nose.', 'brother')?.act?.schema).toBe('self');
  });
});
