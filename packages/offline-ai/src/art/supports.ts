// What figures climb, sit on, play at, reach up to or jump over (a cliff, a wall, a tree, a ladder, a bench, a table, a
// shelf of books, a puddle) and a lasso's rope between two figures, drawn in picture pixels around where the figures stand. `k` is pixels
// per unit of a person 100 units tall.
import type { Ink } from './ink';
import type { Rng } from '../prng';
import { paintFrame, type FrameShape } from './drawing';
import supports from '../data/support-art.json' with { type: 'json' };

export type Point = [number, number];
/** What a climber goes up. */
export type Climbable = 'cliff' | 'wall' | 'tree' | 'ladder' | 'rope';

/** The props a prompt asks for that the setting does not draw itself (a picnic blanket, a campfire, a treasure chest), on the ground; `rng` places some. */
export const asked = (ink: Ink, rng: Rng, words: string, scope: Record<string, number>) =>
  paintFrame({ ink, rng, words }, supports.props as FrameShape[], scope);

const SPARKLES = supports.sparkles as FrameShape[];
/** `count` four-pointed sparkles scattered over the picture, pulsing with `phase` (a video's frames). */
export const sparkles = (ink: Ink, W: number, H: number, rng: Rng, count: number, phase = 0) =>
  paintFrame({ ink, rng, words: '' }, SPARKLES, { W, H, u: ink.unit, PI: Math.PI, count, phase });

/**
 * A support drawn from data/support-art.json at the given measures (and colours: a sleeve, a skin), `k` the scale:
 * a park `bench` seen from the front (its seat from `left` to `right` at `seatY`, legs to `floor`), a `stool` under one
 * seated figure at `x`, a `table` (its top centred on `x` at `topY`, `width` wide), a bookcase `shelf` on the far side of
 * `near` (`away`: 1 to the right) up to `top`, a `puddle` centred at (`x`, `y`), a `reef` of corals around `x` on the sea
 * floor, a `finish` line across the ground at `x`, and `stairs` seen side on, rising from `x` toward `up` (1: to the
 * right), `steps` steps of 14 by 20 units with a banister.
 */
export const support = (ink: Ink, name: string, scope: Record<string, number | string>) =>
  paintFrame({ ink, words: '' }, (supports as unknown as Record<string, FrameShape[]>)[name]!, scope);

/**
 * A climbable surface whose face is at `face` (the climber's hands touch it), reaching away from the climber (`away`: 1
 * to the right) to the frame's edge, from the top of the frame down to `bottom`.
 */
export function climbable(ink: Ink, kind: Climbable, face: number, away: number, k: number, bottom: number, W: number) {
  return support(ink, `climb/${kind}`, { face, away, k, bottom, edge: away > 0 ? W + 20 : -20 });
}

/** A lasso: a loop swung over the thrower's hand, the rope out to a noose around the other's neck. */
export const lasso = (ink: Ink, hand: Point, neck: Point, k: number, noose: number) =>
  support(ink, 'lasso', { hx: hand[0], hy: hand[1], nx: neck[0], ny: neck[1], k, noose });

/** Where a figure at `x` stands on the `stairs` support: the top of the step under it. */
export function stairTop(x: number, stairX: number, up: 1 | -1, floor: number, k: number, steps = 6): number {
  const run = 20 * k;
  const step = Math.max(0, Math.min(steps - 1, Math.floor((up * (x - (stairX - up * run * 3.5))) / run)));
  return floor - 14 * k * (step + 1);
}

/**
 * A big leafy tree (an oak): a trunk from the ground at `trunkX` up to a wide crown centred on `crown`, and a bough
 * from the trunk out to `bough` when given (the one a faller drops from).
 */
export function bigTree(ink: Ink, tx: number, ground: number, [cx, cy]: Point, k: number, bough?: Point) {
  const [bx, by] = bough ?? [0, 0];
  return support(ink, 'big tree', { tx, ground, cx, cy, k, bough: bough ? 1 : 0, bx, by });
}
