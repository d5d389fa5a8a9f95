// Drawings kept as data: SVG fragments in a drawing's own frame whose paints are slots the ink fills in, so a style
// or the hour repaints them like everything else. A slot is `{c:COLOUR}` (a surface), `{g:COLOUR}` (a light),
// `{fill:COLOUR,WEIGHT[,g][,oOPACITY]}` (fill and this style's outline at WEIGHT, `g` lit, `o` translucent),
// `{stroke:WIDTH,COLOUR[,oOPACITY]}` (an outline of WIDTH in COLOUR, or in `!COLOUR` as it is), `{outline:WIDTH[,oOPACITY]}` (one in this style's ink) or
// `{limb:WIDTH,COLOUR,PATH}` (a stroke of WIDTH along PATH over its outline: an arm, a leg, a tail); `{ink:line}` is
// this style's outline colour. A COLOUR is
// `#hex`, `$name` for one of the figure's colours (`$top`, `$accent`…), or `@` before either for the thing's own
// colour (that one when it has none), any of them followed by `>dAMOUNT` or `>lAMOUNT` to darken or lighten it.
import { darken, f, lighten, type Ink, type Stop } from './ink';
import { dot, path } from './shapes';
import type { Rng } from '../prng';
import type { Look } from '../look';
import parts from '../data/part-art.json' with { type: 'json' };

const SLOT = /\{(c|g|fill|stroke|outline|limb|ink):([^}]*)\}/g;

/** A limb (or any open path) as a coloured stroke over a darker outline stroke. */
export function limb(ink: Ink, d: string, colour: string, width: number, scale: number): string {
  const line = (stroke: string, px: number) =>
    path(d, ` fill="none" stroke="${stroke}" stroke-width="${f(px)}" stroke-linecap="round" stroke-linejoin="round"`);
  const outlined = ink.outlined && ink.style !== 'watercolor';
  const outline = outlined ? line(ink.lineColor, width + ((ink.style === 'animated' ? 5 : 4) * ink.unit) / scale) : '';
  return outline + line(ink.c(colour), width);
}

/** The colours a drawing's `$name` slots name (a figure's look: top, bottom, accent, skin, hair). */
export type Palette = Partial<Record<string, string>>;

const PALETTE = ['top', 'bottom', 'accent', 'skin', 'hair', 'eyes'] as const;
/** A figure's colours as a drawing's `$name` slots read them. */
export const lookPalette = (look: Look): Palette => ({
  ...Object.fromEntries(PALETTE.map((name) => [name, look[name].hex])),
  neck: (look.neck ?? look.accent).hex,
});

export function colourOf(spec: string, own?: string, palette: Palette = {}): string {
  const [base = '', change] = spec.split('>');
  const named = (name: string) => (name.startsWith('$') ? (palette[name.slice(1)] ?? '#000000') : name);
  const hex = base.startsWith('@') ? (own ?? named(base.slice(1))) : named(base);
  if (!change) return hex;
  const amount = Number(change.slice(1));
  return change.startsWith('d') ? darken(hex, amount) : lighten(hex, amount);
}

/** A drawing's shapes with their slots filled: `s` is the drawing's scale (outlines keep their pixel width), `colour` its own colour. */
export function draw(ink: Ink, shapes: readonly string[], s: number, colour?: string, palette?: Palette): string {
  return shapes.join('').replace(SLOT, (_, kind: string, args: string) => {
    const [spec = '', ...rest] = args.split(',');
    if (kind === 'ink') return ink.lineColor;
    const opacity = rest.find((flag) => flag.startsWith('o'));
    const translucent = opacity ? { opacity: Number(opacity.slice(1)) } : {};
    if (kind === 'outline') return ink.stroke(Number(spec), { scale: s, ...translucent });
    if (kind === 'limb')
      return limb(ink, rest.slice(1).join(','), colourOf(rest[0]!, colour, palette), Number(spec), s);
    const hex = colourOf(kind === 'stroke' ? rest[0]! : spec, colour, palette);
    if (kind === 'c') return ink.c(hex);
    if (kind === 'g') return ink.glow(hex);
    if (kind === 'stroke') {
      const color = rest[0]!.startsWith('!') ? rest[0]!.slice(1) : ink.c(hex);
      return ink.stroke(Number(spec), { scale: s, color, ...translucent });
    }
    return ink.fill(hex, { scale: s, weight: Number(rest[0]), glow: rest.includes('g'), ...translucent });
  });
}

