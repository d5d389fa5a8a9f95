// Outdoor settings: city, forest, meadow, sea, beach, lighthouse, desert, mountains, castle, space and planets.
import { darken, f, lighten, type Ink } from './ink';
import { circle, dot, ellipse, path, poly, rect, through } from './shapes';
import { sky, type Frame } from './sky';
import { paintFrame, type FrameInk, type FrameShape } from './drawing';
import settings from '../data/backdrop-art.json' with { type: 'json' };

/** An outlined blob: the outline drawn under the fill, so overlapping parts merge into one shape. */
export function blob(ink: Ink, d: string, colour: string, options: { weight?: number; raw?: boolean; opacity?: number } = {}): string {
  const fill = options.raw ? ink.glow(colour) : ink.c(colour);
  const under = ink.outlined && ink.style !== 'watercolor' ? path(d, ` fill="none"${ink.stroke(4 * (options.weight ?? 1) * 1.6)}`) : '';
  return `${under}${path(d, ` fill="${fill}"${options.opacity !== undefined ? ` fill-opacity="${options.opacity}"` : ''}`)}`;
}

function ground(frame: Frame, near: string, far: string): string {
  const { W, H, ink, horizon } = frame;
  return ink.style === 'comic' || ink.style === 'manga' || ink.style === 'noir'
    ? rect(0, horizon, W, H - horizon, ` fill="${ink.c(near)}"`)
    : ink.bands(0, horizon, W, H - horizon, [[0, far], [1, near]]);
}

function hills(frame: Frame, y: number, amplitude: number, colour: string, seedShift: number): string {
  const { W, H, rng } = frame;
  const steps = 6;
  const phase = rng.range(0, Math.PI * 2) + seedShift;
  let d = `M0 ${f(H)}L0 ${f(y + Math.sin(phase) * amplitude)}`;
  for (let index = 1; index <= steps; index++) {
    const x = (W * index) / steps;
    const cx = x - W / steps / 2;
    d += `Q${f(cx)} ${f(y + Math.sin(phase + index * 1.3) * amplitude - amplitude)} ${f(x)} ${f(y + Math.sin(phase + index) * amplitude)}`;
  }
  return path(`${d}L${f(W)} ${f(H)}Z`, frame.ink.fill(colour, { weight: 0.7 }));
}

export function tree(ink: Ink, x: number, base: number, h: number, kind: 'round' | 'pine', leaf = '#2f8f46'): string {
  const trunkW = h * 0.09;
  if (kind === 'pine') {
    const w = h * 0.46;
    const layers: [number, number][][] = [0, 1, 2].map((layer) => {
      const top = base - h + layer * h * 0.22;
      const bottom = base - h * 0.18 - (2 - layer) * h * 0.16;
      const half = w * (0.55 + layer * 0.22);
      return [[x, top], [x + half, bottom], [x - half, bottom]];
    });
    return `${path(through([[x - trunkW / 2, base], [x - trunkW / 2, base - h * 0.2], [x + trunkW / 2, base - h * 0.2], [x + trunkW / 2, base]]), ink.fill('#6b4526'))}${blob(ink, layers.map((layer) => through(layer)).join(''), leaf)}`;
  }
  const r = h * 0.3;
  const top = base - h + r;
  const crown = [dot(x, top, r), dot(x - r * 0.8, top + r * 0.55, r * 0.72), dot(x + r * 0.8, top + r * 0.5, r * 0.75), dot(x, top + r * 0.75, r * 0.7)].join('');
  const trunk = path(through([[x - trunkW / 2, base], [x - trunkW * 0.35, top + r * 0.6], [x + trunkW * 0.35, top + r * 0.6], [x + trunkW / 2, base]]), ink.fill('#74492a'));
  const shine = ink.style === 'comic' || ink.style === 'animated' ? circle(x - r * 0.4, top - r * 0.35, r * 0.22, ` fill="${ink.c(lighten(leaf, 0.2))}"`) : '';
  return `${trunk}${blob(ink, crown, leaf)}${shine}`;
}

function windowsGrid(ink: Ink, x: number, y: number, w: number, h: number, rows: number, cols: number, lit: (index: number) => boolean): string {
  const cw = w / cols;
  const rh = h / rows;
  let dark = '';
  let bright = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const d = `M${f(x + col * cw + cw * 0.22)} ${f(y + row * rh + rh * 0.2)}h${f(cw * 0.56)}v${f(rh * 0.55)}h${f(-cw * 0.56)}Z`;
      if (lit(row * cols + col)) bright += d;
      else dark += d;
    }
  }
  return `${dark ? path(dark, ` fill="${ink.c('#2a3550')}"`) : ''}${bright ? path(bright, ` fill="${ink.glow('#ffd86b')}"`) : ''}`;
}




