// Outdoor settings: city, forest, meadow, sea, beach, lighthouse, desert, mountains, castle, space and planets.
import { settingScope, sky, type Frame } from './sky';
import { paintFrame, type FrameInk, type FrameShape } from './drawing';
import settings from '../data/backdrop-art.json' with { type: 'json' };

/** A drawing still in code that the settings place: the sky (the rest are data/part-art.json's). */
const uses = (frame: Frame): FrameInk['uses'] => ({ sky: (clouds) => sky(frame, clouds ? 1 : 0) });

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
