// The painter's drawing code made smaller with every picture the same (the drawcuts pass): where a drawing goes by its
// relation to a body is a table (figure-art.json `glyphAt`), a frame drawing's rows and parts bind their names one way,
// and a fish, a whale or a dragon falls back to its plain drawing.
import { describe, expect, test } from 'vitest';
import { layGlyphs, type Body } from '../src/art/glyphs';
import { figure, type FigureSpec } from '../src/art/figures';
import { paintFrame } from '../src/art/drawing';
import { createInk } from '../src/art/ink';
import type { GlyphPlan } from '../src/glyph-plan';
import { lookFor } from '../src/look';
import { createRng } from '../src/prng';

const ink = createInk({ style: 'comic', time: 'day', weather: 'clear', unit: 1 });
const DISC = '<circle cx="18" cy="18" r="18"/>';

/** One thing laid by a body 200 tall standing at (300, 700) facing right: the thing's centre and size, and the body's foot. */
function laid(
  code: string,
  kind: GlyphPlan['kind'],
  relation: string,
  placed: 'it' | 'other',
  extra: Partial<Body> = {},
) {
  const body: Body = { name: 'Wren', x: 300, base: 700, height: 200, facing: 1, ...extra };
  const glyph = {
    ...{ word: 'thing', code, kind, role: 'prop', count: 1, size: null, by: null, pose: 'stand' },
    relation: { relation, with: 'Wren', placed },
  } as GlyphPlan;
  const frame = { W: 800, H: 1000, groundY: 880, horizon: 560, person: 200 };
  const { behind, front, bodies } = layGlyphs([glyph], new Map([[code, DISC]]), [body], frame);
  const svg = front || behind;
  const [x, y, size] = [...svg.matchAll(/<svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)"/g)][0]!.slice(1).map(Number);
  return { x: x! + size! / 2, foot: y! + size!, size: size!, front: Boolean(front), base: bodies[0]!.base };
}

describe('a drawing by its relation to a body', () => {
  test('a body on a thing is lifted onto its top; a thing on a body sits on its head, drawn over it', () => {
    const rock = laid('1faa8', 'o', 'on', 'other');
    expect(rock.base).toBeCloseTo(700 - rock.size * 0.82, 1);
    expect(rock.front).toBe(false);
    const hat = laid('1f452', 'o', 'on', 'it');
    expect(hat.foot).toBeCloseTo(700 - 200 * 0.92, 0);
    expect(hat.front).toBe(true);
  });

  test('under a sofa the body is hidden by it, its front peeking out; under a held thing, the thing is over the head', () => {
    const sofa = laid('1f6cb', 'o', 'under', 'other');
    expect(sofa.x).toBeCloseTo(300 - sofa.size * 0.3, 0);
    expect(sofa.front).toBe(true);
    const umbrella = laid('2602', 'o', 'under', 'other');
    expect(umbrella.foot).toBeCloseTo(700 - 200 * 0.85, 0);
  });

  test('in a box the body stands half out of it, the box in front; behind a newspaper held up, the paper is at the face', () => {
    const box = laid('1f4e6', 'o', 'in', 'other');
    expect(box.front).toBe(true);
    expect(box.base).toBeLessThan(700);
    const hiding = { act: 'hide', hand: [330, 600] as [number, number], mouth: [316, 540] as [number, number] };
    const paper = laid('1f4f0', 'o', 'behind', 'other', hiding);
    expect(paper.x).toBeCloseTo(316, 0);
    expect(paper.front).toBe(true);
    const bush = laid('1f333', 'g', 'behind', 'other');
    expect(bush.front).toBe(true);
    expect(bush.x).toBeGreaterThan(300);
  });

  test('a thing a body is beside stands at its side on the ground, behind it', () => {
    const ball = laid('26bd', 'o', 'beside', 'it');
    expect(ball.x).toBeGreaterThan(300 + 200 * 0.3);
    expect(ball.foot).toBeCloseTo(700, 0);
    expect(ball.front).toBe(false);
  });
});

describe('frame drawings', () => {
  test("a row binds each name to its value, over the caller's names; colours and words are constants", () => {
    const shapes = [
      {
        each: [
          [1, 'a'],
          [2.25, 'b'],
        ],
        as: ['n', 's'],
        draw: ['<x v="[n*k]" s="[s]" c="[n>1 ? #ff0000 : \'blue\']"/>'],
      },
    ];
    expect(paintFrame({ ink, words: '' }, shapes, { k: 3 })).toBe(
      '<x v="3" s="a" c="blue"/><x v="6.8" s="b" c="#ff0000"/>',
    );
  });
});

describe('creatures fall back to their plain drawing', () => {
  const spec = (kind: FigureSpec['look']['kind'], species: string, pose: FigureSpec['pose'] = 'stand'): FigureSpec => ({
    look: { ...lookFor(kind, kind, 'casual'), species },
    pose,
    expression: 'smile',
  });
  const drawn = (s: FigureSpec) => figure(ink, s, 100, 300, 2, 1);

  test('a goldfish is the plain fish, a shark its own; a porpoise the plain whale, a dolphin its own', () => {
    expect(drawn(spec('fish', 'goldfish'))).toBe(drawn(spec('fish', 'fish')));
    expect(drawn(spec('fish', 'shark'))).not.toBe(drawn(spec('fish', 'fish')));
    expect(drawn(spec('whale', 'porpoise'))).toBe(drawn(spec('whale', 'whale')));
    expect(drawn(spec('whale', 'dolphin'))).not.toBe(drawn(spec('whale', 'whale')));
  });

  test('a dragon asleep or fighting has its own drawing; flying, the standing one', () => {
    const body = (pose: FigureSpec['pose']) =>
      /class="figure">(.*)<\/g>/.exec(drawn(spec('dragon', 'dragon', pose)))![1];
    expect(body('sleep')).not.toBe(body('stand'));
    expect(body('fight')).not.toBe(body('stand'));
    expect(body('fly')).toBe(body('stand'));
  });

  test("a seated robot's feet are on the floor in front of its hips; an umbrella's shaft runs from the hand to the canopy", () => {
    const robot = figure(ink, spec('robot', 'robot', 'sit'), 0, 0, 1, 1);
    expect(robot).toContain('<rect x="10" y="-5" width="12" height="5.5" rx="1.5"');
    expect(robot).toContain('<rect x="14" y="-5" width="12" height="5.5" rx="1.5"');
    const person = { ...spec('person', 'walker'), holds: 'umbrella' as const };
    expect(figure(ink, person, 0, 0, 1, 1)).toMatch(/<path d="M[\d.-]+ [\d.-]+q0 5 -4 4M[\d.-]+ [\d.-]+L10 -132"/);
  });
});

test('the same seed paints the same frame drawing', () => {
  const shapes = [{ let: { a: 'r(0, 10)' } }, '<x a="[a]"/>'];
  const paint = () => paintFrame({ ink, rng: createRng('drawcuts', 'a'), words: '' }, shapes, {});
  expect(paint()).toBe(paint());
});
