// A page's own Japanese (Chinese, Korean, Arabic, Devanagari) font, cut on the server: the reader of a Japanese story
// declares files of exactly its characters (those its first screen shows, and those it may show later: its other
// scenes, the interface's words), at addresses naming them, which the server answers with TrueType files holding those
// glyphs, cached for a year; any other address is a 404.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { createDatabase } from '../../db/client';
import { openNodeClient } from '../../db/file-client';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node.js';
import { insertScene } from '../../worker/data/scenes';
import { MAX_TEXT_FONT_CODES, decodeCodes, encodeCodes, textFontFiles, textFontUrl } from '../../worker/web/text-fonts';
import { newUser } from '../helpers/app';

const ROOT = resolve(import.meta.dirname, '../..');
const TITLE = '星をさがす小さな猫';
const BUBBLE = '「星はどこ？」と猫は聞いた。';

let dir: string;
let server: Awaited<ReturnType<typeof startNodeServer>>;
let storyId: string;

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-text-fonts-'));
  const distDir = join(dir, 'dist');
  await mkdir(distDir, { recursive: true });
  await writeFile(join(distDir, 'index.html'), await readFile(join(ROOT, 'index.html')));
  const databaseUrl = `file:${join(dir, 'app.db')}`;
  server = await startNodeServer({
    ...optionsFromEnv({}),
    port: 0,
    databaseUrl,
    mediaDir: join(dir, 'media'),
    distDir,
    readCacheTtlMs: 0,
    ai: { provider: 'offline' },
  });
  const user = newUser();
  const token = (await api('POST', '/api/auth/register', user)).json.token as string;
  storyId = (
    await api('POST', '/api/stories', { title: TITLE, description: '小さな猫が夜空で迷子の星を探す物語です。' }, token)
  ).json.data._id;
  const client = await openNodeClient(databaseUrl);
  try {
    const bubble = { text: BUBBLE, position: { x: 50, y: 20 } };
    await insertScene(
      createDatabase(client),
      storyId,
      { title: '灯台守', panels: [{ description: 'panel', imageUrl: null, textBubbles: [bubble] }] } as never,
      new Date(),
    );
  } finally {
    client.close();
  }
  expect((await api('PUT', `/api/stories/${storyId}`, { status: 'published' }, token)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The cut files a page declares: address, family and the characters the address names. */
async function declared(path: string, cookie = '') {
  const html = await (await fetch(server.url + path, { headers: { cookie } })).text();
  const style = /<style data-page-faces="">(.*?)<\/style>/.exec(html)?.[1] ?? '';
  return [...style.matchAll(/font-family:"([^"]+)"[^}]*src:url\((\/fonts\/text\/noto-sans-jp\/([\w.]+)\.ttf)\)/g)].map(
    ([, family, url, name]) => ({ family: family!, url: url!, codes: decodeCodes('noto-sans-jp', name!)! }),
  );
}

const codesOf = (text: string) =>
  [...new Set([...text].map((char) => char.codePointAt(0)!))].filter((code) => code > 0xff);

describe('the cut font of a page', () => {
  it('names its characters once, in ascending order, and nothing else', () => {
    const codes = [0x3001, 0x3002, 0x306a, 0x732b, 0x661f];
    const sorted = [...codes].sort((a, b) => a - b);
    expect(decodeCodes('noto-sans-jp', encodeCodes(sorted))).toEqual(sorted);
    expect(decodeCodes('noto-sans-jp', encodeCodes([0x732b, 0x661f]))).toBeNull(); // descending
    expect(decodeCodes('noto-sans-jp', '6c1.0')).toBeNull(); // a character twice
    expect(decodeCodes('noto-sans-jp', '06c1')).toBeNull(); // another spelling of the same list
    expect(decodeCodes('noto-sans-jp', encodeCodes([0x1f600]))).toBeNull(); // not in the source (an emoji)
    expect(
      decodeCodes(
        'noto-sans-jp',
        Array(MAX_TEXT_FONT_CODES + 1)
          .fill('1')
          .join('.'),
      ),
    ).toBeNull();
    expect(decodeCodes('noto-sans-jp', '')).toBeNull();
  });

  it('is for CJK in the page language’s forms, Arabic and Devanagari, not Thai or Latin', () => {
    const sorted = (text: string) => codesOf(text).sort((a, b) => a - b);
    expect(textFontFiles(`${TITLE} hello مرحبا नमस्ते สวัสดี`, 'en')).toEqual([
      { key: 'noto-sans-jp', codes: sorted(TITLE) },
      { key: 'noto-sans-arabic', codes: sorted('مرحبا') },
      { key: 'noto-sans-devanagari', codes: sorted('नमस्ते') },
    ]);
    expect(textFontFiles('hello สวัสดี Ünïcode', 'en')).toEqual([]);
    // Han without kana in a Chinese page is Chinese: cut from Noto Sans SC, not from the Japanese source.
    const chinese = '寻找星星的小猫';
    expect(textFontFiles(chinese, 'zh-CN')).toEqual([
      { key: 'noto-sans-sc', codes: codesOf(chinese).sort((a, b) => a - b) },
    ]);
    // Hangul from Noto Sans KR, the rare syllables too (its source holds every one).
    const korean = '별을 찾는 작은 고양이 궂튄얕';
    expect(textFontFiles(korean, 'ko')).toEqual([
      { key: 'noto-sans-kr', codes: codesOf(korean).sort((a, b) => a - b) },
    ]);
  });

  it('cuts Chinese and Korean files holding exactly the characters asked for', async () => {
    for (const [key, text, absent] of [
      ['noto-sans-sc', '寻找星星的小猫，', '鬱'],
      ['noto-sans-kr', '별을찾는작은고양이궂', '뷁'],
    ] as const) {
      const codes = codesOf(text).sort((a, b) => a - b);
      const response = await fetch(server.url + textFontUrl(key, codes));
      expect(response.status, key).toBe(200);
      const font = fontkit.create(Buffer.from(await response.arrayBuffer())) as unknown as {
        hasGlyphForCodePoint(code: number): boolean;
      };
      for (const code of codes)
        expect(font.hasGlyphForCodePoint(code), `${key} ${String.fromCodePoint(code)}`).toBe(true);
      expect(font.hasGlyphForCodePoint(absent.codePointAt(0)!), `${key} ${absent}`).toBe(false);
    }
  }, 30_000);

  it('a Japanese reader declares its title and bubbles in one file, the interface’s words in a second; the server cuts them', async () => {
    const faces = await declared(`/story/${storyId}/read`, 'lang=ja');
    expect(faces.map((face) => face.family)).toEqual(['Noto Sans JP Text', 'Noto Sans JP Text']);
    const [shown, later] = faces;
    for (const face of faces) expect(face.url).toBe(textFontUrl('noto-sans-jp', face.codes));
    // The first screen's words in the first (preloaded) file; none of its characters again in the second.
    for (const char of [...TITLE, ...'灯台守']) expect(shown!.codes, char).toContain(char.codePointAt(0));
    expect(later!.codes.filter((code) => shown!.codes.includes(code))).toEqual([]);
    // The story's words, the reader's own (いいね, 共有…: 'Like' in Japanese) and the language's dates: in one or the other.
    const codes = [...shown!.codes, ...later!.codes];
    for (const char of [...TITLE, ...'星はどこ灯台守', ...'共有', ...'年月日'])
      expect(codes, char).toContain(char.codePointAt(0));
    // Every declared character is in the file.
    const response = await fetch(server.url + shown!.url, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/ttf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch undoes the brotli.
    const bytes = Buffer.from(await response.arrayBuffer());
    const font = fontkit.create(bytes) as unknown as { hasGlyphForCodePoint(code: number): boolean; numGlyphs: number };
    for (const code of shown!.codes) expect(font.hasGlyphForCodePoint(code), String.fromCodePoint(code)).toBe(true);
    // …and not the rest of the source: a kanji the page does not show.
    expect(font.hasGlyphForCodePoint('鬱'.codePointAt(0)!)).toBe(false);
    expect(bytes.length).toBeLessThan(150_000);
  }, 30_000);

  it('an English reader of the same story declares only the story’s characters', async () => {
    const codes = (await declared(`/story/${storyId}/read`)).flatMap((face) => face.codes);
    for (const char of TITLE) expect(codes).toContain(char.codePointAt(0));
    expect(codes).not.toContain('共'.codePointAt(0));
  });

  it('answers 404 for an address no page names, never a 500', async () => {
    for (const path of [
      '/fonts/text/noto-sans-jp/0.ttf',
      '/fonts/text/noto-sans-jp/6c1.6c1.ttf',
      '/fonts/text/noto-sans-jp/zzzzzz.ttf',
      '/fonts/text/noto-sans-xx/6c1.ttf',
      '/fonts/text/noto-sans-jp/6c1.woff2',
      '/fonts/text/noto-sans-jp/%E6%98%9F.ttf',
    ]) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
    }
  });
});
