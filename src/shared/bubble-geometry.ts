// Bubble geometry, shared by every view: the Konva editor, the reader's canvas and the JPEG download all paint the same
// outline path, text lines and trail from this layout (with bubble-paint.ts), so a bubble looks and sits the same everywhere.
// Units are reference-panel pixels (BUBBLE_REFERENCE_WIDTH wide); a panel drawn at another width scales them.
import {
  BUBBLE_REFERENCE_WIDTH,
  bubbleCenter,
  bubbleRotation,
  bubbleType,
  bubbleWritingMode,
  drawnFontSize,
  fontStack,
  resolveBubbleStyle,
} from './bubble-style';
import type { BubbleStyle, BubbleType, TailDirection, TextBubble, WritingMode } from './bubbles';
import { breakLines, graphemes, textDirection } from './line-break';

/** Width of `text` drawn in the CSS `font` (canvas measureText in the browser, a stand-in in unit tests). */
export type MeasureText = (text: string, font: string) => number;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BubbleLayout {
  id: string;
  type: BubbleType;
  style: BubbleStyle;
  /** CSS font shorthand at reference size (canvas `ctx.font`). */
  font: string;
  /** Path data (SVG syntax, read by Path2D) of the body with its tail, centred on (0, 0). */
  body: string;
  /** The thought bubble's trail of puffs ('' when there is none). */
  trail: string;
  /** Text lines, centred on x = 0, each at its alphabetic baseline. */
  lines: { text: string; y: number }[];
  /** The text's direction (from its first strong letter): Arabic and Hebrew bubbles are laid out right to left. */
  direction: 'ltr' | 'rtl';
  /** The body's box (the bubble's hit area), relative to its centre. */
  box: Rect;
  /** Everything drawn (tail, trail, shadow, stroke), relative to the centre. */
  bounds: Rect;
  stroke: { width: number; color: string; dash: number[] | null; cap: 'round' | 'butt' } | null;
  shadow: { dx: number; dy: number; color: string } | null;
  /** Degrees clockwise the bubble turns about its centre: the painter turns it; `box` is in its own (unturned) frame. */
  rotation: number;
  writingMode: WritingMode;
  /**
   * Vertical lettering (vertical-rl): every character at the middle of its cell, columns from the right, in the
   * bubble's own frame. `turn`: drawn a quarter turn clockwise (brackets, the long-vowel mark, dashes); `shift`: moved
   * by that share of the font size (、。 to the top right of their cell, small kana up and right). `lines` then holds
   * the columns' text, for the PDF's hidden text and anything that reads the words.
   */
  cells: { text: string; x: number; y: number; turn: boolean; shift: [number, number] | null }[] | null;
  /** A sound effect: no balloon; the stroke outlines the letters. */
  lettering: boolean;
  /** The tail's tip in the bubble's own frame (the editor's tail handle), or null without a tail. */
  tip: [number, number] | null;
}

export const LINE_HEIGHT = 1.15;
/** Where the baseline sits below a line's middle, as a share of the font size. */
export const BASELINE_SHIFT = 0.34;
export const SHADOW = { dx: 3, dy: 3, color: 'rgba(27, 21, 48, 0.35)' } as const;

/** How much bigger than its text box an oval, cloud, burst or whisper body is, so the words stay inside the curve. */
const SHAPE_GROWTH = {
  rounded: { x: 1, y: 1 },
  rectangular: { x: 1, y: 1 },
  oval: { x: 1.3, y: 1.35 },
  cloud: { x: 1.2, y: 1.3 },
  burst: { x: 1.42, y: 1.5 },
  whisper: { x: 1.3, y: 1.35 },
} as const;
/** A burst's spikes stand out this share of its type size (before their irregular step). */
const BURST_SPIKE = 0.45;
/** How far a burst's spikes stand out: with its type size, and never more than half its smaller radius. */
const burstSpike = (rx: number, ry: number, fontSize: number) =>
  Math.min(fontSize * BURST_SPIKE + 4, Math.min(rx, ry) * 0.5);
/** The room a burst's longest spikes take on both sides, taken off the width its words wrap in. */
const burstRoom = (fontSize: number) => 2 * 1.25 * (fontSize * BURST_SPIKE + 4);

/** A vertical column's character advance, as a share of the font size. */
const VERTICAL_ADVANCE = 1.04;
/** Bump size along a cloud's edge and how far a bump stands out (as a share of its chord). */
const CLOUD_BUMP = 24;
const CLOUD_BULGE = 0.27;

