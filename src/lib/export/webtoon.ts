// The webtoon strip: every scene's panels stacked in one column 800 px wide with gutters (a scene whose author laid out
// its page: that page), cut into slices at most
// 1280 px tall (what webtoon sites accept per image), each a JPEG named 001.jpg, 002.jpg, … in reading order.
import { referenceSize } from '../../shared/bubble-geometry';
import { INK, canvasBlob, newCanvas, paintPanel, type Box } from '../../editor/scene-canvas';
import type { ExportPanel, ExportStory, Pictures, Progress } from './story-model';
import { paintLabel, sceneHeading } from './labels';
import { layoutPage } from './scene-page';

export const STRIP = {
  width: 800,
  maxSliceHeight: 1280,
  margin: 24,
  border: 3,
  gutter: 36,
  heading: 96,
  top: 40,
  end: 200,
} as const;

type StripItem =
  | { kind: 'heading'; text: string; y: number }
  | { kind: 'panel'; panel: ExportPanel; outer: Box; inner: Box; shape?: string }
  | { kind: 'end'; y: number };

/** Where everything sits on the strip, and its whole height. */
export function layoutStrip(story: ExportStory): { items: StripItem[]; height: number } {
  const ratio = referenceSize(story.aspectRatio);
  const outerWidth = STRIP.width - 2 * STRIP.margin;
  const innerWidth = outerWidth - 2 * STRIP.border;
  const innerHeight = (innerWidth * ratio.height) / ratio.width;
  const items: StripItem[] = [];
  let y = STRIP.top;
  for (const scene of story.scenes) {
    items.push({ kind: 'heading', text: sceneHeading(scene), y });
    y += STRIP.heading;
    if (!(scene.automaticLayout ?? !scene.layout)) {
      // A page the author laid out is drawn as that page, the strip's width wide (mirrored when read right to left).
      const page = layoutPage(scene, story.aspectRatio, story.direction);
      const k = outerWidth / page.width;
      const at = (box: Box): Box => ({
        x: STRIP.margin + box.x * k,
        y: y + box.y * k,
        width: box.width * k,
        height: box.height * k,
      });
      for (const item of page.placed)
        items.push({
          kind: 'panel',
          panel: item.panel,
          outer: at(item.outer),
          inner: at(item.inner),
          shape: `${item.inner.width}:${item.inner.height}`,
        });
      y += page.height * k + STRIP.gutter;
      continue;
    }
    for (const panel of scene.panels) {
      const outer = { x: STRIP.margin, y, width: outerWidth, height: innerHeight + 2 * STRIP.border };
      items.push({
        kind: 'panel',
        panel,
        outer,
        inner: { x: outer.x + STRIP.border, y: outer.y + STRIP.border, width: innerWidth, height: innerHeight },
      });
      y += outer.height + STRIP.gutter;
    }
  }
  items.push({ kind: 'end', y });
  return { items, height: y + STRIP.end };
}

/** Slice tops and heights: full slices of the maximum height, then the rest. */
export function sliceStrip(height: number): { top: number; height: number }[] {
  const count = Math.max(1, Math.ceil(height / STRIP.maxSliceHeight));
  return Array.from({ length: count }, (_, i) => ({
    top: i * STRIP.maxSliceHeight,
    height: Math.min(STRIP.maxSliceHeight, height - i * STRIP.maxSliceHeight),
  }));
}

export async function webtoonSlices(story: ExportStory, pictures: Pictures, progress: Progress): Promise<Blob[]> {
  const strip = layoutStrip(story);
  const slices = sliceStrip(Math.ceil(strip.height));
  const blobs: Blob[] = [];
  for (const [i, slice] of slices.entries()) {
    const { canvas, ctx } = newCanvas(STRIP.width, slice.height);
    ctx.translate(0, -slice.top);
    for (const item of strip.items) drawItem(ctx, item, story, pictures, slice);
    blobs.push(await canvasBlob(canvas));
    progress((i + 1) / slices.length, `Slice ${i + 1} of ${slices.length}`);
  }
  return blobs;
}

function drawItem(
  ctx: CanvasRenderingContext2D,
  item: StripItem,
  story: ExportStory,
  pictures: Pictures,
  slice: { top: number; height: number },
) {
  const bottom = slice.top + slice.height;
  if (item.kind === 'panel') {
    // Only what shows in this slice is painted; a panel across the cut is painted in both, each showing its part.
    if (item.outer.y > bottom || item.outer.y + item.outer.height < slice.top) return;
    paintPanel(
      ctx,
      { outer: item.outer, inner: item.inner, scale: 1.5 },
      pictures.get(item.panel) ?? null,
      item.panel.textBubbles,
      item.shape ?? story.aspectRatio,
    );
    return;
  }
  const height = item.kind === 'heading' ? STRIP.heading : STRIP.end;
  if (item.y > bottom || item.y + height < slice.top) return;
  const box = { x: STRIP.margin, width: STRIP.width - 2 * STRIP.margin, color: INK };
  if (item.kind === 'heading') paintLabel(ctx, item.text, { ...box, y: item.y + 56, size: 44 });
  else paintLabel(ctx, story.words('output.theEnd'), { ...box, y: item.y + 110, size: 72, align: 'center' });
}
