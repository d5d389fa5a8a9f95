// The vocabulary's drawings in a panel: each Twemoji drawing inked like the rest of the panel (a dark outline round
// its shape, a shadow on the ground) and placed by the plan's rules: a subject stands on the ground facing what it
// acts on, a thing acted on sits at the actor's hand, a thing something is on lies under it, a place stands large
// behind everyone.
import type { GlyphPlan } from '../glyph-plan';
import type { GlyphKind } from '../vocabulary';
import { GLYPH_SHAPES, mid, type Point, type Pose } from './figures';
import { f } from './ink';
import { ellipse } from './shapes';
import { glyphLook } from './overlays';
import { bodyMouth, onBody } from './creatures';
import actions from '../data/actions.json' with { type: 'json' };
import verbs from '../data/verbs.json' with { type: 'json' };
import sizes from '../data/sizes.json' with { type: 'json' };
import figureArt from '../data/figure-art.json' with { type: 'json' };
import { SCHEMAS, WORN_ON } from '../verbs';

/**
 * How far in front of itself (in figure units) each aimed action reaches: where its target stands (figure-art.json
 * REACH). A reach (hands, gives, serves) leaves room between the two for what is passed.
 */
export const REACH: Partial<Record<Pose, number>> = figureArt.REACH;
/** The drawings' inner SVG by code, read before painting (the host's assets); one missing is not drawn. */
export type GlyphArt = Map<string, string>;

/**
 * Where a body stands: a subject on its rig or a drawing, by its feet's centre and its height; a rig's hands, mouth and
 * head in the panel for the pose drawn (art/figures.ts reachOf), where what it acts on is put.
 */
export type Body = Record<'x' | 'base' | 'height', number> &
  Partial<Record<'hand' | 'backHand' | 'mouth' | 'head', Point>> & {
    name: string;
    facing: 1 | -1;
    /** What the body does: a carrier holds its thing in both hands, a pusher or puller has it at arm's length, a kicker at the raised foot. */
    pose?: Pose;
    /** The schema of its verb in the verb table (verbs.ts): its mark, and where what a person acts on goes (`placed`). */
    act?: string;
    placed?: boolean;
    /** Whom it acts on. */
    target?: string | null;
    /** An animal (what a lead's leash ties). */
    animal?: boolean;
    /** The states its look names (mud, wet, sweat, tired), drawn as marks on it. */
    state?: string[];
  };

/** A drawing placed: its centre's x, its foot's y and its size (a square), drawn behind or in front of the figures. */
type Spot = Record<'x' | 'base' | 'size', number> & {
  glyph: GlyphPlan;
  facing: 1 | -1;
  front: boolean;
  /** Several tossed up at once (juggled): drawn round an arc over the hands, not in a row. */
  arc?: boolean;
  /** The hand it is flown from on a string (a kite). */
  string?: Point;
};

/** Animals much bigger or much smaller than a person, by their English name or the drawing's. */
const [BIG, SMALL] = [new RegExp(sizes.animals.big), new RegExp(sizes.animals.small)];
/** Role drawings that are a head and shoulders (a mechanic, a farmer, a police officer), not a whole body or an activity. */
export const BUST =
  /^(1f9d1|1f468|1f469|1f466|1f467|1f474|1f475|1f471|1f46e|1f477|1f482|1f575|1f478|1f934|1f9d4|1f935|1f470|1f385|1f936|1f9d9|1f9db|1f9df|1f9b8|1f9b9)(-200d-(?!1f9af|1f9bc|1f9bd|1f91d)|$)/;

/** The vocabulary's z's (💤), drawn over a sleeper. */
export const SLEEP = '1f4a4';
const TREES = new Set(['1f332', '1f333', '1f334', '1f335', '1f38b', '1f384']);

/** Furniture by its size in a person's heights, and things held between two fingers (src/data/sizes.json). */
const LARGE = sizes.large as unknown as Record<string, [string, number]>;
const SMALL_THINGS = new Set(Object.keys(sizes.small));
/** Where an animal's drawing has its mouth, [forward, up] in its size, by the drawing's kind (sizes.json `mouths`). */
const MOUTHS = new Map(
  sizes.mouths.flatMap(({ at, drawings }) => Object.keys(drawings).map((code) => [code, at as [number, number]])),
);

type Sized = Pick<GlyphPlan, 'kind' | 'word' | 'size' | 'code' | 'role'>;

/** A place's drawing by its kind: a building large behind everyone, a vehicle its own size; any other (a bathtub standing for a room) 1.1. */
const PLACE_SCALE: Partial<Record<GlyphKind, number>> = { l: 2.4, v: 1.3 };

/** A drawing's size by its kind, in a person's heights: an animal by its name, a plant a tree or not; any other kind is a thing (`thingScale`). */
const KIND_SCALE: Partial<Record<GlyphKind, (glyph: Sized) => number>> = {
  p: () => 1,
  a: (glyph) => (BIG.test(glyph.word) ? 1.5 : SMALL.test(glyph.word) ? 0.42 : 0.8),
  v: () => 1.3,
  g: (glyph) => (TREES.has(glyph.code) ? 2 : 0.45),
};

/** A thing's size: furniture its own, else half a person (less in a hand), a thing held between two fingers smaller still. */
const thingScale = (glyph: Sized, held: boolean): number =>
  LARGE[glyph.code]?.[1] ?? (held ? 0.36 : 0.5) * (SMALL_THINGS.has(glyph.code) ? 0.6 : 1);

