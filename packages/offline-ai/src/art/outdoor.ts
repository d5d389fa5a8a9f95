// Outdoor settings: city, forest, meadow, sea, beach, lighthouse, desert, mountains, castle, space and planets.
import { darken, f, lighten, type Ink } from './ink';
import { circle, dot, ellipse, path, poly, rect, through } from './shapes';
import { sky, type Frame } from './sky';

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

export function city(frame: Frame): string {
  const { W, H, ink, rng, horizon, words } = frame;
  const parts = [sky(frame)];
  const night = ink.time === 'night';
  const neon = /\bneon|cyber|futur/.test(words) || (night && rng.chance(0.5));
  // Far skyline.
  let skyline = '';
  for (let x = -10; x < W; ) {
    const w = W * rng.range(0.06, 0.12);
    const top = horizon - H * rng.range(0.12, 0.3);
    skyline += `M${f(x)} ${f(horizon)}V${f(top)}h${f(w)}V${f(horizon)}Z`;
    x += w * rng.range(0.8, 1.05);
  }
  parts.push(path(skyline, ` fill="${ink.c(night ? '#2b3566' : '#8fa6c8')}"`));
  // Street-front buildings.
  const palette = neon ? ['#3a2d5c', '#2d3f5e', '#4a2f4f', '#27384a'] : ['#c0674a', '#d9a066', '#8e6c8a', '#6f8fa6', '#b8845a', '#a05548'];
  let x = -W * 0.05;
  const lit = () => night && rng.chance(0.45);
  while (x < W) {
    const w = W * rng.range(0.18, 0.28);
    const top = horizon - H * rng.range(0.18, 0.38);
    const colour = rng.pick(palette);
    parts.push(rect(x, top, w, horizon - top + 2, ink.fill(colour)));
    parts.push(rect(x - w * 0.03, top - H * 0.012, w * 1.06, H * 0.018, ink.fill(darken(colour, 0.25))));
    const rows = Math.max(2, Math.round((horizon - top) / (H * 0.065)) - 1);
    parts.push(windowsGrid(ink, x + w * 0.06, top + H * 0.02, w * 0.88, (horizon - top) * 0.72, rows, rng.int(2, 4), (index) => lit() || (!night && index % 7 === 3)));
    // A shop front at street level.
    parts.push(rect(x + w * 0.1, horizon - H * 0.07, w * 0.8, H * 0.07, ink.fill(night ? '#ffcf70' : '#e8eef4', { glow: night })));
    parts.push(path(`M${f(x + w * 0.05)} ${f(horizon - H * 0.075)}h${f(w * 0.9)}l${f(-w * 0.05)} ${f(H * 0.025)}h${f(-w * 0.8)}Z`, ink.fill(rng.pick(['#d7263d', '#1f9d55', '#e6a817', '#1f5fbf']))));
    if (neon && rng.chance(0.7)) {
      const colour = rng.pick(['#ff3ea5', '#21e6ff', '#b04cff', '#ffe14d']);
      const sy = top + (horizon - top) * rng.range(0.25, 0.5);
      parts.push(rect(x + w * 0.2 - 4, sy - 4, w * 0.6 + 8, H * 0.045 + 8, ` fill="${ink.glow(colour)}" fill-opacity="0.25"`, 8));
      parts.push(rect(x + w * 0.2, sy, w * 0.6, H * 0.045, ` fill="${ink.glow('#1a1030')}"${ink.stroke(3, { color: ink.glow(colour) })}`, 6));
      parts.push(path(`M${f(x + w * 0.28)} ${f(sy + H * 0.022)}h${f(w * 0.44)}`, ink.stroke(4, { color: ink.glow(colour) })));
    }
    x += w;
  }
  // Pavement and road.
  parts.push(rect(0, horizon, W, H * 0.05, ink.fill('#9a9aa0', { weight: 0.6 })));
  const road = night && /rain|wet|storm/.test(ink.weather) ? '#23283a' : '#4a4d57';
  parts.push(rect(0, horizon + H * 0.05, W, H, ` fill="${ink.c(road)}"`));
  let marks = '';
  for (let mx = W * 0.05; mx < W; mx += W * 0.22) marks += `M${f(mx)} ${f(horizon + H * 0.2)}h${f(W * 0.1)}v${f(H * 0.012)}h${f(-W * 0.1)}Z`;
  parts.push(path(marks, ` fill="${ink.c('#f2d64b')}"`));
  if (neon) {
    // Neon light reflected on the wet street.
    parts.push(rect(0, horizon + H * 0.05, W, H * 0.25, ` fill="${ink.linear([[0, '#ff3ea5', 0.28], [1, '#21e6ff', 0]], 'down', true)}"`));
  }
  // Street lamps.
  for (const lx of [W * rng.range(0.08, 0.2), W * rng.range(0.75, 0.9)]) {
    const top = horizon - H * 0.2;
    parts.push(path(`M${f(lx)} ${f(horizon + H * 0.03)}V${f(top)}h${f(W * 0.04)}`, ` fill="none"${ink.stroke(4, { color: ink.c('#3a3a44') })}`));
    if (night) parts.push(circle(lx + W * 0.04, top + H * 0.012, H * 0.04, ` fill="${ink.glow('#fff0a0')}" fill-opacity="0.25"`));
    parts.push(circle(lx + W * 0.04, top + H * 0.01, H * 0.012, ink.fill('#fff0a0', { glow: true })));
  }
  return parts.join('');
}

