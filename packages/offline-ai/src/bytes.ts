// Byte helpers that run on every host (no Buffer): PNG chunks with CRC-32, and picture sizes.

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let index = start; index < end; index++) crc = CRC_TABLE[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

const readUint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

/** A PNG's chunks, each its type and data, up to IEND. */
export function readPngChunks(bytes: Uint8Array): { type: string; data: Uint8Array }[] {
  if (sniffImage(bytes) !== 'image/png') throw new Error('Not a PNG');
  const chunks: { type: string; data: Uint8Array }[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = readUint32(bytes, at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  return chunks;
}

/** One chunk's bytes: length, type, data and CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index++) out[4 + index] = type.charCodeAt(index);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The MIME type a picture's bytes say it is (PNG, JPEG, GIF, WebP), or null. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  if (bytes.length > 24 && PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'image/gif';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57 && bytes[9] === 0x45) return 'image/webp';
  return null;
}

/** Width and height of a PNG, JPEG or GIF, or null when they cannot be read. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const type = sniffImage(bytes);
  if (type === 'image/png') return { width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
  if (type === 'image/gif') return { width: bytes[6]! | (bytes[7]! << 8), height: bytes[8]! | (bytes[9]! << 8) };
  if (type === 'image/jpeg') {
    // Segment by segment (0xff, its marker, its length), stray bytes skipped, to the first start of a frame (not DHT,
    // JPG or DAC), which holds the height and width.
    for (let at = 2; at + 9 < bytes.length;) {
      const marker = bytes[at + 1]!;
      const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (bytes[at] === 0xff && frame)
        return { height: (bytes[at + 5]! << 8) | bytes[at + 6]!, width: (bytes[at + 7]! << 8) | bytes[at + 8]! };
      at += bytes[at] === 0xff ? 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!) : 1;
    }
  }
  return null;
}
