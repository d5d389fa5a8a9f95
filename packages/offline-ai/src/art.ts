// The offline painter: turns an image request into an SVG comic panel (setting, light, weather, characters, art
// style, border), a character model sheet, an establishing shot, or an edit of a given picture (refine mode).
import type { ImageRequest } from '../../../worker/ai/types';
import { createInk, darken, f, type Ink } from './art/ink';
import { figure, figureHeight, mid, reachOf, type FigureSpec, type Point, type Pose } from './art/figures';
import { border, glyphLook, styleLayer, weatherLayer } from './art/overlays';
import { circle, dot, group, path } from './art/shapes';
import { propArt, vehicleArt } from './art/things';
import { bird, onBody } from './art/creatures';
import { lookFor, type Look } from './look';
import { siteNamed } from './glyph-plan';
import { COURTYARD_WELL, DOORSTEP_DOOR, placeArt, type Frame } from './art/backdrops';
import { paintPart } from './art/drawing';
import { BUST, REACH, drawGlyph, glyphScale, layGlyphs, mouthOf, type Body, type GlyphArt } from './art/glyphs';
import { marksOf } from './art/marks';
import { SCHEMAS } from './verbs';
import { asked as askedProps, sparkles, support as supportArt } from './art/supports';
import { INDOOR, WORKED_ON, planPicture, type PicturePlan, type SubjectPlan, type ThingPlan } from './picture-plan';
import type { Rng } from './prng';
import type { PropKind, VehicleKind } from './things';
import figureArt from './data/figure-art.json' with { type: 'json' };

export { sparkles } from './art/supports';

export type ArtPlan = PicturePlan & { W: number; H: number; words: string; rng: Rng };

/** A picture's plan as planPicture() makes it, with its seed. */
type Planned = PicturePlan & { rng: Rng };

/** A boat worked on (pushed, painted, mended), nobody on it: it stands by its worker, and the sea draws no ship of its own. */
const boatWorked = (plan: PicturePlan, words: string) =>
  plan.subjects.some((entry) => ['push', 'pull', 'reach', 'lean'].includes(entry.does)) &&
  plan.things.some(
    (thing) =>
      thing.kind === 'boat' &&
      !new RegExp(`\\b(?:on|in|into|onto|aboard|from|off) (?:\\S+ )?${thing.word}`).test(words) &&
      !plan.relations.some((relation) => relation.to === thing.word),
  );

export function planArt(request: ImageRequest, planned?: Planned): ArtPlan {
  const plan = planned ?? planPicture(request);
  // The place's own name joins its words (the court a tennis player is on is drawn as a tennis court).
  const words =
    `${request.prompt} ${request.hints?.location ?? ''} ${siteNamed(request.prompt.toLowerCase())?.place ?? ''}`.toLowerCase();
  // A boat worked on is no ship the sea draws.
  const seen = boatWorked(plan, words) ? words.replace(/\b(ship|boat|galleon|sail)\w*/g, '') : words;
  return { ...plan, W: request.width, H: request.height, words: seen };
}

/** Poses seen face on (figure-art.json `frontal`), unless done at someone: the rest turn the face the way the figure faces. */
const FRONTAL = new Set(figureArt.frontal.split(' '));
const specOf = (entry: SubjectPlan, things: ThingPlan[]): FigureSpec => ({
  look: entry.look,
  pose: entry.pose,
  expression: entry.expression,
  ...(entry.holds ? { holds: entry.holds } : {}),
  holdsColour: things.find((thing) => thing.owner === entry.name && thing.kind === entry.holds)?.colour,
  ...(entry.glyph ? { glyph: entry.glyph } : {}),
  ...(entry.target || !FRONTAL.has(entry.pose) ? { turned: true } : {}),
  ...(entry.act && SCHEMAS[entry.act.schema]?.object ? { heldAt: SCHEMAS[entry.act.schema]!.object } : {}),
});

/** Props a prompt asks for that the setting does not draw itself (support-art.json `props`), and a spell's sparkles. */
function props(plan: ArtPlan, ink: Ink, groundY: number): string {
  const { W, H, words, rng } = plan;
  const sparkling = /\bspark|magic|spell|glow|stars\b/.test(words) && plan.setting !== 'space';
  return `${askedProps(ink, rng, words, { W, H, ground: groundY })}${sparkling ? sparkles(ink, W, H, rng, 10) : ''}`;
}

/** A figure placed: its feet's x and y, its pixels per unit, the way it faces and what it is. */
type Placed = Record<'x' | 'base' | 'scale', number> & {
  facing: 1 | -1;
  spec: FigureSpec;
  /** Drawn over the others whatever its depth (a rider on its horse). */
  front?: boolean;
  /** Seen only through a round window (x, y, radius): a porthole. */
  clip?: [number, number, number];
};

const SMALL_KINDS = new Set<Look['kind']>(['cat', 'dog', 'bird', 'fish']);
/** Whether these are small animals only (no shark among them): drawn bigger, alone. */
const smallOnly = (subjects: SubjectPlan[]) =>
  subjects.every((entry) => SMALL_KINDS.has(entry.kind) && entry.species !== 'shark');
const SEA_KINDS = new Set<Look['kind']>(['fish', 'whale', 'octopus']);
/** Head radius, height and distance in front of the feet per kind, to frame a close-up on the face. */
const HEADS = figureArt.HEADS as Record<Look['kind'], [number, number, number]>;
/** Half the width of each kind in figure units, so a target stands beside its actor rather than inside it. */
const HALF_WIDTH: Record<Look['kind'], number> = figureArt.HALF_WIDTH;

/** Where each figure stands and how big, for the camera: actors face whom they act on, targets stand within reach. */
function placeFigures(plan: ArtPlan, groundY: number): Placed[] {
  const { W, H, camera } = plan;
  const subjects = plan.subjects.slice(0, 4);
  if (!subjects.length) return [];
  const twoShot = camera === 'close' && subjects.length > 1;
  if (camera === 'close' && !twoShot) return [closeUp(plan, subjects[0]!)];
  const order = actorsFirst(subjects);
  const scale = figureScale(plan, order, twoShot);
  const base = camera === 'wide' ? groundY : H * 0.985 + (W > H * 1.2 ? H * 0.08 : H * 0.04);
  const out: Placed[] = [];
  order.forEach((entry, index) => {
    const spec = specOf(entry, plan.things);
    // Its own slot is drawn (with its jitter) even when its actor places it, so every figure takes the same draws.
    const own = standing(plan, order, index);
    const actorIndex = order.slice(0, index).findIndex((other) => other.target === entry.name);
    const { x, facing } = actorIndex >= 0 ? withinReach(out[actorIndex]!, order[actorIndex]!, entry, W) : own;
    const y = footOf(plan, entry, spec.pose, base, scale);
    out.push({ x, base: y, scale: scale * farBack(plan, entry), facing, spec });
  });
  // In the plan's order of subjects, as the relations look them up.
  return subjects.map((entry) => out[order.indexOf(entry)]!);
}

/** A close-up on one face: its head in the middle of the frame, a fifth of it across; who sits, runs or falls stands. */
function closeUp(plan: ArtPlan, entry: SubjectPlan): Placed {
  const { W, H } = plan;
  const spec = specOf(entry, plan.things);
  const [radius, headY, headX] = HEADS[entry.kind];
  const kindScale = entry.kind === 'dog' ? 1.1 : entry.kind === 'person' ? spec.look.height : 1;
  const scale = (Math.min(W, H) * 0.2) / (radius * kindScale);
  const x = W * plan.rng.range(0.42, 0.58);
  const base = H * 0.46 + headY * scale * kindScale;
  const pose = spec.pose === 'sit' || spec.pose === 'run' || spec.pose === 'fall' ? 'stand' : spec.pose;
  const facing: 1 | -1 = plan.mirrored ? -1 : 1;
  return { x: x - facing * headX * scale * kindScale, base, scale, facing, spec: { ...spec, pose } };
}

/** The subjects in the order they are placed: those acting on someone first, each target right after its actor. */
function actorsFirst(subjects: SubjectPlan[]): SubjectPlan[] {
  const order: SubjectPlan[] = [];
  for (const entry of [...subjects].sort((a, b) => Number(!a.target) - Number(!b.target))) {
    if (order.includes(entry)) continue;
    order.push(entry);
    const target = subjects.find((other) => other.name === entry.target && !order.includes(other));
    if (target) order.push(target);
  }
  return order;
}