/** How much the words' size ("a tiny mouse", "a huge dog") scales a drawing. */
const SIZE_WORDS = { tiny: 0.55, huge: 1.7, wide: 1.15, narrow: 1 };

/** A drawing's size in units of a person's height, by its kind and name. */
export function glyphScale(glyph: Sized, held: boolean): number {
  const base =
    glyph.role === 'place'
      ? (PLACE_SCALE[glyph.kind] ?? 1.1)
      : (KIND_SCALE[glyph.kind]?.(glyph) ?? thingScale(glyph, held));
  return base * (glyph.size ? SIZE_WORDS[glyph.size] : 1);
}

/** The inside of a Twemoji file (its 36 × 36 drawing), to nest in a panel. */
export function glyphInner(svg: string, tile = false): string {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  // A scene on a tile of its own (🛤 🗽 👔 on blue) is drawn without its tile: the thing alone.
  return tile ? inner.replace(/^\s*<path[^>]*>/, '') : inner;
}

/**
 * The ink every drawing is drawn with, in its own 36-unit space: each shape stroked under its fill, so the outline and
 * the lines between its parts read as the panel's ink (a morphology filter would cost resvg seconds a picture).
 */
export const GLYPH_INK = 'stroke="#1c1b22" stroke-width="1.1" stroke-linejoin="round" paint-order="stroke"';

/** Where a drawing is: its foot's centre at (x, base), `size` across, facing right (1) or left (-1). */
type Drawn = Pick<Spot, 'x' | 'base' | 'size' | 'facing'>;

/** One drawing where it is; Twemoji's animals and vehicles face left, so facing right mirrors it. */
export function drawGlyph(art: string, { x, base, size, facing }: Drawn, shadow = true, pose?: Pose, crop = 36) {
  const mirror = facing === 1 ? ` transform="translate(${f(2 * x)} 0) scale(-1 1)"` : '';
  const ground = shadow
    ? ellipse(x, base - size * 0.02, size * 0.36, size * 0.05, ' fill="#000000" fill-opacity="0.16"')
    : '';
  // A shape its drawing has not (rolled over, reared up, leaping): the drawing turned (it faces left: nose up is clockwise), squashed, lifted.
  const shaped = pose && GLYPH_SHAPES[pose];
  const [turn, wide, tall, up] = shaped || [0, 1, 1, 0];
  const shape = shaped
    ? ` transform="translate(0 ${f(-up * size)}) rotate(${turn} ${f(x)} ${f(base - size / 2)}) translate(${f(x)} ${f(base)}) scale(${wide} ${tall}) translate(${f(-x)} ${f(-base)})" class="shape-${pose}"`
    : '';
  // Cropped to its top `crop` units of 36 (a bust's head and collar, without the shoulders' flat foot).
  const drawing = `<svg x="${f(x - size / 2)}" y="${f(base - size)}" width="${f(size)}" height="${f((size * crop) / 36)}" viewBox="0 0 36 ${crop}"><g ${GLYPH_INK}>${art}</g></svg>`;
  return `<g class="glyph">${ground}<g${mirror}>${shape ? `<g${shape}>${drawing}</g>` : drawing}</g></g>`;
}

/** An animal's mouth (or nose, or beak), as its drawing has it (else the front of its head): what it acts on goes there. */
export function mouthOf(code: string, x: number, base: number, size: number, facing: 1 | -1, pose: Pose): Point {
  const [forward, up] = bodyMouth(code, pose) ?? MOUTHS.get(code) ?? [0.4, 0.72];
  return [x + facing * size * forward, base - size * up];
}

/** The way a thing at a body faces: toward it. */
const away = (body: Body) => -body.facing as 1 | -1;
/** Tools whose working end is on the left of their drawing (figure-art.json `pointsLeft`). */
const POINTS_LEFT = new Set(figureArt.pointsLeft.split(' '));

/** The free places along the ground, away from the bodies already there, nearest the middle first. */
function freeSpots(W: number, bodies: { x: number }[]): number[] {
  // How far a place is from the nearest body (at most the frame's width).
  const room = (at: number) => Math.min(W, ...bodies.map((body) => Math.abs(body.x - at)));
  return [0.5, 0.22, 0.78, 0.36, 0.64, 0.12, 0.88].map((at) => W * at).sort((a, b) => room(b) - room(a));
}

/** A drawing's centre kept where the whole drawing is in the frame's width. */
const inWidth = (x: number, size: number, W: number) => Math.max(size / 2, Math.min(W - size / 2, x));

/**
 * Where a glyph goes by its relation to a body (figure-art.json `glyphAt`, by the relation; `/over` when the thing is
 * placed by the body, `+` in that relation's own case below): [across in the thing's sizes and in the body's heights
 * (the way the body faces), down in the body's heights and in the thing's sizes, drawn over the body (2: unless it is a
 * plant), from the body's feet (0), its side (1) or its mouth (2), the lift of the body in the thing's sizes and in its
 * own height]. The body on a thing is lifted onto it: an animal or vehicle is sat on at its back, about half its height,
 * furniture at its seat; a thing is stood on at its top, and so is a vehicle whose roof or top is named. Under what stands
 * on the ground (a sofa, a car, a tree) the body is hidden by it, its front peeking out at the side it faces. In a box, a
 * basket, a boat: the body's top half out of it, the thing in front; in a larger place, behind it. Through a thing: round
 * the body's middle, behind it. Hidden behind a thing in the hand: the thing held up before the face.
 */