/** Open water from the horizon down, with waves (stormy seas have whitecaps). */
function water(frame: Frame, top: number, bottom: number): string {
  const { W, ink, rng } = frame;
  const stormy = ink.weather === 'storm';
  const parts = [
    ink.style === 'comic' || ink.style === 'manga' || ink.style === 'noir'
      ? rect(0, top, W, bottom - top, ` fill="${ink.c(stormy ? '#24465e' : '#2d7fb8')}"`)
      : ink.bands(0, top, W, bottom - top, [[0, stormy ? '#3a5a70' : '#5fb0e0'], [1, stormy ? '#14293a' : '#1d5f99']]),
  ];
  let waves = '';
  for (let index = 0; index < (stormy ? 26 : 16); index++) {
    const y = top + (bottom - top) * Math.pow(rng.next(), 1.3);
    const x = rng.range(-20, W);
    const w = (20 + (y - top) * 0.25) * ink.unit * (stormy ? 1.5 : 1);
    waves += `M${f(x)} ${f(y)}q${f(w / 4)} ${f(-w / 5)} ${f(w / 2)} 0t${f(w / 2)} 0`;
  }
  parts.push(path(waves, ` fill="none"${ink.stroke(stormy ? 3 : 2, { color: ink.c(stormy ? '#e8f4ff' : '#bfe6ff'), opacity: 0.8 })}`));
  return parts.join('');
}

export function ship(ink: Ink, x: number, waterline: number, size: number, ghostly: boolean): string {
  const hull = ghostly ? '#9fd8c0' : '#6b3f22';
  const sail = ghostly ? '#d8fff0' : '#f4ecd8';
  const opacity = ghostly ? 0.72 : undefined;
  const w = size;
  const h = size * 0.22;
  const parts: string[] = [];
  if (ghostly) parts.push(ellipse(x, waterline - size * 0.35, size * 0.75, size * 0.55, ` fill="${ink.glow('#7dffc8')}" fill-opacity="0.14"`));
  parts.push(path(`M${f(x - w / 2)} ${f(waterline - h)}H${f(x + w / 2)}L${f(x + w * 0.38)} ${f(waterline)}H${f(x - w * 0.4)}Z`, ink.fill(hull, { opacity, glow: ghostly })));
  for (const [mx, mh] of [[x - w * 0.18, size * 0.75], [x + w * 0.15, size * 0.9]] as const) {
    parts.push(path(`M${f(mx)} ${f(waterline - h)}V${f(waterline - h - mh)}`, ink.stroke(3, { color: ink.c(ghostly ? '#cfeee2' : '#4a2c18') })));
    const sw = w * 0.22;
    const tattered = ghostly ? `l${f(-sw * 0.2)} ${f(mh * 0.1)}l${f(-sw * 0.2)} ${f(-mh * 0.08)}` : '';
    parts.push(path(`M${f(mx - sw)} ${f(waterline - h - mh * 0.9)}Q${f(mx)} ${f(waterline - h - mh * 0.98)} ${f(mx + sw)} ${f(waterline - h - mh * 0.9)}L${f(mx + sw * 0.9)} ${f(waterline - h - mh * 0.2)}${tattered}L${f(mx - sw * 0.9)} ${f(waterline - h - mh * 0.2)}Z`, ink.fill(sail, { opacity, glow: ghostly })));
  }
  return parts.join('');
}

/** The numbers and words a setting's drawing reads: the frame's measures (`h` the horizon, `g` the ground under it, `u` the ink's unit) and its light. */
export function settingScope(frame: Frame): Record<string, number | string> {
  const { W, H, horizon, ink } = frame;
  return { W, H, h: horizon, g: H - horizon, u: ink.unit, PI: Math.PI, night: Number(ink.time === 'night'), time: ink.time, weather: ink.weather, outlined: Number(ink.outlined) };
}

/** Drawings still in code that the settings place: the sky, ground, hills, a tree, a street's windows, open water, a ship. */
const uses = (frame: Frame): FrameInk['uses'] => {
  const { ink, rng } = frame;
  const night = ink.time === 'night';
  return {
    sky: (clouds) => sky(frame, clouds ? {} : { clouds: false }),
    ground: (near, far) => ground(frame, near as string, far as string),
    hills: (y, amplitude, colour, shift) => hills(frame, y as number, amplitude as number, colour as string, shift as number),
    tree: (x, base, h, kind, leaf) => tree(ink, x as number, base as number, h as number, kind as 'round' | 'pine', leaf as string),
    windows: (x, y, w, h, rows, cols) => windowsGrid(ink, x as number, y as number, w as number, h as number, rows as number, cols as number, (index) => (night && rng.chance(0.45)) || (!night && index % 7 === 3)),
    water: (top, bottom) => water(frame, top as number, bottom as number),
    ship: (x, waterline, size, ghostly) => ship(ink, x as number, waterline as number, size as number, Boolean(ghostly)),
    blob: (d, colour) => blob(ink, d as string, colour as string),
  };
};

export type Setting = 'city' | 'forest' | 'meadow' | 'sea' | 'beach' | 'lighthouse' | 'desert' | 'mountains' | 'castle' | 'space' | 'planet';

/** An outdoor setting drawn from data/backdrop-art.json (art/drawing.ts's frame drawings). */
export function settingArt(frame: Frame, name: Setting): string {
  return paintFrame({ ...frame, uses: uses(frame) }, (settings as unknown as Record<Setting, FrameShape[]>)[name], settingScope(frame));
}
