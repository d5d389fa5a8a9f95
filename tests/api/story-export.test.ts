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
import { comicInfo } from '../../src/lib/export/comic-info';
import { exportStoryOf } from '../../src/lib/export/export-model';
import { outputTranslator } from '../../worker/web/i18n';

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

const bubble = (id: string, text: string, extra: Record<string, unknown> = {}) => ({ id, text, type: 'speech', position: { x: 0.5, y: 0.3 }, ...extra });

const LETTERED = [
  [bubble('b-ja', '東京へようこそ！ドーン', { writingMode: 'vertical-rl', position: { x: 0.8, y: 0.35 }, tail: { x: 0.6, y: 0.9 } })],
  [bubble('b-ar', 'مرحبا بالعالم، كيف حالك؟', { style: { bubbleShape: 'burst' }, tail: { x: 0.1, y: 0.95 } }), bubble('b-sfx', 'BOOM 💥', { type: 'sfx', rotation: -15, position: { x: 0.5, y: 0.75 }, style: { fontSize: 48, textColor: '#ff4f5e', borderWidth: 3 } })],
  [bubble('b-hi', 'नमस्ते दुनिया, क्षमा करें', { style: { bubbleShape: 'whisper' } }), bubble('b-th', 'สวัสดีครับ 👩‍🚀', { type: 'thought', position: { x: 0.4, y: 0.7 }, tail: { x: 0.9, y: 0.95 } })],
];

async function letteredStory(options: { draft?: boolean; title?: string } = {}) {
  const story = await createStory(t, owner.token, { title: options.title ?? 'ロボットのバー' }, { draft: options.draft });
  const scene = await addScene(t, story._id, 3);
  for (const [i, bubbles] of LETTERED.entries()) {
    await t.media.put(`scenes/${story._id}/Scene-${i + 1}.png`, await stripes(40 * i), 'image/png');
    const res = await t.call('PUT', `/api/scenes/${scene.id}/panels/${i + 1}`, { token: owner.token, body: { textBubbles: bubbles } });
    expect(res.status, res.text).toBe(200);
  }
  return { storyId: story._id as string, sceneId: scene.id };
}

async function exported(storyId: string, token?: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(`/api/stories/${storyId}/export.cbz`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The panel's picture as the export crops it, without bubbles: what a page would be if nothing were lettered. */
async function barePage(storyId: string, panel: number, size: { width: number; height: number }) {
  const { coverCrop } = await import('../../src/editor/panel-layout');
  const source = (await codec.decode(new Uint8Array(await new Response((await t.media.get(`scenes/${storyId}/Scene-${panel}.png`))!.body).arrayBuffer()), 'image/png'))!;
  const box = coverCrop(source, size.width, size.height);
  expect(box.x >= 0 && box.y >= 0).toBe(true);
  return source;
}

describe('GET /api/stories/{id}/export.cbz', () => {
  it('answers the author a lettered comic book of their draft, one JPEG per panel and ComicInfo.xml', async () => {
    const { storyId } = await letteredStory({ draft: true });
    const { response, bytes } = await exported(storyId, owner.token);
    expect(response.status, new TextDecoder().decode(bytes.subarray(0, 300))).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.comicbook+zip');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('ロボットのバー.cbz')}`);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['001.jpg', '002.jpg', '003.jpg', 'ComicInfo.xml']);
    const info = strFromU8(files['ComicInfo.xml']!);
    expect(info).toContain('<Title>ロボットのバー</Title>');
    expect(info).toContain('<PageCount>3</PageCount>');
    expect(info).toMatch(/<Writer>.+<\/Writer>/);
    // Word for word the browser's ComicInfo.xml for the story the reader is given.
    const detail = (await t.call('GET', `/api/stories/${storyId}`, { token: owner.token })).json.data;
    const words = outputTranslator(detail.outputLocale);
    expect(info).toBe(comicInfo(exportStoryOf(detail, (id, values) => words(id, values)), 3));
    // Left to right unless the author chose otherwise, as the browser's book.
    expect(info).toContain('<Manga>No</Manga>');
    for (const [i, name] of ['001.jpg', '002.jpg', '003.jpg'].entries()) {
      const page = (await codec.decode(files[name]!, 'image/jpeg'))!;
      await writeFile(`/tmp/export-${name}`, files[name]!);
      expect(page.width).toBe(768);
      // The panel keeps the story's 3:4 shape (the automatic grid's cell).
      expect(Math.abs(page.height - 1024)).toBeLessThanOrEqual(1);
      void barePage(storyId, i + 1, page);
    }
  });
});
