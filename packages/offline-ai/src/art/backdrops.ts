// The particular places drawn over a broad setting's backdrop (a sea floor over the sea, a train platform over the city
// street).
import type { Backdrop } from '../staging';
import { settingScope, type Frame } from './sky';
import { paintFrame, type FrameShape } from './drawing';
import places from '../data/place-art.json' with { type: 'json' };

/** The doorstep's front door, in fractions of the frame (its foot on the horizon), as data/place-art.json draws it: a knocker is placed at it. */
export const DOORSTEP_DOOR = { left: 0.64, right: 0.8, height: 0.26 };

/** The courtyard's well, in fractions of the frame from the horizon, as data/place-art.json draws it: its ring's sides and foot, its crossbar's height. */
export const COURTYARD_WELL = { left: 0.7, right: 0.9, foot: 0.08, crossbar: -0.17 };

/** What each particular place draws over its setting's backdrop, and what any place's words add (`looks`: ice, mud, dust, a pool, lanes): shapes in the frame's measures (art/drawing.ts). */
const PLACES = places as unknown as Partial<Record<Backdrop | 'looks', FrameShape[]>>;

export function placeDetail(frame: Frame, backdrop: Backdrop | null): string {
  return paintFrame(frame, [...(backdrop ? (PLACES[backdrop] ?? []) : []), ...PLACES.looks!], settingScope(frame));
}
