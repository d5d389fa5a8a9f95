// The place behind the figures: the sky (the gradient of the hour, the sun or moon, stars and clouds), the outdoor
// settings (city, forest, meadow, sea, beach, lighthouse, desert, mountains, castle, space and planets), the indoor
// ones (a back wall down to the floor line, the frame's horizon, a window on the hour's sky, furniture) and the
// particular places drawn over a broad setting's backdrop (a sea floor over the sea, a train platform over the city
// street), all drawn from data (art/drawing.ts's frame drawings).
import type { Rng } from '../prng';
import type { Backdrop } from '../staging';
import type { Setting as Place } from '../words';
import { INDOOR } from '../picture-plan';
import { darken, mix, type Ink } from './ink';
import { paintFrame, type FrameInk, type FrameShape, type Value } from './drawing';
import tables from '../data/ink.json' with { type: 'json' };
import skyArt from '../data/sky-art.json' with { type: 'json' };
import veils from '../data/sky-veils.json' with { type: 'json' };
import settings from '../data/backdrop-art.json' with { type: 'json' };
import rooms from '../data/room-art.json' with { type: 'json' };
import places from '../data/place-art.json' with { type: 'json' };

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

/** The colour each weather veils the sky in (a storm darkens it too: data/sky-veils.json). */
const VEILS: Partial<Record<string, string>> = veils;

function skyColours(frame: Frame): [string, string, string] {
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
const settingScope = ({ W, H, horizon, ink }: Frame): Record<string, number | string> => {
  const { time, weather, style } = ink;
  const light = { time, weather, style, night: Number(time === 'night'), outlined: Number(ink.outlined) };
  return { W, H, h: horizon, g: H - horizon, u: ink.unit, PI: Math.PI, ...light };
};

/** The outdoor settings (data/backdrop-art.json) and the rooms (data/room-art.json: the hall, cave, kitchen, lab, tavern, library, living room "room" and a plain room a place dresses, "interior"). */
const [SETTINGS, ROOMS] = [settings, rooms] as unknown as [Record<string, FrameShape[]>, Record<string, FrameShape[]>];

/** The doorstep's front door, in fractions of the frame (its foot on the horizon), as data/place-art.json draws it: a knocker is placed at it. */
export const DOORSTEP_DOOR = { left: 0.64, right: 0.8, height: 0.26 };

/** The courtyard's well, in fractions of the frame from the horizon, as data/place-art.json draws it: its ring's sides and foot, its crossbar's height. */
export const COURTYARD_WELL = { left: 0.7, right: 0.9, foot: 0.08, crossbar: -0.17 };

/** What each particular place draws over its setting's backdrop, and what any place's words add (`looks`: ice, mud, dust, a pool, lanes): shapes in the frame's measures (art/drawing.ts). */
const PLACES = places as unknown as Partial<Record<Backdrop | 'looks', FrameShape[]>>;

/**
 * The place: its setting's backdrop and the particular place over it (a sea floor, a platform; a rooftop the city draws
 * itself). The savanna's dry grass and acacias replace the meadow's green hills under the same sky; a ship sails the
 * sea, unless it is `shipless` (a boat worked on stands by its worker).
 */
export function placeArt(frame: Frame, setting: Place, backdrop: Backdrop | null, shipless: boolean): string {
  const scope = settingScope(frame);
  // Drawn after the backdrop, from the seed's next draws.
  const own = backdrop && backdrop !== 'rooftop' ? (PLACES[backdrop] ?? []) : [];
  const detail = () => paintFrame(frame, [...own, ...PLACES.looks!], settingScope(frame));
  if (backdrop === 'savanna') return `${sky(frame)}${detail()}`;
  if (INDOOR.has(setting)) {
    // A room's drawing reads a setting's numbers and words, and the sky's colours for its windows.
    const [skyTop, , skyBottom] = skyColours(frame);
    return `${paintFrame(frame, ROOMS[setting]!, { ...scope, skyTop, skyBottom })}${detail()}`;
  }
  const ship = setting === 'ship';
  const outdoor = { ...frame, words: ship && !shipless ? `${frame.words} ship` : frame.words };
  // A drawing still in code that the settings place: the sky (the rest are data/part-art.json's).
  const uses = { sky: (clouds: Value) => sky(outdoor, clouds ? 1 : 0) };
  return `${paintFrame({ ...outdoor, uses }, SETTINGS[ship ? 'sea' : setting]!, scope)}${detail()}`;
}