/** The figures' scale: a wide shot stands everyone at a fixed size; nearer, the tallest fills the frame. */
function figureScale(plan: ArtPlan, order: SubjectPlan[], twoShot: boolean): number {
  const landscape = plan.W > plan.H * 1.2;
  const tallest = Math.max(...order.map((entry) => FAR_BACK[entry.kind] ?? figureHeight(entry.look)));
  const scale =
    plan.camera === 'wide'
      ? (plan.H * (landscape ? 0.34 : 0.26)) / 100
      : ((plan.H * (landscape ? 0.72 : 0.6)) / Math.max(100, tallest)) * (twoShot ? 1.2 : 1);
  // Small animals alone are drawn bigger; less so when one lies asleep (twice as long as it is tall), they run (a chase
  // needs the ground between them) or it flies (its wings spread, whole in the frame).
  if (!smallOnly(order)) return scale;
  const has = (pose: SubjectPlan['pose']) => order.some((entry) => entry.pose === pose);
  return scale * (has('run') ? 0.8 : has('sleep') ? 1.3 : has('fly') ? 1.25 : 2.2);
}

/** A figure's own slot across the frame (slightly jittered), facing the middle, or the one it acts on. */
function standing(plan: ArtPlan, order: SubjectPlan[], index: number): { x: number; facing: 1 | -1 } {
  const { W, mirrored } = plan;
  const entry = order[index]!;
  const count = order.length;
  const slots = figureArt.slots[count - 1]!;
  const slot = mirrored ? 1 - slots[index]! : slots[index]!;
  // A lone doer working on a thing at its hand stands back from the side it faces, so the thing is whole in the frame.
  const workingAlone = count === 1 && plan.glyphs.some((glyph) => glyph.by === entry.name && glyph.object);
  const x = W * (slot + (workingAlone ? (mirrored ? 0.15 : -0.15) : 0) + plan.rng.range(-0.03, 0.03));
  if (!entry.target) return { x, facing: count === 1 ? (mirrored ? -1 : 1) : x < W / 2 ? 1 : -1 };
  const targetIndex = order.findIndex((other) => other.name === entry.target);
  return { x, facing: targetIndex > index ? (mirrored ? -1 : 1) : mirrored ? 1 : -1 };
}

/** A target within its actor's reach, beside it rather than inside it: the chased runs away, the rest face their actor. */
function withinReach(actor: Placed, actorEntry: SubjectPlan, entry: SubjectPlan, W: number) {
  const arm = actorEntry.kind === 'octopus' && actorEntry.pose === 'grab' ? 80 : (REACH[actorEntry.pose] ?? 40);
  const reach = (arm + HALF_WIDTH[entry.kind] + HALF_WIDTH[actorEntry.kind] - 24) * actor.scale;
  const x = Math.max(W * 0.1, Math.min(W * 0.9, actor.x + actor.facing * reach));
  const ahead = actorEntry.pose === 'run' || SCHEMAS[actorEntry.act?.schema ?? '']?.ahead;
  return { x, facing: ahead ? actor.facing : (-actor.facing as 1 | -1) };
}

/**
 * A dragon or a whale stands further back (smaller, higher) so it fits the frame beside the people, framed as if it were
 * that tall (figure-art.json `farBack`).
 */
const FAR_BACK: Partial<Record<Look['kind'], number>> = figureArt.farBack;
const farBack = (plan: ArtPlan, entry: SubjectPlan) => (FAR_BACK[entry.kind] && plan.camera !== 'wide' ? 0.62 : 1);

/** A figure's foot, raised by its pose so it is seen whole: a flyer in the upper middle, a jumper over the ground it left. */
function footOf(plan: ArtPlan, entry: SubjectPlan, pose: Pose, base: number, scale: number): number {
  const { H, camera } = plan;
  const far = farBack(plan, entry);
  const tall = figureHeight(entry.look) * scale * far;
  let y = far < 1 ? base - H * 0.12 : base;
  if (pose === 'fly') y = Math.min(y, H * (entry.kind === 'bird' ? 0.5 : 0.62) + tall * 0.5);
  if (pose === 'fall') y = Math.min(y, H * 0.7 + tall * 0.3);
  // A jump shows the ground it left: the shadow and the feet above it in the frame.
  if (pose === 'jump' && camera !== 'wide') y = Math.min(y, H * 0.9);
  // A climber is seen whole on the wall, some way up it.
  if (pose === 'climb' && camera !== 'wide') y = Math.min(y, H * 0.93);
  if (SEA_KINDS.has(entry.kind) && camera !== 'wide') y = base - H * 0.06;
  // A sleeper, or a cat, dog or dragon running, is seen whole, not cut by the frame's foot as a standing figure may be.
  if (pose === 'sleep' || (pose === 'run' && ['cat', 'dog', 'dragon'].includes(entry.kind))) y = Math.min(y, H * 0.95);
  return y;
}

/** Vehicles stand behind the figures, where they go: boats on the water, balloons in the sky, the rest on the ground. */
type VehicleSpot = Record<'x' | 'y' | 'k', number> & {
  word: string;
  kind: VehicleKind;
  facing: 1 | -1;
  /** Someone drives or rides it: drawn over its driver, whose head shows through the window. */
  driven?: boolean;
  /** Lifting off the pad on its flame (a rocket launching). */
  launching?: boolean;
  /** Someone is inside it, seen through its porthole (a rocket). */
  crewed?: boolean;
  /** Someone lies under it: drawn over them. */
  over?: boolean;
};

/** Whether a relation of the plan puts something in the thing a word names (or as `relations` say: on it, from it). */
const holds = (plan: PicturePlan, word: string, relations: string[]) =>
  plan.relations.some((relation) => relation.to === word && relations.includes(relation.relation));

/** A vehicle's size by its kind, in the figures' scale (any other 0.8). */
const VEHICLE_SIZES: Partial<Record<VehicleKind, number>> = { balloon: 0.9, rocket: 1.1, boat: 0.9 };

/** Where each vehicle goes: boats on the water, balloons in the sky, the rest on the ground. */
function vehicleSpots(plan: ArtPlan, groundY: number, horizon: number): VehicleSpot[] {
  const { W, H, camera } = plan;
  const watery = ['sea', 'ship', 'beach', 'lighthouse'].includes(plan.setting);
  // A boat someone rows, or is in or fishes from (not a ship, which is a deck), is the picture's subject, on the water in front.
  const aboard = (thing: ArtPlan['things'][number]) =>
    !/ship|galleon|sail|yacht|liner|ferry/.test(thing.word) && holds(plan, thing.word, ['in', 'from', 'inside']);
  const rowed = plan.subjects.some((entry) => entry.does === 'row') || plan.things.some(aboard);
  const driving = plan.subjects.some((entry) => entry.does === 'drive' || entry.does === 'ride');
  // The sea and ship backdrops draw their own ship.
  const kinds = plan.things.filter(
    (thing) =>
      thing.category === 'vehicle' &&
      !(thing.kind === 'boat' && !rowed && watery && /\bship|boat|galleon|sail/.test(plan.words)),
  );
  const scale = ((camera === 'wide' ? 0.3 : 0.42) * H) / 100 / (W > H * 1.2 ? 1.2 : 1);
  // The picture's subject: large, in the middle, facing ahead.
  const middle = { x: W * 0.5, facing: plan.mirrored ? -1 : 1 } as const;
  return kinds.map((thing, index): VehicleSpot => {
    const side = (index % 2 === 0) !== plan.mirrored ? 0.78 : 0.24;
    const kind = thing.kind as VehicleKind;
    const heights: Partial<Record<VehicleKind, number>> = { balloon: H * 0.62, rocket: groundY - H * 0.04 };
    const y = heights[kind] ?? (kind === 'boat' && watery ? horizon + H * 0.1 : horizon + (groundY - horizon) * 0.45);
    const spot = { word: thing.word, kind, x: W * side, y, k: scale * (VEHICLE_SIZES[kind] ?? 0.8) };
    // A rowed boat is the picture's subject: on the water in front, its rower aboard.
    if (kind === 'boat' && rowed) return { ...spot, ...middle, y: H * 0.86, k: (W * 0.62) / 100 };
    // A car or bicycle someone drives or rides is too: in front, its driver seen inside.
    if ((kind === 'car' || kind === 'bicycle') && driving) {
      const k = (W * (camera === 'wide' ? 0.7 : 0.85)) / 100;
      return { ...spot, ...middle, y: camera === 'wide' ? groundY : H * 0.86, k, driven: true };
    }
    const facing = side > 0.5 ? -1 : 1;
    // A launching rocket has left the pad: raised over the ground its smoke billows on.
    if (kind === 'rocket' && thing.launching) return { ...spot, y: y - H * 0.26, facing, launching: true };
    const crewed = kind === 'rocket' && holds(plan, thing.word, ['in', 'inside']);
    // A rocket someone is inside is the picture's subject: large, standing in the middle, its porthole wide.
    if (crewed) return { ...spot, x: W * 0.5, y: H * 0.9, k: (H * 0.75) / 125, facing: 1, crewed: true };
    return { ...spot, facing };
  });
}

