// Reads a PNG's width and height from its IHDR chunk: the one reader the tests and the fake providers share.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a PNG, or null when the bytes are not one (the fake servers answer other bytes too). */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Width and height of a PNG; throws when the bytes are not one, so a size check also checks the type. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const size = readPngSize(bytes);
  if (!size) throw new Error(`not a PNG (first bytes ${[...bytes.subarray(0, 8)].join(' ')})`);
  return size;
}

/** A PNG's pixels as RGBA (decoded with squoosh's wasm PNG codec). */
export async function pngPixels(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const { readFile } = await import('node:fs/promises');
  const { createRequire } = await import('node:module');
  const { init, decode } = await import('@jsquash/png/decode.js');
  await init(
    await WebAssembly.compile(
      await readFile(createRequire(import.meta.url).resolve('@jsquash/png/codec/pkg/squoosh_png_bg.wasm')),
    ),
  );
  return decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** How many pixels inside `box` differ (by more than `tolerance` summed over RGB) between two PNGs of one size. */
export async function pixelsDiffering(
  a: Uint8Array,
  b: Uint8Array,
  box?: { x: number; y: number; width: number; height: number },
  tolerance = 30,
): Promise<number> {
  const [one, two] = await Promise.all([pngPixels(a), pngPixels(b)]);
  if (one.width !== two.width || one.height !== two.height) throw new Error('the pictures differ in size');
  const area = box ?? { x: 0, y: 0, width: one.width, height: one.height };
  let count = 0;
  for (let y = Math.max(0, area.y); y < Math.min(one.height, area.y + area.height); y++) {
    for (let x = Math.max(0, area.x); x < Math.min(one.width, area.x + area.width); x++) {
      const i = (y * one.width + x) * 4;
      if (
        Math.abs(one.data[i]! - two.data[i]!) +
          Math.abs(one.data[i + 1]! - two.data[i + 1]!) +
          Math.abs(one.data[i + 2]! - two.data[i + 2]!) >
        tolerance
      )
        count++;
    }
  }
  return count;
}

/** How many pixels of a PNG are within `tolerance` of an RGB colour. */
export async function pixelsNear(bytes: Uint8Array, rgb: [number, number, number], tolerance = 24): Promise<number> {
  const image = await pngPixels(bytes);
  let count = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if (
      Math.abs(image.data[i]! - rgb[0]) +
        Math.abs(image.data[i + 1]! - rgb[1]) +
        Math.abs(image.data[i + 2]! - rgb[2]) <=
      tolerance
    )
      count++;
  }
  return count;
}