const round = (n: number) => Math.round(n * 100) / 100;
const pt = (x: number, y: number) => `${round(x)} ${round(y)}`;

export function fontString(style: Pick<BubbleStyle, 'fontWeight' | 'fontSize' | 'fontFamily'>): string {
  return `${style.fontWeight} ${style.fontSize}px ${fontStack(style.fontFamily)}`;
}

/** The panel's size in reference units for its aspect ratio ('3:4' → 340 × 453.33). */
export function referenceSize(aspectRatio: string): { width: number; height: number } {
  const [w, h] = aspectRatio.split(':').map(Number);
  const ratio = w && h ? h / w : 4 / 3;
  return { width: BUBBLE_REFERENCE_WIDTH, height: BUBBLE_REFERENCE_WIDTH * ratio };
}

/** Line breaking of bubble text: the shared breaker (segmenter break opportunities, East Asian line rules, whole graphemes). */
export const wrapText = breakLines;

type TailSide = Exclude<TailDirection, 'none'>;

/** Which way a tail (or a thought trail) points from the body. */
const TAIL_VECTOR: Record<TailSide, [number, number]> = {
  'bottom-left': [-0.45, 1],
  'bottom-right': [0.45, 1],
  'top-left': [-0.45, -1],
  'top-right': [0.45, -1],
  left: [-1, 0.4],
  right: [1, 0.4],
};

/** Where on an oval or cloud the tail leaves, as the ellipse's parameter angle (y grows downwards). */
const TAIL_ANGLE: Record<TailSide, number> = {
  'bottom-left': 118,
  'bottom-right': 62,
  'top-left': 242,
  'top-right': 298,
  left: 168,
  right: 12,
};

const unit = ([x, y]: [number, number]): [number, number] => {
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
};

const toRad = (deg: number) => (deg * Math.PI) / 180;

interface Tail {
  base: [[number, number], [number, number]];
  tip: [number, number];
}

/**
 * Where a tail (or a thought trail) heads: one of the six old directions (kept exactly as they were drawn), or the
 * author's tip, a point in the bubble's own frame (drawn to that point, leaving the body on the side that faces it).
 */
type Aim = { side: TailSide; tip?: undefined } | { side?: undefined; tip: [number, number] };

/** The direction of an aim, from the body's centre. */
const aimVector = (aim: Aim): [number, number] => unit(aim.side ? TAIL_VECTOR[aim.side] : aim.tip);

/** The ellipse parameter angle where a tail leaves an oval, cloud or burst of radii rx × ry. */
const aimAngle = (aim: Aim, rx: number, ry: number) =>
  aim.side ? toRad(TAIL_ANGLE[aim.side]) : Math.atan2(aim.tip[1] / ry, aim.tip[0] / rx);

type Edge = 'top' | 'right' | 'bottom' | 'left';
const SIDE_EDGE: Record<TailSide, Edge> = {
  'top-left': 'top',
  'top-right': 'top',
  right: 'right',
  'bottom-left': 'bottom',
  'bottom-right': 'bottom',
  left: 'left',
};

/** A tail on a (rounded) rectangle of half extents w × h with corner radius r, and the edge it leaves from. */
function boxTail(aim: Aim, w: number, h: number, r: number, size: number): Tail & { edge: Edge } {
  let edge: Edge;
  let along: number;
  if (aim.side) {
    edge = SIDE_EDGE[aim.side];
    along = edge === 'left' || edge === 'right' ? h * 0.25 : aim.side.endsWith('left') ? -w * 0.4 : w * 0.4;
  } else {
    // Where the line from the centre to the tip crosses the box.
    const [tx, ty] = aim.tip;
    const sx = tx ? w / Math.abs(tx) : Infinity;
    const sy = ty ? h / Math.abs(ty) : Infinity;
    if (sx < sy) {
      edge = tx < 0 ? 'left' : 'right';
      along = ty * sx;
    } else {
      edge = ty < 0 ? 'top' : 'bottom';
      along = tx * sy;
    }
  }
  const vertical = edge === 'left' || edge === 'right';
  const edgeHalf = (vertical ? h : w) - r;
  const half = Math.max(1, Math.min(size * 0.6, edgeHalf * 0.9));
  const at = Math.max(-edgeHalf + half, Math.min(edgeHalf - half, along));
  let base: Tail['base'];
  if (edge === 'left')
    base = [
      [-w, at + half],
      [-w, at - half],
    ];
  else if (edge === 'right')
    base = [
      [w, at - half],
      [w, at + half],
    ];
  else if (edge === 'top')
    base = [
      [at - half, -h],
      [at + half, -h],
    ];
  else
    base = [
      [at + half, h],
      [at - half, h],
    ];
  return { base, tip: tipFrom(base, aim, size), edge };
}