/** The vehicles nobody drives, or those driven. */
function vehicles(plan: ArtPlan, ink: Ink, spots: VehicleSpot[], driven: boolean): string {
  return spots
    .filter((spot) => Boolean(spot.driven || spot.over) === driven)
    .map((spot) => {
      const colour = plan.things.find((thing) => thing.word === spot.word)?.colour;
      // A driven car's windows are glass the driver is seen through, the wheel in the driver's hands (things-art.json `car+see`).
      const art = vehicleArt(ink, spot.kind, spot.k, colour, Boolean(spot.driven));
      // A launch: a long flame from the rocket's tail down to the pad, smoke billowing out either side of it there.
      const plume = spot.launching ? supportArt(ink, 'launch plume', { drop: (plan.H * 0.26) / spot.k }) : '';
      // Someone inside: a wide porthole of glass (the figure is drawn in it, clipped to it).
      const seen = `${plume}${art}${spot.crewed ? circle(0, -80, 17, ink.fill('#bfe6ff')) : ''}`;
      const k = Math.round(spot.k * 1000) / 1000;
      const at = `translate(${f(spot.x)} ${f(spot.y)}) scale(${k * spot.facing} ${k})`;
      return group(seen, at, ` class="vehicle vehicle-${spot.kind}"`);
    })
    .join('');
}

/** Props nobody holds, on the ground in front, between the figures, as many as the prompt counts ("three pearls"). */
function looseProps(plan: ArtPlan, ink: Ink, placed: Placed[], groundY: number): string {
  const { W, H } = plan;
  const tabled = plan.supports.some((support) => support.kind === 'table' && support.for.length > 1);
  const loose = plan.things.filter(
    (thing) =>
      thing.category === 'prop' &&
      !plan.subjects.some((entry) => entry.name === thing.owner && entry.holds === thing.kind) &&
      // Drawn elsewhere: the game on its table, a lasso as its rope, the book on the shelf at the reaching hand.
      !(thing.kind === 'chessboard' && tabled) &&
      !(thing.kind === 'rope' && thing.between) &&
      !(thing.kind === 'book' && plan.supports.some((support) => support.kind === 'shelf')) &&
      // What falls off a table is drawn in the air by it (stage()).
      !(thing.falling && plan.supports.some((support) => support.kind === 'table' && support.for.length === 1)),
  );
  const figureScale = placed[0]?.scale ?? H / 300;
  const k = Math.max(figureScale * 0.9, (H * 0.07) / 20);
  const y = plan.camera === 'wide' ? groundY - 4 * k : H * 0.92;
  const spots = new Map<string, Point>();
  // What holds another is drawn first, so what lies in it shows.
  const holding = (thing: (typeof loose)[number]) => holds(plan, thing.word, ['in', 'inside', 'on']);
  loose.sort((a, b) => Number(holding(b)) - Number(holding(a)));
  // What a lone figure points at lies on the ground where it points.
  const pointer = placed.length === 1 && plan.subjects[0]?.does === 'point' ? placed[0]! : null;
  loose.forEach((thing, index) => {
    const x =
      pointer && index === 0
        ? Math.max(W * 0.1, Math.min(W * 0.9, pointer.x + pointer.facing * W * 0.3))
        : W * (placed.length === 2 ? 0.5 : 0.16 + ((index * 0.22 + (plan.mirrored ? 0.5 : 0)) % 0.7)) +
          index * W * 0.08;
    spots.set(thing.word, [Math.min(W * 0.9, x), y]);
  });
  // A toy balloon nobody holds floats over the figures' heads, its string hanging down toward them.
  for (const thing of loose.filter((other) => other.kind === 'toyballoon' && placed.length)) {
    const heads = placed.map(headOf);
    spots.set(thing.word, [mid(...heads)[0], Math.min(...heads.map(([, y]) => y)) - 16 * figureScale]);
  }
  // A thing in, inside or on another loose thing lies in it ("three pearls inside a giant clam").
  for (const relation of plan.relations) {
    const holder = spots.get(relation.to);
    if (holder && spots.has(relation.what) && ['in', 'inside', 'on'].includes(relation.relation))
      spots.set(relation.what, [holder[0], holder[1] - 3 * k]);
  }
  return loose
    .map((thing) => {
      const [x, base] = spots.get(thing.word)!;
      const size =
        thing.kind === 'clam' ? k * (thing.size === 'huge' ? 1.7 : 1.3) : thing.kind === 'footprint' ? k * 1.8 : k;
      const count = Math.min(8, thing.count);
      const spread = (thing.kind === 'pearl' || thing.kind === 'gem' ? 9 : 20) * size;
      // Crates are stacked: a row on the ground, the rest on top of it.
      const bottom = Math.ceil(count / 2);
      return Array.from({ length: count }, (_, n) => {
        const stacked = thing.kind === 'crate';
        const row = stacked && n >= bottom ? 1 : 0;
        const inRow = stacked ? (row ? count - bottom : bottom) : count;
        const dx = ((row ? n - bottom : n) - (inRow - 1) / 2) * (stacked ? 27 * size : spread);
        const y = stacked ? base - row * 20 * size : base - (n % 2) * 3 * size;
        return group(
          propArt(ink, thing.kind as PropKind, size, thing.colour),
          `translate(${f(Math.max(W * 0.05, Math.min(W * 0.95, x + dx)))} ${f(y)}) scale(${Math.round(size * 1000) / 1000})`,
          ` class="prop prop-${thing.kind}"`,
        );
      }).join('');
    })
    .join('');
}

/** Pixels per unit of a 100-unit person at a placement (an animal alone is drawn larger than its own size). */
const personScale = (plan: ArtPlan, item: Placed) =>
  smallOnly(plan.subjects) && plan.camera !== 'close' ? item.scale / 2.2 : item.scale;

/** Pixels per unit of a figure's own rig at a placement (a person's by age). */
const personUnit = (plan: ArtPlan, item: Placed) =>
  personScale(plan, item) * (item.spec.look.kind === 'person' ? item.spec.look.height : 1);

/** A rig's units in its scale: a person's by age, a dog a tenth larger. */
const rigUnit = (look: Look) => (look.kind === 'person' ? look.height : look.kind === 'dog' ? 1.1 : 1);

/** Where a point of a figure's own frame (100 units tall, facing right) lands in the picture. */
function pointOf(item: Placed, local: Point): Point {
  const k = item.scale * rigUnit(item.spec.look);
  return [item.x + item.facing * local[0] * k, item.base + local[1] * k];
}

/** Where a figure's head (its neck, for a noose) is. */
function headOf(item: Placed): Point {
  const [, height, forward] = HEADS[item.spec.look.kind];
  return pointOf(item, [forward, -height]);
}

/**
 * A vehicle worked on stands on its worker's ground at the worker's scale, nobody aboard: its back (pushed) or front
 * (pulled) at the hands, or its side at the hands' working height (washed, fixed, loaded).
 */
function workedVehicle(item: Placed, does: Pose, spots: VehicleSpot[], W: number): Placed {
  const moved = spots.find((spot) => ['car', 'bicycle', 'boat', 'train'].includes(spot.kind) && !spot.driven);
  if (!moved) return item;
  const k = Math.min(item.scale * (moved.kind === 'bicycle' ? 1.1 : 1.5), W * 0.0055);
  // Half its length (a bicycle's wheels span 68 units, a car 94), so its near end is at the hands: pushed or pulled
  // just there, worked on a little past them, so what the hand holds (a sponge, a wrench) is on its side.
  const half = (moved.kind === 'bicycle' ? 34 : 47) * k;
  const hand = reachOf(item.spec, item.x, item.base, item.scale, item.facing)?.hand;
  const worked = does === 'push' || does === 'pull' ? 0 : 12 * item.scale;
  const reach = (hand ? Math.abs(hand[0] - item.x) - worked : 34 * item.scale) + half;
  // The worker steps toward its own side so that both are whole in the frame.
  const x =
    item.facing === 1
      ? Math.max(20 * item.scale, Math.min(item.x, W - reach - half))
      : Math.min(W - 20 * item.scale, Math.max(item.x, reach + half));
  const facing = does === 'pull' ? -item.facing : item.facing;
  Object.assign(moved, { y: item.base, k, facing, x: x + item.facing * reach });
  return { ...item, x };
}

/**
 * The prompt's relations between figures: one on another ("the parrot on the sailor's shoulder", a rider on a horse),
 * above it or above a vehicle or the place ("an owl above the old bridge"), behind it (smaller, further back), in or
 * from a vehicle (raised into a balloon's basket).
 */
function relate(plan: ArtPlan, placed: Placed[], spots: VehicleSpot[], horizon: number): Placed[] {
  plan.subjects.forEach((entry, index) => aboard(plan, placed, spots, entry, index));
  for (const relation of plan.relations) relateTo(plan, placed, spots, horizon, relation);
  closeIn(plan, placed);
  return placed;
}

