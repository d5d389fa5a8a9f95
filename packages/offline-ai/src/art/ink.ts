// The painter's ink: colours, outlines and gradients as each art style and light draws them. Every fill of a picture
// goes through here, so a style or the hour changes the whole palette at once (cheaper than SVG filters in resvg).
import type { ArtStyle, Season, TimeOfDay, Weather } from '../words';
import tables from '../data/ink.json' with { type: 'json' };

/** Numbers short enough to keep SVGs lean. */
export const f = (value: number) => String(Math.round(value * 10) / 10);

type Rgb = [number, number, number];
/** A gradient's stop: its offset (0 to 1), its colour and its opacity. */
export type Stop = [number, string, number?];

export function parse(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, '$&$&') : value;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const toHex = (rgb: Rgb) => `#${rgb.map((channel) => clampByte(channel).toString(16).padStart(2, '0')).join('')}`;

/** The colour `amount` (0 to 1) of the way from `from` to `to`, channel by channel. */
const between = (from: Rgb, to: Rgb, amount: number) =>
  toHex(from.map((channel, n) => channel + (to[n]! - channel) * amount) as Rgb);

export const mix = (a: string, b: string, amount: number) => between(parse(a), parse(b), amount);

/** The colour at `t` (0 to 1) between gradient stops, padded with the end colours as SVG does. */
const colourAlong = (stops: [number, string][]) => (t: number) => {
  const next = stops.findIndex(([offset]) => offset >= t);
  if (next <= 0) return stops[next < 0 ? stops.length - 1 : 0]![1];
  const [from, a] = stops[next - 1]!;
  const [to, b] = stops[next]!;
  return mix(a, b, to > from ? (t - from) / (to - from) : 0);
};

export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);
export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

function saturate(hex: string, amount: number): string {
  const [r, g, b] = parse(hex);
  const grey = (r + g + b) / 3;
  return between([grey, grey, grey], [r, g, b], amount);
}

const LIGHT_TINTS: Record<TimeOfDay, { tint: string; amount: number; dim: number }> = tables.LIGHT_TINTS;

export interface InkOptions {
  style: ArtStyle;
  time: TimeOfDay;
  weather: Weather;
  /** Autumn turns the greens of the place (not of the figures) to its oranges. */
  season?: Season | null;
  /** Pixels per unit of a 768-wide panel (line widths scale with it). */
  unit: number;
  /** How much of the hour's tint applies (characters in the foreground catch more light: below 1). */
  lift?: number;
}

/**
 * The painter's ink for a picture (`inkFor` below: its colours, outlines and gradients), made with its options (style,
 * hour, weather and unit), which it keeps.
 */
export interface Ink extends ReturnType<typeof inkFor> {
  /** The same ink with less of the hour's tint, for characters in the foreground. */
  forFigures(): Ink;
}

const LINE: Record<ArtStyle, { width: number; color: string }> = tables.LINE;

/** How strongly each style shows the hour's tint (ink and wash styles stay readable at night). */
const TINT_STRENGTH: Record<ArtStyle, number> = tables.TINT_STRENGTH;

/** How each art style paints a colour (data/ink.json): manga's and noir's greys by lightness, the others' saturation. */
const STYLED = tables.STYLED as unknown as Record<
  ArtStyle,
  { levels?: [number, string][]; power?: number; lighten?: number; saturate?: number; wash?: [string, number] }
>;

function styledColour(style: ArtStyle, hex: string): string {
  const rule = STYLED[style];
  if (rule.levels) {
    const [r, g, b] = parse(hex);
    const lightness = Math.pow((0.299 * r + 0.587 * g + 0.114 * b) / 255, rule.power ?? 1);
    return rule.levels.find(([above]) => lightness > above)![1];
  }
  const saturated = saturate(rule.lighten ? lighten(hex, rule.lighten) : hex, rule.saturate!);
  return rule.wash ? mix(saturated, rule.wash[0], rule.wash[1]) : saturated;
}

