// Indoor settings: a back wall down to the floor line (the frame's horizon), a window on the hour's sky, furniture.
import { darken, f, lighten, type Ink } from './ink';
import { blob, settingScope } from './outdoor';
import { circle, ellipse, path, poly, rect, through } from './shapes';
import { skyColours, type Frame } from './sky';
import { paintFrame, type FrameInk, type FrameShape } from './drawing';
import rooms from '../data/room-art.json' with { type: 'json' };

function windowOnSky(frame: Frame, x: number, y: number, w: number, h: number, arched = false): string {
  const { ink } = frame;
  // Weather never falls indoors, but a storm or rain the prompt names outside is seen through the window.
  const outside = /\b(storms?|stormy|thunder(?:storm)?|lightning|tempest|gale)\b/.test(frame.words) ? 'storm' : /\b(rain|raining|rainy|downpour)\b/.test(frame.words) ? 'rain' : ink.weather;
  const [top, , bottom] = outside === 'storm' ? ['#2a2f45', '', '#4a5068'] : skyColours(frame);
  const shape = arched ? `M${f(x)} ${f(y + h)}V${f(y + w / 2)}a${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(w)} 0V${f(y + h)}Z` : `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;
  const parts = [path(shape, ` fill="${ink.linear([[0, top], [1, bottom]], 'down', true)}"${ink.outlined ? ink.stroke(5) : ''}`)];
  if (ink.time === 'night' && ink.weather === 'clear') parts.push(circle(x + w * 0.72, y + h * 0.3, w * 0.09, ` fill="${ink.glow('#fff3b8')}"`));
  parts.push(path(`M${f(x + w / 2)} ${f(y + (arched ? w * 0.1 : 0))}V${f(y + h)}M${f(x)} ${f(y + h * 0.55)}h${f(w)}`, ink.stroke(4, { color: ink.c('#5a3e2b') })));
  if (outside === 'rain' || outside === 'storm') {
    let drops = '';
    for (let index = 0; index < 14; index++) drops += `M${f(x + frame.rng.range(0.05, 0.95) * w)} ${f(y + frame.rng.range(0.1, 0.9) * h)}l${f(-w * 0.03)} ${f(h * 0.08)}`;
    parts.push(path(drops, ink.stroke(1.5, { color: '#dfefff', opacity: 0.8 })));
  }
  if (outside === 'storm') {
    // A lightning bolt across the upper left pane.
    const bx = x + w * 0.22;
    const by = y + h * 0.08;
    parts.push(`<path class="window-lightning" d="M${f(bx)} ${f(by)}l${f(w * 0.12)} 0l${f(-w * 0.06)} ${f(h * 0.16)}l${f(w * 0.08)} 0l${f(-w * 0.16)} ${f(h * 0.24)}l${f(w * 0.04)} ${f(-h * 0.17)}l${f(-w * 0.07)} 0Z" fill="${ink.glow('#fff27a')}"/>`);
  }
  return parts.join('');
}

function room(frame: Frame, wall: string, floor: string, planks = true): string {
  const { W, H, ink, horizon } = frame;
  const parts = [
    ink.style === 'photo' || ink.style === 'watercolor' || ink.style === 'animated'
      ? ink.bands(0, 0, W, horizon + 2, [[0, darken(wall, 0.15)], [1, wall]])
      : rect(0, 0, W, horizon + 2, ` fill="${ink.c(wall)}"`),
  ];
  parts.push(rect(0, horizon, W, H - horizon, ` fill="${ink.c(floor)}"`));
  if (planks) {
    let lines = '';
    for (let index = -6; index <= 6; index++) lines += `M${f(W / 2 + index * W * 0.09)} ${f(horizon)}L${f(W / 2 + index * W * 0.32)} ${f(H)}`;
    parts.push(path(lines, ink.stroke(1.5, { color: darken(ink.c(floor), 0.25) })));
  }
  parts.push(rect(0, horizon - H * 0.012, W, H * 0.018, ink.fill(darken(wall, 0.35), { weight: 0.5 })));
  return parts.join('');
}

/** A warm pool of lamp or fire light. */
const glowAt = (ink: Ink, x: number, y: number, r: number, colour = '#ffc861') => circle(x, y, r, ` fill="${ink.radial([[0, colour, 0.5], [1, colour, 0]], true)}"`);

function flame(ink: Ink, x: number, y: number, s: number): string {
  return `${path(`M${f(x)} ${f(y - s)}Q${f(x + s * 0.6)} ${f(y - s * 0.2)} ${f(x + s * 0.3)} ${f(y)}H${f(x - s * 0.3)}Q${f(x - s * 0.6)} ${f(y - s * 0.2)} ${f(x)} ${f(y - s)}Z`, ink.fill('#ff8a1f', { glow: true, weight: 0.6 }))}${path(`M${f(x)} ${f(y - s * 0.55)}Q${f(x + s * 0.3)} ${f(y - s * 0.1)} ${f(x)} ${f(y)}Q${f(x - s * 0.3)} ${f(y - s * 0.1)} ${f(x)} ${f(y - s * 0.55)}Z`, ` fill="${ink.glow('#ffe35a')}"`)}`;
}




export function library(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [room(frame, '#5a3a2a', '#7a5236')];
  const shelfColour = '#6b4026';
  const bays = W > H ? 4 : 3;
  const bw = W / bays;
  const spineColours = ['#b0232f', '#1f4fa0', '#2f7d42', '#d9a23a', '#6a3f96', '#2a2a2a', '#c8743a'];
  for (let bay = 0; bay < bays; bay++) {
    const x = bay * bw;
    if (bay === Math.floor(bays / 2)) {
      parts.push(windowOnSky(frame, x + bw * 0.2, horizon - H * 0.55, bw * 0.6, H * 0.4, true));
      continue;
    }
    parts.push(rect(x + bw * 0.05, H * 0.04, bw * 0.9, horizon - H * 0.04, ink.fill(shelfColour)));
    const shelves = 5;
    const sh = (horizon - H * 0.08) / shelves;
    const books: Record<string, string> = {};
    for (let shelf = 0; shelf < shelves; shelf++) {
      const y = H * 0.06 + shelf * sh;
      let bx = x + bw * 0.08;
      while (bx < x + bw * 0.9) {
        const w = bw * rng.range(0.035, 0.07);
        const h = sh * rng.range(0.65, 0.88);
        const colour = rng.pick(spineColours);
        books[colour] = (books[colour] ?? '') + `M${f(bx)} ${f(y + sh - h)}h${f(Math.min(w, x + bw * 0.92 - bx))}v${f(h)}h${f(-Math.min(w, x + bw * 0.92 - bx))}Z`;
        bx += w + bw * 0.004;
      }
      parts.push(rect(x + bw * 0.05, y + sh - H * 0.006, bw * 0.9, H * 0.012, ` fill="${ink.c(darken(shelfColour, 0.3))}"`));
    }
    for (const [colour, d] of Object.entries(books)) parts.push(path(d, ` fill="${ink.c(colour)}"${ink.outlined ? ink.stroke(1, { opacity: 0.6 }) : ''}`));
  }
  // A rolling ladder, a reading lamp and a rug.
  const lx = W * rng.range(0.1, 0.25);
  parts.push(path(`M${f(lx)} ${f(H * 0.05)}L${f(lx - W * 0.04)} ${f(horizon + H * 0.02)}M${f(lx + W * 0.07)} ${f(H * 0.05)}L${f(lx + W * 0.03)} ${f(horizon + H * 0.02)}${Array.from({ length: 7 }, (_, step) => `M${f(lx - step * W * 0.0055)} ${f(H * 0.1 + step * (horizon - H * 0.1) / 7)}h${f(W * 0.07)}`).join('')}`, ink.stroke(4, { color: ink.c('#a0703a') })));
  parts.push(ellipse(W * 0.5, H * 0.88, W * 0.36, H * 0.06, ink.fill('#8e1c2a', { weight: 0.6 })));
  parts.push(ellipse(W * 0.5, H * 0.88, W * 0.28, H * 0.04, ` fill="none"${ink.stroke(3, { color: ink.c('#f2c230') })}`));
  parts.push(glowAt(ink, W * 0.82, horizon - H * 0.05, H * 0.12));
  parts.push(path(`M${f(W * 0.82)} ${f(horizon + H * 0.04)}V${f(horizon - H * 0.06)}`, ink.stroke(3, { color: ink.c('#c99a2e') })));
  parts.push(path(`M${f(W * 0.78)} ${f(horizon - H * 0.05)}l${f(W * 0.02)} ${f(-H * 0.04)}h${f(W * 0.04)}l${f(W * 0.02)} ${f(H * 0.04)}Z`, ink.fill('#2f7d42')));
  return parts.join('');
}

/** Drawings still in code that the rooms place: the room's walls and floor, a window on the sky, a lamp's glow, a flame. */
const uses = (frame: Frame): FrameInk['uses'] => ({
  room: (wall, floor, planks) => room(frame, wall as string, floor as string, Boolean(planks)),
  window: (x, y, w, h, arched) => windowOnSky(frame, x as number, y as number, w as number, h as number, Boolean(arched)),
  glow: (x, y, r, colour) => glowAt(frame.ink, x as number, y as number, r as number, colour as string),
  flame: (x, y, s) => flame(frame.ink, x as number, y as number, s as number),
  blob: (d, colour) => blob(frame.ink, d as string, colour as string),
});

/** A room drawn from data/room-art.json: the hall, cave, kitchen, lab, tavern and living room ("room"). */
export function roomArt(frame: Frame, name: 'hall' | 'cave' | 'kitchen' | 'lab' | 'tavern' | 'room'): string {
  return paintFrame({ ...frame, uses: uses(frame) }, (rooms as unknown as Record<string, FrameShape[]>)[name]!, settingScope(frame));
}
