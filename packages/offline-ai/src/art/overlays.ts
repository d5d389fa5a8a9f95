// What goes over a finished picture: weather (rain, snow, fog, lightning), the art style's texture (halftone, screentone
// and speed lines, venetian-blind shadows, paper grain, vignettes) and the comic panel's border, drawn from
// data/overlay-art.json (art/drawing.ts's frame drawings).
import type { Rng } from '../prng';
import type { GlyphPlan } from '../glyph-plan';
import { paintFrame, type FrameShape } from './drawing';
import { darken, lighten, parse, type Ink } from './ink';
import looks from '../data/look.json' with { type: 'json' };
import overlays from '../data/overlay-art.json' with { type: 'json' };

const ART = overlays as unknown as Record<'weather' | 'style' | 'border', FrameShape[]>;

/** The numbers and words an overlay reads: the frame's measures, the ink's unit (`u`), style and weather. */
const scopeOf = ({ unit: u, style, weather, season }: Ink, W: number, H: number) => ({
  W,
  H,
  u,
  PI: Math.PI,
  style,
  weather,
  season: season ?? '',
});

/** The weather over the picture; `phase` (0 to 1) moves it along for a video's frames. */
export const weatherLayer = (ink: Ink, W: number, H: number, rng: Rng, phase = 0) =>
  paintFrame({ ink, rng, words: '' }, ART.weather, { ...scopeOf(ink, W, H), phase });

/** The art style's texture; `dynamic` in an action or close-up panel, where comic and manga styles add speed lines to `focus`. */
export const styleLayer = (ink: Ink, W: number, H: number, rng: Rng, dynamic: boolean, [fx, fy]: [number, number]) =>
  paintFrame({ ink, rng, words: '' }, ART.style, { ...scopeOf(ink, W, H), dynamic: Number(dynamic), fx, fy });

/** The panel border: a white gutter and an ink frame (watercolour gets a soft deckled paper edge instead). */
export const border = (ink: Ink, W: number, H: number, rng: Rng) =>
  paintFrame({ ink, rng, words: '' }, ART.border, scopeOf(ink, W, H));

/** A colour's hue (0 to 360), saturation and lightness (0 to 1); Twemoji's "#FFF" is "#ffffff". */
function hsl(colour: string): [number, number, number] {
  const [r, g, b] = parse(colour).map((channel) => channel / 255) as [number, number, number];
  const [high, low] = [Math.max(r, g, b), Math.min(r, g, b)];
  const [light, range] = [(high + low) / 2, high - low];
  const sector = [((g - b) / range + 6) % 6, (b - r) / range + 2, (r - g) / range + 4][[r, g, b].indexOf(high)]!;
  return [(range ? sector : 0) * 60, range ? range / (1 - Math.abs(2 * light - 1)) : 0, light];
}

/** A Twemoji fill, three or six hex digits. */
const FILL = /fill="(#[0-9a-f]{3}(?:[0-9a-f]{3})?)"/gi;

/** How many numbers each path command takes. */
const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** The area of a shape's bounding box: a path's points followed command by command, a circle's or a rect's size. */
function extent(shape: string): number {
  const size = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(shape)?.[1] ?? 0);
  const d = /\sd="([^"]+)"/.exec(shape)?.[1];
  if (!d)
    return (size('r') * 2 || size('rx') * 2 || size('width')) * (size('r') * 2 || size('ry') * 2 || size('height'));
  const tokens = d.match(/[a-z]|-?(?:\d+\.?\d*|\.\d+)/gi) ?? [];
  const [xs, ys]: [number[], number[]] = [[], []];
  let [x, y, command, at] = [0, 0, 'M', 0];
  while (at < tokens.length) {
    if (/[a-z]/i.test(tokens[at]!)) command = tokens[at++]!;
    const kind = command.toLowerCase();
    const args = tokens.slice(at, (at += ARGS[kind] ?? 0)).map(Number);
    if (kind === 'z') continue;
    const relative = command === kind;
    x = kind === 'v' ? x : (relative ? x : 0) + args[kind === 'h' ? 0 : args.length - 2]!;
    y = kind === 'h' ? y : (relative ? y : 0) + args[args.length - 1]!;
    xs.push(x);
    ys.push(y);
    if (kind === 'm') command = relative ? 'l' : 'L';
  }
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}

/** The fill a drawing shows most of (its shapes' areas), a light one before the dark lines and eyes. */
export function dominantFill(inner: string): string | undefined {
  const weights = new Map<string, number>();
  for (const [shape, hex] of inner.matchAll(/<[^>]*fill="(#[0-9a-f]{3}(?:[0-9a-f]{3})?)"[^>]*>/gi))
    weights.set(hex!, (weights.get(hex!) ?? 0) + (extent(shape) || 0));
  const ranked = [...weights].sort((a, b) => b[1] - a[1]).map(([hex]) => hex);
  return ranked.find((hex) => hsl(hex)[2] > 0.25) ?? ranked[0];
}

/** A drawing recoloured: every fill of its dominant colour's hue (or greys near its grey) takes `colour`, as much lighter or darker as it was. */
function recoloured(inner: string, colour: string): string {
  const main = dominantFill(inner);
  if (!main) return inner;
  const [hue, sat, light] = hsl(main);
  const near = (hex: string) => {
    const [h, s, l] = hsl(hex);
    return sat < 0.15
      ? s < 0.15 && Math.abs(l - light) < 0.3
      : s >= 0.15 && Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue)) < 35;
  };
  const [, , target] = hsl(colour);
  return inner.replace(FILL, (whole, hex: string) => {
    if (!near(hex)) return whole;
    const shift = hsl(hex)[2] - light;
    const shade =
      shift > 0
        ? lighten(colour, Math.min(0.8, shift / Math.max(0.05, 1 - target)))
        : darken(colour, Math.min(0.8, -shift / Math.max(0.05, target)));
    return `fill="${shade}"`;
  });
}

/** A thing's states drawn over its drawing, in its 36-unit frame (src/data/look.json `GLYPH_STATES`: cracks, mud, drips, a heap on top). */
const GLYPH_STATES: Partial<Record<string, string[]>> = looks.GLYPH_STATES;
/** How much wider than its kind a wide or narrow one is drawn (src/data/look.json `WIDTHS`). */
export const WIDTHS: Partial<Record<string, number>> = looks.WIDTHS;

/** A vocabulary drawing as the words describe it: in the colour named ("a blue vase"), a thing with its states drawn on it ("a cracked mirror"). */
export function glyphLook(inner: string, look: Partial<Pick<GlyphPlan, 'colour' | 'state' | 'role' | 'size'>>): string {
  const tinted = look.colour ? recoloured(inner, look.colour) : inner;
  const marks = look.role === 'subject' ? [] : (look.state ?? []).flatMap((state) => GLYPH_STATES[state] ?? []);
  // Wider ("a plump goose"): flatter on its foot; narrower ("a skinny dog"): thinner about its middle; within its frame.
  const width = WIDTHS[look.size ?? ''];
  const scale = width && `scale(${Math.min(1, width)} ${Math.min(1, 1 / width)})`;
  const shaped = scale ? `<g transform="translate(18 36) ${scale} translate(-18 -36)">${tinted}</g>` : tinted;
  return `${shaped}${marks.join('')}`;
}