/** A linear gradient as opaque strips: resvg draws them far faster than a gradient over a large area. */
function bandsSvg(x: number, y: number, w: number, h: number, at: (t: number) => string, unit: number): string {
  // 3 px strips, each reaching into the next (drawn over it) so no background shows between; crisp edges keep them
  // opaque copies, and the colour steps between neighbours stay under what an eye sees.
  const step = 3 * Math.max(unit, 0.5);
  let strips = '';
  for (let top = 0; top < h; top += step)
    strips += `<rect x="${f(x)}" y="${f(y + top)}" width="${f(w)}" height="${f(Math.min(step + 1, h - top))}" fill="${at(Math.min(1, (top + step / 2) / h))}"/>`;
  return `<g shape-rendering="crispEdges">${strips}</g>`;
}

/** A radial gradient as rings of flat colour, each pixel filled once. */
function ringsSvg(x: number, y: number, w: number, h: number, at: (t: number) => string): string {
  // Beyond the last stop (the corners) the last colour, as a gradient pads; then 40 rings inwards. Each ring is the
  // band between two ellipses (even-odd), so every pixel is filled once rather than under every larger ring.
  const [cx, cy, count] = [x + w / 2, y + h / 2, 40];
  const ellipse = (ring: number) => {
    const [rx, ry] = [(w / 2) * (ring / count), (h / 2) * (ring / count)];
    return `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;
  };
  let rings = `<path d="M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z${ellipse(count)}" fill-rule="evenodd" fill="${at(1)}"/>`;
  for (let ring = count; ring >= 1; ring--)
    rings += `<path d="${ellipse(ring)}${ring > 1 ? ellipse(ring - 1) : ''}" fill-rule="evenodd" fill="${at((ring - 0.5) / count)}"/>`;
  return `<g shape-rendering="crispEdges">${rings}</g>`;
}

/** An ink; the ink for figures shares its gradients (`shared`: their defs, and the counter that names them). */
export const createInk = (options: InkOptions, shared = { defs: [] as string[], counter: { value: 0 } }): Ink => ({
  ...inkFor(options, shared),
  forFigures: () => createInk({ ...options, season: null, lift: (options.lift ?? 1) * 0.55 }, shared),
});

/** How the hour and the weather light a surface colour, with `strength` of the hour's tint: a storm darkens, fog veils. */
function lightFor({ time, weather, season }: InkOptions, strength: number): (hex: string) => string {
  const { tint, amount, dim } = LIGHT_TINTS[time];
  const stormy = weather === 'storm' || weather === 'rain';
  const foggy = weather === 'fog' || weather === 'snow' || weather === 'cloud';
  return (hex) => {
    const [r, g, b] = parse(hex);
    let colour = season === 'autumn' && g > r * 1.1 && g > b * 1.05 ? mix(hex, '#d4862c', 0.55) : hex;
    if (amount * strength) colour = darken(mix(colour, tint, amount * strength), dim * strength);
    if (stormy) colour = darken(saturate(colour, 0.7), 0.18 * Math.min(1, strength));
    return foggy ? mix(colour, '#d7dde3', 0.18) : colour;
  };
}

/** A colour rule worked out once per colour: a panel asks for the same few dozen colours hundreds of times. */
function remembered(rule: (hex: string) => string): (hex: string) => string {
  const done = new Map<string, string>();
  return (hex) => done.get(hex) ?? done.set(hex, rule(hex)).get(hex)!;
}

function inkFor(options: InkOptions, { defs, counter }: { defs: string[]; counter: { value: number } }) {
  const { style, unit } = options;
  const lit = lightFor(options, TINT_STRENGTH[style] * (options.lift ?? 1));
  const c = remembered((hex) => styledColour(style, lit(hex)));
  const glow = remembered((hex) => styledColour(style, hex));
  const line = LINE[style];
  const lineColor = line.color || '#2a2a2a';
  const outlined = line.width > 0;

  const stroke = (width: number, options: { scale?: number; color?: string; opacity?: number } = {}) => {
    const px = (width * unit) / (options.scale ?? 1);
    return ` stroke="${options.color ?? lineColor}" stroke-width="${f(px)}" stroke-linejoin="round" stroke-linecap="round"${options.opacity !== undefined ? ` stroke-opacity="${options.opacity}"` : ''}`;
  };

  /** A gradient in the defs, its stops' colours as lights: its url(). */
  const gradient = (tag: string, attributes: string, stops: Stop[]) => {
    const id = `g${counter.value++}`;
    const stop = ([offset, colour, opacity]: Stop) =>
      `<stop offset="${offset}" stop-color="${glow(colour)}"${opacity !== undefined ? ` stop-opacity="${opacity}"` : ''}/>`;
    defs.push(`<${tag} id="${id}" ${attributes}>${stops.map(stop).join('')}</${tag}>`);
    return `url(#${id})`;
  };
  /** The colour along opaque stops, painted as surfaces are, or as lights (`raw`). */
  const along = (stops: [number, string][], raw: boolean) =>
    colourAlong(stops.map(([offset, colour]) => [offset, raw ? glow(colour) : c(colour)]));

  return {
    ...options,
    /** A surface colour under the scene's light and style. */
    c,
    /** A light source (lamps, windows, moon, fire): style applies, the night does not. */
    glow,
    /** Whether this style draws outlines at all. */
    outlined,
    /** fill plus this style's outline; `scale` is the drawing's own scale (outlines keep their pixel width). */
    fill(hex: string, options: { scale?: number; weight?: number; opacity?: number; glow?: boolean } = {}) {
      const colour = options.glow ? glow(hex) : c(hex);
      const opacity = (options.opacity ?? 1) < 1 ? ` fill-opacity="${Math.round(options.opacity! * 100) / 100}"` : '';
      const weight = options.weight ?? 1;
      if (!outlined || weight <= 0) return ` fill="${colour}"${opacity}`;
      // Pigment pools at the edge of a wash: a darker, soft edge of the same colour.
      const edge = style === 'watercolor' ? { color: darken(colour, 0.25), opacity: 0.4 } : {};
      return ` fill="${colour}"${opacity}${stroke(line.width * weight, { scale: options.scale, ...edge })}`;
    },
    /** An outline-only stroke in this style's ink. */
    stroke,
    /**
     * Registers a gradient from top to bottom and answers its url(). Stops are [offset, colour, opacity?], their colours
     * painted as lights are (the style applies, the hour does not).
     */
    linear: (stops: Stop[]) => gradient('linearGradient', 'x1="0" y1="0" x2="0" y2="1"', stops),
    /** The same from the centre out. */
    radial: (stops: Stop[]) => gradient('radialGradient', 'cx="0.5" cy="0.5" r="0.5"', stops),
    /**
     * A rectangle filled top to bottom through opaque colours, as thin solid strips: resvg copies an opaque solid fill
     * straight into the picture but works out a gradient pixel by pixel (about 1 ms against 15-20 ms for a panel's sky).
     */
    bands: (x: number, y: number, w: number, h: number, stops: [number, string][], raw = false) =>
      bandsSvg(x, y, w, h, along(stops, raw), unit),
    /** A rectangle filled from its centre out through opaque colours (a radial gradient), as solid rings, for the same reason. */
    rings: (x: number, y: number, w: number, h: number, stops: [number, string][], raw = false) =>
      ringsSvg(x, y, w, h, along(stops, raw)),
    /** The gradients registered so far, as the picture's <defs>. */
    defs: () => (defs.length ? `<defs>${defs.join('')}</defs>` : ''),
    /** The outline colour. */
    lineColor,
  };
}
