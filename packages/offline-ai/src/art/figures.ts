// Characters as stylised comic figures: people (with outfits for knights, wizards, astronauts, pirates...), robots,
// cats, dogs, dragons and ghosts. Drawn facing right in a local frame 100 units tall with the feet at the origin;
// the caller places, scales and mirrors them.
import type { Look } from '../look';
import type { PropKind } from '../things';
import { bird, horse, octopus, swimmer } from './creatures';
import { darken, f, type Ink } from './ink';
import { circle, ellipse, group, path, rect } from './shapes';
import { propArt } from './things';
import { WIDTHS } from './overlays';
import poseBodies from '../data/bodies.json' with { type: 'json' };
import figureArt from '../data/figure-art.json' with { type: 'json' };
import creatureArt from '../data/creature-art.json' with { type: 'json' };
import { draw, limb, lookPalette } from './drawing';
import { support } from './supports';
import verbTable from '../data/verbs.json' with { type: 'json' };

/** Drawings by name, each a list of SVG shapes with slots (art/drawing.ts). */
type Shapes = Partial<Record<string, string[]>>;
const CREATURES: Shapes = creatureArt;
/** Each outfit's body colours over the casual one's (src/data/figure-art.json `bodies`). */
/** An outfit's body colours and limb width. */
type Colours = Partial<Record<'sleeve' | 'legs' | 'torso' | 'boot' | 'palm', string> & { limb: number }>;
const FIGURE_BODIES: Partial<Record<string, Colours>> = figureArt.bodies;
const FIGURE_ART: Record<'hairBack' | 'hairFront' | 'headwear' | 'hats' | 'garments' | 'carried', Shapes> = figureArt;

/** A body the rigs take (src/data/bodies.json): the older poses and the shapes a verb's body makes (hanging, rolling, kneeling…). */
export type Pose = keyof typeof poseBodies.bodies;
export type Expression = 'smile' | 'grin' | 'shock' | 'angry' | 'sad' | 'calm';

export interface FigureSpec {
  look: Look;
  pose: Pose;
  expression: Expression;
  view?: 'front' | 'back';
  /** The face turned three-quarters the way the figure faces: at whom or what it acts. */
  turned?: boolean;
  /** A prop in the front hand (people and robots), or carried beside the figure (animals). */
  holds?: PropKind;
  /** The prop's colour, when its description names one. */
  holdsColour?: string;
  /** Which way the figure is drawn (set by `figure`): marks that must read the same either way are drawn to match. */
  facing?: 1 | -1;
  /** Drawn as this vocabulary drawing instead of its rig (art/glyphs.ts). */
  glyph?: string;
  /** Where the verb puts the prop in the hand (src/data/verbs.json `held`): tossed in the air, falling, at the mouth. */
  heldAt?: string;
}

export type Point = [number, number];

/** Where a verb moves the prop from the hand, in the figure's units, and how far it turns (src/data/verbs.json). */
const HELD_AT: Record<string, number[]> = verbTable.held;

/**
 * A pose's body: its hip's height, feet, hands and knees, its lean; `lift` raises (negative) or lowers it off the ground
 * line (a jump's height, a sleeper lying down); the elbows are where an arm's bend pulls (a salute's elbow out), and
 * `palms` draws the hands larger (palms over the eyes or ears).
 */
type Body = Record<'frontFoot' | 'backFoot' | 'frontHand' | 'backHand', Point> &
  Partial<Record<'frontKnee' | 'backKnee' | 'frontElbow' | 'backElbow', Point>> & {
    hip: number;
    lean: number;
    lift?: number;
    palms?: number;
  };

/** Each pose's body, from src/data/bodies.json (its points are pairs). */
const BODIES = poseBodies.bodies as Record<Pose, Body>;

const HEIGHTS: Partial<Record<string, number>> = poseBodies.heights;

/** How an animal drawn whole takes a shape its drawing has not: [turn, nose up; width; height; lift in its heights]. */
export const GLYPH_SHAPES = poseBodies.glyphShapes as Partial<Record<Pose, [number, number, number, number]>>;

/** Poses drawn seated (the body lowered onto the hips). */
const SEATED = new Set<Pose>(['sit', 'ride', 'drive', 'kneelhug', 'row', 'kneel', 'crouch']);

