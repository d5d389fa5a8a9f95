// The offline painter: turns an image request into an SVG comic panel (setting, light, weather, characters, art
// style, border), a character model sheet, an establishing shot, or an edit of a given picture (refine mode).
import type { ImageRequest } from '../types';
import { createInk, f, type Ink } from './art/ink';
import { figure, figureHeight, type FigureSpec } from './art/figures';
import { cave, hall, kitchen, lab, library, livingRoom, tavern } from './art/indoor';
import { castle, city, desert, forest, lighthouse, meadow, mountains, planet, sea, space } from './art/outdoor';
import { border, styleLayer, weatherLayer } from './art/overlays';
import { circle, dot, group, path, rect } from './art/shapes';
import type { Frame } from './art/sky';
import { placed as placedThing, propArt, vehicleArt } from './art/things';
import { crowdArt, placeDetail, silhouette } from './art/backdrops';
import type { Look } from './look';
import { INDOOR, planPicture, type Camera, type PicturePlan, type SubjectPlan } from './picture-plan';
import type { Rng } from './prng';
import type { PropKind, VehicleKind } from './things';

export type { Camera } from './picture-plan';

export interface ArtPlan extends PicturePlan {
  W: number;
  H: number;
  cast: { name: string; look: Look }[];
  words: string;
  rng: Rng;
}

export function planArt(request: ImageRequest): ArtPlan {
  const plan = planPicture(request);
  return {
    ...plan,
    W: request.width,
    H: request.height,
    cast: plan.subjects.map((entry) => ({ name: entry.name, look: entry.look })),
    words: `${request.prompt} ${request.hints?.location ?? ''}`.toLowerCase(),
  };
}

/** A flat roof over the street: tar floor, a parapet, and planters when it is a garden. */
function rooftop(frame: Frame, garden: boolean): string {
  const { W, H, ink, horizon } = frame;
  const top = horizon + H * 0.06;
  const parts = [
    rect(0, top, W, H - top, ink.fill('#8a8d94', { weight: 0.6 })),
    rect(0, top - H * 0.035, W, H * 0.04, ink.fill('#b7a58c', { weight: 0.8 })),
  ];
  if (garden) {
    for (const x of [0.1, 0.72]) {
      const bx = W * x;
      const by = top + H * 0.08;
      parts.push(rect(bx, by, W * 0.2, H * 0.07, ink.fill('#8a5a30')));
      parts.push(path([dot(bx + W * 0.04, by, W * 0.045), dot(bx + W * 0.1, by - H * 0.015, W * 0.055), dot(bx + W * 0.16, by, W * 0.045)].join(''), ink.fill('#2f8f46')));
      parts.push(path([dot(bx + W * 0.05, by - H * 0.02, W * 0.012), dot(bx + W * 0.12, by - H * 0.035, W * 0.012), dot(bx + W * 0.15, by - H * 0.01, W * 0.012)].join(''), ` fill="${ink.c('#f06aa8')}"`));
    }
  }
  return parts.join('');
}

function backdrop(plan: ArtPlan, frame: Frame): string {
  switch (plan.setting) {
    case 'city':
      return /\broof|rooftops?\b/.test(plan.words) ? `${city(frame)}${rooftop(frame, /garden|plants?|flowers?/.test(plan.words))}` : city(frame);
    case 'forest':
      return forest(frame);
    case 'meadow':
      return meadow(frame);
    case 'sea':
      return sea(frame);
    case 'ship':
      return sea({ ...frame, words: `${frame.words} ship` });
    case 'beach':
      return sea(frame, true);
    case 'lighthouse':
      return lighthouse(frame);
    case 'space':
      return space(frame);
    case 'planet':
      return planet(frame);
    case 'castle':
      return castle(frame);
    case 'hall':
      return hall(frame);
    case 'desert':
      return desert(frame);
    case 'mountains':
      return mountains(frame);
    case 'cave':
      return cave(frame);
    case 'kitchen':
      return kitchen(frame);
    case 'library':
      return library(frame);
    case 'lab':
      return lab(frame);
    case 'tavern':
      return tavern(frame);
    case 'room':
      return livingRoom(frame);
  }
}

