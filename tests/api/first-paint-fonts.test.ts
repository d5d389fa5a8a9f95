// The faces a server-drawn page declares in Japanese, Arabic, Hindi and English: each CJK page gets one file cut for the
// words its first paint shows, preloaded, and one for the interface words it may show later, asked for only when one
// is laid out; Arabic and Hindi one file for both (their letters are shaped together); English fetches no Noto face.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node.js';
import { markupText } from '../../worker/web/page-faces';
import { decodeCodes, type TextFontKey } from '../../worker/web/text-fonts';

const ROOT = resolve(import.meta.dirname, '../..');

let dir: string;
let server: Awaited<ReturnType<typeof startNodeServer>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-fonts-'));
  const distDir = join(dir, 'dist');
  await mkdir(distDir, { recursive: true });
  await writeFile(join(distDir, 'index.html'), await readFile(join(ROOT, 'index.html'), 'utf8'));
  server = await startNodeServer({
    ...optionsFromEnv({}),
    port: 0,
    databaseUrl: `file:${join(dir, 'app.db')}`,
    mediaDir: join(dir, 'media'),
    distDir,
    ai: { provider: 'offline' },
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const page = async (path: string, cookie: string) => (await fetch(server.url + path, { headers: { cookie } })).text();
const fontPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
const notoPreloads = (html: string) => fontPreloads(html).filter((href) => /noto-|\/fonts\/text\//.test(href));

/** The page's cut faces: family, address and the characters the address names (which its unicode-range declares). */
function cutFaces(html: string) {
  return [
    ...html.matchAll(/@font-face\{font-family:"([^"]+)"[^}]*src:url\((\/fonts\/text\/([\w-]+)\/([\w.]+)\.ttf)\)/g),
  ].map(([, family, url, key, name]) => ({
    family: family!,
    url: url!,
    chars: new Set(decodeCodes(key as TextFontKey, name!)!.map((code) => String.fromCodePoint(code))),
  }));
}

/** The page's first screen as the server drew it (#root), as text. */
const rootText = (html: string) => markupText(/<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '');

describe('the faces a server-drawn page declares', () => {
  it('Japanese home: the first paint’s words from one preloaded file of them, the interface’s others from a second', async () => {
    const html = await page('/', 'lang=ja');
    expect(html).toContain('インタラクティブ');
    const [shown, later, ...others] = cutFaces(html);
    expect(others).toEqual([]);
    expect([shown!.family, later!.family]).toEqual(['Noto Sans JP Text', 'Noto Sans JP Text']);
    // Every kana and kanji the first screen draws is in the first file, and only that one is preloaded.
    const drawn = [...rootText(html)].filter((char) =>
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char),
    );
    expect(drawn.filter((char) => !shown!.chars.has(char))).toEqual([]);
    expect(notoPreloads(html)).toEqual([shown!.url]);
    // The language picker's other names are laid out with the page (they size the closed list): those the face
    // declares (中 of 中文) are in the first file, so the first layout asks for no other.
    const pickerNames = [...html.matchAll(/<option[^>]*>([^<]*)</g)].map((match) => match[1]).join('');
    expect(pickerNames).toContain('中文');
    expect([...later!.chars].filter((char) => pickerNames.includes(char))).toEqual([]);
    expect(shown!.chars.has('中')).toBe(true);
    // The second holds what the app may show later (a menu's words, a date's 年月日) and nothing the first holds.
    expect([...later!.chars].filter((char) => shown!.chars.has(char))).toEqual([]);
    for (const char of 'ログアウト年月日') expect(shown!.chars.has(char) || later!.chars.has(char), char).toBe(true);
    expect(later!.chars.size).toBeGreaterThan(0);
    // Text waits for its file rather than show the fallback's empty boxes (no machine is assumed to have a Japanese
    // font); no @fontsource piece is declared for these characters.
    expect(
      html.match(/font-family:"Noto Sans JP Text";[^}]*font-display:(\w+)/g)?.map((face) => face.split(':').at(-1)),
    ).toEqual(['block', 'block']);
    expect(html).not.toMatch(/noto-sans-jp-\d+-400/);

    // Sign-in: its form's words (パスワード) are on screen, in its own first file.
    const login = cutFaces(await page('/login', 'lang=ja'));
    for (const char of 'パスワード') expect(login[0]!.chars.has(char), char).toBe(true);
  });

  it('Arabic and Hindi: one file for the page’s letters and the interface’s, preloaded, whose joined forms the server keeps', async () => {
    for (const [lang, family, word] of [
      ['ar', 'Noto Sans Arabic Text', 'القصص'],
      ['hi', 'Noto Sans Devanagari Text', 'कहानियाँ'],
    ] as const) {
      const html = await page('/', `lang=${lang}`);
      const faces = cutFaces(html);
      expect(
        faces.map((face) => face.family),
        lang,
      ).toEqual([family]);
      expect(notoPreloads(html)).toEqual([faces[0]!.url]);
      for (const char of word) expect(faces[0]!.chars.has(char), `${lang} ${char}`).toBe(true);
      // The 49-50 KB @fontsource piece is not declared.
      expect(html).not.toMatch(/noto-sans-(arabic|devanagari)-(arabic|devanagari)-400/);
      const response = await fetch(server.url + faces[0]!.url);
      expect(response.status).toBe(200);
      const font = fontkit.create(Buffer.from(await response.arrayBuffer())) as unknown as {
        layout(text: string): { glyphs: { id: number }[] };
        hasGlyphForCodePoint(code: number): boolean;
      };
      for (const char of faces[0]!.chars) expect(font.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
      // Shaping survived the cut: a letter joined to the next is another glyph than the letter alone (Arabic), and
      // a conjunct is fewer glyphs than its letters (Devanagari's क्ष).
      if (lang === 'ar') expect(font.layout('سس').glyphs[1]!.id).not.toBe(font.layout('س').glyphs[0]!.id);
      else expect(font.layout('क्ष').glyphs.length).toBeLessThan(3);
    }
  });

  it('declares no Noto face in English, and none where the server draws no words of its own', async () => {
    for (const html of [await page('/', ''), await page('/login', 'lang=en'), await page('/no/such/page', 'lang=es')]) {
      expect(notoPreloads(html)).toEqual([]);
      expect(html).not.toContain('data-page-faces');
      // The three Latin comic fonts stay preloaded as before.
      expect(fontPreloads(html)).toHaveLength(3);
    }
    // A client route the server draws nothing for.
    expect(await page('/dashboard', 'lang=ja')).not.toContain('data-page-faces');
    // A Japanese Page Not Found draws its words in its own file.
    const missing = await page('/no/such/page', 'lang=ja');
    expect(missing).toContain('<html lang="ja"');
    expect(cutFaces(missing)[0]!.family).toBe('Noto Sans JP Text');
  });
});
