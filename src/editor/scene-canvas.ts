// A scene as one picture (the scene download, spec 02 sections 7-9): its panels as they are laid out on screen, at twice
// their drawn size, each with its picture and its bubbles painted from the shared geometry, saved as a JPEG.
// Pictures are same-origin /media/ files, so the canvas stays exportable.
import { loadBubbleFonts, measureText } from './bubble-fonts';
import { placeBubbles, referenceSize } from './bubble-geometry';
import { paintBubbleAt } from './bubble-paint';
import { coverCrop } from './panel-layout';
import type { TextBubble } from './bubble-style';

export const DOWNLOAD = { type: 'image/jpeg', quality: 0.95, scale: 2, imageTimeoutMs: 15_000, nameLength: 30 } as const;

export const DOWNLOAD_ERRORS = {
  noScene: 'Scene element not found',
  noPanels: 'No panels found in scene',
  nothingCaptured: 'Failed to capture any panels',
} as const;

export interface ScenePanelPicture {
  panelNumber: number;
  textBubbles: TextBubble[];
}

const PAPER = '#fff8e7';
const PANEL_BACKGROUND = '#fdeec8';
const INK = '#1b1530';

function loadImage(url: string, timeoutMs: number): Promise<HTMLImageElement> {
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

/** The picture on screen in a panel: a loaded copy of its image, or the video element itself (its current frame). */
async function mediaSource(inner: Element): Promise<CanvasImageSource | null> {
  const media = inner.querySelector('[data-panel-media]');
  if (media instanceof HTMLVideoElement) {
    if (media.readyState >= 2) return media;
    return media.poster ? loadImage(media.poster, DOWNLOAD.imageTimeoutMs) : null;
  }
  // `src`, not `currentSrc`: the page may show a smaller copy (srcset), the download takes the original.
  if (media instanceof HTMLImageElement) return loadImage(media.src, DOWNLOAD.imageTimeoutMs);
  return null;
}

const sizeOf = (source: CanvasImageSource) =>
  source instanceof HTMLVideoElement ? { width: source.videoWidth, height: source.videoHeight } : { width: Number((source as HTMLImageElement).naturalWidth), height: Number((source as HTMLImageElement).naturalHeight) };

/** Draws `source` over the box like object-fit: cover. */
function drawCover(ctx: CanvasRenderingContext2D, source: CanvasImageSource, x: number, y: number, width: number, height: number) {
  const size = sizeOf(source);
  if (!size.width || !size.height) return;
  const crop = coverCrop(size, width, height);
  ctx.drawImage(source, crop.x, crop.y, crop.width, crop.height, x, y, width, height);
}

/** Paints the scene's panels (found in `sceneElement`) onto a canvas at DOWNLOAD.scale and returns the JPEG. */
export async function captureScene(sceneElement: Element | null, panels: ScenePanelPicture[], aspectRatio: string): Promise<Blob> {
  if (!sceneElement) throw new Error(DOWNLOAD_ERRORS.noScene);
  const frames = [...sceneElement.querySelectorAll<HTMLElement>('[data-panel]')];
  if (!frames.length) throw new Error(DOWNLOAD_ERRORS.noPanels);
  const rects = frames.map((frame) => frame.getBoundingClientRect());
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  const width = Math.max(...rects.map((rect) => rect.right)) - left;
  const height = Math.max(...rects.map((rect) => rect.bottom)) - top;
  const scale = DOWNLOAD.scale;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  await loadBubbleFonts(panels.flatMap((panel) => panel.textBubbles));
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, canvas.width, canvas.height);

  const reference = referenceSize(aspectRatio);
  let captured = 0;
  for (const [i, frame] of frames.entries()) {
    const inner = frame.querySelector('[data-panel-inner]');
    if (!inner) continue;
    try {
      const outer = rects[i]!;
      const box = inner.getBoundingClientRect();
      const x = (box.left - left) * scale;
      const y = (box.top - top) * scale;
      const w = box.width * scale;
      const h = box.height * scale;
      const source = await mediaSource(inner);
      ctx.save();
      ctx.fillStyle = INK;
      ctx.beginPath();
      ctx.roundRect((outer.left - left) * scale, (outer.top - top) * scale, outer.width * scale, outer.height * scale, 8 * scale);
      ctx.fill();
      ctx.beginPath();
      ctx.roundRect(x, y, w, h, 5 * scale);
      ctx.clip();
      ctx.fillStyle = PANEL_BACKGROUND;
      ctx.fillRect(x, y, w, h);
      if (source) drawCover(ctx, source, x, y, w, h);
      const number = Number(frame.dataset.panelNumber ?? i + 1);
      const bubbles = panels.find((panel) => panel.panelNumber === number)?.textBubbles ?? [];
      const k = w / reference.width;
      for (const item of placeBubbles(bubbles, measureText, reference)) paintBubbleAt(ctx, item.layout, x + item.x * k, y + item.y * k, k);
      ctx.restore();
      captured += 1;
    } catch (error) {
      console.warn(`Could not capture panel ${i + 1}`, error);
      ctx.restore();
    }
  }
  if (!captured) throw new Error(DOWNLOAD_ERRORS.nothingCaptured);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not create the image'))), DOWNLOAD.type, DOWNLOAD.quality),
  );
}

/** 'Nova and the Neon Bar' scene 2 → 'nova-and-the-neon-bar-scene-2.jpg' (the title part cut to 30 characters). */
export function sceneFileName(storyTitle: string, sceneNumber: number): string {
  const slug =
    storyTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, DOWNLOAD.nameLength)
      .replace(/-$/, '') || 'story';
  return `${slug}-scene-${sceneNumber}.jpg`;
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
