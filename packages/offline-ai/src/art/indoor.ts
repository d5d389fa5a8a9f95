// Indoor settings: a back wall down to the floor line (the frame's horizon), a window on the hour's sky, furniture.
import { settingScope, skyColours, type Frame } from './sky';
import { paintFrame, type FrameShape } from './drawing';
import rooms from '../data/room-art.json' with { type: 'json' };

export type Room = 'hall' | 'cave' | 'kitchen' | 'lab' | 'tavern' | 'room' | 'library' | 'interior';

/** A room drawn from data/room-art.json: the hall, cave, kitchen, lab, tavern, library, living room ("room") and a plain room a place dresses ("interior"). */
export function roomArt(frame: Frame, name: Room): string {
  // A room's drawing reads a setting's numbers and words, and the sky's colours for its windows.
  const [skyTop, , skyBottom] = skyColours(frame);
  const scope = { ...settingScope(frame), skyTop, skyBottom };
  return paintFrame(frame, (rooms as unknown as Record<string, FrameShape[]>)[name]!, scope);
}
