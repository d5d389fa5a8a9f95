// The Node host as a browser and a crawler meet it: compression, caching, robots.txt, the sitemap, and the server-rendered
// head of story and author pages (link previews for published stories only).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, crc32, deflateSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { openNodeClient } from '../../db/file-client';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node.js';
import { insertScene } from '../../worker/data/scenes';
import { newUser } from '../helpers/app';
import { precompress } from '../../scripts/precompress';
import { render as renderPage } from '../../src/entry-server';

const ROOT = resolve(import.meta.dirname, '../..');
// A hashed bundle big enough to be worth compressing, and repetitive enough that it must shrink a lot.
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `panel-${i % 40}`))};\n`;

let dir: string;
let distDir: string;
let server: Awaited<ReturnType<typeof startNodeServer>>;
let base: string;
let author: ReturnType<typeof newUser> & { token: string };
let published: { _id: string; title: string };
let draft: { _id: string; title: string };

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-web-'));
  distDir = join(dir, 'dist');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  // The real client page (its head is what the server patches), and one hashed asset.
  await writeFile(join(distDir, 'index.html'), await readFile(join(ROOT, 'index.html')));
  await writeFile(join(distDir, 'assets', 'app-Ab12Cd34.js'), BUNDLE);
  // What `npm run build` does after Vite: brotli and gzip copies beside the hashed files.
  expect(await precompress(distDir)).toBe(1);
  const databaseUrl = `file:${join(dir, 'app.db')}`;
  server = await startNodeServer({
    ...optionsFromEnv({}),
    port: 0,
    databaseUrl,
    mediaDir: join(dir, 'media'),
    distDir,
    readCacheTtlMs: 0,
    ai: { provider: 'offline' },
    // The client's components as the build's renderer draws them (dist-ssr/ is that module built).
    renderPage,
  });
  base = server.url;

  const user = newUser({ firstName: 'Ada', lastName: 'Inkwell' });
  const registered = await api('POST', '/api/auth/register', user);
  author = { ...user, token: registered.json.token };
  published = (
    await api(
      'POST',
      '/api/stories',
      { title: 'The <Robot> Bar', description: 'A robot walks into a bar & orders oil.' },
      author.token,
    )
  ).json.data;
  draft = (
    await api(
      'POST',
      '/api/stories',
      { title: 'Secret Draft Plans', description: 'Nobody may see this yet.' },
      author.token,
    )
  ).json.data;
  const client = await openNodeClient(databaseUrl);
  try {
    const db = createDatabase(client);
    const panel = (n: number) => ({
      description: `Panel ${n}`,
      imageUrl: `/media/scenes/${published._id}/p${n}.png`,
      textBubbles: [],
    });
    await insertScene(db, published._id, { title: 'Arrival', panels: [panel(1), panel(2)] }, new Date());
    await insertScene(
      db,
      draft._id,
      {
        title: 'Hidden',
        panels: [{ description: 'x', imageUrl: `/media/scenes/${draft._id}/p1.png`, textBubbles: [] }],
      },
      new Date(),
    );
  } finally {
    client.close();
  }
  // Published once it has its scene (a story without one cannot be).
  expect((await api('PUT', `/api/stories/${published._id}`, { status: 'published' }, author.token)).status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A real RGB PNG (a gradient with stripes) of the given size, built by hand so the test needs no image library. */
function pngOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1)
      rows.set([(x * 255) / width, (y * 255) / height, (x >> 4) % 2 ? 200 : 40], row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

/** The width of a lossy or lossless WebP (VP8 / VP8L header). */
function webpWidth(bytes: Buffer): number {
  const kind = bytes.toString('ascii', 12, 16);
  if (kind === 'VP8 ') return bytes.readUInt16LE(26) & 0x3fff;
  if (kind === 'VP8L') return 1 + (((bytes[22]! << 8) | bytes[21]!) & 0x3fff);
  if (kind === 'VP8X') return 1 + bytes.readUIntLE(24, 3);
  throw new Error(`not a WebP: ${kind}`);
}

/** A GET whose body comes back exactly as sent (fetch() would decode it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    httpRequest(base + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

/** The document's head tags as `property or name → content`. */
function headMeta(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const found = new Map<string, string>();
  for (const match of head.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g))
    found.set(match[1]!, match[2]!);
  return found;
}

describe('compression and caching (Node host)', () => {
  it('sends hashed assets brotli- or gzip-compressed as the client accepts, cached for a year', async () => {
    const br = await rawGet('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BUNDLE.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    // The build's copy as it is, compressed at brotli's best setting: no request compresses it again.
    expect(br.body.equals(await readFile(join(distDir, 'assets', 'app-Ab12Cd34.js.br')))).toBe(true);

    const gzip = await rawGet('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);
    expect(gzip.body.equals(await readFile(join(distDir, 'assets', 'app-Ab12Cd34.js.gz')))).toBe(true);

    const plain = await rawGet('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('compresses pages and API JSON too, and asks browsers to revalidate the page', async () => {
    const page = await rawGet('/login', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toContain('<div id="root"');
    const list = await rawGet(`/story/${published._id}/read`, { 'accept-encoding': 'br' });
    expect(list.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(list.body).toString()).toContain('og:title');
    const json = await rawGet(`/api/stories/${published._id}`, { 'accept-encoding': 'gzip, br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.body).toString()).success).toBe(true);
  });

  it('leaves tiny responses uncompressed', async () => {
    const health = await rawGet('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ ok: true });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('answers a real robots.txt pointing at the sitemap', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain('Disallow: /trpc/');
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(text).not.toContain('<div id="root">');
  });

  it('lists published stories and their authors, never drafts', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${base}/story/${published._id}/read</loc>`);
    expect(xml).toContain(`<loc>${base}/user/${author.username}</loc>`);
    expect(xml).not.toContain(draft._id);
  });
});

