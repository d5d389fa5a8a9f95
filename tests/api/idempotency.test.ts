// Idempotency-Key on creating calls: a retry replays the first answer and creates nothing more, another request under
// the same key is a 409, keys belong to their user, last 24 hours, and a failed answer is never replayed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { entities, idempotencyKeys, scenes, stories } from '../../db/schema';
import { createClient } from '../../packages/client/src/index';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_WINDOW_MS } from '../../worker/rest/idempotency';
import { apiError, createTestApp, registerUser, type TestApp } from '../helpers/app';
import { PNG_1PX } from '../helpers/fixtures';
import { addScene, createStory } from '../helpers/stories';

let t: TestApp;
let author: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let published: { _id: string };
let sceneId: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t);
  other = await registerUser(t);
  published = await createStory(t, author.token, { title: 'Harbor of Keys' });
  sceneId = (await addScene(t, published._id, 2, 'Dawn')).id;
});
afterAll(() => t.close());

let counter = 0;
const newKey = () => `key-${Date.now()}-${++counter}`;
const post = (path: string, body: unknown, key?: string, token = author.token) =>
  t.call('POST', path, {
    token,
    ...(body === undefined ? {} : { body }),
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
const storiesTitled = async (title: string) =>
  (await t.db.select({ id: stories.id }).from(stories).where(eq(stories.title, title))).length;

describe('a retry with the same key and body', () => {
  it('replays the created story (status, body, Content-Type) and creates no second one', async () => {
    const key = newKey();
    const first = await post('/api/stories', { title: 'Once only 東京 🚀' }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post('/api/stories', { title: 'Once only 東京 🚀' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.json).toEqual(first.json);
    expect(await storiesTitled('Once only 東京 🚀')).toBe(1);
  });

  it('replays a remix, a scene remix and a generated scene without a second copy', async () => {
    const remixesOf = async () =>
      (await t.db.select({ id: stories.id }).from(stories).where(eq(stories.originalStoryId, published._id))).length;
    const before = await remixesOf();
    for (const path of [
      `/api/stories/${published._id}/remix`,
      `/api/stories/${published._id}/remix-scene/${sceneId}`,
    ]) {
      const key = newKey();
      const first = await post(path, undefined, key, other.token);
      expect(first.status, path).toBe(201);
      const again = await post(path, undefined, key, other.token);
      expect(again.status, path).toBe(201);
      expect(again.json.data._id, path).toBe(first.json.data._id);
    }
    expect(await remixesOf()).toBe(before + 2);

    const story = await createStory(t, author.token, { title: 'Generated once' }, { draft: true });
    const body = {
      storyId: story._id,
      prompt: 'Captain Mara walks into the harbor at dawn',
      generateImages: false,
      maxPanels: 2,
    };
    const key = newKey();
    const first = await post('/api/ai/generate-scene', body, key);
    expect(first.status).toBe(200);
    const again = await post('/api/ai/generate-scene', body, key);
    expect(again.json.data.scene._id).toBe(first.json.data.scene._id);
    expect(await t.db.select({ id: scenes.id }).from(scenes).where(eq(scenes.storyId, story._id))).toHaveLength(1);
  });

  it('replays a character and an upload (a retried form is sent with a new boundary)', async () => {
    const story = await createStory(t, author.token, { title: 'Cast once' }, { draft: true });
    const character = {
      storyId: story._id,
      name: 'Quill',
      description: 'A careful harbor clerk',
      imagePrompt: 'a careful harbor clerk',
    };
    const key = newKey();
    const first = await post('/api/characters', character, key);
    expect(first.status).toBe(201);
    const again = await post('/api/characters', character, key);
    expect(again.status).toBe(201);
    expect(again.json.data._id).toBe(first.json.data._id);
    expect(await t.db.select({ id: entities.id }).from(entities).where(eq(entities.storyId, story._id))).toHaveLength(
      1,
    );

    const upload = async (uploadKey: string, name = 'hero.png') => {
      const form = new FormData();
      form.set('image', new Blob([PNG_1PX], { type: 'image/png' }), name);
      const res = await t.app.request('/api/upload/image', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${author.token}`, 'Idempotency-Key': uploadKey },
      });
      return { status: res.status, json: await res.json(), replayed: res.headers.get('idempotent-replayed') };
    };
    const uploadKey = newKey();
    const stored = await upload(uploadKey);
    expect(stored.status).toBe(201);
    const retried = await upload(uploadKey);
    expect(retried).toMatchObject({ status: 201, replayed: 'true' });
    expect(retried.json.data.imageUrl).toBe(stored.json.data.imageUrl);
    // Another file name is another request.
    expect((await upload(uploadKey, 'villain.png')).status).toBe(409);
  });

  it('works for a tRPC mutation through @panelcraft/client (a per-call idempotencyKey)', async () => {
    const api = createClient({
      url: 'http://panelcraft.test',
      token: author.token,
      fetch: async (input, init) => t.app.request(String(input), init),
    });
    const key = newKey();
    const first = await api.stories.create.mutate({ title: 'Once by tRPC' }, { context: { idempotencyKey: key } });
    const again = await api.stories.create.mutate({ title: 'Once by tRPC' }, { context: { idempotencyKey: key } });
    expect(again.data._id).toBe(first.data._id);
    expect(await storiesTitled('Once by tRPC')).toBe(1);
    // Another body under the key: the typed error says why.
    const reused = await api.stories.create
      .mutate({ title: 'Twice by tRPC' }, { context: { idempotencyKey: key } })
      .catch((error: any) => error);
    expect(reused.data).toMatchObject({ httpStatus: 409, errorType: 'idempotency_key_reused' });
    expect(reused.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    // Without a key, calls are batched and create each time.
    await Promise.all([
      api.stories.create.mutate({ title: 'Twice by tRPC' }),
      api.stories.create.mutate({ title: 'Twice by tRPC' }),
    ]);
    expect(await storiesTitled('Twice by tRPC')).toBe(2);
  });
});

describe('refusals', () => {
  it('answer 409 for the same key with another body or another path, and create nothing', async () => {
    const key = newKey();
    expect((await post('/api/stories', { title: 'First body' }, key)).status).toBe(201);
    for (const [path, body] of [
      ['/api/stories', { title: 'Second body' }],
      ['/api/stories', { title: 'First body', description: 'more' }],
      [`/api/stories/${published._id}/remix`, undefined],
    ] as const) {
      const res = await post(path, body, key);
      expect(res.status, path).toBe(409);
      expect(res.json).toEqual(apiError(IDEMPOTENCY_MESSAGES.reused, 'idempotency_key_reused'));
    }
    expect(await storiesTitled('Second body')).toBe(0);
  });

  it('answer 400 for a key that is empty, too long or not printable ASCII', async () => {
    for (const key of ['', 'k'.repeat(256), 'clé']) {
      const res = await post('/api/stories', { title: 'Bad key' }, key);
      expect(res.status, key).toBe(400);
      expect(res.json).toMatchObject({ message: IDEMPOTENCY_MESSAGES.invalid, errorType: 'idempotency_key_invalid' });
    }
    expect((await post('/api/stories', { title: 'Good key' }, 'k'.repeat(255))).status).toBe(201);
    expect(await storiesTitled('Bad key')).toBe(0);
  });

  it('leave a request without a token to its 401', async () => {
    const res = await t.call('POST', '/api/stories', {
      body: { title: 'Nobody' },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(401);
  });
});

describe('keys', () => {
  it('belong to their user: the same key and body from another user creates their own story', async () => {
    const key = newKey();
    const mine = await post('/api/stories', { title: 'Shared key' }, key);
    const theirs = await post('/api/stories', { title: 'Shared key' }, key, other.token);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json.data._id).not.toBe(mine.json.data._id);
    expect(theirs.json.data.userId._id).toBe(other.user._id ?? other.user.id);
  });

  it('without the header, two requests create two stories', async () => {
    await post('/api/stories', { title: 'No key' });
    await post('/api/stories', { title: 'No key' });
    expect(await storiesTitled('No key')).toBe(2);
  });

  it('expire after 24 hours: the request runs again, and the expired row is deleted', async () => {
    const key = newKey();
    const first = await post('/api/stories', { title: 'Day old' }, key);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`${idempotencyKeys.createdAt} - ${IDEMPOTENCY_WINDOW_MS}` })
      .where(eq(idempotencyKeys.key, key));
    const later = await post('/api/stories', { title: 'Day old' }, key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.json.data._id).not.toBe(first.json.data._id);
    expect(await storiesTitled('Day old')).toBe(2);
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('decide concurrent requests in one statement: exactly one creates, the others replay or are told it is still running', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/stories', { title: 'Raced' }, key)));
    const created = answers.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((res) => res.json.data._id)).size).toBe(1);
    for (const res of answers.filter((answer) => answer.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({
        message: IDEMPOTENCY_MESSAGES.inProgress,
        errorType: 'idempotency_key_in_progress',
      });
    }
    expect(await storiesTitled('Raced')).toBe(1);
  });

  it('answer 409 "still running" while the first request under the key has not answered', async () => {
    const key = newKey();
    const body = JSON.stringify({ title: 'Still running' });
    // The row a first request leaves while it works: claimed, no answer yet (same hash as the request below).
    const first = await post('/api/stories', { title: 'Still running' }, key);
    await t.db.update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, key));
    const res = await post('/api/stories', JSON.parse(body), key);
    expect(res.status).toBe(409);
    expect(res.json).toEqual(apiError(IDEMPOTENCY_MESSAGES.inProgress, 'idempotency_key_in_progress'));
    expect(first.status).toBe(201);
    expect(await storiesTitled('Still running')).toBe(1);
  });

  it('do not keep a failed answer: after a 400 the fixed request runs under the same key', async () => {
    const key = newKey();
    const bad = await post('/api/stories', { titel: 'Fixed after a 400' }, key);
    expect(bad.status).toBe(400);
    const again = await post('/api/stories', { titel: 'Fixed after a 400' }, key);
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const fixed = await post('/api/stories', { title: 'Fixed after a 400' }, key);
    expect(fixed.status).toBe(201);
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 201))),
    ).toHaveLength(1);
  });
});

describe('POST /api/tokens and tokens.create: a secret shown once', () => {
  const tokenRows = async (name: string) =>
    (await t.client.execute({ sql: 'select id from api_tokens where name = ?', args: [name] })).rows.length;

  it('creates one token under a key but never stores the answer: a retry is a 409, not the secret again', async () => {
    const key = newKey();
    const body = { name: 'Nightly export', expiresInDays: 30, scope: 'read-write' };
    const first = await post('/api/tokens', body, key);
    expect(first.status).toBe(201);
    const secret = first.json.data.token as string;
    expect(secret).toBeTruthy();
    const again = await post('/api/tokens', body, key);
    expect(again.status).toBe(409);
    expect(again.json).toEqual(apiError(IDEMPOTENCY_MESSAGES.secretSpent, 'idempotency_key_reused'));
    expect(await tokenRows('Nightly export')).toBe(1);
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toMatchObject([{ status: 201, body: null }]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('the same over tRPC', async () => {
    const api = createClient({
      url: 'http://panelcraft.test',
      token: author.token,
      fetch: async (input, init) => t.app.request(String(input), init),
    });
    const key = newKey();
    const input = { name: 'Nightly import', expiresInDays: 7, scope: 'read' } as const;
    const first = await api.tokens.create.mutate(input, { context: { idempotencyKey: key } });
    const again = await api.tokens.create
      .mutate(input, { context: { idempotencyKey: key } })
      .catch((error: any) => error);
    expect(again.data).toMatchObject({ httpStatus: 409, errorType: 'idempotency_key_reused' });
    expect(await tokenRows('Nightly import')).toBe(1);
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(JSON.stringify(rows)).not.toContain(first.data.token);
  });

  it('a read-only API token gets its 403 with a key too, and leaves no claim', async () => {
    const reader = (await post('/api/tokens', { name: 'Reader', expiresInDays: 7, scope: 'read' })).json.data
      .token as string;
    const key = newKey();
    const res = await post('/api/stories', { title: 'Read-only' }, key, reader);
    expect(res.status).toBe(403);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });
});

describe('cost in database requests', () => {
  /** Requests for a story create without a key, with a new key, and its replay. */
  async function figures(app: TestApp, token: string) {
    const measure = async (key?: string) => {
      const before = app.statements.requests;
      const res = await app.call('POST', '/api/stories', {
        token,
        body: { title: 'Measured' },
        headers: key ? { 'Idempotency-Key': key } : {},
      });
      expect(res.status).toBe(201);
      return app.statements.requests - before;
    };
    const key = newKey();
    return { plain: await measure(), keyed: await measure(key), replay: await measure(key) };
  }

  it('is unchanged without the header; the claim rides with the session check, the store is one more; a replay is one', async () => {
    // Cold (no session cache, as on a fresh Worker isolate): the claim shares the session check's request. Warm (the
    // session cache knows the viewer, kept long here so the figures do not depend on the machine's speed): the claim
    // is a request of its own.
    for (const [sessionCacheMs, expected] of [
      [0, { plain: 2, keyed: 3, replay: 1 }],
      [3_600_000, { plain: 1, keyed: 3, replay: 1 }],
    ] as const) {
      const app = await createTestApp({ config: { sessionCacheMs } });
      try {
        const user = await registerUser(app);
        await app.call('GET', '/api/auth/me', { token: user.token });
        expect(await figures(app, user.token), `session cache ${sessionCacheMs} ms`).toEqual(expected);
      } finally {
        await app.close();
      }
    }
  });
});