/** The vehicles a figure goes aboard to drive, ride or row one. */
const VEHICLES_WORKED = figureArt.VEHICLES_WORKED as Partial<Record<Pose, VehicleKind[]>>;

/** A figure's size (a tiny one shrinks, a huge one grows) and its place aboard a vehicle it is in, on, drives or rides. */
function aboard(plan: ArtPlan, placed: Placed[], spots: VehicleSpot[], entry: SubjectPlan, index: number): void {
  // Sizes: a tiny one shrinks where it stands, a huge one grows (within the frame); a tiny one stands inside the frame, where the frame's foot would hide it whole.
  const [sized, tiny] = [placed[index], entry.size === 'tiny'];
  if (sized && (tiny || entry.size === 'huge')) {
    const base = tiny ? Math.min(sized.base, plan.H * 0.95) : sized.base;
    placed[index] = { ...sized, scale: sized.scale * (tiny ? 0.45 : 1.35), base };
  }
  // In, on or from a vehicle, or driving or riding one: the figure goes aboard, at the vehicle's scale.
  const item = placed[index];
  const named = plan.relations.find(
    (relation) =>
      relation.what === entry.name &&
      ['in', 'inside', 'from', 'on'].includes(relation.relation) &&
      spots.some((spot) => spot.word === relation.to),
  );
  const spot = spots.find((other) =>
    named ? other.word === named.to : VEHICLES_WORKED[entry.does]?.includes(other.kind),
  );
  if (item && spot) placed[index] = seated(item, spot, entry.does);
  else if (item && WORKED_ON.has(entry.does)) placed[index] = workedVehicle(item, entry.does, spots, plan.W);
}

/** Who is aboard a vehicle: their size in its scale and how far up from its foot they sit, in its units (any other [0.55, -10]). */
const SEATS = figureArt.seats as Partial<Record<VehicleKind, number[]>>;

/** A figure aboard a vehicle: seen through a rocket's porthole, at a car's wheel, or seated in it (driving, riding it). */
function seated(item: Placed, spot: VehicleSpot, does: SubjectPlan['does']): Placed {
  const { x, y, k, facing } = spot;
  if (spot.crewed) {
    // Seen through the porthole: head and shoulders centred in the glass, clipped to it.
    const scale = k * 0.62;
    return { ...item, x, base: y + (-80 + (92 * scale) / k) * k, scale, facing: 1, clip: [x, y - 80 * k, 16 * k] };
  }
  if (spot.driven && spot.kind === 'car') {
    // In the driver's seat behind the windscreen: head and shoulders in the window, hands on the wheel.
    const driver = { ...item.spec, pose: 'drive' as const };
    return { ...item, x: x + facing * 4 * k, base: y - 13 * k, scale: k * 0.42, facing, spec: driver };
  }
  const [share = 0.55, rise = -10] = SEATS[spot.kind] ?? [];
  const pose = does === 'drive' || does === 'ride' ? 'sit' : item.spec.pose;
  return { ...item, x, base: y + rise * k, scale: k * share, facing, spec: { ...item.spec, pose } };
}

/** Above a vehicle or the place itself: high in the frame over it, smaller, so both are seen. */
function aboveSpot(plan: ArtPlan, what: Placed, spots: VehicleSpot[], horizon: number, word: string): Placed {
  const spot = spots.find((other) => other.word === word);
  const top = spot
    ? spot.y - (spot.kind === 'rocket' ? 125 : spot.kind === 'balloon' ? 135 : 70) * spot.k
    : horizon - plan.H * 0.2;
  // Over a vehicle, smaller than it; over the place, big enough to see (a fifth of the frame's height) whatever the camera.
  const scale = spot ? what.scale * 0.5 : (plan.H * 0.2) / figureHeight(what.spec.look);
  const x = spot ? spot.x + (what.x < spot.x ? -1 : 1) * 10 * spot.k : what.x;
  // Whole in the frame: its height and a flyer's lift (figure()) below the top edge.
  return { ...what, x, base: Math.max((figureHeight(what.spec.look) + 14) * scale + plan.H * 0.05, top), scale };
}

type Relation = ArtPlan['relations'][number];

/** One relation of the prompt's: one figure on, above, behind, under or in front of another, or above a vehicle or the place. */
function relateTo(plan: ArtPlan, placed: Placed[], spots: VehicleSpot[], horizon: number, relation: Relation): void {
  const byName = (name: string) => placed[plan.subjects.findIndex((entry) => entry.name === name)];
  const what = byName(relation.what);
  if (!what) return;
  const index = placed.indexOf(what);
  const to = byName(relation.to);
  if (!to) {
    if (relation.relation === 'above') placed[index] = aboveSpot(plan, what, spots, horizon, relation.to);
    const car = relation.relation === 'under' && spots.find((spot) => spot.word === relation.to && spot.kind === 'car');
    // Under a car: on one's back beneath it, the car drawn over all but the legs out at its front (a mechanic at work).
    if (car) {
      const scale = Math.min(what.scale, car.k);
      Object.assign(car, { over: true });
      placed[index] = {
        ...what,
        x: car.x + car.facing * 22 * car.k,
        base: car.y,
        scale,
        facing: car.facing,
        spec: { ...what.spec, pose: 'supine' },
      };
    }
    return;
  }
  if (what === to) return;
  if (relation.relation === 'on' && plan.subjects[placed.indexOf(to)]?.kind === 'horse') {
    // Astride: the rider's seat on the horse's back, facing where the horse faces, drawn over it.
    const [x, back] = pointOf(to, [-4, -74]);
    const k = what.scale * what.spec.look.height;
    const spec = { ...what.spec, pose: 'ride' as const };
    placed[index] = { ...what, x, base: back + 22 * k, facing: to.facing, spec, front: true };
  } else if (relation.relation === 'on' && relation.part) {
    // On the head, the lap or one shoulder, sitting there, no bigger than about half the other; astride both shoulders,
    // behind the head, its legs either side of it.
    const up = { head: 100, shoulders: 90, lap: 28 }[relation.part] ?? 74;
    const x = to.x + (relation.part === 'shoulder' ? to.facing * 9 * to.scale : 0);
    const [base, scale] = [to.base - up * to.scale, Math.min(what.scale, to.scale * 0.55)];
    const front = relation.part !== 'shoulders';
    placed[index] = { ...what, x, base, scale, spec: { ...what.spec, pose: 'sit' }, front };
  } else if (relation.relation === 'behind' && hiddenBy(what, to)) {
    // Hidden behind: mostly covered by the other's body, only its head peeking out at the side.
    const side = what.x < to.x ? -1 : 1;
    const base = Math.min(to.base - 6 * to.scale, plan.H * 0.95);
    placed[index] = { ...what, x: to.x + side * 9 * to.scale, base, facing: side };
  } else if (FIGURE_AT[relation.relation]) {
    // On its back, above it, under it, in front of it or a step further back behind it (figure-art.json `figureAt`):
    // across toward its own side and up, in the other's units, no bigger than a share of the other, drawn over it or not.
    const [across, up, most, over] = FIGURE_AT[relation.relation]!;
    const x = to.x + (what.x < to.x ? -1 : 1) * across * to.scale;
    const scale = Math.min(what.scale, to.scale * most);
    placed[index] = { ...what, x, base: to.base - up * to.scale, scale, front: Boolean(over) };
  }
}

/** An animal well under another's height hides behind it. */
const hiddenBy = (what: Placed, to: Placed) =>
  what.spec.look.kind !== 'person' &&
  figureHeight(what.spec.look) * what.scale < figureHeight(to.spec.look) * to.scale * 0.6;

const FIGURE_AT = figureArt.figureAt as unknown as Partial<Record<string, [number, number, number, number]>>;

/**
 * Whom a verb touches stands at the doer's hand (`near` in verbs.json `schemas`: a vet bandaging a kitten, a barber
 * shaving a pirate), facing the doer; the two are kept in the frame together. Whom it holds (`holds`: a kitten cradled,
 * a toddler lifted) is in the doer's hands, in the schema's pose, between both hands (its feet at them when lifted
 * overhead), at most the schema's share of the doer's height and drawn over the doer.
 */
