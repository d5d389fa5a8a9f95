// The picture codec on Workers: wrangler bundles each .wasm import as a compiled WebAssembly.Module (workerd refuses
// to compile wasm at run time), handed to the same @jsquash codecs as on Node.
import jpegDecode from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
// @ts-expect-error: the package types this file's wasm-bindgen exports; wrangler imports it as a compiled module.
import pngDecode from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm';
// @ts-expect-error: the package types this file's wasm-bindgen exports; wrangler imports it as a compiled module.
import resize from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm';
import webpDecode from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncode from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import jpegEncode from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
import { createPictureCodec, type PictureCodec, type PixelCodec } from './media-codec';

export function createWorkerPictureCodec(): PictureCodec & PixelCodec {
  return createPictureCodec(async () => ({
    pngDecode,
    jpegDecode,
    webpDecode,
    webpEncode,
    resize,
    jpegEncode: async () => jpegEncode,
  }));
}
