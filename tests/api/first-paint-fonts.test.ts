// The server's first paint in Japanese, Arabic and English: a page keeps only the build's font tags of its
// own language and page, so its words are drawn at once in the Noto faces they need (for Japanese, Korean, Chinese,
// Arabic and Hindi one file of the interface's characters), and English fetches none of them.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import {
  UI_FONT_SOURCES,
  firstPaintFontTags,
  firstPaintPieces,
  uiFontChars,
  uiFontFile,
  type UiFontChars,
  type UiFontLocale,
} from '../../worker/web/first-paint-fonts';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node.js';

const ROOT = resolve(import.meta.dirname, '../..');
// The build names each piece with a content hash; any stand-in will do here.
const built = (file: string) => `/assets/${file.replace('.woff2', '-H4sh.woff2')}`;
const UI_FONTS = join(ROOT, 'src/assets/ui-fonts');
/** What each language's interface file holds (written with it by `npm run fonts:ui`). */
const inventory = JSON.parse(readFileSync(join(UI_FONTS, 'chars.json'), 'utf8')) as UiFontChars;
const uiLocales = Object.keys(UI_FONT_SOURCES) as UiFontLocale[];

let dir: string;
let server: Awaited<ReturnType<typeof startNodeServer>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-fonts-'));
  const distDir = join(dir, 'dist');
  await mkdir(distDir, { recursive: true });
  // index.html as the client build writes it: the source page with the first-paint font tags of every language.
  const source = await readFile(join(ROOT, 'index.html'), 'utf8');
  await writeFile(
    join(distDir, 'index.html'),
    source.replace('</head>', `${firstPaintFontTags(built, inventory)}\n</head>`),
  );
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
const notoPreloads = (html: string) => fontPreloads(html).filter((href) => href.includes('noto-'));
const faceRules = (html: string) => [
  ...html.matchAll(/@font-face\{font-family:"([^"]+)"[^}]*src:url\(([^)]+)\)[^}]*unicode-range:([^}]+)\}/g),
];

