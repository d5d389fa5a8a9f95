// Animals beyond cats and dogs: birds (parrots, owls, crows...), horses, fish, whales and octopuses, in the figures'
// frame (facing right, standing on the origin, a person is 100 units tall) with their look's colours.
import type { FigureSpec } from './figures';
import { darken, f, lighten, type Ink } from './ink';
import { circle, ellipse, path, poly } from './shapes';

export function bird(ink: Ink, spec: FigureSpec, s: number): string {
  const { look } = spec;
  const body = look.top.hex;
  const wing = darken(body, 0.22);
  const species = look.species ?? 'bird';
  const flying = spec.pose === 'fly' || spec.pose === 'float';
  const parts: string[] = [];
  const tail = species === 'parrot' ? 'M-6 -10L-24 4L-20 -2L-26 2Z' : 'M-6 -10L-16 -2L-10 -4Z';
  parts.push(path(tail, ink.fill(species === 'parrot' ? look.accent.hex === '#f0a020' ? '#1f5fbf' : look.accent.hex : wing, { scale: s })));
  if (!flying) parts.push(path('M-2 -4V2M3 -4V2', ` fill="none" stroke="${ink.c('#8a6239')}" stroke-width="1.4"`));
  parts.push(ellipse(0, -14, 9, 11, ink.fill(body, { scale: s })));
  parts.push(ellipse(2, -11, 5, 7, ` fill="${ink.c(lighten(body, 0.35))}"`));
  parts.push(flying ? path('M-4 -18L-22 -44L-4 -30L2 -46L4 -20Z', ink.fill(wing, { scale: s })) : path('M-7 -18Q-4 -6 4 -6Q-2 -12 -7 -18Z', ink.fill(wing, { scale: s, weight: 0.7 })));
  const hy = species === 'owl' ? -24 : -27;
  parts.push(circle(4, hy, species === 'owl' ? 9 : 7, ink.fill(body, { scale: s })));
  if (species === 'owl') {
    parts.push(poly([[-3, hy - 6], [-2, hy - 13], [2, hy - 8]], ink.fill(body, { scale: s })), poly([[7, hy - 8], [11, hy - 13], [11, hy - 5]], ink.fill(body, { scale: s })));
    for (const x of [0.5, 7.5]) parts.push(circle(x, hy, 3.4, ` fill="${ink.c('#fff4c0')}"`), circle(x, hy, 1.8, ` fill="${ink.c('#111')}"`));
    parts.push(poly([[3, hy + 2], [5, hy + 2], [4, hy + 5]], ` fill="${ink.c(look.accent.hex)}"`));
  } else {
    const hooked = species === 'parrot' || species === 'eagle' || species === 'hawk';
    parts.push(hooked ? path(`M10 ${hy - 3}Q17 ${hy - 3} 16 ${hy + 4}Q13 ${hy + 1} 10 ${hy + 2}Z`, ink.fill(look.accent.hex, { scale: s, weight: 0.7 })) : poly([[10, hy - 2], [17, hy], [10, hy + 2]], ink.fill(look.accent.hex, { scale: s, weight: 0.7 })));
    const closed = spec.expression === 'calm' && spec.pose === 'sit';
    parts.push(closed ? path(`M4 ${hy - 1}q2 1.5 4 0`, ` fill="none" stroke="#111" stroke-width="0.9"`) : `${circle(6, hy - 1, 1.8, ` fill="${ink.c('#ffffff')}"`)}${circle(6.5, hy - 1, 1, ' fill="#111"')}`);
  }
  return parts.join('');
}