/** SVG transforms in turn, none when every one is empty; a part lowered (or raised) by `drop`. */
const transform = (...parts: string[]) => parts.filter(Boolean).join(' ') || undefined;
const lowered = (drop = 0) => (drop ? `translate(0 ${drop})` : '');

/** The mean of points. */
export const mid = (...points: Point[]): Point =>
  [0, 1].map((i) => points.reduce((sum, p) => sum + p[i]!, 0) / points.length) as Point;

const joint = (from: Point, to: Point, bend?: Point) =>
  bend
    ? `M${f(from[0])} ${f(from[1])}Q${f(bend[0])} ${f(bend[1])} ${f(to[0])} ${f(to[1])}`
    : `M${f(from[0])} ${f(from[1])}L${f(to[0])} ${f(to[1])}`;

/** An elbow halfway from the shoulder to the hand, bent `out` and down. */
const elbow = ([sx, sy]: Point, [hx, hy]: Point, out: number): Point => [(sx + hx) / 2 + out, (sy + hy) / 2 + 4];

/** A part of a figure kept as data (data/figure-art.json), in the look's colours. */
const part = (ink: Ink, look: Look, s: number, shapes: string[] | undefined, own?: string) =>
  shapes ? draw(ink, shapes, s, own, lookPalette(look)) : '';

function hat(ink: Ink, look: Look, s: number): string {
  if (look.headwear) return part(ink, look, s, FIGURE_ART.headwear[look.headwear], look.headwearColour?.hex);
  // An explorer's hat is left off long, tied or curly hair.
  if (look.outfit === 'explorer' && look.hairStyle !== 'short' && look.hairStyle !== 'spiky') return '';
  return part(ink, look, s, FIGURE_ART.hats[look.outfit]);
}

/** Long garments (coats, robes, gowns) drawn over the legs, the outfit's details, the clothes the words name (a skirt, a scarf, a pattern), a job's apron, stripes or vest, and a badge of its headwear's job (a tin star, a mailbag). */
function garment(ink: Ink, look: Look, s: number, pose: Pose): string {
  const shape = pose === 'sit' ? '/sit' : pose === 'run' || pose === 'fight' ? '/flare' : '';
  return [look.outfit, `detail/${look.outfit}`, ...(look.clothes ?? []), look.wear, `badge/${look.headwear}`]
    .map((key) => part(ink, look, s, FIGURE_ART.garments[`${key}${shape}`] ?? FIGURE_ART.garments[key ?? '']))
    .join('');
}

/** What the outfit carries anyway (a knight's sword): a named prop of that kind is not drawn twice. */
const OUTFIT_CARRIES = figureArt.OUTFIT_CARRIES as Partial<Record<Look['outfit'], PropKind>>;

/** Poses an umbrella is not held open over. */
const UNSHELTERED = new Set<Pose>(['fight', 'throw', 'swim', 'sleep', 'fall', 'climb', 'fly']);

