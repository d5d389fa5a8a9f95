// The comic book for scripts (GET /api/stories/{id}/export.cbz): who may have it (the author's draft with a cookie or
// a read token, anyone's published story, nobody else's draft), what is in it (ComicInfo.xml as the browser writes it,
// one JPEG per panel in reading order) and that each page carries its lettering: Japanese, Arabic, Hindi, Thai and
// emoji, a burst, a whisper, a sound effect, vertical words and pointing tails change the panel's pixels.
import { writeFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSvgRenderer } from '../../packages/svg-render/src/resvg-node';
import { createNodePictureCodec } from '../../worker/platform/media-codec-node';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { addScene, createStory } from '../helpers/stories';
import { comicInfo } from '../../src/shared/export/comic-info';
import { exportStoryOf } from '../../src/shared/export/export-model';
import { outputTranslator } from '../../worker/web/i18n';
import { coverCrop } from '../../src/shared/panel-layout';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
const codec = createNodePictureCodec();

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  stranger = await registerUser(t);
});
afterAll(() => t.close());

/** A 768 × 1024 picture of soft stripes: no flat area a bubble could hide in. */
async function stripes(hue: number): Promise<Uint8Array<ArrayBuffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${hue + 90},60%,35%)"/></linearGradient></defs><rect width="768" height="1024" fill="url(#g)"/></svg>`;
  return (await createNodeSvgRenderer()(svg)) as Uint8Array<ArrayBuffer>;
}

const bubble = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  text,
  type: 'speech',
  position: { x: 0.5, y: 0.3 },
  ...extra,
});

const LETTERED = [
  [
    bubble('b-ja', '東京へようこそ！ドーン', {
      writingMode: 'vertical-rl',
      position: { x: 0.8, y: 0.35 },
      tail: { x: 0.6, y: 0.9 },
    }),
  ],
  [
    bubble('b-ar', 'مرحبا بالعالم، كيف حالك؟', { style: { bubbleShape: 'burst' }, tail: { x: 0.1, y: 0.95 } }),
    bubble('b-sfx', 'BOOM 💥', {
      type: 'sfx',
      rotation: -15,
      position: { x: 0.5, y: 0.75 },
      style: { fontSize: 48, textColor: '#ff4f5e', borderWidth: 3 },
    }),
  ],
  [
    bubble('b-hi', 'नमस्ते दुनिया, क्षमा करें', { style: { bubbleShape: 'whisper' } }),
    bubble('b-th', 'สวัสดีครับ 👩‍🚀', { type: 'thought', position: { x: 0.4, y: 0.7 }, tail: { x: 0.9, y: 0.95 } }),
  ],
];

async function letteredStory(options: { draft?: boolean; title?: string } = {}) {
  const story = await createStory(
    t,
    owner.token,
    { title: options.title ?? 'ロボットのバー' },
    { draft: options.draft },
  );
  const scene = await addScene(t, story._id, 3);
  for (const [i, bubbles] of LETTERED.entries()) {
    await t.media.put(`scenes/${story._id}/Scene-${i + 1}.png`, await stripes(40 * i), 'image/png');
    const res = await t.call('PUT', `/api/scenes/${scene.id}/panels/${i + 1}`, {
      token: owner.token,
      body: { textBubbles: bubbles },
    });
    expect(res.status, res.text).toBe(200);
  }
  return { storyId: story._id, sceneId: scene.id };
}

async function exported(storyId: string, token?: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(`/api/stories/${storyId}/export.cbz`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The answer's status, the rest of the book left unread: the stream stops drawing when its reader goes. */
async function statusOf(storyId: string, token?: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(`/api/stories/${storyId}/export.cbz`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  await response.body?.cancel();
  return response.status;
}

/** The panel's stored picture cropped and sized as the page, with no lettering: what the page would be unlettered. */
async function barePage(storyId: string, panel: number, size: { width: number; height: number }) {
  const source = (await codec.decode(
    new Uint8Array(await new Response((await t.media.get(`scenes/${storyId}/Scene-${panel}.png`))!.body).arrayBuffer()),
    'image/png',
  ))!;
  const box = coverCrop(source, size.width, size.height);
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++)
    data.set(
      source.data.subarray(((y + row) * source.width + x) * 4, ((y + row) * source.width + x + width) * 4),
      row * width * 4,
    );
  return codec.resize({ data, width, height }, size.width, size.height);
}

/** The share of pixels whose colour differs by more than `threshold` (sum of channels) between two same-sized pictures. */
function changedShare(a: { data: Uint8ClampedArray }, b: { data: Uint8ClampedArray }, threshold = 60): number {
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs(a.data[i]! - b.data[i]!) +
        Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
        Math.abs(a.data[i + 2]! - b.data[i + 2]!) >
      threshold
    )
      changed++;
  }
  return changed / (a.data.length / 4);
}

