// Outdoor settings: city, forest, meadow, sea, beach, lighthouse, desert, mountains, castle, space and planets.
import { sky, type Frame } from './sky';
import { paintFrame, type FrameInk, type FrameShape } from './drawing';
import settings from '../data/backdrop-art.json' with { type: 'json' };

/** The numbers and words a setting's drawing reads: the frame's measures (`h` the horizon, `g` the ground under it, `u` the ink's unit) and its light. */
export function settingScope(frame: Frame): Record<string, number | string> {
  const { W, H, horizon, ink } = frame;
  return {
    W,
    H,
    h: horizon,
    g: H - horizon,
    u: ink.unit,
    PI: Math.PI,
    night: Number(ink.time === 'night'),
    time: ink.time,
    weather: ink.weather,
    style: ink.style,
    outlined: Number(ink.outlined),
  };
}

/** A drawing still in code that the settings place: the sky (the rest are data/part-art.json's). */
const uses = (frame: Frame): FrameInk['uses'] => ({ sky: (clouds) => sky(frame, clouds ? {} : { clouds: false }) });

/** An outdoor setting: one drawn by src/data/backdrop-art.json. */
export type Setting = keyof typeof settings;

/** An outdoor setting drawn from data/backdrop-art.json (art/drawing.ts's frame drawings). */
export function settingArt(frame: Frame, name: Setting): string {
  return paintFrame(
    { ...frame, uses: uses(frame) },
    (settings as unknown as Record<Setting, FrameShape[]>)[name],
    settingScope(frame),
  );
}