function held(ink: Ink, spec: FigureSpec, body: Body, s: number): string {
  const { look } = spec;
  const [hx, hy] = body.frontHand;

  if (spec.holds === 'umbrella' && hy > -90 && !UNSHELTERED.has(spec.pose)) {
    // An umbrella is held open over the head: its shaft from the hand up to a canopy wide enough to shelter the shoulders (data/figure-art.json `carried`).
    const shaft = support(ink, 'umbrella shaft', { hx, hy });
    const canopy = part(ink, look, s, FIGURE_ART.carried['umbrella/open'], spec.holdsColour);
    return group(shaft + canopy, undefined, ' class="held held-umbrella umbrella-open"');
  }
  // A rower's oar: from the hands down past the boat's side into the water, its blade in it.
  if (spec.pose === 'row') {
    const wood = ` fill="none" stroke="${ink.c('#8a5a2b')}" stroke-width="3" stroke-linecap="round"`;
    const oar = path(`M${f(body.backHand[0] - 8)} ${f(body.backHand[1] - 6)}L${f(hx + 34)} 14`, wood);
    const blade = ellipse(hx + 36, 18, 4, 9, ink.fill('#a8713a', { scale: s }));
    return group(oar + blade, undefined, ' class="held held-oar"');
  }
  if (spec.holds && OUTFIT_CARRIES[look.outfit] !== spec.holds) {
    // Lanterns and bags hang from the hand; everything else is gripped.
    const hanging = spec.holds === 'lantern' || spec.holds === 'bag' || spec.holds === 'bell';
    // A letter is a sheet the size of a hand or more, held up so it is seen.
    const size = spec.holds === 'letter' ? 1.6 : 0.8;
    const [dx = 0, dy = 0, turn = 0] = HELD_AT[spec.heldAt ?? ''] ?? [];
    return group(
      propArt(ink, spec.holds, s, spec.holdsColour),
      `translate(${f(hx + dx + (hanging ? 0 : (2 * size) / 0.8))} ${f(hy + dy + (hanging ? 3 : (-2 * size) / 0.8))}) scale(${size})${turn ? ` rotate(${turn})` : ''}`,
      ` class="held held-${spec.holds}${turn || dx ? ` held-${spec.heldAt}` : ''}"`,
    );
  }
  // What the outfit carries (data/figure-art.json `carried`): a shield or a staff in the back hand, a sword or a cutlass in the front one (raised with it), a sailor's lantern held low.
  const carried = (keys: string[], [x, y]: Point) =>
    group(part(ink, look, s, keys.map((key) => FIGURE_ART.carried[key]).find(Boolean)), `translate(${f(x)} ${f(y)})`);
  const height = hy < -70 ? 'raised' : hy > -60 ? 'low' : '';
  return (
    carried([`back/${look.outfit}`], body.backHand) + carried([`${look.outfit}/${height}`, look.outfit], body.frontHand)
  );
}

/** An outfit's sleeves, legs, torso, limbs, boots and palms (data/figure-art.json `bodies`): `$top` and `$bottom` are the look's. */
function outfitBody(look: Look) {
  const own = { ...FIGURE_BODIES.casual!, ...FIGURE_BODIES[look.outfit] };
  const paint = (value: string) => (value === '$top' ? look.top.hex : value === '$bottom' ? look.bottom.hex : value);
  const boot = look.feet?.hex ?? own.boot!;
  return {
    sleeve: paint(own.sleeve!),
    legs: paint(own.legs!),
    torso: paint(own.torso!),
    limb: own.limb!,
    boot,
    palm: own.palm ?? look.hands?.hex ?? look.skin.hex,
    // Shorts the words name bare the legs below the knee; boots cover them.
    shins: look.clothes?.includes('boots') ? boot : look.clothes?.includes('shorts') ? look.skin.hex : undefined,
  };
}

/** Behind the body: a backpack, an air tank, a cape (data/figure-art.json `garments`), long hair. */
function behindBody(ink: Ink, look: Look, s: number, sit: boolean, drop: number): string {
  const behind = [look.outfit, look.headwear, ...(look.clothes ?? [])]
    .map((key) => `behind/${key}`)
    .map((key) => part(ink, look, s, FIGURE_ART.garments[`${key}${sit ? '/sit' : ''}`] ?? FIGURE_ART.garments[key]))
    .join('');
  return group(behind + part(ink, look, s, FIGURE_ART.hairBack[look.hairStyle]), transform(lowered(drop)));
}

/** A bare shin below shorts: the leg's curve from its middle to the foot. */
function shin(ink: Ink, hip: Point, knee: Point | undefined, foot: Point, colour: string, width: number, s: number) {
  const bend = knee ?? mid(hip, foot);
  return limb(ink, joint(mid(hip, bend, bend, foot), foot, mid(bend, foot)), colour, width, s);
}

/** Legs and shoes, back then front. */
function legs(ink: Ink, body: Body, colours: ReturnType<typeof outfitBody>, s: number): string {
  const leg = (foot: Point, knee: Point | undefined, side: number) => {
    const hip: Point = [side * 4.5, body.hip];
    const bare = colours.shins ? shin(ink, hip, knee, foot, colours.shins, colours.limb, s) : '';
    const shoe = ellipse(foot[0] + 2.5, foot[1] - 1.5, 5.4, 2.8, ink.fill(colours.boot, { scale: s }));
    return limb(ink, joint(hip, foot, knee), colours.legs, colours.limb + 1, s) + bare + shoe;
  };
  return leg(body.backFoot, body.backKnee, -1) + leg(body.frontFoot, body.frontKnee, 1);
}

