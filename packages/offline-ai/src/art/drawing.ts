// Drawings kept as data: SVG fragments in a drawing's own frame whose paints are slots the ink fills in, so a style
// or the hour repaints them like everything else. A slot is `{c:COLOUR}` (a surface), `{g:COLOUR}` (a light),
// `{fill:COLOUR,WEIGHT[,g][,oOPACITY]}` (fill and this style's outline at WEIGHT, `g` lit, `o` translucent),
// `{stroke:WIDTH,COLOUR}` (an outline of WIDTH in COLOUR), `{outline:WIDTH}` (one in this style's ink) or
// `{limb:WIDTH,COLOUR,PATH}` (a stroke of WIDTH along PATH over its outline: an arm, a leg, a tail); `{ink:line}` is
// this style's outline colour. A COLOUR is
// `#hex`, `$name` for one of the figure's colours (`$top`, `$accent`…), or `@` before either for the thing's own
// colour (that one when it has none), any of them followed by `>dAMOUNT` or `>lAMOUNT` to darken or lighten it.
import { darken, f, lighten, type Ink } from './ink';
import { path } from './shapes';

const SLOT = /\{(c|g|fill|stroke|outline|limb|ink):([^}]*)\}/g;

/** A limb (or any open path) as a coloured stroke over a darker outline stroke. */
export function limb(ink: Ink, d: string, colour: string, width: number, scale: number): string {
  const w = width;
  const outline = ink.outlined && ink.style !== 'watercolor' ? path(d, ` fill="none" stroke="${ink.lineColor}" stroke-width="${f(w + (ink.style === 'animated' ? 5 : 4) * ink.unit / scale)}" stroke-linecap="round" stroke-linejoin="round"`) : '';
  return `${outline}${path(d, ` fill="none" stroke="${ink.c(colour)}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"`)}`;
}

/** The colours a drawing's `$name` slots name (a figure's look: top, bottom, accent, skin, hair). */
export type Palette = Partial<Record<string, string>>;

function colourOf(spec: string, own?: string, palette: Palette = {}): string {
  const [base = '', change] = spec.split('>');
  const named = (name: string) => (name.startsWith('$') ? (palette[name.slice(1)] ?? '#000000') : name);
  const hex = base.startsWith('@') ? (own ?? named(base.slice(1))) : named(base);
  if (!change) return hex;
  const amount = Number(change.slice(1));
  return change.startsWith('d') ? darken(hex, amount) : lighten(hex, amount);
}

/** A drawing's shapes with their slots filled: `s` is the drawing's scale (outlines keep their pixel width), `colour` its own colour. */
export function draw(ink: Ink, shapes: readonly string[], s: number, colour?: string, palette?: Palette): string {
  return shapes
    .join('')
    .replace(SLOT, (_, kind: string, args: string) => {
      const [spec = '', ...rest] = args.split(',');
      if (kind === 'ink') return ink.lineColor;
      if (kind === 'outline') return ink.stroke(Number(spec), { scale: s });
      if (kind === 'limb') return limb(ink, rest.slice(1).join(','), colourOf(rest[0]!, colour, palette), Number(spec), s);
      const hex = colourOf(kind === 'stroke' ? rest[0]! : spec, colour, palette);
      if (kind === 'c') return ink.c(hex);
      if (kind === 'g') return ink.glow(hex);
      if (kind === 'stroke') return ink.stroke(Number(spec), { scale: s, color: ink.c(hex) });
      const opacity = rest.find((flag) => flag.startsWith('o'));
      return ink.fill(hex, { scale: s, weight: Number(rest[0]), glow: rest.includes('g'), ...(opacity ? { opacity: Number(opacity.slice(1)) } : {}) });
    });
}
