// Every kind of refusal, over REST and tRPC, names what it is by code: an `errorType` from the documented union, a
// `messageCode` from the message union with its parameters, and the spec's English `message` for scripts, which is the
// code's English with those parameters filled in. Field errors carry their own code the same way.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../src/shared/errors';
import { MESSAGES, isMessageCode, messageText } from '../../src/shared/messages';
import { MAX_TOKENS_PER_USER } from '../../src/shared/api-token-limits';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ clock: testClock() });
});
afterEach(() => t.close());

type Coded = { message: string; errorType?: string; messageCode?: string; params?: Record<string, string | number> };

/** The answer names its kind and its code from the unions, and its English is the code's with its parameters. */
function expectCoded(answer: Coded, errorType: string, messageCode: string, params?: Record<string, string | number>) {
  expect(answer.errorType).toBe(errorType);
  expect(ERROR_TYPES).toContain(answer.errorType);
  expect(answer.messageCode).toBe(messageCode);
  expect(isMessageCode(answer.messageCode)).toBe(true);
  if (params) expect(answer.params).toEqual(expect.objectContaining(params));
  expect(answer.message).toBe(messageText(messageCode as never, answer.params));
  expect(answer.message).toMatch(/^[\x20-\x7e’]+$/); // English for scripts, whatever language the caller reads
}

const trpc = async (procedure: string, input: unknown, token?: string, method: 'GET' | 'POST' = 'POST') => {
  const headers = {
    'content-type': 'application/json',
    'accept-language': 'ja',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const res =
    method === 'GET'
      ? await t.app.request(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await t.app.request(`/trpc/${procedure}`, { method, headers, body: JSON.stringify(input) });
  const body = (await res.json()) as {
    error: { message: string; data: Coded & { errors?: (Coded & { field: string })[] } };
  };
  return { status: res.status, error: { ...body.error.data, message: body.error.message } };
};

describe('refusals by code', () => {
  it('names each refusal of the REST API by kind and code, with its parameters', async () => {
    const user = await registerUser(t);
    const readOnly = (
      await t.call('POST', '/api/tokens', { token: user.token, body: { name: '読むだけ', scope: 'read' } })
    ).json.data.token;
    const story = (await t.call('POST', '/api/stories', { token: user.token, body: { title: '物語 🐉' } })).json.data;

    const cases: [
      Promise<{ status: number; json: Coded }>,
      number,
      string,
      string,
      Record<string, string | number>?,
    ][] = [
      [t.call('GET', '/api/auth/me'), 401, 'auth_required', 'auth_required'],
      [t.call('GET', '/api/auth/me', { token: 'garbage' }), 401, 'token_invalid', 'token_invalid'],
      [
        t.call('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong-pass1' } }),
        401,
        'invalid_credentials',
        'invalid_login',
      ],
      [
        t.call('POST', '/api/auth/register', {
          body: { username: user.username, email: 'new@example.com', password: 'Passw0rd!' },
        }),
        409,
        'conflict',
        'username_taken',
      ],
      [t.call('GET', '/api/stories/no-such-story'), 404, 'not_found', 'story_not_found'],
      [
        t.call('PUT', `/api/stories/${story._id}`, { token: readOnly, body: { title: 'Read only' } }),
        403,
        'read_only_token',
        'read_only_token',
      ],
      [
        t.call('PUT', `/api/stories/${story._id}`, { token: user.token, body: { title: 'x', colour: 'red' } }),
        400,
        'unknown_field',
        'unknown_field',
        { field: 'colour' },
      ],
      [
        t.call('PUT', '/api/auth/profile', {
          token: user.token,
          headers: { 'content-type': 'application/json' },
          body: '{"firstName": ',
        }),
        400,
        'invalid_body',
        'body_invalid_json',
      ],
      [
        t.call('DELETE', '/api/auth/me', { token: user.token }),
        405,
        'method_not_allowed',
        'method_not_allowed',
        { method: 'DELETE', allowed: 'GET, HEAD' },
      ],
      [
        t.call('GET', '/api/nowhere'),
        404,
        'route_not_found',
        'route_not_found',
        { method: 'GET', path: '/api/nowhere' },
      ],
    ];
    for (const [request, status, errorType, messageCode, params] of cases) {
      const res = await request;
      expect(res.status, `${errorType} ${messageCode}`).toBe(status);
      expectCoded(res.json, errorType, messageCode, params);
    }
  });

  it('gives a parameter its value: the wait in minutes, the token limit', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 5; i += 1)
      await t.call('POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong-pass1' } });
    const throttled = await t.call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(throttled.status).toBe(429);
    expectCoded(throttled.json, 'too_many_attempts', 'too_many_sign_ins');
    expect(throttled.json.params.n).toBeGreaterThan(0);
    expect(throttled.json.message).toContain(`${throttled.json.params.n} minute`);

    for (let i = 0; i < MAX_TOKENS_PER_USER; i += 1)
      expect(
        (await t.call('POST', '/api/tokens', { token: user.token, body: { name: `t${i}`, scope: 'read' } })).status,
      ).toBe(201);
    const tooMany = await t.call('POST', '/api/tokens', {
      token: user.token,
      body: { name: 'one more', scope: 'read' },
    });
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expectCoded(tooMany.json, tooMany.json.errorType, 'token_too_many', { max: MAX_TOKENS_PER_USER });
  });

  it('gives every field error its own code, over REST and tRPC alike', async () => {
    const rest = await t.call('POST', '/api/auth/register', {
      body: { username: 'ab', email: 'nope', password: 'short' },
    });
    expect(rest.status).toBe(400);
    expectCoded(rest.json, 'validation_error', rest.json.errors[0].messageCode);
    const byField = Object.fromEntries(
      rest.json.errors.map((error: Coded & { field: string }) => [error.field, error]),
    );
    expectCoded({ ...byField.username, errorType: 'validation_error' }, 'validation_error', 'username_short');
    expectCoded({ ...byField.email, errorType: 'validation_error' }, 'validation_error', 'email_invalid');
    expectCoded({ ...byField.password, errorType: 'validation_error' }, 'validation_error', 'password_short');

    const viaTrpc = await trpc('auth.register', { username: 'ab', email: 'nope', password: 'short' });
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error.errors).toEqual(rest.json.errors);
    expectCoded(viaTrpc.error, 'validation_error', rest.json.errors[0].messageCode);

    const user = await registerUser(t);
    const story = (await t.call('POST', '/api/stories', { token: user.token, body: { title: 'Tags' } })).json.data;
    const tags = await trpc(
      'stories.update',
      { id: story._id, changes: { tags: Array.from({ length: 12 }, (_, i) => `タグ${i}`) } },
      user.token,
    );
    expect(tags.status).toBe(400);
    expectCoded(tags.error, 'validation_error', 'tags_too_many', { max: 10 });
  });

  it('names tRPC refusals the same way as REST ones', async () => {
    expectCoded((await trpc('auth.me', undefined, undefined, 'GET')).error, 'auth_required', 'auth_required');
    expectCoded((await trpc('auth.me', undefined, 'garbage', 'GET')).error, 'token_invalid', 'token_invalid');
    expectCoded(
      (await trpc('stories.byId', { id: 'no-such-story' }, undefined, 'GET')).error,
      'not_found',
      'story_not_found',
    );
  });
});

describe('the documented unions', () => {
  it('lists every error type and message code in docs/api.md', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    for (const errorType of ERROR_TYPES) expect(docs, errorType).toContain(`\`${errorType}\``);
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(docs, code).toContain(`| \`${code}\` |`);
      expect(docs, code).toContain(text);
    }
  });
});
