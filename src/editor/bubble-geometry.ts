// Bubble geometry, shared by every view: the Konva editor, the reader's canvas and the JPEG download all paint the same
// outline path, text lines and trail from this layout (with bubble-paint.ts), so a bubble looks and sits the same everywhere.
// Units are reference-panel pixels (BUBBLE_REFERENCE_WIDTH wide); a panel drawn at another width scales them.
import { BUBBLE_REFERENCE_WIDTH, bubbleCenter, bubbleType, fontStack, resolveBubbleStyle } from './bubble-style';
import type { BubbleStyle, BubbleType, TailDirection, TextBubble } from '../shared/bubbles';
import { breakLines, textDirection } from '../shared/line-break';

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
}

export const LINE_HEIGHT = 1.15;
/** Where the baseline sits below a line's middle, as a share of the font size. */
export const BASELINE_SHIFT = 0.34;
export const SHADOW = { dx: 3, dy: 3, color: 'rgba(27, 21, 48, 0.35)' } as const;

/** How much bigger than its text box an oval or cloud body is, so the words stay inside the curve. */
const SHAPE_GROWTH = { rounded: { x: 1, y: 1 }, rectangular: { x: 1, y: 1 }, oval: { x: 1.3, y: 1.35 }, cloud: { x: 1.2, y: 1.3 } } as const;
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

/** A tail on a (rounded) rectangle of half extents w × h with corner radius r. */
function boxTail(side: TailSide, w: number, h: number, r: number, size: number): Tail {
  const vertical = side === 'left' || side === 'right';
  const edgeHalf = (vertical ? h : w) - r;
  const half = Math.max(1, Math.min(size * 0.6, edgeHalf * 0.9));
  const along = vertical ? h * 0.25 : side.endsWith('left') ? -w * 0.4 : w * 0.4;
  const at = Math.max(-edgeHalf + half, Math.min(edgeHalf - half, along));
  let base: Tail['base'];
  if (side === 'left') base = [[-w, at + half], [-w, at - half]];
  else if (side === 'right') base = [[w, at - half], [w, at + half]];
  else if (side.startsWith('top')) base = [[at - half, -h], [at + half, -h]];
  else base = [[at + half, h], [at - half, h]];
  return { base, tip: tipFrom(base, side, size) };
}

/** `inset`: how far inside the outline the base runs (a cloud's tail leaves from between two bumps). */
function tipFrom(base: Tail['base'], side: TailSide, size: number, inset = 0): [number, number] {
  const [ux, uy] = unit(TAIL_VECTOR[side]);
  const cx = (base[0][0] + base[1][0]) / 2;
  const cy = (base[0][1] + base[1][1]) / 2;
  const length = size * 1.4 + inset;
  return [cx + ux * length, cy + uy * length];
}

/** The body of a rectangle (r = 0) or rounded rectangle, drawn clockwise from the top-left, with the tail on its edge. */
function boxPath(w: number, h: number, r: number, side: TailSide | null, tail: Tail | null): string {
  const arc = (x: number, y: number) => (r > 0 ? ` A${round(r)} ${round(r)} 0 0 1 ${pt(x, y)}` : '');
  const detour = (edge: TailSide[]) => (tail && side && edge.includes(side) ? ` L${pt(...tail.base[0])} L${pt(...tail.tip)} L${pt(...tail.base[1])}` : '');
  return (
    `M${pt(-w + r, -h)}` +
    detour(['top-left', 'top-right']) +
    ` L${pt(w - r, -h)}` +
    arc(w, -h + r) +
    detour(['right']) +
    ` L${pt(w, h - r)}` +
    arc(w - r, h) +
    detour(['bottom-left', 'bottom-right']) +
    ` L${pt(-w + r, h)}` +
    arc(-w, h - r) +
    detour(['left']) +
    ` L${pt(-w, -h + r)}` +
    arc(-w + r, -h) +
    ' Z'
  );
}

const ellipsePoint = (rx: number, ry: number, angle: number): [number, number] => [rx * Math.cos(angle), ry * Math.sin(angle)];