/** Torso; the outfit's garment, details (a belt, a collar, an apron) and badges (a tin star, a mailbag) and the clothes the words name. */
function torso(ink: Ink, look: Look, s: number, pose: Pose, drop: number, colour: string): string {
  const [top, bottom] = [-75 + drop, -44 + drop * 0.9];
  const middle = f((top + bottom) / 2);
  const shape = `M-12 ${top}Q-14.5 ${middle} -10.5 ${f(bottom)}H10.5Q14.5 ${middle} 12 ${top}Q0 ${top - 3} -12 ${top}Z`;
  return path(shape, ink.fill(colour, { scale: s })) + group(garment(ink, look, s, pose), transform(lowered(drop)));
}

/** Neck, head, beard, face (a ninja's mask, a pirate's eye patch, glasses), hair, hat and an astronaut's visor; a baby's head large for its body. */
function head(ink: Ink, spec: FigureSpec, s: number, drop: number): string {
  const { look } = spec;
  const front = (spec.view ?? 'front') === 'front';
  // A ninja's mask, a helmet (a knight's own when nothing else is on the head) or a hood covers the hair; a bald head has none.
  const covered =
    look.outfit === 'ninja' ||
    look.hairStyle === 'bald' ||
    /^(helmet|hood)$/.test(look.headwear ?? (look.outfit === 'knight' ? 'helmet' : ''));
  return group(
    [
      // Neck, ear and head.
      part(ink, look, s, FIGURE_ART.garments['skin/head']),
      look.beard ? part(ink, look, s, FIGURE_ART.garments.beard) : '',
      group(
        [
          front
            ? part(ink, look, 1, CREATURES[`face/${look.outfit === 'alien' ? 'alien/' : ''}${spec.expression}`])
            : '',
          // Blushing cheeks in the soft styles.
          front && /^(animated|watercolor)$/.test(ink.style) ? part(ink, look, 1, CREATURES['face/cheeks']) : '',
          front ? part(ink, look, s, FIGURE_ART.garments[`face/${look.outfit}`]) : '',
          front && look.glasses ? part(ink, look, s, FIGURE_ART.garments['face/glasses']) : '',
        ].join(''),
        spec.turned ? 'translate(4 0) scale(0.88 1)' : undefined,
      ),
      covered ? '' : part(ink, look, s, FIGURE_ART.hairFront[front ? look.hairStyle : 'back']),
      hat(ink, look, s),
      look.outfit === 'astronaut'
        ? `${circle(0, -87, 15, ` fill="${ink.glow('#bfe6ff')}" fill-opacity="0.28"${ink.outlined ? ink.stroke(4, { scale: s }) : ` stroke="#dfe8f0" stroke-width="1.5"`}`)}${path('M-9 -97Q-2 -101 5 -98', ` fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-opacity="0.8"`)}`
        : '',
    ].join(''),
    transform(lowered(drop), look.height < 0.5 ? 'translate(0 -76) scale(1.5) translate(0 76)' : ''),
  );
}

/** A person: behind the body, the back arm, legs, torso and clothes, head, the front arm over the body holding what it carries. */
function person(ink: Ink, spec: FigureSpec, s: number): string {
  const { look, pose } = spec;
  const body = BODIES[pose];
  const sit = SEATED.has(pose);
  const drop = sit ? 22 : 0;
  const colours = outfitBody(look);
  const shoulder = -73 + drop;
  const arm = (shoulder: Point, hand: Point, bend: Point | undefined, out: number) =>
    limb(ink, joint(shoulder, hand, bend ?? elbow(shoulder, hand, out)), colours.sleeve, colours.limb * 0.85, s);
  // Gloves the words name are the hands' colour.
  const palm = ink.fill(colours.palm, { scale: s });
  const backPalm = circle(body.backHand[0], body.backHand[1], 3.2 * (body.palms ?? 1), palm);
  const parts = [
    behindBody(ink, look, s, sit, drop),
    arm([-9.5, shoulder], body.backHand, body.backElbow, -3),
    backPalm,
    legs(ink, body, colours, s),
    torso(ink, look, s, pose, drop, colours.torso),
    head(ink, spec, s, drop),
    // Palms over the face are over the head too.
    body.palms ? backPalm : '',
    arm([9.5, shoulder], body.frontHand, body.frontElbow, 3),
    circle(body.frontHand[0], body.frontHand[1], 3.4 * (body.palms ?? 1), palm),
    held(ink, spec, body, s),
    // Three balls in the air over the hands, on their arc.
    pose === 'juggle' ? part(ink, look, s, FIGURE_ART.carried.juggled) : '',
  ];
  return group(parts.join(''), transform(lowered(body.lift), body.lean ? `rotate(${body.lean} 0 -40)` : ''));
}