function byRelation(glyph: GlyphPlan, body: Body, size: number): Pick<Spot, 'x' | 'base' | 'front'> & { lift: number } {
  const relation = glyph.relation!;
  const over = relation.placed === 'other';
  const name = relation.relation === 'inside' ? 'in' : relation.relation;
  const own: Partial<Record<string, boolean>> = {
    under: grounded(glyph),
    in: glyph.kind === 'v' || (glyph.kind === 'o' && !LARGE[glyph.code]),
    behind: Boolean(body.mouth) && heldUp(glyph, body),
  };
  const key = [`${name}${over ? (own[name] ? '+' : '/over') : ''}`, name].find((at) => Object.hasOwn(GLYPH_AT, at));
  const [across, out, down, sunk, front, from, lift, drop] = GLYPH_AT[key ?? '']!;
  const side = body.x + body.facing * (body.height * 0.3 + size * 0.45);
  const [x, base] = from === 2 ? body.mouth! : [from === 1 ? side : body.x, body.base];
  const sat = (glyph.kind === 'a' || glyph.kind === 'v') && !relation.part;
  const seat = sat ? 0.5 : LARGE[glyph.code] && !relation.part ? 0.45 : 0.82;
  return {
    x: x + body.facing * size * across! + body.facing * body.height * out!,
    base: base + body.height * down! + size * sunk!,
    front: front === 2 ? glyph.kind !== 'g' : Boolean(front),
    lift: key === 'on/over' ? size * seat : Math.max(0, size * lift! + body.height * drop!),
  };
}

/** Whether a hider holds what it hides behind up before its face (a newspaper), not hides behind it standing (a bush, a sofa). */
const heldUp = (glyph: GlyphPlan, body: Body) =>
  body.act === 'hide' && glyph.kind === 'o' && !LARGE[glyph.code] && Boolean(body.hand);

/** Where a thing put somewhere is drawn at what it is put at, by the preposition's relation (verbs.json `frames`): [across, up] in that thing's size (from its middle, away from the doer; from its foot), lifted by its own size, and drawn over it (1) or behind it (0: in it). */
const FRAMES = verbs.frames.at as unknown as Partial<Record<string, [number, number, number, number]>>;
/** Schemas whose thing leaves the hand (thrown, tossed, dropped, kicked): what it goes to stands a throw away or under the hand. */
const LET_GO = new Set(verbs.frames.letGo.split(' '));
/** Schemas whose thing stays where the verb uses it (played, eaten, read): what it is "on" is where they are, beside. */
export const KEEPS = new Set(verbs.frames.keeps.split(' '));

const GLYPH_AT = figureArt.glyphAt as Partial<Record<string, number[]>>;

/** What stands on the ground of its own weight (furniture, a vehicle, a tree, a building), so something can be under it. */
const grounded = (glyph: Sized) =>
  Boolean(LARGE[glyph.code]) || glyph.kind === 'v' || glyph.kind === 'l' || TREES.has(glyph.code);

/** Whether what a thing is put at stands on the ground (big, not a thing, or a thing let go of: dropped into a jar), not up at the hand that puts it (an envelope, a slice of toast). */
const standsBy = (glyph: Sized, act = '') =>
  grounded(glyph) || glyph.kind !== 'o' || glyph.size === 'huge' || LET_GO.has(act);

/** The height the hand puts a thing at, in its doer's heights: where what it is put at has it, when that stands on the ground, else held out; null when the hand lets it go. */
export function frameHeight(glyph: GlyphPlan, act = ''): number | null {
  const [, up, lift] = FRAMES[glyph.relation?.relation ?? ''] ?? [];
  if (up === undefined || LET_GO.has(act) || KEEPS.has(act)) return null;
  if (!standsBy(glyph, act)) return verbs.frames.heldAt;
  return up * glyphScale(glyph, false) + lift! * glyphScale({ ...glyph, kind: 'o', code: '', size: null }, true);
}

/** How big a thing must be beside the body placed by it for the relation to read, in the body's heights: a box round it, a sofa over it, a roof under it. */
const BOARDS = new Set(sizes.boards);
const AROUND = sizes.around as Partial<Record<string, number[]>> as Partial<Record<string, [number, number]>>;

/** A drawing at its spot, each copy of several in a row, or round an arc over the hands (juggled); its shadow when on the ground. */
function paint(art: GlyphArt, spot: Spot, onGround: boolean): string {
  const count = Math.min(spot.glyph.count, 5);
  const copies = Array.from({ length: count }, (_, n): [number, number] => {
    const turn = (Math.PI * (n + 0.5)) / count;
    return spot.arc ? [Math.cos(turn) * 1.3, Math.sin(turn)] : [(n - (count - 1) / 2) * 0.7, (n % 2) * 0.12];
  });
  // An animal doing something takes its pose; a face-only one (🦊) is drawn on a body, standing when it is only there.
  const acting = spot.glyph.role === 'subject' && spot.glyph.kind === 'a';
  const [drawing, shape] = onBody(
    spot.glyph.code,
    glyphLook(art.get(spot.glyph.code)!, spot.glyph),
    (acting && spot.glyph.pose) || 'stand',
  );
  const { x, base, size } = spot;
  const shadow = spot.glyph.role !== 'place' && onGround;
  const copy = ([across, up]: Point) =>
    drawGlyph(drawing, { ...spot, x: x + across * size, base: base - up * size }, shadow, acting ? shape : undefined);
  return copies.map(copy).join('');
}