export function forest(frame: Frame): string {
  const { W, H, ink, rng, horizon, words } = frame;
  const parts = [sky(frame)];
  // A distant tree line, then trees at three depths, then the clearing.
  let line = `M0 ${f(horizon)}`;
  for (let x = 0; x <= W; x += W / 14) line += `Q${f(x + W / 28)} ${f(horizon - H * rng.range(0.1, 0.2))} ${f(x + W / 14)} ${f(horizon - H * rng.range(0.02, 0.06))}`;
  parts.push(path(`${line}V${f(horizon + 4)}H0Z`, ` fill="${ink.c('#2c6b45')}"`));
  parts.push(ground(frame, '#5fae4a', '#7cc25a'));
  const pine = /pine|snow|winter|mountain|dark|haunted/.test(words);
  for (let index = 0; index < 5; index++) {
    const x = (W * (index + rng.range(0.1, 0.9))) / 5;
    parts.push(tree(ink, x, horizon + H * 0.02, H * rng.range(0.22, 0.3), pine ? 'pine' : rng.chance(0.3) ? 'pine' : 'round', '#3e8f4f'));
  }
  // A winding path into the trees.
  parts.push(path(`M${f(W * 0.42)} ${f(horizon + 2)}C${f(W * 0.3)} ${f(horizon + H * 0.12)} ${f(W * 0.7)} ${f(horizon + H * 0.2)} ${f(W * 0.35)} ${f(H)}H${f(W * 0.75)}C${f(W * 0.95)} ${f(horizon + H * 0.22)} ${f(W * 0.45)} ${f(horizon + H * 0.1)} ${f(W * 0.5)} ${f(horizon + 2)}Z`, ink.fill('#c9a66b', { weight: 0.6 })));
  for (const side of [-1, 1]) {
    const x = side < 0 ? W * rng.range(-0.06, 0.08) : W * rng.range(0.92, 1.06);
    parts.push(tree(ink, x, H * 0.98, H * rng.range(0.6, 0.75), pine ? 'pine' : 'round', '#2f7d42'));
  }
  let flowers = '';
  for (let index = 0; index < 26; index++) flowers += dot(rng.range(0, W), rng.range(horizon + H * 0.05, H), rng.range(2, 4) * ink.unit);
  parts.push(path(flowers, ` fill="${ink.c(rng.pick(['#ffe14d', '#ff7ab6']))}"`));
  return parts.join('');
}