const specOf = (entry: SubjectPlan): FigureSpec => ({
  look: entry.look,
  pose: entry.pose,
  expression: entry.expression,
  ...(entry.holds ? { holds: entry.holds } : {}),
});

/** Props a prompt asks for that the setting does not draw itself. */
function props(plan: ArtPlan, ink: Ink, groundY: number): string {
  const { W, H, words, rng } = plan;
  const parts: string[] = [];
  if (/\bpicnic\b/.test(words)) {
    const x = W * 0.5;
    const y = groundY - H * 0.045;
    const bw = W * 0.56;
    parts.push(path(`M${f(x - bw / 2)} ${f(y - H * 0.02)}L${f(x + bw / 2)} ${f(y - H * 0.02)}L${f(x + bw / 2 + W * 0.06)} ${f(y + H * 0.06)}L${f(x - bw / 2 - W * 0.06)} ${f(y + H * 0.06)}Z`, ink.fill('#ffffff', { weight: 0.7 })));
    let checks = '';
    for (let column = 0; column < 8; column += 2) {
      const x0 = x - bw / 2 + (column * bw) / 8;
      checks += `M${f(x0)} ${f(y - H * 0.02)}h${f(bw / 8)}l${f(W * 0.012)} ${f(H * 0.08)}h${f(-bw / 8 - W * 0.01)}Z`;
    }
    parts.push(path(checks, ` fill="${ink.c('#d7263d')}"`));
    parts.push(path(`M${f(x + W * 0.12)} ${f(y + H * 0.02)}h${f(W * 0.1)}l${f(-W * 0.01)} ${f(H * 0.05)}h${f(-W * 0.08)}Z`, ink.fill('#b8845a')));
    parts.push(path(`M${f(x + W * 0.13)} ${f(y + H * 0.02)}q${f(W * 0.04)} ${f(-H * 0.05)} ${f(W * 0.08)} 0`, ` fill="none"${ink.stroke(3, { color: ink.c('#8a5a30') })}`));
    parts.push(circle(x - W * 0.08, y + H * 0.02, W * 0.02, ink.fill('#d7263d')), circle(x - W * 0.03, y + H * 0.025, W * 0.018, ink.fill('#9ad12f')));
  }
  if (/\bcampfire|bonfire\b/.test(words)) {
    const x = W * rng.range(0.4, 0.6);
    parts.push(circle(x, groundY - H * 0.02, H * 0.1, ` fill="${ink.glow('#ffb040')}" fill-opacity="0.25"`));
    parts.push(path(`M${f(x - W * 0.05)} ${f(groundY)}L${f(x + W * 0.05)} ${f(groundY - H * 0.015)}M${f(x - W * 0.05)} ${f(groundY - H * 0.015)}L${f(x + W * 0.05)} ${f(groundY)}`, ink.stroke(6, { color: ink.c('#6b4526') })));
    parts.push(path(`M${f(x)} ${f(groundY - H * 0.09)}Q${f(x + W * 0.04)} ${f(groundY - H * 0.03)} ${f(x + W * 0.02)} ${f(groundY - H * 0.005)}H${f(x - W * 0.02)}Q${f(x - W * 0.04)} ${f(groundY - H * 0.03)} ${f(x)} ${f(groundY - H * 0.09)}Z`, ink.fill('#ff8a1f', { glow: true })));
  }
  if (/\btreasure|chest|gold coins\b/.test(words)) {
    const x = W * rng.range(0.35, 0.65);
    parts.push(circle(x, groundY - H * 0.04, H * 0.07, ` fill="${ink.glow('#ffe066')}" fill-opacity="0.3"`));
    parts.push(path(`M${f(x - W * 0.06)} ${f(groundY)}v${f(-H * 0.045)}h${f(W * 0.12)}v${f(H * 0.045)}Z`, ink.fill('#8a5a30')));
    parts.push(path(`M${f(x - W * 0.06)} ${f(groundY - H * 0.045)}q${f(W * 0.06)} ${f(-H * 0.04)} ${f(W * 0.12)} 0Z`, ink.fill('#a0703a')));
    parts.push(path([dot(x - W * 0.02, groundY - H * 0.05, W * 0.01), dot(x + W * 0.01, groundY - H * 0.055, W * 0.01), dot(x + W * 0.03, groundY - H * 0.048, W * 0.01)].join(''), ink.fill('#f2c230', { glow: true, weight: 0.4 })));
  }
  if (/\bspark|magic|spell|glow|stars\b/.test(words) && plan.setting !== 'space') parts.push(sparkles(ink, W, H, rng, 10));
  return parts.join('');
}

