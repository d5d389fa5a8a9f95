// What goes over a finished picture: weather (rain, snow, fog, lightning), the art style's texture (halftone, screentone
// and speed lines, venetian-blind shadows, paper grain, vignettes) and the comic panel's border.
import type { Rng } from '../prng';
import { f, type Ink } from './ink';
import { dot, path, rect } from './shapes';

export function weatherLayer(ink: Ink, W: number, H: number, rng: Rng, phase = 0): string {
  const parts: string[] = [];
  const u = ink.unit;
  if (ink.weather === 'rain' || ink.weather === 'storm') {
    let drops = '';
    const count = ink.weather === 'storm' ? 150 : 110;
    for (let index = 0; index < count; index++) {
      const x = rng.range(-0.1, 1.05) * W;
      const y = (((rng.next() + phase) % 1) * 1.15 - 0.1) * H;
      const length = rng.range(18, 34) * u;
      drops += `M${f(x)} ${f(y)}l${f(-length * 0.28)} ${f(length)}`;
    }
    parts.push(path(drops, ` fill="none" stroke="${ink.glow('#dcecff')}" stroke-width="${f(1.6 * u)}" stroke-opacity="0.55" stroke-linecap="round"`));
  }
  if (ink.weather === 'storm' && (phase === 0 || Math.floor(phase * 8) % 4 === 1)) {
    // A forked bolt of lightning.
    let x = W * rng.range(0.15, 0.85);
    let y = 0;
    const points: [number, number][] = [[x, y]];
    while (y < H * 0.5) {
      x += rng.range(-0.06, 0.06) * W;
      y += rng.range(0.05, 0.09) * H;
      points.push([x, y]);
    }
    const d = `M${points.map(([px, py]) => `${f(px)} ${f(py)}`).join('L')}`;
    parts.push(path(d, ` fill="none" stroke="${ink.glow('#bfe0ff')}" stroke-width="${f(12 * u)}" stroke-opacity="0.35" stroke-linejoin="bevel"`));
    parts.push(path(d, ` fill="none" stroke="${ink.glow('#ffffff')}" stroke-width="${f(3.5 * u)}" stroke-linejoin="bevel"`));
  }
  if (ink.weather === 'snow') {
    let flakes = '';
    for (let index = 0; index < 110; index++) {
      const x = rng.range(0, 1) * W + Math.sin(phase * Math.PI * 2 + index) * 6 * u;
      const y = ((rng.next() + phase) % 1) * H;
      flakes += dot(x, y, rng.range(1.5, 3.8) * u);
    }
    parts.push(path(flakes, ` fill="${ink.glow('#ffffff')}" fill-opacity="0.9"`));
  }
  if (ink.weather === 'fog') {
    for (let index = 0; index < 4; index++) {
      const y = H * (0.35 + index * 0.17);
      const drift = ((phase + index * 0.3) % 1) * W * 0.3;
      parts.push(`<ellipse cx="${f(W * 0.5 + drift - W * 0.15)}" cy="${f(y)}" rx="${f(W * 0.8)}" ry="${f(H * 0.07)}" fill="${ink.glow('#eef2f5')}" fill-opacity="0.35"/>`);
    }
  }
  return parts.join('');
}

/** Halftone dots in a corner, larger toward the corner, as one path. */
function halftone(W: number, H: number, rng: Rng, colour: string, opacity: number, unit: number): string {
  const corner: [number, number] = rng.chance(0.5) ? [W, 0] : [0, 0];
  // 15 units apart: a third fewer dots to build and render than 12, the same tone.
  const step = 15 * unit;
  const reach = Math.min(W, H) * 0.55;
  let d = '';
  for (let y = step / 2; y < reach; y += step) {
    for (let x = step / 2; x < reach; x += step) {
      const px = corner[0] ? W - x : x;
      const distance = Math.hypot(x, y) / reach;
      if (distance >= 0.92) continue;
      d += dot(px + ((y / step) % 2 ? step / 2 : 0), y, (1 - distance) * step * 0.42);
    }
  }
  return path(d, ` fill="${colour}" fill-opacity="${opacity}"`);
}

/** Speed lines rushing in from the edges toward a focus. */
function speedLines(W: number, H: number, rng: Rng, cx: number, cy: number, colour: string, count = 48): string {
  let d = '';
  const radius = Math.hypot(W, H) * 0.75;
  for (let index = 0; index < count; index++) {
    const angle = (index / count) * Math.PI * 2 + rng.range(-0.04, 0.04);
    const inner = radius * rng.range(0.45, 0.62);
    const spread = rng.range(0.004, 0.012);
    const x1 = cx + Math.cos(angle - spread) * radius;
    const y1 = cy + Math.sin(angle - spread) * radius;
    const x2 = cx + Math.cos(angle + spread) * radius;
    const y2 = cy + Math.sin(angle + spread) * radius;
    d += `M${f(x1)} ${f(y1)}L${f(cx + Math.cos(angle) * inner)} ${f(cy + Math.sin(angle) * inner)}L${f(x2)} ${f(y2)}Z`;
  }
  return path(d, ` fill="${colour}"`);
}