/** `inset`: how far inside the outline the base runs (a cloud's tail leaves from between two bumps). */
function tipFrom(base: Tail['base'], aim: Aim, size: number, inset = 0): [number, number] {
  if (aim.tip) return aim.tip;
  const [ux, uy] = unit(TAIL_VECTOR[aim.side]);
  const cx = (base[0][0] + base[1][0]) / 2;
  const cy = (base[0][1] + base[1][1]) / 2;
  const length = size * 1.4 + inset;
  return [cx + ux * length, cy + uy * length];
}

/** The body of a rectangle (r = 0) or rounded rectangle, drawn clockwise from the top-left, with the tail on its edge. */
function boxPath(w: number, h: number, r: number, tail: (Tail & { edge: Edge }) | null): string {
  const arc = (x: number, y: number) => (r > 0 ? ` A${round(r)} ${round(r)} 0 0 1 ${pt(x, y)}` : '');
  const detour = (edge: Edge) =>
    tail && tail.edge === edge ? ` L${pt(...tail.base[0])} L${pt(...tail.tip)} L${pt(...tail.base[1])}` : '';
  return (
    `M${pt(-w + r, -h)}` +
    detour('top') +
    ` L${pt(w - r, -h)}` +
    arc(w, -h + r) +
    detour('right') +
    ` L${pt(w, h - r)}` +
    arc(w - r, h) +
    detour('bottom') +
    ` L${pt(-w + r, h)}` +
    arc(-w, h - r) +
    detour('left') +
    ` L${pt(-w, -h + r)}` +
    arc(-w + r, -h) +
    ' Z'
  );
}

const ellipsePoint = (rx: number, ry: number, angle: number): [number, number] => [
  rx * Math.cos(angle),
  ry * Math.sin(angle),
];

function ovalPath(rx: number, ry: number, aim: Aim | null, size: number): { path: string; tail: Tail | null } {
  if (!aim)
    return {
      path: `M${pt(rx, 0)} A${round(rx)} ${round(ry)} 0 1 1 ${pt(-rx, 0)} A${round(rx)} ${round(ry)} 0 1 1 ${pt(rx, 0)} Z`,
      tail: null,
    };
  const angle = aimAngle(aim, rx, ry);
  const speed = Math.hypot(rx * Math.sin(angle), ry * Math.cos(angle)) || 1;
  const half = Math.min((size * 0.6) / speed, 0.6);
  const a = ellipsePoint(rx, ry, angle - half);
  const b = ellipsePoint(rx, ry, angle + half);
  const tail: Tail = { base: [a, b], tip: tipFrom([a, b], aim, size) };
  // From b all the way round (clockwise) to a, then out to the tip and back.
  return { path: `M${pt(...b)} A${round(rx)} ${round(ry)} 0 1 1 ${pt(...a)} L${pt(...tail.tip)} Z`, tail };
}

/** Which of `count` steps round an ellipse (starting at the top, clockwise) holds the angle. */
function nearestStep(count: number, target: number, offset: number): number {
  let best = Infinity;
  let at = 0;
  for (let i = 0; i < count; i++) {
    const mid = -Math.PI / 2 + (2 * Math.PI * (i + offset)) / count;
    const gap = Math.abs(Math.atan2(Math.sin(mid - target), Math.cos(mid - target)));
    if (gap < best) {
      best = gap;
      at = i;
    }
  }
  return at;
}

/**
 * A shout's burst: spikes of uneven length round an ellipse (the same every time: the step follows the spike's index),
 * the one that faces the aim drawn out to the tail's tip.
 */