function closeIn(plan: ArtPlan, placed: Placed[]): void {
  plan.subjects.forEach((entry, index) => {
    const schema = SCHEMAS[entry.act?.schema ?? ''];
    const { other, doer, done } = pairOf(plan, placed, index);
    if (!schema || !doer || !done || plan.relations.some((relation) => relation.what === entry.target)) return;
    const holder = { ...doer, spec: { ...doer.spec, pose: schema.pose } };
    const reach = reachOf(holder.spec, holder.x, holder.base, holder.scale, holder.facing);
    if (schema.holds && reach?.hand && !done.spec.glyph) {
      const [x, y] = mid(reach.hand, reach.backHand ?? reach.hand);
      const tall = figureHeight(done.spec.look);
      const scale = Math.min(done.scale, (schema.holds * figureHeight(doer.spec.look) * doer.scale) / tall);
      const pose = done.spec.look.kind === 'person' ? 'sit' : done.spec.pose;
      const base = y + (schema.object === 'overhead' ? 0.1 : 0.55) * tall * scale;
      placed[index] = holder;
      const facing = -doer.facing as 1 | -1;
      placed[other] = { ...done, x, base, scale, facing, spec: { ...done.spec, pose }, front: true };
    }
    if (schema.near === undefined) return;
    const gap =
      (schema.near + HALF_WIDTH[entry.kind] - 24) * doer.scale + HALF_WIDTH[plan.subjects[other]!.kind] * done.scale;
    // Both step toward the middle of the frame, the doer turned to the other.
    const middle = Math.max(gap / 2 + plan.W * 0.1, Math.min(plan.W * 0.9 - gap / 2, (doer.x + done.x) / 2));
    const side = done.x > doer.x ? 1 : -1;
    placed[index] = { ...doer, x: middle - (side * gap) / 2, facing: side };
    placed[other] = { ...done, x: middle + (side * gap) / 2, facing: -side as 1 | -1 };
  });
}

/** Where a point of the place's own frame is in the panel, zoomed with it. */
type View = (x: number, y: number) => Point;

/**
 * A support being drawn: who it holds (their places in `placed`, which it may move), and the layers behind and over
 * them. The first one held is `item`, at `index` in `placed`, `k` its scale and `floor` the floor under it.
 */
type SupportScene = Record<'groundY' | 'horizon' | 'index' | 'k' | 'floor', number> & {
  plan: ArtPlan;
  ink: Ink;
  placed: Placed[];
  view: View;
  behind: string[];
  over: string[];
  items: { index: number; item: Placed }[];
  item: Placed;
  kind: string;
  /** Draws the support's own art behind the figures. */
  draw: (art: string) => void;
};

const climbUpSupport = ({ plan, ink, placed, groundY, index, item, k, kind, draw }: SupportScene) => {
  // Up the surface: off the ground, its face just beyond the hands; one who works at it (paints it, throws over it) stays on the ground, its face at the hands.
  const climbs = plan.subjects[index]!.does === 'climb';
  placed[index] = climbs ? { ...item, base: item.base - 30 * k, spec: { ...item.spec, pose: 'climb' } } : item;
  const face = item.x + item.facing * (climbs ? 16 : 30) * k;
  const bottom = Math.max(groundY, Math.min(plan.H, item.base + 4));
  // The surface reaches away from the climber to the frame's edge, from the top of the frame down to `bottom`.
  const edge = item.facing > 0 ? plan.W + 20 : -20;
  draw(supportArt(ink, `climb/${kind}`, { face, away: item.facing, k, bottom, edge }));
};

/**
 * A figure at a fixture the place draws (zoomed with it): standing `step` units before its near side at (`left`, `foot`),
 * `share` of the height from its foot up to `top`, facing it, in the pose.
 */
function atFixture(item: Placed, [left, foot]: Point, top: number, share: number, step: number, pose: Pose): Placed {
  const height = item.spec.look.kind === 'person' ? item.spec.look.height : 1;
  const scale = ((foot - top) * share) / 100 / height;
  return { ...item, x: left - step * scale * height, base: foot, scale, facing: 1, spec: { ...item.spec, pose } };
}

/** Players face each other across the table, seated on stools (a robot too), their feet on the floor in the frame; a chessboard on it. */
function gameTable({ plan, ink, placed, behind, items, k, floor, draw }: SupportScene) {
  const shift = Math.max(0, floor - plan.H * 0.95);
  // Far enough apart for the table and its board to show between them, within the frame.
  const [left, right] = [items[0]!.item, items[1]!.item].sort((one, other) => one.x - other.x);
  const spread = Math.max(0, 84 * k - (right!.x - left!.x)) / 2;
  const apart = (item: Placed) =>
    item === left ? Math.max(plan.W * 0.12, item.x - spread) : Math.min(plan.W * 0.88, item.x + spread);
  for (const { index, item } of items) placed[index] = { ...item, x: apart(item), base: item.base - shift };
  const [a, b] = [placed[items[0]!.index]!, placed[items[1]!.index]!];
  const floorSeen = floor - shift;
  const mid = (a.x + b.x) / 2;
  const width = Math.max(30 * k, Math.abs(a.x - b.x) - 34 * k);
  const top = floorSeen - 34 * k;
  draw(supportArt(ink, 'table', { x: mid, topY: top, width, floor: floorSeen, k }));
  for (const { index } of items) {
    const player = placed[index]!;
    const x = player.x - player.facing * 2 * k;
    if (player.spec.pose === 'sit' && (player.spec.look.kind === 'person' || player.spec.look.kind === 'robot'))
      behind.push(supportArt(ink, 'stool', { x, seatY: floorSeen - 21 * k, floor: floorSeen, k }));
  }
  const board = `translate(${f(mid)} ${f(top - 2 * k)}) scale(${Math.round(k * 1100) / 1000})`;
  if (plan.things.some((thing) => thing.kind === 'chessboard'))
    behind.push(group(propArt(ink, 'chessboard', k * 1.1), board, ' class="prop prop-chessboard"'));
}

/**
 * One at a table: a table over whoever lies under it. Whoever knocks something off a table (or an animal at one)
 * stands on it; what is knocked off is in the air past the table's edge. A person at a table stands on the floor beside
 * it, the table at their hands.
 */
function tableAlone({ plan, ink, placed, over, index, item, floor, draw }: SupportScene) {
  const tableK = personScale(plan, item);
  const top = floor - 40 * tableK;
  if (/\b(?:under(?:neath)?|beneath|below)\b/.test(plan.words)) {
    const overTop = Math.min(top, floor - figureHeight(item.spec.look) * item.scale * 1.3 - 6 * tableK);
    const width = Math.max(80 * tableK, 60 * item.scale);
    return draw(supportArt(ink, 'table', { x: item.x, topY: overTop, width, floor, k: tableK }));
  }
  const knocked = plan.things.find((thing) => thing.falling && thing.category === 'prop');
  const onIt = Boolean(knocked) || item.spec.look.kind !== 'person';
  const x = item.x + item.facing * (onIt ? -6 : 44) * tableK;
  draw(supportArt(ink, 'table', { x, topY: top, width: 70 * tableK, floor, k: tableK }));
  if (onIt) placed[index] = { ...item, base: top - 2 * tableK };
  if (knocked) over.push(knockedOff(ink, knocked.kind as PropKind, item, top, Math.min(floor, plan.H * 0.95), tableK));
}

/** What is knocked off a table, tipping over on its way to the floor, with lines where it fell from (support-art.json `fall lines`). */
function knockedOff(ink: Ink, kind: PropKind, item: Placed, top: number, floor: number, tableK: number): string {
  const x = item.x - item.facing * 6 * tableK + item.facing * 54 * tableK;
  const size = tableK * 1.7;
  const falling = group(
    propArt(ink, kind, size),
    `translate(${f(x)} ${f(top + (floor - top) * 0.3)}) rotate(${item.facing * 40}) scale(${Math.round(size * 1000) / 1000})`,
    ` class="prop prop-${kind} falling"`,
  );
  return supportArt(ink, 'fall lines', { x, top, s: item.facing, t: tableK, u: ink.unit }) + falling;
}

/** A drawing of data/part-art.json in the panel's frame, by the prompt's words: a crowd (rows of simple heads and shoulders behind the cast), a slope, a band of water. */
const part = (plan: ArtPlan, ink: Ink, name: string, args: number[]) =>
  paintPart({ ink, words: plan.words }, name, args, { W: plan.W, H: plan.H, u: ink.unit });

