// A scene as one picture (the scene download): its panels as they are laid out on screen, at twice
// their drawn size, each with its picture (a video's first frame) and its bubbles painted from the shared geometry, saved
// as a JPEG or PNG. `paintPanel` is also the panel painter of the whole-story exports (src/lib/export/).
// Pictures are same-origin /media/ files, so the canvas stays exportable.
import { loadBubbleFonts, measureText } from './bubble-fonts';
import { placeBubbles, referenceSize, type PlacedBubble } from '../shared/bubble-geometry';
import { paintBubbleAt } from './bubble-paint';
import { coverCrop } from '../shared/panel-layout';
import { PANEL_BACKGROUND, PANEL_CORNERS } from '../shared/page-geometry';
import type { TextBubble } from '../shared/bubbles';
import { fileSlug } from '../shared/file-name';

export const DOWNLOAD = {
  type: 'image/jpeg',
  quality: 0.95,
  scale: 2,
  imageTimeoutMs: 15_000,
  nameLength: 30,
} as const;

export const DOWNLOAD_ERRORS = {
  noScene: 'Scene element not found',
  noPanels: 'No panels found in scene',
  nothingCaptured: 'Failed to capture any panels',
} as const;

export interface ScenePanelPicture {
  panelNumber: number;
  textBubbles: TextBubble[];
}

export const PAPER = '#fff8e7';
export const INK = '#1b1530';

export function loadImage(url: string, timeoutMs: number): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => reject(new Error('Image timed out')), timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Image failed to load'));
    };
    image.src = url;
  });
}

/** The first frame of a video file, as a canvas (a detached <video> is not drawable once it is gone). */
export function firstVideoFrame(url: string, timeoutMs: number): Promise<HTMLCanvasElement> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    const timer = setTimeout(() => done(new Error('Video timed out')), timeoutMs);
    function done(error: Error | null) {
      clearTimeout(timer);
      video.onloadeddata = video.onerror = video.onseeked = null;
      if (error) {
        video.removeAttribute('src');
        reject(error);
        return;
      }
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0);
      video.removeAttribute('src');
      resolve(canvas);
    }
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    video.onseeked = () => done(null);
    // Seeking to 0 after the first data makes the browser present frame 0 rather than whatever it decoded first.
    video.onloadeddata = () => {
      if (video.currentTime === 0 && video.readyState >= 2) done(null);
      else video.currentTime = 0;
    };
    video.onerror = () => done(new Error('Video failed to load'));
    video.src = url;
  });
}

/** The picture on screen in a panel: a loaded copy of its image, or its video's first frame (else its poster). */
async function mediaSource(inner: Element): Promise<CanvasImageSource | null> {
  const media = inner.querySelector('[data-panel-media]');
  if (media instanceof HTMLVideoElement) {
    try {
      return await firstVideoFrame(media.currentSrc || media.src, DOWNLOAD.imageTimeoutMs);
    } catch (error) {
      if (!media.poster) throw error;
      return loadImage(media.poster, DOWNLOAD.imageTimeoutMs);
    }
  }
  // `src`, not `currentSrc`: the page may show a smaller copy (srcset), the download takes the original.
  if (media instanceof HTMLImageElement) return loadImage(media.src, DOWNLOAD.imageTimeoutMs);
  return null;
}

/** A drawable's own size: a video's frame, an image's natural size, or a canvas's (a video's first frame). */
function sizeOf(source: CanvasImageSource): { width: number; height: number } {
  if (source instanceof HTMLVideoElement) return { width: source.videoWidth, height: source.videoHeight };
  if (source instanceof HTMLImageElement) return { width: source.naturalWidth, height: source.naturalHeight };
  const { width, height } = source as { width: number | SVGAnimatedLength; height: number | SVGAnimatedLength };
  return {
    width: Number(typeof width === 'number' ? width : width.baseVal.value),
    height: Number(typeof height === 'number' ? height : height.baseVal.value),
  };
}