function burstPath(
  rx: number,
  ry: number,
  aim: Aim | null,
  size: number,
  fontSize: number,
): { path: string; tail: Tail | null; spike: number } {
  const perimeter = Math.PI * (3 * (rx + ry) - Math.sqrt((3 * rx + ry) * (rx + 3 * ry)));
  const count = Math.max(10, Math.min(26, Math.round(perimeter / 20)));
  const spike = burstSpike(rx, ry, fontSize);
  const tailAt = aim ? nearestStep(count, aimAngle(aim, rx, ry), 0) : -1;
  let tail: Tail | null = null;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    const valley = ellipsePoint(rx * 0.97, ry * 0.97, angle + Math.PI / count);
    let peak: [number, number];
    if (i === tailAt && aim) {
      const before = ellipsePoint(rx * 0.97, ry * 0.97, angle - Math.PI / count);
      peak = tipFrom([before, valley], aim, size, spike * 1.6);
      tail = { base: [before, valley], tip: peak };
    } else {
      const reach = spike * (0.75 + ((i * 7) % 5) * 0.12);
      const [px, py] = ellipsePoint(rx, ry, angle);
      const grow = 1 + reach / Math.hypot(px, py);
      peak = [px * grow, py * grow];
    }
    parts.push(`${i ? 'L' : 'M'}${pt(...peak)} L${pt(...valley)}`);
  }
  return { path: `${parts.join(' ')} Z`, tail, spike: spike * 1.25 };
}

function cloudPath(
  rx: number,
  ry: number,
  aim: Aim | null,
  size: number,
): { path: string; tail: Tail | null; bulge: number } {
  const perimeter = Math.PI * (3 * (rx + ry) - Math.sqrt((3 * rx + ry) * (rx + 3 * ry)));
  const count = Math.max(8, Math.min(22, Math.round(perimeter / CLOUD_BUMP)));
  const points = Array.from({ length: count }, (_, i) =>
    ellipsePoint(rx, ry, -Math.PI / 2 + (2 * Math.PI * i) / count),
  );
  let tailAt = -1;
  if (aim) {
    const target = aimAngle(aim, rx, ry);
    let best = Infinity;
    points.forEach((_, i) => {
      const mid = -Math.PI / 2 + (2 * Math.PI * (i + 0.5)) / count;
      const gap = Math.abs(Math.atan2(Math.sin(mid - target), Math.cos(mid - target)));
      if (gap < best) {
        best = gap;
        tailAt = i;
      }
    });
  }
  let bulge = 0;
  let tail: Tail | null = null;
  let path = `M${pt(...points[0]!)}`;
  for (let i = 0; i < count; i++) {
    const from = points[i]!;
    const to = points[(i + 1) % count]!;
    const chord = Math.hypot(to[0] - from[0], to[1] - from[1]);
    bulge = Math.max(bulge, chord * CLOUD_BULGE);
    if (i === tailAt && aim) {
      tail = { base: [from, to], tip: tipFrom([from, to], aim, size, chord * CLOUD_BULGE) };
      path += ` L${pt(...tail.tip)} L${pt(...to)}`;
    } else {
      // A clockwise arc whose centre lies inside the cloud bulges outwards.
      const radius = round(chord * 0.6);
      path += ` A${radius} ${radius} 0 0 1 ${pt(...to)}`;
    }
  }
  return { path: `${path} Z`, tail, bulge };
}

const circle = (cx: number, cy: number, r: number) =>
  `M${pt(cx - r, cy)} A${round(r)} ${round(r)} 0 1 0 ${pt(cx + r, cy)} A${round(r)} ${round(r)} 0 1 0 ${pt(cx - r, cy)} Z`;

/** A point on the body's edge in the direction of the aim, for the thought trail. */
function edgePoint(
  shape: BubbleStyle['bubbleShape'],
  w: number,
  h: number,
  r: number,
  aim: Aim,
  bulge: number,
): [number, number] {
  if (shape !== 'rounded' && shape !== 'rectangular') {
    const [x, y] = ellipsePoint(w, h, aimAngle(aim, w, h));
    const grow = 1 + bulge / Math.min(w, h);
    return [x * grow, y * grow];
  }
  const { base } = boxTail(aim, w, h, r, 8);
  return [(base[0][0] + base[1][0]) / 2, (base[0][1] + base[1][1]) / 2];
}

/**
 * A thought's trail of puffs: two after the body in an old direction; towards an author's tip, three shrinking puffs
 * spread along the way, the last at the tip.
 */
