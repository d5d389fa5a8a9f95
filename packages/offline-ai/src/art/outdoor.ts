// Outdoor settings: city, forest, meadow, sea, beach, lighthouse, desert, mountains, castle, space and planets.
import type { Ink } from './ink';
import { path } from './shapes';
import { sky, type Frame } from './sky';
import { paintFrame, type FrameInk, type FrameShape } from './drawing';
import settings from '../data/backdrop-art.json' with { type: 'json' };

/** An outlined blob: the outline drawn under the fill, so overlapping parts merge into one shape. */
export function blob(ink: Ink, d: string, colour: string, options: { weight?: number; raw?: boolean; opacity?: number } = {}): string {
  const fill = options.raw ? ink.glow(colour) : ink.c(colour);
  const under = ink.outlined && ink.style !== 'watercolor' ? path(d, ` fill="none"${ink.stroke(4 * (options.weight ?? 1) * 1.6)}`) : '';
  return `${under}${path(d, ` fill="${fill}"${options.opacity !== undefined ? ` fill-opacity="${options.opacity}"` : ''}`)}`;
}

/** The numbers and words a setting's drawing reads: the frame's measures (`h` the horizon, `g` the ground under it, `u` the ink's unit) and its light. */
export function settingScope(frame: Frame): Record<string, number | string> {
  const { W, H, horizon, ink } = frame;
  return { W, H, h: horizon, g: H - horizon, u: ink.unit, PI: Math.PI, night: Number(ink.time === 'night'), time: ink.time, weather: ink.weather, style: ink.style, outlined: Number(ink.outlined) };
}

/** Drawings still in code that the settings place: the sky and an outlined blob (the rest are data/part-art.json's). */
const uses = (frame: Frame): FrameInk['uses'] => ({
  sky: (clouds) => sky(frame, clouds ? {} : { clouds: false }),
  blob: (d, colour) => blob(frame.ink, d as string, colour as string),
});

export type Setting = 'city' | 'forest' | 'meadow' | 'sea' | 'beach' | 'lighthouse' | 'desert' | 'mountains' | 'castle' | 'space' | 'planet';

/** An outdoor setting drawn from data/backdrop-art.json (art/drawing.ts's frame drawings). */
export function settingArt(frame: Frame, name: Setting): string {
  return paintFrame({ ...frame, uses: uses(frame) }, (settings as unknown as Record<Setting, FrameShape[]>)[name], settingScope(frame));
}
