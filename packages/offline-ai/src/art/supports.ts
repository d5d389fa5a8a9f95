// What figures climb, sit on, play at, reach up to or jump over (a cliff, a wall, a tree, a ladder, a bench, a table, a
// shelf of books, a puddle) and a lasso's rope between two figures, drawn in picture pixels around where the figures stand. `k` is pixels
// per unit of a person 100 units tall.
import { darken, f, type Ink } from './ink';
import { ellipse, path, rect } from './shapes';

export type Point = [number, number];

/**
 * A climbable surface whose face is at `face` (the climber's hands touch it), reaching away from the climber (`away`: 1
 * to the right) to the frame's edge, from the top of the frame down to `bottom`.
 */
export function climbable(ink: Ink, kind: 'cliff' | 'wall' | 'tree' | 'ladder' | 'rope', face: number, away: 1 | -1, k: number, bottom: number, W: number): string {
  const edge = away > 0 ? W + 20 : -20;
  const parts: string[] = [];
  // A rope hanging from out of the frame to the ground, through the climber's hands.
  if (kind === 'rope') return path(`M${f(face - away * 4 * k)} -10V${f(bottom - 4 * k)}`, ` fill="none" stroke="${ink.c('#a07a44')}" stroke-width="${f(3.2 * k)}" stroke-linecap="round"`);
  if (kind === 'tree') {
    // A trunk rising out of the frame, bark lines and a branch or two, leaves at the top.
    const centre = face + away * 14 * k;
    parts.push(path(`M${f(centre - 15 * k)} ${f(bottom)}Q${f(centre - 11 * k)} ${f(bottom * 0.5)} ${f(centre - 12 * k)} -10H${f(centre + 12 * k)}Q${f(centre + 11 * k)} ${f(bottom * 0.5)} ${f(centre + 15 * k)} ${f(bottom)}Z`, ink.fill('#7a5232')));
    parts.push(path(`M${f(centre - 4 * k)} ${f(bottom - 20 * k)}v${f(-30 * k)}M${f(centre + 5 * k)} ${f(bottom - 70 * k)}v${f(-26 * k)}M${f(centre - 2 * k)} ${f(bottom - 120 * k)}v${f(-22 * k)}`, ` fill="none" stroke="${ink.c('#4e341f')}" stroke-width="${f(2 * k)}" stroke-linecap="round"`));
    parts.push(path(`M${f(centre)} ${f(bottom - 90 * k)}L${f(centre - away * 40 * k)} ${f(bottom - 118 * k)}`, ` fill="none" stroke="${ink.c('#7a5232')}" stroke-width="${f(6 * k)}" stroke-linecap="round"`));
    parts.push(path(`M${f(centre - 60 * k)} 0a${f(40 * k)} ${f(28 * k)} 0 1 0 ${f(120 * k)} 0Z`, ink.fill('#3f8f4a')));
    return parts.join('');
  }
  // A cliff of rock or a brick wall from the face to the frame's edge.
  const jag = kind === 'cliff' ? [0, 0.2, 0.38, 0.55, 0.7, 0.86, 1].map((t, i) => `L${f(face + away * (i % 2 ? 6 : -2) * k)} ${f(bottom * (1 - t))}`).join('') : `L${f(face)} 0`;
  parts.push(path(`M${f(face)} ${f(bottom)}${jag}L${f(edge)} 0L${f(edge)} ${f(bottom)}Z`, ink.fill(kind === 'cliff' ? '#8c7f72' : '#b5654a')));
  if (kind === 'cliff') {
    let cracks = '';
    for (let i = 1; i < 6; i++) cracks += `M${f(face + away * 12 * k)} ${f((bottom * i) / 6)}l${f(away * 22 * k)} ${f(-8 * k)}`;
    parts.push(path(cracks, ` fill="none" stroke="${ink.c('#5e544a')}" stroke-width="${f(2 * k)}" stroke-linecap="round"`));
  } else {
    let bricks = '';
    const row = 9 * k;
    for (let y = bottom - row, n = 0; y > 0; y -= row, n++) {
      bricks += `M${f(face)} ${f(y)}H${f(edge)}`;
      for (let x = face + away * (n % 2 ? 10 : 20) * k; away > 0 ? x < edge : x > edge; x += away * 20 * k) bricks += `M${f(x)} ${f(y)}v${f(row)}`;
    }
    parts.push(path(bricks, ` fill="none" stroke="${ink.c('#7e3f2c')}" stroke-width="${f(1.4 * k)}"`));
  }
  if (kind === 'ladder') {
    // A wooden ladder leaning on the wall, its rungs under the climber's hands and feet.
    const foot = face - away * 12 * k;
    parts.push(path(`M${f(foot)} ${f(bottom)}L${f(face - away * 2 * k)} -10M${f(foot - away * 6 * k)} ${f(bottom)}L${f(face - away * 8 * k)} -10`, ` fill="none" stroke="${ink.c('#8a5a30')}" stroke-width="${f(3.5 * k)}" stroke-linecap="round"`));
    let rungs = '';
    for (let y = bottom - 12 * k; y > 0; y -= 14 * k) {
      const t = (bottom - y) / (bottom + 10);
      rungs += `M${f(foot + (face - foot) * t)} ${f(y)}h${f(-away * 8 * k)}`;
    }
    parts.push(path(rungs, ` fill="none" stroke="${ink.c('#6b4526')}" stroke-width="${f(3 * k)}" stroke-linecap="round"`));
  }
  return parts.join('');
}