function robot(ink: Ink, spec: FigureSpec, s: number): string {
  const { look } = spec;
  // Seated (at a game, on a bench): the body lowered onto its hips, thighs forward, shins down; arms as when standing.
  const seated = SEATED.has(spec.pose);
  const body = BODIES[seated ? 'stand' : spec.pose];
  const metal = look.top.hex;
  const dark = darken(metal, 0.35);
  const arm = (shoulder: Point, hand: Point, out: number, palm: number) =>
    limb(ink, joint(shoulder, hand, elbow(shoulder, hand, out)), dark, 5.5, s) +
    circle(hand[0], hand[1], palm, ink.fill(dark, { scale: s }));
  const legs = ([body.backFoot, body.frontFoot] as const).map((foot, at) => {
    const side = at * 2 - 1;
    // Seated: the thigh forward, the shin straight down to the foot.
    const [x, y] = seated ? [17 + side * 2, 0] : foot;
    const leg = seated
      ? `M${side * 3} -24L${16 + side * 2} -24L${16 + side * 2} 0`
      : joint([side * 6, -42], foot, [side * 6 + (foot[0] - side * 6) / 2, -20]);
    return limb(ink, leg, dark, 7, s) + rect(x - 5, y - 5, 12, 5.5, ink.fill(metal, { scale: s }), 1.5);
  });
  const upper = [
    arm([-10, -70], body.backHand, -4, 3.6),
    // Its chest panel and lights, neck, antenna, head and glowing eyes (data/creature-art.json).
    part(ink, look, s, CREATURES['robot/body']),
    part(ink, look, s, CREATURES[spec.expression === 'shock' ? 'robot/mouth/shock' : 'robot/mouth']),
    arm([10, -70], body.frontHand, 4, 3.8),
    spec.holds ? held(ink, spec, body, s) : '',
  ].join('');
  const seatedUpper = seated ? group(upper, 'translate(0 20)', ' class="robot-seated"') : upper;
  return group(`${legs.join('')}${seatedUpper}`, body.lean ? `rotate(${body.lean} 0 -40)` : undefined);
}

/**
 * Cats and dogs sit, asleep lie curled (tail round the body, head on the paws, z's rising), running bound (legs
 * stretched, tail streaming); they are drawn at their own size (a cat is about a third of a person).
 */
function pet(ink: Ink, spec: FigureSpec, k: number): string {
  const { look } = spec;
  // A dog is drawn a tenth larger.
  const s = look.kind === 'dog' ? k * 1.1 : k;
  if (look.kind === 'cat' && look.species === 'mouse') return mouse(ink, spec, s);
  const shape = `${look.kind}${RIG_SHAPES[spec.pose] ?? ''}`;
  // A tabby, ginger, brown or striped cat sitting has stripes; a spotted dog its spots (data/creature-art.json).
  const pattern = look.clothes?.[0]?.replace('pattern/', '');
  const striped = shape === 'cat' && (/tabby|ginger|brown/.test(look.top.name) || pattern === 'stripes');
  const drawn =
    part(ink, look, s, CREATURES[striped ? 'cat/tabby' : shape]) + part(ink, look, s, CREATURES[`${shape}/${pattern}`]);
  // A sleeper's "z z z": three zigzags rising from its head, growing (drawn paths, the painter has no fonts).
  return spec.pose === 'sleep' ? drawn + support(ink, 'snores', { x: 24, y: -24, k: 1, s: spec.facing ?? 1 }) : drawn;
}

/** A mouse, side on: a round grey body, big round ears, a pointed pink-nosed snout and a long thin curling tail. */
function mouse(ink: Ink, spec: FigureSpec, s: number): string {
  const fur = /grey|gray/.test(spec.look.top.name) || spec.look.top.hex === '#ffffff' ? spec.look.top.hex : '#9a9aa4';
  return draw(ink, CREATURES[spec.pose === 'sleep' ? 'mouse/sleep' : 'mouse'] ?? [], s, undefined, { fur });
}

