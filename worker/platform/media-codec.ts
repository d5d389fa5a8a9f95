// Picture copies with the @jsquash codecs (wasm): decode PNG, JPEG or WebP, resize, encode WebP. The hosts hand over
// their wasm modules (media-codec-node.ts compiles them from disk; workerd imports them as modules, media-codec-worker.ts).
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode.js';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode.js';
import resize, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode.js';

export interface CodecModules {
  pngDecode: WebAssembly.Module;
  jpegDecode: WebAssembly.Module;
  webpDecode: WebAssembly.Module;
  webpEncode: WebAssembly.Module;
  resize: WebAssembly.Module;
}

export interface PictureCodec {
  /**
   * WebP copies of a picture at each width; a picture narrower than a width gets its copy at its own width (never
   * enlarged), once: a 768 px PNG gets a 480 px and a 768 px WebP.
   */
  variants(bytes: Uint8Array, contentType: string, widths: readonly number[]): Promise<{ width: number; bytes: Uint8Array<ArrayBuffer> }[]>;
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

export function createPictureCodec(load: () => Promise<CodecModules>): PictureCodec {
  let ready: Promise<void> | undefined;
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
  return {
    async variants(bytes, contentType, widths) {
      if (!DECODABLE.has(contentType)) return [];
      await init();
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const image =
        contentType === 'image/png' ? await decodePng(buffer) : contentType === 'image/jpeg' ? await decodeJpeg(buffer) : await decodeWebp(buffer);
      const out: { width: number; bytes: Uint8Array<ArrayBuffer> }[] = [];
      let covered = 0;
      for (const width of widths) {
        const target = Math.min(width, image.width);
        if (target <= covered) break;
        covered = target;
        const height = Math.max(1, Math.round((image.height * target) / image.width));
        await yieldToRequests();
        const sized = target === image.width ? image : await resize(image, { width: target, height, method: 'triangle' });
        await yieldToRequests();
        out.push({ width, bytes: new Uint8Array(await encodeWebp(sized, { quality: WEBP_QUALITY })) });
      }
      return out;
    },
  };
}