function ovalPath(rx: number, ry: number, side: TailSide | null, size: number): { path: string; tail: Tail | null } {
  if (!side) return { path: `M${pt(rx, 0)} A${round(rx)} ${round(ry)} 0 1 1 ${pt(-rx, 0)} A${round(rx)} ${round(ry)} 0 1 1 ${pt(rx, 0)} Z`, tail: null };
  const angle = toRad(TAIL_ANGLE[side]);
  const speed = Math.hypot(rx * Math.sin(angle), ry * Math.cos(angle)) || 1;
  const half = Math.min(size * 0.6 / speed, 0.6);
  const a = ellipsePoint(rx, ry, angle - half);
  const b = ellipsePoint(rx, ry, angle + half);
  const tail: Tail = { base: [a, b], tip: tipFrom([a, b], side, size) };
  // From b all the way round (clockwise) to a, then out to the tip and back.
  return { path: `M${pt(...b)} A${round(rx)} ${round(ry)} 0 1 1 ${pt(...a)} L${pt(...tail.tip)} Z`, tail };
}

function cloudPath(rx: number, ry: number, side: TailSide | null, size: number): { path: string; tail: Tail | null; bulge: number } {
  const perimeter = Math.PI * (3 * (rx + ry) - Math.sqrt((3 * rx + ry) * (rx + 3 * ry)));
  const count = Math.max(8, Math.min(22, Math.round(perimeter / CLOUD_BUMP)));
  const points = Array.from({ length: count }, (_, i) => ellipsePoint(rx, ry, -Math.PI / 2 + (2 * Math.PI * i) / count));
  let tailAt = -1;
  if (side) {
    const target = toRad(TAIL_ANGLE[side]);
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
    if (i === tailAt && side) {
      tail = { base: [from, to], tip: tipFrom([from, to], side, size, chord * CLOUD_BULGE) };
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

/** A point on the body's edge in the direction of `side`, for the thought trail. */
function edgePoint(shape: BubbleStyle['bubbleShape'], w: number, h: number, r: number, side: TailSide, bulge: number): [number, number] {
  if (shape === 'oval' || shape === 'cloud') {
    const [x, y] = ellipsePoint(w, h, toRad(TAIL_ANGLE[side]));
    const grow = shape === 'cloud' ? 1 + bulge / Math.min(w, h) : 1;
    return [x * grow, y * grow];
  }
  const { base } = boxTail(side, w, h, r, 8);
  return [(base[0][0] + base[1][0]) / 2, (base[0][1] + base[1][1]) / 2];
}

function trailPath(from: [number, number], side: TailSide, size: number): { path: string; points: [number, number][] } {
  const [ux, uy] = unit(TAIL_VECTOR[side]);
  const r1 = Math.max(3, size * 0.42);
  const r2 = Math.max(2, size * 0.25);
  const c1: [number, number] = [from[0] + ux * (r1 + size * 0.3), from[1] + uy * (r1 + size * 0.3)];
  const c2: [number, number] = [c1[0] + ux * (r1 + r2 + size * 0.25), c1[1] + uy * (r1 + r2 + size * 0.25)];
  return {
    path: `${circle(...c1, r1)} ${circle(...c2, r2)}`,
    points: [
      [c1[0] - r1, c1[1] - r1],
      [c1[0] + r1, c1[1] + r1],
      [c2[0] - r2, c2[1] - r2],
      [c2[0] + r2, c2[1] + r2],
    ],
  };
}

function strokeOf(style: BubbleStyle): BubbleLayout['stroke'] {
  if (style.borderWidth <= 0) return null;
  const width = style.borderWidth;
  if (style.borderStyle === 'dashed') return { width, color: style.borderColor, dash: [Math.max(4, width * 3), Math.max(3, width * 2)], cap: 'butt' };
  if (style.borderStyle === 'dotted') return { width, color: style.borderColor, dash: [0.01, Math.max(3, width * 2)], cap: 'round' };
  return { width, color: style.borderColor, dash: null, cap: 'round' };
}

/** Lays a bubble out around its centre; null for a bubble with no text (it is not drawn, spec 02 section 5). */
export function layoutBubble(bubble: Pick<TextBubble, 'id' | 'text' | 'type' | 'style'>, measure: MeasureText): BubbleLayout | null {
  if (typeof bubble.text !== 'string' || !bubble.text.trim()) return null;
  const style = resolveBubbleStyle(bubble);
  const type = bubbleType(bubble);
  const font = fontString(style);
  const growth = SHAPE_GROWTH[style.bubbleShape];
  const extra = style.bubbleShape === 'cloud' ? CLOUD_BUMP * CLOUD_BULGE * 2 : 0;
  const wrapWidth = Math.max(style.fontSize * 2, (style.maxWidth - extra) / growth.x - style.padding * 2);
  // Lines fill the shape's text area; a single word may use the bubble's whole width before it is broken.
  const lines = wrapText(bubble.text, wrapWidth, (text) => measure(text, font), style.maxWidth - style.padding * 2);
  const textWidth = Math.max(...lines.map((line) => measure(line, font)), style.fontSize * 0.5);
  const lineHeight = style.fontSize * LINE_HEIGHT;
  const textHeight = lines.length * lineHeight;
  const w = (textWidth / 2 + style.padding) * growth.x;
  const h = (textHeight / 2 + style.padding) * growth.y;

  const side: TailSide | null = style.tailDirection !== 'none' && style.tailSize > 0 ? style.tailDirection : null;
  const speechTail = type === 'speech' ? side : null;
  let body: string;
  let tail: Tail | null = null;
  let bulge = 0;
  let radius = 0;
  if (style.bubbleShape === 'oval') {
    ({ path: body, tail } = ovalPath(w, h, speechTail, style.tailSize));
  } else if (style.bubbleShape === 'cloud') {
    ({ path: body, tail, bulge } = cloudPath(w, h, speechTail, style.tailSize));
  } else {
    radius = style.bubbleShape === 'rounded' ? Math.min(h, w, style.fontSize * 1.1) : Math.min(3, h, w);
    tail = speechTail ? boxTail(speechTail, w, h, radius, style.tailSize) : null;
    body = boxPath(w, h, radius, speechTail, tail);
  }

  const trail = type === 'thought' && side ? trailPath(edgePoint(style.bubbleShape, w, h, radius, side, bulge), side, style.tailSize) : null;
  const box: Rect = { x: -w - bulge, y: -h - bulge, width: (w + bulge) * 2, height: (h + bulge) * 2 };
  const stroke = strokeOf(style);
  const shadow = style.shadow ? { ...SHADOW } : null;
  const points: [number, number][] = [
    [box.x, box.y],
    [box.x + box.width, box.y + box.height],
    ...(tail ? [tail.tip] : []),
    ...(trail?.points ?? []),
  ];
  const pad = (stroke?.width ?? 0) / 2 + 1;
  const minX = Math.min(...points.map((p) => p[0])) - pad;
  const minY = Math.min(...points.map((p) => p[1])) - pad;
  const maxX = Math.max(...points.map((p) => p[0])) + pad + (shadow?.dx ?? 0);
  const maxY = Math.max(...points.map((p) => p[1])) + pad + (shadow?.dy ?? 0);

  return {
    id: bubble.id,
    type,
    style,
    font,
    direction: textDirection(bubble.text),
    body,
    trail: trail?.path ?? '',
    lines: lines.map((text, i) => ({ text, y: round(-textHeight / 2 + (i + 0.5) * lineHeight + style.fontSize * BASELINE_SHIFT) })),
    box,
    bounds: { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
    stroke,
    shadow,
  };
}

/** A laid-out bubble at its place on a panel of the given reference size. */
export interface PlacedBubble {
  id: string;
  x: number;
  y: number;
  layout: BubbleLayout;
}

/**
 * Its centre at its fractions of the panel, moved in as far as its body needs to lie inside the panel: the panel clips
 * what is drawn past its edge, so a caption of three lines centred near the top (the AI puts narration at 8 %) would
 * lose its first line. A body taller than the panel keeps its top line; one wider keeps its middle.
 */
export function placeBubble(bubble: TextBubble, layout: BubbleLayout, panel: { width: number; height: number }): PlacedBubble {
  const { x, y } = bubbleCenter(bubble);
  const { box } = layout;
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
export function placeBubbles(bubbles: readonly TextBubble[], measure: MeasureText, panel: { width: number; height: number }): PlacedBubble[] {
  const placed: PlacedBubble[] = [];
  for (const bubble of bubbles) {
    const layout = layoutBubble(bubble, measure);
    if (layout) placed.push(placeBubble(bubble, layout, panel));
  }
  return placed;
}

/** Extra reach around a bubble's box that still counts as touching it, in reference units. */
export const HIT_SLOP = 4;

/** The topmost bubble under a point (reference units), or null. */
export function hitBubble(placed: readonly PlacedBubble[], x: number, y: number, slop = HIT_SLOP): string | null {
  for (let i = placed.length - 1; i >= 0; i--) {
    const { box } = placed[i]!.layout;
    const dx = x - placed[i]!.x;
    const dy = y - placed[i]!.y;
    if (dx >= box.x - slop && dx <= box.x + box.width + slop && dy >= box.y - slop && dy <= box.y + box.height + slop) return placed[i]!.id;
  }
  return null;
}
