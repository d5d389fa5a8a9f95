// Picture copies with the @jsquash codecs (wasm): decode PNG, JPEG or WebP, resize, encode WebP. The hosts hand over
// their wasm modules (media-codec-node.ts compiles them from disk; workerd imports them as modules, media-codec-worker.ts).
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode.js';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode.js';
import resize, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode.js';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode.js';

export interface CodecModules {
  pngDecode: WebAssembly.Module;
  jpegDecode: WebAssembly.Module;
  webpDecode: WebAssembly.Module;
  webpEncode: WebAssembly.Module;
  resize: WebAssembly.Module;
  /** Loaded only when a comic book page is encoded (`pixels`). */
  jpegEncode?: () => Promise<WebAssembly.Module>;
}

/** Pixels in RGBA, straight (not premultiplied) alpha, as the codecs read and write them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The pixels jsquash's declarations name with the DOM's ImageData (no DOM on the server); it reads only these three fields. */
type CodecImage = Parameters<typeof resize>[0];

/** Decoding, resizing and JPEG encoding for pictures drawn on the server (the comic book export, worker/export/). */
export interface PixelCodec {
  /** A stored picture's pixels; null for a type the codecs cannot read (GIF, video). */
  decode(bytes: Uint8Array, contentType: string): Promise<Pixels | null>;
  resize(image: Pixels, width: number, height: number): Promise<Pixels>;
  encodeJpeg(image: Pixels, quality: number): Promise<Uint8Array>;
}

export interface PictureCodec {
  /**
   * WebP copies of a picture at each width; a picture narrower than a width gets its copy at its own width (never
   * enlarged), once: a 768 px PNG gets a 480 px and a 768 px WebP.
   */
  variants(
    bytes: Uint8Array,
    contentType: string,
    widths: readonly number[],
  ): Promise<{ width: number; bytes: Uint8Array<ArrayBuffer> }[]>;
}

/** The codecs build ImageData, a browser global neither Node nor workerd has. */
function ensureImageData() {
  if (typeof (globalThis as { ImageData?: unknown }).ImageData === 'function') return;
  class ImageDataShim {
    readonly colorSpace = 'srgb';
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  }
  (globalThis as { ImageData?: unknown }).ImageData = ImageDataShim;
}

import { DECODABLE } from './media-variants';
const WEBP_QUALITY = 78;

/** Lets waiting requests run between two codec steps (each is a synchronous wasm call). */
const yieldToRequests = () => new Promise<void>((done) => setTimeout(done, 0));

export function createPictureCodec(load: () => Promise<CodecModules>): PictureCodec & PixelCodec {
  let ready: Promise<void> | undefined;
  let jpegReady: Promise<void> | undefined;
  const init = () =>
    (ready ??= load().then(async (modules) => {
      ensureImageData();
      await Promise.all([
        initPngDecode(modules.pngDecode),
        initJpegDecode(modules.jpegDecode),
        initWebpDecode(modules.webpDecode),
        initWebpEncode(modules.webpEncode),
        initResize(modules.resize),
      ]);
    }));
  const decode = async (bytes: Uint8Array, contentType: string) => {
    await init();
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return contentType === 'image/png'
      ? decodePng(buffer)
      : contentType === 'image/jpeg'
        ? decodeJpeg(buffer)
        : decodeWebp(buffer);
  };
  return {
    async decode(bytes, contentType) {
      if (!DECODABLE.has(contentType)) return null;
      const image = await decode(bytes, contentType);
      return image ? { data: image.data, width: image.width, height: image.height } : null;
    },
    async resize(image, width, height) {
      await init();
      if (image.width === width && image.height === height) return image;
      return resize(image as CodecImage, { width, height, method: 'triangle' });
    },
    async encodeJpeg(image, quality) {
      await init();
      jpegReady ??= load().then(async (modules) => {
        if (!modules.jpegEncode) throw new Error('No JPEG encoder on this host');
        await initJpegEncode(await modules.jpegEncode());
      });
      await jpegReady;
      // Baseline, not progressive: mozjpeg's search for the best progressive scans triples the time for a few per cent.
      return new Uint8Array(await encodeJpeg(image as CodecImage, { quality, progressive: false }));
    },
    async variants(bytes, contentType, widths) {
      if (!DECODABLE.has(contentType)) return [];
      const image = await decode(bytes, contentType);
      const out: { width: number; bytes: Uint8Array<ArrayBuffer> }[] = [];
      let covered = 0;
      for (const width of widths) {
        const target = Math.min(width, image.width);
        if (target <= covered) break;
        covered = target;
        const height = Math.max(1, Math.round((image.height * target) / image.width));
        await yieldToRequests();
        const sized =
          target === image.width ? image : await resize(image, { width: target, height, method: 'triangle' });
        await yieldToRequests();
        out.push({ width, bytes: new Uint8Array(await encodeWebp(sized, { quality: WEBP_QUALITY })) });
      }
      return out;
    },
  };
}