const SUPPORTS: Record<string, (scene: SupportScene) => void> = {
  ...Object.fromEntries(['cliff', 'wall', 'tree', 'ladder', 'rope'].map((kind) => [kind, climbUpSupport])),
  bench: ({ plan: { H }, ink, items, item, k, floor, draw }) => {
    const xs = items.map((entry) => entry.item.x);
    const [left, right] = [Math.min(...xs) - 26 * k, Math.max(...xs) + 26 * k];
    draw(supportArt(ink, 'bench', { left, right, seatY: item.base - 21 * k, floor: Math.min(floor, H), k }));
  },
  shelf: ({ plan: { H }, ink, placed, index, item, k, floor, draw }) => {
    placed[index] = { ...item, spec: { ...item.spec, pose: 'reachup' } };
    const [near, top] = [item.x + item.facing * 26 * k, Math.max(0, item.base - 132 * k)];
    draw(supportArt(ink, 'shelf', { near, away: item.facing, top, floor: Math.min(floor, H), k }));
  },
  stairs: ({ plan: { H }, ink, placed, groundY, index, item, k, draw }) => {
    // The stairs rise the way the figure faces, from three and a half steps (of 14 by 20 units) behind it: it stands on
    // the fourth.
    const foot = Math.min(Math.max(groundY, item.base), H);
    draw(supportArt(ink, 'stairs', { x: item.x, up: item.facing, floor: foot, k, steps: 6 }));
    placed[index] = { ...item, base: foot - 14 * k * 4 };
  },
  // A reef is the size of the sea floor, not of whoever swims past it.
  reef: ({ plan: { W, H }, ink, groundY, item, k, draw }) =>
    draw(supportArt(ink, 'reef', { x: item.x, floor: Math.min(Math.max(groundY, item.base + 10 * k), H), k: W / 320 })),
  finish: ({ plan: { H }, ink, item, k, draw }) =>
    draw(supportArt(ink, 'finish', { x: item.x, floor: Math.min(item.base, H), k })),
  // At the doorstep's door, as tall as the door allows, the raised fist on it.
  door: ({ plan: { W, H }, placed, view, horizon, index, item }) => {
    const [, top] = view(W * DOORSTEP_DOOR.right, horizon - H * DOORSTEP_DOOR.height);
    placed[index] = atFixture(item, view(W * DOORSTEP_DOOR.left, horizon), top, 0.88, 12, 'knock');
  },
  oak: ({ plan: { H }, ink, groundY, item, k, draw }) => {
    // The faller drops from a bough over him, the trunk at his back; a sleeper lies under the crown, the trunk at the
    // head, the leaves spread over the body.
    const falling = item.spec.pose === 'fall';
    const ground = Math.min(H * 0.97, Math.max(groundY, item.base));
    const trunkX = item.x - item.facing * (falling ? 46 : 50) * k;
    const crownY = Math.max(H * 0.08, falling ? item.base - 150 * k : item.base - 95 * k);
    // A big leafy tree (support-art.json `big tree`): a trunk up to a wide crown, a bough out to (bx, by) when given.
    const [bx, by] = falling ? [item.x + item.facing * 14 * k, item.base - 132 * k] : [0, 0];
    const cx = falling ? trunkX + item.facing * 30 * k : item.x - item.facing * 10 * k;
    const tree = { tx: trunkX, ground, cx, cy: crownY, k: k * (falling ? 1.1 : 1), bough: Number(falling), bx, by };
    draw(supportArt(ink, 'big tree', tree));
  },
  // Up in a tree: on a bough in its crown, lifted off the ground, the trunk beside it (one who hangs, from the bough over it).
  bough: ({ plan: { H }, ink, placed, groundY, index, item, k, draw }) => {
    const ground = Math.min(H * 0.97, Math.max(groundY, item.base));
    const base = Math.min(item.base, Math.max(item.base - 110 * k, 106 * k + H * 0.03));
    placed[index] = { ...item, base };
    const by = item.spec.pose === 'hang' ? base - 100 * k : base;
    const at = (dx: number) => item.x + item.facing * dx * k;
    const tree = { tx: at(-46), ground, cx: at(-10), cy: by - 40 * k, k: k * 1.1, bough: 1, bx: at(14), by };
    draw(supportArt(ink, 'big tree', tree));
  },
  well: ({ plan: { W, H }, ink, placed, view, horizon, over, index, item }) => {
    // At the courtyard's well (drawn by the place), as tall as its posts, hands on the rope that runs up to its
    // crossbar, the bucket come up to the rim.
    const { left, right, foot, crossbar } = COURTYARD_WELL;
    const [middle, bar] = view((W * (left + right)) / 2, horizon + H * crossbar);
    const person = atFixture(item, view(W * left, horizon + H * foot), bar, 0.95, 14, 'haul');
    placed[index] = person;
    const [h0x, h0y] = pointOf(person, [24, -70]);
    const [h1x, h1y] = pointOf(person, [15, -62]);
    const [, rim] = pointOf(person, [40, -62]);
    const rope = supportArt(ink, 'well rope', { mx: middle, bar, h0x, h0y, h1x, h1y, rim, s: person.scale });
    over.push(group(rope, undefined, ' class="well-rope"'));
  },
  puddle: ({ plan: { H }, placed, ink, index, item, k, draw }) => {
    // On the ground under the jumper, below its shadow; one who drinks from it kneels at its edge in the frame (on its rig), the water at the hands and the head bent to it.
    const jumps = item.spec.pose === 'jump';
    const base = jumps ? item.base : Math.min(item.base, H * 0.93);
    if (!jumps && item.spec.look.kind === 'person')
      placed[index] = { ...item, base, spec: { ...item.spec, pose: 'kneelhug', glyph: undefined } };
    draw(supportArt(ink, 'puddle', { x: item.x + (jumps ? 0 : item.facing * 34 * k), y: base + 2 * k, k }));
  },
  /** Players at a game round one table, one alone at a table's edge, or one under a table. */
  table: (scene) => (scene.items.length >= 2 ? gameTable(scene) : tableAlone(scene)),
  // Up or down a slope the ground tilts under everyone, rising to the right through the first one's feet (the colour of
  // its ground by its words: data/part-art.json's slope); all face up it, or down it.
  slope: ({ plan, ink, placed, item, draw }) => {
    const rise = (plan.H * 0.3) / plan.W;
    const facing = /\b(?:down|descend)/.test(plan.words) ? -1 : 1;
    placed.forEach((other, at) => (placed[at] = { ...other, base: other.base - (other.x - item.x) * rise, facing }));
    draw(part(plan, ink, 'slope', [item.x, Math.min(item.base, plan.H * 0.86), rise]));
  },
  // A swimmer or a floater is out on the water, a band of it over the lower half (none under the sea: data/part-art.json).
  water: ({ plan, ink, placed, groundY, view, horizon, over, index, item }) => {
    const base = Math.min(item.base, view(0, horizon + (groundY - horizon) * 0.45)[1]);
    placed[index] = { ...item, base };
    const tall = figureHeight(item.spec.look) * item.scale;
    over.push(part(plan, ink, 'waterline', [item.x, base, tall, Number(item.spec.pose === 'swim')]));
  },
};

/**
 * What the figures climb, sit on, play at or reach up to, drawn behind them, and a lasso's rope drawn over them; the
 * figures move onto what holds them (a climber up the wall, a cat onto the table it knocks things off).
 */
function stage(plan: ArtPlan, ink: Ink, placed: Placed[], groundY: number, view: View, horizon: number) {
  const behind: string[] = [];
  const over: string[] = [];
  // The ground itself (a slope) is under everything on it, the things laid on the ground too.
  const ground: string[] = [];
  const at = (name: string) => plan.subjects.findIndex((entry) => entry.name === name);
  for (const support of plan.supports) {
    const items = support.for
      .map((name) => ({ index: at(name), item: placed[at(name)] }))
      .filter((entry): entry is { index: number; item: Placed } => Boolean(entry.item));
    if (!items.length) continue;
    const { index, item } = items[0]!;
    const k = personUnit(plan, item);
    const floor = Math.min(item.base, plan.H * 1.05);
    const layer = support.kind === 'slope' ? ground : behind;
    const draw = (art: string) => layer.push(group(art, undefined, ` class="support support-${support.kind}"`));
    const scene = { plan, ink, placed, groundY, view, horizon, behind, over, items, index, item, k, floor };
    SUPPORTS[support.kind]?.({ ...scene, kind: support.kind, draw });
  }
  for (const grip of [hugPet, tentacleGrip]) plan.subjects.forEach((_, index) => grip(plan, ink, placed, over, index));
  // A lasso's rope from the thrower's raised hand to a noose around the other's neck.
  const rope = plan.things.find((thing) => thing.kind === 'rope' && thing.between);
  const [thrower, caught] = rope?.between?.map((name) => placed[at(name)]) ?? [];
  if (thrower && caught) {
    const [hx, hy] = pointOf(thrower, thrower.spec.look.kind === 'person' ? [-10, -106] : [0, -60]);
    const noose = HEADS[caught.spec.look.kind][0] * caught.scale * 1.3;
    const [nx, ny] = headOf(caught);
    const k = thrower.scale * thrower.spec.look.height;
    over.push(group(supportArt(ink, 'lasso', { hx, hy, nx, ny, k, noose }), undefined, ' class="lasso"'));
  }
  return { ground: ground.join(''), behind: behind.join(''), over: over.join('') };
}

/** The subject at `index`, whom it acts on (their place in the plan and kind, '' for none), and both as placed. */
function pairOf(plan: ArtPlan, placed: Placed[], index: number) {
  const entry = plan.subjects[index]!;
  const other = plan.subjects.findIndex((subject) => subject.name === entry.target);
  return { entry, other, kind: plan.subjects[other]?.kind ?? '', doer: placed[index], done: placed[other] };
}

