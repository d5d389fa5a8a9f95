// Skies: the gradient of the hour, the sun or moon, stars and clouds.
import type { Rng } from '../prng';
import { darken, f, mix, type Ink } from './ink';
import { circle, cloudPath, dot, path, rect } from './shapes';
import tables from '../data/ink.json' with { type: 'json' };

export interface Frame {
  W: number;
  H: number;
  ink: Ink;
  rng: Rng;
  /** y of the horizon (or the wall's foot indoors). */
  horizon: number;
  /** The prompt in lower case, for props ("picnic", "ghost ship", "neon"). */
  words: string;
}

const SKIES = tables.SKIES as Record<Ink['time'], [string, string, string]>;

export function skyColours(frame: Frame): [string, string, string] {
  const { ink } = frame;
  let colours: [string, string, string] = [...SKIES[ink.time]];
  if (ink.weather === 'storm') colours = colours.map((colour) => darken(mix(colour, '#4a5060', 0.6), ink.time === 'night' ? 0.4 : 0.15)) as typeof colours;
  else if (ink.weather === 'rain') colours = colours.map((colour) => mix(colour, '#7d8793', 0.55)) as typeof colours;
  else if (ink.weather === 'fog' || ink.weather === 'snow') colours = colours.map((colour) => mix(colour, '#c9d2da', 0.55)) as typeof colours;
  return colours;
}

/** The sky from the top to a little below the horizon, with its lights and clouds. */
export function sky(frame: Frame, options: { stars?: boolean; clouds?: boolean } = {}): string {
  const { W, H, ink, rng, horizon } = frame;
  const [top, middle, bottom] = skyColours(frame);
  const parts: string[] = [];
  // Sky colours are the light itself: only the style changes them, not the hour (it already chose them).
  const graded = ink.style === 'comic' || ink.style === 'animated' || ink.style === 'photo' || ink.style === 'watercolor';
  // The horizon's colour also runs down to the bottom, under the ground: where a backdrop's hills dip below the sky's
  // edge (a zoomed camera), that shows instead of a transparent seam.
  parts.push(rect(0, horizon, W, H - horizon, ` fill="${ink.glow(graded ? bottom : middle)}"`));
  parts.push(graded ? ink.bands(0, 0, W, horizon + 4, [[0, top], [0.6, middle], [1, bottom]], true) : rect(0, 0, W, horizon + 4, ` fill="${ink.glow(middle)}"`));
  const clear = ink.weather !== 'storm' && ink.weather !== 'rain' && ink.weather !== 'fog';
  const sunX = W * rng.range(0.62, 0.85);
  if (ink.time === 'night') {
    if (options.stars !== false && clear) {
      let stars = '';
      for (let index = 0; index < 46; index++) stars += dot(rng.range(0, W), rng.range(0, horizon * 0.92), rng.range(0.8, 2.2) * ink.unit);
      parts.push(path(stars, ` fill="${ink.glow('#fff8dc')}"`));
    }
    if (clear || ink.weather === 'snow') {
      // A crescent: the moon with a bite of sky taken out of it.
      const r = Math.min(W, H) * 0.07;
      const x = sunX;
      const y = horizon * 0.28;
      parts.push(circle(x, y, r * 1.9, ` fill="${ink.glow('#fff6c8')}" fill-opacity="0.12"`));
      parts.push(path(`M${f(x)} ${f(y - r)}a${f(r)} ${f(r)} 0 1 0 ${f(r * 0.01)} ${f(2 * r)}a${f(r * 0.78)} ${f(r * 0.78)} 0 1 1 0 ${f(-2 * r)}Z`, ` fill="${ink.glow('#fff3b8')}"`));
    }
  } else if (clear) {
    const low = ink.time !== 'day';
    const r = Math.min(W, H) * (low ? 0.1 : 0.065);
    const y = low ? horizon - r * 0.35 : horizon * 0.25;
    const colour = ink.time === 'day' ? '#fff3a0' : ink.time === 'sunset' ? '#ffd266' : '#fff0c0';
    parts.push(circle(sunX, y, r * 1.7, ` fill="${ink.glow(colour)}" fill-opacity="0.25"`));
    parts.push(circle(sunX, y, r, ` fill="${ink.glow(colour)}"`));
  }
  if (options.clouds !== false) {
    const count = ink.weather === 'storm' ? 5 : ink.weather === 'rain' ? 4 : ink.time === 'night' ? 1 : rng.int(2, 3);
    const colour = ink.weather === 'storm' ? '#3b3f4a' : ink.weather === 'rain' ? '#8a9099' : ink.time === 'sunset' ? '#ffc2a8' : ink.time === 'dawn' ? '#ffe4ec' : ink.time === 'night' ? '#3a4470' : '#ffffff';
    let clouds = '';
    for (let index = 0; index < count; index++) {
      const w = W * rng.range(0.22, 0.38) * (ink.weather === 'storm' ? 1.6 : 1);
      clouds += cloudPath(rng.range(-w * 0.3, W - w * 0.7), rng.range(horizon * 0.12, horizon * 0.55), w);
    }
    if (ink.outlined && ink.style !== 'watercolor') parts.push(path(clouds, ` fill="none"${ink.stroke(6)}`));
    parts.push(path(clouds, ` fill="${ink.glow(colour)}"${ink.style === 'watercolor' ? ' fill-opacity="0.75"' : ''}`));
  }
  return parts.join('');
}
