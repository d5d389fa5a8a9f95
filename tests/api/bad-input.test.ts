// Bad requests, one by one: bodies that are not a JSON object, malformed and traversing paths (in-process and on
// the real Node server with raw request targets), unbounded AI context, and internal errors that must stay internal.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { panels, stories } from '../../db/schema';
import { LOGIN_THROTTLE } from '../../src/shared/limits';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node';
import { deepArray } from '../helpers/bad-requests';
import { apiError, createTestApp, newUser, registerUser, type TestApp } from '../helpers/app';
import { PNG_1PX } from '../helpers/fixtures';
import { takeAnswer } from '../helpers/raw-http';
import { addEntity, addScene, createStory } from '../helpers/stories';

const NOT_JSON = 'Request body is not valid JSON';
const NOT_OBJECT = 'Request body must be a JSON object';
const NOT_JSON_TYPE = 'Request body must be JSON (Content-Type: application/json)';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function storyCount(userId: string) {
  return (await t.db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))).length;
}

describe('request bodies', () => {
  it('refuses invalid JSON, non-objects, empty bodies and other content types with a 400, creating nothing', async () => {
    const owner = await registerUser(t);
    const cases: [string, { body?: string | Uint8Array; type?: string }, string][] = [
      ['unterminated', { body: '{"title": "unterminated' }, NOT_JSON],
      ['trailing comma', { body: '{"title": "x",}' }, NOT_JSON],
      ['null', { body: 'null' }, NOT_OBJECT],
      ['number', { body: '12345' }, NOT_OBJECT],
      ['boolean', { body: 'true' }, NOT_OBJECT],
      ['array', { body: '[]' }, NOT_OBJECT],
      ['string', { body: '"a string"' }, NOT_OBJECT],
      ['empty', { body: '' }, NOT_OBJECT],
      ['absent', {}, NOT_OBJECT],
      ['form', { body: 'title=Form', type: 'application/x-www-form-urlencoded' }, NOT_JSON_TYPE],
      [
        'multipart',
        {
          body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--x--',
          type: 'multipart/form-data; boundary=x',
        },
        NOT_JSON_TYPE,
      ],
      ['XML', { body: '<story><title>XML</title></story>', type: 'application/xml' }, NOT_JSON_TYPE],
      ['JSON labelled text', { body: '{"title":"Plain"}', type: 'text/plain' }, NOT_JSON_TYPE],
      ['binary', { body: PNG_1PX, type: 'application/octet-stream' }, NOT_JSON_TYPE],
    ];
    for (const [name, { body, type }, message] of cases) {
      const res = await t.call('POST', '/api/stories', {
        token: owner.token,
        body,
        headers: type ? { 'content-type': type } : {},
      });
      expect({ name, status: res.status, json: res.json }).toEqual({
        name,
        status: 400,
        json: apiError(message, 'invalid_body'),
      });
    }
    expect(await storyCount(owner.user._id)).toBe(0);
    // The same JSON with its type (also with a charset or a +json type, or no type at all) is fine.
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']) {
      expect(
        (
          await t.call('POST', '/api/stories', {
            token: owner.token,
            body: '{"title":"Typed"}',
            headers: { 'content-type': type },
          })
        ).status,
      ).toBe(201);
    }
    // Bytes, since fetch labels a string body text/plain.
    const untyped = await t.app.request('/api/stories', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: new TextEncoder().encode('{"title":"Untyped"}'),
    });
    expect(untyped.status).toBe(201);
    expect(await storyCount(owner.user._id)).toBe(4);
  });

  it('leaves a story, a panel, a character and a location untouched when an update body is not an object', async () => {
    const owner = await registerUser(t);
    const story = await createStory(t, owner.token, { title: 'Untouched' });
    const scene = await addScene(t, story._id, 1, 'Dock');
    const character = await addEntity(t, story._id, 'character', 'Bolt');
    const location = await addEntity(t, story._id, 'location', 'Harbor');
    t.clock.advance(60_000);
    const before = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    const panelBefore = await t.db.select().from(panels).where(eq(panels.sceneId, scene.id)).get();
    const updates = [
      ['PUT', `/api/stories/${story._id}`],
      ['PATCH', `/api/stories/${story._id}/art-style`],
      ['PUT', `/api/scenes/${scene.id}`],
      ['PUT', `/api/scenes/${scene.id}/panels/1`],
      ['PUT', `/api/characters/${character}`],
      ['PUT', `/api/locations/${location}`],
    ] as const;
    for (const [method, path] of updates) {
      for (const body of ['{"title": "unterminated', '[]', 'null', '']) {
        const res = await t.call(method, path, { token: owner.token, body });
        expect({ path, body, status: res.status, success: res.json?.success }).toEqual({
          path,
          body,
          status: 400,
          success: false,
        });
      }
    }
    const after = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(after.json).toEqual(before.json);
    expect(after.json.data.updatedAt).toBe(before.json.data.updatedAt);
    expect(await t.db.select().from(panels).where(eq(panels.sceneId, scene.id)).get()).toEqual(panelBefore);
  });

  it('accepts an empty (or ignored) body on calls the spec gives no payload', async () => {
    const owner = await registerUser(t);
    const reader = await registerUser(t);
    const story = await createStory(t, owner.token);
    const scene = await addScene(t, story._id, 1, 'Empty');
    const json = { 'content-type': 'application/json' };
    expect(
      (await t.call('POST', `/api/likes/stories/${story._id}`, { token: reader.token, body: '', headers: json }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', `/api/stories/${story._id}/read`, {
          token: reader.token,
          body: 'not json at all',
          headers: json,
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('POST', `/api/stories/${story._id}/remix`, { token: reader.token, body: '', headers: json }))
        .status,
    ).toBe(201);
    expect(
      (await t.call('DELETE', `/api/scenes/${scene.id}`, { token: owner.token, body: '', headers: json })).status,
    ).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token: reader.token, body: '', headers: json })).status).toBe(
      200,
    );
  });

  it('answers 5,000 levels of nesting with a 400, over REST and tRPC, where the AI context and number coercion recursed', async () => {
    const owner = await registerUser(t);
    const story = await createStory(t, owner.token);
    const deep = deepArray(5000);
    for (const path of ['/api/ai/generate-character-from-description', '/api/ai/generate-location-from-description']) {
      const res = await t.call('POST', path, {
        token: owner.token,
        body: `{"description":"A brave knight","storyId":"${story._id}","context":${deep}}`,
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual(apiError('Request body is nested too deeply', 'invalid_body'));
    }
    const trpcCalls = [
      ['ai.characterFromDescription', `{"description":"A brave knight","context":${deep}}`],
      ['stories.create', `{"title":"Deep","panels":${deep}}`],
      ['scenes.updatePanel', `{"sceneId":"x","panelNumber":${deep}}`],
    ];
    for (const [procedure, body] of trpcCalls) {
      const res = await t.call('POST', `/trpc/${procedure}`, { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('Request body is nested too deeply');
    }
    const query = await t.app.request(`/trpc/stories.byId?input=${encodeURIComponent(`{"id":${deepArray(3000)}}`)}`);
    expect(query.status).toBe(400);
    expect(await storyCount(owner.user._id)).toBe(1);
  });
});

describe('tRPC inputs', () => {
  it("answers invalid JSON with the same message as REST, not the parser's", async () => {
    const owner = await registerUser(t);
    for (const body of ['{"title": "unterminated', '{title: 1}', '\u0000']) {
      const res = await t.call('POST', '/trpc/stories.create', { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(NOT_JSON);
    }
    const query = await t.app.request(`/trpc/stories.byId?input=${encodeURIComponent('{"id":')}`);
    expect(query.status).toBe(400);
    expect(((await query.json()) as { error: { message: string } }).error.message).toBe(NOT_JSON);
    expect(await storyCount(owner.user._id)).toBe(0);
  });
});

describe('AI context bounds', () => {
  it('takes a small context and refuses one too large or too deep with a 400', async () => {
    const owner = await registerUser(t);
    const story = await createStory(t, owner.token, { title: 'Context' });
    const call = (context: unknown) =>
      t.call('POST', '/api/ai/generate-character-from-description', {
        token: owner.token,
        body: { description: 'A brave knight', storyId: story._id, context },
      });

    expect((await call({ storyTitle: 'Context', storyDescription: 'A harbour town' })).status).toBe(200);
    expect((await call('A harbour town')).status).toBe(200);
    const long = await call('x'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Context must be at most 4000 characters');
    const large = await call({ storyDescription: 'x'.repeat(5000) });
    expect(large.status).toBe(400);
    expect(large.json.message).toBe('Context must be at most 4000 characters');
    const wide = await call(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])));
    expect(wide.json.message).toBe('Context must be at most 4000 characters');
    const deep = await call({ a: { b: { c: { d: { e: 'too deep' } } } } });
    expect(deep.status).toBe(400);
    expect(deep.json.message).toBe('Context is nested too deeply');
    const wrong = await call(12345);
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Context must be text or an object');
  });

  it('refuses an oversized current password before any password check (no hash of it, no throttled attempt)', async () => {
    const owner = await registerUser(t);
    for (let i = 0; i < LOGIN_THROTTLE.maxPasswordChecks + 1; i += 1) {
      const res = await t.call('PUT', '/api/auth/password', {
        token: owner.token,
        body: { currentPassword: 'x'.repeat(100_000), newPassword: 'Another-pass2' },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Current password is incorrect');
    }
    // None of them counted as a check, so the owner can still change the password.
    const ok = await t.call('PUT', '/api/auth/password', {
      token: owner.token,
      body: { currentPassword: owner.password, newPassword: 'Another-pass2' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('paths in process', () => {
  it('answers malformed escapes, overlong UTF-8 and %u forms with a JSON 400 under /media and /api, never 500', async () => {
    await t.media.put('uploads/u/pic.png', PNG_1PX, 'image/png');
    for (const path of [
      '/media/%',
      '/media/%E0%A4%A',
      '/media/%c0%ae%c0%ae/app.db',
      '/media/%u002e%u002e/app.db',
      '/media/uploads/u/%',
      '/api/stories/%E0%A4%A',
      '/api/users/%',
      '/api/stories/abc/%c0%af',
    ]) {
      const res = await t.app.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(await res.json()).toEqual(apiError('Malformed URL', 'invalid_body'));
    }
    const client = await t.app.request('/%E0%A4%A');
    expect(client.status).toBe(400);
    // Double encoding and encoded traversal name no object.
    for (const path of [
      '/media/%252e%252e/app.db',
      '/media/..%2fapp.db',
      '/media/uploads%2fu%2f..%2f..%2fapp.db',
      '/media/%2e%2e%5capp.db',
    ]) {
      const res = await t.app.request(path);
      expect({ path, status: res.status, json: await res.json() }).toEqual({
        path,
        status: 404,
        json: apiError('Media not found', 'not_found'),
      });
    }
    expect((await t.app.request('/media/uploads/u/pic.png')).status).toBe(200);
  });

  it('answers other methods and the bare /media path with a JSON 404', async () => {
    const requests: [string, string][] = [
      ['POST', '/media/uploads/u/pic.png'],
      ['DELETE', '/media/x'],
      ['GET', '/media'],
      ['GET', '/media/'],
    ];
    for (const [method, path] of requests) {
      const res = await t.app.request(path, { method });
      expect({ method, path, status: res.status, type: res.headers.get('content-type') }).toEqual({
        method,
        path,
        status: 404,
        type: 'application/json',
      });
    }
  });
});

describe('internal errors', () => {
  it('answers a failure of the database with a bare 500 over REST and tRPC, the cause only in the log', async () => {
    const broken = await createTestApp();
    const owner = await registerUser(broken);
    broken.closeDatabase();
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      // Writes, which must reach the (closed) database: no cache can answer them.
      const rest = await broken.call('POST', '/api/stories', { token: owner.token, body: { title: 'Lost' } });
      expect(rest.status).toBe(500);
      expect(rest.json).toEqual(apiError('Internal server error', 'internal_error'));
      const trpc = await broken.call('POST', '/trpc/stories.create', { token: owner.token, body: { title: 'Lost' } });
      expect(trpc.status).toBe(500);
      expect(trpc.json.error.message).toBe('Internal server error');
      expect(trpc.text).not.toMatch(/closed|sqlite|stack/i);
      expect(logged.length).toBeGreaterThan(0);
    } finally {
      console.error = original;
      await broken.close();
    }
  });
});

describe('uploads keep their spec behaviour', () => {
  it('answers oversized multipart and raw uploads with 413 and the size message, and a JSON body with No file selected', async () => {
    const owner = await registerUser(t);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG_1PX);
    const form = new FormData();
    form.set('image', new File([big], 'big.png', { type: 'image/png' }));
    const multipart = await t.app.request('/api/upload/image', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(multipart.status).toBe(413);
    expect(await multipart.json()).toEqual(
      apiError('File too large (11.0 MB). Maximum size is 10MB.', 'payload_too_large', {
        messageCode: 'file_too_large',
        params: { size: '11.0', max: 10 },
      }),
    );
    const raw = await t.call('POST', '/api/media', {
      token: owner.token,
      body: big,
      headers: { 'content-type': 'image/png' },
    });
    expect(raw.status).toBe(413);
    const json = await t.call('POST', '/api/upload/image', { token: owner.token, body: { image: 'x' } });
    expect(json.status).toBe(400);
    expect(json.json.message).toBe('No file selected');
  });
});

describe('paths on the Node server (raw request targets)', () => {
  let server: Awaited<ReturnType<typeof startNodeServer>>;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'panelcraft-bad-input-'));
    await mkdir(join(dir, 'dist/assets'), { recursive: true });
    await writeFile(join(dir, 'dist/index.html'), '<!doctype html><div id="root">client</div>');
    await mkdir(join(dir, 'media/uploads/u'), { recursive: true });
    await writeFile(join(dir, 'media/uploads/u/pic.png'), PNG_1PX);
    await writeFile(join(dir, 'media/uploads/u/pic.png.type'), 'image/png');
    server = await startNodeServer({
      ...optionsFromEnv({}),
      port: 0,
      databaseUrl: `file:${join(dir, 'app.db')}`,
      mediaDir: join(dir, 'media'),
      distDir: join(dir, 'dist'),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A GET with the request target exactly as given (fetch would resolve `..` first). */
  function rawGet(target: string) {
    const { hostname, port } = new URL(server.url);
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ hostname, port, path: target, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, type: String(res.headers['content-type'] ?? ''), body }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('never serves the database or the client page for a /media/ path that walks out of the store', async () => {
    for (const target of [
      '/media/../app.db',
      '/media/uploads/../../app.db',
      '/media/%2e%2e/app.db',
      '/media/.%2e/app.db',
      '/media/./uploads/u/pic.png',
      '/api/../app.db',
    ]) {
      const res = await rawGet(target);
      expect({ target, status: res.status, type: res.type }).toEqual({ target, status: 404, type: 'application/json' });
      expect(JSON.parse(res.body)).toEqual(apiError('Not found', 'route_not_found'));
    }
    for (const target of ['/story/../app.db', '/media/..\\app.db', '/media/..%5capp.db']) {
      const res = await rawGet(target);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain('root');
      expect(res.body).not.toContain('SQLite');
    }
  });

  it('answers malformed escapes on media and client paths with a 400, and still serves objects and client routes', async () => {
    for (const target of ['/media/%', '/media/%E0%A4%A', '/media/%c0%ae%c0%ae/app.db', '/media/%u002e%u002e/app.db']) {
      const res = await rawGet(target);
      expect({ target, status: res.status, type: res.type }).toEqual({ target, status: 400, type: 'application/json' });
    }
    for (const target of ['/%E0%A4%A', '/story/%', '/profile/%c0%ae']) {
      const res = await rawGet(target);
      expect({ target, status: res.status }).toEqual({ target, status: 400 });
      expect(res.body).toBe('Malformed URL');
    }
    const picture = await rawGet('/media/uploads/u/pic.png');
    expect(picture.status).toBe(200);
    expect(picture.type).toBe('image/png');
    const page = await rawGet('/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('client');
    // A story that does not exist is the client's page too, answered 404.
    const missing = await rawGet('/story/abc/read');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('client');
  });

  /** Sends exactly these bytes on a new connection and answers the status line's code and the body (connection closed). */
  function rawExchange(head: string, body: Uint8Array | string = '') {
    const { hostname, port } = new URL(server.url);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(head);
        if (body.length) socket.write(body);
      });
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        text += chunk;
        // One answer is all we wait for.
        const answer = takeAnswer(text);
        if (answer) {
          socket.destroy();
          resolve({ status: answer.status, body: answer.body });
        }
      });
      socket.on('error', reject);
    });
  }

  it('takes a like with no body (no length at all, or a zero length) and still limits chunked and declared bodies', async () => {
    const host = new URL(server.url).host;
    const user = await (
      await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newUser()),
      })
    ).json();
    const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const created = await (
      await fetch(`${server.url}/api/stories`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: 'Bodiless', description: 'Liked without a body.' }),
      })
    ).json();
    const id = created.data._id as string;
    // A story is published with a scene to read.
    const scene = await fetch(`${server.url}/api/ai/generate-scene`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        storyId: id,
        prompt: 'A robot is liked without a body',
        generateImages: false,
        maxPanels: 1,
      }),
    });
    expect(scene.status).toBe(200);
    expect(
      (
        await fetch(`${server.url}/api/stories/${id}`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({ status: 'published' }),
        })
      ).status,
    ).toBe(200);
    // No Content-Length and no Transfer-Encoding: HTTP/1.1 says there is no body.
    const liked = await rawExchange(
      `POST /api/likes/stories/${id} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${user.token}\r\n\r\n`,
    );
    expect(liked.status).toBe(200);
    expect(JSON.parse(liked.body).data).toEqual({ likeCount: 1, isLikedByUser: true });
    const unliked = await rawExchange(
      `POST /api/likes/stories/${id} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${user.token}\r\nContent-Length: 0\r\n\r\n`,
    );
    expect(JSON.parse(unliked.body).data).toEqual({ likeCount: 0, isLikedByUser: false });
    // A declared length over the limit is refused before any of it is read; a chunked body once it passes the limit.
    const declared = await rawExchange(
      `POST /api/stories HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: application/json\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n`,
    );
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual(
      apiError('Request body is too large (11.0 MB): a JSON body may be at most 1 MB', 'payload_too_large', {
        messageCode: 'json_too_large',
        params: { size: '11.0' },
      }),
    );
    const chunk = 'x'.repeat(1024 * 1024);
    const chunked = `${Array.from({ length: 11 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')}0\r\n\r\n`;
    const streamed = await rawExchange(
      `POST /api/stories HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunked,
    );
    expect(streamed.status).toBe(413);
    // A small chunked body still reaches the handler whole.
    const body = JSON.stringify({ title: 'Chunked', description: 'Sent in chunks.' });
    const small = await rawExchange(
      `POST /api/stories HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${user.token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(small.status).toBe(201);
    expect(JSON.parse(small.body).data.title).toBe('Chunked');
  });
});