export interface StyleLayerOptions {
  /** An action or close-up panel: comic and manga styles add speed lines. */
  dynamic: boolean;
  focus: [number, number];
}

export function styleLayer(ink: Ink, W: number, H: number, rng: Rng, options: StyleLayerOptions): string {
  const u = ink.unit;
  switch (ink.style) {
    case 'comic':
      return `${halftone(W, H, rng, '#1a1a2a', 0.16, u)}${options.dynamic ? speedLines(W, H, rng, options.focus[0], options.focus[1], '#ffffff', 36).replace('fill="#ffffff"', 'fill="#ffffff" fill-opacity="0.5"') : ''}`;
    case 'manga':
      return `${halftone(W, H, rng, '#000000', 0.3, u * 0.7)}${options.dynamic ? speedLines(W, H, rng, options.focus[0], options.focus[1], '#111111', 64) : ''}`;
    case 'noir': {
      // Light through venetian blinds: hard diagonal bars of shadow, and a dark vignette.
      let bars = '';
      const gap = H * 0.075;
      for (let y = -W; y < H + W; y += gap) bars += `M0 ${f(y)}L${f(W)} ${f(y - W * 0.45)}l0 ${f(gap * 0.45)}L0 ${f(y + gap * 0.45)}Z`;
      return `${path(bars, ' fill="#000000" fill-opacity="0.38"')}${rect(0, 0, W, H, ` fill="${ink.radial([[0.55, '#000000', 0], [1, '#000000', 0.75]], true)}"`)}`;
    }
    case 'watercolor': {
      // Paper grain and a few soft pigment blooms.
      let grain = '';
      for (let index = 0; index < 260; index++) grain += dot(rng.range(0, W), rng.range(0, H), rng.range(0.6, 1.8) * u);
      let blooms = '';
      for (let index = 0; index < 4; index++) blooms += `<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H))}" r="${f(rng.range(0.15, 0.3) * W)}" fill="${rng.pick(['#f2b8a0', '#a8c8e8', '#c8e0a8', '#e8d0f0'])}" fill-opacity="0.07"/>`;
      return `${blooms}${path(grain, ' fill="#8a7a60" fill-opacity="0.16"')}`;
    }
    case 'animated':
      return rect(0, 0, W, H, ` fill="${ink.radial([[0.6, '#000000', 0], [1, '#2b2040', 0.28]], true)}"`);
    case 'photo':
      return rect(0, 0, W, H, ` fill="${ink.radial([[0.5, '#000000', 0], [1, '#000000', 0.5]], true)}"`);
  }
}

/** The panel border: a white gutter and an ink frame (watercolour gets a soft deckled paper edge instead). */
export function border(ink: Ink, W: number, H: number, rng: Rng): string {
  const u = ink.unit;
  const gutter = 10 * u;
  const frame = `M0 0H${f(W)}V${f(H)}H0ZM${f(gutter)} ${f(gutter)}V${f(H - gutter)}H${f(W - gutter)}V${f(gutter)}Z`;
  if (ink.style === 'watercolor') {
    let edge = '';
    const steps = 40;
    const wobble = () => rng.range(0, 7) * u;
    const points: string[] = [];
    for (let index = 0; index <= steps; index++) points.push(`${f((W * index) / steps)} ${f(gutter + wobble())}`);
    for (let index = 0; index <= steps; index++) points.push(`${f(W - gutter - wobble())} ${f((H * index) / steps)}`);
    for (let index = steps; index >= 0; index--) points.push(`${f((W * index) / steps)} ${f(H - gutter - wobble())}`);
    for (let index = steps; index >= 0; index--) points.push(`${f(gutter + wobble())} ${f((H * index) / steps)}`);
    edge = `M0 0H${f(W)}V${f(H)}H0ZM${points.join('L')}Z`;
    return path(edge, ' fill="#fbf6ea" fill-rule="evenodd"');
  }
  const line = ink.style === 'photo' ? 3 : ink.style === 'animated' ? 6 : 5;
  return `${path(frame, ' fill="#ffffff" fill-rule="evenodd"')}${rect(gutter, gutter, W - 2 * gutter, H - 2 * gutter, ` fill="none" stroke="#111111" stroke-width="${f(line * u)}"`)}`;
}
