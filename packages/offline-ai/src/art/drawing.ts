// Drawings kept as data: SVG fragments in a drawing's own frame whose paints are slots the ink fills in, so a style
// or the hour repaints them like everything else. A slot is `{c:COLOUR}` (a surface), `{g:COLOUR}` (a light),
// `{fill:COLOUR,WEIGHT[,g][,oOPACITY]}` (fill and this style's outline at WEIGHT, `g` lit, `o` translucent) or
// `{stroke:WIDTH,COLOUR}` (an outline of WIDTH in COLOUR). A COLOUR is `#hex`, or `@#hex` for the thing's own colour
// (that hex when it has none), either followed by `>dAMOUNT` or `>lAMOUNT` to darken or lighten it.
import { darken, lighten, type Ink } from './ink';

const SLOT = /\{(c|g|fill|stroke):([^}]*)\}/g;

function colourOf(spec: string, own?: string): string {
  const [base = '', change] = spec.split('>');
  const hex = base.startsWith('@') ? (own ?? base.slice(1)) : base;
  if (!change) return hex;
  const amount = Number(change.slice(1));
  return change.startsWith('d') ? darken(hex, amount) : lighten(hex, amount);
}

/** A drawing's shapes with their slots filled: `s` is the drawing's scale (outlines keep their pixel width), `colour` its own colour. */
export function draw(ink: Ink, shapes: readonly string[], s: number, colour?: string): string {
  return shapes
    .join('')
    .replace(SLOT, (_, kind: string, args: string) => {
      const [spec = '', ...rest] = args.split(',');
      const hex = colourOf(kind === 'stroke' ? rest[0]! : spec, colour);
      if (kind === 'c') return ink.c(hex);
      if (kind === 'g') return ink.glow(hex);
      if (kind === 'stroke') return ink.stroke(Number(spec), { scale: s, color: ink.c(hex) });
      const opacity = rest.find((flag) => flag.startsWith('o'));
      return ink.fill(hex, { scale: s, weight: Number(rest[0]), glow: rest.includes('g'), ...(opacity ? { opacity: Number(opacity.slice(1)) } : {}) });
    });
}
