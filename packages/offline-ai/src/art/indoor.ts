// Indoor settings: a back wall down to the floor line (the frame's horizon), a window on the hour's sky, furniture.
import { darken, f } from './ink';
import { blob, settingScope } from './outdoor';
import { ellipse, path, rect } from './shapes';
import { skyColours, type Frame } from './sky';
import { paintFrame, paintPart, type FrameInk, type FrameShape } from './drawing';
import rooms from '../data/room-art.json' with { type: 'json' };

/** The numbers and words a room's drawing reads: a setting's, and the sky's colours for its windows. */
function roomScope(frame: Frame): Record<string, number | string> {
  const [skyTop, , skyBottom] = skyColours(frame);
  return { ...settingScope(frame), skyTop, skyBottom };
}

export function library(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const scope = roomScope(frame);
  const parts = [paintPart(frame, 'room', ['#5a3a2a', '#7a5236', 1], scope)];
  const shelfColour = '#6b4026';
  const bays = W > H ? 4 : 3;
  const bw = W / bays;
  const spineColours = ['#b0232f', '#1f4fa0', '#2f7d42', '#d9a23a', '#6a3f96', '#2a2a2a', '#c8743a'];
  for (let bay = 0; bay < bays; bay++) {
    const x = bay * bw;
    if (bay === Math.floor(bays / 2)) {
      parts.push(paintPart(frame, 'window', [x + bw * 0.2, horizon - H * 0.55, bw * 0.6, H * 0.4, 1], scope));
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
  parts.push(paintPart(frame, 'glow', [W * 0.82, horizon - H * 0.05, H * 0.12, '#ffc861'], scope));
  parts.push(path(`M${f(W * 0.82)} ${f(horizon + H * 0.04)}V${f(horizon - H * 0.06)}`, ink.stroke(3, { color: ink.c('#c99a2e') })));
  parts.push(path(`M${f(W * 0.78)} ${f(horizon - H * 0.05)}l${f(W * 0.02)} ${f(-H * 0.04)}h${f(W * 0.04)}l${f(W * 0.02)} ${f(H * 0.04)}Z`, ink.fill('#2f7d42')));
  return parts.join('');
}

/** A drawing still in code that the rooms place: an outlined blob (the rest are data/part-art.json's). */
const uses = (frame: Frame): FrameInk['uses'] => ({ blob: (d, colour) => blob(frame.ink, d as string, colour as string) });

/** A room drawn from data/room-art.json: the hall, cave, kitchen, lab, tavern and living room ("room"). */
export function roomArt(frame: Frame, name: 'hall' | 'cave' | 'kitchen' | 'lab' | 'tavern' | 'room'): string {
  return paintFrame({ ...frame, uses: uses(frame) }, (rooms as unknown as Record<string, FrameShape[]>)[name]!, roomScope(frame));
}
