// Props and vehicles as small comic drawings. A prop is drawn around its grip at the origin in the figures' units (a
// person is 100 tall), so it sits in a hand or on the ground; a vehicle stands on the origin, about 100 units wide.
import type { PropKind, VehicleKind } from '../things';
import { darken, f, lighten, type Ink } from './ink';
import { circle, ellipse, group, path, poly, rect } from './shapes';

/** A prop's drawing helpers: a filled shape in the ink's shading, a stroked line in its colours. */
function propPens(ink: Ink, s: number) {
  return {
    fill: (hex: string, weight = 0.8) => ink.fill(hex, { scale: s, weight }),
    line: (d: string, hex: string, width: number) => path(d, ` fill="none" stroke="${ink.c(hex)}" stroke-width="${f(width)}" stroke-linecap="round"`),
  };
}

export function propArt(ink: Ink, kind: PropKind, s: number, colour?: string): string {
  const { fill, line } = propPens(ink, s);
  switch (kind) {
    case 'lantern':
      return [
        circle(0, 9, 12, ` fill="${ink.glow('#ffd86b')}" fill-opacity="0.35"`),
        line('M-3 -2Q0 -7 3 -2', '#3a2a20', 1.2),
        rect(-5, -1, 10, 3, fill('#3a2a20')),
        rect(-4, 2, 8, 11, ink.fill(colour ?? '#ffd86b', { scale: s, weight: 0.6, glow: true }), 2),
        rect(-5, 13, 10, 3, fill('#3a2a20')),
      ].join('');
    case 'torch':
      return [line('M0 8L0 -12', '#6b4526', 3), circle(0, -16, 7, ` fill="${ink.glow('#ffb040')}" fill-opacity="0.35"`), path('M0 -24Q5 -16 2 -11H-2Q-5 -16 0 -24Z', ` fill="${ink.glow('#ff8a1f')}"`)].join('');
    case 'sword':
      return [line('M0 0L0 -34', '#e4e8ee', 2.6), line('M-5 0H5', '#8a6239', 2.4), line('M0 0V6', '#6b4526', 2.4)].join('');
    case 'staff':
      return [line('M0 40L0 -30', '#7a4a2a', 2.4), circle(0, -33, 3, ink.fill(colour ?? '#7fd0ff', { scale: s, glow: true }))].join('');
    case 'map':
      return [path('M-12 -8L-4 -10L4 -8L12 -10V8L4 10L-4 8L-12 10Z', fill(colour ?? '#f1deb0')), line('M-8 2Q-2 -6 4 0T10 -4', '#b0232f', 1), path('M5 -3l2 2m0 -2l-2 2', ` stroke="${ink.c('#b0232f')}" stroke-width="1"`)].join('');
    case 'book':
      return [rect(-9, -7, 18, 13, fill(colour ?? '#7a2130'), 1), rect(-7.5, -5.5, 15, 10, ` fill="${ink.c('#f6f0e0')}"`), line('M0 -5.5V4.5', '#b8a888', 0.8), rect(-9, 4, 18, 2.5, fill(darken(colour ?? '#7a2130', 0.2)))].join('');
    case 'cup':
      return [path('M-5 -6H5L4 5H-4Z', fill(colour ?? '#f4f4f0')), line('M5 -3Q9 -2 4.5 2', colour ?? '#d0d0d0', 1.4), path('M-2 -9q1 -2 0 -4M2 -9q1 -2 0 -4', ` fill="none" stroke="${ink.c('#ffffff')}" stroke-width="0.8" stroke-opacity="0.7"`)].join('');
    case 'gem':
      return [circle(0, 0, 9, ` fill="${ink.glow(colour ?? '#4ad0ff')}" fill-opacity="0.3"`), poly([[-6, -2], [-3, -6], [3, -6], [6, -2], [0, 6]], ink.fill(colour ?? '#4ad0ff', { scale: s, glow: true })), path('M-6 -2H6M-3 -6L0 6L3 -6', ` fill="none" stroke="#ffffff" stroke-width="0.6" stroke-opacity="0.8"`)].join('');
    case 'pearl':
      return [circle(0, 0, 9, ` fill="${ink.glow('#fff6e6')}" fill-opacity="0.35"`), circle(0, 0, 5, ink.fill(colour ?? '#f6efe6', { scale: s, glow: true })), circle(-1.6, -1.8, 1.4, ' fill="#ffffff"')].join('');
    case 'umbrella':
      return [path('M-20 -26Q0 -44 20 -26Q15 -29 10 -26Q5 -29 0 -26Q-5 -29 -10 -26Q-15 -29 -20 -26Z', fill(colour ?? '#d7263d')), line('M0 -36V4Q0 8 -4 7', '#3a2a20', 1.6)].join('');
    case 'phone':
      return [rect(-4, -7, 8, 14, fill('#23262d'), 1.5), rect(-3, -5.5, 6, 10, ` fill="${ink.glow(colour ?? '#7fd0ff')}"`)].join('');
    case 'key':
      return [circle(-6, 0, 3.6, ` fill="none" stroke="${ink.c(colour ?? '#e5b020')}" stroke-width="2"`), line('M-2.5 0H9M6 0V4M9 0V3', colour ?? '#e5b020', 2)].join('');
    case 'letter':
      return [rect(-9, -6, 18, 12, fill(colour ?? '#f6f0e0')), path('M-9 -6L0 1L9 -6', ` fill="none" stroke="${ink.c('#9a8a6a')}" stroke-width="0.9"`), circle(0, 1.5, 1.8, ` fill="${ink.c('#b0232f')}"`)].join('');
    case 'crown':
      return poly([[-9, 4], [-10, -6], [-5, -1], [0, -8], [5, -1], [10, -6], [9, 4]], ink.fill(colour ?? '#f2c230', { scale: s, glow: true }));
    case 'bag':
      return [path('M-8 -6Q0 -16 8 -6', ` fill="none" stroke="${ink.c('#5a3a20')}" stroke-width="1.8"`), path('M-10 -6H10L9 9Q0 11 -9 9Z', fill(colour ?? '#8a5a30')), rect(-3, -3, 6, 4, ` fill="${ink.c('#e5b020')}"`)].join('');
    case 'bottle':
      return [rect(-2, -12, 4, 5, fill('#8a6239')), path('M-2 -7Q-7 -4 -7 2V8H7V2Q7 -4 2 -7Z', ink.fill(colour ?? '#5cff8a', { scale: s, glow: true, opacity: 0.85 })), path('M-5 2h4', ' stroke="#ffffff" stroke-width="1" stroke-opacity="0.7"')].join('');
    case 'flower':
      return [line('M0 10Q-1 0 0 -8', '#2f8f46', 1.4), path('M0 2q-5 -2 -6 2q4 2 6 -2Z', ` fill="${ink.c('#2f8f46')}"`), ...[0, 72, 144, 216, 288].map((angle) => ellipse(0, -12.5, 2.6, 4.2, ` fill="${ink.c(colour ?? '#f06aa8')}" transform="rotate(${angle} 0 -8)"`)), circle(0, -8, 2.2, ` fill="${ink.c('#f2c230')}"`)].join('');
    default:
      return largerPropArt(ink, kind, s, colour);
  }
}