/** A park bench seen from the front: a seat from `left` to `right` at `seatY`, its back behind, its legs to `floor`. */
export function bench(ink: Ink, left: number, right: number, seatY: number, floor: number, k: number): string {
  const wood = ink.fill('#8a5a30', { weight: 0.8 });
  const iron = ink.fill('#34343a', { weight: 0.6 });
  return [
    rect(left + 4 * k, seatY - 30 * k, 4 * k, 30 * k, iron),
    rect(right - 8 * k, seatY - 30 * k, 4 * k, 30 * k, iron),
    rect(left, seatY - 28 * k, right - left, 6 * k, wood),
    rect(left, seatY - 19 * k, right - left, 6 * k, wood),
    rect(left + 4 * k, seatY, 4 * k, floor - seatY, iron),
    rect(right - 8 * k, seatY, 4 * k, floor - seatY, iron),
    rect(left - 2 * k, seatY - 1 * k, right - left + 4 * k, 6 * k, wood),
  ].join('');
}

/** A stool under one seated figure. */
export function stool(ink: Ink, x: number, seatY: number, floor: number, k: number): string {
  return [rect(x - 9 * k, seatY, 3 * k, floor - seatY, ink.fill('#6b4526', { weight: 0.6 })), rect(x + 6 * k, seatY, 3 * k, floor - seatY, ink.fill('#6b4526', { weight: 0.6 })), rect(x - 12 * k, seatY - 1 * k, 24 * k, 5 * k, ink.fill('#8a5a30', { weight: 0.8 }))].join('');
}

/** A table: its top centred on `x` at `topY`, `width` wide, on two legs to `floor`. */
export function table(ink: Ink, x: number, topY: number, width: number, floor: number, k: number): string {
  const leg = ink.fill('#6b4526', { weight: 0.7 });
  return [
    rect(x - width / 2 + 4 * k, topY, 4 * k, floor - topY, leg),
    rect(x + width / 2 - 8 * k, topY, 4 * k, floor - topY, leg),
    rect(x - width / 2, topY - 2 * k, width, 6 * k, ink.fill('#9a6a3a', { weight: 0.8 })),
  ].join('');
}