/** A kite's string: from the hand it is flown from, sagging, up to its foot. */
const stringOf = ({ string: [hx, hy] = [0, 0], x, base, size }: Spot) =>
  `<path d="M${f(hx)} ${f(hy)}Q${f(x)} ${f(hy)} ${f(x)} ${f(base - size * 0.1)}" fill="none" stroke="#1c1b22" stroke-width="1.2"/>`;

/** The size a drawing takes beside a body of that height, so a thing sits in a hand and an animal by a person. */
const sized = (glyph: GlyphPlan, person: number, held: boolean) => person * glyphScale(glyph, held);

/** The panel the drawings are laid in: its size, the ground's and the horizon's y, and a person's height. */
type GlyphFrame = Record<'W' | 'H' | 'groundY' | 'horizon' | 'person', number>;

/** What a subject is placed among: all the drawings, their art, the bodies and drawings placed so far, the panel. */
type Laying = { drawn: GlyphPlan[]; art: GlyphArt; bodies: Body[]; spots: Spot[]; frame: GlyphFrame };

/** The drawings behind the figures and over them, and the bodies as the drawings moved them. */
type Laid = { behind: string; front: string; bodies: Body[] };

/**
 * Places every drawing of the plan: subjects on the free ground, things at their actor's hand or by their relation,
 * the place behind everyone. Moves the bodies a relation lifts (a cat on a laptop). Returns the SVG behind and over the figures.
 */
export function layGlyphs(glyphs: GlyphPlan[], art: GlyphArt, bodies: Body[], frame: GlyphFrame): Laid {
  const spots: Spot[] = [];
  const all = [...bodies];
  const drawn = glyphs.filter((glyph) => art.has(glyph.code));
  // Subjects first: each is a body the things may be placed by (a ridden one goes under its rider, with the things).
  const standing = drawn.filter((entry) => entry.role === 'subject' && !entry.relation);
  standing.forEach((glyph, n) => placeSubject(glyph, standing[n + 1], { drawn, art, bodies: all, spots, frame }));
  for (const glyph of thingsInOrder(drawn)) placeThing(glyph, all, spots, frame);
  liftSubjects(spots, all);
  fitInFrame(spots, frame);
  drawn.filter((entry) => entry.role === 'place').forEach((glyph, n) => spots.unshift(placeSpot(glyph, n, all, frame)));
  const spotSvg = (spot: Spot) =>
    `<g class="glyph-${spot.glyph.role}" data-word="${spot.glyph.word.replace(/[<>&"]/g, '')}">${spot.string ? stringOf(spot) : ''}${paint(art, spot, spot.base > frame.groundY - frame.person * 0.1)}</g>`;
  const layer = (front: boolean) => spots.map((spot) => (spot.front === front ? spotSvg(spot) : '')).join('');
  return { behind: layer(false), front: layer(true), bodies: all };
}

/**
 * A subject drawing on the free ground (a flyer up in the air), added to the bodies things are placed by; a sleeper's
 * z's (the vocabulary's 💤) rise from it.
 */
function placeSubject(glyph: GlyphPlan, next: GlyphPlan | undefined, laying: Laying): void {
  const { drawn, art, bodies, spots, frame } = laying;
  const { W, H } = frame;
  const size = Math.min(H * 0.5, sized(glyph, frame.person, false));
  const schema = SCHEMAS[glyph.act?.schema ?? ''];
  // A chaser starts from one side, so what it chases has the ground ahead of it; one acting on the next drawing, left of the middle.
  const chasing = schema?.ahead && (next || drawn.some((other) => other.by === glyph.word && other.object));
  const free = chasing ? W * 0.22 : schema?.aimed && next ? W * 0.36 : freeSpots(W, bodies)[0]!;
  // The drawing another acts on stands at that one's reach (a calf nuzzled, chicks led): facing it, or ahead of it the same way.
  const doer = spots.findLast((spot) => spot.glyph.role === 'subject');
  const by = doer?.glyph.act && SCHEMAS[doer.glyph.act.schema];
  const acted = doer && by?.aimed && !drawn.some((other) => other.by === doer.glyph.word && other.object);
  const reach = acted && doer.x + doer.facing * (doer.size + size) * (0.18 + (REACH[doer.glyph.pose] ?? 40) / 240);
  const x = inWidth(reach || free, size, W);
  const base = glyph.pose === 'fly' ? H * 0.45 : frame.groundY;
  const facing = (acted ? (by.ahead ? 1 : -1) * doer.facing : x < W / 2 ? 1 : -1) as 1 | -1;
  spots.push({ glyph, x, base, size, facing, front: false });
  const mouth = glyph.kind === 'a' ? mouthOf(glyph.code, x, base, size, facing, glyph.pose) : undefined;
  const acts = glyph.act ? { act: glyph.act.schema, placed: glyph.kind === 'p' } : {};
  const body = { name: glyph.word, x, base, height: size, facing, pose: glyph.pose, state: glyph.state, ...acts };
  bodies.push(mouth ? { ...body, mouth } : body);
  const sleep = { ...glyph, code: SLEEP, role: 'prop' as const, count: 1 };
  const [zx, zy] = [x + facing * size * 0.45, base - size * 0.75];
  if (glyph.pose === 'sleep' && art.has(SLEEP))
    spots.push({ glyph: sleep, x: zx, base: zy, size: size * 0.4, facing, front: true });
}