describe('first-paint fonts', () => {
  it('draws the Japanese home page’s words and its interface’s from one file of those characters, preloaded', async () => {
    const html = await page('/', 'lang=ja');
    const file = '/assets/ui-ja-400-H4sh.woff2';
    expect(html).not.toMatch(/noto-sans-(jp|sc|kr|arabic|devanagari)/);
    const rules = faceRules(html);
    // One rule instead of the 24 pieces those characters fall in (270 KB against about 64 KB on a phone's link).
    expect(rules.map((rule) => [rule[1], rule[2]])).toEqual([['Noto Sans JP UI', file]]);
    const declared = new Set(rules[0]![3]!.split(',').map((code) => parseInt(code.replace('U+', ''), 16)));
    // The headline, the list's heading, the New Story button and a card's date ('2026年11月27日'): all in it.
    for (const char of 'インタラクティブ新着ストーリー新規年月日')
      expect(declared, char).toContain(char.codePointAt(0));
    // Exactly the characters the page draws in that face, nothing past them.
    const pageChars = firstPaintPieces('ja', 'home').flatMap((piece) => piece.codes);
    expect([...declared].sort()).toEqual([...new Set(pageChars)].sort());
    expect(notoPreloads(html)).toEqual([]);
    expect(fontPreloads(html)).toContain(file);
    // Text is never hidden while the file is on its way.
    expect(rules[0]![0]).toContain('font-display:swap');
    expect(html).toContain('インタラクティブ');
    // Sign-in draws other kanji from the same file (cached from home), its rule covering its own.
    const login = faceRules(await page('/login', 'lang=ja'));
    expect(login.map((rule) => rule[2])).toEqual([file]);
    expect(login[0]![3]).not.toEqual(rules[0]![3]);
    // Korean, Chinese and Hindi too (Hindi's file with the conjuncts its words make, instead of the 50 KB Devanagari
    // piece and Noto Devanagari's Latin one).
    expect(faceRules(await page('/', 'lang=ko')).map((rule) => rule[2])).toEqual(['/assets/ui-ko-400-H4sh.woff2']);
    expect(faceRules(await page('/', 'lang=zh-CN')).map((rule) => rule[2])).toEqual([
      '/assets/ui-zh-CN-400-H4sh.woff2',
    ]);
    const hindi = await page('/', 'lang=hi');
    expect(faceRules(hindi).map((rule) => [rule[1], rule[2]])).toEqual([
      ['Noto Sans Devanagari UI', '/assets/ui-hi-400-H4sh.woff2'],
    ]);
    expect(notoPreloads(hindi)).toEqual([]);
    expect(fontPreloads(hindi)).toContain('/assets/ui-hi-400-H4sh.woff2');
  });

  it('keeps the pieces for characters the interface gained after its file was made', () => {
    // The file as if made before the home's headline was written: those characters come from @fontsource's pieces.
    const headline = 'インタラクティブ';
    const stale = { ja: [...inventory.ja!].filter((char) => !headline.includes(char)).join('') };
    const tags = firstPaintFontTags(built, stale)
      .split('\n')
      .filter((tag) => tag.includes('"ja home"'))
      .join('\n');
    const rules = faceRules(tags);
    expect(rules.at(-1)![2]).toBe('/assets/ui-ja-400-H4sh.woff2');
    const pieces = rules.slice(0, -1);
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.every((rule) => rule[2]!.includes('noto-sans-jp-'))).toBe(true);
    const inPieces = pieces
      .flatMap((rule) => rule[3]!.split(','))
      .map((code) => String.fromCodePoint(parseInt(code.slice(2), 16)));
    expect(new Set(inPieces)).toEqual(new Set(headline));
    // The headline's pieces are preloaded with the file.
    expect(fontPreloads(tags).some((href) => href.includes('noto-sans-jp-119-'))).toBe(true);
  });

  it('has, in each language’s file, every character its first paint declares (else run `npm run fonts:ui`)', () => {
    for (const locale of uiLocales) {
      // What the font itself lacks is left to the pieces (Arabic's ←); everything else must be in the file.
      const needed = locale === 'ar' ? uiFontChars(locale).replace('←', '') : uiFontChars(locale);
      const held = inventory[locale] ?? '';
      expect(
        [...needed].filter((char) => !held.includes(char)).join(''),
        `${locale}: characters missing from ${uiFontFile(locale)}`,
      ).toBe('');
      // The file itself draws each of them (read with fontkit, as the PDF export reads fonts).
      const font = fontkit.create(readFileSync(join(UI_FONTS, uiFontFile(locale)))) as unknown as {
        familyName: string;
        hasGlyphForCodePoint(code: number): boolean;
      };
      expect(font.familyName).toBe(UI_FONT_SOURCES[locale].family);
      expect(UI_FONT_SOURCES[locale].uiFamily).toBe(`${UI_FONT_SOURCES[locale].family} UI`);
      expect([...held].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!)).join(''), locale).toBe('');
    }
  });

  it('gives the Arabic home page its interface file and English none', async () => {
    const arabic = await page('/', 'lang=ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    // One 8 KB file of its interface's letters and their joined forms (preloaded), instead of the 49 KB Arabic piece;
    // the arrow ←, which the full font lacks, stays in @fontsource's 8 KB math piece.
    expect(notoPreloads(arabic)).toEqual([]);
    expect(fontPreloads(arabic)).toContain('/assets/ui-ar-400-H4sh.woff2');
    expect(faceRules(arabic).map((rule) => [rule[1], rule[2], rule[3]])).toEqual([
      ['Noto Sans Arabic', '/assets/noto-sans-arabic-math-400-normal-H4sh.woff2', 'U+2190'],
      ['Noto Sans Arabic UI', '/assets/ui-ar-400-H4sh.woff2', expect.stringContaining('U+627')],
    ]);

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
