// Animals beyond cats and dogs: birds (parrots, owls, crows...), horses, fish, whales and octopuses, in the figures'
// frame (facing right, standing on the origin, a person is 100 units tall) with their look's colours. Each is a drawing
// in data (data/creature-art.json) for each species and pose that looks different, keyed `animal/species/pose`.
import art from '../data/creature-art.json' with { type: 'json' };
import { draw } from './drawing';
import type { FigureSpec } from './figures';
import type { Ink } from './ink';

const DRAWINGS: Partial<Record<string, string[]>> = art;

function creature(ink: Ink, spec: FigureSpec, s: number, key: string): string {
  const { top, bottom, accent, eyes } = spec.look;
  // A parrot's tail is blue when its accent is the usual orange.
  const tail = accent.hex === '#f0a020' ? '#1f5fbf' : accent.hex;
  return draw(ink, DRAWINGS[key] ?? [], s, undefined, {
    top: top.hex,
    bottom: bottom.hex,
    accent: accent.hex,
    eyes: eyes.hex,
    tail,
  });
}

export function bird(ink: Ink, spec: FigureSpec, s: number): string {
  const species = spec.look.species ?? '';
  // Parrots' kin have the parrot's body, birds of prey the hooked beak.
  const kind = /^(parrot|cockatoo|budgie|macaw)$/.test(species)
    ? 'parrot'
    : species === 'owl'
      ? 'owl'
      : /^(eagle|hawk|falcon|vulture)$/.test(species)
        ? 'hooked'
        : 'bird';
  // Wings spread in flight; a calm bird sitting has its eyes shut.
  return creature(
    ink,
    spec,
    s,
    `bird/${kind}/${spec.pose === 'fly' || spec.pose === 'float' ? 'fly' : spec.expression === 'calm' && spec.pose === 'sit' ? 'rest' : 'stand'}`,
  );
}

export const horse = (ink: Ink, spec: FigureSpec, s: number): string =>
  creature(
    ink,
    spec,
    s,
    `horse/${spec.pose === 'run' || spec.pose === 'walk' ? spec.pose : 'stand'}${spec.look.species === 'unicorn' ? '/unicorn' : ''}`,
  );

export const fish = (ink: Ink, spec: FigureSpec, s: number): string =>
  creature(
    ink,
    spec,
    s,
    `fish/${spec.look.species === 'shark' || spec.look.species === 'turtle' ? spec.look.species : 'fish'}`,
  );

export const whale = (ink: Ink, spec: FigureSpec, s: number): string =>
  creature(ink, spec, s, `whale/${spec.look.species === 'dolphin' ? 'dolphin' : 'whale'}`);

// An octopus that grabs reaches out with one long tentacle.
export const octopus = (ink: Ink, spec: FigureSpec, s: number): string =>
  creature(
    ink,
    spec,
    s,
    spec.look.species === 'crab'
      ? 'octopus/crab'
      : `octopus/${/^(grab|hold|fight)$/.test(spec.pose) ? 'grab' : 'rest'}${spec.look.species === 'jellyfish' ? '/jellyfish' : ''}`,
  );
