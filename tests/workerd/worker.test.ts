// The real Worker in workerd (wrangler dev, local R2) against libSQL over HTTP (the Hrana fixture): the edge deployment end to end.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sceneGenerationScenario } from '../helpers/scene-scenario';
import { migrateDatabase } from '../../db/migrate';
import { PNG_1PX } from '../helpers/fixtures';
import { startHranaServer, type HranaServer } from '../helpers/hrana-server';
import { ensureClientBuilt, freePort, startBackground, waitForOk, type Background } from '../helpers/processes';
import { pixelsNear } from '../helpers/png';
import { DEFAULT_BUDGETS } from '../../worker/platform/rate-limits';
import { unzipSync } from 'fflate';
import fontkit from '@pdf-lib/fontkit';

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
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
      '--persist-to',
      join(dir, 'state'),
      '--show-interactive-dev-session=false',
      '--var',
      `DATABASE_URL:${hrana.url}`,
      '--var',
      'DATABASE_AUTH_TOKEN:edge-secret',
      '--var',
      'ADMIN_EMAIL:edge-admin@example.com',
      // Every read reaches the database (no read or session cache), so the request budgets below are the cold case.
      '--var',
      'READ_CACHE_TTL_MS:0',
      '--var',
      'SESSION_CACHE_MS:0',
      '--var',
      'GENERATION_MIN_INTERVAL_SECONDS:0',
      // Webhooks may reach the test's receiver on 127.0.0.1, and a failed delivery is due again at once (the cron,
      // triggered through /__scheduled, sends it).
      '--var',
      'WEBHOOK_PRIVATE_ADDRESSES:allow',
      '--var',
      'WEBHOOK_RETRY_SECONDS:0',
      '--test-scheduled',
    ],
    { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
  );
  await waitForOk(`${base}/api/health`, worker, 120_000);
}, 180_000);

