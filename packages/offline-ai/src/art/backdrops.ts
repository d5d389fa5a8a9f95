// The particular places drawn over a broad setting's backdrop (a sea floor over the sea, a train platform over the city
// street) and a crowd behind the cast.
import type { Backdrop } from '../staging';
import type { SilhouetteKind } from '../staging';
import type { Pose } from './figures';
import { darken, f, type Ink } from './ink';
import { circle, ellipse, path, poly, rect } from './shapes';
import type { Frame } from './sky';

/** The doorstep's front door, in fractions of the frame (its foot on the horizon): a knocker is placed at it. */
export const DOORSTEP_DOOR = { left: 0.64, right: 0.8, height: 0.26 };

/** The courtyard's well, in fractions of the frame from the horizon: its ring's sides and foot, its crossbar's height. */
export const COURTYARD_WELL = { left: 0.7, right: 0.9, foot: 0.08, crossbar: -0.17 };

/** What each particular place draws over its setting's backdrop, into `parts`; `ground` is the height under the horizon. */
const PLACE_DETAILS: Partial<Record<Backdrop, (place: Frame & { ground: number; parts: string[] }) => void>> = {
  underwater: ({ W, H, ink, horizon, rng, ground, parts }) => {
    // The whole frame under water: blue depths, light rays, a sandy floor with weed, rocks and bubbles.
    parts.push(ink.rings(0, 0, W, H, [[0, '#3fa6d8'], [0.6, '#1f6fa8'], [1, '#14476e']], true));
    for (let i = 0; i < 4; i++) parts.push(poly([[W * (0.1 + i * 0.25), 0], [W * (0.18 + i * 0.25), 0], [W * (0.3 + i * 0.2), H * 0.8], [W * (0.2 + i * 0.2), H * 0.8]], ` fill="#ffffff" fill-opacity="0.07"`));
    parts.push(path(`M0 ${f(horizon + ground * 0.35)}Q${f(W * 0.3)} ${f(horizon + ground * 0.2)} ${f(W * 0.6)} ${f(horizon + ground * 0.32)}T${f(W)} ${f(horizon + ground * 0.28)}V${f(H)}H0Z`, ink.fill('#d9c48f')));
    for (let i = 0; i < 6; i++) {
      const x = W * rng.range(0.03, 0.97);
      const base = horizon + ground * rng.range(0.4, 0.7);
      const tall = H * rng.range(0.12, 0.28);
      parts.push(path(`M${f(x)} ${f(base)}q${f(-W * 0.03)} ${f(-tall / 3)} 0 ${f((-tall * 2) / 3)}t0 ${f(-tall / 3)}`, ` fill="none" stroke="${ink.c(i % 2 ? '#2f8f5a' : '#4fb06a')}" stroke-width="${f(6 * ink.unit)}" stroke-linecap="round"`));
    }
    for (let i = 0; i < 3; i++) parts.push(ellipse(W * rng.range(0.05, 0.95), horizon + ground * rng.range(0.5, 0.8), W * 0.06, H * 0.025, ink.fill('#7a7f86')));
    for (let i = 0; i < 14; i++) parts.push(circle(W * rng.range(0.05, 0.95), H * rng.range(0.05, 0.7), W * rng.range(0.004, 0.012), ` fill="none" stroke="#e8f8ff" stroke-opacity="0.8" stroke-width="${f(1.5 * ink.unit)}"`));
  },
  canyon: ({ W, H, ink, horizon, parts }) => {
    // Red rock walls rising either side of the floor.
    parts.push(path(`M0 0H${f(W * 0.28)}L${f(W * 0.22)} ${f(horizon * 0.5)}L${f(W * 0.32)} ${f(horizon)}L${f(W * 0.2)} ${f(H)}H0Z`, ink.fill('#b8552f')));
    parts.push(path(`M${f(W)} 0H${f(W * 0.74)}L${f(W * 0.8)} ${f(horizon * 0.45)}L${f(W * 0.68)} ${f(horizon)}L${f(W * 0.82)} ${f(H)}H${f(W)}Z`, ink.fill('#a3482a')));
    for (const y of [0.2, 0.4, 0.6]) parts.push(path(`M0 ${f(horizon * y)}H${f(W * 0.25)}M${f(W * 0.76)} ${f(horizon * y + 10)}H${f(W)}`, ` stroke="${ink.c('#7a3018')}" stroke-width="${f(3 * ink.unit)}"`));
  },
  'desert town': ({ W, H, ink, horizon, ground, parts }) => {
    for (const [x, w, h] of [[0.04, 0.2, 0.16], [0.28, 0.16, 0.12], [0.7, 0.24, 0.18]] as const) {
      const top = horizon - H * h;
      parts.push(rect(W * x, top, W * w, H * h + ground * 0.1, ink.fill('#d9a46a')), rect(W * (x + w * 0.4), horizon - H * 0.07, W * w * 0.2, H * 0.07 + ground * 0.1, ink.fill('#6b3f1f')));
      parts.push(rect(W * x - W * 0.01, top - H * 0.02, W * w + W * 0.02, H * 0.025, ink.fill('#a9713c')));
    }
  },
  harbour: ({ W, ink, horizon, ground, parts }) => {
    // A stone quay with bollards and crates in front of the water.
    parts.push(rect(0, horizon + ground * 0.45, W, ground * 0.55, ink.fill('#9a8f80')), rect(0, horizon + ground * 0.43, W, ground * 0.05, ink.fill('#6f665a')));
    for (const x of [0.12, 0.52, 0.88]) parts.push(rect(W * x, horizon + ground * 0.36, W * 0.025, ground * 0.1, ink.fill('#2d2d33'), 3));
    parts.push(rect(W * 0.66, horizon + ground * 0.3, W * 0.12, ground * 0.16, ink.fill('#a8743f')), rect(W * 0.72, horizon + ground * 0.2, W * 0.09, ground * 0.12, ink.fill('#b9834a')));
  },
  rooftop: ({ W, H, ink, horizon, parts }) => {
    parts.push(rect(0, horizon + H * 0.06, W, H, ink.fill('#8a8d94', { weight: 0.6 })), rect(0, horizon + H * 0.025, W, H * 0.04, ink.fill('#b7a58c', { weight: 0.8 })));
    parts.push(rect(W * 0.78, horizon - H * 0.05, W * 0.1, H * 0.1, ink.fill('#6d7078')), rect(W * 0.8, horizon - H * 0.09, W * 0.06, H * 0.04, ink.fill('#8b8e96')));
  },
  'train platform': ({ W, H, ink, horizon, ground, parts }) => {
    // The platform's edge, its yellow line, the rails below and a station sign and canopy.
    const edge = horizon + ground * 0.35;
    parts.push(rect(0, horizon, W, edge - horizon, ink.fill('#5a5550')), rect(0, edge, W, H - edge, ink.fill('#b9b3a8')), rect(0, edge, W, H * 0.012, ` fill="${ink.c('#f2c230')}"`));
    for (const y of [0.3, 0.7]) parts.push(rect(0, horizon + (edge - horizon) * y, W, H * 0.006, ` fill="${ink.c('#c8ccd2')}"`));
    parts.push(rect(0, H * 0.06, W, H * 0.05, ink.fill('#4a5a6a')), rect(W * 0.1, H * 0.11, W * 0.015, edge - H * 0.11, ink.fill('#4a5a6a')), rect(W * 0.88, H * 0.11, W * 0.015, edge - H * 0.11, ink.fill('#4a5a6a')));
    parts.push(rect(W * 0.38, H * 0.14, W * 0.24, H * 0.05, ink.fill('#1f4e8c'), 4));
  },
  bridge: ({ W, H, ink, horizon, ground, parts, words }) => {
    if (/\b(?:on|across|over|along) (?:the |a |an |this |that |their |his |her )?(?:\w+ ){0,2}bridge\b/.test(words) && !/\b(?:above|under|below|beneath) (?:the |a )?(?:\w+ ){0,2}bridge\b/.test(words)) {
      // Someone on the bridge: its deck is the ground, stone paving, with the stone parapet behind them and the
      // river and its far bank beyond it.
      const parapet = horizon - H * 0.07;
      parts.push(`<g class="place place-bridge-deck">`);
      parts.push(rect(0, horizon - H * 0.16, W, H * 0.09, ink.fill('#4f86b8', { weight: 0.5 })));
      parts.push(rect(0, horizon - H * 0.18, W, H * 0.025, ink.fill('#6f8f5a', { weight: 0.5 })));
      parts.push(rect(0, horizon, W, ground, ink.fill('#a8a49a')));
      for (let i = 1; i < 5; i++) parts.push(path(`M0 ${f(horizon + ground * (i / 5) ** 1.3)}H${f(W)}`, ` stroke="${ink.c('#86827a')}" stroke-width="${f(1.5 * ink.unit)}"`));
      parts.push(rect(0, parapet, W, horizon - parapet, ink.fill('#b7b2a6')), rect(0, parapet - H * 0.018, W, H * 0.02, ink.fill('#8d887c')));
      // The parapet's stone blocks, in courses.
      for (let row = 0; row < 2; row++) {
        const y = parapet + ((horizon - parapet) / 2) * row;
        parts.push(path(`M0 ${f(y)}H${f(W)}`, ` stroke="${ink.c('#8d887c')}" stroke-width="${f(1.2 * ink.unit)}"`));
        for (let x = (row ? W * 0.06 : 0) + W * 0.12; x < W; x += W * 0.12) parts.push(path(`M${f(x)} ${f(y)}v${f((horizon - parapet) / 2)}`, ` stroke="${ink.c('#8d887c')}" stroke-width="${f(1.2 * ink.unit)}"`));
      }
      // Lamp posts on the parapet, as bridges have.
      for (const at of [0.1, 0.9]) parts.push(rect(W * at - W * 0.008, parapet - H * 0.2, W * 0.016, H * 0.2, ink.fill('#3a3a40')), circle(W * at, parapet - H * 0.21, W * 0.025, ink.fill('#ffe9a8', { weight: 0.6 })));
      parts.push('</g>');
      return;
    }
    // A stone arch bridge across the middle distance, with its railing.
    parts.push(path(`M0 ${f(horizon - H * 0.1)}H${f(W)}V${f(horizon + ground * 0.25)}H${f(W * 0.75)}Q${f(W * 0.5)} ${f(horizon - H * 0.04)} ${f(W * 0.25)} ${f(horizon + ground * 0.25)}H0Z`, ink.fill('#9c8f7e')));
    parts.push(rect(0, horizon - H * 0.14, W, H * 0.04, ink.fill('#7d7062')));
    parts.push(rect(0, horizon + ground * 0.25, W, ground, ink.fill('#4f86b8', { weight: 0.5 })));
  },
  'cave torches': ({ W, H, ink, horizon, parts }) => {
    for (const x of [0.12, 0.88]) {
      parts.push(rect(W * x - W * 0.008, horizon - H * 0.22, W * 0.016, H * 0.09, ink.fill('#5a3a20')));
      parts.push(ellipse(W * x, horizon - H * 0.245, W * 0.022, H * 0.035, ` fill="${ink.glow('#ffb347')}"`), ellipse(W * x, horizon - H * 0.24, W * 0.06, H * 0.07, ` fill="#ffb347" fill-opacity="0.18"`));
    }
  },
  school: ({ W, H, ink, horizon, ground, parts }) => {
    parts.push(rect(W * 0.2, horizon - H * 0.34, W * 0.6, H * 0.2, ink.fill('#2f4f3a')), rect(W * 0.19, horizon - H * 0.35, W * 0.62, H * 0.012, ink.fill('#8a6a44')));
    parts.push(path(`M${f(W * 0.26)} ${f(horizon - H * 0.28)}h${f(W * 0.12)}M${f(W * 0.26)} ${f(horizon - H * 0.24)}h${f(W * 0.2)}`, ` stroke="#f0f0e8" stroke-width="${f(2 * ink.unit)}"`));
    for (const x of [0.08, 0.62]) parts.push(rect(W * x, horizon + ground * 0.1, W * 0.28, ground * 0.08, ink.fill('#b98a55')), rect(W * (x + 0.02), horizon + ground * 0.18, W * 0.02, ground * 0.2, ink.fill('#7a5a35')), rect(W * (x + 0.24), horizon + ground * 0.18, W * 0.02, ground * 0.2, ink.fill('#7a5a35')));
  },
  restaurant: ({ W, H, ink, horizon, ground, parts }) => {
    // Its own room over the plain one: a warm wall, a counter with bottles and a menu board, lamps over
    // tables laid with checked cloths, plates and candles.
    parts.push(`<g class="place place-restaurant">`);
    parts.push(rect(0, 0, W, horizon, ink.fill('#e8b87a')), rect(0, horizon - H * 0.12, W, H * 0.12, ink.fill('#7a3f24')));
    parts.push(rect(0, horizon, W, ground, ink.fill('#b07a48')));
    for (let i = 1; i < 6; i++) parts.push(path(`M0 ${f(horizon + (ground / 6) * i)}H${f(W)}`, ` stroke="${ink.c('#8a5a30')}" stroke-width="${f(1.5 * ink.unit)}"`));
    // The counter along the back wall, the shelf of bottles above it and the menu board.
    parts.push(rect(W * 0.3, horizon - H * 0.15, W * 0.4, H * 0.15, ink.fill('#5a2e1a')), rect(W * 0.28, horizon - H * 0.165, W * 0.44, H * 0.02, ink.fill('#c9a06a')));
    parts.push(rect(W * 0.3, H * 0.3, W * 0.4, H * 0.012, ink.fill('#6b3f1f')));
    for (let i = 0; i < 7; i++) parts.push(rect(W * (0.32 + i * 0.054), H * 0.3 - H * 0.05, W * 0.022, H * 0.05, ink.fill(['#2f7a4a', '#8a2a3a', '#c9a040', '#3a5a8a'][i % 4]!), 3));
    parts.push(rect(W * 0.38, H * 0.1, W * 0.24, H * 0.12, ink.fill('#2a2a2a'), 4));
    for (let i = 0; i < 3; i++) parts.push(path(`M${f(W * 0.41)} ${f(H * (0.135 + i * 0.03))}h${f(W * (0.12 + (i % 2) * 0.05))}`, ` stroke="#f0f0e8" stroke-width="${f(2 * ink.unit)}"`));
    for (const x of [0.03, 0.69]) {
      const top = horizon + ground * 0.12;
      parts.push(rect(W * (x + 0.03), top, W * 0.02, ground * 0.4, ink.fill('#4a2a18')), rect(W * (x + 0.23), top, W * 0.02, ground * 0.4, ink.fill('#4a2a18')));
      parts.push(rect(W * x, top - ground * 0.02, W * 0.28, ground * 0.16, ink.fill('#ffffff')));
      for (let i = 0; i < 7; i++) parts.push(rect(W * (x + i * 0.04), top - ground * 0.02, W * 0.02, ground * 0.16, ` fill="${ink.c('#d8343c')}" fill-opacity="0.8"`));
      parts.push(ellipse(W * (x + 0.08), top - ground * 0.02, W * 0.04, H * 0.008, ink.fill('#f4f4f0')), ellipse(W * (x + 0.2), top - ground * 0.02, W * 0.04, H * 0.008, ink.fill('#f4f4f0')));
      parts.push(rect(W * (x + 0.137), top - ground * 0.02 - H * 0.035, W * 0.012, H * 0.035, ink.fill('#f4ecd8')), ellipse(W * (x + 0.143), top - ground * 0.02 - H * 0.042, W * 0.008, H * 0.01, ` fill="${ink.glow('#ffb347')}"`));
      parts.push(path(`M${f(W * (x + 0.14))} 0V${f(H * 0.14)}`, ` stroke="#333" stroke-width="${f(ink.unit)}"`), path(`M${f(W * (x + 0.1))} ${f(H * 0.17)}Q${f(W * (x + 0.14))} ${f(H * 0.11)} ${f(W * (x + 0.18))} ${f(H * 0.17)}Z`, ink.fill('#c8323c')), ellipse(W * (x + 0.14), H * 0.175, W * 0.025, H * 0.01, ` fill="${ink.glow('#ffe08a')}"`));
    }
    parts.push('</g>');
  },
  'food stall': ({ W, H, ink, horizon, ground, parts }) => {
    // A street stall: striped awning, counter, steaming pot and hanging lanterns.
    const x = W * 0.52;
    const w = W * 0.44;
    parts.push(rect(x, horizon - H * 0.2, w, H * 0.2 + ground * 0.2, ink.fill('#7a4a2a')));
    for (let i = 0; i < 6; i++) parts.push(path(`M${f(x + (w / 6) * i)} ${f(horizon - H * 0.26)}h${f(w / 6)}l${f(-w / 60)} ${f(H * 0.07)}h${f(-w / 6 + w / 30)}Z`, ink.fill(i % 2 ? '#ffffff' : '#d8343c')));
    parts.push(rect(x - W * 0.01, horizon - H * 0.02, w + W * 0.02, H * 0.03, ink.fill('#c9a06a')), ellipse(x + w * 0.3, horizon - H * 0.04, W * 0.05, H * 0.02, ink.fill('#3a3a42')));
    for (let i = 0; i < 3; i++) parts.push(path(`M${f(x + w * (0.26 + i * 0.04))} ${f(horizon - H * 0.06)}q${f(W * 0.01)} ${f(-H * 0.03)} 0 ${f(-H * 0.06)}`, ` fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f(2 * ink.unit)}"`));
    for (const dx of [0.15, 0.5, 0.85]) parts.push(ellipse(x + w * dx, horizon - H * 0.16, W * 0.018, H * 0.022, ` fill="${ink.glow('#ff7a3a')}"`));
  },
  'launch pad': ({ W, H, ink, horizon, ground, parts }) => {
    parts.push(rect(0, horizon + ground * 0.1, W, ground, ink.fill('#9a9aa0')), rect(W * 0.66, horizon - H * 0.42, W * 0.05, H * 0.42 + ground * 0.1, ink.fill('#c8483c')));
    for (let i = 0; i < 6; i++) parts.push(path(`M${f(W * 0.66)} ${f(horizon - H * 0.07 * i)}l${f(W * 0.05)} ${f(-H * 0.07)}`, ` stroke="${ink.c('#8a2a22')}" stroke-width="${f(2 * ink.unit)}"`));
    parts.push(path(`M${f(W * 0.78)} ${f(horizon - H * 0.36)}q${f(W * 0.04)} ${f(H * 0.05)} ${f(W * 0.04)} ${f(H * 0.14)}v${f(H * 0.2)}h${f(-W * 0.08)}v${f(-H * 0.2)}q0 ${f(-H * 0.09)} ${f(W * 0.04)} ${f(-H * 0.14)}Z`, ink.fill('#f0f0f4')));
  },
  courtyard: ({ W, H, ink, horizon, ground, parts }) => {
    // Flagstones and a round stone well with its roof and bucket.
    parts.push(rect(0, horizon, W, ground, ink.fill('#b3a894')));
    for (let i = 1; i < 5; i++) parts.push(path(`M0 ${f(horizon + (ground / 5) * i)}H${f(W)}`, ` stroke="${ink.c('#8c826f')}" stroke-width="${f(1.5 * ink.unit)}"`));
    parts.push(rect(W * 0.7, horizon - H * 0.02, W * 0.2, H * 0.1, ink.fill('#8a8278'), 4), ellipse(W * 0.8, horizon - H * 0.02, W * 0.1, H * 0.02, ink.fill('#3a3a40')));
    parts.push(rect(W * 0.71, horizon - H * 0.2, W * 0.012, H * 0.18, ink.fill('#6b4a2f')), rect(W * 0.878, horizon - H * 0.2, W * 0.012, H * 0.18, ink.fill('#6b4a2f')), poly([[W * 0.68, horizon - H * 0.19], [W * 0.8, horizon - H * 0.27], [W * 0.92, horizon - H * 0.19]], ink.fill('#8a3a2a')));
  },
  doorstep: ({ W, H, ink, horizon, ground, parts, words }) => {
    // The house is the colour the prompt gives it ("a blue house"), brick otherwise.
    const named = /\b(red|blue|green|yellow|white|pink) (?:house|cottage|home)\b/.exec(words)?.[1];
    const wall = ({ red: '#c8503c', blue: '#5a8fd0', green: '#6aa86a', yellow: '#f0d060', white: '#f4f2ec', pink: '#f0a8c0' } as Record<string, string>)[named ?? ''] ?? '#c98f6a';
    parts.push(`<rect class="house-wall" x="${f(W * 0.55)}" y="${f(horizon - H * 0.36)}" width="${f(W * 0.45)}" height="${f(H * 0.36 + ground * 0.1)}"${ink.fill(wall)}/>`, rect(W * DOORSTEP_DOOR.left, horizon - H * DOORSTEP_DOOR.height, W * (DOORSTEP_DOOR.right - DOORSTEP_DOOR.left), H * DOORSTEP_DOOR.height, ink.fill(named === 'blue' ? '#b03a2e' : '#2f5a8a'), 3));
    parts.push(circle(W * 0.77, horizon - H * 0.12, W * 0.008, ink.fill('#e0c050')), rect(W * 0.6, horizon, W * 0.24, H * 0.025, ink.fill('#9a9088')), rect(W * 0.58, horizon + H * 0.025, W * 0.28, H * 0.025, ink.fill('#8a8078')));
  },
  park: ({ W, H, ink, horizon, ground, parts }) => {
    // A park bench and a lamp post on a path.
    const y = horizon + ground * 0.25;
    parts.push(path(`M0 ${f(y + ground * 0.15)}Q${f(W * 0.5)} ${f(y)} ${f(W)} ${f(y + ground * 0.2)}V${f(y + ground * 0.35)}Q${f(W * 0.5)} ${f(y + ground * 0.15)} 0 ${f(y + ground * 0.3)}Z`, ink.fill('#d8c9a8')));
    parts.push(rect(W * 0.6, y - H * 0.06, W * 0.3, H * 0.02, ink.fill('#8a5a30')), rect(W * 0.6, y - H * 0.1, W * 0.3, H * 0.02, ink.fill('#8a5a30')));
    for (const x of [0.62, 0.87]) parts.push(rect(W * x, y - H * 0.06, W * 0.012, H * 0.06, ink.fill('#3a3a3a')));
    parts.push(rect(W * 0.12, y - H * 0.3, W * 0.012, H * 0.3, ink.fill('#2f2f36')), circle(W * 0.126, y - H * 0.31, W * 0.025, ` fill="${ink.glow('#fff2b0')}"`));
  },
  deck: ({ W, H, ink, horizon, ground, parts }) => {
    // Planks and a rail across the foreground, the mast rising.
    parts.push(rect(0, horizon + ground * 0.2, W, ground, ink.fill('#a8743f')));
    for (let i = 1; i < 6; i++) parts.push(path(`M0 ${f(horizon + ground * (0.2 + i * 0.14))}H${f(W)}`, ` stroke="${ink.c('#7a5028')}" stroke-width="${f(1.5 * ink.unit)}"`));
    parts.push(rect(0, horizon + ground * 0.05, W, H * 0.015, ink.fill('#6b4a2f')), rect(W * 0.08, 0, W * 0.03, horizon + ground * 0.2, ink.fill('#7a5028')));
    for (let i = 0; i < 8; i++) parts.push(rect(W * (i / 8), horizon + ground * 0.05, W * 0.008, ground * 0.15, ink.fill('#6b4a2f')));
  },
  market: ({ W, H, ink, horizon, parts }) => {
    for (const [x, colour] of [[0.02, '#2f7fd0'], [0.36, '#e0a030'], [0.7, '#3aa05a']] as const) {
      parts.push(rect(W * x, horizon - H * 0.12, W * 0.28, H * 0.12, ink.fill('#8a6a44')), path(`M${f(W * x - W * 0.01)} ${f(horizon - H * 0.12)}h${f(W * 0.3)}l${f(-W * 0.02)} ${f(-H * 0.06)}h${f(-W * 0.26)}Z`, ink.fill(colour)));
      for (let i = 0; i < 4; i++) parts.push(circle(W * (x + 0.04 + i * 0.065), horizon - H * 0.13, W * 0.018, ink.fill(['#e03a3a', '#f0c030', '#60b040', '#f08030'][i]!)));
    }
  },
  garden: ({ W, H, ink, horizon, ground, parts }) => {
    for (let i = 0; i < 10; i++) {
      const x = W * (0.04 + i * 0.1);
      parts.push(path(`M${f(x)} ${f(horizon + ground * 0.3)}v${f(-H * 0.05)}`, ` stroke="${ink.c('#2f8f46')}" stroke-width="${f(2 * ink.unit)}"`), circle(x, horizon + ground * 0.3 - H * 0.055, W * 0.014, ink.fill(['#f06aa8', '#f0c030', '#ffffff', '#e04040'][i % 4]!)));
    }
    parts.push(rect(0, horizon - H * 0.06, W, H * 0.06, ink.fill('#c9c0b0')));
  },
  stage: ({ W, H, ink, horizon, parts }) => {
    // A theatre stage over the hall: a dark back wall, red curtains drawn to the sides under a scalloped valance,
    // wooden boards with a front edge lit by footlights, and a spotlight's pool.
    const edge = H * 0.9;
    parts.push(`<g class="place place-stage">`);
    parts.push(rect(0, 0, W, horizon, ink.fill('#2a1630')), rect(0, horizon, W, edge - horizon, ink.fill('#a8743f')));
    for (let i = 1; i < 5; i++) parts.push(path(`M0 ${f(horizon + ((edge - horizon) / 5) * i)}H${f(W)}`, ` stroke="${ink.c('#7a5028')}" stroke-width="${f(1.5 * ink.unit)}"`));
    parts.push(rect(0, edge, W, H - edge, ink.fill('#3a1f14')));
    for (const side of [0, 1]) {
      const x0 = side ? W : 0;
      const dir = side ? -1 : 1;
      parts.push(path(`M${f(x0)} 0H${f(x0 + dir * W * 0.26)}Q${f(x0 + dir * W * 0.1)} ${f(horizon * 0.55)} ${f(x0 + dir * W * 0.16)} ${f(edge)}H${f(x0)}Z`, ink.fill('#b0202c')));
      for (const k of [0.05, 0.1, 0.15]) parts.push(path(`M${f(x0 + dir * W * k)} ${f(H * 0.1)}Q${f(x0 + dir * W * (k * 0.6))} ${f(horizon * 0.6)} ${f(x0 + dir * W * k)} ${f(edge)}`, ` fill="none" stroke="${ink.c('#7a1018')}" stroke-width="${f(3 * ink.unit)}"`));
      parts.push(ellipse(x0 + dir * W * 0.12, horizon * 0.62, W * 0.03, H * 0.012, ink.fill('#e0b040')));
    }
    // Low enough to stay in the frame when the camera moves in.
    let valance = `M0 0H${f(W)}V${f(H * 0.17)}`;
    for (let i = 8; i > 0; i--) valance += `Q${f((W / 8) * (i - 0.5))} ${f(H * 0.23)} ${f((W / 8) * (i - 1))} ${f(H * 0.17)}`;
    parts.push(`<path class="valance" d="${valance}Z"${ink.fill('#b0202c')}/>`, rect(0, H * 0.165, W, H * 0.012, ink.fill('#e0b040')));
    parts.push(ellipse(W * 0.5, horizon + (edge - horizon) * 0.6, W * 0.3, (edge - horizon) * 0.3, ` fill="#fff6c0" fill-opacity="0.35"`));
    for (let i = 0; i < 7; i++) {
      const x = (W / 7) * (i + 0.5);
      parts.push(`<path class="footlight" d="M${f(x - W * 0.025)} ${f(edge + H * 0.004)}a${f(W * 0.025)} ${f(H * 0.02)} 0 0 1 ${f(W * 0.05)} 0Z" fill="${ink.glow('#ffe08a')}"/>`);
    }
    parts.push('</g>');
  },
  village: ({ W, H, ink, horizon, ground, parts, words }) => {
    // Cottages along the horizon with pitched roofs (white with snow when it snows), chimneys and lit windows,
    // a fence and a winding lane: a village, not a city street.
    const snowy = /\bsnow/.test(words);
    parts.push(`<g class="place place-village">`);
    if (snowy) parts.push(`<rect class="snow-ground" x="0" y="${f(horizon - H * 0.01)}" width="${f(W)}" height="${f(H - horizon + H * 0.01)}"${ink.fill('#eef3f8', { weight: 0.4 })}/>`);
    const cottages: [number, number, string, string][] = [[0.02, 0.2, '#e8d8b0', '#8a3a2a'], [0.27, 0.16, '#c98f6a', '#5a4a3a'], [0.5, 0.18, '#f0e6d0', '#3a5a7a'], [0.76, 0.22, '#d9a46a', '#7a2a2a']];
    for (const [x, w, wall, roof] of cottages) {
      const h = H * 0.09;
      const top = horizon - h;
      parts.push(rect(W * (x + w * 0.7), top - H * 0.09, W * 0.025, H * 0.06, ink.fill('#7a4a3a')));
      parts.push(`<rect class="cottage" x="${f(W * x)}" y="${f(top)}" width="${f(W * w)}" height="${f(h + ground * 0.04)}"${ink.fill(wall)}/>`);
      parts.push(poly([[W * (x - 0.015), top + H * 0.004], [W * (x + w / 2), top - H * 0.08], [W * (x + w + 0.015), top + H * 0.004]], ink.fill(snowy ? '#f4f8fc' : roof)));
      parts.push(rect(W * (x + w * 0.42), horizon - H * 0.055, W * w * 0.18, H * 0.055 + ground * 0.04, ink.fill('#6b3f1f')));
      for (const dx of [0.15, 0.72]) parts.push(rect(W * (x + w * dx), top + h * 0.25, W * w * 0.15, h * 0.3, ` fill="${ink.glow('#ffd98a')}"`));
    }
    parts.push(path(`M${f(W * 0.42)} ${f(horizon + ground * 0.04)}Q${f(W * 0.3)} ${f(horizon + ground * 0.5)} ${f(W * 0.5)} ${f(H)}H${f(W * 0.75)}Q${f(W * 0.45)} ${f(horizon + ground * 0.5)} ${f(W * 0.47)} ${f(horizon + ground * 0.04)}Z`, ink.fill(snowy ? '#e4eaf0' : '#d8c9a8', { weight: 0.5 })));
    const fence = horizon + ground * 0.16;
    parts.push(rect(0, fence, W * 0.3, H * 0.008, ink.fill('#8a6a44')), rect(W * 0.72, fence, W * 0.28, H * 0.008, ink.fill('#8a6a44')));
    for (let i = 0; i < 12; i++) {
      const x = i < 6 ? W * (0.02 + i * 0.05) : W * (0.74 + (i - 6) * 0.045);
      parts.push(rect(x, fence - H * 0.02, W * 0.012, H * 0.045, ink.fill('#a8845a')));
    }
    parts.push('</g>');
  },
  lake: ({ W, H, ink, horizon, rng, parts }) => {
    // A lake, not the sea: a far shore of green hills and pines across the water, and water to the frame's foot
    // (no harbour wall), reeds at the near edge.
    parts.push(`<g class="place place-lake">`);
    parts.push(path(`M0 ${f(horizon + H * 0.01)}Q${f(W * 0.2)} ${f(horizon - H * 0.08)} ${f(W * 0.45)} ${f(horizon - H * 0.02)}T${f(W)} ${f(horizon - H * 0.05)}V${f(horizon + H * 0.02)}H0Z`, ink.fill('#5f9a5a')));
    for (let i = 0; i < 9; i++) {
      const x = W * (0.04 + i * 0.115);
      const base = horizon + H * 0.01;
      parts.push(poly([[x - W * 0.022, base], [x, base - H * rng.range(0.06, 0.09)], [x + W * 0.022, base]], ink.fill('#2f6a3a')));
    }
    parts.push(rect(0, horizon + H * 0.015, W, H * 0.006, ` fill="#ffffff" fill-opacity="0.5"`));
    parts.push(rect(0, H * 0.8, W, H * 0.2, ink.fill('#3f86b8', { weight: 0.4 })));
    for (let i = 0; i < 8; i++) parts.push(path(`M${f(W * rng.range(0.02, 0.9))} ${f(H * rng.range(0.62, 0.97))}h${f(W * 0.07)}`, ` stroke="#ffffff" stroke-opacity="0.55" stroke-width="${f(2 * ink.unit)}" stroke-linecap="round"`));
    for (let i = 0; i < 6; i++) parts.push(path(`M${f(W * (0.88 + i * 0.02))} ${f(H)}q${f(-W * 0.01)} ${f(-H * 0.08)} ${f(W * 0.005)} ${f(-H * (0.12 + (i % 3) * 0.03))}`, ` fill="none" stroke="${ink.c('#5a7a30')}" stroke-width="${f(3 * ink.unit)}"`));
    parts.push('</g>');
  },
  treehouse: ({ W, H, ink, horizon, parts }) => {
    parts.push(rect(W * 0.62, horizon - H * 0.42, W * 0.28, H * 0.16, ink.fill('#a8743f')), poly([[W * 0.6, horizon - H * 0.42], [W * 0.76, horizon - H * 0.52], [W * 0.92, horizon - H * 0.42]], ink.fill('#8a3a2a')));
    for (let i = 0; i < 6; i++) parts.push(rect(W * 0.56, horizon - H * 0.26 + i * H * 0.045, W * 0.05, H * 0.008, ink.fill('#6b4a2f')));
  },
  airport: ({ W, H, ink, horizon, ground, parts }) => {
    parts.push(rect(0, horizon + ground * 0.2, W, ground * 0.3, ink.fill('#5a5a60')));
    for (let i = 0; i < 6; i++) parts.push(rect(W * (i / 6 + 0.03), horizon + ground * 0.34, W * 0.08, H * 0.008, ` fill="#ffffff"`));
    parts.push(rect(W * 0.82, horizon - H * 0.3, W * 0.05, H * 0.3, ink.fill('#c8ccd2')), rect(W * 0.79, horizon - H * 0.36, W * 0.11, H * 0.06, ink.fill('#7ab8e0')));
  },
  hospital: ({ W, H, ink, horizon, parts }) => {
    parts.push(rect(W * 0.6, horizon - H * 0.02, W * 0.36, H * 0.06, ink.fill('#ffffff')), rect(W * 0.6, horizon + H * 0.04, W * 0.36, H * 0.015, ink.fill('#8ab0c8')));
    parts.push(rect(W * 0.2, horizon - H * 0.3, W * 0.08, H * 0.08, ` fill="${ink.c('#e03a3a')}"`), rect(W * 0.22, horizon - H * 0.32, W * 0.04, H * 0.12, ` fill="${ink.c('#e03a3a')}"`));
  },
  museum: ({ W, H, ink, horizon, parts }) => {
    for (const x of [0.1, 0.42, 0.74]) parts.push(rect(W * x, horizon - H * 0.32, W * 0.16, H * 0.2, ink.fill('#c9a040')), rect(W * (x + 0.015), horizon - H * 0.305, W * 0.13, H * 0.17, ink.fill(['#3a6a9a', '#9a3a4a', '#4a8a5a'][Math.round(x * 3) % 3]!)));
    parts.push(rect(W * 0.45, horizon - H * 0.02, W * 0.1, H * 0.08, ink.fill('#e8e4dc')));
  },
  savanna: ({ W, H, ink, horizon, rng, ground, parts }) => {
    // Dry golden grass to the frame's foot (over the meadow's green), flat-topped acacias, one near and one far, and
    // tufts of tall grass; the sky's low sun sets behind them.
    parts.push(`<g class="place place-savanna">`);
    parts.push(path(`M0 ${f(horizon - H * 0.01)}Q${f(W * 0.35)} ${f(horizon - H * 0.035)} ${f(W * 0.7)} ${f(horizon - H * 0.01)}T${f(W)} ${f(horizon - H * 0.02)}V${f(H)}H0Z`, ink.fill('#c9a24a', { weight: 0.6 })));
    parts.push(rect(0, horizon + ground * 0.3, W, H, ` fill="${ink.c('#dcb45e')}"`));
    for (const [x, tall, crown] of [[0.2, 0.3, 0.17], [0.83, 0.13, 0.08]] as const) {
      const foot = tall > 0.2 ? horizon + ground * 0.32 : horizon + H * 0.005;
      const top = foot - H * tall;
      const cx = W * x;
      parts.push(`<g class="acacia">`);
      parts.push(path(`M${f(cx)} ${f(foot)}L${f(cx - W * 0.004)} ${f(top + H * tall * 0.45)}L${f(cx - W * crown * 0.45)} ${f(top + H * 0.01)}M${f(cx - W * 0.004)} ${f(top + H * tall * 0.45)}L${f(cx + W * crown * 0.4)} ${f(top + H * 0.015)}`, ` fill="none" stroke="${ink.c('#4a3524')}" stroke-width="${f(W * crown * 0.09)}" stroke-linecap="round"`));
      parts.push(path(`M${f(cx - W * crown)} ${f(top + H * 0.012)}Q${f(cx - W * crown * 0.6)} ${f(top - H * tall * 0.16)} ${f(cx)} ${f(top - H * tall * 0.17)}Q${f(cx + W * crown * 0.7)} ${f(top - H * tall * 0.15)} ${f(cx + W * crown)} ${f(top + H * 0.012)}Z`, ink.fill('#5d6b2e')));
      parts.push('</g>');
    }
    let grass = '';
    for (let i = 0; i < 26; i++) {
      const gx = W * rng.range(0.02, 0.98);
      const gy = horizon + ground * rng.range(0.1, 1);
      const tall = H * (0.015 + ((gy - horizon) / ground) * 0.03);
      grass += `M${f(gx - tall * 0.4)} ${f(gy - tall)}L${f(gx)} ${f(gy)}L${f(gx)} ${f(gy - tall * 1.2)}M${f(gx)} ${f(gy)}L${f(gx + tall * 0.45)} ${f(gy - tall)}`;
    }
    parts.push(path(grass, ` fill="none" stroke="${ink.c('#a07a34')}" stroke-width="${f(2 * ink.unit)}" stroke-linecap="round"`));
    parts.push('</g>');
  },
};

