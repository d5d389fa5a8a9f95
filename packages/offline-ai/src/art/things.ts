// Props and vehicles as small comic drawings, kept as data (data/things-art.json, drawn by art/drawing.ts). A prop is
// drawn around its grip at the origin in the figures' units (a person is 100 tall), so it sits in a hand or on the
// ground; a vehicle stands on the origin, about 100 units wide.
import type { PropKind, VehicleKind } from '../things';
import art from '../data/things-art.json' with { type: 'json' };
import { draw } from './drawing';
import type { Ink } from './ink';

const PROPS: Partial<Record<string, string[]>> = art.props;
const VEHICLES: Partial<Record<string, string[]>> = art.vehicles;

export const propArt = (ink: Ink, kind: PropKind, s: number, colour?: string): string =>
  draw(ink, PROPS[kind] ?? [], s, colour);

/** `seeThrough`: a car's windows are cut out of its body and glazed lightly, so whoever drives it shows through them. */
export const vehicleArt = (ink: Ink, kind: VehicleKind, s: number, colour?: string, seeThrough = false): string =>
  draw(ink, (seeThrough ? VEHICLES[`${kind}+see`] : undefined) ?? VEHICLES[kind] ?? [], s, colour);