afterAll(async () => {
  // WORKERD_LOG=1 prints what wrangler and the Worker logged (the cause of a 500, say).
  if (process.env.WORKERD_LOG) console.log(worker?.output());
  await worker?.stop();
  await hrana?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A call as a script makes it; `no-cache` so anonymous reads are counted cold, not answered by the shared cache. */
async function api(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  retried = false,
): Promise<{ status: number; json: any }> {
  const response = await fetch(base + path, {
    method,
    headers: {
      'cache-control': 'no-cache',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // wrangler dev's own page when it restarted the runtime under the request (seen right after the comic book export
  // on a loaded machine): the local dev server's event, not the Worker's answer, so the call is made once more.
  if (!retried && text.startsWith('Your worker restarted mid-request')) return api(method, path, body, token, true);
  return { status: response.status, json: JSON.parse(text) };
}

/** The administrator's session token (the account the first test registers). */
async function adminToken(): Promise<string> {
  const login = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Edge-pass1' });
  expect(login.status, 'the administrator signs in').toBe(200);
  return login.json.token as string;
}

/** A new user over the API (the email follows the username): their session token. */
async function registerUser(username: string, profile: { firstName?: string } = {}): Promise<string> {
  const email = `${username.replaceAll('_', '-')}@example.com`;
  const registered = await api('POST', '/api/auth/register', { username, email, password: 'Edge-pass1', ...profile });
  expect(registered.status, `${username} registers`).toBe(201);
  return registered.json.token as string;
}

/** A story is published with a scene to read: one drawn by the offline writer without pictures, then the status. */
async function publishWithScene(id: string, token: string) {
  const scene = await api(
    'POST',
    '/api/ai/generate-scene',
    { storyId: id, prompt: `A quiet morning at the harbor, story ${id}`, generateImages: false, maxPanels: 1 },
    token,
  );
  expect(scene.status, JSON.stringify(scene.json)).toBe(200);
  const published = await api('PUT', `/api/stories/${id}`, { status: 'published' }, token);
  expect(published.status, JSON.stringify(published.json)).toBe(200);
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

    const taken = await api('POST', '/api/auth/register', {
      username: 'EDGE_ADMIN',
      email: 'x@example.com',
      password: 'Edge-pass1',
    });
    expect(taken.status).toBe(409);
    expect(hrana.requests).toBeGreaterThan(requestsBefore);
  });

  it('stores a media object in local R2 and serves it back', async () => {
    const admin = await adminToken();
    const upload = await fetch(`${base}/api/media`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${admin}` },
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
    const token = await adminToken();
    const created = await api(
      'POST',
      '/api/stories',
      { title: 'Edge Story', description: 'At the edge.', tags: ['Edge'] },
      token,
    );
    expect(created.status).toBe(201);
    const id = created.json.data._id;
    expect(created.json.data.status).toBe('draft');
    await publishWithScene(id, token);
    const liked = await api('POST', `/api/likes/stories/${id}`, undefined, token);
    expect(liked.json).toMatchObject({ action: 'liked', data: { likeCount: 1, isLikedByUser: true } });
    const remix = await api('POST', `/api/stories/${id}/remix`, undefined, token);
    expect(remix.status).toBe(201);
    const story = await api('GET', `/api/stories/${id}`, undefined, token);
    expect(story.json.data).toMatchObject({ title: 'Edge Story', likeCount: 1, remixCount: 1 });
    expect(story.json.data.scenes).toHaveLength(1);
    // The remix is a draft: it is in no list or count until its author publishes it.
    const list = await api('GET', '/api/stories?tag=Edge');
    expect(list.json.data.pagination.total).toBe(1);
    const tags = await api('GET', '/api/stories/tags');
    expect(tags.json.data).toEqual([{ tag: 'Edge', count: 1 }]);
    const profile = await api('GET', '/api/users/edge_admin');
    expect(profile.json.data.stats.totalStories).toBe(1);
    const own = await api('GET', '/api/users/edge_admin', undefined, token);
    expect(own.json.data.stats).toMatchObject({ totalStories: 2, publishedStories: 1, draftStories: 1 });
  });

  it('shares anonymous public reads through the Cache API; signed-in readers, authors included, bypass it', async () => {
    const token = await adminToken();
    const created = await api(
      'POST',
      '/api/stories',
      { title: 'Edge Cache', description: 'Shared by a location.' },
      token,
    );
    const path = `/api/stories/${created.json.data._id}`;
    await publishWithScene(created.json.data._id, token);

    // The in-memory read cache is off here (READ_CACHE_TTL_MS=0): a second hit can only come from the shared cache.
    let before = hrana.requests;
    const first = await fetch(base + path);
    expect(first.headers.get('x-edge-cache')).toBe('MISS');
    const body = await first.text();
    expect(hrana.requests - before).toBe(1);
    before = hrana.requests;
    const second = await fetch(base + path);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toContain('s-maxage=5');
    expect(hrana.requests - before).toBe(0);
    const registerBefore = hrana.requests;
    const register = await fetch(`${base}/register`, { headers: { cookie: 'lang=ja' } });
    expect(register.status).toBe(200);
    expect(await register.text()).toMatch(/<div id="root" data-rendered="">[\s\S]*<input[^>]*type="email"/);
    expect(hrana.requests - registerBefore).toBe(0);
    // Signed in, sign-in reads only the session's saved language.
    const session = await registerUser('edge_signin_page');
    const signedInBefore = hrana.requests;
    const signedInPage = await fetch(`${base}/login`, { headers: { cookie: `token=${session}` } });
    expect(signedInPage.status).toBe(200);
    await signedInPage.text();
    expect(hrana.requests - signedInBefore).toBe(1);
    // `Cache-Control: no-cache` asks for a fresh answer.
    before = hrana.requests;
    const fresh = await fetch(base + path, { headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers.get('x-edge-cache')).toBe('MISS');
    expect(hrana.requests - before).toBe(1);
    const revalidated = await fetch(base + path, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    // The author renames it and reads the change at once: signed-in answers are private and never shared.
    expect((await api('PUT', path, { title: 'Edge Cache, Renamed' }, token)).status).toBe(200);
    const own = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    expect(own.headers.get('x-edge-cache')).toBeNull();
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect((await own.json()).data.title).toBe('Edge Cache, Renamed');
  });

  it('serves API tokens: a read token reads in one trip and is refused writes, a revoked one is a 401 at once', async () => {
    const session = await registerUser('edge_tokens');
    const created = await api(
      'POST',
      '/api/tokens',
      { name: 'Edge script ⚡', expiresInDays: 7, scope: 'read' },
      session,
    );
    expect(created.status).toBe(201);
    const { _id: id, token } = created.json.data as { _id: string; token: string };
    expect(token).toMatch(/^pct_r_/);
    const listed = await api('GET', '/api/tokens', undefined, session);
    expect(listed.json.data).toMatchObject([{ _id: id, name: 'Edge script ⚡', scope: 'read', lastUsedAt: null }]);
    expect(JSON.stringify(listed.json)).not.toContain(token);

    expect((await api('GET', '/api/auth/me', undefined, token)).json.user.username).toBe('edge_tokens');
    // The first use is recorded after the answer (waitUntil); later reads within the hour write nothing.
    for (let i = 0; i < 50 && !(await api('GET', '/api/tokens', undefined, session)).json.data[0].lastUsedAt; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    for (const path of ['/api/auth/me', '/api/stories?limit=12', '/api/users/edge_tokens']) {
      const before = hrana.requests;
      expect((await api('GET', path, undefined, token)).status, path).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(hrana.requests - before, path).toBe(1);
    }
    const write = await api('POST', '/api/stories', { title: 'Nope' }, token);
    expect(write.status).toBe(403);
    expect(write.json.message).toMatch(/can only read/);

    expect((await api('DELETE', `/api/tokens/${id}`, undefined, session)).status).toBe(200);
    const revoked = await api('GET', '/api/auth/me', undefined, token);
    expect(revoked.status).toBe(401);
    expect(revoked.json.errorType).toBe('token_invalid');
  });

  it('serves the OpenAPI document with the token calls', async () => {
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/tokens', '/api/tokens/{id}']));
    expect(doc.paths['/api/tokens'].post.requestBody.content['application/json'].schema.properties.scope.enum).toEqual([
      'read',
      'read-write',
    ]);
    expect(doc.paths['/api/tokens/{id}'].delete).toBeTruthy();
    expect(doc.components.securitySchemes.bearer.description).toMatch(/API token/);
  });

  it('meets the database request budgets of each call (reads 1, writes and remix 2, login and register 3)', async () => {
    const rows: [string, number, number][] = [];
    /** Runs one call and counts the Hrana requests it made; asserts its status and budget. */
    const count = async (
      label: string,
      budget: number,
      method: string,
      path: string,
      body?: unknown,
      token?: string,
      status = 200,
    ) => {
      const before = hrana.requests;
      const res = await api(method, path, body, token);
      expect(res.status, `${label}: ${JSON.stringify(res.json)}`).toBe(status);
      const used = hrana.requests - before;
      rows.push([label, used, budget]);
      return { ...res, used };
    };
    const registered = await count(
      'register',
      3,
      'POST',
      '/api/auth/register',
      { username: 'edge_budget', email: 'budget@example.com', password: 'Edge-pass1' },
      undefined,
      201,
    );
    const login = await count('login', 3, 'POST', '/api/auth/login', {
      email: 'budget@example.com',
      password: 'Edge-pass1',
    });
    const token = login.json.token as string;
    expect(registered.json.token).toBeTruthy();
    const reader = await registerUser('edge_reader');

    const created = await count(
      'story create',
      2,
      'POST',
      '/api/stories',
      { title: 'Budget Story', tags: ['Budget'] },
      token,
      201,
    );
    const id = created.json.data._id as string;
    const empty = await count(
      'story publish with no scene (refused)',
      2,
      'PUT',
      `/api/stories/${id}`,
      { status: 'published' },
      token,
      400,
    );
    expect(empty.json.message).toBe('Add a scene before publishing: a story needs at least one scene');
    const generated = await api(
      'POST',
      '/api/ai/generate-scene',
      { storyId: id, prompt: 'Captain Mara walks into the harbor at dawn', generateImages: false, maxPanels: 2 },
      token,
    );
    expect(generated.status).toBe(200);
    const sceneId = generated.json.data.scene._id as string;
    await count(
      'story update (publish)',
      2,
      'PUT',
      `/api/stories/${id}`,
      { status: 'published', title: 'Budget Story' },
      token,
    );

    for (const [who, viewer] of [
      ['signed out', undefined],
      ['signed in', reader],
    ] as const) {
      await count(`list (${who})`, 1, 'GET', '/api/stories?limit=12&page=1', undefined, viewer);
      await count(`list by tag (${who})`, 1, 'GET', '/api/stories?tag=Budget', undefined, viewer);
      await count(`tags (${who})`, 1, 'GET', '/api/stories/tags', undefined, viewer);
      await count(`story (${who})`, 1, 'GET', `/api/stories/${id}`, undefined, viewer);
      await count(`scenes (${who})`, 1, 'GET', `/api/stories/${id}/scenes`, undefined, viewer);
      await count(`characters (${who})`, 1, 'GET', `/api/stories/${id}/characters`, undefined, viewer);
      await count(`locations (${who})`, 1, 'GET', `/api/stories/${id}/locations`, undefined, viewer);
      await count(`profile (${who})`, 1, 'GET', '/api/users/edge_budget', undefined, viewer);
      await count(`story like state (${who})`, 1, 'GET', `/api/likes/stories/${id}`, undefined, viewer);
      await count(`scene like state (${who})`, 1, 'GET', `/api/likes/scenes/${sceneId}`, undefined, viewer);
    }
    await count('auth.me', 1, 'GET', '/api/auth/me', undefined, reader);
    // A status poll reads the job with the session check: one request, for a job that is not there too.
    await count('image status (no such job)', 1, 'GET', '/api/ai/image-status/no_such_job', undefined, reader, 404);
    await count('video status (no such job)', 1, 'GET', '/api/ai/video-status/no_such_job', undefined, reader, 404);
    const apiToken = await count(
      'token create',
      2,
      'POST',
      '/api/tokens',
      { name: 'Budget', expiresInDays: 30, scope: 'read-write' },
      reader,
      201,
    );
    await count('token list', 1, 'GET', '/api/tokens', undefined, reader);
    await count('token revoke', 2, 'DELETE', `/api/tokens/${apiToken.json.data._id}`, undefined, reader);

    await count('like toggle (story)', 2, 'POST', `/api/likes/stories/${id}`, undefined, reader);
    await count('like toggle (scene)', 2, 'POST', `/api/likes/scenes/${sceneId}`, undefined, reader);
    await count('like set (story)', 2, 'PUT', `/api/likes/stories/${id}`, { liked: true }, reader);
    await count('like set (scene)', 2, 'PUT', `/api/likes/scenes/${sceneId}`, { liked: false }, reader);
    // The session, the scene's access row, the guarded panel UPDATE and the answer ride in one batch.
    await count('panel update', 1, 'PUT', `/api/scenes/${sceneId}/panels/1`, { textBubbles: [] }, token);
    // A bubble edit with every lettering field (a dragged tail tip, a turn, vertical text, a burst, a sound effect) is
    // the same one batch.
    const lettering = [
      {
        id: 'tip',
        text: 'Over here!',
        type: 'speech',
        position: { x: 0.3, y: 0.2 },
        tail: { x: 0.7, y: 0.9 },
        rotation: 12,
        style: { bubbleShape: 'burst' },
      },
      {
        id: 'tate',
        text: '星をさがす猫。',
        type: 'speech',
        position: { x: 0.8, y: 0.3 },
        writingMode: 'vertical-rl',
        style: { bubbleShape: 'whisper' },
      },
      { id: 'boom', text: 'KABOOM', type: 'sfx', position: { x: 0.5, y: 0.6 }, rotation: -20, style: {} },
    ];
    await count(
      'panel update (lettering)',
      1,
      'PUT',
      `/api/scenes/${sceneId}/panels/1`,
      { textBubbles: lettering },
      token,
    );
    await count(
      'scene update',
      2,
      'PUT',
      `/api/scenes/${sceneId}`,
      { title: 'Dawn', description: 'The harbor at dawn' },
      token,
    );
    // The session, the access check, the guarded write and the answer ride in one batch; a bad page needs none.
    const layout = {
      panels: [
        { panelNumber: 1, x: 0, y: 0, width: 0.6, height: 1 },
        { panelNumber: 2, x: 0.6, y: 0, width: 0.4, height: 1 },
      ],
      gutter: 0.03,
    };
    const saved = await count('layout save', 1, 'PUT', `/api/scenes/${sceneId}/layout`, layout, token);
    expect(saved.json.data.layout).toEqual({ ...layout, borderWidth: 3 });
    await count(
      'layout refused (overlap)',
      0,
      'PUT',
      `/api/scenes/${sceneId}/layout`,
      { panels: [layout.panels[0], { ...layout.panels[1], x: 0.5 }] },
      token,
      400,
    );
    await count('layout refused (not the owner)', 1, 'PUT', `/api/scenes/${sceneId}/layout`, layout, reader, 403);
    await count(
      'story update (reading direction)',
      2,
      'PUT',
      `/api/stories/${id}`,
      { readingDirection: 'right-to-left' },
      token,
    );
    // Arranging: each change is the session with what it checks, then one batch that renumbers and answers.
    const added = await count('panel add', 2, 'POST', `/api/scenes/${sceneId}/panels`, { position: 1 }, token, 201);
    expect(added.json.data.scene.panels.map((p: any) => p.panelNumber)).toEqual([1, 2, 3]);
    const reordered = await count(
      'panel order',
      2,
      'PUT',
      `/api/scenes/${sceneId}/panel-order`,
      { order: [2, 3, 1] },
      token,
    );
    expect(reordered.json.data.scene.panels.map((p: any) => p._id)).toEqual(
      [1, 2, 0].map((i) => added.json.data.scene.panels[i]._id),
    );
    await count('panel remove', 2, 'DELETE', `/api/scenes/${sceneId}/panels/3`, undefined, token);
    const second = await api(
      'POST',
      '/api/ai/generate-scene',
      {
        storyId: id,
        prompt: 'Captain Mara sails out past the lighthouse at dusk',
        generateImages: false,
        maxPanels: 1,
      },
      token,
    );
    expect(second.status).toBe(200);
    const scenesOrdered = await count(
      'scene order',
      2,
      'PUT',
      `/api/stories/${id}/scene-order`,
      { order: [second.json.data.scene._id, sceneId] },
      token,
    );
    expect(scenesOrdered.json.data.map((scene: any) => [scene._id, scene.sceneNumber])).toEqual([
      [second.json.data.scene._id, 1],
      [sceneId, 2],
    ]);
    await count('cast library (characters)', 1, 'GET', '/api/characters', undefined, token);
    await count('cast library (locations)', 1, 'GET', '/api/locations', undefined, token);
    // Bringing one in from another of the author's stories: the session with both rows checked, then one batch.
    const earlier = (await api('POST', '/api/stories', { title: 'Harbor Tales' }, token)).json.data._id as string;
    const bram = (
      await api(
        'POST',
        '/api/characters',
        {
          storyId: earlier,
          name: 'Old Bram',
          description: 'Old, white beard, eye patch',
          imagePrompt: 'an old sailor with a white beard and an eye patch',
        },
        token,
      )
    ).json.data._id as string;
    const cove = (
      await api(
        'POST',
        '/api/locations',
        {
          storyId: earlier,
          name: 'Smugglers Cove',
          description: 'A hidden cove under the cliffs',
          imagePrompt: 'a hidden cove under the cliffs',
        },
        token,
      )
    ).json.data._id as string;
    const brought = await count(
      'cast bring-in (character)',
      2,
      'POST',
      `/api/stories/${id}/characters`,
      { fromCharacterId: bram },
      token,
      201,
    );
    expect(brought.json.data).toMatchObject({ name: 'Old Bram', description: 'Old, white beard, eye patch' });
    await count(
      'cast bring-in (location)',
      2,
      'POST',
      `/api/stories/${id}/locations`,
      { fromLocationId: cove },
      token,
      201,
    );
    // Nobody else's cast: not listed, not brought in (404), and nobody brings anything into this story (403).
    expect(
      JSON.stringify(
        (await count('cast library (another author)', 1, 'GET', '/api/characters?q=bram', undefined, reader)).json.data,
      ),
    ).toBe('[]');
    const readerStory = (await api('POST', '/api/stories', { title: 'Not Theirs' }, reader)).json.data._id as string;
    await count(
      'cast bring-in refused (another author’s)',
      1,
      'POST',
      `/api/stories/${readerStory}/characters`,
      { fromCharacterId: bram },
      reader,
      404,
    );
    await count(
      'cast bring-in refused (another author’s story)',
      1,
      'POST',
      `/api/stories/${id}/locations`,
      { fromLocationId: cove },
      reader,
      403,
    );
    await api('DELETE', `/api/stories/${readerStory}`, undefined, reader);
    const cast = [
      {
        kind: 'character',
        fields: { name: 'Quill', description: 'A careful harbor clerk', imagePrompt: 'a careful harbor clerk' },
        change: { title: 'the clerk' },
      },
      {
        kind: 'location',
        fields: { name: 'Archive', description: 'Dusty shelves of old maps', imagePrompt: 'an archive of old maps' },
        change: { description: 'Dustier shelves of old maps' },
      },
    ];
    for (const { kind, fields, change } of cast) {
      const made = await count(`${kind} create`, 2, 'POST', `/api/${kind}s`, { storyId: id, ...fields }, token, 201);
      const path = `/api/${kind}s/${made.json.data._id}`;
      await count(`${kind} update`, 2, 'PUT', path, change, token);
      await count(`${kind} delete`, 2, 'DELETE', path, undefined, token);
    }
    // The session check rides with the source read (remix) or with the story and its context (the AI's text calls).
    const remix = await count('remix', 2, 'POST', `/api/stories/${id}/remix`, undefined, reader, 201);
    await count('scene remix', 2, 'POST', `/api/stories/${id}/remix-scene/${sceneId}`, undefined, reader, 201);
    await count('scene suggestions', 1, 'POST', '/api/ai/scene-suggestions', { storyId: id }, token);
    await count(
      'improve text (in a story)',
      1,
      'POST',
      '/api/ai/improve-text',
      { text: 'the harbor was quiet', context: { storyId: id } },
      token,
    );
    await count(
      'title (in a story)',
      1,
      'POST',
      '/api/ai/generate-title',
      { description: 'A clerk finds a map', context: { storyId: id } },
      token,
    );
    await count('scene delete', 2, 'DELETE', `/api/scenes/${sceneId}`, undefined, token);
    await count('story delete', 2, 'DELETE', `/api/stories/${remix.json.data._id}`, undefined, reader);

    console.log(
      [
        '| call | database requests | budget |',
        '|---|---:|---:|',
        ...rows.map(([label, used, budget]) => `| ${label} | ${used} | ${budget} |`),
      ].join('\n'),
    );
    for (const [label, used, budget] of rows) expect(used, label).toBeLessThanOrEqual(budget);
    // Arranging costs exactly what docs/data-path.md states (a reorder is one batch after the session check).
    const arranging = /^(layout|panel (add|order|remove)|scene order|cast |character create)/;
    for (const [label, used, budget] of rows) if (arranging.test(label)) expect(used, `${label} exactly`).toBe(budget);
  }, 60_000);

  it('replays an Idempotency-Key answer: the claim rides with the session check, one store, a replay is one request', async () => {
    const admin = await adminToken();
    const send = async (title: string) => {
      const before = hrana.requests;
      const response = await fetch(`${base}/api/stories`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin}`,
          'Idempotency-Key': 'edge-key-1',
        },
        body: JSON.stringify({ title }),
      });
      return {
        status: response.status,
        replayed: response.headers.get('idempotent-replayed'),
        json: await response.json(),
        used: hrana.requests - before,
      };
    };
    const first = await send('Edge once');
    expect(first).toMatchObject({ status: 201, replayed: null, used: 3 });
    const again = await send('Edge once');
    expect(again).toMatchObject({ status: 201, replayed: 'true', used: 1 });
    expect(again.json.data._id).toBe(first.json.data._id);
    const reused = await send('Edge twice');
    expect(reused.status).toBe(409);
    expect(reused.json.errorType).toBe('idempotency_key_reused');
  });

  it('generates a scene with offline pictures (resvg wasm in workerd), like the Node app', async () => {
    const signIn = await api('POST', '/api/auth/login', { email: 'edge-admin@example.com', password: 'Edge-pass1' });
    generated = await sceneGenerationScenario(
      (method, path, body, token) => api(method, path, body, token),
      async (url) => {
        const res = await fetch(base + url);
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          bytes: new Uint8Array(await res.arrayBuffer()),
        };
      },
      signIn.json.token,
    );
    generated.token = signIn.json.token;
  }, 60_000);

  it('makes WebP copies of stored pictures after the answer (jsquash wasm in workerd) and gives published stories their head (HTMLRewriter)', async () => {
    const { storyId, scene, token } = generated!;
    const picture = scene.panels[0].imageUrl as string;
    const original = new Uint8Array(await (await fetch(base + picture)).arrayBuffer());
    // Made in waitUntil after the scene's answer: until then the copy's URL answers with the original, briefly cached.
    let copy = await fetch(`${base}${picture}.w480.webp`);
    for (let i = 0; i < 60 && copy.headers.get('content-type') !== 'image/webp'; i += 1) {
      expect(copy.headers.get('content-type')).toBe('image/png');
      expect(copy.headers.get('cache-control')).toBe('public, max-age=60');
      await new Promise((done) => setTimeout(done, 500));
      copy = await fetch(`${base}${picture}.w480.webp`);
    }
    expect(copy.headers.get('content-type')).toBe('image/webp');
    const webp = new Uint8Array(await copy.arrayBuffer());
    const text = (from: number, to: number) => String.fromCharCode(...webp.subarray(from, to));
    expect([text(0, 4), text(8, 12)]).toEqual(['RIFF', 'WEBP']);
    // A lossy WebP ('VP8 ') keeps its width in the frame header; an extended one ('VP8X') in its canvas size.
    const chunk = text(12, 16);
    const width =
      chunk === 'VP8X'
        ? 1 + (webp[24]! | (webp[25]! << 8) | (webp[26]! << 16))
        : (webp[26]! | (webp[27]! << 8)) & 0x3fff;
    expect(['VP8 ', 'VP8X']).toContain(chunk);
    expect(width).toBe(480);
    expect(webp.byteLength).toBeLessThan(original.byteLength / 4);

    const draft = await fetch(`${base}/story/${storyId}/read`);
    expect(draft.status).toBe(404);
    expect(await draft.text()).not.toContain('og:title');
    expect((await api('PUT', `/api/stories/${storyId}`, { status: 'published' }, token)).status).toBe(200);
    const readerBefore = hrana.requests;
    const page = await (await fetch(`${base}/story/${storyId}/read`)).text();
    // The reader: the story its loader read, in one trip (the head's link-preview tags are made of the same answer).
    expect(hrana.requests - readerBefore).toBe(1);
    expect(page).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(page).toContain(`<meta property="og:image" content="${base}/api/stories/${storyId}/og.png">`);
    expect(page).toContain(`<link rel="preload" as="image" href="${picture}"`);
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  }, 60_000);

  it('exports a lettered comic book in workerd: ComicInfo.xml and one JPEG per panel, its bubbles drawn in (resvg, jsquash)', async () => {
    const { storyId, scene, token } = generated!;
    const book = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/stories/${storyId}/export.cbz`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.status, new TextDecoder().decode(bytes.subarray(0, 200))).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.comicbook+zip');
      return { files: unzipSync(bytes), ms: performance.now() - started };
    };
    const bare = await book();
    const names = scene.panels.map((_: unknown, i: number) => `${String(i + 1).padStart(3, '0')}.jpg`);
    expect(Object.keys(bare.files).sort()).toEqual([...names, 'ComicInfo.xml']);
    const words = [
      [
        {
          id: 'w-ja',
          text: '東京へようこそ！',
          type: 'speech',
          position: { x: 0.7, y: 0.3 },
          writingMode: 'vertical-rl',
          tail: { x: 0.3, y: 0.9 },
        },
      ],
      [
        {
          id: 'w-ar',
          text: 'مرحبا 👋 नमस्ते สวัสดี',
          type: 'speech',
          position: { x: 0.5, y: 0.3 },
          style: { bubbleShape: 'burst' },
        },
        { id: 'w-sfx', text: 'BAM!', type: 'sfx', position: { x: 0.5, y: 0.75 }, rotation: 12 },
      ],
    ];
    for (const [i, bubbles] of words.entries()) {
      if (i >= scene.panels.length) break;
      expect(
        (await api('PUT', `/api/scenes/${scene._id}/panels/${i + 1}`, { textBubbles: bubbles }, token)).status,
      ).toBe(200);
    }
    const lettered = await book();
    expect(new TextDecoder().decode(lettered.files['ComicInfo.xml'])).toContain(
      `<PageCount>${names.length}</PageCount>`,
    );
    const { createNodePictureCodec } = await import('../../worker/platform/media-codec-node');
    const codec = createNodePictureCodec();
    const before = (await codec.decode(bare.files['001.jpg']!, 'image/jpeg'))!;
    const after = (await codec.decode(lettered.files['001.jpg']!, 'image/jpeg'))!;
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    let changed = 0;
    for (let i = 0; i < after.data.length; i += 4) {
      if (
        Math.abs(after.data[i]! - before.data[i]!) +
          Math.abs(after.data[i + 1]! - before.data[i + 1]!) +
          Math.abs(after.data[i + 2]! - before.data[i + 2]!) >
        60
      )
        changed++;
    }
    expect(changed / (after.width * after.height)).toBeGreaterThan(0.01);
    console.log(
      `export.cbz of ${names.length} panels in workerd: ${Math.round(bare.ms)} ms unlettered, ${Math.round(lettered.ms)} ms lettered (wall clock, wrangler dev)`,
    );
  }, 120_000);

  it("draws a published story's share card with resvg and the display font in workerd", async () => {
    const admin = await adminToken();
    const created = await api(
      'POST',
      '/api/stories',
      { title: 'Edge Card', description: 'Shared from the edge.' },
      admin,
    );
    const id = created.json.data._id;
    expect((await fetch(`${base}/api/stories/${id}/og.png`)).status).toBe(404);
    await publishWithScene(id, admin);
    const card = await fetch(`${base}/api/stories/${id}/og.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const png = new DataView(await card.arrayBuffer());
    expect([png.getUint32(16), png.getUint32(20)]).toEqual([1200, 630]);

    // The card draws the page's lettering: a yellow sound effect, a burst and vertical Japanese on the panel change it.
    const scenes = await api('GET', `/api/stories/${id}/scenes`, undefined, admin);
    const sceneId = scenes.json.data[0]._id;
    const textBubbles = [
      { id: 'boom', text: 'KABOOM', type: 'sfx', position: { x: 0.5, y: 0.55 }, rotation: -15, style: {} },
      {
        id: 'shout',
        text: 'STOP!',
        type: 'speech',
        position: { x: 0.3, y: 0.2 },
        tail: { x: 0.2, y: 0.9 },
        style: { bubbleShape: 'burst' },
      },
      {
        id: 'tate',
        text: '星をさがす猫。',
        type: 'speech',
        position: { x: 0.8, y: 0.3 },
        writingMode: 'vertical-rl',
        style: {},
      },
    ];
    expect((await api('PUT', `/api/scenes/${sceneId}/panels/1`, { textBubbles }, admin)).status).toBe(200);
    const started = performance.now();
    const lettered = await fetch(`${base}/api/stories/${id}/og.png`);
    console.log(
      `og.png with a lettered page: ${Math.round(performance.now() - started)} ms in workerd (wall clock, first draw)`,
    );
    expect(lettered.status).toBe(200);
    const yellow = [255, 210, 63] as [number, number, number];
    expect(await pixelsNear(new Uint8Array(await lettered.arrayBuffer()), yellow, 30)).toBeGreaterThan(
      (await pixelsNear(new Uint8Array(png.buffer), yellow, 30)) + 300,
    );
  }, 60_000);

  it('draws Japanese, Arabic and Hindi share cards in workerd with the Noto pieces from the assets', async () => {
    const admin = await adminToken();
    const font = await fetch(`${base}/fonts/noto-sans-jp/files/noto-sans-jp-0-700-normal.woff`);
    expect(new TextDecoder().decode(new Uint8Array(await font.arrayBuffer()).subarray(0, 4))).toBe('wOFF');
    const sizes: Record<string, number> = {};
    for (const [lang, title] of [
      ['latin', 'A'],
      ['ja', '星をさがす小さな猫と夜空の旅'],
      ['ar', 'القطة الصغيرة تبحث عن نجمة'],
      ['hi', 'तारे की खोज में छोटी बिल्ली'],
    ] as const) {
      const created = await api('POST', '/api/stories', { title, description: 'Card.' }, admin);
      await publishWithScene(created.json.data._id, admin);
      const started = performance.now();
      const card = await fetch(`${base}/api/stories/${created.json.data._id}/og.png`);
      expect(card.status, lang).toBe(200);
      sizes[lang] = (await card.arrayBuffer()).byteLength;
      console.log(
        `og.png ${lang}: ${Math.round(performance.now() - started)} ms in workerd (wall clock, first draw), ${sizes[lang]} bytes`,
      );
    }
    // A title in glyphs the card had no font for would draw nothing: each script's card carries far more ink than "A".
    for (const lang of ['ja', 'ar', 'hi']) expect(sizes[lang]!, lang).toBeGreaterThan(sizes.latin! + 3000);
  }, 120_000);

  it('cuts a Japanese reader its own font from the page’s characters with harfbuzz (wasm) in workerd', async () => {
    const token = await registerUser('edge_fonts', { firstName: 'Hanako' });
    const title = '星をさがす小さな猫';
    const created = await api('POST', '/api/stories', { title, description: '夜空の旅。' }, token);
    await publishWithScene(created.json.data._id, token);
    const page = await (
      await fetch(`${base}/story/${created.json.data._id}/read`, { headers: { cookie: 'lang=ja' } })
    ).text();
    // The first file the page declares: the characters its first screen shows.
    const url = /<style data-page-faces="">[^<]*?src:url\(([^)]+)\)/.exec(page)?.[1];
    expect(url, 'the reader declares its cut font').toMatch(/^\/fonts\/text\/noto-sans-jp\/[0-9a-z.]+\.ttf$/);
    const started = performance.now();
    const font = await fetch(base + url!);
    expect(font.status).toBe(200);
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await font.arrayBuffer());
    console.log(
      `text font in workerd: ${Math.round(performance.now() - started)} ms (first cut, source read from the assets), ${bytes.length} bytes`,
    );
    const face = fontkit.create(Buffer.from(bytes)) as unknown as { hasGlyphForCodePoint(code: number): boolean };
    for (const char of `${title}夜空の旅`) expect(face.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
    expect((await fetch(`${base}/fonts/text/noto-sans-jp/0.ttf`)).status).toBe(404);
  }, 60_000);

  it("draws an offline picture's vocabulary drawing (a snail named in Japanese) in workerd from the Twemoji drawings in the assets", async () => {
    const admin = await adminToken();
    const created = await api('POST', '/api/stories', { title: 'Edge Snail', description: 'A garden.' }, admin);
    const story = created.json.data;
    const prompt = 'かたつむりが花の茎を登る';
    const answer = await api(
      'POST',
      '/api/ai/generate-image',
      { prompt, width: 512, height: 512, storyId: story._id },
      admin,
    );
    expect(answer.status).toBe(200);
    const edge = new Uint8Array(await (await fetch(base + answer.json.imageUrl)).arrayBuffer());
    // The same request painted on Node, with the snail's drawing and without it: the edge's picture has the drawing's colour.
    const { paintPicture } = await import('../../packages/offline-ai/src/image');
    const { createNodeSvgRenderer } = await import('../../packages/svg-render/src/resvg-node');
    const { hostFontFiles } = await import('../../packages/svg-render/src/og-font');
    const svg = await paintPicture(
      {
        prompt,
        width: 512,
        height: 512,
        model: 'flux-kontext-pro',
        artStyle: story.artStyle ?? '',
        hints: { seed: `${story._id}:${prompt}`, subject: 'panel' },
      },
      hostFontFiles(),
    );
    const colour =
      /<g class="glyph-subject" data-word="[^"]*">[\s\S]*?viewBox="0 0 36 36">[\s\S]*?fill="#([0-9A-Fa-f]{6})"/.exec(
        svg,
      )![1]!;
    const rgb = [0, 2, 4].map((at) => parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
    const render = createNodeSvgRenderer();
    const drawn = await pixelsNear(await render(svg), rgb, 12);
    const without = await pixelsNear(
      await render(svg.replace(/<g class="glyph-subject"[\s\S]*?<\/svg><\/g><\/g><\/g>/, '')),
      rgb,
      12,
    );
    // The story id seeds the drawing's size: at its smallest the snail's shell colour covers about 120 pixels.
    expect(drawn).toBeGreaterThan(without + 60);
    expect(await pixelsNear(edge, rgb, 12)).toBeGreaterThan((drawn + without) / 2);
  }, 60_000);

  it('draws emoji in colour in workerd from the Twemoji drawings in the assets; times warm cards', async () => {
    const admin = await adminToken();
    const heart = await fetch(`${base}/fonts/twemoji/2764.svg`);
    expect((await heart.text()).startsWith('<svg')).toBe(true);
    const titles = {
      ja: '星をさがす小さな猫と夜空の旅',
      ar: 'القطة الصغيرة تبحث عن نجمة',
      emoji: 'Love ❤️ and pride 🏳️‍🌈 in 🇯🇵 👩‍🚀',
    };
    for (const [lang, title] of Object.entries(titles)) {
      const created = await api('POST', '/api/stories', { title, description: 'Card.' }, admin);
      const id = created.json.data._id;
      await publishWithScene(id, admin);
      // The first card reads the fonts and drawings this title needs into the isolate; the next ones are warm.
      const first = await fetch(`${base}/api/stories/${id}/og.png`);
      expect(first.status, lang).toBe(200);
      const png = new Uint8Array(await first.arrayBuffer());
      if (lang === 'emoji') expect(await pixelsNear(png, [221, 46, 68], 40)).toBeGreaterThan(1500);
      const times: number[] = [];
      for (let i = 1; i <= 5; i++) {
        // A new title is a new card: drawn again, not read from the media store.
        await api('PUT', `/api/stories/${id}`, { title: `${title} ${i}` }, admin);
        const started = performance.now();
        const card = await fetch(`${base}/api/stories/${id}/og.png`);
        expect(card.status).toBe(200);
        await card.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `og.png ${lang} warm: median ${Math.round(times[2]!)} ms, min ${Math.round(times[0]!)} ms, max ${Math.round(times[4]!)} ms (request to answer, wrangler dev)`,
      );
    }
  }, 180_000);

  it('answers browser tools from any origin (CORS without credentials) and names every answer with X-Request-Id', async () => {
    const preflight = await fetch(`${base}/api/stories`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://tool.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const feed = await fetch(`${base}/api/stories`, { headers: { origin: 'https://tool.example' } });
    expect(feed.headers.get('access-control-allow-origin')).toBe('*');
    expect(feed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const page = await fetch(`${base}/`);
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await fetch(`${base}/api/stories/no-such-story`, { headers: { 'x-request-id': 'edge-check-1' } });
    expect(missing.headers.get('x-request-id')).toBe('edge-check-1');
    expect(await missing.json()).toEqual({
      success: false,
      message: 'Story not found',
      errorType: 'not_found',
      messageCode: 'story_not_found',
      requestId: 'edge-check-1',
    });
  });

  it('serves the client with SPA fallback, 404 for unknown paths and unreadable stories, and the tRPC endpoint', async () => {
    const dashboard = await fetch(`${base}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<div id="root">');
    for (const path of ['/some/client/route', '/story/no-such-story/read', '/favicon-nope.png']) {
      const missingBefore = hrana.requests;
      const missing = await fetch(`${base}${path}`);
      expect(missing.status, path).toBe(404);
      // The app's Page Not Found needs no data; an unknown story's reader looks for the story, once.
      expect(hrana.requests - missingBefore, path).toBe(path.endsWith('/read') ? 1 : 0);
      const html = await missing.text();
      // The client still starts (its script is there) and the first screen is the app's Page Not Found.
      expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
      expect(html).toContain('Page Not Found');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    // Sign-in is the app's own components rendered in workerd, in the visitor's language, with no database trip.
    const before = hrana.requests;
    const signIn = await fetch(`${base}/login`, { headers: { cookie: 'lang=ar' } });
    const signInHtml = await signIn.text();
    expect(signIn.status).toBe(200);
    expect(signInHtml).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(signInHtml).toContain('<div id="root" data-rendered="">');
    expect(signInHtml).toMatch(/<input[^>]*type="email"/);
    expect(signInHtml).toContain('<script type="application/json" id="page-state">');
    expect(hrana.requests - before).toBe(0);
    // An author's profile: the app's component with the profile its loader read, in one trip (the head's link-preview
    // tags are made of the same answer), in Japanese with one cut file for its words.
    const profileBefore = hrana.requests;
    const profile = await fetch(`${base}/user/edge_admin`, { headers: { cookie: 'lang=ja' } });
    const profileHtml = await profile.text();
    expect(profile.status).toBe(200);
    expect(hrana.requests - profileBefore).toBe(1);
    expect(profileHtml).toContain('<html lang="ja" dir="ltr" data-locale="ja">');
    expect(profileHtml).toMatch(/<div id="root" data-rendered="">[\s\S]*<h1 dir="auto"[^>]*>Edge<\/h1>/);
    expect(profileHtml).toContain('<meta property="og:type" content="profile">');
    expect(profileHtml).toMatch(/<style data-page-faces="">@font-face\{font-family:"Noto Sans JP Text"/);
    // The home feed: the app's page with the feed's first page and the tags its loader read, one trip each (the
    // browser then asks for neither: the page hands both over).
    const homeBefore = hrana.requests;
    const home = await (await fetch(`${base}/`, { headers: { cookie: 'lang=ar' } })).text();
    expect(hrana.requests - homeBefore).toBe(2);
    expect(home).toContain('<html lang="ar" dir="rtl" data-locale="ar">');
    expect(home).toMatch(/<div id="root" data-rendered="">[\s\S]*<h1 id="hero-title"/);
    expect(home).toMatch(/<script type="application\/json" id="page-state">[^<]*"stories","list"/);
    const nobody = await fetch(`${base}/user/nobody_at_all`);
    expect(nobody.status).toBe(404);
    expect(await nobody.text()).toContain('<meta name="robots" content="noindex">');
    // The Arabic home's letters in one file cut from the page's text, preloaded; the cut keeps their joined forms.
    const arabicFile =
      /<link rel="preload" as="font" type="font\/ttf" crossorigin href="(\/fonts\/text\/noto-sans-arabic\/[0-9a-z.]+\.ttf)">/.exec(
        home,
      )?.[1];
    expect(arabicFile, 'the Arabic home preloads its cut file').toBeDefined();
    expect(home).toContain('@font-face{font-family:"Noto Sans Arabic Text"');
    const arabicFont = await fetch(base + arabicFile!);
    expect(arabicFont.status).toBe(200);
    expect(arabicFont.headers.get('x-edge-cache')).toBe('MISS');
    const arabicBytes = Buffer.from(await arabicFont.arrayBuffer());
    const arabicFace = fontkit.create(arabicBytes) as unknown as {
      layout(text: string): { glyphs: { id: number }[] };
    };
    expect(arabicFace.layout('سس').glyphs[1]!.id).not.toBe(arabicFace.layout('س').glyphs[0]!.id);
    // A cut file is cut once per location: the next phone gets the same bytes from the Cache API.
    const arabicAgain = await fetch(base + arabicFile!);
    expect(arabicAgain.headers.get('x-edge-cache')).toBe('HIT');
    expect(arabicAgain.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await arabicAgain.arrayBuffer()).equals(arabicBytes)).toBe(true);
    // The Japanese home: the first screen's characters in one preloaded file, the interface's others in a second.
    const japanese = await (await fetch(`${base}/`, { headers: { cookie: 'lang=ja' } })).text();
    expect(
      japanese.match(/<link rel="preload" as="font" type="font\/ttf"[^>]*\/fonts\/text\/noto-sans-jp\//g),
    ).toHaveLength(1);
    expect(japanese.match(/@font-face\{font-family:"Noto Sans JP Text"/g)).toHaveLength(2);
    expect(await (await fetch(`${base}/dashboard`, { headers: { cookie: 'lang=ja' } })).text()).not.toContain(
      'data-page-faces',
    );
    // English preloads none (the cards' other scripts are declared, fetched only as they are laid out).
    expect(await (await fetch(`${base}/`)).text()).not.toMatch(/<link rel="preload" as="font" type="font\/ttf"/);
    const trpc = await fetch(`${base}/trpc/auth.me`);
    expect(trpc.status).toBe(401);
  });

  it('generates a 6-panel scene with new characters and a location within the Workers Free plan budget', async () => {
    // A user of its own: the scenario above may have generated less than the 5 s minimum interval ago.
    const token = await registerUser('edge_scene_budget');
    const created = await api(
      'POST',
      '/api/stories',
      { title: 'Budget Story', description: 'A keeper and a ghost ship.' },
      token,
    );
    const before = { requests: hrana.requests, sequential: hrana.sequential };
    const res = await api(
      'POST',
      '/api/ai/generate-scene',
      {
        storyId: created.json.data._id,
        prompt: 'Mira the lighthouse keeper and old Tom spot a ghost ship from the harbour wall.',
        generateImages: true,
        maxPanels: 6,
      },
      token,
    );
    const requests = hrana.requests - before.requests;
    const sequential = hrana.sequential - before.sequential;
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { scene, newCharacters, newLocations } = res.json.data;
    expect(scene.panels).toHaveLength(6);
    expect(newCharacters.length).toBeGreaterThan(0);
    expect(newLocations.length).toBeGreaterThan(0);
    // Subrequests: the database requests counted by the fixture, one R2 put per stored picture (the story had none, so
    // no reference picture was read) and no provider call (offline).
    const stored = new Set([
      ...scene.panels.map((panel: any) => panel.imageUrl),
      ...[...newCharacters, ...newLocations].map((entity: any) => entity.primaryImageUrl),
    ]);
    expect([...stored].every((url) => typeof url === 'string' && url.startsWith('/media/generated/'))).toBe(true);
    // The session with the story, the read batch, the write batch, the picture results and the scene read back.
    expect(sequential).toBeLessThanOrEqual(5);
    expect(requests).toBeLessThanOrEqual(5);
    expect(requests + stored.size).toBeLessThanOrEqual(50);
    console.log(
      `generate-scene (6 panels): ${requests} database requests, ${sequential} sequential, ${requests + stored.size} subrequests`,
    );
    // Its progress as server-sent events in workerd: the status, then done (the offline pictures are made already).
    const stream = await fetch(`${base}/api/ai/scene-status/${scene._id}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const text = await stream.text();
    const kinds = [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(kinds).toEqual(['panel', 'panel', 'panel', 'panel', 'panel', 'panel', 'status', 'done']);
    expect(text.includes('"isComplete":true')).toBe(true);
  }, 60_000);

  it('answers the worst requests without a 5xx: malformed escapes, invalid JSON, deep nesting', async () => {
    for (const path of [
      '/media/%',
      '/media/%E0%A4%A',
      '/media/%c0%ae%c0%ae/app.db',
      '/media/%u002e%u002e/app.db',
      '/%E0%A4%A',
      '/api/stories/%E0%A4%A',
    ]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBeLessThan(500);
      if (path.startsWith('/media/')) expect(await res.json()).toMatchObject({ success: false });
    }
    const admin = await adminToken();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${admin}` };
    const before = await api('GET', '/api/users/edge_admin');
    const unterminated = await fetch(`${base}/api/stories`, {
      method: 'POST',
      headers,
      body: '{"title": "unterminated',
    });
    expect(unterminated.status).toBe(400);
    expect(await unterminated.json()).toEqual({
      success: false,
      message: 'Request body is not valid JSON',
      errorType: 'invalid_body',
      messageCode: 'body_invalid_json',
      requestId: expect.any(String),
    });
    const deep = await fetch(`${base}/api/ai/generate-character-from-description`, {
      method: 'POST',
      headers,
      body: `{"description":"A brave knight","context":${'['.repeat(5000)}1${']'.repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
    expect((await api('GET', '/api/users/edge_admin')).json.data.stats.totalStories).toBe(
      before.json.data.stats.totalStories,
    );
  });
  it('sets the HttpOnly session cookie, signs in by it, refuses cross-site cookie writes, and sends the page policy', async () => {
    const sessionCookie = (response: Response) =>
      response.headers.getSetCookie().find((line) => line.startsWith('token='));
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'edge_cookie', email: 'edge-cookie@example.com', password: 'Edge-pass1' }),
    });
    const { token } = (await registered.json()) as { token: string };
    expect(sessionCookie(registered)).toBe(`token=${token}; Max-Age=604800; Path=/; SameSite=Lax; HttpOnly`);
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: `token=${token}` } });
    expect(me.status).toBe(200);
    const story = { title: 'Edge cookie', description: '', tags: [], aspectRatio: '3:4', panels: 1, defaultPanels: 1 };
    const write = (headers: Record<string, string>) =>
      fetch(`${base}/api/stories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `token=${token}`, ...headers },
        body: JSON.stringify(story),
      });
    const forged = await write({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { errorType: string }).errorType).toBe('cross_site_request');
    expect((await write({ 'sec-fetch-site': 'same-origin', origin: base })).status).toBe(201);

    // Every HTML answer (HTMLRewriter's pages, the API reference) has the policy; every answer the plain headers.
    for (const path of ['/', '/login', '/dashboard', '/no/such/page', '/api/docs']) {
      const page = await fetch(`${base}${path}`);
      expect(page.headers.get('content-security-policy'), path).toContain("script-src 'self'; ");
      expect(page.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(page.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('permissions-policy'), path).toContain('camera=()');
      await page.arrayBuffer();
    }
    const health = await fetch(`${base}/api/health`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toBeNull();
  });

  it('counts writes and share cards per token with the Rate Limiting binding: 429 with Retry-After past the budget, no database trip', async () => {
    const token = await registerUser('edge_budgeted');
    const auth = { authorization: `Bearer ${token}` };
    // The cheapest writes there are (a method the path does not take): each one counted before any route runs.
    const spend = async (path: string, method: string, times: number) => {
      // Local bindings count in windows of whole clock minutes: start the run early in one, so it cannot straddle two.
      const into = Date.now() % 60_000;
      if (into > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - into + 100));
      const statuses = new Set<number>();
      for (let i = 0; i < times; i += 1) {
        const response = await fetch(base + path, { method, headers: auth });
        statuses.add(response.status);
        await response.arrayBuffer();
      }
      return [...statuses];
    };
    expect(await spend('/api/health', 'POST', DEFAULT_BUDGETS.write.limit)).toEqual([405]);
    const before = hrana.requests;
    const refused = await api('POST', '/api/stories', { title: 'Over budget' }, token);
    expect(hrana.requests).toBe(before);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      success: false,
      errorType: 'rate_limited',
      retryAfterSeconds: 60,
      requestId: expect.any(String),
    });
    // Another caller is not held back by this one.
    expect(
      (await api('POST', '/api/auth/login', { email: 'edge-budgeted@example.com', password: 'Edge-pass1' })).status,
    ).toBe(200);

    // Share cards: a story that does not exist costs one read each, and the budget's worth of them is spent.
    expect(await spend('/api/stories/nosuchstory/og.png', 'GET', DEFAULT_BUDGETS['expensive-read'].limit)).toEqual([
      404,
    ]);
    const card = await fetch(`${base}/api/stories/nosuchstory/og.png`, { headers: auth });
    expect(card.status).toBe(429);
    expect(card.headers.get('retry-after')).toBe('60');
    expect(((await card.json()) as { errorType: string }).errorType).toBe('rate_limited');
  }, 180_000);

  it('delivers signed webhooks after the answer (waitUntil) and retries a failed one from the cron', async () => {
    const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
    const statuses = [500];
    let arrived: (() => void) | undefined;
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.statusCode = statuses.shift() ?? 200;
        response.end();
        arrived?.();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const next = () => new Promise<void>((resolve) => (arrived = resolve));
    try {
      const token = await registerUser('edge_hooks');
      const hook = await api(
        'POST',
        '/api/webhooks',
        { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, events: ['scene.completed'] },
        token,
      );
      expect(hook.status).toBe(201);
      const secret = hook.json.data.secret as string;
      const story = await api('POST', '/api/stories', { title: 'フック 🪝' }, token);
      const first = next();
      const scene = await api(
        'POST',
        '/api/ai/generate-scene',
        {
          storyId: story.json.data._id,
          prompt: 'A lantern festival on the river at night',
          generateImages: true,
          maxPanels: 1,
        },
        token,
      );
      expect(scene.status).toBe(200);
      await first;
      const signature = (header: unknown, body: string) => {
        const { t, v1 } = Object.fromEntries(
          String(header)
            .split(',')
            .map((part) => part.split('=')),
        ) as { t: string; v1: string };
        return v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      };
      expect(received[0]!.headers['x-panelcraft-event']).toBe('scene.completed');
      expect(signature(received[0]!.headers['x-panelcraft-signature'], received[0]!.body)).toBe(true);
      expect(JSON.parse(received[0]!.body).data).toMatchObject({
        sceneId: scene.json.data.scene._id,
        status: 'completed',
      });
      // The receiver answered 500: the cron sends it again.
      const second = next();
      expect((await fetch(`${base}/__scheduled`)).status).toBe(200);
      await second;
      expect(received[1]!.body).toBe(received[0]!.body);
      expect(signature(received[1]!.headers['x-panelcraft-signature'], received[1]!.body)).toBe(true);
      await expect
        .poll(async () => (await api('GET', '/api/webhooks', undefined, token)).json.data[0].lastDelivery)
        .toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 120_000);
});