describe('GET /api/stories/{id}/export.cbz', () => {
  it('answers the author a lettered comic book of their draft: ComicInfo.xml as the browser writes it and one JPEG per panel', async () => {
    const { storyId } = await letteredStory({ draft: true });
    const started = performance.now();
    const { response, bytes } = await exported(storyId, owner.token);
    const ms = performance.now() - started;
    expect(response.status, new TextDecoder().decode(bytes.subarray(0, 300))).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.comicbook+zip');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('ロボットのバー.cbz')}`,
    );
    expect(response.headers.get('cache-control')).toMatch(/^private/);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['001.jpg', '002.jpg', '003.jpg', 'ComicInfo.xml']);
    const info = strFromU8(files['ComicInfo.xml']!);
    expect(info).toContain('<Title>ロボットのバー</Title>');
    expect(info).toContain('<PageCount>3</PageCount>');
    expect(info).toMatch(/<Writer>.+<\/Writer>/);
    // Left to right unless the author chose otherwise, as the browser's book.
    expect(info).toContain('<Manga>No</Manga>');
    // Word for word the browser's ComicInfo.xml for the story the reader is given.
    const detail = (await t.call('GET', `/api/stories/${storyId}`, { token: owner.token })).json.data;
    const words = outputTranslator(detail.outputLocale);
    expect(info).toBe(
      comicInfo(
        exportStoryOf(detail, (id, values) => words(id, values)),
        3,
      ),
    );
    for (const [i, name] of ['001.jpg', '002.jpg', '003.jpg'].entries()) {
      const page = (await codec.decode(files[name]!, 'image/jpeg'))!;
      if (process.env.EXPORT_PAGES_DIR) await writeFile(`${process.env.EXPORT_PAGES_DIR}/${name}`, files[name]!);
      // About the picture's own size (never enlarged), in the shape of the panel's cell (the story's 3:4 inside its frame).
      expect(page.width).toBeLessThanOrEqual(768);
      expect(page.width).toBeGreaterThan(740);
      expect(page.height).toBeLessThanOrEqual(1024);
      expect(Math.abs(page.width / page.height - 0.75)).toBeLessThan(0.02);
      // Lettered: a good share of the page differs from the same picture unlettered (balloons, words, tails), while
      // the rest is the picture (JPEG noise aside).
      const bare = await barePage(storyId, i + 1, page);
      const share = changedShare(page, bare);
      expect(share, `${name} lettered share`).toBeGreaterThan(0.01);
      expect(share, `${name} lettered share`).toBeLessThan(0.5);
    }
    console.info(`export.cbz of 3 lettered panels: ${Math.round(ms)} ms on Node`);
  });

  it('a panel in a chosen layout keeps the shape of its cell; a right-to-left story says so in ComicInfo.xml', async () => {
    const { storyId, sceneId } = await letteredStory({ draft: true, title: 'مغامرة الروبوت' });
    const layout = {
      panels: [
        { panelNumber: 1, x: 0, y: 0, width: 1, height: 0.5 },
        { panelNumber: 2, x: 0, y: 0.5, width: 0.5, height: 0.5 },
        { panelNumber: 3, x: 0.5, y: 0.5, width: 0.5, height: 0.5 },
      ],
    };
    expect((await t.call('PUT', `/api/scenes/${sceneId}/layout`, { token: owner.token, body: layout })).status).toBe(
      200,
    );
    expect(
      (
        await t.call('PUT', `/api/stories/${storyId}`, {
          token: owner.token,
          body: { readingDirection: 'right-to-left' },
        })
      ).status,
    ).toBe(200);
    const files = unzipSync((await exported(storyId, owner.token)).bytes);
    expect(strFromU8(files['ComicInfo.xml']!)).toContain('<Manga>YesAndRightToLeft</Manga>');
    const wide = (await codec.decode(files['001.jpg']!, 'image/jpeg'))!;
    const small = (await codec.decode(files['002.jpg']!, 'image/jpeg'))!;
    // The first panel spans the page (wider than tall); the two under it are about as wide as tall.
    expect(wide.width / wide.height).toBeGreaterThan(1.2);
    expect(Math.abs(small.width / small.height - (0.75 * 2) / 2)).toBeLessThan(0.35);
  });

  it('anyone may have a published story; a stranger, a visitor or a read token of another user get 404 for a draft', async () => {
    const draft = await letteredStory({ draft: true, title: 'Secret draft' });
    const published = await letteredStory({ title: 'Published book' });
    for (const token of [stranger.token, undefined]) {
      const { response, bytes } = await exported(draft.storyId, token);
      expect(response.status).toBe(404);
      const body = JSON.parse(new TextDecoder().decode(bytes));
      expect(body).toMatchObject({ success: false, message: 'Story not found' });
      expect(JSON.stringify(body)).not.toContain('Secret draft');
    }
    const visitor = await exported(published.storyId);
    expect(visitor.response.status).toBe(200);
    expect(visitor.response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Object.keys(unzipSync(visitor.bytes))).toHaveLength(4);
    // The author's read-only API token and the browser's session cookie both open the draft.
    const token = await t.call('POST', '/api/tokens', { token: owner.token, body: { name: 'exports', scope: 'read' } });
    expect(token.status, token.text).toBe(201);
    expect(await statusOf(draft.storyId, token.json.data.token)).toBe(200);
    const strangerToken = await t.call('POST', '/api/tokens', {
      token: stranger.token,
      body: { name: 'peek', scope: 'read' },
    });
    expect(await statusOf(draft.storyId, strangerToken.json.data.token)).toBe(404);
    expect(await statusOf(draft.storyId, undefined, { cookie: `token=${owner.token}` })).toBe(200);
    // Unknown ids and query parameters are refused as everywhere.
    expect(await statusOf('nope')).toBe(404);
    expect((await t.call('GET', `/api/stories/${published.storyId}/export.cbz?format=pdf`)).status).toBe(400);
  });

  it('is in the OpenAPI document as a comic book archive, open to visitors', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    const operation = doc.paths['/api/stories/{id}/export.cbz'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/vnd.comicbook+zip']);
    expect(operation.summary).toMatch(/ComicInfo\.xml.*one JPEG per panel/);
    expect(operation.responses).toHaveProperty('404');
  });

  it('a story without panels is a 400 that says so', async () => {
    const story = await createStory(t, owner.token, { title: 'Empty' }, { draft: true });
    const res = await t.call('GET', `/api/stories/${story._id}/export.cbz`, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: 'No panels found in scene' });
  });
});