export function meadow(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [sky(frame)];
  parts.push(hills(frame, horizon - H * 0.05, H * 0.04, '#7fbf6a', 0));
  parts.push(hills(frame, horizon + H * 0.06, H * 0.05, '#5fae4a', 2));
  parts.push(tree(ink, W * rng.range(0.65, 0.85), horizon + H * 0.04, H * 0.26, 'round'));
  let fence = '';
  for (let x = W * 0.05; x < W * 0.55; x += W * 0.07) fence += `M${f(x)} ${f(horizon + H * 0.1)}v${f(-H * 0.06)}`;
  fence += `M${f(W * 0.03)} ${f(horizon + H * 0.06)}H${f(W * 0.55)}M${f(W * 0.03)} ${f(horizon + H * 0.085)}H${f(W * 0.55)}`;
  parts.push(path(fence, ink.stroke(4, { color: ink.c('#8a6239') })));
  let flowers = '';
  for (let index = 0; index < 30; index++) flowers += dot(rng.range(0, W), rng.range(horizon + H * 0.12, H), rng.range(2, 4.5) * ink.unit);
  parts.push(path(flowers, ` fill="${ink.c(rng.pick(['#ffe14d', '#ff7ab6', '#ffffff', '#c58bff']))}"`));
  return parts.join('');
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

export function sea(frame: Frame, beach = false): string {
  const { W, H, ink, rng, horizon, words } = frame;
  const parts = [sky(frame), water(frame, horizon, beach ? horizon + (H - horizon) * 0.45 : H)];
  if (beach) {
    const sandTop = horizon + (H - horizon) * 0.4;
    parts.push(path(`M0 ${f(sandTop)}Q${f(W * 0.5)} ${f(sandTop - H * 0.03)} ${f(W)} ${f(sandTop + H * 0.02)}V${f(H)}H0Z`, ink.fill('#f0d49a', { weight: 0.6 })));
    parts.push(path(`M0 ${f(sandTop)}Q${f(W * 0.5)} ${f(sandTop - H * 0.03)} ${f(W)} ${f(sandTop + H * 0.02)}`, ` fill="none"${ink.stroke(5, { color: ink.c('#ffffff'), opacity: 0.85 })}`));
    // A palm tree.
    const px = W * (rng.chance(0.5) ? 0.12 : 0.86);
    parts.push(path(`M${f(px)} ${f(H * 0.95)}Q${f(px + W * 0.05)} ${f(H * 0.7)} ${f(px + W * 0.02)} ${f(H * 0.45)}`, ` fill="none"${ink.stroke(14, { color: ink.c('#8a5a30') })}`));
    let fronds = '';
    for (let index = 0; index < 6; index++) {
      const angle = (index / 6) * Math.PI * 2;
      const ex = px + W * 0.02 + Math.cos(angle) * W * 0.16;
      const ey = H * 0.45 + Math.sin(angle) * H * 0.06 + H * 0.04;
      fronds += `M${f(px + W * 0.02)} ${f(H * 0.45)}Q${f((px + ex) / 2)} ${f(H * 0.4)} ${f(ex)} ${f(ey)}Q${f((px + ex) / 2)} ${f(H * 0.45)} ${f(px + W * 0.02)} ${f(H * 0.46)}Z`;
    }
    parts.push(blob(ink, fronds, '#2f9e4f'));
  } else {
    // A harbour wall or pier in the foreground.
    parts.push(path(`M0 ${f(H * 0.86)}L${f(W)} ${f(H * 0.83)}V${f(H)}H0Z`, ink.fill('#8c8478')));
    let stones = '';
    for (let x = 0; x < W; x += W * 0.12) stones += `M${f(x)} ${f(H * 0.86 - (x / W) * H * 0.03)}v${f(H * 0.14)}`;
    parts.push(path(stones, ink.stroke(2, { color: ink.c('#5e574d') })));
  }
  if (/\bship|boat|galleon|sail/.test(words)) parts.push(ship(ink, W * rng.range(0.3, 0.7), horizon + H * 0.05, W * 0.34, /ghost|phantom|spectral/.test(words)));
  return parts.join('');
}

export function lighthouse(frame: Frame): string {
  const { W, H, ink, rng, horizon, words } = frame;
  const left = rng.chance(0.5);
  const parts = [sky(frame), water(frame, horizon, H)];
  if (/\bship|boat|galleon/.test(words)) parts.push(ship(ink, left ? W * 0.72 : W * 0.28, horizon + H * 0.04, W * 0.3, /ghost|phantom|spectral/.test(words)));
  // The cliff the lighthouse stands on.
  const cx = left ? W * 0.28 : W * 0.72;
  const top = horizon - H * 0.08;
  const edge = left ? W * 0.58 : W * 0.42;
  const far = left ? -10 : W + 10;
  parts.push(path(`M${f(far)} ${f(top - H * 0.02)}L${f(cx)} ${f(top)}L${f(edge)} ${f(top + H * 0.03)}L${f(edge + (left ? W * 0.04 : -W * 0.04))} ${f(horizon + H * 0.12)}L${f(edge - (left ? W * 0.02 : -W * 0.02))} ${f(H * 0.8)}L${f(far)} ${f(H * 0.82)}Z`, ink.fill('#3d3a40')));
  parts.push(path(`M${f(far)} ${f(top - H * 0.02)}L${f(cx)} ${f(top)}L${f(edge)} ${f(top + H * 0.03)}L${f(edge)} ${f(top + H * 0.045)}L${f(far)} ${f(top + H * 0.02)}Z`, ink.fill('#4f7a3a', { weight: 0.5 })));
  // The tower: tapered, striped, with a gallery and a glowing lamp room.
  const th = H * 0.36;
  const bw = W * 0.09;
  const tw = W * 0.06;
  const base = top + H * 0.005;
  const towerTop = base - th;
  const stripes = 4;
  for (let index = 0; index < stripes; index++) {
    const y0 = base - (th * index) / stripes;
    const y1 = base - (th * (index + 1)) / stripes;
    const w0 = bw - ((bw - tw) * index) / stripes;
    const w1 = bw - ((bw - tw) * (index + 1)) / stripes;
    parts.push(path(through([[cx - w0 / 2, y0], [cx - w1 / 2, y1], [cx + w1 / 2, y1], [cx + w0 / 2, y0]]), ink.fill(index % 2 ? '#f4f1ea' : '#d7263d')));
  }
  parts.push(rect(cx - tw * 0.75, towerTop - H * 0.012, tw * 1.5, H * 0.014, ink.fill('#2a2a2a')));
  const lampLit = ink.time !== 'day' || ink.weather !== 'clear';
  parts.push(rect(cx - tw * 0.4, towerTop - H * 0.05, tw * 0.8, H * 0.04, ink.fill(lampLit ? '#fff2a0' : '#bfe6ff', { glow: lampLit })));
  parts.push(path(`M${f(cx - tw * 0.55)} ${f(towerTop - H * 0.05)}L${f(cx)} ${f(towerTop - H * 0.08)}L${f(cx + tw * 0.55)} ${f(towerTop - H * 0.05)}Z`, ink.fill('#2a2a2a')));
  if (lampLit) {
    const ly = towerTop - H * 0.03;
    const dir = left ? 1 : -1;
    parts.push(path(`M${f(cx)} ${f(ly)}L${f(cx + dir * W * 0.9)} ${f(ly - H * 0.1)}L${f(cx + dir * W * 0.9)} ${f(ly + H * 0.08)}Z`, ` fill="${ink.glow('#fff6b0')}" fill-opacity="0.3"`));
    parts.push(circle(cx, ly, H * 0.05, ` fill="${ink.glow('#fff6b0')}" fill-opacity="0.35"`));
  }
  // Window and door.
  parts.push(rect(cx - W * 0.012, base - th * 0.55, W * 0.024, H * 0.03, ink.fill(lampLit ? '#ffd86b' : '#2a3550', { glow: lampLit })));
  parts.push(path(`M${f(cx - W * 0.018)} ${f(base)}v${f(-H * 0.04)}a${f(W * 0.018)} ${f(W * 0.018)} 0 0 1 ${f(W * 0.036)} 0v${f(H * 0.04)}Z`, ink.fill('#5a3a22')));
  // A rocky ledge in the foreground for whoever keeps watch.
  parts.push(path(`M0 ${f(H * 0.84)}Q${f(W * 0.3)} ${f(H * 0.8)} ${f(W * 0.55)} ${f(H * 0.83)}T${f(W)} ${f(H * 0.82)}V${f(H)}H0Z`, ink.fill('#4a4650')));
  return parts.join('');
}

export function desert(frame: Frame): string {
  const { W, H, ink, rng, horizon, words } = frame;
  const parts = [sky(frame, { clouds: false })];
  if (/pyramid|egypt/.test(words)) {
    const px = W * rng.range(0.55, 0.75);
    parts.push(poly([[px - W * 0.22, horizon + 2], [px, horizon - H * 0.2], [px + W * 0.22, horizon + 2]], ink.fill('#d9b26a')));
    parts.push(poly([[px, horizon - H * 0.2], [px + W * 0.22, horizon + 2], [px + W * 0.06, horizon + 2]], ` fill="${ink.c('#b8904e')}"`));
  }
  parts.push(rect(0, horizon, W, H - horizon, ` fill="${ink.c('#f2c777')}"`));
  const layers = ['#f2c777', '#e8b35f', '#d99a48'];
  layers.forEach((colour, index) => {
    const y = horizon + (H - horizon) * (index * 0.28);
    const a = H * (0.04 + index * 0.02);
    parts.push(path(`M0 ${f(y + a)}Q${f(W * rng.range(0.2, 0.4))} ${f(y - a)} ${f(W * 0.55)} ${f(y + a * 0.4)}T${f(W)} ${f(y)}V${f(H)}H0Z`, ink.fill(colour, { weight: 0.6 })));
  });
  const cx = W * (rng.chance(0.5) ? 0.15 : 0.85);
  const base = H * 0.9;
  const ch = H * 0.22;
  const arms = `M${f(cx)} ${f(base)}V${f(base - ch)}M${f(cx)} ${f(base - ch * 0.45)}h${f(-W * 0.05)}v${f(-ch * 0.3)}M${f(cx)} ${f(base - ch * 0.6)}h${f(W * 0.045)}v${f(-ch * 0.25)}`;
  if (ink.outlined) parts.push(path(arms, ` fill="none"${ink.stroke(22)}`));
  parts.push(path(arms, ` fill="none" stroke="${ink.c('#3f9a4a')}" stroke-width="${f(W * 0.035)}" stroke-linecap="round" stroke-linejoin="round"`));
  return parts.join('');
}

export function mountains(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [sky(frame)];
  const ranges: [string, number, number][] = [['#8a9bc4', 0.34, 0.2], ['#6a7fa8', 0.22, 0.1]];
  for (const [colour, height, jitter] of ranges) {
    const points: [number, number][] = [[0, horizon + 2]];
    const snow: string[] = [];
    const peaks = rng.int(3, 4);
    for (let index = 0; index <= peaks; index++) {
      const x = (W * (index + rng.range(0.2, 0.8))) / (peaks + 0.5);
      const y = horizon - H * (height - rng.range(0, jitter));
      const valley = horizon - H * height * 0.35;
      points.push([x - W * 0.12, valley], [x, y]);
      snow.push(through([[x, y], [x + W * 0.045, y + H * 0.06], [x + W * 0.015, y + H * 0.05], [x - W * 0.01, y + H * 0.07], [x - W * 0.045, y + H * 0.06]]));
    }
    points.push([W, horizon - H * 0.05], [W, horizon + 2]);
    parts.push(path(through(points), ink.fill(colour, { weight: 0.7 })));
    parts.push(path(snow.join(''), ` fill="${ink.c('#f4f8ff')}"`));
  }
  parts.push(rect(0, horizon, W, H - horizon, ` fill="${ink.c('#6c8f5a')}"`));
  for (let index = 0; index < 6; index++) parts.push(tree(ink, rng.range(0, W), horizon + H * rng.range(0.02, 0.08), H * rng.range(0.1, 0.16), 'pine', '#2f6b4a'));
  parts.push(path(`M${f(W * 0.45)} ${f(horizon)}L${f(W * 0.2)} ${f(H)}H${f(W * 0.65)}L${f(W * 0.52)} ${f(horizon)}Z`, ink.fill('#a89a84', { weight: 0.5 })));
  return parts.join('');
}

export function castle(frame: Frame): string {
  const { W, H, ink, rng, horizon } = frame;
  const parts = [sky(frame), hills(frame, horizon, H * 0.03, '#6aa85a', 1)];
  const cx = W * rng.range(0.4, 0.6);
  const wall = '#9a9aa6';
  const base = horizon + H * 0.02;
  const crenels = (x: number, y: number, w: number) => {
    let d = `M${f(x)} ${f(y)}`;
    const n = Math.max(3, Math.round(w / (W * 0.03)));
    const step = w / n;
    for (let index = 0; index < n; index++) d += `v${f(-H * 0.015)}h${f(step / 2)}v${f(H * 0.015)}h${f(step / 2)}`;
    return d;
  };
  // Curtain wall with battlements.
  const ww = W * 0.6;
  const wh = H * 0.14;
  parts.push(path(`${crenels(cx - ww / 2, base - wh, ww)}V${f(base)}H${f(cx - ww / 2)}Z`, ink.fill(wall)));
  // Towers with cone roofs and flags.
  for (const [tx, th, tw] of [[cx - ww / 2, 0.28, 0.11], [cx + ww / 2, 0.28, 0.11], [cx, 0.36, 0.14]] as const) {
    const w = W * tw;
    const top = base - H * th;
    parts.push(rect(tx - w / 2, top, w, base - top, ink.fill(darken(wall, 0.08))));
    parts.push(poly([[tx - w * 0.62, top], [tx, top - H * 0.1], [tx + w * 0.62, top]], ink.fill('#3b4f9a')));
    parts.push(path(`M${f(tx)} ${f(top - H * 0.1)}v${f(-H * 0.05)}`, ink.stroke(3)));
    parts.push(path(`M${f(tx)} ${f(top - H * 0.15)}l${f(W * 0.05)} ${f(H * 0.012)}l${f(-W * 0.05)} ${f(H * 0.014)}Z`, ink.fill('#e0312b')));
    parts.push(path(`M${f(tx - w * 0.12)} ${f(top + H * 0.06)}h${f(w * 0.24)}v${f(H * 0.04)}h${f(-w * 0.24)}Z`, ` fill="${ink.time === 'night' ? ink.glow('#ffd86b') : ink.c('#2a2a35')}"`));
  }
  // Gate.
  parts.push(path(`M${f(cx - W * 0.06)} ${f(base)}v${f(-H * 0.07)}a${f(W * 0.06)} ${f(W * 0.06)} 0 0 1 ${f(W * 0.12)} 0v${f(H * 0.07)}Z`, ink.fill('#4a3020')));
  parts.push(path(`M${f(cx - W * 0.06)} ${f(base)}L${f(cx - W * 0.16)} ${f(H)}H${f(cx + W * 0.16)}L${f(cx + W * 0.06)} ${f(base)}Z`, ink.fill('#c4ae88', { weight: 0.5 })));
  return parts.join('');
}

export function space(frame: Frame): string {
  const { W, H, ink, rng, words } = frame;
  const parts = [rect(0, 0, W, H, ` fill="${ink.glow('#05061a')}"`)];
  // Nebula glow.
  parts.push(ellipse(W * rng.range(0.2, 0.8), H * rng.range(0.2, 0.6), W * 0.6, H * 0.3, ` fill="${ink.radial([[0, rng.pick(['#7a2cff', '#ff3ea5', '#21b6ff']), 0.45], [1, '#05061a', 0]], true)}"`));
  let stars = '';
  for (let index = 0; index < 90; index++) stars += dot(rng.range(0, W), rng.range(0, H), rng.range(0.6, 2.2) * ink.unit);
  parts.push(path(stars, ` fill="${ink.glow('#ffffff')}"`));
  // A ringed planet.
  const px = W * rng.range(0.15, 0.4);
  const py = H * rng.range(0.15, 0.35);
  const pr = Math.min(W, H) * rng.range(0.12, 0.18);
  const planetColour = rng.pick(['#e0894a', '#5fa8d3', '#c77ddb', '#7fc97f']);
  parts.push(circle(px, py, pr, ink.fill(planetColour, { glow: true })));
  parts.push(path(`M${f(px - pr)} ${f(py)}a${f(pr)} ${f(pr)} 0 0 0 ${f(pr * 2)} 0`, ` fill="${ink.glow(darken(planetColour, 0.3))}" fill-opacity="0.6"`));
  parts.push(ellipse(px, py, pr * 1.8, pr * 0.35, ` fill="none"${ink.stroke(6, { color: ink.glow('#f3e3b5') })}`));
  // The station: a hub, modules and solar wings.
  if (!/\bplanet\b/.test(words) || /station|ship/.test(words)) {
    const sx = W * rng.range(0.55, 0.8);
    const sy = H * rng.range(0.45, 0.6);
    const s = Math.min(W, H) * 0.22;
    parts.push(rect(sx - s * 1.1, sy - s * 0.04, s * 2.2, s * 0.08, ink.fill('#9aa3ad', { glow: true })));
    for (const side of [-1, 1]) {
      const panelX = sx + side * s * 0.75 - s * 0.3;
      parts.push(rect(panelX, sy - s * 0.3, s * 0.6, s * 0.6, ink.fill('#2b5fb8', { glow: true })));
      parts.push(path(`M${f(panelX + s * 0.2)} ${f(sy - s * 0.3)}v${f(s * 0.6)}M${f(panelX + s * 0.4)} ${f(sy - s * 0.3)}v${f(s * 0.6)}M${f(panelX)} ${f(sy)}h${f(s * 0.6)}`, ink.stroke(1.5, { color: ink.glow('#9fc4ff') })));
    }
    parts.push(rect(sx - s * 0.2, sy - s * 0.35, s * 0.4, s * 0.7, ink.fill('#d9dde2', { glow: true }), s * 0.12));
    parts.push(circle(sx, sy, s * 0.09, ink.fill('#ffd86b', { glow: true })));
  }
  return parts.join('');
}

export function planet(frame: Frame): string {
  const { W, H, ink, rng, horizon, words } = frame;
  const tint = /\bred\b|mars|rust/.test(words) ? 'red' : /\bice|frozen|blue\b/.test(words) ? 'ice' : /\bgreen|jungle\b/.test(words) ? 'green' : /purple|violet/.test(words) ? 'violet' : 'red';
  const surfaces = { red: ['#c2542d', '#9c3f22', '#e07a45'], ice: ['#a8d4f0', '#7fb2d8', '#e0f2ff'], green: ['#5e9a4a', '#3f7a35', '#8cc56a'], violet: ['#8a5cb8', '#6a3f96', '#b88ae0'] } as const;
  const skies = { red: ['#2a0f2e', '#a8432f'], ice: ['#0c1a3a', '#5a8ac0'], green: ['#0a2a2a', '#4a9a8a'], violet: ['#12082a', '#8a4ab0'] } as const;
  const [near, far, light] = surfaces[tint];
  const [skyTop, skyLow] = skies[tint];
  const parts = [ink.bands(0, 0, W, horizon + 4, [[0, skyTop], [1, skyLow]], true)];
  let stars = '';
  for (let index = 0; index < 40; index++) stars += dot(rng.range(0, W), rng.range(0, horizon * 0.7), rng.range(0.6, 1.8) * ink.unit);
  parts.push(path(stars, ` fill="${ink.glow('#ffffff')}" fill-opacity="0.8"`));
  // A huge moon low in the sky.
  const mx = W * rng.range(0.6, 0.8);
  const mr = Math.min(W, H) * 0.2;
  parts.push(circle(mx, horizon * 0.45, mr, ink.fill('#e8d8c0', { glow: true })));
  let craters = '';
  for (let index = 0; index < 5; index++) craters += dot(mx + rng.range(-0.6, 0.6) * mr, horizon * 0.45 + rng.range(-0.6, 0.6) * mr, mr * rng.range(0.08, 0.18));
  parts.push(path(craters, ` fill="${ink.glow('#c8b8a0')}"`));
  parts.push(rect(0, horizon, W, H - horizon, ` fill="${ink.c(far)}"`));
  parts.push(path(`M0 ${f(horizon + H * 0.08)}Q${f(W * 0.3)} ${f(horizon - H * 0.02)} ${f(W * 0.6)} ${f(horizon + H * 0.06)}T${f(W)} ${f(horizon + H * 0.04)}V${f(H)}H0Z`, ink.fill(near, { weight: 0.6 })));
  for (let index = 0; index < 5; index++) {
    const x = rng.range(0, W);
    const y = horizon + H * rng.range(0.12, 0.35);
    const r = W * rng.range(0.03, 0.07);
    parts.push(ellipse(x, y, r, r * 0.3, ink.fill(darken(near, 0.25), { weight: 0.5 })));
    parts.push(ellipse(x, y - r * 0.06, r * 0.75, r * 0.18, ` fill="${ink.c(light)}" fill-opacity="0.5"`));
  }
  for (let index = 0; index < 4; index++) {
    const x = rng.range(0, W);
    const y = horizon + H * rng.range(0.05, 0.3);
    const r = W * rng.range(0.02, 0.05);
    parts.push(path(`M${f(x - r)} ${f(y)}L${f(x - r * 0.5)} ${f(y - r)}L${f(x + r * 0.6)} ${f(y - r * 0.8)}L${f(x + r)} ${f(y)}Z`, ink.fill(darken(near, 0.35))));
  }
  return parts.join('');
}

