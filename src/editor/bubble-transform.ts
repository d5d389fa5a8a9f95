// Resizing and rotating a bubble as pure functions: what a handle dragged to a point, or a key press, does to the
// bubble's stored style and rotation. Units are reference-panel pixels (bubble-geometry.ts); angles are degrees
// clockwise, as the stored `rotation` is.
import { BUBBLE_RANGES, type TextBubble } from '../shared/bubbles';
import { resolveBubbleStyle } from '../shared/bubble-style';

export const ROTATION_LIMIT = 180;
/** A rotate key turns 5°; with Shift, 15° (and the rotate handle, held with Shift, steps by 15°). */
export const ROTATE_STEP = 5;
export const ROTATE_STEP_LARGE = 15;
/** A resize key grows or shrinks the bubble by a tenth. */
export const RESIZE_STEP = 1.1;
/** The rotate handle settles on a right angle (or straight) within this many degrees. */
const ROTATE_SETTLE = 4;

export function rotationOf(bubble: Pick<TextBubble, 'rotation'>): number {
  const value = bubble.rotation;
  return typeof value === 'number' && Number.isFinite(value) ? normalizeAngle(value) : 0;
}

/** Any angle as the stored range allows it: −180 (exclusive) to 180, to a tenth of a degree. */
export function normalizeAngle(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  let angle = degrees % 360;
  if (angle > ROTATION_LIMIT) angle -= 360;
  if (angle <= -ROTATION_LIMIT) angle += 360;
  const rounded = Math.round(angle * 10) / 10;
  return rounded === -0 ? 0 : rounded;
}

/**
 * The rotation the rotate handle gives when dragged to `pointer`, the handle sitting straight above the centre at 0°
 * (`offset` degrees are added: a handle below the bubble sits at 180°). `step` (Shift) rounds to 15°; otherwise a right
 * angle within 4° is taken, so straight is easy to hit.
 */
export function rotationFromPointer(
  centre: { x: number; y: number },
  pointer: { x: number; y: number },
  step = false,
  offset = 0,
): number {
  const dx = pointer.x - centre.x;
  const dy = pointer.y - centre.y;
  if (Math.hypot(dx, dy) < 1) return normalizeAngle(offset);
  const angle = normalizeAngle((Math.atan2(dx, -dy) * 180) / Math.PI + offset);
  if (step) return normalizeAngle(Math.round(angle / ROTATE_STEP_LARGE) * ROTATE_STEP_LARGE);
  const right = Math.round(angle / 90) * 90;
  return normalizeAngle(Math.abs(angle - right) <= ROTATE_SETTLE ? right : angle);
}

/** The bubble turned by `degrees` (a rotation back to 0 drops the field, as an unrotated bubble stores none). */
export function withRotation<B extends TextBubble>(bubble: B, degrees: number): B {
  const rotation = normalizeAngle(degrees);
  const { rotation: _old, ...rest } = bubble;
  return (rotation === 0 ? rest : { ...rest, rotation }) as B;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The bubble scaled by `factor` about its centre: its type size, width, padding and tail grow together, so its words
 * wrap as before and the whole balloon (or a sound effect's lettering) gets bigger or smaller. The factor is first
 * limited so that no field leaves its range, so the bubble keeps its proportions at either end.
 */
export function scaleBubble<B extends TextBubble>(bubble: B, factor: number): B {
  if (!Number.isFinite(factor) || factor <= 0) return bubble;
  const style = resolveBubbleStyle(bubble);
  const R = BUBBLE_RANGES;
  const highest = Math.min(R.fontSize.max / style.fontSize, R.maxWidth.max / style.maxWidth);
  const lowest = Math.max(R.fontSize.min / style.fontSize, R.maxWidth.min / style.maxWidth);
  const k = clamp(factor, Math.min(1, lowest), Math.max(1, highest));
  const fontSize = clamp(Math.round(style.fontSize * k * 2) / 2, R.fontSize.min, R.fontSize.max);
  const maxWidth = clamp(Math.round(style.maxWidth * k), R.maxWidth.min, R.maxWidth.max);
  const padding = clamp(Math.round(style.padding * k), R.padding.min, R.padding.max);
  const tailSize = clamp(Math.round(style.tailSize * k), R.tailSize.min, R.tailSize.max);
  return { ...bubble, style: { ...bubble.style, fontSize, maxWidth, padding, tailSize } };
}

/** The bubble with a new wrapping width (a side handle): its words re-wrap, the type keeps its size. */
export function withWidth<B extends TextBubble>(bubble: B, maxWidth: number): B {
  const R = BUBBLE_RANGES.maxWidth;
  return { ...bubble, style: { ...bubble.style, maxWidth: clamp(Math.round(maxWidth), R.min, R.max) } };
}

/** A point in the bubble's own frame (unrotated, centred on 0, 0). */
export function toBubbleFrame(
  centre: { x: number; y: number },
  rotation: number,
  point: { x: number; y: number },
): { x: number; y: number } {
  const a = (-rotation * Math.PI) / 180;
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: dx * Math.cos(a) - dy * Math.sin(a), y: dx * Math.sin(a) + dy * Math.cos(a) };
}

/** A point of the bubble's own frame on the panel. */
export function fromBubbleFrame(
  centre: { x: number; y: number },
  rotation: number,
  point: { x: number; y: number },
): { x: number; y: number } {
  const a = (rotation * Math.PI) / 180;
  return {
    x: centre.x + point.x * Math.cos(a) - point.y * Math.sin(a),
    y: centre.y + point.x * Math.sin(a) + point.y * Math.cos(a),
  };
}

export type ResizeHandle = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'left' | 'right';
export const RESIZE_HANDLES: readonly ResizeHandle[] = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'left',
  'right',
];