/**
 * A drawing laid out in a frame's own measures (a backdrop, a room, a place): SVG strings whose `[EXPR]` are
 * numbers worked out from the frame (`W`, `H`, `h` the horizon, `g` the ground under it, `u` the ink's unit), the
 * names a `let`, a loop or a row binds, and `r(MIN,MAX)`, `n()`, `int(MIN,MAX)` from the picture's seed, in the order
 * they are written; then their slots as above. Loops (`for` from `from` while under `to`, by `step` or 1), rows
 * (`each`, one value for each name in `as`), words (`if` a pattern the prompt matches and not `unless`, else `else`), a lookup
 * (`match`: its first group picks each name's value) and the ink's gradients (`bands`, `rings`) are items too.
 */
export type FrameShape =
  | string
  | { let: Record<string, string> }
  | { for: string; from: string; to?: string; while?: string; step?: string; draw: FrameShape[] }
  | { keep: string; add?: boolean; draw: FrameShape[] }
  | { each: (number | string)[][]; as: string[]; draw: FrameShape[] }
  | { if?: string; unless?: string; when?: string; draw: FrameShape[]; else?: FrameShape[] }
  | { use: string; args: string[] }
  | { match: string; set: Record<string, Record<string, string>> }
  | { bands?: string[]; rings?: string[]; stops: [number, string][]; raw?: boolean };

type Scope = Record<string, number | string>;
/** Drawings a frame drawing places by name (`use`) with its arguments bound to their names: a tree, a ship, hills. */
const PARTS = parts as unknown as Partial<Record<string, { args: string[]; draw: FrameShape[] }>>;
export interface FrameInk {
  ink: Ink;
  /** The picture's seed, for drawings that vary (the supports do not). */
  rng?: Rng;
  /** The prompt in lower case, for props ("picnic", "ghost ship", "neon"). */
  words: string;
  /** Drawings still in code that a frame drawing places (`use`: its name and arguments). */
  uses?: Record<string, (...args: Value[]) => string>;
}

const TOKEN = /\s*('[^']*'|#\w+|\d*\.?\d+|\w+|\*\*|\S)/y;
/** A gradient's stops from a flat list: offset, colour, opacity, offset… (`size` 2: offset, colour, offset…). */
const stopsOf = (flat: Value[], size = 3) =>
  Array.from({ length: flat.length / size }, (_, at) => flat.slice(at * size, at * size + size) as Stop);
export type Value = number | string;
const CALLS: Record<string, (frame: FrameInk, args: Value[]) => Value> = {
  r: ({ rng }, [min, max]) => rng!.range(min as number, max as number),
  n: ({ rng }) => rng!.next(),
  int: ({ rng }, [min, max]) => rng!.int(min as number, max as number),
  chance: ({ rng }, [odds]) => (rng!.chance(odds as number) ? 1 : 0),
  pick: ({ rng }, items) => rng!.pick(items),
  nth: (_, [index, ...items]) => items[index as number]!,
  dot: (_, [x, y, r]) => dot(x as number, y as number, r as number),
  fade: ({ ink }, stops) => ink.linear(stopsOf(stops)),
  linear: ({ ink }, stops) => ink.linear(stopsOf(stops, 2)),
  halo: ({ ink }, stops) => ink.radial(stopsOf(stops)),
  c: ({ ink }, [hex]) => ink.c(hex as string),
  glow: ({ ink }, [hex]) => ink.glow(hex as string),
  dark: (_, [hex, amount]) => darken(hex as string, amount as number),
};

