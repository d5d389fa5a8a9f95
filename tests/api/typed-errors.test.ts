// Typed errors: the tRPC error data's extras compile (errorType union, retryAfterSeconds, field errors), every 429 says how
// long to wait (header and body), an expired token is told from a garbage one, and REST refuses unknown fields (400) and
// wrong methods (405 with Allow).
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { AppRouter } from '../../worker/trpc/router';
import type { ErrorType } from '../../src/shared/errors';
import type { MessageCode, MessageParams } from '../../src/shared/messages';
import { SESSION_MS } from '../../src/shared/limits';
import { apiError, createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { addScene, bubble } from '../helpers/stories';
import { MESSAGES } from '../../src/shared/messages';

let t: TestApp;
const clock = testClock();
beforeEach(async () => {
  t = await createTestApp({
    clock,
    config: { generationLimits: { minIntervalSeconds: 60, maxPerHour: 100, duplicateWindowSeconds: 300 } },
  });
});
afterEach(() => t.close());

const trpc = (procedure: string, input: unknown, token?: string) =>
  t.app.request(`/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(input),
  });

describe('typed errors', () => {
  it('types the error data end to end', () => {
    type Data = NonNullable<TRPCClientError<AppRouter>['data']>;
    expectTypeOf<Data['errorType']>().toEqualTypeOf<ErrorType | undefined>();
    expectTypeOf<Data['retryAfterSeconds']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NonNullable<Data['errors']>[number]>().toEqualTypeOf<{
      field: string;
      message: string;
      messageCode?: MessageCode;
      params?: MessageParams;
    }>();
    expectTypeOf<Data['messageCode']>().toEqualTypeOf<MessageCode | undefined>();
    expectTypeOf<'token_expired'>().toExtend<ErrorType>();
    expectTypeOf<'token_invalid'>().toExtend<ErrorType>();
    // @ts-expect-error not one of the error types
    const wrong: ErrorType = 'banana';
    expect(wrong).toBe('banana');
  });

  it('sends Retry-After and retryAfterSeconds on the sign-in throttle, over REST and tRPC', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.call('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong-pass1' } })).status,
      ).toBe(401);
    }
    const rest = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(rest.status).toBe(429);
    expect(rest.json.errorType).toBe('too_many_attempts');
    expect(rest.json.retryAfterSeconds).toBeGreaterThan(0);
    expect(rest.headers.get('retry-after')).toBe(String(rest.json.retryAfterSeconds));
    const viaTrpc = await trpc('auth.login', { email: user.email, password: user.password });
    expect(viaTrpc.status).toBe(429);
    const body = (await viaTrpc.json()) as { error: { data: { errorType: string; retryAfterSeconds: number } } };
    expect(body.error.data.errorType).toBe('too_many_attempts');
    expect(viaTrpc.headers.get('retry-after')).toBe(String(body.error.data.retryAfterSeconds));
  });

  it('sends Retry-After on the scene pace limit', async () => {
    const user = await registerUser(t);
    const story = (await t.call('POST', '/api/stories', { token: user.token, body: { title: 'Paced' } })).json.data;
    const first = await t.call('POST', '/api/ai/generate-scene', {
      token: user.token,
      body: { storyId: story._id, prompt: 'A robot walks into a bar', generateImages: false },
    });
    expect(first.status).toBe(200);
    const second = await t.call('POST', '/api/ai/generate-scene', {
      token: user.token,
      body: { storyId: story._id, prompt: 'A cat sails across the sea', generateImages: false },
    });
    expect(second.status).toBe(429);
    expect(second.json).toMatchObject({ errorType: 'rate_limit', timeRemaining: 60, retryAfterSeconds: 60 });
    expect(second.headers.get('retry-after')).toBe('60');
  });

  it('tells an expired session from an invalid token and from none', async () => {
    const user = await registerUser(t);
    expect((await t.call('GET', '/api/auth/me')).json.errorType).toBe('auth_required');
    const garbage = await t.call('GET', '/api/auth/me', { token: 'not-a-token' });
    expect(garbage.status).toBe(401);
    expect(garbage.json.errorType).toBe('token_invalid');
    clock.advance(SESSION_MS + 1000);
    const expired = await t.call('GET', '/api/auth/me', { token: user.token });
    expect(expired.status).toBe(401);
    expect(expired.json.errorType).toBe('token_expired');
    const viaTrpc = await t.app.request('/trpc/auth.me', { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await viaTrpc.json()) as { error: { data: { errorType: string } } }).error.data.errorType).toBe(
      'token_expired',
    );
    // A signed-in read of a public page with an expired token still answers, as to anyone.
    expect((await t.call('GET', '/api/stories', { token: user.token })).status).toBe(200);
  });

  it('refuses an unknown body field with a 400 naming it, changing nothing', async () => {
    const user = await registerUser(t);
    const story = (await t.call('POST', '/api/stories', { token: user.token, body: { title: 'Kept' } })).json.data;
    const res = await t.call('PUT', `/api/stories/${story._id}`, { token: user.token, body: { titel: 'Typo' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      message: 'Unknown field: titel',
      errorType: 'unknown_field',
      errors: [{ field: 'titel', message: 'Unknown field: titel' }],
    });
    expect((await t.call('GET', `/api/stories/${story._id}`, { token: user.token })).json.data.title).toBe('Kept');
    const generate = await t.call('POST', '/api/ai/generate-scene', {
      token: user.token,
      body: { storyId: story._id, prompt: 'A robot walks into a bar', maxPanel: 2 },
    });
    expect(generate.json.message).toBe('Unknown field: maxPanel');
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await t.call('DELETE', '/api/stories');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
    const like = await t.call('PATCH', '/api/likes/stories/abc');
    expect(like.status).toBe(405);
    expect(like.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST', 'PUT']);
    expect((await t.call('GET', '/api/nothing-here')).status).toBe(404);
  });

  it('names an unknown field at any depth, in REST bodies and tRPC inputs alike, and stores nothing', async () => {
    const user = await registerUser(t);
    const story = (await t.call('POST', '/api/stories', { token: user.token, body: { title: 'Strict' } })).json.data;
    const scene = await addScene(t, story._id, 1);
    const typo = { ...bubble('こんにちは 👋'), style: { fontSize: 20, colour: '#ff0000' } };
    const rest = await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, {
      token: user.token,
      body: { textBubbles: [typo] },
    });
    const message = 'Unknown field: textBubbles.0.style.colour';
    expect([rest.status, rest.json]).toEqual([
      400,
      apiError(message, 'unknown_field', {
        messageCode: 'unknown_field',
        params: { field: 'textBubbles.0.style.colour' },
        errors: [
          {
            field: 'textBubbles.0.style.colour',
            message,
            messageCode: 'unknown_field',
            params: { field: 'textBubbles.0.style.colour' },
          },
        ],
      }),
    ]);
    const kept = (await t.call('GET', `/api/stories/${story._id}/scenes`, { token: user.token })).json.data;
    expect(kept[0].panels[0].textBubbles[0].text).toBe('Line 1');
    // tRPC: a top-level typo no longer creates "My New Story".
    const created = await trpc('stories.create', { titel: 'Typo' }, user.token);
    expect(created.status).toBe(400);
    const body = (await created.json()) as {
      error: { message: string; data: { errorType: string; requestId: string } };
    };
    expect(body.error.message).toBe('Unknown field: titel');
    expect(body.error.data).toMatchObject({
      errorType: 'unknown_field',
      requestId: created.headers.get('x-request-id'),
    });
    const mine = await t.call('GET', '/api/auth/me', { token: user.token });
    expect(mine.status).toBe(200);
    const nested = await trpc(
      'scenes.updatePanel',
      { sceneId: scene.id, panelNumber: 1, textBubbles: [{ ...bubble('x'), position: { x: 0.1, y: 0.1, z: 3 } }] },
      user.token,
    );
    expect(((await nested.json()) as { error: { message: string } }).error.message).toBe(
      'Unknown field: textBubbles.0.position.z',
    );
  });

  it('gives every answer an X-Request-Id, repeats it in every error body, and keeps a sane one the caller sent', async () => {
    for (const path of ['/api/stories', '/api/nothing-here', '/trpc/stories.tags', '/', '/media/nothing.png']) {
      const res = await t.app.request(path);
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
        const json = (await res.json()) as {
          requestId?: string;
          errorType?: string;
          error?: { data: { requestId: string } };
        };
        expect(json.requestId ?? json.error?.data.requestId, path).toBe(res.headers.get('x-request-id'));
        expect(json.errorType ?? 'tRPC', path).toMatch(/^[a-z_]+$|^tRPC$/);
      }
    }
    const mine = await t.app.request('/api/stories/missing', { headers: { 'x-request-id': 'script-run-42' } });
    expect(mine.headers.get('x-request-id')).toBe('script-run-42');
    expect(await mine.json()).toEqual(apiError('Story not found', 'not_found', { requestId: 'script-run-42' }));
    const odd = await t.app.request('/api/stories', { headers: { 'x-request-id': 'no spaces <here>' } });
    expect(odd.headers.get('x-request-id')).not.toBe('no spaces <here>');
  });

  it('says which: a bad token, an expired one, a read-only token writing, each with its own errorType', async () => {
    const user = await registerUser(t);
    const bad = await t.call('GET', '/api/auth/me', { token: 'pct_rw_not-a-real-one' });
    expect([bad.status, bad.json]).toEqual([401, apiError(MESSAGES.token_invalid, 'token_invalid')]);
    const readOnly = (
      await t.call('POST', '/api/tokens', {
        token: user.token,
        body: { name: 'reader', scope: 'read', expiresInDays: 7 },
      })
    ).json.data.token;
    const write = await t.call('POST', '/api/stories', { token: readOnly, body: { title: 'Nope' } });
    expect(write.status).toBe(403);
    expect(write.json.errorType).toBe('read_only_token');
    const missing = await t.call('GET', '/api/stories/nope', { token: readOnly });
    expect(missing.json.errorType).toBe('not_found');
  });

  it('answers a JSON body over its limit with a 413 that says so, not "File too large"', async () => {
    const user = await registerUser(t);
    const huge = JSON.stringify({ title: 'Big', description: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.call('POST', '/api/stories', {
      token: user.token,
      body: huge,
      headers: { 'content-type': 'application/json', 'content-length': String(huge.length) },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual(
      apiError('Request body is too large (2.0 MB): a JSON body may be at most 1 MB', 'payload_too_large', {
        messageCode: 'json_too_large',
        params: { size: '2.0' },
      }),
    );
  });

  it('treats a retried JSON body with its keys in another order as the same request', async () => {
    const user = await registerUser(t);
    const headers = { 'idempotency-key': 'order-1' };
    const first = await t.call('POST', '/api/stories', {
      token: user.token,
      headers,
      body: JSON.stringify({ title: 'Once', description: 'One story' }),
    });
    const again = await t.call('POST', '/api/stories', {
      token: user.token,
      headers,
      body: JSON.stringify({ description: 'One story', title: 'Once' }),
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.data._id).toBe(first.json.data._id);
  });
});

describe('CORS for browser tools', () => {
  const origin = 'https://tool.example';

  it('lets any origin read public answers, without credentials', async () => {
    const res = await t.app.request('/api/stories', { headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')?.split(',')).toEqual(
      expect.arrayContaining(['X-Request-Id', 'Retry-After', 'ETag']),
    );
  });

  it('answers preflights for token calls on REST and tRPC from any origin, and the call after it', async () => {
    for (const path of ['/api/stories', '/trpc/stories.create']) {
      const preflight = await t.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,idempotency-key',
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')?.split(',')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
      );
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const user = await registerUser(t);
    const created = await t.call('POST', '/api/stories', {
      token: user.token,
      headers: { origin },
      body: { title: 'From a tool' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
  });
});
