// The real Worker in workerd (wrangler dev, local R2) against libSQL over HTTP (the Hrana fixture): the edge deployment end to end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sceneGenerationScenario } from '../helpers/scene-scenario';
import { migrateDatabase } from '../../db/migrate';
import { PNG_1PX } from '../helpers/fixtures';
import { startHranaServer, type HranaServer } from '../helpers/hrana-server';
import { ensureClientBuilt, freePort, startBackground, waitForOk, type Background } from '../helpers/processes';

const ROOT = resolve(import.meta.dirname, '../..');
let hrana: HranaServer;
let worker: Background;
let base: string;
let dir: string;
let generated: { storyId: string; scene: any; token?: string } | undefined;

beforeAll(async () => {
  ensureClientBuilt(ROOT);
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-workerd-'));
  hrana = await startHranaServer({ file: join(dir, 'edge.db'), authToken: 'edge-secret' });
  // What `npm run db:migrate` does before a deploy: migrate the remote database over HTTP.
  const migrator = createClient({ url: hrana.url, authToken: 'edge-secret' });
  await migrateDatabase(migrator);
  migrator.close();

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  worker = startBackground(
    process.execPath,
    [
      join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--local',
      '--ip', '127.0.0.1',
      '--port', String(port),
      '--inspector-port', String(await freePort()),
      '--persist-to', join(dir, 'state'),
      '--show-interactive-dev-session=false',
      '--var', `DATABASE_URL:${hrana.url}`,
      '--var', 'DATABASE_AUTH_TOKEN:edge-secret',
      '--var', 'ADMIN_EMAIL:edge-admin@example.com',
    ],
    { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
  );
  await waitForOk(`${base}/api/health`, worker, 120_000);
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await hrana?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

describe('the Worker in workerd', () => {
  it('registers, signs in and reads me through libSQL over HTTP', async () => {
    const requestsBefore = hrana.requests;
    const registered = await api('POST', '/api/auth/register', {
      username: 'edge_admin',
      email: 'Edge-Admin@example.com',
      password: 'Edge-pass1',
      firstName: 'Edge',
    });
    expect(registered.status).toBe(201);
    expect(registered.json.user.isAdmin).toBe(true);

    const wrong = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Nope-pass1' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid email or password');

    const login = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Edge-pass1' });
    expect(login.status).toBe(200);
    const me = await api('GET', '/api/auth/me', undefined, login.json.token);
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ username: 'edge_admin', email: 'edge-admin@example.com' });
    expect(JSON.stringify(me.json)).not.toMatch(/password/i);

    const taken = await api('POST', '/api/auth/register', { username: 'EDGE_ADMIN', email: 'x@example.com', password: 'Edge-pass1' });
    expect(taken.status).toBe(409);
    expect(hrana.requests).toBeGreaterThan(requestsBefore);
  });

  it('stores a media object in local R2 and serves it back', async () => {
    const login = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Edge-pass1' });
    const upload = await fetch(`${base}/api/media`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${login.json.token}` },
      body: PNG_1PX,
    });
    expect(upload.status).toBe(201);
    const { data } = (await upload.json()) as { data: { url: string } };
    const media = await fetch(base + data.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG_1PX);
  });

  it('creates, lists, likes and remixes stories over libSQL HTTP', async () => {
    const login = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Edge-pass1' });
    const token = login.json.token;
    const created = await api('POST', '/api/stories', { title: 'Edge Story', description: 'At the edge.', tags: ['Edge'] }, token);
    expect(created.status).toBe(201);
    const id = created.json.data._id;
    const liked = await api('POST', `/api/likes/stories/${id}`, undefined, token);
    expect(liked.json).toMatchObject({ action: 'liked', data: { likeCount: 1, isLikedByUser: true } });
    const remix = await api('POST', `/api/stories/${id}/remix`, undefined, token);
    expect(remix.status).toBe(201);
    const story = await api('GET', `/api/stories/${id}`, undefined, token);
    expect(story.json.data).toMatchObject({ title: 'Edge Story', likeCount: 1, remixCount: 1, scenes: [], characters: [] });
    const list = await api('GET', '/api/stories?tag=Edge');
    expect(list.json.data.pagination.total).toBe(2);
    const tags = await api('GET', '/api/stories/tags');
    expect(tags.json.data).toEqual([{ tag: 'Edge', count: 2 }]);
    const profile = await api('GET', '/api/users/edge_admin');
    expect(profile.json.data.stats.totalStories).toBe(2);
  });

  it('generates a scene with offline pictures (resvg wasm in workerd), like the Node app', async () => {
    const signIn = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Edge-pass1' });
    generated = await sceneGenerationScenario(
      (method, path, body, token) => api(method, path, body, token),
      async (url) => {
        const res = await fetch(base + url);
        return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
      },
      signIn.json.token,
    );
    generated.token = signIn.json.token;
  }, 60_000);

  it('answers picture-copy URLs with the original and gives published stories their head (HTMLRewriter)', async () => {
    const { storyId, scene, token } = generated!;
    const picture = scene.panels[0].imageUrl as string;
    const copy = await fetch(`${base}${picture}.w480.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/png');
    expect(copy.headers.get('cache-control')).toBe('public, max-age=60');
    const original = await fetch(base + picture);
    expect(new Uint8Array(await copy.arrayBuffer())).toEqual(new Uint8Array(await original.arrayBuffer()));

    const draftPage = await (await fetch(`${base}/story/${storyId}/read`)).text();
    expect(draftPage).not.toContain('og:title');
    expect((await api('PUT', `/api/stories/${storyId}`, { status: 'published' }, token)).status).toBe(200);
    const page = await (await fetch(`${base}/story/${storyId}/read`)).text();
    expect(page).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(page).toContain(`<meta property="og:image" content="${base}/api/stories/${storyId}/og.png">`);
    expect(page).toContain(`<link rel="preload" as="image" href="${picture}"`);
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  }, 60_000);

  it("draws a published story's share card with resvg and the display font in workerd", async () => {
    const login = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Edge-pass1' });
    const created = await api('POST', '/api/stories', { title: 'Edge Card', description: 'Shared from the edge.' }, login.json.token);
    const id = created.json.data._id;
    expect((await fetch(`${base}/api/stories/${id}/og.png`)).status).toBe(404);
    await api('PUT', `/api/stories/${id}`, { status: 'published' }, login.json.token);
    const card = await fetch(`${base}/api/stories/${id}/og.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = new DataView(await card.arrayBuffer());
    expect([png.getUint32(16), png.getUint32(20)]).toEqual([1200, 630]);
  }, 60_000);

  it('serves the client with SPA fallback and the tRPC endpoint', async () => {
    const home = await fetch(`${base}/some/client/route`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const trpc = await fetch(`${base}/trpc/auth.me`);
    expect(trpc.status).toBe(401);
  });
});
