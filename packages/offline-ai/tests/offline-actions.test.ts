// The verb table (src/data/verbs.json, read by src/verbs.ts): verbs by the body schema that shows them, read by their
// stem and particle, acted out in the plan and the SVG (tried on packages/offline-ai/tuning-7.txt, never on the
// held-out sets). The prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { SCHEMAS, actOf, stemOf } from '../src/verbs';
import table from '../src/data/verbs.json' with { type: 'json' };
import bodies from '../src/data/bodies.json' with { type: 'json' };
import actions from '../src/data/actions.json' with { type: 'json' };
import { imageRequest } from './image-request';
import { type DrawnFigure, discSvg, drawingOf, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'actions:1:2');
const svgOf = (prompt: string) => discSvg(request(prompt));
/** The middle's height of the drawing of a word in a panel. */
const middleOf = (svg: string, word: string) => drawingOf(svg, word).y;
const marksIn = (svg: string) => [...svg.matchAll(/class="mark mark-([a-z]+)"/g)].map((match) => match[1]);

describe('the verb table', () => {
  test('holds several hundred verbs, each by a schema whose pose has a body, whose place and mark are drawn', () => {
    const verbs = Object.values(table.verbs).flatMap((words) => words.split(' '));
    expect(verbs.length).toBeGreaterThan(400);
    expect(new Set(verbs).size).toBe(verbs.length);
    const places = new Set([...Object.keys(table.places), ...Object.keys(actions.bodyActs), 'hand']);
    for (const [name, schema] of Object.entries(SCHEMAS)) {
      expect(Object.keys(bodies.bodies), name).toContain(schema.pose);
      if (schema.object) expect([...places], name).toContain(schema.object);
      if (schema.mark) expect(Object.keys(table.marks), name).toContain(schema.mark);
    }
    // Every phrasal verb's schema and every irregular's stem is in the table.
    for (const schema of Object.values(table.phrasal)) expect(Object.keys(SCHEMAS)).toContain(schema);
  });

  test('reads inflections by rule and irregular pasts by the table, a bare stem only straight after its subject', () => {
    expect(
      ['hurls', 'tosses', 'carries', 'tossing', 'dropped', 'stopping', 'waltzed', 'threw', 'caught', 'nibbling'].map(
        (word) => stemOf(word, false),
      ),
    ).toEqual(['hurl', 'toss', 'carry', 'toss', 'drop', null, 'waltz', 'throw', 'catch', 'nibble']);
    // "-ss" is no third person ("dress"), and a bare noun is no verb after an article ("a bow tie").
    expect(stemOf('dress', false)).toBeNull();
    expect(actOf('in a bow tie gulps his juice')).toMatchObject({ verb: 'gulp', schema: 'drink' });
    expect(actOf('race down the lane')).toMatchObject({ verb: 'race', schema: 'race' });
  });

  test('a particle makes a phrasal verb: bumping into, stumbling over, pulling out, knocking over', () => {
    expect(actOf('bumps into a fridge')).toMatchObject({ schema: 'bump', particle: 'into' });
    expect(actOf('stumbled over a root')).toMatchObject({ verb: 'stumble', schema: 'trip', particle: 'over' });
    expect(actOf('pulls a coin out of his ear')).toMatchObject({ schema: 'produce', particle: 'out' });
    expect(actOf('knocks over a vase')).toMatchObject({ schema: 'topple' });
    expect(actOf('walks in the park')).toMatchObject({ verb: 'walk', schema: 'lead' });
  });
});

