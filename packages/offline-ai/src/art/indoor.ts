// Indoor settings: a back wall down to the floor line (the frame's horizon), a window on the hour's sky, furniture.
import { darken, f, lighten, type Ink } from './ink';
import { blob } from './outdoor';
import { circle, ellipse, path, poly, rect, through } from './shapes';
import { skyColours, type Frame } from './sky';

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

export function hall(frame: Frame): string {
  const { W, H, ink, horizon } = frame;
  const parts = [room(frame, '#8d8a96', '#6e6a72', false)];
  // Stone courses on the wall.
  let courses = '';
  for (let y = horizon - H * 0.05; y > 0; y -= H * 0.05) courses += `M0 ${f(y)}H${f(W)}`;
  parts.push(path(courses, ink.stroke(1.2, { color: darken(ink.c('#8d8a96'), 0.25), opacity: 0.7 })));
  // Tall arched windows, pillars and banners.
  const bays = W > H ? 4 : 3;
  for (let index = 0; index < bays; index++) {
    const x = (W * (index + 0.5)) / bays;
    parts.push(windowOnSky(frame, x - W * 0.05, horizon - H * 0.5, W * 0.1, H * 0.28, true));
    const bannerColour = index % 2 ? '#b0232f' : '#1f4fa0';
    parts.push(path(`M${f(x - W * 0.045)} ${f(horizon - H * 0.2)}h${f(W * 0.09)}v${f(H * 0.13)}l${f(-W * 0.045)} ${f(-H * 0.03)}l${f(-W * 0.045)} ${f(H * 0.03)}Z`, ink.fill(bannerColour)));
    parts.push(circle(x, horizon - H * 0.14, W * 0.015, ink.fill('#f2c230')));
  }
  for (let index = 0; index <= bays; index++) {
    const x = (W * index) / bays;
    const pw = W * 0.07;
    parts.push(rect(x - pw / 2, 0, pw, horizon, ink.fill('#a9a6b2')));
    parts.push(rect(x - pw * 0.7, horizon - H * 0.03, pw * 1.4, H * 0.03, ink.fill('#8a8794')));
    if (index > 0 && index < bays) {
      parts.push(glowAt(ink, x, horizon - H * 0.28, H * 0.09));
      parts.push(rect(x - W * 0.006, horizon - H * 0.27, W * 0.012, H * 0.05, ink.fill('#4a3020')));
      parts.push(flame(ink, x, horizon - H * 0.27, H * 0.035));
    }
  }
  // Chequered floor in perspective and a red carpet to the throne.
  const rows = 6;
  let dark = '';
  for (let row = 0; row < rows; row++) {
    const y0 = horizon + ((H - horizon) * Math.pow(row / rows, 1.6));
    const y1 = horizon + ((H - horizon) * Math.pow((row + 1) / rows, 1.6));
    const spread0 = 0.5 + (row / rows) * 1.2;
    const spread1 = 0.5 + ((row + 1) / rows) * 1.2;
    for (let col = -6; col < 6; col++) {
      if ((row + col) % 2 === 0) continue;
      const x00 = W / 2 + col * W * 0.1 * spread0;
      const x01 = W / 2 + (col + 1) * W * 0.1 * spread0;
      const x10 = W / 2 + col * W * 0.1 * spread1;
      const x11 = W / 2 + (col + 1) * W * 0.1 * spread1;
      dark += through([[x00, y0], [x01, y0], [x11, y1], [x10, y1]]);
    }
  }
  parts.push(path(dark, ` fill="${ink.c('#4a4650')}"`));
  parts.push(path(through([[W * 0.44, horizon], [W * 0.56, horizon], [W * 0.72, H], [W * 0.28, H]]), ink.fill('#a3202c', { weight: 0.5 })));
  // The throne on its dais.
  const tx = W / 2;
  parts.push(rect(tx - W * 0.12, horizon - H * 0.02, W * 0.24, H * 0.03, ink.fill('#7a7684')));
  parts.push(path(`M${f(tx - W * 0.05)} ${f(horizon - H * 0.02)}V${f(horizon - H * 0.16)}l${f(W * 0.05)} ${f(-H * 0.03)}l${f(W * 0.05)} ${f(H * 0.03)}V${f(horizon - H * 0.02)}Z`, ink.fill('#c99a2e')));
  parts.push(rect(tx - W * 0.035, horizon - H * 0.13, W * 0.07, H * 0.09, ink.fill('#8e1c2a')));
  return parts.join('');
}