/** Where a handle sits in the bubble's own frame, on its box (relative to the centre). */
export function handlePoint(
  handle: ResizeHandle,
  box: { x: number; y: number; width: number; height: number },
): { x: number; y: number } {
  const x = handle.endsWith('left') ? box.x : box.x + box.width;
  const y = handle.startsWith('top')
    ? box.y
    : handle.startsWith('bottom')
      ? box.y + box.height
      : box.y + box.height / 2;
  return { x, y };
}

/**
 * The bubble after a resize handle was dragged from where it sat to `pointer` (panel reference units). A corner scales
 * the whole bubble by how much farther from the centre the pointer is; a side handle changes only the wrapping width.
 * Measured in the bubble's own frame, so a rotated bubble resizes along its own sides.
 */
export function resizeByHandle<B extends TextBubble>(
  bubble: B,
  handle: ResizeHandle,
  geometry: { centre: { x: number; y: number }; box: { x: number; y: number; width: number; height: number } },
  pointer: { x: number; y: number },
): B {
  const start = handlePoint(handle, geometry.box);
  const local = toBubbleFrame(geometry.centre, rotationOf(bubble), pointer);
  if (handle === 'left' || handle === 'right') {
    const from = Math.abs(start.x);
    const to = Math.max(1, handle === 'left' ? -local.x : local.x);
    if (from < 1) return bubble;
    const style = resolveBubbleStyle(bubble);
    return withWidth(bubble, style.maxWidth * (to / from));
  }
  const from = Math.hypot(start.x, start.y);
  // Along the corner's own diagonal: dragging sideways past the corner does not count.
  const along = from > 0 ? (local.x * start.x + local.y * start.y) / from : 0;
  if (from < 1) return bubble;
  return scaleBubble(bubble, Math.max(0.05, along) / from);
}

/** How far above the box (reference units at scale 1) the rotate handle sits. */
export const ROTATE_HANDLE_GAP = 22;

export type BubbleHandle = ResizeHandle | 'rotate';

/**
 * Where each handle of a selected bubble is on the panel: the resize handles on its box (padded by `pad`) and the rotate
 * handle above its top edge (below its bottom edge when above would be off the panel, where no press can reach it), all
 * turned with it. `gap` is the rotate handle's distance in reference units.
 */
export function handlePositions(
  centre: { x: number; y: number },
  box: { x: number; y: number; width: number; height: number },
  rotation: number,
  pad: number,
  gap: number,
  panel: { width: number; height: number },
): { handles: { handle: BubbleHandle; x: number; y: number }[]; rotateBelow: boolean } {
  const padded = { x: box.x - pad, y: box.y - pad, width: box.width + pad * 2, height: box.height + pad * 2 };
  const handles: { handle: BubbleHandle; x: number; y: number }[] = RESIZE_HANDLES.map((handle) => ({
    handle,
    ...fromBubbleFrame(centre, rotation, handlePoint(handle, padded)),
  }));
  const above = fromBubbleFrame(centre, rotation, { x: padded.x + padded.width / 2, y: padded.y - gap });
  const onPanel = (point: { x: number; y: number }) =>
    point.x >= 0 && point.y >= 0 && point.x <= panel.width && point.y <= panel.height;
  const rotateBelow = !onPanel(above);
  const rotate = rotateBelow
    ? fromBubbleFrame(centre, rotation, { x: padded.x + padded.width / 2, y: padded.y + padded.height + gap })
    : above;
  handles.push({ handle: 'rotate', ...rotate });
  return { handles, rotateBelow };
}