describe('verbs acted out', () => {
  test('a verb the poses never read takes its schema’s pose and mark; a standing figure draws none', () => {
    const snoring = planPicture(request('A man snores on the sofa'));
    expect(snoring.subjects[0]).toMatchObject({ pose: 'sleep', act: { verb: 'snore', schema: 'sleep' } });
    expect(marksIn(svgOf('A man snores on the sofa'))).toEqual(['zzz']);
    // A sleeping cat's rig draws its own z's: not twice.
    expect(marksIn(svgOf('A cat snores on the sofa'))).toEqual([]);
    expect(marksIn(svgOf('A girl hums in the park'))).toEqual(['notes']);
    expect(planPicture(request('A boy thumps a drum in the garage')).subjects[0]!.pose).toBe('fight');
    expect(marksIn(svgOf('A boy thumps a drum in the garage'))).toEqual(['impact']);
    expect(planPicture(request('A girl whispers to her grandfather')).subjects[0]).toMatchObject({
      pose: 'lean',
      target: expect.any(String),
    });
    expect(marksIn(svgOf('A man stands in the park'))).toEqual([]);
    // A verb the body acts out alone names no thing by a keyword ("hides" is no see-no-evil monkey); a tool verb still does.
    expect(
      planPicture(request('A boy hides behind a sofa in the living room')).glyphs.map((glyph) => glyph.word),
    ).not.toContain('hides');
    expect(
      planPicture(request('A girl photographs a squirrel in the park')).glyphs.map((glyph) => glyph.word),
    ).toContain('photographs');
  });

  test('what is acted on goes where the schema says: in the air when tossed, falling when dropped, at the mouth when nibbled', () => {
    const held = middleOf(svgOf('A boy holds a pizza in the kitchen'), 'pizza');
    const tossed = middleOf(svgOf('A boy tosses a pizza in the kitchen'), 'pizza');
    const dropped = middleOf(svgOf('A boy drops a pizza in the kitchen'), 'pizza');
    expect(tossed).toBeLessThan(dropped - 60);
    expect(tossed).toBeLessThan(held - 60);
    // How high on its holder the carrot is, in the holder's own units (the two may be framed apart).
    const upOn = (prompt: string) => {
      const svg = svgOf(prompt);
      const [girl] = figuresIn(svg);
      return (girl!.base - middleOf(svg, 'carrot')) / girl!.k;
    };
    expect(upOn('A girl nibbles a carrot in the garden')).toBeGreaterThan(
      upOn('A girl holds a carrot in the garden') + 10,
    );
    // A stock prop in the hand moves the same way.
    expect(svgOf('A girl tosses a book in the park')).toContain('held-book held-air');
    expect(svgOf('A boy drops a cup in the kitchen')).toContain('held-cup held-falling');
    expect(svgOf('A boy holds a cup in the kitchen')).not.toContain('held-cup held-');
  });

  test('what a particle names is acted on, not placed by its preposition: a log tripped over lies at the feet', () => {
    const plan = planPicture(request('A jogger stumbles over a log in the park'));
    // Whoever the jogger is drawn as (someone on a rig, or the vocabulary's runner), the log is what it trips over.
    const jogger = plan.subjects.find((entry) => /jogger/.test(entry.name))?.name ?? 'jogger';
    expect(plan.glyphs.find((glyph) => glyph.word === 'log')).toMatchObject({
      object: true,
      by: jogger,
      relation: null,
    });
    const svg = svgOf('A jogger stumbles over a log in the park');
    expect(marksIn(svg)).toEqual(['impact']);
    // On the ground in the frame's lower half, not over the jogger's head.
    expect(middleOf(svg, 'log')).toBeGreaterThan(400);
  });

  test('a look is a dashed line of sight from the eyes to what is looked at', () => {
    const svg = svgOf('A woman stares at a spider in the kitchen');
    expect(planPicture(request('A woman stares at a spider in the kitchen')).subjects[0]!.act).toMatchObject({
      schema: 'look',
      particle: 'at',
    });
    expect(svg).toMatch(/class="mark mark-gaze" d="M[\d.]+ [\d.]+L[\d.]+ [\d.]+"[^>]*stroke-dasharray/);
  });
});

type Point = [number, number];
/** A point of a pose's body (bodies.json) in the panel, turned and placed as the figure read back from the SVG. */
function rigPoint(figure: DrawnFigure, point: Point): Point {
  const turn = (figure.lean * Math.PI) / 180;
  const [px, py] = [point[0], point[1] + 40];
  const local = [
    px * Math.cos(turn) - py * Math.sin(turn),
    px * Math.sin(turn) + py * Math.cos(turn) - 40 + figure.lift,
  ];
  return [figure.x + figure.facing * figure.k * local[0]!, figure.base + figure.k * local[1]!];
}
const HANDS = bodies.bodies as unknown as Record<string, { frontHand: Point }>;

