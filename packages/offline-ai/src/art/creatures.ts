// Animals beyond cats and dogs: birds (parrots, owls, crows...), horses, fish, whales and octopuses, in the figures'
// frame (facing right, standing on the origin, a person is 100 units tall) with their look's colours. Each is a drawing
// in data (data/creature-art.json) for each species and pose that looks different, keyed `animal/species/pose`.
import art from '../data/creature-art.json' with { type: 'json' };
import poseBodies from '../data/bodies.json' with { type: 'json' };
import { isFace } from '../vocabulary';
import { colourOf, draw, lookPalette } from './drawing';
import type { FigureSpec, Pose } from './figures';
import type { Ink } from './ink';
import { dominantFill } from './overlays';

const DRAWINGS: Partial<Record<string, string[]>> = art;

/** The drawing `key` (its `kind`'s own when it has none) in the look's colours. */
function creature(ink: Ink, spec: FigureSpec, s: number, key: string, kind = ''): string {
  const { accent } = spec.look;
  // A parrot's tail is blue when its accent is the usual orange.
  const tail = accent.hex === '#f0a020' ? '#1f5fbf' : accent.hex;
  return draw(ink, DRAWINGS[key] ?? DRAWINGS[kind] ?? [], s, undefined, { ...lookPalette(spec.look), tail });
}

/** Birds drawn with another's body: parrots' kin the parrot's, birds of prey the hooked beak (bodies.json `birdKinds`). */
const BIRD_KINDS: Partial<Record<string, string>> = poseBodies.birdKinds;

export function bird(ink: Ink, spec: FigureSpec, s: number): string {
  // Wings spread in flight; a calm bird sitting has its eyes shut.
  const flying = spec.pose === 'fly' || spec.pose === 'float';
  const pose = flying ? 'fly' : spec.expression === 'calm' && spec.pose === 'sit' ? 'rest' : 'stand';
  return creature(ink, spec, s, `bird/${BIRD_KINDS[spec.look.species ?? ''] ?? 'bird'}/${pose}`);
}

export function horse(ink: Ink, spec: FigureSpec, s: number): string {
  const gait = spec.pose === 'run' || spec.pose === 'walk' ? spec.pose : 'stand';
  return creature(ink, spec, s, `horse/${gait}${spec.look.species === 'unicorn' ? '/unicorn' : ''}`);
}

// A fish or a whale: a shark, a turtle or a dolphin has its own drawing; any other the plain one of its kind.
export const swimmer = (ink: Ink, spec: FigureSpec, s: number) =>
  creature(ink, spec, s, `${spec.look.kind}/${spec.look.species}`, `${spec.look.kind}/${spec.look.kind}`);

// An octopus that grabs reaches out with one long tentacle.
export function octopus(ink: Ink, spec: FigureSpec, s: number): string {
  const reach = /^(grab|hold|fight)$/.test(spec.pose) ? 'grab' : 'rest';
  const kind =
    spec.look.species === 'crab' ? 'crab' : `${reach}${spec.look.species === 'jellyfish' ? '/jellyfish' : ''}`;
  return creature(ink, spec, s, `octopus/${kind}`);
}

/** A body's colour slot, `{c:$main}` or lighter or darker (art/drawing.ts). */
const COLOUR = /\{c:([^}]*)\}/g;
type FaceBody = { poses: string[]; mouth: [number, number]; shaped?: boolean };
const FACE_BODIES = poseBodies.faceBodies as unknown as Record<string, FaceBody>;
/** The body a face-only animal takes in a pose (bodies.json `faceBodies`): standing when none lists it. */
const bodyFor = (pose: Pose): [string, FaceBody] =>
  Object.entries(FACE_BODIES).find(([, body]) => body.poses.includes(pose)) ?? ['stand', FACE_BODIES.stand!];

/**
 * A face-only animal's drawing (🐻 🦊 🐸) on a body in the pose (creature-art.json `body/VARIANT`), in its face's main
 * colour, the face its head; the pose left for the drawing's shape (none when the body shows it). Any other as it is.
 */
export function onBody(code: string, inner: string, pose: Pose): [string, Pose | undefined] {
  if (!isFace(code)) return [inner, pose];
  const [variant, body] = bodyFor(pose);
  const main = dominantFill(inner) ?? '#a0a0a0';
  const drawing = DRAWINGS[`body/${variant}`]!.join('').replace('{face}', inner);
  const coloured = drawing.replace(COLOUR, (_, spec: string) => colourOf(spec, undefined, { main }));
  return [coloured, body.shaped ? pose : undefined];
}

/** Where a face-only animal's mouth (or reaching paw) is in its pose, [forward, up] in its size. */
export const bodyMouth = (code: string, pose: Pose) => (isFace(code) ? bodyFor(pose)[1].mouth : undefined);
