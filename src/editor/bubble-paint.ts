// Paints a laid-out bubble on a 2D canvas context: the one painter of the Konva editor's shapes, the reader's canvas,
// the bubble editor's preview and the JPEG download,
// at the bubble's centre in reference units: the caller sets the transform.
import { BASELINE_SHIFT, type BubbleLayout } from '../shared/bubble-geometry';

const paths = new WeakMap<BubbleLayout, { body: Path2D; trail: Path2D | null }>();

function pathsOf(layout: BubbleLayout) {
  let cached = paths.get(layout);
  if (!cached) {
    cached = { body: new Path2D(layout.body || undefined), trail: layout.trail ? new Path2D(layout.trail) : null };
    paths.set(layout, cached);
  }
  return cached;
}

/** Draws at full opacity; the caller applies `layout.style.opacity` to the bubble as a whole (overlaps do not double up). */
export function paintBubble(ctx: CanvasRenderingContext2D, layout: BubbleLayout) {
  const { body, trail } = pathsOf(layout);
  const { style, stroke, shadow } = layout;
  ctx.save();
  const turn = (layout.rotation * Math.PI) / 180;
  if (turn) ctx.rotate(turn);
  // The shadow falls down and right on the page, whichever way the bubble is turned.
  const shadowOffset =
    shadow &&
    ([
      shadow.dx * Math.cos(turn) + shadow.dy * Math.sin(turn),
      -shadow.dx * Math.sin(turn) + shadow.dy * Math.cos(turn),
    ] as const);
  if (layout.lettering) {
    paintLettering(ctx, layout, shadowOffset || null);
    ctx.restore();
    return;
  }
  if (shadow && shadowOffset) {
    ctx.save();
    ctx.translate(shadowOffset[0], shadowOffset[1]);
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
  paintWords(ctx, layout, (text, x, y) => ctx.fillText(text, x, y));
  ctx.restore();
}

/** Draws the words, across in lines or down in columns, each piece through `draw` (at its baseline's middle). */
function paintWords(
  ctx: CanvasRenderingContext2D,
  layout: BubbleLayout,
  draw: (text: string, x: number, y: number) => void,
) {
  if (!layout.cells) {
    for (const line of layout.lines) draw(line.text, 0, line.y);
    return;
  }
  const size = layout.style.fontSize;
  const baseline = size * BASELINE_SHIFT;
  for (const cell of layout.cells) {
    const x = cell.x + (cell.shift ? cell.shift[0] * size : 0);
    const y = cell.y + (cell.shift ? cell.shift[1] * size : 0);
    if (!cell.turn) {
      draw(cell.text, x, y + baseline);
      continue;
    }
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(Math.PI / 2);
    draw(cell.text, 0, baseline);
    ctx.restore();
  }
}

/**
 * A sound effect: the letters in the text colour over an outline in the border colour (stroked at twice the border
 * width, so as much shows outside the letters), and their shadow when it has one. No balloon.
 */
function paintLettering(
  ctx: CanvasRenderingContext2D,
  layout: BubbleLayout,
  shadowOffset: readonly [number, number] | null,
) {
  const { style, stroke, shadow } = layout;
  ctx.font = layout.font;
  ctx.textAlign = 'center';
  ctx.direction = layout.direction;
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.miterLimit = 2;
  if (shadow && shadowOffset) {
    ctx.save();
    ctx.translate(shadowOffset[0], shadowOffset[1]);
    ctx.fillStyle = shadow.color;
    ctx.strokeStyle = shadow.color;
    ctx.lineWidth = (stroke?.width ?? 0) * 2;
    paintWords(ctx, layout, (text, x, y) => {
      if (stroke) ctx.strokeText(text, x, y);
      ctx.fillText(text, x, y);
    });
    ctx.restore();
  }
  if (stroke) {
    ctx.lineWidth = stroke.width * 2;
    ctx.strokeStyle = stroke.color;
    paintWords(ctx, layout, (text, x, y) => ctx.strokeText(text, x, y));
  }
  ctx.fillStyle = style.textColor;
  paintWords(ctx, layout, (text, x, y) => ctx.fillText(text, x, y));
}

/**
 * Paints a bubble with its opacity applied once to the whole bubble (overlapping fill and stroke do not double up),
 * through a scratch canvas when it is see-through. `scale` is device pixels per reference unit.
 */
export function paintBubbleAt(
  ctx: CanvasRenderingContext2D,
  layout: BubbleLayout,
  x: number,
  y: number,
  scale: number,
) {
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