/** A dragon (data/creature-art.json): wings up, breathing fire in a fight, or asleep on its belly with its head down. */
function dragon(ink: Ink, spec: FigureSpec, s: number): string {
  const drawn = part(ink, spec.look, s, CREATURES[`dragon/${spec.pose}`] ?? CREATURES.dragon);
  return spec.pose === 'sleep' ? drawn + support(ink, 'snores', { x: 70, y: -34, k: 2, s: spec.facing ?? 1 }) : drawn;
}

/** A ghost in its glow (data/creature-art.json), its mouth open when it shouts or grins. */
function ghost(ink: Ink, spec: FigureSpec, s: number): string {
  const glow = ink.radial([
    [0, '#bfffe8', 0.5],
    [1, '#bfffe8', 0],
  ]);
  const open = spec.expression === 'shock' || spec.expression === 'grin' ? '/open' : '';
  const drawn = part(ink, spec.look, s, [...CREATURES['ghost/body']!, ...CREATURES[`ghost/mouth${open}`]!]);
  return ellipse(0, -52, 30, 44, ` fill="${glow}"`) + drawn;
}

/** The mouth of a cat, a dog or a horse (bodies.json `rigMouths`), where it holds what it fetches, carries, eats or sniffs. */
const ANIMAL_MOUTHS = poseBodies.rigMouths as Partial<Record<Look['kind'], Point>>;
/** How a cat or dog takes a pose (bodies.json `rigShapes`: curled asleep, bounding, a front paw raised) and the raised paw's tip. */
const RIG_SHAPES: Partial<Record<string, string>> = poseBodies.rigShapes;
const ANIMAL_PAWS = poseBodies.rigPaws as Partial<Record<Look['kind'], Point>>;

/** A rig's point (its local frame) in the panel: turned by the pose's lean, lifted, scaled and mirrored as figure() draws it. */
function rigPoint(point: Point, body: Body, lift: number, x: number, base: number, k: number, facing: 1 | -1): Point {
  const turn = (body.lean * Math.PI) / 180;
  const [px, py] = [point[0], point[1] + 40];
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const [lx, ly] = [px * cos - py * sin, px * sin + py * cos - 40 + lift];
  return [x + facing * k * lx, base + k * ly];
}

/** A figure as its rig stands: its look and pose. */
type Rigged = Pick<FigureSpec, 'look' | 'pose'>;
/** A rig's hands, mouth and head in the panel. */
type Reach = { hand?: Point; backHand?: Point; mouth: Point; head?: Point };

/**
 * Where a person's or a robot's front hand, back hand and mouth are in the panel for the pose drawn, so what the verb
 * puts in the hand or at the mouth is there; an animal has none (what it acts on goes at its mouth, art/glyphs.ts).
 */
export function reachOf(spec: Rigged, x: number, base: number, scale: number, facing: 1 | -1): Reach | null {
  const { look } = spec;
  const muzzle = (RIG_SHAPES[spec.pose] === '/reach' ? ANIMAL_PAWS : ANIMAL_MOUTHS)[look.kind];
  const unit = RIG_SCALES[look.kind] ?? 1;
  if (muzzle && /^(sleep|run|fly)$/.test(spec.pose)) return null;
  if (muzzle) return { mouth: [x + facing * muzzle[0] * scale * unit, base + muzzle[1] * scale * unit] };
  if (look.kind !== 'person' && look.kind !== 'robot') return null;
  const robotSeated = look.kind === 'robot' && SEATED.has(spec.pose);
  const body = BODIES[robotSeated ? 'stand' : spec.pose];
  const k = scale * (look.kind === 'person' ? look.height : 1);
  const floating = spec.pose === 'float' || spec.pose === 'fly' || spec.pose === 'fall';
  const lift = (look.kind === 'person' ? (body.lift ?? 0) : 0) + (robotSeated ? 20 : 0);
  const at = (point: Point) => rigPoint(point, body, lift, x, base + (floating ? -14 * k : 0), k, facing);
  const drop = look.kind === 'person' && SEATED.has(spec.pose) ? 22 : 0;
  return {
    hand: at(body.frontHand),
    backHand: at(body.backHand),
    mouth: at(look.kind === 'robot' ? [6, -83] : [8, -80 + drop]),
    head: at([0, -86 + drop]),
  };
}