export function cave(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [rect(0, 0, W, H, ` fill="${ink.c('#2a2433')}"`)];
  parts.push(glowAt(ink, W * 0.5, horizon, Math.max(W, H) * 0.5, '#4a6a8a'));
  // Floor and a still pool.
  parts.push(path(`M0 ${f(horizon + H * 0.05)}Q${f(W / 2)} ${f(horizon - H * 0.03)} ${f(W)} ${f(horizon + H * 0.05)}V${f(H)}H0Z`, ink.fill('#4a4050', { weight: 0.6 })));
  parts.push(ellipse(W * rng.range(0.35, 0.65), horizon + H * 0.12, W * 0.22, H * 0.035, ink.fill('#2f6f9a', { weight: 0.5 })));
  // Stalactites and stalagmites.
  let teeth = '';
  for (let x = 0; x < W; x += W * rng.range(0.06, 0.1)) teeth += through([[x, 0], [x + W * 0.04, H * rng.range(0.1, 0.28)], [x + W * 0.08, 0]]);
  for (let x = W * 0.02; x < W; x += W * rng.range(0.12, 0.2)) teeth += through([[x, horizon + H * 0.06], [x + W * 0.03, horizon - H * rng.range(0.05, 0.15)], [x + W * 0.06, horizon + H * 0.06]]);
  parts.push(blob(ink, teeth, '#5a4e66'));
  // Glowing crystals.
  for (let index = 0; index < 5; index++) {
    const x = rng.range(0.05, 0.95) * W;
    const y = horizon + H * rng.range(0.02, 0.3);
    const s = H * rng.range(0.03, 0.06);
    const colour = rng.pick(['#5ff2ff', '#c77dff', '#7dffb2']);
    parts.push(circle(x, y - s * 0.5, s * 1.6, ` fill="${ink.glow(colour)}" fill-opacity="0.18"`));
    parts.push(poly([[x - s * 0.35, y], [x - s * 0.2, y - s], [x, y - s * 1.4], [x + s * 0.2, y - s], [x + s * 0.35, y]], ink.fill(colour, { glow: true })));
  }
  // Rock walls framing the view.
  parts.push(path(`M0 0H${f(W * 0.14)}Q${f(W * 0.04)} ${f(H * 0.5)} ${f(W * 0.16)} ${f(H)}H0Z`, ink.fill('#1c1824')));
  parts.push(path(`M${f(W)} 0H${f(W * 0.86)}Q${f(W * 0.97)} ${f(H * 0.45)} ${f(W * 0.84)} ${f(H)}H${f(W)}Z`, ink.fill('#1c1824')));
  return parts.join('');
}