/**
 * The things (and the subjects a relation places), in the order they are placed: a tool before what it works on, which
 * touches its far end; a thing before what it goes into, onto or out of.
 */
function thingsInOrder(drawn: GlyphPlan[]): GlyphPlan[] {
  const order = (glyph: GlyphPlan) =>
    drawn.some((other) => other.word === glyph.relation?.with && other.role === 'prop')
      ? 2
      : Number(Boolean(glyph.object));
  return drawn
    .filter((entry) => entry.role === 'prop' || (entry.role === 'subject' && entry.relation))
    .sort((a, b) => order(a) - order(b));
}

/** A drawn subject a thing lifts (a lizard on a rock) is moved up with its body and drawn over the thing, not hidden behind it. */
function liftSubjects(spots: Spot[], bodies: Body[]): void {
  for (const spot of spots.filter((entry) => entry.glyph.role === 'subject')) {
    const body = bodies.find((entry) => entry.name === spot.glyph.word);
    if (body && body.base < spot.base) {
      spot.base = body.base;
      spots.push(...spots.splice(spots.indexOf(spot), 1));
    }
  }
}

/** Every drawing whole in the frame, below its top margin. */
function fitInFrame(spots: Spot[], { W, H }: GlyphFrame): void {
  for (const spot of spots) {
    spot.size = Math.min(spot.size, H * 0.6, W * 0.9);
    spot.x = inWidth(spot.x, spot.size, W);
    spot.base = Math.max(spot.base, H * 0.06 + spot.size);
  }
}

/**
 * The `n`th drawing of the place: its building stands large behind everyone, clear of the bodies; its dressing along
 * the back, the sides first.
 */
function placeSpot(glyph: GlyphPlan, n: number, bodies: Body[], frame: GlyphFrame): Spot {
  const { W, H, person, horizon } = frame;
  const building = glyph.kind === 'l';
  const size = building
    ? Math.min(H * 0.5, sized(glyph, person, false))
    : Math.min(
        sized({ ...glyph, role: 'prop' }, person, false) * 0.8,
        person * (TREES.has(glyph.code) ? 1.4 : 0.6),
        W * (n < 2 ? 0.2 : 0.15),
      );
  const at = building
    ? (freeSpots(W, bodies).find((spot) => spot < W * 0.3 || spot > W * 0.7) ?? W * 0.8)
    : W * [0.09, 0.91, 0.23, 0.77][n % 4]!;
  const x = inWidth(at, size, W);
  const base = horizon + (building ? size * 0.25 : (frame.groundY - horizon) * 0.12);
  return { glyph, x, base, size, facing: x < W / 2 ? 1 : -1, front: false };
}

/**
 * The body a thing stands by. What its own actor acts with or on "from" ("tastes soup from a spoon") is in its hand, not
 * beside it; so is what it acts "into" ("sings into a microphone", "carries a newspaper in its mouth"); but a verb the
 * body acts out alone (sleeps, sits, hides) is done in it ("naps in a basket").
 */
function relatedBody(glyph: GlyphPlan, actor: Body | undefined, bodies: Body[]): Body | undefined {
  const { relation } = glyph;
  // …and what is larger than a hand is where the body is, whatever it does there ("a girl in a wheelchair reads").
  const alone =
    Boolean(actor?.act && !SCHEMAS[actor.act]?.object) || (relation?.relation === 'in' && Boolean(LARGE[glyph.code]));
  if (!relation || (['from', 'in'].includes(relation.relation) && relation.with === glyph.by && !alone))
    return undefined;
  return bodies.find((body) => body.name === relation.with);
}

/** A thing: by its relation to a body, else in its actor's hand, else on the ground beside the first body. */
function placeThing(glyph: GlyphPlan, bodies: Body[], spots: Spot[], frame: GlyphFrame): void {
  const actor = glyph.by ? bodies.find((body) => body.name === glyph.by) : undefined;
  const related = relatedBody(glyph, actor, bodies);
  const person = related ? Math.max(related.height, frame.person * 0.5) : frame.person;
  // What a racer chases flees ahead of it, a body's length away, facing the way it runs.
  const chased = actor?.act === 'race' && Boolean(glyph.object) && !WORN_ON.has(glyph.code);
  const held = !related && Boolean(actor) && glyph.kind === 'o' && !chased;
  const size = sized(glyph, related && glyph.kind !== 'v' ? frame.person : person, held);
  const holder = related ? undefined : holderOf(glyph, spots, actor);
  if (holder) {
    const spot = atHolder(glyph, holder, size, actor, frame.W);
    // What a thing is on or in front of is drawn just before it, so behind it; what it is in after it, over it.
    if (!FRAMES[glyph.relation!.relation]![3]) spots.push(spot);
    else spots.splice(Math.max(0, spots.indexOf(holder)), 0, spot);
  } else if (related) spots.push(byRelatedBody(glyph, related, size));
  else spots.push(byActor({ glyph, actor, held, chased, size }, bodies, spots, frame));
}

