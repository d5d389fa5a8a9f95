// Paints a laid-out bubble on a 2D canvas context: the one painter of the Konva editor's shapes, the reader's canvas,
// the bubble editor's preview and the JPEG download,
// at the bubble's centre in reference units: the caller sets the transform.
import type { BubbleLayout } from './bubble-geometry';

const paths = new WeakMap<BubbleLayout, { body: Path2D; trail: Path2D | null }>();

function pathsOf(layout: BubbleLayout) {
  let cached = paths.get(layout);
  if (!cached) {
    cached = { body: new Path2D(layout.body), trail: layout.trail ? new Path2D(layout.trail) : null };
    paths.set(layout, cached);
  }
  return cached;
}

/** Draws at full opacity; the caller applies `layout.style.opacity` to the bubble as a whole (overlaps do not double up). */
export function paintBubble(ctx: CanvasRenderingContext2D, layout: BubbleLayout) {
  const { body, trail } = pathsOf(layout);
  const { style, stroke, shadow } = layout;
  ctx.save();
  if (shadow) {
    ctx.save();
    ctx.translate(shadow.dx, shadow.dy);
    ctx.fillStyle = shadow.color;
    ctx.fill(body);
    if (trail) ctx.fill(trail);
    ctx.restore();
  }
  ctx.fillStyle = style.backgroundColor;
  ctx.fill(body);
  if (trail) ctx.fill(trail);
  if (stroke) {
    ctx.lineWidth = stroke.width;
    ctx.strokeStyle = stroke.color;
    ctx.lineJoin = 'round';
    ctx.lineCap = stroke.cap;
    ctx.setLineDash(stroke.dash ?? []);
    ctx.stroke(body);
    if (trail) ctx.stroke(trail);
  }
  ctx.fillStyle = style.textColor;
  ctx.font = layout.font;
  ctx.textAlign = 'center';
  ctx.direction = layout.direction;
  ctx.textBaseline = 'alphabetic';
  for (const line of layout.lines) ctx.fillText(line.text, 0, line.y);
  ctx.restore();
}

/**
 * Paints a bubble with its opacity applied once to the whole bubble (overlapping fill and stroke do not double up),
 * through a scratch canvas when it is see-through. `scale` is device pixels per reference unit.
 */
export function paintBubbleAt(ctx: CanvasRenderingContext2D, layout: BubbleLayout, x: number, y: number, scale: number) {
  const opacity = layout.style.opacity;
  if (opacity >= 1) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(scale, scale);
    paintBubble(ctx, layout);
    ctx.restore();
    return;
  }
  const { bounds } = layout;
  const scratch = document.createElement('canvas');
  scratch.width = Math.ceil(bounds.width * scale) + 2;
  scratch.height = Math.ceil(bounds.height * scale) + 2;
  const sctx = scratch.getContext('2d');
  if (!sctx) return;
  sctx.scale(scale, scale);
  sctx.translate(-bounds.x, -bounds.y);
  paintBubble(sctx, layout);
  ctx.save();
  ctx.globalAlpha = opacity;
  ctx.drawImage(scratch, x + bounds.x * scale, y + bounds.y * scale);
  ctx.restore();
}
