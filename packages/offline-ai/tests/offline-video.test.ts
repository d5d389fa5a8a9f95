// The offline animator: a looping animated PNG with valid chunk order, sequence numbers and CRCs.
import { describe, expect, test } from 'vitest';
import { createOfflineProviders } from '../src';
import { crc32 } from '../src/bytes';
import { createNodeSvgRenderer } from '../../svg-render/src/resvg-node';

const ai = createOfflineProviders({ renderSvg: createNodeSvgRenderer() });

interface Chunk {
  type: string;
  data: Uint8Array;
  crcOk: boolean;
}

function chunks(bytes: Uint8Array): Chunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: Chunk[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const crc = view.getUint32(at + 8 + length);
    out.push({
      type,
      data: bytes.subarray(at + 8, at + 8 + length),
      crcOk: crc === crc32(bytes, at + 4, at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

const u32 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset).getUint32(at);

async function picture(prompt: string) {
  const job = await ai.image.start({
    prompt,
    width: 768,
    height: 1024,
    model: 'flux-kontext-pro',
    artStyle: '',
    hints: { seed: 'v:1:1' },
  });
  if (job.status !== 'done') throw new Error('offline pictures are done at once');
  return job.output;
}

describe('offline video', () => {
  test('a valid looping APNG of the picture', async () => {
    const image = await picture('Mira the lighthouse keeper sees a ghost ship in the storm at night');
    const job = await ai.video.start({ image, prompt: 'rain lashes the cliffs as lightning flashes', seed: 'v1' });
    expect(job.status).toBe('done');
    if (job.status !== 'done') return;
    const { data, contentType } = job.output;
    expect(contentType).toBe('image/apng');
    expect([...data.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(data.length).toBeLessThan(2.5 * 1024 * 1024);

    const list = chunks(data);
    expect(list.every((chunk) => chunk.crcOk)).toBe(true);
    expect(list[0]!.type).toBe('IHDR');
    expect(list[list.length - 1]!.type).toBe('IEND');
    const width = u32(list[0]!.data, 0);
    const height = u32(list[0]!.data, 4);
    expect(Math.max(width, height)).toBeLessThanOrEqual(512);
    expect(width / height).toBeCloseTo(768 / 1024, 1);

    const actl = list.find((chunk) => chunk.type === 'acTL')!;
    const frames = u32(actl.data, 0);
    expect(frames).toBeGreaterThanOrEqual(12);
    expect(u32(actl.data, 4)).toBe(0);
    expect(list.findIndex((chunk) => chunk.type === 'acTL')).toBeLessThan(
      list.findIndex((chunk) => chunk.type === 'IDAT'),
    );
    // The first fcTL comes before the IDAT (the default image is frame 0).
    expect(list.findIndex((chunk) => chunk.type === 'fcTL')).toBeLessThan(
      list.findIndex((chunk) => chunk.type === 'IDAT'),
    );

    const sequenced = list.filter((chunk) => chunk.type === 'fcTL' || chunk.type === 'fdAT');
    expect(sequenced.map((chunk) => u32(chunk.data, 0))).toEqual(sequenced.map((_, index) => index));
    const controls = list.filter((chunk) => chunk.type === 'fcTL');
    expect(controls).toHaveLength(frames);
    let total = 0;
    for (const control of controls) {
      expect(u32(control.data, 4)).toBe(width);
      expect(u32(control.data, 8)).toBe(height);
      const view = new DataView(control.data.buffer, control.data.byteOffset);
      total += (view.getUint16(20) / (view.getUint16(22) || 100)) * 1000;
    }
    expect(total).toBeGreaterThanOrEqual(1800);
    expect(total).toBeLessThanOrEqual(3500);

    // Frames differ: the camera and the rain move.
    const frameData: string[] = [];
    let current = '';
    for (const chunk of list) {
      if (chunk.type === 'fcTL') {
        if (current) frameData.push(current);
        current = '';
      } else if (chunk.type === 'IDAT' || chunk.type === 'fdAT')
        current += `${chunk.data.length}:${chunk.data[chunk.data.length - 5]}`;
    }
    frameData.push(current);
    expect(new Set(frameData).size).toBeGreaterThan(frames / 2);
  });

  test('deterministic for the same request, different for another prompt', async () => {
    const image = await picture('a robot and a cat explore a neon city street');
    const run = async (prompt: string) => {
      const job = await ai.video.start({ image, prompt, seed: 's' });
      return job.status === 'done' ? job.output.data : new Uint8Array();
    };
    const a = await run('snow falls softly');
    const b = await run('snow falls softly');
    const c = await run('magic sparkles everywhere');
    expect(a.length).toBeGreaterThan(0);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
    expect((await ai.video.check('x')).status).toBe('failed');
  });
});