/**
 * A person hugging a dog or cat kneels to it, the animal in their arms: it overlaps them, facing them, and their arm
 * goes round its neck over it.
 */
function hugPet(plan: ArtPlan, ink: Ink, placed: Placed[], over: string[], index: number): void {
  const { entry, other: hugged, kind: petKind, doer: hugger, done: pet } = pairOf(plan, placed, index);
  if (entry.does !== 'hug' || entry.kind !== 'person' || !hugger || !pet || !['cat', 'dog'].includes(petKind)) return;
  const k = hugger.scale * hugger.spec.look.height;
  const kneeling: Placed = { ...hugger, spec: { ...hugger.spec, pose: 'kneelhug' } };
  placed[index] = kneeling;
  const { x, base, scale, facing } = hugger;
  placed[hugged] = { ...pet, x: x + facing * 22 * k, base, scale, facing: -facing as 1 | -1, front: true };
  const look = hugger.spec.look;
  const sleeve = look.outfit === 'knight' ? '#9aa4ae' : look.outfit === 'astronaut' ? '#eef1f4' : look.top.hex;
  // Down from the shoulder under the animal's chin, round its neck to the far side (support-art.json `hug arm`).
  const [sx, sy] = pointOf(kneeling, [9.5, -51]);
  const [bx, by] = pointOf(kneeling, [12, -13]);
  const [hx, hy] = pointOf(kneeling, [38, -19]);
  const arm = supportArt(ink, 'hug arm', { sx, sy, bx, by, hx, hy, k, u: ink.unit, sleeve, skin: look.skin.hex });
  over.push(group(arm, undefined, ' class="hug-arm"'));
}

/** An octopus grabbing someone has a tentacle out along the ground and coiled round their ankle. */
function tentacleGrip(plan: ArtPlan, ink: Ink, placed: Placed[], over: string[], index: number): void {
  const { entry, other: grabbed, kind: grabbedKind, doer: octopus, done: victim } = pairOf(plan, placed, index);
  if (entry.kind !== 'octopus' || entry.pose !== 'grab' || !octopus || !victim || grabbedKind !== 'person') return;
  // Both stand with their feet in the frame, so the grip shows.
  const lift = Math.max(0, victim.base - plan.H * 0.92);
  placed[grabbed] = { ...victim, base: victim.base - lift };
  placed[index] = { ...octopus, base: octopus.base - lift };
  const [fx, fy] = pointOf(placed[index]!, [16, -22]);
  // By the arm or wrist: round the wrist (a standing figure's front hand, figures.ts: stand); else round the ankle, in
  // two turns over the leg (support-art.json `tentacle grip`).
  const byArm = /\bby (?:the |her |his |their )?(arm|wrist|hand)\b/.test(plan.words);
  const [ax, ay] = pointOf(placed[grabbed]!, byArm ? [15, -46] : [5, -7]);
  const skin = darken(octopus.spec.look.top.hex, 0.12);
  const grip = { fx, fy, ax, ay, k: octopus.scale, vk: victim.scale * victim.spec.look.height, u: ink.unit, skin };
  over.push(group(supportArt(ink, 'tentacle grip', grip), undefined, ' class="tentacle-grip"'));
}

/** A flock of small birds on the ground at the first figure's feet (pecking at crumbs when fed), one of them aflutter. */
function flockArt(plan: ArtPlan, ink: Ink, placed: Placed[], groundY: number): string {
  if (!plan.flock) return '';
  const { W, H } = plan;
  const first = placed[0];
  const person = first ? personUnit(plan, first) : (H * 0.3) / 100;
  const k = person * 0.42;
  const ground = first ? Math.min(Math.max(first.base, groundY), H * 0.97) : groundY;
  const side = first ? first.facing : 1;
  const from = first ? first.x + side * 20 * person : W * 0.5;
  const look = {
    ...lookFor(plan.flock.word, 'bird', 'casual'),
    species: plan.flock.word,
    top: { name: 'grey', hex: /dove|gull|goose|hen|chicken|duck/.test(plan.flock.word) ? '#eceae4' : '#8a90a0' },
    accent: { name: 'orange', hex: '#e0a040' },
  };
  const parts: string[] = [];
  const crumb = (n: number) => dot(from + side * (n * 7 - 10) * person, ground - (n % 3) * 1.5 * person, 1.1 * person);
  if (/\b(feed|feeds|feeding|crumbs|seeds?|bread)\b/.test(plan.words))
    parts.push(path(Array.from({ length: 9 }, (_, n) => crumb(n)).join(''), ` fill="${ink.c('#e8d39a')}"`));
  // In front of the feet and either side of them, the last one aflutter over the others, all inside the frame.
  for (let n = 0; n < plan.flock.count; n++) {
    const flying = n === plan.flock.count - 1 && plan.flock.count > 2;
    const dx = flying ? 36 : [26, 46, -26, 66, -46, 86][n]!;
    const x = Math.max(W * 0.07, Math.min(W * 0.93, (first ? first.x : W * 0.5) + side * dx * person));
    const y = flying ? Math.max(H * 0.12, ground - 62 * person) : ground - (n % 2) * 3 * person;
    const facing = dx < 0 ? side : (-side as 1 | -1);
    const spec: FigureSpec = { look, pose: flying ? 'fly' : 'stand', expression: 'smile' };
    parts.push(
      group(bird(ink, spec, k), `translate(${f(x)} ${f(y)}) scale(${f(k * facing)} ${f(k)})`, ' class="flock-bird"'),
    );
  }
  return group(parts.join(''), undefined, ' class="flock"');
}

function modelSheet(plan: ArtPlan, ink: Ink): string {
  const { W, H } = plan;
  const member = plan.subjects[0];
  const floor = H * 0.9;
  // A wash of the style's paper, and the floor's line.
  const parts = [supportArt(ink, 'model floor', { floor, W, H, u: ink.unit, style: ink.style })];
  if (!member) return parts.join('');
  const look = member.look;
  const height = figureHeight(look);
  const big = (H * 0.74) / Math.max(height, 40) / rigUnit(look);
  const small = big * 0.55;
  parts.push(supportArt(ink, 'model guides', { head: floor - height * big, floor, W, u: ink.unit }));
  const spec: FigureSpec = { look, pose: 'stand', expression: 'smile' };
  parts.push(figure(ink, spec, W * 0.34, floor, big, 1));
  parts.push(figure(ink, { ...spec, expression: 'grin' }, W * 0.68, floor, small, -1));
  parts.push(figure(ink, { ...spec, view: 'back' }, W * 0.87, floor, small, 1));
  return parts.join('');
}

