// The particular places drawn over a broad setting's backdrop (a sea floor over the sea, a train platform over the city
// street) and a crowd behind the cast.
import type { Backdrop } from '../staging';
import type { SilhouetteKind } from '../staging';
import type { Pose } from './figures';
import { darken, f, type Ink } from './ink';
import { circle, ellipse, path, poly, rect } from './shapes';
import type { Frame } from './sky';
import { paintFrame, type FrameShape } from './drawing';
import { settingScope } from './outdoor';
import places from '../data/place-art.json' with { type: 'json' };

/** The doorstep's front door, in fractions of the frame (its foot on the horizon), as data/place-art.json draws it: a knocker is placed at it. */
export const DOORSTEP_DOOR = { left: 0.64, right: 0.8, height: 0.26 };

/** The courtyard's well, in fractions of the frame from the horizon, as data/place-art.json draws it: its ring's sides and foot, its crossbar's height. */
export const COURTYARD_WELL = { left: 0.7, right: 0.9, foot: 0.08, crossbar: -0.17 };

/** What each particular place draws over its setting's backdrop: shapes in the frame's measures (art/drawing.ts). */
const PLACES = places as unknown as Partial<Record<Backdrop, FrameShape[]>>;

export function placeDetail(frame: Frame, backdrop: Backdrop): string {
  return paintFrame(frame, PLACES[backdrop] ?? [], settingScope(frame));
}

/** A crowd: rows of simple heads and shoulders behind the cast, at most 24 drawn. */
export function crowdArt(ink: Ink, W: number, H: number, y: number, count: number, cheering = false): string {
  const parts: string[] = [];
  const shown = Math.min(24, Math.max(3, count));
  const rows = shown > 12 ? 2 : 1;
  const perRow = Math.ceil(shown / rows);
  for (let row = 0; row < rows; row++) {
    const r = W * (row ? 0.022 : 0.028);
    for (let i = 0; i < perRow && row * perRow + i < shown; i++) {
      const x = (W / perRow) * (i + 0.5) + (row ? W / perRow / 2 : 0);
      const cy = y - row * r * 2.6;
      const colour = ['#c8503c', '#3c6ec8', '#e0a030', '#5aa05a', '#8a5ac8', '#e07aa0'][(i + row) % 6]!;
      // A cheering crowd throws its arms up.
      if (cheering) {
        parts.push(path(`M${f(x - r * 1.1)} ${f(cy + r * 1.4)}l${f(-r * 0.9)} ${f(-r * 3.4)}M${f(x + r * 1.1)} ${f(cy + r * 1.4)}l${f(r * 0.9)} ${f(-r * 3.4)}`, ` class="crowd-arms" fill="none" stroke="${ink.c(colour)}" stroke-width="${f(r * 0.7)}" stroke-linecap="round"`));
        for (const side of [-1, 1]) parts.push(circle(x + side * r * 2, cy - r * 2.1, r * 0.45, ink.fill('#f2c9a0', { weight: 0.5 })));
      }
      parts.push(ellipse(x, cy + r * 1.9, r * 1.5, r * 1.2, ink.fill(colour, { weight: 0.6 })), circle(x, cy, r, ink.fill(['#f2c9a0', '#c68c5a', '#8a5a3a', '#f5d5b5'][(i * 3 + row) % 4]!, { weight: 0.6 })));
    }
  }
  return parts.join('');
}

/** Vehicles that fly, by the shape drawn: rotors, wings or a gas bag. */
const ROTORS = /^(helicopter|chopper|drone|gyrocopter)$/;
const WINGS = /^(plane|jet|airplane|aeroplane|glider|seaplane|biplane|airliner|✈️?|🛩️?)$/u;
const BAGS = /^(zeppelin|airship|blimp)$/;
/** Creatures with a shape of their own on the generic rig: a snail's shell, an elephant's trunk. */
const SHELLS = /^(snail|🐌)$/u;
const TRUNKS = /^(elephant|mammoth|🐘)$/u;

