// The server's first paint in Japanese, Arabic and English (issue 28): a page keeps only the build's font tags of its
// own language and page, so its words are drawn at once in the Noto pieces they need, and English fetches none of them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPaintFontTags } from '../../worker/web/first-paint-fonts';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node.js';

const ROOT = resolve(import.meta.dirname, '../..');
// The build names each piece with a content hash; any stand-in will do here.
const built = (file: string) => `/assets/${file.replace('.woff2', '-H4sh.woff2')}`;

let dir: string;
let server: Awaited<ReturnType<typeof startNodeServer>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-fonts-'));
  const distDir = join(dir, 'dist');
  await mkdir(distDir, { recursive: true });
  // index.html as the client build writes it: the source page with the first-paint font tags of every language.
  const source = await readFile(join(ROOT, 'index.html'), 'utf8');
  await writeFile(join(distDir, 'index.html'), source.replace('</head>', `${firstPaintFontTags(built)}\n</head>`));
  server = await startNodeServer({ ...optionsFromEnv({}), port: 0, databaseUrl: `file:${join(dir, 'app.db')}`, mediaDir: join(dir, 'media'), distDir, ai: { provider: 'offline' } });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const page = async (path: string, cookie: string) => (await fetch(server.url + path, { headers: { cookie } })).text();
const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
const notoPreloads = (html: string) => fontPreloads(html).filter((href) => href.includes('noto-'));
const faceRules = (html: string) => [...html.matchAll(/@font-face\{font-family:"([^"]+)"[^}]*src:url\(([^)]+)\)[^}]*unicode-range:([^}]+)\}/g)];

describe('first-paint fonts', () => {
  it('declares the Noto Sans JP pieces of the Japanese home page’s words and its interface’s, and preloads its headline’s', async () => {
    const html = await page('/', 'lang=ja');
    const piece = (n: string) => `/assets/noto-sans-jp-${n}-400-normal-H4sh.woff2`;
    expect(html).not.toMatch(/noto-sans-(sc|kr|arabic|devanagari)/);
    const rules = faceRules(html);
    // The kana and punctuation (119) and the kanji of the server's three lines, among the pieces of the words the app
    // draws once it runs (header, the list's heading, tags, dates): a few dozen rules, not the stylesheet's 124.
    expect(rules.map((rule) => rule[2])).toEqual(expect.arrayContaining(['119', '107', '117', '98', '93'].map(piece)));
    expect(rules.length).toBeLessThan(30);
    const declared = new Set(rules.flatMap((rule) => rule[3]!.split(',').map((code) => parseInt(code.replace('U+', ''), 16))));
    // The list's heading, the New Story button and a card's date in Japanese ('2026年11月27日'): all declared.
    for (const char of '新着ストーリー新規年月日') expect(declared, char).toContain(char.codePointAt(0));
    // Only the headline's piece is preloaded (the title is all katakana); the subtitle's kanji come when drawn.
    expect(notoPreloads(html)).toEqual([piece('119')]);
    expect(new Set(rules.map((rule) => rule[1]))).toEqual(new Set(['Noto Sans JP']));
    // Text is never hidden while a piece is on its way.
    expect(rules.every((rule) => rule[0].includes('font-display:swap'))).toBe(true);
    // Each rule covers only characters the page draws: the home title's first kana is in the kana piece's rule.
    const kana = rules.find((rule) => rule[2]!.includes('-119-'))![3]!;
    expect(kana.split(',')).toContain(`U+${'イ'.codePointAt(0)!.toString(16)}`);
    expect(html).toContain('インタラクティブ');
    // Sign-in needs other kanji than home: its own set.
    const login = await page('/login', 'lang=ja');
    expect(notoPreloads(login)).toContain(piece('119'));
    expect(faceRules(login).map((rule) => rule[2]).sort()).not.toEqual(rules.map((rule) => rule[2]).sort());
  });

  it('gives the Arabic home page the Noto Sans Arabic pieces and English none', async () => {
    const arabic = await page('/', 'lang=ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(notoPreloads(arabic)).toContain('/assets/noto-sans-arabic-arabic-400-normal-H4sh.woff2');
    expect(notoPreloads(arabic).every((href) => href.includes('noto-sans-arabic-'))).toBe(true);
    expect(new Set(faceRules(arabic).map((rule) => rule[1]))).toEqual(new Set(['Noto Sans Arabic']));

    for (const html of [await page('/', ''), await page('/login', 'lang=en'), await page('/no/such/page', 'lang=es')]) {
      expect(notoPreloads(html)).toEqual([]);
      expect(html).not.toContain('data-ui-fonts');
      // The three Latin comic fonts stay preloaded as before.
      expect(fontPreloads(html)).toHaveLength(3);
    }
  });

  it('keeps no first-paint fonts where the server draws no words of its own', async () => {
    // A client route the server draws nothing for, and an unknown author's page (the bare shell).
    expect(await page('/dashboard', 'lang=ja')).not.toContain('data-ui-fonts');
    const author = await page('/user/nobody_by_that_name', 'lang=ja');
    expect(author).toContain('<html lang="ja"');
    expect(author).not.toContain('data-ui-fonts');
    // A Japanese Page Not Found keeps its own.
    const missing = await page('/no/such/page', 'lang=ja');
    expect(missing).toContain('data-ui-fonts="ja notFound"');
    expect(missing).not.toContain('data-ui-fonts="ja home"');
  });
});