export function sparkles(ink: Ink, W: number, H: number, rng: Rng, count: number, phase = 0): string {
  let d = '';
  for (let index = 0; index < count; index++) {
    const x = rng.range(0.08, 0.92) * W;
    const y = rng.range(0.08, 0.8) * H;
    const pulse = 0.5 + 0.5 * Math.sin((phase + index / count) * Math.PI * 2);
    const r = rng.range(6, 14) * ink.unit * (0.4 + pulse * 0.8);
    d += `M${f(x)} ${f(y - r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + r)}Q${f(x)} ${f(y)} ${f(x - r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - r)}Z`;
  }
  return path(d, ` fill="${ink.glow('#fff6b0')}"`);
}

interface Placed {
  x: number;
  base: number;
  scale: number;
  facing: 1 | -1;
  spec: FigureSpec;
}

const SMALL_KINDS = new Set<Look['kind']>(['cat', 'dog', 'bird', 'fish']);
const SEA_KINDS = new Set<Look['kind']>(['fish', 'whale', 'octopus']);
/** How far in front of itself (in figure units) each aimed action reaches: where its target stands. */
const REACH: Partial<Record<FigureSpec['pose'], number>> = { hug: 20, grab: 30, fight: 38, point: 55, run: 60 };
/** Head radius, height and distance in front of the feet per kind, to frame a close-up on the face. */
const HEADS: Record<Look['kind'], [number, number, number]> = {
  person: [10.5, 86, 0], robot: [12, 90, 0], cat: [8, 31, 5], dog: [9.9, 37.4, 5], dragon: [16, 112, 38], ghost: [17, 84, 0],
  bird: [8, 27, 4], horse: [12, 96, 45], fish: [10, 12, 0], whale: [26, 30, 20], octopus: [20, 45, 0],
};
/** Half the width of each kind in figure units, so a target stands beside its actor rather than inside it. */
const HALF_WIDTH: Record<Look['kind'], number> = {
  person: 12, robot: 15, cat: 14, dog: 16, dragon: 60, ghost: 20, bird: 10, horse: 45, fish: 18, whale: 70, octopus: 30,
};

