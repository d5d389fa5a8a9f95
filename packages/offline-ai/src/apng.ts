// Animated PNG from same-sized PNG frames: the first frame's IDAT is the default image, later frames go in fdAT chunks;
// fcTL chunks carry each frame's timing, and every fcTL and fdAT shares one running sequence number.
import { PNG_SIGNATURE, concat, pngChunk, readPngChunks } from './bytes';

/** Big-endian bytes, as PNG writes its numbers. */
const u32 = (value: number) => new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
const u16 = (value: number) => new Uint8Array([(value >>> 8) & 255, value & 255]);

/** The animation of `frames`, each shown for `frameMs` milliseconds, looping forever. */
export function assembleApng(frames: Uint8Array[], frameMs: number): Uint8Array {
  if (!frames.length) throw new Error('An animation needs at least one frame');
  const parsed = frames.map(readPngChunks);
  const header = parsed[0]!.find((chunk) => chunk.type === 'IHDR');
  if (!header) throw new Error('Frame without IHDR');
  const key = header.data.join(',');
  const size = new DataView(header.data.buffer, header.data.byteOffset);
  const [width, height] = [size.getUint32(0), size.getUint32(4)];
  // acTL: the number of frames, and of plays (0: a loop forever).
  const parts: Uint8Array[] = [
    PNG_SIGNATURE,
    pngChunk('IHDR', header.data),
    pngChunk('acTL', concat([u32(frames.length), u32(0)])),
  ];
  let sequence = 0;
  const timing = [u16(Math.round(frameMs)), u16(1000), new Uint8Array([0, 0])];
  parsed.forEach((chunks, index) => {
    const ihdr = chunks.find((chunk) => chunk.type === 'IHDR');
    if (!ihdr || ihdr.data.join(',') !== key)
      throw new Error(`Frame ${index} differs in size or colour type from the first`);
    // fcTL: sequence, size, offset, delay (numerator/denominator in seconds), dispose none, blend source.
    parts.push(pngChunk('fcTL', concat([...[sequence++, width, height, 0, 0].map(u32), ...timing])));
    for (const chunk of chunks.filter((item) => item.type === 'IDAT'))
      parts.push(index === 0 ? pngChunk('IDAT', chunk.data) : pngChunk('fdAT', concat([u32(sequence++), chunk.data])));
  });
  parts.push(pngChunk('IEND', new Uint8Array(0)));
  return concat(parts);
}