/** A bookcase on the far side of `near` (`away`: 1 to the right), its top shelf above a reaching hand. */
export function shelf(ink: Ink, near: number, away: 1 | -1, top: number, floor: number, k: number): string {
  const far = near + away * 48 * k;
  const [left, right] = [Math.min(near, far), Math.max(near, far)];
  const parts = [rect(left, top, right - left, floor - top, ink.fill('#7a4a2a'))];
  const colours = ['#b0232f', '#1f5fbf', '#2f8f46', '#e5b020', '#6a3a8a', '#d9773a'];
  for (let y = top + 6 * k, shelfIndex = 0; y + 26 * k < floor; y += 30 * k, shelfIndex++) {
    parts.push(rect(left + 3 * k, y, right - left - 6 * k, 24 * k, ` fill="${ink.c('#3a2416')}"`));
    let books = '';
    for (let x = left + 4 * k, n = shelfIndex; x + 5 * k < right - 4 * k; x += 6 * k, n++) books += `<rect x="${f(x)}" y="${f(y + (n % 3) * 2 * k + 4 * k)}" width="${f(5 * k)}" height="${f(20 * k - (n % 3) * 2 * k)}" fill="${ink.c(colours[n % colours.length]!)}"/>`;
    parts.push(books, rect(left + 2 * k, y + 24 * k, right - left - 4 * k, 3 * k, ` fill="${ink.c('#9a6a3a')}"`));
  }
  return parts.join('');
}

/** A lasso: a loop swung over the thrower's hand, the rope out to a noose around the other's neck. */
export function lasso(ink: Ink, hand: Point, neck: Point, k: number, noose: number): string {
  const colour = ink.c('#c8954a');
  const width = f(Math.max(1.5, 2.2 * k));
  const sag: Point = [(hand[0] + neck[0]) / 2, Math.min(hand[1], neck[1]) - 18 * k];
  return [
    ellipse(hand[0], hand[1] - 12 * k, 16 * k, 6 * k, ` fill="none" stroke="${ink.lineColor}" stroke-width="${f(Math.max(2.5, 3.6 * k))}"`),
    ellipse(hand[0], hand[1] - 12 * k, 16 * k, 6 * k, ` fill="none" stroke="${colour}" stroke-width="${width}"`),
    path(`M${f(hand[0])} ${f(hand[1])}Q${f(sag[0])} ${f(sag[1])} ${f(neck[0])} ${f(neck[1] - noose * 0.5)}`, ` fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"`),
    ellipse(neck[0], neck[1], noose, noose * 0.45, ` fill="none" stroke="${darken(colour, 0.1)}" stroke-width="${width}"`),
  ].join('');
}

/** A puddle on the ground centred at (x, y): water with the sky in it and a ripple or two. */
export function puddle(ink: Ink, x: number, y: number, k: number): string {
  return [
    ellipse(x, y, 34 * k, 7 * k, ink.fill('#5b8fc9')),
    ellipse(x - 6 * k, y - 1.5 * k, 20 * k, 3 * k, ` fill="${ink.c('#a9d2f5')}" fill-opacity="0.8"`),
    path(`M${f(x + 14 * k)} ${f(y + 2 * k)}q${f(5 * k)} ${f(-2 * k)} ${f(10 * k)} 0M${f(x - 24 * k)} ${f(y + 3 * k)}q${f(4 * k)} ${f(-1.6 * k)} ${f(8 * k)} 0`, ` fill="none" stroke="${ink.c('#e8f4ff')}" stroke-width="${f(1.2 * k)}" stroke-linecap="round"`),
  ].join('');
}

/**
 * A flight of stairs seen side on, rising away from `x` toward `up` (1: to the right): `steps` steps of 14 by 20 units
 * from the floor, with a banister; the figure stands on step `on` (its feet at the returned height).
 */