/** The props that are scenery as much as things: crates, chests, shields, bowls, clams, a chessboard… */
function largerPropArt(ink: Ink, kind: PropKind, s: number, colour?: string): string {
  const { fill, line } = propPens(ink, s);
  switch (kind) {
    case 'crate':
      // A wooden crate of slats, gripped by its near side (a fish's tail showing over the top).
      return [rect(-13, -16, 26, 20, fill(colour ?? '#b98a4e')), line('M-13 -9H13M-13 -2H13', '#8a5e2e', 1.2), line('M-11 -14L11 2', '#8a5e2e', 1.6), path('M-4 -16q3 -6 8 -4l3 -3v5z', ` fill="${ink.c('#8fa8b8')}"`)].join('');
    case 'chest':
      return [circle(0, -4, 16, ` fill="${ink.glow('#ffe066')}" fill-opacity="0.25"`), rect(-12, -8, 24, 12, fill(colour ?? '#8a5a30')), path('M-12 -8Q0 -18 12 -8Z', fill(lighten(colour ?? '#8a5a30', 0.15))), rect(-2, -9, 4, 5, ` fill="${ink.c('#e5b020')}"`)].join('');
    case 'shield':
      return [path('M-9 -12h18v10q0 10 -9 14q-9 -4 -9 -14Z', fill(colour ?? '#1f5fbf')), path('M0 -10v18M-6 -3h12', ` fill="none" stroke="${ink.c('#f2c230')}" stroke-width="2"`)].join('');
    case 'camera':
      return [rect(-8, -5, 16, 11, fill('#2a2a2e'), 2), circle(1, 0.5, 3.6, fill('#5e6670')), circle(1, 0.5, 1.8, ` fill="${ink.glow('#7fd0ff')}"`), rect(-6, -7, 4, 2, fill('#2a2a2e'))].join('');
    case 'bell':
      return [path('M-7 4Q-7 -8 0 -8Q7 -8 7 4H-7Z', fill(colour ?? '#e5b020')), circle(0, 5.5, 1.8, fill('#8a6239'))].join('');
    case 'rope':
      // A coil of rope.
      return [ellipse(0, 0, 10, 6, ` fill="none" stroke="${ink.c(colour ?? '#b88a4a')}" stroke-width="2.4"`), ellipse(0, 0, 6.5, 3.8, ` fill="none" stroke="${ink.c(colour ?? '#b88a4a')}" stroke-width="2.4"`), line('M9 2Q14 6 12 10', colour ?? '#b88a4a', 2.4)].join('');
    case 'toyballoon':
      // A toy balloon: the string's end at the origin (a hand, or where it hangs over heads), the balloon above it.
      return [line('M0 0Q-3 -8 0 -16T0 -30', '#555555', 0.8), path('M0 -30l-2 2h4Z', fill(darken(colour ?? '#e0303a', 0.2))), ellipse(0, -42, 10, 12.5, fill(colour ?? '#e0303a', 0.7)), ellipse(-3.5, -46, 2.2, 3.5, ' fill="#ffffff" fill-opacity="0.6"')].join('');
    case 'snowball':
      // Packed snow: a white ball shaded blue underneath, a few lumps on its edge.
      return [circle(0, 0, 6, fill('#f8fbff', 0.5)), path('M-5 2Q0 6 5 2Q3 5.5 0 5.8Q-3 5.5 -5 2Z', ` fill="${ink.c('#b9d3ef')}"`), circle(-2, -2, 1.2, ' fill="#ffffff"')].join('');
    case 'footprint':
      // A muddy shoe print flat on the ground: sole and heel.
      return [ellipse(-5, 0, 7, 3.4, ` fill="${ink.c(colour ?? '#6b4a2f')}" fill-opacity="0.85"`), ellipse(8, 0, 4, 3, ` fill="${ink.c(colour ?? '#6b4a2f')}" fill-opacity="0.85"`)].join('');
    case 'bowl':
      // A steaming bowl: noodles or soup heaped in it, chopsticks across the top.
      return [
        path('M-11 -2Q-11 9 0 9Q11 9 11 -2Z', fill(colour ?? '#e04a3a')),
        ellipse(0, -2, 11, 3, ` fill="${ink.c('#f2d28a')}"`),
        path('M-7 -3q2 -2 4 0t4 0t4 0', ` fill="none" stroke="${ink.c('#c9a24a')}" stroke-width="0.9"`),
        line('M-4 -4L10 -13M-1 -4L13 -11', '#6b4526', 1.2),
        path('M-4 -8q1 -3 0 -6M2 -8q1 -3 0 -6', ` fill="none" stroke="#ffffff" stroke-width="0.9" stroke-opacity="0.7"`),
      ].join('');
    case 'clam':
      // A big open clam: the lower shell as a bowl, the upper one raised behind it, ribbed.
      return [
        path('M-16 -2Q-16 -20 0 -22Q16 -20 16 -2Z', fill(colour ?? '#d9b8c8')),
        path('M-10 -4L-8 -18M-4 -4L-3 -21M2 -4L3 -21M8 -4L9 -18', ` fill="none" stroke="${ink.c(darken(colour ?? '#d9b8c8', 0.25))}" stroke-width="1"`),
        path('M-17 -2Q0 4 17 -2Q15 8 0 9Q-15 8 -17 -2Z', fill(colour ?? '#e8c8d8')),
        path('M-14 -1Q0 3 14 -1', ` fill="none" stroke="${ink.c('#f6eef2')}" stroke-width="1.4"`),
      ].join('');
    case 'chessboard': {
      // A board seen from the side and above: a checkered top with a few pieces standing on it.
      let squares = '';
      for (let row = 0; row < 2; row++) for (let column = row % 2; column < 8; column += 2) squares += `M${-16 + column * 4 + row * 1} ${-4 + row * 2}h4l-0.5 2h-4Z`;
      return [
        path('M-17 0L-15 -4H17L19 0Z', fill('#f2e6c8', 0.6)),
        path(squares, ` fill="${ink.c('#3a2a20')}"`),
        rect(-17, 0, 36, 2.4, fill('#6b4526', 0.6)),
        path('M-11 -4v-4.5a1.8 1.8 0 1 1 0.01 0M-5 -4v-3.5a1.6 1.6 0 1 1 0.01 0M9 -4v-5l-1.5 -1.5h3l-1.5 1.5M13 -4v-3.5a1.6 1.6 0 1 1 0.01 0', ` fill="none" stroke="${ink.c('#1c1c1c')}" stroke-width="1.6" stroke-linecap="round"`),
      ].join('');
    }
    default:
      return '';
  }
}