/** The thing put at this one ("puts a cup on a shelf", "drops a coin into a jar"): its drawing, or the stock thing in its doer's hand (a letter posted). */
function holderOf(glyph: GlyphPlan, spots: Spot[], actor: Body | undefined): Spot | undefined {
  if (!glyph.relation || !FRAMES[glyph.relation.relation]) return undefined;
  const drawn = spots.find((other) => other.glyph.word === glyph.relation!.with);
  if (drawn || !actor?.hand || glyph.relation.with === actor.name) return drawn;
  const size = actor.height * 0.2;
  return { glyph, x: actor.hand[0], base: actor.hand[1] + size / 2, size, facing: actor.facing, front: true };
}

/**
 * What a thing is put at, so that the thing is where the preposition says (on its top, in its mouth, under it, half
 * through it): held up at the hand with the thing when it is hand-sized; else standing on the ground at the doer's
 * hand (or a throw away) with the thing moved to it, the doer's pose (picture-plan) bringing the hand there.
 */
function atHolder(glyph: GlyphPlan, holder: Spot, size: number, actor: Body | undefined, W: number): Spot {
  const [across, up, lift, over] = FRAMES[glyph.relation!.relation]!;
  const facing = actor?.facing ?? (-holder.facing as 1 | -1);
  const ground = actor && standsBy(glyph, actor.act);
  const fitted = ground ? size : Math.max(size, holder.size * 1.2);
  const thrown = actor && LET_GO.has(actor.act ?? '') && actor.act !== 'drop' && actor.act !== 'spill';
  const kept = KEEPS.has(actor?.act ?? '');
  // A thing a verb keeps in use ("plays the guitar on the sofa") stays in the hand, what it is on beside it.
  const ahead = kept ? (holder.size + fitted) / 2 : -across * fitted;
  const x = thrown ? actor.x + facing * (actor.height * 0.6 + fitted / 2) : holder.x + facing * ahead;
  // Standing, never nearer its doer than its near side at the doer's middle, and whole in the frame.
  const within = inWidth(ground ? facing * Math.max(facing * x, facing * actor.x + fitted / 2) : x, fitted, W);
  const base = ground ? actor.base : holder.base - holder.size / 2 + up * fitted + lift * holder.size;
  if (ground && !kept && holder.glyph !== glyph)
    Object.assign(holder, {
      x: within + facing * across * fitted,
      base: base - up * fitted - lift * holder.size + holder.size / 2,
      front: Boolean(over),
    });
  return { glyph, x: within, base, size: fitted, facing: -facing as 1 | -1, front: !ground };
}

/** A thing by the body it stands to (under, on, in…), big enough for the relation to read; the relation may lift the body onto it. */
function byRelatedBody(glyph: GlyphPlan, related: Body, size: number): Spot {
  const relation = glyph.relation!;
  // What a body hides behind covers its face: held up before it, or standing as tall as the body.
  const hiding = relation.placed === 'other' && relation.relation === 'behind' && related.act === 'hide';
  // A board ridden (a skateboard, skis) is under the feet, a third of the rider long, not a floor to stand on.
  const board = relation.relation === 'on' && BOARDS.has(glyph.code) && ([0.25, 0.35] as [number, number]);
  const [least, most] = (hiding && (heldUp(glyph, related) ? [0.45, 0.5] : [1.2, 9])) ||
    board ||
    (relation.placed === 'other' &&
      (relation.relation !== 'under' || grounded(glyph)) &&
      AROUND[relation.relation]) || [0, 9];
  // A sleeper lies about twice as long as it is high (six tenths of its standing height): what it is in is as long.
  const lying = related.pose === 'sleep' ? 0.6 : 1;
  const fitted = Math.min(Math.max(size, related.height * least * (lying < 1 ? 1.25 : 1)), related.height * most);
  const place = byRelation(glyph, { ...related, height: related.height * lying }, fitted);
  related.base -= place.lift;
  return { glyph, x: place.x, base: place.base, size: fitted, facing: away(related), front: place.front };
}

/** A thing being placed by its actor: whether the actor holds it or chases it, and its size. */
type ActedThing = { glyph: GlyphPlan; actor: Body | undefined; held: boolean; chased: boolean; size: number };

/**
 * A thing by its actor: at the far end of the tool in its hand, in its hand or at its mouth, where its whole body acts
 * on it, or held out before its chest; else on the ground beside it.
 */
function byActor(thing: ActedThing, bodies: Body[], spots: Spot[], frame: GlyphFrame): Spot {
  const { glyph, actor, held, chased } = thing;
  // Each placement's own test, worked out once: the tool the actor holds (none for what its verb tosses up or puts to
  // the mouth), the spot a thing is attached at, where it acts.
  const tool = actor && glyph.object && !offHand(glyph) ? toolOf(actor, spots) : undefined;
  const hand = actor && !chased && (held || glyph.object) ? attached(glyph, actor, frame.person) : null;
  const where = actor ? whereActed(actor) : undefined;
  if (actor && tool && !(hand && WORN_ON.has(glyph.code))) return atTip(glyph, tool, actor, frame.person);
  if (hand && worksBeside(glyph, actor!)) return besideHand(glyph, actor!, frame.person);
  if (hand) return hand;
  if (actor && !chased && glyph.object && where && (held || glyph.kind !== 'p'))
    return actedOn(glyph, actor, sized(glyph, frame.person, where.up > 0.3), where, frame.W);
  if (actor && held && !where) return beforeChest(glyph, actor, thing.size);
  return onGround(thing, actor ?? bodies[0], [...bodies, ...spots], frame);
}