export function stairs(ink: Ink, x: number, up: 1 | -1, floor: number, k: number, steps = 6): string {
  const rise = 14 * k;
  const run = 20 * k;
  const start = x - up * run * 3.5;
  let outline = `M${f(start)} ${f(floor)}`;
  for (let i = 0; i < steps; i++) outline += `V${f(floor - rise * (i + 1))}h${f(up * run)}`;
  outline += `V${f(floor)}Z`;
  const edges = Array.from({ length: steps }, (_, i) => `M${f(start + up * run * i)} ${f(floor - rise * (i + 1))}h${f(up * run)}`).join('');
  const posts = Array.from({ length: steps }, (_, i) => `M${f(start + up * run * (i + 0.5))} ${f(floor - rise * (i + 1))}v${f(-36 * k)}`).join('');
  return [
    path(outline, ink.fill('#b08456')),
    path(edges, ` fill="none" stroke="${ink.c('#e2c49a')}" stroke-width="${f(2.5 * k)}"`),
    path(posts, ` fill="none" stroke="${ink.c('#6b4526')}" stroke-width="${f(2 * k)}"`),
    path(`M${f(start + up * run * 0.5)} ${f(floor - rise - 36 * k)}L${f(start + up * run * (steps - 0.5))} ${f(floor - rise * steps - 36 * k)}`, ` fill="none" stroke="${ink.c('#6b4526')}" stroke-width="${f(4 * k)}" stroke-linecap="round"`),
  ].join('');
}

/** Where a figure at `x` stands on those stairs: the top of the step under it. */
export function stairTop(x: number, stairX: number, up: 1 | -1, floor: number, k: number, steps = 6): number {
  const run = 20 * k;
  const step = Math.max(0, Math.min(steps - 1, Math.floor((up * (x - (stairX - up * run * 3.5))) / run)));
  return floor - 14 * k * (step + 1);
}

/** A coral reef on the sea floor around `x`: branching, fan and brain corals in warm colours. */
export function reef(ink: Ink, x: number, floor: number, k: number): string {
  const parts: string[] = [];
  const branch = (cx: number, tall: number, colour: string) =>
    path(`M${f(cx)} ${f(floor)}V${f(floor - tall)}M${f(cx)} ${f(floor - tall * 0.4)}l${f(-tall * 0.3)} ${f(-tall * 0.35)}M${f(cx)} ${f(floor - tall * 0.6)}l${f(tall * 0.3)} ${f(-tall * 0.3)}`, ` fill="none" stroke="${ink.c(colour)}" stroke-width="${f(6 * k)}" stroke-linecap="round"`);
  parts.push(ellipse(x, floor, 110 * k, 12 * k, ink.fill('#c9a36a')));
  parts.push(branch(x - 80 * k, 60 * k, '#ff7a5c'), branch(x + 70 * k, 52 * k, '#ff9ec4'), branch(x - 20 * k, 44 * k, '#ffb347'));
  // A fan coral, and a brain coral with its grooves.
  parts.push(path(`M${f(x + 25 * k)} ${f(floor)}l${f(-22 * k)} ${f(-50 * k)}a${f(26 * k)} ${f(26 * k)} 0 0 1 ${f(44 * k)} 0Z`, ink.fill('#b65bd6')));
  parts.push(ellipse(x - 48 * k, floor - 8 * k, 18 * k, 12 * k, ink.fill('#e8c84a')), path(`M${f(x - 62 * k)} ${f(floor - 8 * k)}q${f(7 * k)} ${f(-8 * k)} ${f(14 * k)} 0t${f(14 * k)} 0`, ` fill="none" stroke="${ink.c(darken('#e8c84a', 0.3))}" stroke-width="${f(1.6 * k)}"`));
  return parts.join('');
}