type Compiled = (scope: Scope, frame: FrameInk) => Value;
const compiled = new Map<string, Compiled>();
const BINARY: Record<string, (left: number, right: number) => Value> = {
  '*': (left, right) => left * right,
  '/': (left, right) => left / right,
  '%': (left, right) => left % right,
  '+': (left, right) => left + right,
  '-': (left, right) => left - right,
  '<': (left, right) => Number(left < right),
  '>': (left, right) => Number(left > right),
  '=': (left, right) => Number(left === right),
};

/**
 * An `[EXPR]` made into a function once, that works it out as JavaScript would (the same operations in the same order,
 * so the same numbers); a branch of `?:` not taken is not worked out (nor drawn from the seed).
 */
function compile(expr: string): Compiled {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(expr); match; match = TOKEN.exec(expr)) tokens.push(match[1]!);
  let at = 0;
  const atom = (): Compiled => {
    const token = tokens[at++]!;
    if (token === '(') {
      const inside = choice();
      at++;
      return inside;
    }
    if (/^[#'\d.]/.test(token)) {
      const constant = token[0] === "'" ? token.slice(1, -1) : token[0] === '#' ? token : Number(token);
      return () => constant;
    }
    if (tokens[at] !== '(')
      return (scope) => {
        if (!(token in scope)) throw new Error(`Unknown name ${token} in ${expr}`);
        return scope[token]!;
      };
    const args: Compiled[] = [];
    for (at++; tokens[at - 1] !== ')'; at++) if (tokens[at] !== ')') args.push(choice());
    // Any other is JavaScript's own: min, max, round, floor, ceil, hypot, cos, sin, abs.
    const call = CALLS[token] ?? ((_, values) => Math[token as 'min'](...(values as number[])));
    const values = (scope: Scope, frame: FrameInk) => args.map((arg) => arg(scope, frame));
    return (scope, frame) => call(frame, values(scope, frame));
  };
  const binary =
    (next: () => Compiled, ops: string[], once = false) =>
    (): Compiled => {
      let value = next();
      for (let op = tokens[at]!; ops.includes(op); op = once ? '' : tokens[at]!) {
        at++;
        const [left, right, apply] = [value, next(), BINARY[op]!];
        value = (scope, frame) => apply(left(scope, frame) as number, right(scope, frame) as number);
      }
      return value;
    };
  const unary = (): Compiled => {
    if (tokens[at] === '-') {
      at++;
      const inner = unary();
      return (scope, frame) => -(inner(scope, frame) as number);
    }
    const base = atom();
    if (tokens[at] !== '**') return base;
    at++;
    const power = unary();
    return (scope, frame) => (base(scope, frame) as number) ** (power(scope, frame) as number);
  };
  const compare = binary(binary(binary(unary, ['*', '/', '%']), ['+', '-']), ['<', '>', '='], true);
  const choice = (): Compiled => {
    const test = compare();
    if (tokens[at] !== '?') return test;
    at++;
    const yes = choice();
    at++;
    const no = choice();
    return (scope, frame) => (test(scope, frame) ? yes(scope, frame) : no(scope, frame));
  };
  return choice();
}

function evaluate(expr: string, scope: Scope, frame: FrameInk): Value {
  let run = compiled.get(expr);
  if (!run) compiled.set(expr, (run = compile(expr)));
  return run(scope, frame);
}

/** A name a `let` or `keep` sets, its `[EXPR]` worked out: `book[k]` is one name for each k (book0, book1…). */
const nameOf = (name: string, scope: Scope, frame: FrameInk) =>
  name.includes('[') ? name.replace(/\[([^\]]+)\]/g, (_, expr: string) => String(evaluate(expr, scope, frame))) : name;