/** A big thing (furniture, a fixture) that the hands work on where it stands: not taken up into the hand, nor carried or lifted. */
const worksBeside = (glyph: GlyphPlan, actor: Body) =>
  grounded(glyph) &&
  (SCHEMAS[glyph.verb ?? actor.act ?? '']?.object ?? 'hand') === 'hand' &&
  !LET_GO.has(glyph.verb ?? actor.act ?? '');

/** A big thing worked on with the hands standing on the doer's ground, at the doer's scale, its near side at the hand. */
function besideHand(glyph: GlyphPlan, actor: Body, person: number): Spot {
  const size = Math.min(sized(glyph, person, false), actor.height * 1.2);
  const [reach] = actor.hand ?? actor.mouth!;
  return { glyph, x: reach + actor.facing * size * 0.4, base: actor.base, size, facing: away(actor), front: false };
}

/**
 * In the hand the actor reaches out with, in front of its chest, never bigger than the hand can hold; a second thing in
 * that hand (what a tool works on: the wrench, then the clock) is at the first one's tip, touching it.
 */
function beforeChest(glyph: GlyphPlan, actor: Body, size: number): Spot {
  const small = Math.min(size, actor.height * 0.6);
  const x = actor.x + actor.facing * actor.height * 0.32;
  const base = actor.base - actor.height * 0.34 + small * 0.35;
  return { glyph, x, base, size: small, facing: away(actor), front: true };
}

/**
 * A thing on the ground beside a body, away from the things already placed too, so two things nobody holds do not hide
 * each other; what is chased ahead of its chaser, no bigger than the ground left ahead, so the two are seen apart.
 */
function onGround(thing: ActedThing, by: Body | undefined, taken: { x: number }[], frame: GlyphFrame): Spot {
  const { glyph, chased, size } = thing;
  const x = by ? by.x + by.facing * (by.height * (chased ? 0.9 : 0.35) + size * 0.55) : freeSpots(frame.W, taken)[0]!;
  const room = by ? (by.facing === 1 ? frame.W - by.x : by.x) - by.height * 0.5 : 0;
  return {
    glyph,
    x: inWidth(x, size, frame.W),
    base: frame.groundY,
    size: chased && by ? Math.min(size, by.height * 1.3, Math.max(room, by.height * 0.5)) : size,
    facing: by && by.x < x !== chased ? -1 : 1,
    front: false,
  };
}

/** The tool already in an actor's hand (what its verb is done with, not what it acts on). */
const toolOf = (actor: Body, spots: Spot[]) =>
  spots.find(
    ({ front, glyph }) => front && glyph.by === actor.name && glyph.kind === 'o' && !glyph.relation && !glyph.object,
  );

/**
 * What a tool works on, touching the tool's far end: a thing the hand could hold in the air there (the log sawn, the
 * clock mended), a thing that stands of its own weight (a hedge, a bicycle, a door) on the ground, its near side there.
 */
function atTip(glyph: GlyphPlan, tool: Spot, actor: Body, person: number): Spot {
  const standing = grounded(glyph) || glyph.kind !== 'o';
  const pours = SCHEMAS[actor.act ?? '']?.under;
  // A plant (a hedge, a bush) grows to the tool's height, but for what is poured on it (roses watered); the rest keep their sizes.
  const grown = glyph.kind === 'g' && !pours ? actor.base - tool.base + tool.size * 0.3 : 0;
  const size = standing
    ? Math.min(Math.max(sized(glyph, person, false), grown), actor.height * 1.2)
    : Math.min(sized(glyph, person, true), actor.height * 0.3);
  // What is poured into is under the far end, its mouth just below it; the rest touch the far end.
  const under = !standing && pours;
  const x = tool.x + actor.facing * (tool.size * (under ? 0.45 : 0.4) + (under ? 0 : size * 0.45));
  const base = standing ? actor.base : under ? tool.base + size * 1.2 : tool.base - tool.size * 0.3 + size * 0.5;
  return { glyph, x, base, size, facing: away(actor), front: !standing };
}

/**
 * Where a thing acted on by the whole body is, in units of the actor's height: across (forward of its feet, plus the
 * thing's own half), up (its foot above the ground) and its largest size; from src/data/actions.json (`bodyActs`).
 */
type Where = { across: number; up: number; most: number; string?: boolean };
const WHERE_ACTED: Record<string, Where> = { ...actions.bodyActs, ...verbs.places };
/** Where a body's verb puts what it acts on: its schema's place (in the air, falling, at the mouth), else its pose's. */
const whereActed = (actor: Body) =>
  WHERE_ACTED[(actor.placed && SCHEMAS[actor.act ?? '']?.object) || ''] ?? WHERE_ACTED[actor.pose ?? ''];