/** How tall a kind of figure stands next to a person (100): its kind's (bodies.json `heights`), else a person's by age. */
export const figureHeight = (look: Look): number =>
  HEIGHTS[look.kind] ?? 100 * look.height + (look.outfit === 'wizard' ? 8 : 0);

/** Rigs drawn larger than their units (a dog a tenth). */
const RIG_SCALES: Partial<Record<Look['kind'], number>> = { dog: 1.1 };
/** A shadow's half-width under each kind of figure, in its units (a person's 20). */
const SHADOW_WIDTHS: Partial<Record<Look['kind'], number>> = { dragon: 60, horse: 60, cat: 16, dog: 16, bird: 16 };

/** The rig drawing each kind of figure in its units, `k` pixels each (a person's when none is listed). */
type Rigs = Partial<Record<string, (ink: Ink, spec: FigureSpec, k: number) => string>>;
const RIGS: Rigs = { robot, cat: pet, dog: pet, dragon, ghost, bird, horse, fish: swimmer, whale: swimmer, octopus };

/**
 * One figure with its feet at (x, baseY), `scale` pixels per unit, facing right (1) or left (-1), with a ground
 * shadow unless it floats.
 */
export function figure(ink: Ink, spec: FigureSpec, x: number, baseY: number, scale: number, facing: 1 | -1): string {
  const { look } = spec;
  spec = { ...spec, facing };
  const k = scale * (look.kind === 'person' ? look.height : 1);
  const floating = /^(ghost|fish|whale)$/.test(look.kind) || /^(float|fly|fall)$/.test(spec.pose);
  const body = (RIGS[look.kind] ?? person)(ink, spec, k);
  const wide = (SHADOW_WIDTHS[look.kind] ?? 20) * k;
  const rigged = look.kind === 'person' || look.kind === 'robot';
  // Animals carry what they are given beside them (a parrot with a pearl).
  // A sitting cat or dog holds it in its mouth.
  const mouth = spec.holds && reachOf(spec, x, baseY, scale, facing)?.mouth;
  const carried =
    spec.holds && !rigged
      ? group(
          propArt(ink, spec.holds, k, spec.holdsColour),
          `translate(${f(mouth ? mouth[0] : x + 16 * k * facing)} ${f(mouth ? mouth[1] : baseY - 8 * k)}) scale(${Math.round(k * 1000) / 1000})`,
          mouth ? ' class="carried carried-mouth"' : undefined,
        )
      : '';
  const shadow = floating ? '' : ellipse(x, baseY, wide, wide * 0.18, ` fill="#000000" fill-opacity="0.22"`);
  // A jump's speed marks: short strokes between the shadow and the lifted feet.
  const marks = spec.pose === 'jump' && rigged ? support(ink, 'jump marks', { x, y: baseY, k }) : '';
  const lift = floating ? -14 * k : 0;
  const size = Math.round(k * (RIG_SCALES[look.kind] ?? 1) * 1000) / 1000;
  return `${shadow}${marks}${group(shaped(body, spec), `translate(${f(x)} ${f(baseY + lift)}) scale(${f(size * facing * (WIDTHS[look.size ?? ''] ?? 1))} ${size})`, ' class="figure"')}${carried}`;
}

/** An animal's rig in a shape it has no drawing of (rolled over, reared up, curled): its drawing turned, squashed or lifted (bodies.json `glyphShapes`). */
function shaped(body: string, spec: FigureSpec): string {
  const shape =
    ['person', 'robot', 'ghost'].includes(spec.look.kind) || ['sleep', 'fly', 'swim'].includes(spec.pose)
      ? undefined
      : GLYPH_SHAPES[spec.pose];
  if (!shape) return body;
  const [turn, wide, tall, up] = shape;
  const height = figureHeight(spec.look);
  return group(
    body,
    `translate(0 ${f(-up * height)}) rotate(${-turn} 0 ${f(-height / 2)}) scale(${wide} ${tall})`,
    ` class="shape-${spec.pose}"`,
  );
}