/** Where each figure stands and how big, for the camera: actors face whom they act on, targets stand within reach. */
function placeFigures(plan: ArtPlan, groundY: number): Placed[] {
  const { W, H, rng, camera } = plan;
  const subjects = plan.subjects.slice(0, 4);
  if (!subjects.length) return [];
  const landscape = W > H * 1.2;
  const twoShot = camera === 'close' && subjects.length > 1;
  if (camera === 'close' && !twoShot) {
    const entry = subjects[0]!;
    const spec = specOf(entry);
    const height = entry.kind === 'person' ? spec.look.height : 1;
    const [radius, headY, headX] = HEADS[entry.kind];
    const kindScale = entry.kind === 'dog' ? 1.1 : height;
    const scale = (Math.min(W, H) * 0.2) / (radius * kindScale) / (entry.kind === 'person' ? 1 : 1);
    const x = W * rng.range(0.42, 0.58);
    const base = H * 0.46 + headY * scale * kindScale;
    const pose = spec.pose === 'sit' || spec.pose === 'run' || spec.pose === 'fall' ? 'stand' : spec.pose;
    const facing: 1 | -1 = plan.mirrored ? -1 : 1;
    return [{ x: x - facing * headX * scale * kindScale, base, scale, facing, spec: { ...spec, pose } }];
  }
  // Order: each target right after the one acting on it.
  const order: SubjectPlan[] = [];
  for (const entry of subjects) {
    if (order.includes(entry)) continue;
    order.push(entry);
    const target = subjects.find((other) => other.name === entry.target && !order.includes(other));
    if (target) order.push(target);
  }
  const count = order.length;
  const slots = count === 1 ? [0.5] : count === 2 ? [0.3, 0.7] : count === 3 ? [0.2, 0.5, 0.8] : [0.14, 0.38, 0.62, 0.86];
  const positions = plan.mirrored ? slots.map((slot) => 1 - slot) : slots;
  const tallest = Math.max(...order.map((entry) => (entry.kind === 'dragon' ? 100 : entry.kind === 'whale' ? 60 : figureHeight(entry.look))));
  let scale: number;
  let base: number;
  if (camera === 'wide') {
    scale = (H * (landscape ? 0.34 : 0.26)) / 100;
    base = groundY;
  } else {
    scale = ((H * (landscape ? 0.72 : 0.6)) / Math.max(100, tallest)) * (twoShot ? 1.2 : 1);
    base = H * 0.985 + (landscape ? H * 0.08 : H * 0.04);
  }
  if (order.every((entry) => SMALL_KINDS.has(entry.kind) && entry.species !== 'shark')) scale *= 2.2;
  const out: Placed[] = [];
  order.forEach((entry, index) => {
    const spec = specOf(entry);
    const actor = out.find((other) => subjects.find((subject) => subject.name === entry.name) && order[out.indexOf(other)]?.target === entry.name);
    let x = W * (positions[index]! + rng.range(-0.03, 0.03));
    let facing: 1 | -1 = count === 1 ? (plan.mirrored ? -1 : 1) : x < W / 2 ? 1 : -1;
    if (actor) {
      const actorEntry = order[out.indexOf(actor)]!;
      const reach = ((actorEntry.kind === 'octopus' && actorEntry.pose === 'grab' ? 80 : REACH[actorEntry.pose] ?? 40) + HALF_WIDTH[entry.kind] + HALF_WIDTH[actorEntry.kind] - 24) * actor.scale;
      x = Math.max(W * 0.1, Math.min(W * 0.9, actor.x + actor.facing * reach));
      // The chased runs away; the hugged, grabbed and fought turn to face their actor.
      facing = actorEntry.pose === 'run' ? actor.facing : ((-actor.facing) as 1 | -1);
    } else if (entry.target) {
      const targetIndex = order.findIndex((other) => other.name === entry.target);
      facing = targetIndex > index ? (plan.mirrored ? -1 : 1) : plan.mirrored ? 1 : -1;
    }
    // A dragon or a horse stands further back so it fits the frame beside the people.
    const far = (entry.kind === 'dragon' || entry.kind === 'whale') && camera !== 'wide' ? 0.62 : 1;
    let y = far < 1 ? base - H * 0.12 : base;
    // Flyers hang in the upper middle of the frame, whole.
    const tall = figureHeight(entry.look) * scale * far;
    if (spec.pose === 'fly') y = Math.min(y, H * (entry.kind === 'bird' ? 0.5 : 0.62) + tall * 0.5);
    if (spec.pose === 'fall') y = Math.min(y, H * 0.7 + tall * 0.3);
    if (SEA_KINDS.has(entry.kind) && camera !== 'wide') y = base - H * 0.06;
    out.push({ x, base: y, scale: scale * far, facing, spec });
  });
  return out;
}

/** Vehicles stand behind the figures, where they go: boats on the water, balloons in the sky, the rest on the ground. */
interface VehicleSpot {
  word: string;
  kind: VehicleKind;
  x: number;
  y: number;
  k: number;
  facing: 1 | -1;
}