/** A finish line across the ground at `x`: a chequered strip, two posts and a chequered banner over the runner. */
export function finishLine(ink: Ink, x: number, floor: number, k: number): string {
  const half = 70 * k;
  const top = floor - 128 * k;
  const square = 10 * k;
  let chequer = '';
  for (let i = 0; i < 14; i++) for (let row = 0; row < 2; row++) if ((i + row) % 2 === 0) chequer += `M${f(x - half + i * square)} ${f(top + row * square)}h${f(square)}v${f(square)}h${f(-square)}Z`;
  let ground = '';
  for (let i = 0; i < 14; i++) if (i % 2 === 0) ground += `M${f(x - half + i * square)} ${f(floor - 3 * k)}h${f(square)}v${f(6 * k)}h${f(-square)}Z`;
  return [
    rect(x - half, floor - 3 * k, half * 2, 6 * k, ` fill="${ink.c('#ffffff')}"`),
    path(ground, ` fill="${ink.c('#1e1e24')}"`),
    rect(x - half - 4 * k, top, 5 * k, floor - top, ink.fill('#d0d4da')),
    rect(x + half - 1 * k, top, 5 * k, floor - top, ink.fill('#d0d4da')),
    rect(x - half, top, half * 2, square * 2, ink.fill('#ffffff', { weight: 0.6 })),
    path(chequer, ` fill="${ink.c('#1e1e24')}"`),
  ].join('');
}

/**
 * A big leafy tree (an oak): a trunk from the ground at `trunkX` up to a wide crown centred on `crown`, and a bough
 * from the trunk out to `bough` when given (the one a faller drops from).
 */
export function bigTree(ink: Ink, trunkX: number, ground: number, crown: Point, k: number, bough?: Point): string {
  const [cx, cy] = crown;
  const parts = [
    path(`M${f(trunkX - 13 * k)} ${f(ground)}Q${f(trunkX - 8 * k)} ${f((ground + cy) / 2)} ${f(trunkX - 10 * k)} ${f(cy)}H${f(trunkX + 10 * k)}Q${f(trunkX + 8 * k)} ${f((ground + cy) / 2)} ${f(trunkX + 13 * k)} ${f(ground)}Z`, ink.fill('#7a5232')),
    path(`M${f(trunkX - 3 * k)} ${f(ground - 14 * k)}v${f(-26 * k)}M${f(trunkX + 5 * k)} ${f(ground - 60 * k)}v${f(-22 * k)}`, ` fill="none" stroke="${ink.c('#4e341f')}" stroke-width="${f(2 * k)}" stroke-linecap="round"`),
  ];
  if (bough) parts.push(path(`M${f(trunkX)} ${f(bough[1] + 12 * k)}Q${f((trunkX + bough[0]) / 2)} ${f(bough[1] - 6 * k)} ${f(bough[0])} ${f(bough[1])}`, ` fill="none" stroke="${ink.c('#7a5232')}" stroke-width="${f(7 * k)}" stroke-linecap="round"`));
  const leaves = [[-52, 6, 40, 30], [52, 6, 40, 30], [0, -14, 56, 38], [-28, -30, 36, 28], [30, -30, 36, 28], [0, 16, 60, 26]];
  // Outlined once round the whole crown: the blobs drawn with their outlines, then again without over them.
  const crownPath = leaves.map(([dx, dy, rx, ry]) => `M${f(cx + dx! * k - rx! * k)} ${f(cy + dy! * k)}a${f(rx! * k)} ${f(ry! * k)} 0 1 0 ${f(2 * rx! * k)} 0a${f(rx! * k)} ${f(ry! * k)} 0 1 0 ${f(-2 * rx! * k)} 0Z`).join('');
  parts.push(path(crownPath, ink.fill('#3f8f4a')), path(crownPath, ` fill="${ink.c('#3f8f4a')}"`));
  parts.push(path([[-30, -6], [24, -20], [6, 10]].map(([dx, dy]) => `M${f(cx + dx! * k - 10 * k)} ${f(cy + dy! * k)}a${f(10 * k)} ${f(7 * k)} 0 1 0 ${f(20 * k)} 0a${f(10 * k)} ${f(7 * k)} 0 1 0 ${f(-20 * k)} 0Z`).join(''), ` fill="${ink.c('#5aa860')}"`));
  return parts.join('');
}