const svgOpen = (W: number, H: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`;

/** A person's height on the page in this shot (placeFigures' scale for a person), whatever the subjects are. */
const personHeight = (plan: ArtPlan) => plan.H * (plan.camera === 'wide' ? 0.23 : plan.camera === 'medium' ? 0.5 : 0.8);

/** Where a subject drawn as the vocabulary's drawing stands and how big it is. */
function glyphBox(item: Placed, person: number, H: number) {
  const code = item.spec.glyph!;
  const human = item.spec.look.kind === 'person';
  const kind = human ? 'p' : 'a';
  const sizing = { kind, word: item.spec.look.species ?? '', size: null, code, role: 'subject' } as const;
  const size = Math.min(H * 0.62, person * glyphScale(sizing, false));
  // A close-up's figure stands below the frame's foot (only its head and shoulders show): a drawing stands in the frame.
  return { code, human, size, base: Math.min(item.base, H * 0.97) };
}

/** A subject drawn as the vocabulary's drawing, where its rig would stand. */
function glyphFigure(art: GlyphArt, item: Placed, person: number, H: number): string {
  const { code, human, size, base } = glyphBox(item, person, H);
  const look = glyphLook(art.get(code)!, { colour: item.spec.look.tint?.hex, size: item.spec.look.size });
  const [drawing, shape] = onBody(code, look, item.spec.pose);
  return drawGlyph(drawing, { ...item, base, size }, true, human ? undefined : shape);
}

/** A drawn rig's hands and mouth, or an animal drawing's mouth (none for a person's drawing standing in for a rig): what its verb acts on is put there. */
const rigReach = (art: GlyphArt, item: Placed, person: number, H: number) =>
  drawnAsGlyph(art, item) && (item.spec.look.kind !== 'person' || !BUST.test(item.spec.glyph!))
    ? glyphMouth(glyphBox(item, person, H), item)
    : (reachOf(item.spec, item.x, item.base, item.scale, item.facing) ?? {});
const glyphMouth = ({ code, human, size, base }: ReturnType<typeof glyphBox>, item: Placed) =>
  human ? {} : { mouth: mouthOf(code, item.x, base, size, item.facing, item.spec.pose) };
/** The vocabulary's person standing, arms down, stands in for someone with no drawing; one who does something is the rig, posed. */
const standsIn = (item: Placed) => /^1f9cd(-|$)/.test(item.spec.glyph ?? '') && item.spec.pose !== 'stand';
/** A subject drawn as the vocabulary's drawing (its art read), not as its rig. */
const drawnAsGlyph = (art: GlyphArt, item: Placed) => item.spec.glyph && art.has(item.spec.glyph) && !standsIn(item);

/** How much of a role's head-and-shoulders drawing is drawn over its rig, of its 36 units: the head and the collar. */
const BUST_CROP = 26;

/** A role drawn as its head and shoulders is its rig in the pose with them over the rig's (a mechanic reaching with a wrench), standing too: a bust at a body's height is a giant head. */
function actingGlyph(art: GlyphArt, item: Placed, ink: Ink): string | null {
  if (item.spec.look.kind !== 'person' || !BUST.test(item.spec.glyph!)) return null;
  const tall = figureHeight(item.spec.look) * item.scale;
  // The drawing's face over the rig's head wherever the pose puts it (leaning, lifted, seated).
  const [x, y] = reachOf(item.spec, item.x, item.base, item.scale, item.facing)!.head!;
  // Only its head and collar, the collar at the rig's neck: the rig's own body goes on below it, uncut.
  const [size, crop, neck] = [tall * 0.5, BUST_CROP, y + tall * 0.11];
  const base = neck - (size * crop) / 36 + size;
  // The rig's own hat, hair and turned face would peek out round the drawing's head; the drawing faces us, never
  // mirrored (a teacher's board reads "2+2").
  const look = { ...item.spec.look, headwear: 'none' as const, hairStyle: 'bald' as const };
  const spec = { ...item.spec, look, turned: false };
  return `${figure(ink, spec, item.x, item.base, item.scale, item.facing)}${drawGlyph(art.get(item.spec.glyph!)!, { x, base, size, facing: -1 }, false, undefined, crop)}`;
}

/** A figure placed, as the body its things and marks are laid by: where it stands, its hands and mouth, what it does to whom. */
function bodyOf(item: Placed, entry: SubjectPlan | undefined, art: GlyphArt, person: number, H: number): Body {
  const people = ['person', 'robot'].includes(entry?.kind ?? 'person');
  return {
    name: entry?.name ?? '',
    x: item.x,
    base: item.base,
    height: item.spec.glyph ? person : figureHeight(item.spec.look) * item.scale,
    facing: item.facing,
    state: item.spec.look.state,
    pose: item.spec.pose,
    animal: !people,
    ...rigReach(art, item, person, H),
    ...(entry?.act ? { act: entry.act.schema, target: entry.target, placed: people } : {}),
  };
}

/** The place (its setting and the particular place over it: a sea floor, a platform), zoomed on the focus for the camera. */
function zoomedPlace(plan: ArtPlan, ink: Ink, horizon: number, zoom: number, focusX: number): string {
  const frame: Frame = { W: plan.W, H: plan.H, ink, rng: plan.rng.fork('backdrop'), horizon, words: plan.words };
  const scene = placeArt(frame, plan.setting, plan.backdrop, boatWorked(plan, plan.words));
  if (zoom === 1) return scene;
  return group(scene, `translate(${f(focusX)} ${f(horizon)}) scale(${zoom}) translate(${f(-focusX)} ${f(-horizon)})`);
}

/** The figures in the order they are drawn: behind first; a rider or a parrot on a shoulder over what it is on. */
const inDrawingOrder = (related: Placed[]) =>
  [...related].sort((a, b) => Number(a.front ?? 0) - Number(b.front ?? 0) || a.base - b.base);

/** What the figures are drawn with: the vocabulary's drawings, the panel's ink and the figures', a person's height. */
type Drawing = { art: GlyphArt; ink: Ink; figureInk: Ink; person: number; H: number };

/**
 * The `n`th figure: its rig, or the vocabulary's drawing of it (a role's drawing over its posed rig when it acts); one
 * seen through a porthole is clipped to it, the porthole's rim drawn round.
 */
function drawnFigure(item: Placed, n: number, { art, ink, figureInk, person, H }: Drawing): string {
  const drawn = drawnAsGlyph(art, item)
    ? (actingGlyph(art, item, figureInk) ?? glyphFigure(art, item, person, H))
    : figure(figureInk, item.spec, item.x, item.base, item.scale, item.facing);
  if (!item.clip) return drawn;
  const [cx, cy, r] = item.clip;
  return `<clipPath id="porthole-${n}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath><g clip-path="url(#porthole-${n})" class="porthole-view">${drawn}</g>${circle(cx, cy, r, ` fill="none"${ink.stroke(5)} class="porthole"`)}`;
}

/** A panel's SVG; `plan` when the caller has planned it already, `art` the vocabulary's drawings it uses (none drawn without). */
export function paintPanel(request: ImageRequest, options: { plan?: Planned; art?: GlyphArt } = {}): string {
  const plan = planArt(request, options.plan);
  const { W, H, rng, style, time, weather, season } = plan;
  const ink = createInk({ style, time, weather, season, unit: Math.min(W, H) / 768 });
  if (plan.subject === 'character')
    return `${svgOpen(W, H)}${ink.defs()}${modelSheet(plan, ink)}${border(ink, W, H, rng.fork('border'))}</svg>`;
  const indoor = INDOOR.has(plan.setting);
  const horizon = H * (indoor ? 0.64 : W > H * 1.2 ? 0.6 : 0.56);

  const groundY = plan.setting === 'lighthouse' ? H * 0.9 : H * 0.88;
  const zoom = plan.camera === 'medium' ? 1.22 : plan.camera === 'close' ? 1.5 : 1;
  const focusX = W * rng.range(0.4, 0.6);
  const world = zoomedPlace(plan, ink, horizon, zoom, focusX);
  const spots = vehicleSpots(plan, groundY, horizon);
  const related = relate(plan, placeFigures(plan, groundY), spots, horizon);
  const view = (x: number, y: number): Point => [focusX + (x - focusX) * zoom, horizon + (y - horizon) * zoom];
  const staging = stage(plan, ink, related, groundY, view, horizon);
  const art = options.art ?? new Map<string, string>();
  const person = personHeight(plan);
  const bodies = related.map((item, index) => bodyOf(item, plan.subjects[index], art, person, plan.H));
  const laid = layGlyphs(plan.glyphs, art, bodies, { W, H, groundY, horizon, person });
  // A relation may lift a subject onto what it is on.
  related.forEach((item, index) => (item.base = laid.bodies[index]!.base));
  const placed = inDrawingOrder(related);
  const figureInk = plan.camera === 'close' ? ink.forFigures().forFigures() : ink.forFigures();
  const figures = placed.map((item, n) => drawnFigure(item, n, { art, ink, figureInk, person, H })).join('');
  // A vehicle nobody drives stands behind the figures; a driven one is drawn over its driver.
  const [things, driven] = [vehicles(plan, ink, spots, false), vehicles(plan, ink, spots, true)];
  const dynamic =
    plan.camera === 'close' ||
    (plan.camera === 'medium' && ['fight', 'chase', 'danger', 'discover', 'magic'].includes(plan.action));
  const focus: [number, number] = placed[0]
    ? [placed[0].x, plan.camera === 'close' ? H * 0.46 : placed[0].base - 60 * placed[0].scale]
    : [W / 2, H / 2];
  const cheering = Number(/\bcheer(s|ing)?\b/.test(plan.words));
  const body = [
    world,
    plan.camera === 'wide' ? props(plan, ink, groundY) : '',
    things,
    plan.camera === 'close' && (ink.style === 'comic' || ink.style === 'manga' || ink.style === 'animated')
      ? styleLayer(ink, W, H, rng.fork('style'), true, focus)
      : '',
    plan.crowd ? part(plan, ink, 'crowd', [horizon + (groundY - horizon) * 0.25, plan.crowd, cheering]) : '',
    staging.ground,
    laid.behind,
    staging.behind,
    figures,
    flockArt(plan, figureInk, placed, groundY),
    driven,
    // Marks under what the hands hold, so an impact star or steam never hides the hammer or the iron.
    marksOf(figureInk, laid.bodies, { W, H }),
    laid.front,
    staging.over,
    looseProps(plan, figureInk, placed, groundY),
    indoor ? '' : weatherLayer(ink, W, H, rng.fork('weather')),
    plan.camera === 'close' ? '' : styleLayer(ink, W, H, rng.fork('style'), dynamic, focus),
    border(ink, W, H, rng.fork('border')),
  ].join('');
  return `${svgOpen(W, H)}${ink.defs()}${body}</svg>`;
}