/** `seeThrough`: a car's windows are cut out of its body and glazed lightly, so whoever drives it shows through them. */
export function vehicleArt(ink: Ink, kind: VehicleKind, s: number, colour?: string, seeThrough = false): string {
  const fill = (hex: string, weight = 1) => ink.fill(hex, { scale: s, weight });
  switch (kind) {
    case 'boat':
      return [
        path('M-50 -16H50L38 0H-38Z', fill(colour ?? '#8a5a30')),
        rect(-46, -20, 92, 4, fill(darken(colour ?? '#8a5a30', 0.25))),
        path('M0 -20V-92', ` fill="none" stroke="${ink.c('#5a3a20')}" stroke-width="3"`),
        path('M2 -88Q34 -60 2 -28Z', fill('#f4efe2')),
        path('M-2 -82Q-30 -56 -2 -32Z', fill('#ece4d0')),
        path('M0 -92l14 4l-14 4Z', ` fill="${ink.c('#d7263d')}"`),
      ].join('');
    case 'car':
      return [
        path(`M-46 -10V-24Q-44 -30 -30 -32L-18 -46H18L30 -32Q46 -30 48 -22V-10Z${seeThrough ? 'M-14 -42H-2V-32H-24ZM2 -42H14L24 -32H2Z' : ''}`, `${fill(colour ?? '#d7263d')}${seeThrough ? ' fill-rule="evenodd"' : ''}`),
        path('M-14 -42H-2V-32H-24ZM2 -42H14L24 -32H2Z', ` fill="${ink.glow('#bfe6ff')}" fill-opacity="${seeThrough ? 0.3 : 0.9}"`),
        circle(-28, -10, 9, fill('#23262d')), circle(-28, -10, 4, ` fill="${ink.c('#b8c2cc')}"`),
        circle(28, -10, 9, fill('#23262d')), circle(28, -10, 4, ` fill="${ink.c('#b8c2cc')}"`),
        circle(46, -24, 2.6, ` fill="${ink.glow('#ffe89a')}"`),
      ].join('');
    case 'bicycle':
      return [
        circle(-20, -14, 14, ` fill="none"${ink.stroke(2.4, { scale: s, color: ink.c('#23262d') })}`),
        circle(20, -14, 14, ` fill="none"${ink.stroke(2.4, { scale: s, color: ink.c('#23262d') })}`),
        path('M-20 -14L-4 -14L8 -34H-10ZM-4 -14L-12 -40M20 -14L8 -34L10 -42H16', ` fill="none" stroke="${ink.c(colour ?? '#1f5fbf')}" stroke-width="2.6" stroke-linejoin="round"`),
        path('M-16 -40H-7', ` stroke="${ink.c('#23262d')}" stroke-width="3" stroke-linecap="round"`),
      ].join('');
    case 'train':
      return [
        rect(-55, -50, 70, 42, fill(colour ?? '#2f6b3a'), 3),
        rect(15, -36, 36, 28, fill(darken(colour ?? '#2f6b3a', 0.1)), 2),
        rect(24, -58, 10, 22, fill('#23262d')),
        path('M30 -64q-8 -10 4 -18q10 -6 2 -16', ` fill="none" stroke="${ink.c('#eeeeee')}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.8"`),
        rect(-48, -44, 14, 12, ` fill="${ink.glow('#ffe89a')}"`), rect(-28, -44, 14, 12, ` fill="${ink.glow('#ffe89a')}"`), rect(-8, -44, 14, 12, ` fill="${ink.glow('#ffe89a')}"`),
        ...[-44, -20, 4, 34].map((x) => circle(x, -7, 7, fill('#23262d'))),
        path('M51 -8L58 -8L51 -20Z', fill('#b0232f')),
      ].join('');
    case 'rocket':
      return [
        path('M0 -120Q18 -96 16 -40H-16Q-18 -96 0 -120Z', fill(colour ?? '#eef1f4')),
        path('M0 -120Q10 -108 12 -96H-12Q-10 -108 0 -120Z', fill('#d7263d')),
        circle(0, -76, 7, fill('#7fd0ff')),
        path('M-16 -52L-30 -28L-16 -34ZM16 -52L30 -28L16 -34Z', fill('#d7263d')),
        path('M-10 -40Q0 -6 10 -40Z', ` fill="${ink.glow('#ffb040')}"`),
      ].join('');
    case 'balloon':
      return [
        path('M0 -130C-34 -130 -40 -92 -16 -62L-8 -48H8L16 -62C40 -92 34 -130 0 -130Z', fill(colour ?? '#ef6c1a')),
        path('M0 -130C-12 -118 -12 -80 -4 -48M0 -130C12 -118 12 -80 4 -48', ` fill="none" stroke="${ink.c('#f2c230')}" stroke-width="3"`),
        path('M-8 -48L-9 -30M8 -48L9 -30', ` fill="none" stroke="${ink.c('#5a3a20')}" stroke-width="1.2"`),
        rect(-10, -30, 20, 14, fill('#8a5a30'), 2),
      ].join('');
  }
}

/** A thing placed at (x, y) at `scale` pixels per unit. */
export const placed = (art: string, x: number, y: number, scale: number, facing: 1 | -1 = 1, extra = '') => {
  const k = Math.round(scale * 1000) / 1000;
  return group(art, `translate(${f(x)} ${f(y)}) scale(${k * facing} ${k})`, extra);
};