/** Draws `source` over the box like object-fit: cover. */
function drawCover(
  ctx: CanvasRenderingContext2D,
  source: CanvasImageSource,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const size = sizeOf(source);
  if (!size.width || !size.height) return;
  const crop = coverCrop(size, width, height);
  ctx.drawImage(source, crop.x, crop.y, crop.width, crop.height, x, y, width, height);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One framed panel as every export draws it: the ink frame (`outer`), the picture over the panel colour inside `inner`
 * like object-fit: cover, and its bubbles laid out by the shared geometry and painted by the shared painter.
 * `scale` is output pixels per CSS pixel (for the corner radii). Answers the bubbles as laid out and the output pixels
 * per reference unit, for the PDF's text layer.
 */
export function paintPanel(
  ctx: CanvasRenderingContext2D,
  frame: { outer: Box; inner: Box; scale: number },
  source: CanvasImageSource | null,
  bubbles: readonly TextBubble[],
  aspectRatio: string,
): { bubbles: PlacedBubble[]; unit: number } {
  const { outer, inner, scale } = frame;
  ctx.save();
  try {
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.roundRect(outer.x, outer.y, outer.width, outer.height, PANEL_CORNERS.outer * scale);
    ctx.fill();
    ctx.beginPath();
    ctx.roundRect(inner.x, inner.y, inner.width, inner.height, PANEL_CORNERS.inner * scale);
    ctx.clip();
    ctx.fillStyle = PANEL_BACKGROUND;
    ctx.fillRect(inner.x, inner.y, inner.width, inner.height);
    if (source) drawCover(ctx, source, inner.x, inner.y, inner.width, inner.height);
    const reference = referenceSize(aspectRatio);
    const k = inner.width / reference.width;
    const placed = placeBubbles(bubbles, measureText, reference);
    for (const item of placed) paintBubbleAt(ctx, item.layout, inner.x + item.x * k, inner.y + item.y * k, k);
    return { bubbles: placed, unit: k };
  } finally {
    ctx.restore();
  }
}

export type ImageType = 'image/jpeg' | 'image/png';

export function canvasBlob(canvas: HTMLCanvasElement, type: ImageType = DOWNLOAD.type): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not create the image'))),
      type,
      type === 'image/jpeg' ? DOWNLOAD.quality : undefined,
    ),
  );
}

export function newCanvas(width: number, height: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx };
}

/** Paints the scene's panels (found in `sceneElement`) onto a canvas at DOWNLOAD.scale and returns the JPEG (or PNG). */
export async function captureScene(
  sceneElement: Element | null,
  panels: ScenePanelPicture[],
  aspectRatio: string,
  type: ImageType = DOWNLOAD.type,
): Promise<Blob> {
  if (!sceneElement) throw new Error(DOWNLOAD_ERRORS.noScene);
  const frames = [...sceneElement.querySelectorAll<HTMLElement>('[data-panel]')];
  if (!frames.length) throw new Error(DOWNLOAD_ERRORS.noPanels);
  const rects = frames.map((frame) => frame.getBoundingClientRect());
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  const width = Math.max(...rects.map((rect) => rect.right)) - left;
  const height = Math.max(...rects.map((rect) => rect.bottom)) - top;
  const scale = DOWNLOAD.scale;
  const { canvas, ctx } = newCanvas(width * scale, height * scale);
  await loadBubbleFonts(panels.flatMap((panel) => panel.textBubbles));
  const at = (rect: { left: number; top: number; width: number; height: number }): Box => ({
    x: (rect.left - left) * scale,
    y: (rect.top - top) * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  });

  let captured = 0;
  for (const [i, frame] of frames.entries()) {
    const inner = frame.querySelector('[data-panel-inner]');
    if (!inner) continue;
    try {
      const source = await mediaSource(inner);
      const number = Number(frame.dataset.panelNumber ?? i + 1);
      const bubbles = panels.find((panel) => panel.panelNumber === number)?.textBubbles ?? [];
      const innerRect = inner.getBoundingClientRect();
      // A panel in a page layout's cell has the cell's shape, and its bubbles sit in that shape as on screen.
      const shape = frame.closest('[data-page-layout]') ? `${innerRect.width}:${innerRect.height}` : aspectRatio;
      paintPanel(ctx, { outer: at(rects[i]!), inner: at(innerRect), scale }, source, bubbles, shape);
      captured += 1;
    } catch (error) {
      console.warn(`Could not capture panel ${i + 1}`, error);
    }
  }
  if (!captured) throw new Error(DOWNLOAD_ERRORS.nothingCaptured);
  return canvasBlob(canvas, type);
}

/** 'Nova and the Neon Bar' scene 2 → 'nova-and-the-neon-bar-scene-2.jpg' (the title part cut to 30 characters). */
export function sceneFileName(storyTitle: string, sceneNumber: number, extension: 'jpg' | 'png' = 'jpg'): string {
  return `${fileSlug(storyTitle)}-scene-${sceneNumber}.${extension}`;
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