describe('server-rendered head', () => {
  it("renders the home feed from the app's own components: the hero, the tags and the published stories' cards", async () => {
    const response = await fetch(`${base}/`, { headers: { cookie: 'lang=ar' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root.startsWith('<div id="root" data-rendered="">')).toBe(true);
    expect(root).toMatch(/<h1 id="hero-title"[^>]*>/);
    // The feed's first page is in the first byte: the published story's card (its link and title), never the draft.
    expect(root).toContain(`href="/story/${published._id}/read"`);
    expect(root).toContain('The &lt;Robot&gt; Bar');
    expect(root).not.toContain('Secret Draft');
    expect(root).not.toMatch(/animate-pulse/);
    // The prompt box waits read-only for the app (what was typed before would be reset by hydration).
    expect(root).toMatch(/<input id="story-prompt"[^>]*readOnly=""/);
    // The feed and the tags go with the page, so the browser asks for neither again.
    const state = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)![1]!;
    expect(state).toContain('"stories","list"');
    expect(state).toContain('"stories","tags"');
  });

  it("gives a published story's reader page its title, preview tags and first-panel preload", async () => {
    const response = await fetch(`${base}/story/${published._id}/read`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const tags = headMeta(html);
    expect(html).toContain('<title>The &lt;Robot&gt; Bar · Panelcraft</title>');
    expect(tags.get('og:title')).toBe('The &lt;Robot&gt; Bar');
    expect(tags.get('og:description')).toBe('A robot walks into a bar &amp; orders oil.');
    expect(tags.get('description')).toBe('A robot walks into a bar &amp; orders oil.');
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:url')).toBe(`${base}/story/${published._id}/read`);
    expect(tags.get('og:image')).toBe(`${base}/api/stories/${published._id}/og.png`);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="image" href="/media/scenes/${published._id}/p1\\.png"[^>]*fetchpriority="high"`,
      ),
    );
    // The reader itself is the app's component rendered on the server: the title and the first panel, not lazy.
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root.startsWith('<div id="root" data-rendered="">')).toBe(true);
    expect(root).toContain('The &lt;Robot&gt; Bar</h1>');
    const panel = new RegExp(`<img[^>]*src="/media/scenes/${published._id}/p1\\.png"[^>]*>`).exec(root)?.[0];
    expect(panel).toMatch(/fetchpriority="high"/i);
    expect(panel).not.toContain('loading="lazy"');
    // The story goes with the page, so the browser asks for it no more.
    expect(html).toMatch(/<script type="application\/json" id="page-state">[^<]*"stories","byId"/);
  });

  it('uses PUBLIC_URL for absolute preview URLs when it is set', async () => {
    const other = await startNodeServer({
      ...optionsFromEnv({}),
      port: 0,
      databaseUrl: `file:${join(dir, 'app.db')}`,
      mediaDir: join(dir, 'media'),
      distDir: join(dir, 'dist'),
      publicUrl: 'https://panelcraft.example/',
      readCacheTtlMs: 0,
      ai: { provider: 'offline' },
    });
    try {
      const tags = headMeta(await (await fetch(`${other.url}/story/${published._id}/read`)).text());
      expect(tags.get('og:image')).toBe(`https://panelcraft.example/api/stories/${published._id}/og.png`);
      expect(tags.get('og:url')).toBe(`https://panelcraft.example/story/${published._id}/read`);
    } finally {
      await other.close();
    }
  });

  it('keeps idle connections open 65 s (above the 60 s of common proxies), or KEEP_ALIVE_TIMEOUT_MS', async () => {
    const keepAlive = (url: string) =>
      new Promise<string | undefined>((done, fail) => {
        const request = httpRequest(`${url}/api/health`, { headers: { connection: 'keep-alive' } }, (response) => {
          response.resume();
          response.on('end', () => done(String(response.headers['keep-alive'])));
        });
        request.on('error', fail);
        request.end();
      });
    expect(await keepAlive(base)).toBe('timeout=65');
    const options = optionsFromEnv({ KEEP_ALIVE_TIMEOUT_MS: '120000' });
    expect(options.keepAliveTimeoutMs).toBe(120_000);
    const other = await startNodeServer({
      ...options,
      port: 0,
      databaseUrl: `file:${join(dir, 'app.db')}`,
      mediaDir: join(dir, 'media'),
      distDir: join(dir, 'dist'),
      ai: { provider: 'offline' },
    });
    try {
      expect(await keepAlive(other.url)).toBe('timeout=120');
    } finally {
      await other.close();
    }
  });

  it('answers 404 with Page Not Found for drafts and unknown stories, with nothing of the draft in the page', async () => {
    for (const id of [draft._id, 'no-such-story']) {
      const response = await fetch(`${base}/story/${id}/read`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Page Not Found · Panelcraft</title>');
      expect(html).toContain('>Page Not Found</h1>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      // The client still starts: the draft's owner gets their story from it.
      expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
      expect(headMeta(html).has('og:title')).toBe(false);
      expect(html).not.toContain('Secret Draft');
    }
    // Its owner, signed in, is rendered their draft (the page's loader reads as them), kept out of previews and search.
    const owner = await fetch(`${base}/story/${draft._id}/read`, { headers: { cookie: `token=${author.token}` } });
    expect(owner.status).toBe(200);
    const html = await owner.text();
    expect(html).toContain('Secret Draft Plans</h1>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(headMeta(html).has('og:title')).toBe(false);
    // Anyone else signed in: Page Not Found, nothing of the draft.
    const other = (await api('POST', '/api/auth/register', newUser({ firstName: 'Nosy' }))).json.token as string;
    const stranger = await fetch(`${base}/story/${draft._id}/read`, { headers: { cookie: `token=${other}` } });
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain('Secret Draft');
  });

  it("gives an author's profile their name and published stats", async () => {
    const html = await (await fetch(`${base}/user/${author.username}`)).text();
    const tags = headMeta(html);
    expect(html).toContain('<title>Ada Inkwell · Panelcraft</title>');
    expect(tags.get('og:type')).toBe('profile');
    expect(tags.get('og:title')).toBe('Ada Inkwell on Panelcraft');
    expect(tags.get('og:description')).toBe(
      `Ada Inkwell (@${author.username}) on Panelcraft: 1 published story, 0 likes.`,
    );
    expect(tags.get('og:url')).toBe(`${base}/user/${author.username}`);
    expect(tags.get('og:image')).toBe(`${base}/api/stories/${published._id}/og.png`);
    expect(html).not.toContain('Secret Draft');
    // The profile itself is the app's component rendered on the server: the name, the stats and the story cards.
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root.startsWith('<div id="root" data-rendered="">')).toBe(true);
    expect(root).toMatch(/<h1 dir="auto"[^>]*>Ada Inkwell<\/h1>/);
    expect(root).toMatch(/data-testid="stat-Published"[^>]*>.*?<dd[^>]*>1<\/dd>/);
    expect(root).toContain('The &lt;Robot&gt; Bar');
    // What the page loaded goes with it, so the browser asks for nothing again.
    expect(html).toMatch(/<script type="application\/json" id="page-state">\{.*"users","profile"/);
    // The author's own visit shows their drafts too, from the same render, and the head still counts published only.
    const own = await (
      await fetch(`${base}/user/${author.username}`, { headers: { cookie: `token=${author.token}` } })
    ).text();
    expect(own.slice(own.indexOf('<div id="root"'))).toContain('Secret Draft');
    expect(headMeta(own).get('og:description')).toMatch(/1 published story/);
    // In Japanese: the interface's words, and the faces they need declared in the head (one cut file for Japanese).
    const japanese = await (await fetch(`${base}/user/${author.username}`, { headers: { cookie: 'lang=ja' } })).text();
    expect(japanese).toContain('<html lang="ja" dir="ltr" data-locale="ja">');
    expect(japanese.slice(japanese.indexOf('<div id="root"'))).toContain('公開中');
    expect(japanese).toMatch(
      /<link rel="preload" as="font" type="font\/ttf" crossorigin href="\/fonts\/text\/noto-sans-jp\//,
    );
    const unknown = await fetch(`${base}/user/nobody_by_that_name`, { headers: { cookie: 'lang=ar' } });
    expect(unknown.status).toBe(404);
    const missing = await unknown.text();
    expect(missing).toContain('<meta name="robots" content="noindex">');
    expect(missing).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(missing).toContain('>المستخدم غير موجود</');
    // Its letters in one file the server cut of them, joined forms kept.
    expect(missing).toMatch(
      /@font-face\{font-family:"Noto Sans Arabic Text"[^}]*src:url\(\/fonts\/text\/noto-sans-arabic\/[0-9a-z.]+\.ttf\)/,
    );
  });

  it("renders sign-in and sign-up from the app's own components, in the visitor's language, for the browser to hydrate", async () => {
    for (const [path, title, heading, label] of [
      ['/login', 'Sign in · Panelcraft', 'Welcome back', 'Password'],
      ['/register', 'Create your account · Panelcraft', 'Create your account', 'First name'],
    ] as const) {
      const html = await (await fetch(base + path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toMatch(/<script>/);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root.startsWith('<div id="root" data-rendered="">')).toBe(true);
      expect(root).toContain('>Tell your story</h2>');
      expect(root).toContain(`>${heading}</h1>`);
      // The form itself, not a picture of it: its fields and submit button are in the first byte.
      expect(root).toMatch(new RegExp(`<label[^>]*>${label}`));
      expect(root).toMatch(/<input[^>]*type="email"/);
      expect(root).toMatch(/<button[^>]*type="submit"/);
      // Until the app hydrates the form, nothing typed could be kept: the fields are read-only. The button is not switched
      // off: a tap on it is held by the page and replayed once the app has hydrated it (src/lib/early-taps.ts).
      expect(root).toMatch(/<input[^>]*type="email"[^>]*readOnly=""/);
      expect(root).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>/);
      // The queries the page made, handed to the browser in a script it does not run.
      expect(html).toMatch(/<script type="application\/json" id="page-state">\{"mutations":\[\],"queries":\[/);
    }
    // An address the page's own search rules rewrite is answered with the address the app would show.
    const offSite = await fetch(`${base}/login?redirect=%2F%2Fevil.example%2F&reason=nope`, { redirect: 'manual' });
    expect(offSite.status).toBe(302);
    expect(offSite.headers.get('location')).toBe('/login');
    const kept = await fetch(`${base}/login?redirect=%2Fdashboard`, { redirect: 'manual' });
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('href="/register?redirect=%2Fdashboard"');
    const japanese = await (await fetch(`${base}/login`, { headers: { cookie: 'lang=ja' } })).text();
    expect(japanese).toContain('<html lang="ja" dir="ltr" data-locale="ja">');
    expect(japanese).toMatch(/<label[^>]*>パスワード/);
    const arabic = await (await fetch(`${base}/register`, { headers: { 'accept-language': 'ar' } })).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(arabic.slice(arabic.indexOf('<div id="root"'))).not.toMatch(/>Create your account</);
  });

  it('leaves other client routes as the built page, and answers 404 with Page Not Found for paths no page has', async () => {
    // The built page, in the visitor's language (English here: no cookie, no Accept-Language).
    const generic = (await readFile(join(ROOT, 'index.html'), 'utf8')).replace(
      '<html lang="en">',
      '<html lang="en" dir="ltr" data-locale="en">',
    );
    for (const path of [
      '/dashboard',
      `/story/${draft._id}`,
      `/story/${draft._id}/scene/2`,
      `/story/${published._id}/`,
    ]) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(generic);
    }
    for (const path of ['/no/such/page', '/story', `/story/${published._id}/edit`, '/user', '/missing.png', '/index']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('>Page Not Found</h1>');
      // The app's own Page Not Found rendered on the server, with its way home, for the browser to hydrate.
      expect(html, path).toContain('<div id="root" data-rendered="">');
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go home/i);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    expect((await fetch(`${base}/user/nobody_by_that_name`)).status).toBe(404);
  });

  it('draws the first paint and head in the language of the lang cookie, else Accept-Language, and varies on both', async () => {
    const page = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(base + path, { headers });
      return {
        status: response.status,
        vary: response.headers.get('vary') ?? '',
        etag: response.headers.get('etag'),
        html: await response.text(),
      };
    };
    const japanese = await page('/', { 'accept-language': 'ja,en;q=0.8' });
    expect(japanese.html).toContain('<html lang="ja" dir="ltr" data-locale="ja">');
    expect(japanese.html).toContain('インタラクティブ<span class="text-pop');
    expect(japanese.html).toContain('<meta name="description" content="Panelcraft は一行のアイデア');
    expect(japanese.vary).toMatch(/Cookie/);
    expect(japanese.vary).toMatch(/Accept-Language/);
    expect(japanese.etag).toBeNull();
    // The cookie (the reader's choice) wins over the browser's languages.
    const arabic = await page('/login', { cookie: 'lang=ar', 'accept-language': 'ja' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(arabic.html).toContain('<title>تسجيل الدخول · Panelcraft</title>');
    expect(arabic.html).toContain('>أهلًا بعودتك</h1>');
    const portuguese = await page('/register', { 'accept-language': 'pt-PT,pt;q=0.9' });
    expect(portuguese.html).toContain('lang="pt-BR"');
    expect(portuguese.html).toContain('>Crie sua conta</h1>');
    // The spec's English stays the default, for an unknown language and an unknown cookie alike.
    const english = await page('/', { cookie: 'lang=xx', 'accept-language': 'de-DE' });
    expect(english.html).toContain('<html lang="en" dir="ltr"');
    expect(english.html).toContain('Interactive <span class="text-pop');
    // A story's reader, a profile and a 404 in the chosen language; the user's own words stay as they wrote them.
    const reader = await page(`/story/${published._id}/read`, { cookie: 'lang=ko' });
    expect(reader.html).toContain('<html lang="ko"');
    expect(reader.html).toContain('The &lt;Robot&gt; Bar');
    const profile = await page(`/user/${author.username}`, { cookie: 'lang=es' });
    expect(headMeta(profile.html).get('og:description')).toMatch(
      /^Ada Inkwell \(@[^)]+\) en Panelcraft: 1 historia publicada, 0 me gusta\.$/,
    );
    const missing = await page('/no/such/page', { cookie: 'lang=zh-CN' });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('>页面不存在</h1>');
    // Client routes the server draws nothing for still carry the language; the pseudo-locale is off on a normal server.
    expect((await page('/dashboard', { cookie: 'lang=hi' })).html).toContain(
      '<html lang="hi" dir="ltr" data-locale="hi">',
    );
    expect((await page('/', { cookie: 'lang=en-XA' })).html).not.toContain('⟦');
  });

  it("draws a signed-in reader's page in their account's language from the first byte, and makes it the lang cookie", async () => {
    const reader = newUser({ firstName: 'Layla' });
    const registered = await api('POST', '/api/auth/register', reader);
    const token: string = registered.json.token;
    expect((await api('PUT', '/api/auth/profile', { locale: 'ar' }, token)).status).toBe(200);
    // A second device: an English browser, no lang cookie (or an old one), signed in.
    for (const cookie of [`token=${token}`, `lang=en; token=${token}`]) {
      const response = await fetch(`${base}/`, { headers: { cookie, 'accept-language': 'en-US' } });
      const html = await response.text();
      // data-signed-in: the request carried the HttpOnly session cookie the page cannot read.
      expect(html, cookie).toContain('<html lang="ar" dir="rtl" data-locale="ar" data-signed-in="">');
      expect(response.headers.get('set-cookie'), cookie).toMatch(/^lang=ar; Max-Age=\d+; Path=\/; SameSite=Lax/);
    }
    // Already in the cookie: nothing to set. Signed out, or a session that is no more: the browser's language.
    const agreed = await fetch(`${base}/login`, { headers: { cookie: `lang=ar; token=${token}` } });
    expect(await agreed.text()).toContain('<html lang="ar"');
    expect(agreed.headers.get('set-cookie')).toBeNull();
    for (const cookie of ['', 'token=no-such-session']) {
      const html = await (await fetch(`${base}/`, { headers: { cookie, 'accept-language': 'en-US' } })).text();
      expect(html).toContain('<html lang="en" dir="ltr"');
    }
    // No saved language: the cookie and the browser decide as before.
    const other = (await api('POST', '/api/auth/register', newUser({ firstName: 'Kenji' }))).json.token as string;
    expect(
      await (await fetch(`${base}/`, { headers: { cookie: `token=${other}`, 'accept-language': 'ja' } })).text(),
    ).toContain('<html lang="ja"');
  });
});

describe('picture copies', () => {
  it('stores WebP copies of an uploaded picture at 480 and 960 px wide, and keeps the original', async () => {
    const png = pngOf(1200, 900);
    const upload = await fetch(`${base}/api/media`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${author.token}` },
      body: png,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()).data as { url: string };
    // Copies are made in the background: until then the copy's URL answers the original, briefly cached.
    let copy = await rawGet(`${url}.w480.webp`, {});
    for (let tries = 0; copy.headers['content-type'] !== 'image/webp' && tries < 200; tries += 1) {
      expect(copy.headers['cache-control']).toBe('public, max-age=60');
      await new Promise((done) => setTimeout(done, 50));
      copy = await rawGet(`${url}.w480.webp`, {});
    }
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(copy.body.toString('ascii', 0, 4) + copy.body.toString('ascii', 8, 12)).toBe('RIFFWEBP');
    expect(webpWidth(copy.body)).toBe(480);
    let wide = await rawGet(`${url}.w960.webp`, {});
    for (let tries = 0; wide.headers['content-type'] !== 'image/webp' && tries < 200; tries += 1) {
      await new Promise((done) => setTimeout(done, 50));
      wide = await rawGet(`${url}.w960.webp`, {});
    }
    expect(webpWidth(wide.body)).toBe(960);
    expect(copy.body.length).toBeLessThan(wide.body.length);
    const original = await rawGet(url, {});
    expect(original.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(original.body)).toEqual(png);
  });

  it('answers a copy URL of a missing picture with 404', async () => {
    expect((await fetch(`${base}/media/uploads/nobody/none.png.w480.webp`)).status).toBe(404);
  });
});