function trailPath(from: [number, number], aim: Aim, size: number): { path: string; points: [number, number][] } {
  const [ux, uy] = aimVector(aim.tip ? { tip: [aim.tip[0] - from[0], aim.tip[1] - from[1]] } : aim);
  const r1 = Math.max(3, size * 0.42);
  const r2 = Math.max(2, size * 0.25);
  let puffs: [number, number, number][];
  const reach = aim.tip ? Math.hypot(aim.tip[0] - from[0], aim.tip[1] - from[1]) : 0;
  if (aim.tip && reach > r1 * 2 + r2 * 2) {
    const r3 = Math.max(1.5, r2 * 0.7);
    const at = (share: number, r: number): [number, number, number] => [from[0] + ux * share, from[1] + uy * share, r];
    puffs = [at(Math.min(reach * 0.25, r1 + size * 0.6), r1), at(reach * 0.6, r2), at(reach - r3, r3)];
  } else {
    const c1: [number, number] = [from[0] + ux * (r1 + size * 0.3), from[1] + uy * (r1 + size * 0.3)];
    const c2: [number, number] = [c1[0] + ux * (r1 + r2 + size * 0.25), c1[1] + uy * (r1 + r2 + size * 0.25)];
    puffs = [
      [...c1, r1],
      [...c2, r2],
    ];
  }
  return {
    path: puffs.map(([x, y, r]) => circle(x, y, r)).join(' '),
    points: puffs.flatMap(([x, y, r]): [number, number][] => [
      [x - r, y - r],
      [x + r, y + r],
    ]),
  };
}

function strokeOf(style: BubbleStyle): BubbleLayout['stroke'] {
  // A whisper is its dashed outline: it keeps one even when the border is set to none.
  if (style.bubbleShape === 'whisper') {
    const width = Math.max(1, style.borderWidth);
    return { width, color: style.borderColor, dash: [Math.max(5, width * 3.5), Math.max(4, width * 2.5)], cap: 'butt' };
  }
  if (style.borderWidth <= 0) return null;
  const width = style.borderWidth;
  if (style.borderStyle === 'dashed')
    return { width, color: style.borderColor, dash: [Math.max(4, width * 3), Math.max(3, width * 2)], cap: 'butt' };
  if (style.borderStyle === 'dotted')
    return { width, color: style.borderColor, dash: [0.01, Math.max(3, width * 2)], cap: 'round' };
  return { width, color: style.borderColor, dash: null, cap: 'round' };
}

/** Turned a quarter in a vertical column: brackets, the long-vowel mark, dashes, wave dashes and ellipses. */
const VERTICAL_TURN = /^[「」『』（）()［］[\]｛｝{}【】〔〕〈〉《》〘〙〖〗｟｠ー－‐—―\-~〜～…‥＝=_|｜→←]$/u;
/** Set to the top right of their cell in a vertical column (they sit bottom left when written across). */
const VERTICAL_CORNER = /^[、。，．,.]$/u;
/** Small kana sit a little up and to the right in a vertical column. */
const VERTICAL_SMALL = /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿ]$/u;

/**
 * Vertical lettering: columns of upright characters, from the right, each at most `length` long, broken by the shared
 * line breaker (so no column starts with 、。」 nor ends with 「). Answers the columns and the characters' cells.
 */
function verticalColumns(text: string, fontSize: number, length: number) {
  const advance = fontSize * VERTICAL_ADVANCE;
  const count = (piece: string) => graphemes(piece).length * advance;
  const columns = breakLines(text, length, count);
  const pitch = fontSize * LINE_HEIGHT;
  const tallest = Math.max(...columns.map((column) => graphemes(column).length), 1) * advance;
  const cells: NonNullable<BubbleLayout['cells']> = [];
  columns.forEach((column, i) => {
    const x = ((columns.length - 1) / 2 - i) * pitch;
    graphemes(column).forEach((text, j) => {
      if (!text.trim()) return;
      const corner = VERTICAL_CORNER.test(text);
      const small = VERTICAL_SMALL.test(text);
      cells.push({
        text,
        x: round(x),
        y: round(-tallest / 2 + (j + 0.5) * advance),
        turn: VERTICAL_TURN.test(text),
        shift: corner ? [0.6, -0.58] : small ? [0.1, -0.1] : null,
      });
    });
  });
  return { columns, cells, width: Math.max(columns.length, 1) * pitch - (pitch - fontSize), height: tallest };
}

/** A point turned by `degrees` clockwise about the origin (y grows downwards). */
export function turnPoint([x, y]: readonly [number, number], degrees: number): [number, number] {
  if (!degrees) return [x, y];
  const a = toRad(degrees);
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
}

