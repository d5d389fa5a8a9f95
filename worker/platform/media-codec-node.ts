// The picture codec on Node: the @jsquash wasm files compiled from node_modules once, on first use.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createPictureCodec, type PictureCodec, type PixelCodec } from './media-codec';

async function compile(specifier: string): Promise<WebAssembly.Module> {
  return WebAssembly.compile(await readFile(fileURLToPath(import.meta.resolve(specifier))));
}

export function createNodePictureCodec(): PictureCodec & PixelCodec {
  return createPictureCodec(async () => {
    const [pngDecode, jpegDecode, webpDecode, webpEncode, resize] = await Promise.all([
      compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
      compile('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'),
      compile('@jsquash/webp/codec/dec/webp_dec.wasm'),
      compile('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
      compile('@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'),
    ]);
    return {
      pngDecode,
      jpegDecode,
      webpDecode,
      webpEncode,
      resize,
      jpegEncode: () => compile('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'),
    };
  });
}
