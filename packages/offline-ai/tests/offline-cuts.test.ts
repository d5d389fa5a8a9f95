// Drawings moved from code into data (the cuts pass): the sparkles, a ghost's mouth, a juggler's balls, the birds'
// bodies, a driven car's wheel and a model sheet's paper are drawn from src/data/*-art.json as the code drew them.
import { describe, expect, test } from 'vitest';
import { sparkles } from '../src/art';
import { bird } from '../src/art/creatures';
import { figure, type FigureSpec } from '../src/art/figures';
import { createInk } from '../src/art/ink';
import { vehicleArt } from '../src/art/things';
import { lookFor } from '../src/look';
import { createRng } from '../src/prng';
import { paintRequest } from '../src/image';
import { figuresIn } from './panel-svg';

const ink = createInk({ style: 'comic', time: 'day', weather: 'clear', unit: 1 });

describe('the sparkles', () => {
  test('as many four-pointed stars as asked, inside the picture, the same for the same seed', () => {
    const drawn = sparkles(ink, 500, 700, createRng('cuts', 'a'), 7);
    expect(drawn.match(/Z/g)).toHaveLength(7);
    expect(sparkles(ink, 500, 700, createRng('cuts', 'a'), 7)).toBe(drawn);
    const points = [...drawn.matchAll(/M([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(500);
      expect(y).toBeLessThan(700);
    }
  });

  test("a video's phase pulses their size, not where they are", () => {
    const still = sparkles(ink, 400, 400, createRng('cuts', 'b'), 3, 0);
    const later = sparkles(ink, 400, 400, createRng('cuts', 'b'), 3, 0.25);
    expect(later).not.toBe(still);
    const starts = (svg: string) => [...svg.matchAll(/M([\d.]+) /g)].map((m) => m[1]);
    expect(starts(later)).toEqual(starts(still));
  });

  test('none asked, none drawn', () => {
    expect(sparkles(ink, 400, 400, createRng('cuts', 'c'), 0)).toMatch(/^<path d="" fill="#[0-9a-f]{6}"\/>$/);
  });
});

describe('figures drawn from data', () => {
  const spec = (name: string, kind: FigureSpec['look']['kind'], extra: Partial<FigureSpec> = {}): FigureSpec => ({
    look: lookFor(name, kind, 'casual'),
    pose: 'stand',
    expression: 'smile',
    ...extra,
  });

  test("a ghost's mouth is open when it shouts or grins, small when it is calm", () => {
    const shouting = figure(ink, spec('ghost', 'ghost', { expression: 'shock' }), 100, 300, 2, 1);
    const calm = figure(ink, spec('ghost', 'ghost', { expression: 'calm' }), 100, 300, 2, 1);
    expect(shouting).toContain('cx="0.5" cy="-55" rx="3" ry="4.2"');
    expect(calm).toContain('cx="0.5" cy="-55" rx="3" ry="2.4"');
  });

  test('a juggler has three balls in the air over the hands', () => {
    const juggler = figure(ink, spec('juggler', 'person', { pose: 'juggle' }), 100, 300, 2, 1);
    const balls = /<g class="juggled">(.*?)<\/g>/.exec(juggler)?.[1] ?? '';
    expect(balls.match(/<circle/g)).toHaveLength(3);
    expect(figure(ink, spec('walker', 'person'), 100, 300, 2, 1)).not.toContain('juggled');
  });

  test("parrots' kin share the parrot's body and birds of prey the hooked beak; other birds the plain one", () => {
    // One look for all, so that only the body differs.
    const look = lookFor('bird', 'bird', 'casual');
    const drawn = (species: string) => bird(ink, { ...spec('bird', 'bird'), look: { ...look, species } }, 1);
    expect(drawn('macaw')).toBe(drawn('parrot'));
    expect(drawn('falcon')).toBe(drawn('eagle'));
    expect(drawn('falcon')).not.toBe(drawn('parrot'));
    expect(drawn('sparrow')).toBe(drawn('robin'));
    expect(drawn('sparrow')).not.toBe(drawn('owl'));
  });

  test("a driven car's glass shows the wheel; a parked car has none", () => {
    const wheel = 'cx="15" cy="-35" rx="2.4" ry="5"';
    expect(vehicleArt(ink, 'car', 1, undefined, true)).toContain(wheel);
    expect(vehicleArt(ink, 'car', 1)).not.toContain(wheel);
  });
});

describe('a model sheet', () => {
  const sheet = (artStyle: string) =>
    paintRequest({
      prompt: 'a tall lighthouse keeper with a grey beard',
      width: 600,
      height: 800,
      model: 'flux-kontext-pro',
      artStyle,
      hints: { seed: 'cuts', subject: 'character' },
    });

  test('three views of the character on a wash of the paper of its style', () => {
    const comic = sheet('');
    expect(figuresIn(comic)).toHaveLength(3);
    // The wash runs from white in the middle to the style's paper at the edges: another style, another paper.
    const edge = (svg: string) => /fill-rule="evenodd" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(edge(comic)).toBeDefined();
    expect(edge(sheet('watercolor'))).not.toBe(edge(comic));
  });
});