/** Where each vehicle goes: boats on the water, balloons in the sky, the rest on the ground. */
function vehicleSpots(plan: ArtPlan, groundY: number, horizon: number): VehicleSpot[] {
  const { W, H } = plan;
  // The sea and ship backdrops draw their own ship.
  const kinds = plan.things.filter((thing) => thing.category === 'vehicle' && !(thing.kind === 'boat' && ['sea', 'ship', 'beach', 'lighthouse'].includes(plan.setting) && /\bship|boat|galleon|sail/.test(plan.words)));
  const landscape = W > H * 1.2;
  const scale = ((plan.camera === 'wide' ? 0.3 : 0.42) * H) / 100 / (landscape ? 1.2 : 1);
  return kinds.map((thing, index) => {
    const side = (index % 2 === 0) !== plan.mirrored ? 0.78 : 0.24;
    const kind = thing.kind as VehicleKind;
    const watery = ['sea', 'ship', 'beach', 'lighthouse'].includes(plan.setting);
    const y = kind === 'balloon' ? H * 0.62 : kind === 'boat' && watery ? horizon + H * 0.1 : kind === 'rocket' ? groundY - H * 0.04 : horizon + (groundY - horizon) * 0.45;
    const k = kind === 'balloon' ? scale * 0.9 : kind === 'rocket' ? scale * 1.1 : kind === 'boat' ? scale * 0.9 : scale * 0.8;
    return { word: thing.word, kind, x: W * side, y, k, facing: side > 0.5 ? -1 : 1 };
  });
}

function vehicles(plan: ArtPlan, ink: Ink, spots: VehicleSpot[]): string {
  return spots.map((spot) => placedThing(vehicleArt(ink, spot.kind, spot.k), spot.x, spot.y, spot.k, spot.facing)).join('');
}

/** Props nobody holds, on the ground in front, between the figures. */
function looseProps(plan: ArtPlan, ink: Ink, placed: Placed[], groundY: number): string {
  const { W, H } = plan;
  const loose = plan.things.filter((thing) => thing.category === 'prop' && !plan.subjects.some((entry) => entry.name === thing.owner && entry.holds === thing.kind));
  const figureScale = placed[0]?.scale ?? H / 300;
  const k = Math.max(figureScale * 0.9, (H * 0.07) / 20);
  const y = plan.camera === 'wide' ? groundY - 4 * k : H * 0.92;
  return loose
    .map((thing, index) => {
      const x = W * (placed.length === 2 ? 0.5 : 0.16 + ((index * 0.22 + (plan.mirrored ? 0.5 : 0)) % 0.7)) + index * W * 0.08;
      return placedThing(propArt(ink, thing.kind as PropKind, k), Math.min(W * 0.9, x), y, k);
    })
    .join('');
}

/**
 * The prompt's relations between figures: one on another ("the parrot on the sailor's shoulder"), above it, behind
 * it (smaller, further back), in or from a vehicle (raised into a balloon's basket).
 */