export function kitchen(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [room(frame, '#f2e3c4', '#b88a5a')];
  // Tiled backsplash.
  const counterTop = horizon - H * 0.16;
  parts.push(rect(0, counterTop - H * 0.16, W, H * 0.16, ` fill="${ink.c('#e8f0f2')}"`));
  let tiles = '';
  for (let x = 0; x < W; x += W * 0.05) tiles += `M${f(x)} ${f(counterTop - H * 0.16)}v${f(H * 0.16)}`;
  for (let y = counterTop - H * 0.16; y < counterTop; y += H * 0.04) tiles += `M0 ${f(y)}H${f(W)}`;
  parts.push(path(tiles, ink.stroke(1, { color: ink.c('#b8c8cc') })));
  parts.push(windowOnSky(frame, W * 0.36, counterTop - H * 0.42, W * 0.28, H * 0.24));
  // Upper cabinets.
  for (const x of [W * 0.02, W * 0.68]) {
    parts.push(rect(x, counterTop - H * 0.46, W * 0.3, H * 0.2, ink.fill('#5f9ea0')));
    parts.push(path(`M${f(x + W * 0.15)} ${f(counterTop - H * 0.46)}v${f(H * 0.2)}`, ink.stroke(2)));
  }
  // Counter with drawers, a stove and hanging pots.
  parts.push(rect(0, counterTop, W, horizon - counterTop + H * 0.02, ink.fill('#5f9ea0')));
  parts.push(rect(-5, counterTop - H * 0.015, W + 10, H * 0.02, ink.fill('#e8e2d8')));
  for (let x = W * 0.04; x < W; x += W * 0.24) parts.push(rect(x, counterTop + H * 0.03, W * 0.2, H * 0.04, ink.fill('#4f8a8c', { weight: 0.6 })));
  for (let index = 0; index < 3; index++) {
    const x = W * (0.3 + index * 0.2);
    const y = counterTop - H * 0.3 + rng.range(-0.02, 0.02) * H;
    parts.push(path(`M${f(x)} ${f(counterTop - H * 0.46)}V${f(y - H * 0.04)}`, ink.stroke(2, { color: ink.c('#333') })));
    parts.push(ellipse(x, y, W * 0.04, H * 0.035, ink.fill('#c8743a')));
  }
  // A table in the foreground with bread.
  parts.push(path(through([[W * 0.1, H * 0.86], [W * 0.9, H * 0.86], [W, H], [0, H]]), ink.fill('#8a5a34')));
  parts.push(ellipse(W * 0.3, H * 0.87, W * 0.08, H * 0.025, ink.fill('#e0a458')));
  parts.push(circle(W * 0.7, H * 0.86, W * 0.04, ink.fill('#d7263d')));
  return parts.join('');
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

export function lab(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [room(frame, '#2f4a55', '#3a4248', false)];
  // Monitors with glowing readouts.
  for (let index = 0; index < 3; index++) {
    const x = W * (0.08 + index * 0.3);
    const y = horizon - H * rng.range(0.42, 0.5);
    const w = W * 0.22;
    const h = H * 0.13;
    parts.push(rect(x, y, w, h, ink.fill('#1b2328'), 6));
    const glow = rng.pick(['#4ef2ff', '#5cff8a']);
    parts.push(rect(x + w * 0.06, y + h * 0.1, w * 0.88, h * 0.8, ` fill="${ink.glow(darken(glow, 0.7))}"`));
    let wave = `M${f(x + w * 0.1)} ${f(y + h * 0.5)}`;
    for (let step = 1; step <= 8; step++) wave += `L${f(x + w * 0.1 + (step * w * 0.8) / 8)} ${f(y + h * (0.5 + rng.range(-0.3, 0.3)))}`;
    parts.push(path(wave, ` fill="none"${ink.stroke(2, { color: ink.glow(glow) })}`));
  }
  // A big humming machine with a coil.
  const mx = W * 0.82;
  parts.push(rect(mx - W * 0.1, horizon - H * 0.3, W * 0.2, H * 0.3, ink.fill('#7a8690')));
  parts.push(circle(mx, horizon - H * 0.36, W * 0.06, ink.fill('#c8743a')));
  parts.push(circle(mx, horizon - H * 0.36, W * 0.1, ` fill="${ink.glow('#8af0ff')}" fill-opacity="0.2"`));
  // The bench with flasks of glowing liquid.
  parts.push(rect(0, horizon - H * 0.02, W * 0.7, H * 0.04, ink.fill('#d8dde0')));
  parts.push(rect(W * 0.02, horizon + H * 0.02, W * 0.66, H * 0.1, ink.fill('#56626a')));
  for (let index = 0; index < 4; index++) {
    const x = W * (0.08 + index * 0.15);
    const y = horizon - H * 0.02;
    const colour = rng.pick(['#5cff8a', '#ff4ad8', '#4ef2ff', '#ffb020']);
    parts.push(circle(x, y - H * 0.03, W * 0.04, ` fill="${ink.glow(colour)}" fill-opacity="0.25"`));
    parts.push(path(`M${f(x - W * 0.01)} ${f(y - H * 0.07)}v${f(H * 0.025)}l${f(-W * 0.025)} ${f(H * 0.045)}h${f(W * 0.07)}l${f(-W * 0.025)} ${f(-H * 0.045)}v${f(-H * 0.025)}Z`, ink.fill(colour, { glow: true, opacity: 0.9 })));
  }
  return parts.join('');
}

export function tavern(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [room(frame, '#7a4a2a', '#5a3a22')];
  let planks = '';
  for (let x = 0; x < W; x += W * 0.07) planks += `M${f(x)} 0V${f(horizon)}`;
  parts.push(path(planks, ink.stroke(1.5, { color: darken(ink.c('#7a4a2a'), 0.3) })));
  parts.push(path(`M0 ${f(H * 0.1)}H${f(W)}`, ink.stroke(10, { color: ink.c('#4a2c18') })));
  // Fireplace.
  const fx = W * (rng.chance(0.5) ? 0.25 : 0.72);
  parts.push(glowAt(ink, fx, horizon - H * 0.08, H * 0.22));
  parts.push(rect(fx - W * 0.14, horizon - H * 0.26, W * 0.28, H * 0.26, ink.fill('#8a8490')));
  parts.push(path(`M${f(fx - W * 0.08)} ${f(horizon)}v${f(-H * 0.12)}a${f(W * 0.08)} ${f(W * 0.08)} 0 0 1 ${f(W * 0.16)} 0v${f(H * 0.12)}Z`, ` fill="${ink.glow('#1a0f0a')}"`));
  parts.push(flame(ink, fx - W * 0.025, horizon - H * 0.01, H * 0.07), flame(ink, fx + W * 0.03, horizon - H * 0.01, H * 0.055));
  // Barrels and lanterns.
  const bx = fx < W / 2 ? W * 0.8 : W * 0.15;
  for (const [dx, dy] of [[-0.06, 0], [0.06, 0], [0, -0.13]] as const) {
    const x = bx + dx * W;
    const y = horizon + dy * H;
    parts.push(rect(x - W * 0.055, y - H * 0.12, W * 0.11, H * 0.12, ink.fill('#8a5a30'), W * 0.03));
    parts.push(path(`M${f(x - W * 0.055)} ${f(y - H * 0.09)}h${f(W * 0.11)}M${f(x - W * 0.055)} ${f(y - H * 0.03)}h${f(W * 0.11)}`, ink.stroke(3, { color: ink.c('#3a3a3a') })));
  }
  for (const x of [W * 0.35, W * 0.6]) {
    parts.push(glowAt(ink, x, H * 0.2, H * 0.08));
    parts.push(path(`M${f(x)} ${f(H * 0.1)}v${f(H * 0.06)}`, ink.stroke(2)));
    parts.push(rect(x - W * 0.018, H * 0.16, W * 0.036, H * 0.05, ink.fill('#ffd86b', { glow: true })));
  }
  // A table with mugs in the foreground.
  parts.push(ellipse(W * 0.5, H * 0.9, W * 0.3, H * 0.05, ink.fill('#6b4026')));
  for (const x of [W * 0.42, W * 0.58]) {
    parts.push(rect(x - W * 0.025, H * 0.83, W * 0.05, H * 0.06, ink.fill('#c9a24a')));
    parts.push(ellipse(x, H * 0.83, W * 0.025, H * 0.01, ` fill="${ink.c('#fff6e0')}"`));
  }
  return parts.join('');
}

export function livingRoom(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const wall = rng.pick(['#d8c9a8', '#b8cfc8', '#d9b8b0', '#c4c8e0']);
  const parts = [room(frame, wall, '#a0724a')];
  let stripes = '';
  for (let x = 0; x < W; x += W * 0.06) stripes += `M${f(x)} 0V${f(horizon)}`;
  parts.push(path(stripes, ink.stroke(3, { color: darken(ink.c(wall), 0.08) })));
  parts.push(windowOnSky(frame, W * 0.55, horizon - H * 0.45, W * 0.3, H * 0.28));
  // Curtains.
  parts.push(path(`M${f(W * 0.52)} ${f(horizon - H * 0.48)}h${f(W * 0.07)}q${f(-W * 0.02)} ${f(H * 0.2)} 0 ${f(H * 0.34)}h${f(-W * 0.07)}Z`, ink.fill('#b0232f')));
  parts.push(path(`M${f(W * 0.88)} ${f(horizon - H * 0.48)}h${f(-W * 0.07)}q${f(W * 0.02)} ${f(H * 0.2)} 0 ${f(H * 0.34)}h${f(W * 0.07)}Z`, ink.fill('#b0232f')));
  // Bookshelf, lamp, armchair and rug.
  parts.push(rect(W * 0.05, horizon - H * 0.35, W * 0.22, H * 0.35, ink.fill('#6b4026')));
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = horizon - H * 0.33 + shelf * H * 0.11;
    let d = '';
    for (let x = W * 0.07; x < W * 0.24; x += W * 0.025) d += `M${f(x)} ${f(y + H * 0.02)}h${f(W * 0.018)}v${f(H * 0.07)}h${f(-W * 0.018)}Z`;
    parts.push(path(d, ` fill="${ink.c(rng.pick(['#1f4fa0', '#b0232f', '#2f7d42', '#d9a23a']))}"`));
  }
  parts.push(ellipse(W * 0.5, H * 0.9, W * 0.4, H * 0.06, ink.fill(rng.pick(['#3b6ea5', '#8e1c2a', '#2f7d42']), { weight: 0.6 })));
  parts.push(glowAt(ink, W * 0.4, horizon - H * 0.2, H * 0.12));
  parts.push(path(`M${f(W * 0.4)} ${f(horizon)}V${f(horizon - H * 0.18)}`, ink.stroke(3, { color: ink.c('#333') })));
  parts.push(path(`M${f(W * 0.36)} ${f(horizon - H * 0.18)}l${f(W * 0.015)} ${f(-H * 0.05)}h${f(W * 0.05)}l${f(W * 0.015)} ${f(H * 0.05)}Z`, ink.fill('#f2e0a0', { glow: true })));
  const cx = W * 0.78;
  parts.push(path(`M${f(cx - W * 0.12)} ${f(horizon + H * 0.06)}v${f(-H * 0.16)}q0 ${f(-H * 0.05)} ${f(W * 0.05)} ${f(-H * 0.05)}h${f(W * 0.14)}q${f(W * 0.05)} 0 ${f(W * 0.05)} ${f(H * 0.05)}v${f(H * 0.16)}Z`, ink.fill('#5f7f4a')));
  parts.push(rect(cx - W * 0.1, horizon - H * 0.03, W * 0.2, H * 0.05, ink.fill(lighten('#5f7f4a', 0.15))));
  return parts.join('');
}
