// What figures climb, sit on, play at, reach up to or jump over (a cliff, a wall, a tree, a ladder, a bench, a table, a
// shelf of books, a puddle), a big tree and a lasso's rope between two figures, drawn in picture pixels around where
// the figures stand. `k` is pixels per unit of a person 100 units tall.
import type { Ink } from './ink';
import type { Rng } from '../prng';
import { paintFrame, type FrameShape } from './drawing';
import supports from '../data/support-art.json' with { type: 'json' };

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