describe('what a verb acts on is attached to the body part drawn', () => {
  test('a thing in the hand is at the drawn hand of the pose, for a throw, a carry and a grab alike', () => {
    for (const [prompt, word] of [
      ['A girl throws an apple at the wall', 'apple'],
      ['A man carries a pumpkin across the yard', 'pumpkin'],
      ['A boy grabs a lemon from the table', 'lemon'],
    ] as const) {
      const plan = planPicture(request(prompt));
      const svg = svgOf(prompt);
      const [doer] = figuresIn(svg);
      expect(doer, prompt).toBeDefined();
      const hand = rigPoint(doer!, HANDS[plan.subjects[0]!.pose]!.frontHand);
      const thing = drawingOf(svg, word);
      // Its middle within a few hand-widths of the hand (the figure is about 100 × k tall).
      expect(Math.hypot(thing.x - hand[0], thing.y - hand[1]), prompt).toBeLessThan(14 * doer!.k);
    }
  });

  test('a thing eaten or drunk is at the head’s mouth, and the hand is raised to it', () => {
    const prompt = 'A woman munches a pretzel on the porch';
    const svg = svgOf(prompt);
    const [doer] = figuresIn(svg);
    const mouth = rigPoint(doer!, [8, -80]);
    const thing = drawingOf(svg, 'pretzel');
    expect(Math.hypot(thing.x - mouth[0], thing.y - mouth[1])).toBeLessThan(14 * doer!.k);
    const hand = rigPoint(doer!, HANDS[planPicture(request(prompt)).subjects[0]!.pose]!.frontHand);
    expect(Math.hypot(hand[0] - mouth[0], hand[1] - mouth[1])).toBeLessThan(12 * doer!.k);
  });

  test('a dog fetching holds the stick at its mouth, not beside it', () => {
    const svg = svgOf('A dog fetches a stick by the lake');
    expect(svg).toContain('carried carried-mouth');
  });

  test('two parties of a giving verb face each other within reach, the thing in the giver’s hand between them', () => {
    const prompt = 'A girl hands a peach to her brother in the garden';
    const plan = planPicture(request(prompt));
    expect(plan.subjects).toHaveLength(2);
    const svg = svgOf(prompt);
    const [a, b] = figuresIn(svg);
    expect(a!.facing).not.toBe(b!.facing);
    // Each faces the other, and they stand no further apart than the giver's arm and the receiver's.
    expect(Math.sign(b!.x - a!.x)).toBe(a!.facing);
    expect(Math.abs(b!.x - a!.x)).toBeLessThan(90 * a!.k);
    const peach = drawingOf(svg, 'peach');
    expect(peach.x).toBeGreaterThan(Math.min(a!.x, b!.x));
    expect(peach.x).toBeLessThan(Math.max(a!.x, b!.x));
    const hands = [a!, b!].map((figure) => rigPoint(figure, HANDS['reach']!.frontHand));
    expect(Math.min(...hands.map((hand) => Math.hypot(peach.x - hand[0], peach.y - hand[1])))).toBeLessThan(14 * a!.k);
  });
});

describe('who acts with the thing, and where its marks go', () => {
  test('a thing taken "with" after the one acted on is the doer’s, not the one acted on', () => {
    const plan = planPicture(request('A father feeds his son with a spoon'));
    const spoon = plan.glyphs.find((glyph) => glyph.word === 'spoon');
    expect(spoon?.by).toBe(plan.subjects.find((entry) => /father|dad/i.test(entry.name + entry.species))?.name);
  });

  test('a mark at the mouth is drawn at the drawn rig’s mouth', () => {
    const svg = svgOf('A boy hums in the meadow');
    const [doer] = figuresIn(svg);
    const mouth = rigPoint(doer!, [8, -80]);
    const at = /class="mark mark-notes" transform="translate\(([\d.-]+) ([\d.-]+)\)/.exec(svg);
    expect(at).not.toBeNull();
    expect(Math.hypot(Number(at![1]) - mouth[0], Number(at![2]) - mouth[1])).toBeLessThan(2);
  });
});

describe('verbs of aiming, balancing and cleaning', () => {
  test('an archer aims with the arrow in the raised hand; a vacuum is pushed, its tool at the hands', () => {
    const prompt = 'An archer aims an arrow at the sky';
    expect(planPicture(request(prompt)).subjects[0]).toMatchObject({ pose: 'throw', act: { schema: 'throw' } });
    const svg = svgOf(prompt);
    const [doer] = figuresIn(svg);
    const hand = rigPoint(doer!, HANDS['throw']!.frontHand);
    const arrow = drawingOf(svg, 'arrow');
    expect(Math.hypot(arrow.x - hand[0], arrow.y - hand[1])).toBeLessThan(14 * doer!.k);
    expect(arrow.y).toBeLessThan(doer!.base - 80 * doer!.k);
    const cleaning = planPicture(request('A woman vacuums the rug'));
    expect(cleaning.subjects[0]!.pose).toBe('push');
    expect(cleaning.glyphs.find((glyph) => glyph.by === cleaning.subjects[0]!.name)).toBeDefined();
  });

  test('what is aimed at is not in the hand; what is thrown is', () => {
    const plan = planPicture(request('A girl throws a dart at a board'));
    const doer = plan.subjects[0]!.name;
    expect(plan.glyphs.find((glyph) => glyph.word === 'dart')?.by).toBe(doer);
    expect(plan.glyphs.find((glyph) => glyph.word === 'board')?.by).toBeNull();
  });

  test('an animal balances what it acts on at its nose, not beside it on the ground', () => {
    const svg = svgOf('A seal balances a ball on its nose');
    const seal = drawingOf(svg, 'seal');
    const ball = drawingOf(svg, 'ball');
    expect(ball.y).toBeLessThan(seal.y);
    expect(Math.abs(ball.x - seal.x)).toBeLessThan(seal.size * 0.6);
  });
});