function relate(plan: ArtPlan, placed: Placed[], spots: VehicleSpot[]): Placed[] {
  const byName = (name: string) => placed[plan.subjects.findIndex((entry) => entry.name === name)];
  // Sizes: a tiny one shrinks where it stands, a huge one grows (within the frame).
  plan.subjects.forEach((entry, index) => {
    const item = placed[index];
    if (item && entry.size) placed[index] = { ...item, scale: item.scale * (entry.size === 'tiny' ? 0.45 : 1.35) };
  });
  // In, on or from a vehicle, or driving or riding one: the figure goes aboard, at the vehicle's scale.
  plan.subjects.forEach((entry, index) => {
    const item = placed[index];
    const named = plan.relations.find((relation) => relation.what === entry.name && ['in', 'inside', 'from', 'on'].includes(relation.relation) && spots.some((spot) => spot.word === relation.to));
    const spot = named ? spots.find((other) => other.word === named.to) : ['drive', 'ride'].includes(entry.does) ? spots.find((other) => other.kind === 'car' || other.kind === 'bicycle') : undefined;
    if (!item || !spot) return;
    const scale = spot.k * (spot.kind === 'balloon' ? 0.5 : 0.55);
    const rise = spot.kind === 'balloon' ? -6 : spot.kind === 'car' ? -8 : spot.kind === 'bicycle' ? -18 : -10;
    placed[index] = { ...item, x: spot.x, base: spot.y + rise * spot.k, scale, facing: spot.facing, spec: { ...item.spec, pose: entry.does === 'drive' || entry.does === 'ride' ? 'sit' : item.spec.pose } };
  });
  for (const relation of plan.relations) {
    const what = byName(relation.what);
    const to = byName(relation.to);
    if (!what || !to || what === to) continue;
    const index = placed.indexOf(what);
    if (relation.relation === 'on' && relation.part) {
      const shoulder = relation.part === 'head' ? 100 : relation.part === 'lap' ? 28 : 74;
      placed[index] = { ...what, x: to.x + (relation.part === 'shoulder' ? to.facing * 9 * to.scale : 0), base: to.base - shoulder * to.scale, scale: Math.min(what.scale, to.scale * 0.55), spec: { ...what.spec, pose: 'sit' } };
    } else if (relation.relation === 'on' || relation.relation === 'above') {
      placed[index] = { ...what, x: to.x, base: to.base - (relation.relation === 'on' ? 40 : 130) * to.scale };
    } else if (relation.relation === 'behind') {
      placed[index] = { ...what, x: to.x + (what.x < to.x ? -1 : 1) * 18 * to.scale, base: to.base - 16 * to.scale, scale: what.scale * 0.82 };
    } else if (relation.relation === 'under') {
      placed[index] = { ...what, x: to.x + 6 * to.scale, base: to.base + 4 * to.scale, scale: Math.min(what.scale, to.scale * 0.6) };
    } else if (relation.relation === 'in front of') {
      placed[index] = { ...what, x: to.x + (what.x < to.x ? -1 : 1) * 10 * to.scale, base: to.base + 12 * to.scale };
    }
  }
  // Behind is drawn first.
  return placed.map((item, order) => ({ item, order })).sort((a, b) => a.item.base - b.item.base || a.order - b.order).map(({ item }) => item);
}

/** Subjects with no drawing, as silhouettes of their kind, where the cast leaves room. */
function silhouettes(plan: ArtPlan, ink: Ink, placed: Placed[], groundY: number): string {
  const { W, H } = plan;
  return plan.silhouettes
    .map((entry, index) => {
      const taken = placed.map((item) => item.x);
      const x = [0.2, 0.8, 0.5].map((at) => W * at).sort((a, b) => Math.min(...taken.map((t) => Math.abs(t - b)), W) - Math.min(...taken.map((t) => Math.abs(t - a)), W))[index % 3]!;
      const size = H * (entry.size === 'tiny' ? 0.06 : entry.size === 'huge' ? 0.4 : entry.kind === 'vehicle' ? 0.22 : 0.16);
      const base = entry.pose === 'fly' ? H * 0.4 : entry.pose === 'swim' && plan.backdrop !== 'underwater' ? groundY - H * 0.08 : groundY;
      return silhouette(ink, entry.kind, x, base, size);
    })
    .join('');
}

function modelSheet(plan: ArtPlan, ink: Ink): string {
  const { W, H } = plan;
  const member = plan.cast[0];
  const backdrop = ink.style === 'noir' || ink.style === 'manga' ? '#f2f2f2' : ink.style === 'watercolor' ? '#f8f1e1' : '#e9eef5';
  const parts = [ink.rings(0, 0, W, H, [[0, '#ffffff'], [1, backdrop]], true)];
  const floor = H * 0.9;
  parts.push(path(`M0 ${f(floor)}H${f(W)}`, ` fill="none" stroke="#c8d0dc" stroke-width="${f(2 * ink.unit)}"`));
  if (!member) return parts.join('');
  const look = member.look;
  const height = figureHeight(look);
  const big = (H * 0.74) / Math.max(height, 40) / (look.kind === 'person' ? look.height : look.kind === 'dog' ? 1.1 : 1);
  const small = big * 0.55;
  const headLine = floor - height * big * (look.kind === 'dog' ? 1 : 1);
  parts.push(path(`M0 ${f(headLine)}H${f(W)}M0 ${f((headLine + floor) / 2)}H${f(W)}`, ` fill="none" stroke="#d8dee8" stroke-width="${f(1.5 * ink.unit)}" stroke-dasharray="${f(8 * ink.unit)} ${f(6 * ink.unit)}"`));
  const spec: FigureSpec = { look, pose: 'stand', expression: 'smile' };
  parts.push(figure(ink, spec, W * 0.34, floor, big, 1));
  parts.push(figure(ink, { ...spec, expression: 'grin' }, W * 0.68, floor, small, -1));
  parts.push(figure(ink, { ...spec, view: 'back' }, W * 0.87, floor, small, 1));
  return parts.join('');
}