/** A worked-out `[EXPR]` as SVG text: a number shortened. */
const text = (value: Value) => (typeof value === 'number' ? f(value) : value);

/** A scope over `scope` with each of `names` bound to its value. */
const within = (scope: Scope, names: string[], values: Value[]): Scope =>
  Object.assign(Object.create(scope) as Scope, Object.fromEntries(names.map((name, index) => [name, values[index]!])));

function paintShape(frame: FrameInk, shape: FrameShape, scope: Scope): string {
  const { ink, words } = frame;
  const value = (expr: string) => evaluate(expr, scope, frame) as number;
  if (typeof shape === 'string')
    return draw(ink, [shape.replace(/\[([^\]]+)\]/g, (_, expr: string) => text(evaluate(expr, scope, frame)))], 1);
  if ('let' in shape)
    for (const [name, expr] of Object.entries(shape.let))
      scope[nameOf(name, scope, frame)] = evaluate(expr, scope, frame);
  else if ('for' in shape) {
    const inner: Scope = Object.create(scope);
    let out = '';
    const going = () =>
      shape.while ? evaluate(shape.while, inner, frame) : (inner[shape.for] as number) < value(shape.to!);
    const next = () => (shape.step ? evaluate(shape.step, inner, frame) : (inner[shape.for] as number) + 1);
    for (inner[shape.for] = value(shape.from); going(); inner[shape.for] = next())
      out += paintFrame(frame, shape.draw, inner);
    return out;
  } else if ('keep' in shape) {
    // Added to, a name is kept where it was first named (outside the loop that adds to it).
    const name = nameOf(shape.keep, scope, frame);
    let owner = scope;
    while (shape.add && !Object.hasOwn(owner, name)) owner = Object.getPrototypeOf(owner) as Scope;
    owner[name] = `${shape.add ? owner[name] : ''}${paintFrame(frame, shape.draw, scope)}`;
  } else if ('each' in shape)
    return shape.each.map((row) => paintFrame(frame, shape.draw, within(scope, shape.as, row))).join('');
  else if ('draw' in shape) {
    const drawn =
      (!shape.if || new RegExp(shape.if).test(words)) &&
      !(shape.unless && new RegExp(shape.unless).test(words)) &&
      (!shape.when || value(shape.when));
    return paintFrame(frame, drawn ? shape.draw : (shape.else ?? []), scope);
  } else if ('use' in shape) {
    const args = shape.args.map((arg) => evaluate(arg, scope, frame));
    return PARTS[shape.use] ? paintPart(frame, shape.use, args, scope) : frame.uses![shape.use]!(...args);
  } else if ('match' in shape) {
    const key = new RegExp(shape.match).exec(words)?.[1] ?? '';
    for (const [name, table] of Object.entries(shape.set)) scope[name] = table[key] ?? table['']!;
  } else {
    const [x, y, w, h] = (shape.bands ?? shape.rings)!.map(value) as [number, number, number, number];
    const stops = shape.stops.map(([at, colour]) => [at, evaluate(colour, scope, frame)] as [number, string]);
    return shape.bands ? ink.bands(x, y, w, h, stops, shape.raw) : ink.rings(x, y, w, h, stops, shape.raw);
  }
  return '';
}

/** A frame drawing's SVG: `scope` holds the frame's measures and anything its caller names. */
export const paintFrame = (frame: FrameInk, shapes: readonly FrameShape[], scope: Scope): string =>
  shapes.map((shape) => paintShape(frame, shape, scope)).join('');

/** A named drawing of data/part-art.json (a tree, a ship, a room's walls) with its arguments bound to their names over `scope`. */
export function paintPart(frame: FrameInk, name: string, args: Value[], scope: Scope): string {
  const part = PARTS[name]!;
  return paintFrame(frame, part.draw, within(scope, part.args, args));
}