export function horse(ink: Ink, spec: FigureSpec, s: number): string {
  const { look } = spec;
  const hide = look.top.hex;
  const mane = look.bottom.hex;
  const walking = spec.pose === 'walk';
  const galloping = spec.pose === 'run';
  // [hip x, knee, hoof]: a gallop stretches one leg of each pair out and tucks the other under, off the ground.
  const legs: [number, [number, number], [number, number]][] = galloping
    ? [[-24, [-40, -34], [-56, -18]], [-16, [-30, -30], [-8, -14]], [18, [34, -40], [26, -24]], [26, [44, -40], [60, -26]]]
    : walking ? [[-24, [-32, -28], [-38, -4]], [-16, [-15, -28], [-14, 2]], [18, [12, -28], [6, -4]], [26, [34, -28], [40, -6]]]
    : [[-24, [-25, -28], [-26, 0]], [-16, [-16, -28], [-16, 0]], [18, [18, -28], [18, 0]], [26, [26, -28], [26, 0]]];
  const parts: string[] = [];
  parts.push(path(galloping ? 'M-34 -64Q-56 -62 -64 -48' : 'M-34 -64Q-48 -50 -44 -30', ` fill="none" stroke="${ink.c(mane)}" stroke-width="6" stroke-linecap="round"`));
  for (const [top, knee, [x, y]] of legs) parts.push(path(`M${top} -56Q${knee[0]} ${knee[1]} ${x} ${y}`, ` fill="none" stroke="${ink.c(darken(hide, 0.12))}" stroke-width="6.5" stroke-linecap="round"`), ellipse(x, y - 1, 3.6, 2.2, ` fill="${ink.c('#2a1a10')}"`));
  parts.push(ellipse(-4, -62, 34, 15, ink.fill(hide, { scale: s })));
  parts.push(path('M20 -70Q28 -92 36 -100L46 -92Q36 -80 34 -60Z', ink.fill(hide, { scale: s })));
  parts.push(path('M22 -72Q26 -94 36 -102L32 -104Q20 -94 16 -74Z', ink.fill(mane, { scale: s, weight: 0.7 })));
  parts.push(path('M34 -104Q46 -104 56 -92Q58 -86 52 -84L40 -88Q32 -92 34 -104Z', ink.fill(hide, { scale: s })));
  parts.push(poly([[36, -104], [38, -112], [41, -103]], ink.fill(hide, { scale: s, weight: 0.7 })));
  parts.push(circle(44, -97, 1.4, ' fill="#111"'), circle(54, -88, 0.9, ' fill="#111"'));
  if (look.species === 'unicorn') parts.push(poly([[40, -104], [48, -126], [44, -103]], ink.fill('#f2c230', { scale: s, glow: true })));
  return parts.join('');
}

export function fish(ink: Ink, spec: FigureSpec, s: number): string {
  const { look } = spec;
  const scales = look.top.hex;
  const shark = look.species === 'shark';
  const turtle = look.species === 'turtle';
  const parts: string[] = [];
  if (turtle) {
    parts.push(ellipse(0, -10, 14, 9, ink.fill(scales, { scale: s })), path('M-10 -10h20M-6 -17l3 7l-3 7M6 -17l-3 7l3 7', ` fill="none" stroke="${ink.c(darken(scales, 0.3))}" stroke-width="1"`));
    parts.push(circle(16, -8, 4.5, ink.fill(lighten(scales, 0.2), { scale: s })), circle(17.5, -9, 0.9, ' fill="#111"'));
    return parts.join('');
  }
  const length = shark ? 34 : 16;
  parts.push(poly([[-length + 2, -12], [-length - 10, -22], [-length - 8, -12], [-length - 10, -2]], ink.fill(darken(scales, 0.15), { scale: s })));
  if (shark) parts.push(poly([[-4, -20], [4, -36], [10, -20]], ink.fill(darken(scales, 0.15), { scale: s })));
  parts.push(ellipse(0, -12, length, shark ? 10 : 9, ink.fill(scales, { scale: s })));
  parts.push(path(`M${-length * 0.6} -8Q0 -2 ${length * 0.8} -8`, ` fill="none" stroke="${ink.c(lighten(scales, 0.4))}" stroke-width="2"`));
  parts.push(circle(length * 0.62, -14, 2.2, ` fill="#ffffff"`), circle(length * 0.66, -14, 1.2, ' fill="#111"'));
  if (shark) parts.push(path(`M${length * 0.5} -6l2 2l2 -2l2 2l2 -2`, ` fill="none" stroke="#ffffff" stroke-width="1"`));
  return parts.join('');
}