export function placeDetail(frame: Frame, backdrop: Backdrop): string {
  const parts: string[] = [];
  PLACE_DETAILS[backdrop]?.({ ...frame, ground: frame.H - frame.horizon, parts });
  return parts.join('');
}

/** A crowd: rows of simple heads and shoulders behind the cast, at most 24 drawn. */
export function crowdArt(ink: Ink, W: number, H: number, y: number, count: number, cheering = false): string {
  const parts: string[] = [];
  const shown = Math.min(24, Math.max(3, count));
  const rows = shown > 12 ? 2 : 1;
  const perRow = Math.ceil(shown / rows);
  for (let row = 0; row < rows; row++) {
    const r = W * (row ? 0.022 : 0.028);
    for (let i = 0; i < perRow && row * perRow + i < shown; i++) {
      const x = (W / perRow) * (i + 0.5) + (row ? W / perRow / 2 : 0);
      const cy = y - row * r * 2.6;
      const colour = ['#c8503c', '#3c6ec8', '#e0a030', '#5aa05a', '#8a5ac8', '#e07aa0'][(i + row) % 6]!;
      // A cheering crowd throws its arms up.
      if (cheering) {
        parts.push(path(`M${f(x - r * 1.1)} ${f(cy + r * 1.4)}l${f(-r * 0.9)} ${f(-r * 3.4)}M${f(x + r * 1.1)} ${f(cy + r * 1.4)}l${f(r * 0.9)} ${f(-r * 3.4)}`, ` class="crowd-arms" fill="none" stroke="${ink.c(colour)}" stroke-width="${f(r * 0.7)}" stroke-linecap="round"`));
        for (const side of [-1, 1]) parts.push(circle(x + side * r * 2, cy - r * 2.1, r * 0.45, ink.fill('#f2c9a0', { weight: 0.5 })));
      }
      parts.push(ellipse(x, cy + r * 1.9, r * 1.5, r * 1.2, ink.fill(colour, { weight: 0.6 })), circle(x, cy, r, ink.fill(['#f2c9a0', '#c68c5a', '#8a5a3a', '#f5d5b5'][(i * 3 + row) % 4]!, { weight: 0.6 })));
    }
  }
  return parts.join('');
}

/** Vehicles that fly, by the shape drawn: rotors, wings or a gas bag. */
const ROTORS = /^(helicopter|chopper|drone|gyrocopter)$/;
const WINGS = /^(plane|jet|airplane|aeroplane|glider|seaplane|biplane|airliner|✈️?|🛩️?)$/u;
const BAGS = /^(zeppelin|airship|blimp)$/;
/** Creatures with a shape of their own on the generic rig: a snail's shell, an elephant's trunk. */
const SHELLS = /^(snail|🐌)$/u;
const TRUNKS = /^(elephant|mammoth|🐘)$/u;

