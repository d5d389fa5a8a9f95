// One panel as a lettered picture on the server (the comic book export): its stored picture cropped to the panel's
// shape like object-fit: cover (the panel colour without one), its bubbles laid out by the shared geometry
// (src/shared/bubble-geometry.ts), drawn as SVG by the share card's painter (src/shared/bubble-svg.ts) with glyph outlines and rendered by resvg
// over it, then encoded as a JPEG. The same layout and drawing as the browser's canvas, without a canvas.
import { Resvg } from '@resvg/resvg-wasm';
import { placeBubbles, referenceSize } from '../../src/shared/bubble-geometry';
import { bubbleSvg } from '../../src/shared/bubble-svg';
import { coverCrop } from '../../src/shared/panel-layout';
import type { TextBubble } from '../../src/shared/bubbles';
import type { SvgRenderer } from '../../packages/svg-render/src/resvg';
import { mediaKeyOf } from '../ai/engine/env';
import { MEDIA_TYPES, type MediaStore } from '../platform/media';
import type { PixelCodec, Pixels } from '../platform/media-codec';
import { DECODABLE } from '../platform/media-variants';
import type { FontFile } from '../../packages/svg-render/src/og-font';
import { panelLettering } from './panel-fonts';

/** A page is the picture's own width, never wider than this, nor enlarged; a panel without a picture is this wide. */
export const PAGE = { maxWidth: 1200, blankWidth: 1024, quality: 90 } as const;
/** The panel colour behind a missing picture (src/editor/scene-canvas.ts's PANEL_BACKGROUND). */
const PANEL_BACKGROUND = [0xfd, 0xee, 0xc8] as const;

export interface PanelPageDeps {
  media: MediaStore;
  codec: PixelCodec;
  /** The host's renderer: called once so resvg's wasm is loaded the host's way (see og-card.ts's renderCard). */
  renderSvg: SvgRenderer;
  fontFile: FontFile;
}

export interface PanelToDraw {
  imageUrl: string | null;
  textBubbles: TextBubble[];
}

async function bytesOf(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
}

/** The panel's stored picture as pixels, or null (none, not ours, a type the codecs cannot read, unreadable bytes). */
export async function panelPixels(
  deps: Pick<PanelPageDeps, 'media' | 'codec'>,
  imageUrl: string | null,
): Promise<Pixels | null> {
  const key = mediaKeyOf(imageUrl);
  if (!key) return null;
  const object = await deps.media.get(key);
  if (!object) return null;
  const bytes = await bytesOf(object.body);
  const type = [...DECODABLE].find((candidate) => MEDIA_TYPES[candidate]?.magic(bytes));
  if (!type) return null;
  try {
    return await deps.codec.decode(bytes, type);
  } catch {
    return null;
  }
}

/** The part of `image` inside the rectangle (whole pixels), copied row by row. */
function crop(image: Pixels, box: { x: number; y: number; width: number; height: number }): Pixels {
  const x = Math.max(0, Math.round(box.x));
  const y = Math.max(0, Math.round(box.y));
  const width = Math.max(1, Math.min(image.width - x, Math.round(box.width)));
  const height = Math.max(1, Math.min(image.height - y, Math.round(box.height)));
  if (x === 0 && y === 0 && width === image.width && height === image.height) return image;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++)
    data.set(
      image.data.subarray(((y + row) * image.width + x) * 4, ((y + row) * image.width + x + width) * 4),
      row * width * 4,
    );
  return { data, width, height };
}

/**
 * The page's pixel size for a panel of `shape` (width:height): as wide as the part of the picture it shows (the picture
 * is never enlarged), at most PAGE.maxWidth; PAGE.blankWidth without a picture.
 */
export function pageSize(
  shape: { width: number; height: number },
  source: { width: number; height: number } | null,
): { width: number; height: number } {
  const shown = source ? Math.min(source.width, (source.height * shape.width) / shape.height) : PAGE.blankWidth;
  const width = Math.max(1, Math.floor(Math.min(shown, PAGE.maxWidth)));
  return { width, height: Math.max(1, Math.round((width * shape.height) / shape.width)) };
}

/** Lays `over` (resvg's premultiplied RGBA) on `under` (opaque RGBA) in place. */
function composite(under: Uint8ClampedArray, over: Uint8Array) {
  for (let i = 0; i < under.length; i += 4) {
    const alpha = over[i + 3]!;
    if (alpha === 0) continue;
    const keep = 255 - alpha;
    under[i] = over[i]! + (under[i]! * keep + 127) / 255;
    under[i + 1] = over[i + 1]! + (under[i + 1]! * keep + 127) / 255;
    under[i + 2] = over[i + 2]! + (under[i + 2]! * keep + 127) / 255;
  }
}

/**
 * The panel lettered, as JPEG bytes. `shape` is the panel's shape on its page (its cell in a chosen layout, else the
 * story's aspect ratio), in which its bubbles sit as in the reader; `language` picks the Han forms (ja, ko, zh).
 */
export async function panelPage(
  deps: PanelPageDeps,
  panel: PanelToDraw,
  shape: { width: number; height: number },
  language: string,
): Promise<Uint8Array> {
  const source = await panelPixels(deps, panel.imageUrl);
  const size = pageSize(shape, source);
  let base: Pixels;
  if (source) {
    base = await deps.codec.resize(crop(source, coverCrop(source, size.width, size.height)), size.width, size.height);
    // The resizer may answer a view of its own memory: a copy is ours to draw on.
    base = { data: new Uint8ClampedArray(base.data), width: base.width, height: base.height };
  } else {
    const data = new Uint8ClampedArray(size.width * size.height * 4);
    for (let i = 0; i < data.length; i += 4) data.set([...PANEL_BACKGROUND, 255], i);
    base = { data, width: size.width, height: size.height };
  }
  for (let i = 3; i < base.data.length; i += 4) base.data[i] = 255;
  if (panel.textBubbles.some((bubble) => typeof bubble.text === 'string' && bubble.text.trim())) {
    const reference = referenceSize(`${shape.width}:${shape.height}`);
    const lettering = await panelLettering(panel.textBubbles, language, deps.fontFile);
    const placed = placeBubbles(panel.textBubbles, lettering.measure, reference);
    const layer = placed
      .map(
        (item) =>
          `<g transform="translate(${item.x} ${item.y})">${bubbleSvg(item.layout, lettering.textIn(item.layout.font))}</g>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${reference.width} ${reference.height}" preserveAspectRatio="none">${layer}</svg>`;
    if (placed.length) composite(base.data, await renderLayer(deps.renderSvg, svg));
  }
  return deps.codec.encodeJpeg(base, PAGE.quality);
}

/** The bubbles' layer as RGBA pixels (premultiplied, transparent where there is no bubble). */
async function renderLayer(renderSvg: SvgRenderer, svg: string): Promise<Uint8Array> {
  await renderSvg('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2 });
  try {
    const image = resvg.render();
    try {
      return image.pixels;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