export function whale(ink: Ink, spec: FigureSpec, s: number): string {
  const { look } = spec;
  const skin = look.top.hex;
  const dolphin = look.species === 'dolphin';
  const k = dolphin ? 0.5 : 1;
  const parts: string[] = [];
  parts.push(path(`M${-60 * k} ${-20 * k}Q${-80 * k} ${-40 * k} ${-92 * k} ${-36 * k}Q${-80 * k} ${-24 * k} ${-90 * k} ${-8 * k}Q${-74 * k} ${-14 * k} ${-60 * k} ${-14 * k}Z`, ink.fill(darken(skin, 0.15), { scale: s })));
  parts.push(path(`M${-64 * k} ${-16 * k}Q${-40 * k} ${-62 * k} ${24 * k} ${-50 * k}Q${62 * k} ${-40 * k} ${60 * k} ${-14 * k}Q${40 * k} 0 ${-20 * k} ${-4 * k}Q${-50 * k} ${-6 * k} ${-64 * k} ${-16 * k}Z`, ink.fill(skin, { scale: s })));
  parts.push(path(`M${-30 * k} ${-6 * k}Q${20 * k} ${4 * k} ${56 * k} ${-12 * k}`, ` fill="none" stroke="${ink.c(lighten(skin, 0.45))}" stroke-width="${f(5 * k)}"`));
  parts.push(circle(36 * k, -28 * k, 2.4, ' fill="#111"'));
  if (dolphin) parts.push(poly([[-4, -26], [2, -38], [8, -26]], ink.fill(darken(skin, 0.15), { scale: s })));
  else parts.push(path('M12 -52Q6 -72 -4 -76M12 -52Q14 -74 24 -80M12 -52Q18 -68 10 -84', ` fill="none" stroke="${ink.glow('#dff4ff')}" stroke-width="3" stroke-linecap="round"`));
  return parts.join('');
}

export function octopus(ink: Ink, spec: FigureSpec, s: number): string {
  const { look } = spec;
  const skin = look.top.hex;
  const parts: string[] = [];
  const grab = spec.pose === 'grab' || spec.pose === 'hold' || spec.pose === 'fight';
  if (look.species === 'crab') {
    parts.push(path('M-14 -6L-22 0M-12 -4L-18 2M14 -6L22 0M12 -4L18 2', ` fill="none" stroke="${ink.c(darken(skin, 0.2))}" stroke-width="2.4"`));
    parts.push(ellipse(0, -10, 16, 9, ink.fill(skin, { scale: s })), path('M-12 -16Q-20 -30 -14 -32M12 -16Q20 -30 14 -32', ` fill="none" stroke="${ink.c(skin)}" stroke-width="3"`));
    parts.push(circle(-14, -34, 4.5, ink.fill(skin, { scale: s })), circle(14, -34, 4.5, ink.fill(skin, { scale: s })), circle(-3, -18, 1.4, ' fill="#111"'), circle(3, -18, 1.4, ' fill="#111"'));
    return parts.join('');
  }
  const tentacles = grab
    ? ['M-14 -24Q-30 -10 -26 0', 'M-8 -22Q-14 -6 -8 0', 'M0 -22Q2 -8 6 0', 'M10 -24Q40 -30 70 -4Q76 2 82 -2']
    : ['M-14 -24Q-30 -10 -26 0', 'M-8 -22Q-14 -6 -8 0', 'M0 -22Q2 -8 6 0', 'M10 -24Q26 -12 24 0'];
  for (const d of ['M-16 -28Q-36 -26 -38 -6', 'M14 -28Q34 -30 36 -8', ...tentacles]) parts.push(path(d, ` fill="none" stroke="${ink.c(darken(skin, 0.12))}" stroke-width="7" stroke-linecap="round"`));
  parts.push(path('M-18 -22Q-24 -66 0 -68Q24 -66 18 -22Q0 -16 -18 -22Z', ink.fill(skin, { scale: s })));
  parts.push(...[[-8, -50], [8, -54], [0, -60]].map(([x, y]) => circle(x!, y!, 2.2, ` fill="${ink.c(darken(skin, 0.2))}"`)));
  parts.push(ellipse(-6, -36, 4, 5, ' fill="#ffffff"'), ellipse(6, -36, 4, 5, ' fill="#ffffff"'), circle(-5, -35, 2, ' fill="#111"'), circle(7, -35, 2, ' fill="#111"'));
  if (look.species === 'jellyfish') parts.push(ellipse(0, -44, 26, 30, ` fill="${ink.glow(lighten(skin, 0.5))}" fill-opacity="0.25"`));
  return parts.join('');
}