const svgOpen = (W: number, H: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;

export function paintPanel(request: ImageRequest): string {
  const plan = planArt(request);
  const { W, H, rng } = plan;
  const ink = createInk({ style: plan.style, time: plan.time, weather: plan.weather, unit: Math.min(W, H) / 768 });
  if (plan.subject === 'character') {
    const body = modelSheet(plan, ink);
    return `${svgOpen(W, H)}${ink.defs()}${body}${border(ink, W, H, rng.fork('border'))}</svg>`;
  }
  const indoor = INDOOR.has(plan.setting);
  const horizon = H * (indoor ? 0.64 : W > H * 1.2 ? 0.6 : 0.56);
  const frame: Frame = { W, H, ink, rng: rng.fork('backdrop'), horizon, words: plan.words };
  const groundY = plan.setting === 'lighthouse' ? H * 0.9 : H * 0.88;
  const zoom = plan.camera === 'medium' ? 1.22 : plan.camera === 'close' ? 1.5 : 1;
  const focusX = W * rng.range(0.4, 0.6);
  // The particular place (a sea floor, a platform) over its setting; a rooftop the city draws itself.
  const scene = `${backdrop(plan, frame)}${plan.backdrop && plan.backdrop !== 'rooftop' ? placeDetail(frame, plan.backdrop) : ''}`;
  const world = zoom === 1 ? scene : group(scene, `translate(${f(focusX)} ${f(horizon)}) scale(${zoom}) translate(${f(-focusX)} ${f(-horizon)})`);
  const spots = vehicleSpots(plan, groundY, horizon);
  const placed = relate(plan, placeFigures(plan, groundY), spots);
  const figureInk = plan.camera === 'close' ? ink.forFigures().forFigures() : ink.forFigures();
  const figures = placed.map((item) => figure(figureInk, item.spec, item.x, item.base, item.scale, item.facing)).join('');
  const things = vehicles(plan, ink, spots);
  const dynamic = plan.camera === 'close' || (plan.camera === 'medium' && ['fight', 'chase', 'danger', 'discover', 'magic'].includes(plan.action));
  const focus: [number, number] = placed[0] ? [placed[0].x, plan.camera === 'close' ? H * 0.46 : placed[0].base - 60 * placed[0].scale] : [W / 2, H / 2];
  const body = [
    world,
    plan.camera === 'wide' ? props(plan, ink, groundY) : '',
    things,
    plan.camera === 'close' && (ink.style === 'comic' || ink.style === 'manga' || ink.style === 'animated') ? styleLayer(ink, W, H, rng.fork('style'), { dynamic: true, focus }) : '',
    plan.crowd ? crowdArt(ink, W, H, horizon + (groundY - horizon) * 0.25, plan.crowd) : '',
    silhouettes(plan, ink, placed, groundY),
    figures,
    looseProps(plan, figureInk, placed, groundY),
    weatherLayer(ink, W, H, rng.fork('weather')),
    plan.camera === 'close' ? '' : styleLayer(ink, W, H, rng.fork('style'), { dynamic, focus }),
    border(ink, W, H, rng.fork('border')),
  ].join('');
  return `${svgOpen(W, H)}${ink.defs()}${body}</svg>`;
}
