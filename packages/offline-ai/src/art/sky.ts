// Skies: the gradient of the hour, the sun or moon, stars and clouds (drawn from data/sky-art.json).
import type { Rng } from '../prng';
import { darken, mix, type Ink } from './ink';
import { paintFrame, type FrameInk, type FrameShape } from './drawing';
import tables from '../data/ink.json' with { type: 'json' };
import skyArt from '../data/sky-art.json' with { type: 'json' };

/** A picture's frame drawing (its ink and prompt's words) with the picture's size, seed and horizon. */
export interface Frame extends FrameInk {
  W: number;
  H: number;
  rng: Rng;
  /** y of the horizon (or the wall's foot indoors). */
  horizon: number;
}

const SKIES = tables.SKIES as Record<Ink['time'], [string, string, string]>;
const SKY = skyArt as unknown as FrameShape[];

/** The colour each weather veils the sky in (a storm darkens it too). */
const VEILS: Partial<Record<string, string>> = { storm: '#4a5060', rain: '#7d8793', fog: '#c9d2da', snow: '#c9d2da' };

export function skyColours(frame: Frame): [string, string, string] {
  const { ink } = frame;
  const veil = VEILS[ink.weather];
  const night = ink.time === 'night' ? 0.4 : 0.15;
  const shade = (colour: string) =>
    !veil ? colour : ink.weather === 'storm' ? darken(mix(colour, veil, 0.6), night) : mix(colour, veil, 0.55);
  return SKIES[ink.time].map(shade) as [string, string, string];
}

/**
 * The sky from the top to a little below the horizon, with its lights and clouds. Sky colours are the light itself:
 * only the style changes them, not the hour (it already chose them). The horizon's colour also runs down to the
 * bottom, under the ground: where a backdrop's hills dip below the sky's edge (a zoomed camera), that shows instead
 * of a transparent seam. `clouds` 0 leaves the clouds out.
 */
export function sky(frame: Frame, clouds = 1): string {
  const [top, middle, bottom] = skyColours(frame);
  return paintFrame(frame, SKY, { ...settingScope(frame), top, middle, bottom, clouds });
}

/** The numbers and words a setting's drawing reads: the frame's measures (`h` the horizon, `g` the ground under it, `u` the ink's unit) and its light. */
export function settingScope(frame: Frame): Record<string, number | string> {
  const { W, H, horizon, ink } = frame;
  const { time, weather, style } = ink;
  const light = { time, weather, style, night: Number(time === 'night'), outlined: Number(ink.outlined) };
  return { W, H, h: horizon, g: H - horizon, u: ink.unit, PI: Math.PI, ...light };
}