/** A thing carried in both hands before the chest, pushed or pulled at arm's length on the ground, or kicked at the raised foot. */
function actedOn(glyph: GlyphPlan, actor: Body, size: number, where: Where, W: number): Spot {
  const small = Math.min(size, actor.height * where.most);
  // A thing flown on a string (a kite) is tied to the hand.
  const string = where.string && glyph.kind === 'o' && actor.hand ? { string: actor.hand } : {};
  // Held things hang in the hands, their middle at the hands' height; the rest stand on their foot; whole in the frame
  // (a sled pulled up a slope behind one at its edge).
  const x = inWidth(actor.x + actor.facing * (actor.height * where.across + small * 0.45), small, W);
  const base = actor.base - actor.height * where.up + (where.up > 0.3 ? small * 0.5 : 0);
  return { glyph, x, base, size: small, facing: away(actor), front: where.up > 0, ...string };
}

/** The schema places that hang a thing off the hand (a toss over it, a drop under it) and those that stand it at the mouth. */
const OFF_HAND: Record<string, number> = { air: -1.1, overhead: -0.45, falling: 0.9, below: 0.8 };
const AT_MOUTH = new Set(['mouth', 'eyes']);
const offHand = (glyph: GlyphPlan) =>
  [...Object.keys(OFF_HAND), ...AT_MOUTH].includes(SCHEMAS[glyph.verb ?? '']?.object ?? '');

/**
 * A thing the verb puts in the hand, at the mouth, off the hand or pushed along the ground, attached to where the rig
 * draws that hand or mouth for the pose drawn; an animal, which has no hand, holds it at its mouth. Null for the other
 * places (a kick's foot, a trip's feet, what is looked at), which keep their place by the body.
 */
function attached(glyph: GlyphPlan, actor: Body, person: number): Spot | null {
  // A thing put on or worn sits on the part of the body it is worn on (a hat on the head, skates on the feet), and so
  // does a thing of that kind no verb acts on ("jogs with headphones"); any other is held.
  const acted =
    (glyph.verb && SCHEMAS[glyph.verb]!.object) ||
    (actor.act && SCHEMAS[actor.act]?.object) ||
    (WORN_ON.has(glyph.code) ? 'worn' : 'hand');
  const worn = acted === 'worn' ? WORN_ON.get(glyph.code) : undefined;
  if (worn) return wornOn(glyph, actor, worn);
  const place = acted === 'worn' ? 'hand' : acted;
  // Only a thing a hand holds (or a small animal at a mouth): an animal, a person, a vehicle or a tree acted on stands by the body.
  // An animal held (`holds`: a lamb carried, a puppy lifted) is in the hands too, at most that share of the doer's height.
  const holds = glyph.kind === 'a' ? SCHEMAS[glyph.verb ?? actor.act ?? '']?.holds : undefined;
  const handless = glyph.kind !== 'o' && (glyph.kind !== 'g' || TREES.has(glyph.code));
  if (handless && !(glyph.kind === 'a' && (place === 'mouth' || holds))) return null;
  if (!['hand', 'out', 'carry', 'push', 'pull', ...AT_MOUTH, ...Object.keys(OFF_HAND)].includes(place)) return null;
  // A body with no rig's hand (a person drawn by the vocabulary) keeps the stock place; an animal holds at its mouth.
  if (!actor.hand && !actor.mouth) return null;
  const mouth = AT_MOUTH.has(place) || !actor.hand;
  const inHands = place === 'carry' && actor.backHand ? mid(actor.hand!, actor.backHand) : actor.hand!;
  const [px, py] = mouth ? actor.mouth! : inHands;
  // Pushed along the ground by a body that pushes or pulls; one that only reaches (presses, nudges) has it in its hand.
  const pushed = actor.hand && [place, actor.pose].every((what) => what === 'push' || what === 'pull');
  const size = Math.min(
    sized(glyph, person, true) * (pushed ? 2 : 1),
    actor.height * (mouth ? 0.2 : pushed ? 0.55 : (holds ?? 0.24)),
  );
  // A tool whose working end Twemoji draws on the left (a hammer's head, a brush's bristles) is turned to point it ahead.
  const facing = POINTS_LEFT.has(glyph.code) ? actor.facing : away(actor);
  // Pushed or pulled along the ground: its near side at the hands, standing on the ground.
  if (pushed) return { glyph, x: px + actor.facing * size * 0.5, base: actor.base, size, facing, front: false };
  // Tossed or dropped, above or below the hand.
  const y = py + size * (OFF_HAND[place] ?? 0);
  // Several tossed at once go round an arc over the body, between both hands.
  if (place === 'air' && glyph.count > 1)
    return { glyph, x: actor.x, base: y, size: size * 0.7, facing, front: true, arc: true };
  // At the mouth, just in front of it; in the hand, its middle in the hand.
  return { glyph, x: px + actor.facing * size * (mouth ? 0.3 : 0.1), base: y + size / 2, size, facing, front: true };
}

/** A thing on its wearer: on the hand the rig draws, on the head where its mouth is (a bent or seated head too), else by the body's height. */
function wornOn(glyph: GlyphPlan, actor: Body, { part, at }: NonNullable<ReturnType<typeof WORN_ON.get>>): Spot {
  const [[across, up, size], { facing, height }] = [at, actor];
  const [x, y] =
    part === 'hands' && actor.hand
      ? actor.hand
      : actor.mouth && up > 0.6
        ? [actor.mouth[0] + facing * height * (across - 0.08), actor.mouth[1] - height * (up - 0.8)]
        : [actor.x + facing * height * across, actor.base - height * up];
  return { glyph, x, base: y + (height * size) / 2, size: height * size, facing, front: true };
}
