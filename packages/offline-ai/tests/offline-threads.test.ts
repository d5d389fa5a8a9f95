// The Node host's threaded panel renderer (resvg on worker threads, PNG by the native zlib): the same pixels as the
// in-process renderer, RGB for opaque panels, straight alpha otherwise, errors answered per job, and a pool that keeps
// working after one.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paintRequest } from '../src/image';
import { createNodeSvgRenderer } from '../../svg-render/src/resvg-node';
import { createThreadedSvgRenderer } from '../../svg-render/src/resvg-threads';
import { optionsFromEnv, startNodeServer } from '../../../worker/entry.node';
import type { ImageRequest } from '../../../worker/ai/types';

const threaded = createThreadedSvgRenderer({ threads: 2 });
const inProcess = createNodeSvgRenderer();

beforeAll(async () => {
  await initPngDecode(
    await WebAssembly.compile(
      await readFile(fileURLToPath(import.meta.resolve('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'))),
    ),
  );
});
afterAll(() => threaded.close());

const panel = (prompt: string, width = 768, height = 1024): string =>
  paintRequest({
    prompt,
    width,
    height,
    model: 'flux-kontext-pro',
    artStyle: 'Classic comic book style',
    hints: { seed: `threads:${prompt}` },
  } satisfies ImageRequest);

const decode = (png: Uint8Array) => decodePng(png.slice().buffer);
/** IHDR's colour type: 2 is RGB, 6 is RGBA. */
const colourType = (png: Uint8Array) => png[25];

describe('threaded panel renderer', () => {
  test('six panels at once come back with the same pixels as the in-process renderer, each its own', async () => {
    const prompts = [
      'A green parrot flying over a stormy sea at night',
      'Captain Mara, the red-haired pirate with a black tricorn hat, points at a map',
      'A giant purple octopus grabs Mara by the ankle',
      'A robot waves from a rooftop garden at sunset',
      'Two knights fight in the snow before a castle',
      'A cat sleeps beside a lantern in the library',
    ];
    const svgs = prompts.map((prompt, index) => panel(prompt, index % 2 ? 1024 : 768, index % 2 ? 683 : 1024));
    const [mine, reference] = await Promise.all([
      Promise.all(svgs.map((svg) => threaded(svg))),
      Promise.all(svgs.map((svg) => inProcess(svg))),
    ]);
    for (const [index, png] of mine.entries()) {
      const [a, b] = await Promise.all([decode(png), decode(reference[index]!)]);
      expect({ width: a.width, height: a.height }).toEqual({ width: b.width, height: b.height });
      expect({ width: a.width, height: a.height }).toEqual(
        index % 2 ? { width: 1024, height: 683 } : { width: 768, height: 1024 },
      );
      expect(Buffer.compare(Buffer.from(a.data.buffer), Buffer.from(b.data.buffer))).toBe(0);
      // Opaque panels are stored as RGB, and smaller than resvg's own PNG.
      expect(colourType(png)).toBe(2);
      expect(png.length).toBeLessThan(reference[index]!.length);
    }
    expect(new Set(mine.map((png) => Buffer.from(png).toString('base64'))).size).toBe(prompts.length);
  });

  test('a picture with transparency keeps its alpha, the colours divided back out of it', async () => {
    const png = await threaded(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="20" fill="#ff0000" fill-opacity="0.5"/></svg>',
    );
    expect(colourType(png)).toBe(6);
    const image = await decode(png);
    const centre = (32 * 64 + 32) * 4;
    expect([...image.data.slice(centre, centre + 4)]).toEqual([255, 0, 0, 128]);
    expect([...image.data.slice(0, 4)]).toEqual([0, 0, 0, 0]);
  });

  test('a document resvg cannot read fails its own job only, and the threads go on rendering', async () => {
    const [bad, good] = await Promise.allSettled([
      threaded('<svg xmlns="http://www.w3.org/2000/svg" width="4"'),
      threaded('<svg xmlns="http://www.w3.org/2000/svg" width="5" height="6"/>'),
    ]);
    expect(bad.status).toBe('rejected');
    expect(good.status).toBe('fulfilled');
    const again = await decode(await threaded('<svg xmlns="http://www.w3.org/2000/svg" width="7" height="3"/>'));
    expect({ width: again.width, height: again.height }).toEqual({ width: 7, height: 3 });
  });

  test('a closed renderer refuses new work', async () => {
    const renderer = createThreadedSvgRenderer({ threads: 1 });
    await renderer('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
    const queued = expect(renderer('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')).rejects.toThrow(
      /closed/,
    );
    await renderer.close();
    await queued;
    await expect(renderer('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')).rejects.toThrow(/closed/);
  });

  test('a script that renders and ends exits: busy threads hold the process until their picture is back, idle ones do not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'panelcraft-threads-'));
    try {
      const script = join(dir, 'render.mts');
      const module = fileURLToPath(new URL('../../svg-render/src/resvg-threads.ts', import.meta.url));
      await writeFile(
        script,
        `import { createThreadedSvgRenderer } from ${JSON.stringify(module)};
const render = createThreadedSvgRenderer({ threads: 2 });
const pngs = await Promise.all([4, 5, 6].map((width) => render('<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="3"/>')));
console.log(pngs.map((png) => new DataView(png.buffer).getUint32(16)).join(','));`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        timeout: 20_000,
      });
      expect(stdout.trim()).toBe('4,5,6');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("the Node host draws a scene's panels on the threads: each stored panel is the threads' RGB PNG", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'panelcraft-threads-host-'));
    const server = await startNodeServer({
      ...optionsFromEnv({}),
      port: 0,
      databaseUrl: `file:${join(dir, 'app.db')}`,
      mediaDir: join(dir, 'media'),
      ai: { provider: 'offline' } as Parameters<typeof startNodeServer>[0]['ai'],
      generationLimits: { minIntervalSeconds: 0, maxPerHour: 1000, duplicateWindowSeconds: 0 },
    });
    try {
      const call = async (method: string, path: string, token: string | null, body?: unknown) => {
        const res = await fetch(server.url + path, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(res.status).toBeLessThan(300);
        return (await res.json()) as any;
      };
      const { token } = await call('POST', '/api/auth/register', null, {
        username: 'thread_painter',
        email: 'threads@example.com',
        password: 'Threads-Pass1',
      });
      const story = await call('POST', '/api/stories', token, { title: 'Threads', aspectRatio: '3:4' });
      const prompt =
        'Mira the lighthouse keeper spots a ghost ship in the storm and lights the great lamp to warn the sailors.';
      const res = await call('POST', '/api/ai/generate-scene', token, {
        storyId: story.data._id,
        prompt,
        generateImages: true,
        // Two panels are drawn on the threads as six are: each one more is painted and checked for nothing new.
        maxPanels: 2,
      });
      expect(res.data.scene.status).toBe('completed');
      const panels = res.data.scene.panels as { imageUrl: string }[];
      expect(panels).toHaveLength(2);
      for (const panel of panels) {
        const png = new Uint8Array(await (await fetch(server.url + panel.imageUrl)).arrayBuffer());
        expect(colourType(png)).toBe(2);
        const image = await decode(png);
        expect({ width: image.width, height: image.height }).toEqual({ width: 768, height: 1024 });
      }
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
