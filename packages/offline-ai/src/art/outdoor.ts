// Outdoor settings: city, forest, meadow, sea, beach, lighthouse, desert, mountains, castle, space and planets.
import { settingScope, sky, type Frame } from './sky';
import { paintFrame, type FrameShape, type Value } from './drawing';
import settings from '../data/backdrop-art.json' with { type: 'json' };

/** An outdoor setting: one drawn by src/data/backdrop-art.json. */
export type Setting = keyof typeof settings;
const SETTINGS = settings as unknown as Record<Setting, FrameShape[]>;

/** An outdoor setting drawn from data/backdrop-art.json (art/drawing.ts's frame drawings). */
export function settingArt(frame: Frame, name: Setting): string {
  // A drawing still in code that the settings place: the sky (the rest are data/part-art.json's).
  const uses = { sky: (clouds: Value) => sky(frame, clouds ? 1 : 0) };
  return paintFrame({ ...frame, uses }, SETTINGS[name], settingScope(frame));
}
