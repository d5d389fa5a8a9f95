// What goes over a finished picture: weather (rain, snow, fog, lightning), the art style's texture (halftone, screentone
// and speed lines, venetian-blind shadows, paper grain, vignettes) and the comic panel's border, drawn from
// data/overlay-art.json (art/drawing.ts's frame drawings).
import type { Rng } from '../prng';
import type { Ink } from './ink';
import { paintFrame, type FrameShape } from './drawing';
import overlays from '../data/overlay-art.json' with { type: 'json' };

const ART = overlays as unknown as Record<'weather' | 'style' | 'border', FrameShape[]>;

/** The numbers and words an overlay reads: the frame's measures, the ink's unit (`u`), style and weather. */
const scopeOf = (ink: Ink, W: number, H: number) => ({
  W,
  H,
  u: ink.unit,
  PI: Math.PI,
  style: ink.style,
  weather: ink.weather,
});

/** The weather over the picture; `phase` (0 to 1) moves it along for a video's frames. */
export function weatherLayer(ink: Ink, W: number, H: number, rng: Rng, phase = 0): string {
  return paintFrame({ ink, rng, words: '' }, ART.weather, { ...scopeOf(ink, W, H), phase });
}

/** The art style's texture; `dynamic` in an action or close-up panel, where comic and manga styles add speed lines to `focus`. */
export function styleLayer(
  ink: Ink,
  W: number,
  H: number,
  rng: Rng,
  dynamic: boolean,
  [fx, fy]: [number, number],
): string {
  return paintFrame({ ink, rng, words: '' }, ART.style, { ...scopeOf(ink, W, H), dynamic: Number(dynamic), fx, fy });
}

/** The panel border: a white gutter and an ink frame (watercolour gets a soft deckled paper edge instead). */
export function border(ink: Ink, W: number, H: number, rng: Rng): string {
  return paintFrame({ ink, rng, words: '' }, ART.border, scopeOf(ink, W, H));
}