/** The box round a rectangle of the bubble's own frame once it is turned. */
export function turnedRect(rect: Rect, degrees: number): Rect {
  if (!degrees) return rect;
  const corners = (
    [
      [rect.x, rect.y],
      [rect.x + rect.width, rect.y],
      [rect.x, rect.y + rect.height],
      [rect.x + rect.width, rect.y + rect.height],
    ] as const
  ).map((corner) => turnPoint(corner, degrees));
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

/** Where a tail points from: the author's tip, the style's old direction, or nowhere. */
function aimOf(
  bubble: Pick<TextBubble, 'tail'> & { position?: TextBubble['position'] },
  style: BubbleStyle,
  tip: [number, number] | null | undefined,
): (Aim & { toward?: boolean }) | null {
  if (bubble.tail === null) return null;
  if (bubble.tail && typeof bubble.tail === 'object') {
    if (tip) return { tip };
    // Laid out away from a panel (the bubble editor's preview): a tail of the usual length, pointing the tip's way
    // (on a portrait panel). Its length is set once the body's size is known.
    const { x, y } = bubbleCenter(bubble as Pick<TextBubble, 'position'>);
    const tail = bubble.tail;
    return { tip: [(tail.x - x) * 3, (tail.y - y) * 4], toward: true };
  }
  return style.tailDirection !== 'none' && style.tailSize > 0 ? { side: style.tailDirection } : null;
}

/** How far a cloud's bumps or a burst's spikes stand out past its ellipse, about. */
const bulge0 = (shape: BubbleStyle['bubbleShape'], w: number, h: number, fontSize: number) =>
  shape === 'cloud' ? CLOUD_BUMP * CLOUD_BULGE : shape === 'burst' ? burstSpike(w, h, fontSize) : 0;

/** Whether a point lies inside the body (a tip there draws no tail). */
function insideBody(shape: BubbleStyle['bubbleShape'], w: number, h: number, [x, y]: [number, number]): boolean {
  if (shape === 'rounded' || shape === 'rectangular') return Math.abs(x) < w && Math.abs(y) < h;
  return (x / w) ** 2 + (y / h) ** 2 < 1;
}

/**
 * Lays a bubble out around its centre; null for a bubble with no text (it is not drawn).
 * `tip`: where the author's tail tip is, relative to the centre in reference units on the panel (placeBubble works it
 * out from `tail`, in panel fractions); without it a bubble with a tip is drawn with a short tail its way.
 */
export function layoutBubble(
  bubble: Pick<TextBubble, 'id' | 'text' | 'type' | 'style'> &
    Partial<Pick<TextBubble, 'tail' | 'rotation' | 'writingMode' | 'position'>>,
  measure: MeasureText,
  tip?: [number, number] | null,
): BubbleLayout | null {
  if (typeof bubble.text !== 'string' || !bubble.text.trim()) return null;
  const resolved = resolveBubbleStyle(bubble);
  // A whisper's type is drawn smaller than its set size; the layout carries the size drawn.
  const style = { ...resolved, fontSize: drawnFontSize(resolved) };
  const type = bubbleType(bubble);
  const rotation = bubbleRotation(bubble);
  const writingMode = bubbleWritingMode(bubble);
  const lettering = type === 'sfx';
  const font = fontString(style);
  const shape = style.bubbleShape;
  const growth = lettering ? { x: 1, y: 1 } : SHAPE_GROWTH[shape];
  const extra = lettering
    ? 0
    : shape === 'cloud'
      ? CLOUD_BUMP * CLOUD_BULGE * 2
      : shape === 'burst'
        ? burstRoom(drawnFontSize(resolved))
        : 0;
  const lineHeight = style.fontSize * LINE_HEIGHT;
  let lines: string[];
  let cells: BubbleLayout['cells'] = null;
  let textWidth: number;
  let textHeight: number;
  if (writingMode === 'vertical-rl') {
    // A column may run half as long again as the bubble may be wide: vertical balloons stand tall.
    const vertical = verticalColumns(
      bubble.text,
      style.fontSize,
      Math.max(style.fontSize * 2, (style.maxWidth * 1.5) / growth.y - style.padding * 2),
    );
    ({ columns: lines, cells } = vertical);
    textWidth = vertical.width;
    textHeight = vertical.height;
  } else {
    const wrapWidth = Math.max(style.fontSize * 2, (style.maxWidth - extra) / growth.x - style.padding * 2);
    // Lines fill the shape's text area; a single word may use the bubble's whole width before it is broken.
    lines = wrapText(bubble.text, wrapWidth, (text) => measure(text, font), style.maxWidth - style.padding * 2);
    textWidth = Math.max(...lines.map((line) => measure(line, font)), style.fontSize * 0.5);
    textHeight = lines.length * lineHeight;
  }
  const w = (textWidth / 2 + style.padding) * growth.x;
  const h = (textHeight / 2 + style.padding) * growth.y;

  // The tip in the bubble's own frame: the panel's point turned back by the bubble's rotation.
  const ownTip = tip ? turnPoint(tip, -rotation) : tip;
  const aimed = lettering || type === 'narration' || type === 'subtitle' ? null : aimOf(bubble, style, ownTip);
  let aim: Aim | null = aimed;
  if (aimed?.toward && aimed.tip) {
    // Only a direction: the tip goes just past the body's edge that way.
    const [ux, uy] = unit(aimed.tip);
    const edge =
      shape === 'rounded' || shape === 'rectangular'
        ? Math.min(ux ? w / Math.abs(ux) : Infinity, uy ? h / Math.abs(uy) : Infinity)
        : 1 / Math.hypot(ux / w, uy / h);
    const reach = edge + bulge0(shape, w, h, style.fontSize) + style.tailSize * 1.4;
    aim = { tip: [ux * reach, uy * reach] };
  }
  if (aim?.tip && insideBody(shape, w, h, aim.tip)) aim = null;
  const speechAim = type === 'speech' ? aim : null;
  let body = '';
  let tail: Tail | null = null;
  let bulge = 0;
  let radius = 0;
  if (lettering) {
    body = '';
  } else if (shape === 'oval' || shape === 'whisper') {
    ({ path: body, tail } = ovalPath(w, h, speechAim, style.tailSize));
  } else if (shape === 'cloud') {
    ({ path: body, tail, bulge } = cloudPath(w, h, speechAim, style.tailSize));
  } else if (shape === 'burst') {
    let spike: number;
    ({ path: body, tail, spike } = burstPath(w, h, speechAim, style.tailSize, style.fontSize));
    bulge = spike;
  } else {
    radius = shape === 'rounded' ? Math.min(h, w, style.fontSize * 1.1) : Math.min(3, h, w);
    const boxed = speechAim ? boxTail(speechAim, w, h, radius, style.tailSize) : null;
    tail = boxed;
    body = boxPath(w, h, radius, boxed);
  }

  const trail =
    type === 'thought' && aim
      ? trailPath(edgePoint(shape, w, h, radius, aim, shape === 'cloud' ? bulge : 0), aim, style.tailSize)
      : null;
  const box: Rect = { x: -w - bulge, y: -h - bulge, width: (w + bulge) * 2, height: (h + bulge) * 2 };
  const stroke = lettering
    ? style.borderWidth > 0
      ? { width: style.borderWidth, color: style.borderColor, dash: null, cap: 'round' as const }
      : null
    : strokeOf(style);
  const shadow = style.shadow ? { ...SHADOW } : null;
  const points: [number, number][] = [
    [box.x, box.y],
    [box.x + box.width, box.y + box.height],
    ...(tail ? [tail.tip] : []),
    ...(trail?.points ?? []),
  ];
  // A sound effect's outline is stroked on both sides of the letters' edge.
  const pad = (stroke?.width ?? 0) * (lettering ? 1 : 0.5) + 1 + (lettering ? style.fontSize * 0.25 : 0);
  const minX = Math.min(...points.map((p) => p[0])) - pad;
  const minY = Math.min(...points.map((p) => p[1])) - pad;
  const maxX = Math.max(...points.map((p) => p[0])) + pad;
  const maxY = Math.max(...points.map((p) => p[1])) + pad;
  const own: Rect = { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  // The shadow falls down and right on the page whichever way the bubble turns.
  const turned = turnedRect(own, rotation);
  const bounds = shadow ? { ...turned, width: turned.width + shadow.dx, height: turned.height + shadow.dy } : turned;
  const tipPoint = tail?.tip ?? (trail && aim?.tip ? aim.tip : null);

  return {
    id: bubble.id,
    type,
    style,
    font,
    direction: writingMode === 'vertical-rl' ? 'ltr' : textDirection(bubble.text),
    body,
    trail: trail?.path ?? '',
    lines: lines.map((text, i) => ({
      text,
      y: round(-(lines.length * lineHeight) / 2 + (i + 0.5) * lineHeight + style.fontSize * BASELINE_SHIFT),
    })),
    box,
    bounds,
    stroke,
    shadow,
    rotation,
    writingMode,
    cells,
    lettering,
    tip: tipPoint ? [round(tipPoint[0]), round(tipPoint[1])] : null,
  };
}

/** A laid-out bubble at its place on a panel of the given reference size. */
export interface PlacedBubble {
  id: string;
  x: number;
  y: number;
  layout: BubbleLayout;
}

/** The tail tip of a bubble relative to a centre (reference units on the panel), or null when the author set none. */
export function tipOnPanel(
  bubble: Pick<TextBubble, 'tail'>,
  centre: { x: number; y: number },
  panel: { width: number; height: number },
): [number, number] | null {
  const tail = bubble.tail;
  if (!tail || typeof tail !== 'object' || !Number.isFinite(tail.x) || !Number.isFinite(tail.y)) return null;
  const x = Math.min(1, Math.max(0, tail.x));
  const y = Math.min(1, Math.max(0, tail.y));
  return [x * panel.width - centre.x, y * panel.height - centre.y];
}

/**
 * Its centre at its fractions of the panel, moved in as far as its body needs to lie inside the panel: the panel clips
 * what is drawn past its edge, so a caption of three lines centred near the top (the AI puts narration at 8 %) would
 * lose its first line. A body taller than the panel keeps its top line; one wider keeps its middle. (A turned body is
 * kept in by the box round it.)
 */
export function placeBubble(
  bubble: TextBubble,
  layout: BubbleLayout,
  panel: { width: number; height: number },
): PlacedBubble {
  const { x, y } = bubbleCenter(bubble);
  const box = turnedRect(layout.box, layout.rotation);
  const inside = (at: number, from: number, size: number, room: number, overflow: number) =>
    size >= room ? overflow : Math.min(room - (from + size), Math.max(-from, at));
  return {
    id: bubble.id,
    x: inside(x * panel.width, box.x, box.width, panel.width, panel.width / 2),
    y: inside(y * panel.height, box.y, box.height, panel.height, -box.y),
    layout,
  };
}

/** Lays out and places every drawable bubble of a panel, in drawing order. */
export function placeBubbles(
  bubbles: readonly TextBubble[],
  measure: MeasureText,
  panel: { width: number; height: number },
): PlacedBubble[] {
  const placed: PlacedBubble[] = [];
  for (const bubble of bubbles) {
    const { x, y } = bubbleCenter(bubble);
    const layout = layoutBubble(
      bubble,
      measure,
      tipOnPanel(bubble, { x: x * panel.width, y: y * panel.height }, panel),
    );
    if (!layout) continue;
    const item = placeBubble(bubble, layout, panel);
    // Moved in from the edge: the tip stays on its panel point, so the tail is laid out again from the new centre.
    const moved = layout.tip && bubble.tail && (item.x !== x * panel.width || item.y !== y * panel.height);
    placed.push(
      moved ? { ...item, layout: layoutBubble(bubble, measure, tipOnPanel(bubble, item, panel)) ?? layout } : item,
    );
  }
  return placed;
}

/** The tail tip of a placed bubble on the panel (reference units), or null when it draws none. */
export function placedTip(item: PlacedBubble): { x: number; y: number } | null {
  if (!item.layout.tip) return null;
  const [x, y] = turnPoint(item.layout.tip, item.layout.rotation);
  return { x: item.x + x, y: item.y + y };
}

/** Extra reach around a bubble's box that still counts as touching it, in reference units. */
export const HIT_SLOP = 4;

/** The topmost bubble under a point (reference units), or null. A turned bubble is hit within its own turned box. */
export function hitBubble(placed: readonly PlacedBubble[], x: number, y: number, slop = HIT_SLOP): string | null {
  for (let i = placed.length - 1; i >= 0; i--) {
    const { box, rotation } = placed[i]!.layout;
    const [dx, dy] = turnPoint([x - placed[i]!.x, y - placed[i]!.y], -rotation);
    if (dx >= box.x - slop && dx <= box.x + box.width + slop && dy >= box.y - slop && dy <= box.y + box.height + slop)
      return placed[i]!.id;
  }
  return null;
}
