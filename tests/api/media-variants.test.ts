// A stopping host and its pictures' WebP copies: the copy being written is stored before stop() resolves, copies not
// begun are dropped (no longer held for), and a visit to a dropped copy's address is answered with the original.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNodePictureCodec } from '../../worker/platform/media-codec-node';
import { createFsMediaStore } from '../../worker/platform/media-fs';
import { withPictureVariants } from '../../worker/platform/media-variants';
import type { PictureCodec } from '../../worker/platform/media-codec';
import { PNG_1PX } from '../helpers/fixtures';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-variants-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const stored = async () => (await readdir(join(dir, 'p'))).filter((name) => !name.endsWith('.type')).sort();

describe('picture copies when the host stops', () => {
  it('stores the copy under way, drops the ones not begun, and answers their addresses with the original', async () => {
    const codec = createNodePictureCodec();
    // The real codec, told when it starts on a picture (a 1 px one gets one copy, at its own width).
    let started!: () => void;
    const firstStarted = new Promise<void>((done) => (started = done));
    const watched: PictureCodec = {
      variants: (...args) => {
        started();
        return codec.variants(...args);
      },
    };
    const media = withPictureVariants(createFsMediaStore(dir), watched, { quietMs: 0 });
    await media.put('p/a.png', PNG_1PX, 'image/png');
    await firstStarted;
    await media.put('p/b.png', PNG_1PX, 'image/png');
    await media.put('p/c.png', PNG_1PX, 'image/png');
    await media.stop();

    expect(await stored()).toEqual(['a.png', 'a.png.w480.webp', 'b.png', 'c.png']);
    const copy = await media.get('p/b.png.w480.webp');
    expect(copy).toMatchObject({ contentType: 'image/png', fallback: true });
    // Stopped: the visit starts no copy either.
    await media.pending();
    expect(await stored()).toEqual(['a.png', 'a.png.w480.webp', 'b.png', 'c.png']);
  });

  it('does not wait out the quiet time of a burst it will not copy', async () => {
    const media = withPictureVariants(createFsMediaStore(dir), createNodePictureCodec(), { quietMs: 60_000 });
    await media.put('p/a.png', PNG_1PX, 'image/png');
    const began = Date.now();
    await media.stop();
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(await stored()).toEqual(['a.png']);
  });
});
