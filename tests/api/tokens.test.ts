// API tokens: created with the secret shown once, stored hashed, listed without it, revoked at once; a read
// token is refused every write (tRPC and REST), an expired one is told apart, and a token read costs the one trip a
// session read does.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { AppRouter } from '../../worker/trpc/router';
import { apiTokens, users } from '../../db/schema';
import { MAX_TOKENS_PER_USER, TOKEN_MESSAGES } from '../../src/shared/api-tokens';
import { backgroundWork } from '../../worker/platform/background';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ clock, config: { readCacheTtlMs: 0, sessionCacheMs: 0 } });
});
afterEach(() => t.close());

const trpc = async (procedure: string, input: unknown, token?: string, kind: 'query' | 'mutation' = 'mutation') => {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response =
    kind === 'mutation'
      ? await t.app.request(`/trpc/${procedure}`, { method: 'POST', headers, body: JSON.stringify(input) })
      : await t.app.request(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  return { status: response.status, json: await response.json() };
};

async function createToken(session: string, body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/tokens', {
    token: session,
    body: { name: 'My script', expiresInDays: 30, scope: 'read-write', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { _id: string; token: string; name: string; scope: string; expiresAt: string | null };
}

describe('API tokens', () => {
  it('types the token procedures for the client package', () => {
    type In = inferRouterInputs<AppRouter>['tokens'];
    type Out = inferRouterOutputs<AppRouter>['tokens'];
    expectTypeOf<In['create']['scope']>().toEqualTypeOf<'read' | 'read-write'>();
    expectTypeOf<In['create']['expiresInDays']>().toEqualTypeOf<7 | 30 | 90 | null | undefined>();
    expectTypeOf<Out['create']['data']['token']>().toEqualTypeOf<string>();
    expectTypeOf<Out['list']['data'][number]>().not.toHaveProperty('token');
    expectTypeOf<Out['list']['data'][number]['lastUsedAt']>().toEqualTypeOf<string | null>();
  });

  it('creates a token shown once, stores only its hash, lists it without the secret and signs its owner in', async () => {
    const ada = await registerUser(t);
    const created = await createToken(ada.token, { name: 'Nightly backup 🌙' });
    expect(created.token).toMatch(/^pct_rw_[a-z2-7]{52}$/);
    expect(created).toMatchObject({ name: 'Nightly backup 🌙', scope: 'read-write', lastUsedAt: null });
    expect(new Date(created.expiresAt!).getTime()).toBe(clock.now().getTime() + 30 * 24 * 3600 * 1000);

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created._id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await t.call('GET', '/api/tokens', { token: ada.token });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([
      {
        _id: created._id,
        name: 'Nightly backup 🌙',
        scope: 'read-write',
        createdAt: clock.now().toISOString(),
        expiresAt: created.expiresAt,
        lastUsedAt: null,
      },
    ]);
    expect(list.text).not.toContain(created.token);
    expect(list.text).not.toContain(row!.tokenHash);

    const me = await t.call('GET', '/api/auth/me', { token: created.token });
    expect(me.status).toBe(200);
    expect(me.json.user.username).toBe(ada.username);
    const viaTrpc = await trpc('tokens.list', undefined, created.token, 'query');
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.json.result.data.data).toHaveLength(1);
    expect(JSON.stringify(viaTrpc.json)).not.toContain(created.token);

    // A read-write token writes, and may manage tokens.
    const story = await t.call('POST', '/api/stories', { token: created.token, body: { title: 'By script' } });
    expect(story.status).toBe(201);
    const second = await createToken(created.token, { name: 'Reader', scope: 'read', expiresInDays: null });
    expect(second.token).toMatch(/^pct_r_/);
    expect(second.expiresAt).toBeNull();
  });

  it('refuses every write of a read token with a 403, over tRPC and REST, and lets it read', async () => {
    const ada = await registerUser(t);
    const story = (await t.call('POST', '/api/stories', { token: ada.token, body: { title: 'Mine' } })).json.data;
    const reader = (await createToken(ada.token, { scope: 'read' })).token;

    expect((await t.call('GET', '/api/auth/me', { token: reader })).status).toBe(200);
    expect((await t.call('GET', `/api/stories/${story._id}`, { token: reader })).status).toBe(200);

    const viaTrpc = await trpc('stories.create', { title: 'Nope' }, reader);
    expect(viaTrpc.status).toBe(403);
    expect(viaTrpc.json.error.message).toBe(TOKEN_MESSAGES.readOnly);
    for (const [method, path, body] of [
      ['POST', '/api/stories', { title: 'Nope' }],
      ['PUT', `/api/stories/${story._id}`, { title: 'Renamed' }],
      ['DELETE', `/api/stories/${story._id}`, undefined],
      ['POST', `/api/likes/stories/${story._id}`, undefined],
      ['POST', `/api/stories/${story._id}/read`, undefined],
      ['POST', '/api/tokens', { name: 'Escalate', expiresInDays: null, scope: 'read-write' }],
      ['POST', '/api/auth/register', { username: 'sneaky', email: 'sneaky@example.com', password: 'Sup3rSecret' }],
    ] as const) {
      const res = await t.call(method, path, { token: reader, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.message).toBe(TOKEN_MESSAGES.readOnly);
    }
    // Managing tokens is for a session or a read-write token: a read token cannot even list them.
    expect((await t.call('GET', '/api/tokens', { token: reader })).status).toBe(403);
    const after = await t.call('GET', `/api/stories/${story._id}`, { token: ada.token });
    expect(after.json.data.title).toBe('Mine');
  });

  it('refuses a revoked token at once and an expired one as token_expired', async () => {
    const ada = await registerUser(t);
    const token = await createToken(ada.token);
    expect((await t.call('GET', '/api/auth/me', { token: token.token })).status).toBe(200);
    const revoked = await t.call('DELETE', `/api/tokens/${token._id}`, { token: ada.token });
    expect(revoked.status).toBe(200);
    const refused = await t.call('GET', '/api/auth/me', { token: token.token });
    expect(refused.status).toBe(401);
    expect(refused.json.errorType).toBe('token_invalid');
    // A revoked read token is a 401 on a write too, not a 403.
    const reader = await createToken(ada.token, { scope: 'read' });
    await t.call('DELETE', `/api/tokens/${reader._id}`, { token: ada.token });
    const write = await t.call('POST', '/api/stories', { token: reader.token, body: { title: 'x' } });
    expect(write.status).toBe(401);
    expect((await t.call('GET', '/api/tokens', { token: ada.token })).json.data).toEqual([]);
    expect((await t.call('DELETE', `/api/tokens/${token._id}`, { token: ada.token })).status).toBe(404);

    const expiring = await createToken(ada.token, { expiresInDays: 7 });
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(apiTokens.id, expiring._id));
    const expired = await t.call('GET', '/api/tokens', { token: expiring.token });
    expect(expired.status).toBe(401);
    expect(expired.json.errorType).toBe('token_expired');
    expect(expired.json.message).toBe('This API token has expired. Create a new one in Profile & Settings.');
    const expiredTrpc = await trpc('auth.me', undefined, expiring.token, 'query');
    expect(expiredTrpc.json.error.data.errorType).toBe('token_expired');

    const later = await createToken(ada.token, { expiresInDays: 7 });
    clock.advance(7 * 24 * 3600 * 1000 + 1);
    expect((await t.call('GET', '/api/auth/me', { token: later.token })).json.errorType).toBe('token_expired');
    const garbage = await t.call('GET', '/api/auth/me', { token: 'pct_rw_notatoken' });
    expect(garbage.status).toBe(401);
    expect(garbage.json.errorType).toBe('token_invalid');
  });

  it("keeps each user's tokens to themselves: another's id is a 404 and lists show only one's own", async () => {
    const ada = await registerUser(t);
    const bob = await registerUser(t);
    const adas = await createToken(ada.token);
    await createToken(bob.token, { name: 'Bob script' });
    const stolen = await t.call('DELETE', `/api/tokens/${adas._id}`, { token: bob.token });
    expect(stolen.status).toBe(404);
    expect(stolen.json.message).toBe(TOKEN_MESSAGES.notFound);
    expect((await t.call('GET', '/api/auth/me', { token: adas.token })).status).toBe(200);
    const bobs = await t.call('GET', '/api/tokens', { token: bob.token });
    expect(bobs.json.data.map((token: { name: string }) => token.name)).toEqual(['Bob script']);
    expect(bobs.text).not.toMatch(/email|password|hash/i);
    expect((await trpc('tokens.revoke', { id: adas._id }, bob.token)).status).toBe(404);
    // A deactivated account's tokens stop working.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, ada.user._id));
    expect((await t.call('GET', '/api/auth/me', { token: adas.token })).status).toBe(401);
  });

  it('validates the name, expiry and scope with clear 400s, in any script, and caps the tokens per user', async () => {
    const ada = await registerUser(t);
    const bad = async (body: Record<string, unknown>, message: string) => {
      const res = await t.call('POST', '/api/tokens', { token: ada.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    };
    await bad({ expiresInDays: 7, scope: 'read' }, TOKEN_MESSAGES.nameRequired);
    await bad({ name: '   ', expiresInDays: 7, scope: 'read' }, TOKEN_MESSAGES.nameRequired);
    await bad({ name: '👩‍🚀'.repeat(51), expiresInDays: 7, scope: 'read' }, TOKEN_MESSAGES.nameTooLong);
    await bad({ name: 'ok', expiresInDays: 14, scope: 'read' }, TOKEN_MESSAGES.expiry);
    await bad({ name: 'ok', expiresInDays: '7', scope: 'read' }, TOKEN_MESSAGES.expiry);
    await bad({ name: 'ok', expiresInDays: 7, scope: 'admin' }, TOKEN_MESSAGES.scope);
    await bad({ name: 'ok', expiresInDays: 7, scope: 'read', secret: 'mine' }, 'Unknown field: secret');
    expect((await trpc('tokens.create', { name: 'ok', expiresInDays: 7, scope: 'write' }, ada.token)).status).toBe(400);

    const names = ['👩‍🚀'.repeat(50), 'スクリプト', 'نص برمجي', 'स्क्रिप्ट', 'สคริปต์'];
    for (const name of names) expect((await createToken(ada.token, { name })).name).toBe(name);
    for (let i = names.length; i < MAX_TOKENS_PER_USER; i += 1) await createToken(ada.token, { name: `t${i}` });
    const capped = await t.call('POST', '/api/tokens', {
      token: ada.token,
      body: { name: 'one more', expiresInDays: null, scope: 'read' },
    });
    expect(capped.status).toBe(409);
    expect(capped.json.message).toBe(TOKEN_MESSAGES.tooMany);
    const first = (await t.call('GET', '/api/tokens', { token: ada.token })).json.data.at(-1);
    await t.call('DELETE', `/api/tokens/${first._id}`, { token: ada.token });
    expect(
      (await t.call('POST', '/api/tokens', { token: ada.token, body: { name: 'one more', scope: 'read' } })).status,
    ).toBe(201);
  });

  it('records the last use at most once an hour, after the answer', async () => {
    const ada = await registerUser(t);
    const token = await createToken(ada.token);
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, token._id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await t.call('GET', '/api/stories', { token: token.token });
    await backgroundWork();
    expect(await lastUsed()).toEqual(clock.now());

    const writes = t.statements.writes;
    clock.advance(30 * 60 * 1000);
    await t.call('GET', '/api/stories', { token: token.token });
    await backgroundWork();
    expect(t.statements.writes).toBe(writes);
    clock.advance(30 * 60 * 1000);
    await t.call('GET', '/api/auth/me', { token: token.token });
    await backgroundWork();
    expect(await lastUsed()).toEqual(clock.now());
    const list = await t.call('GET', '/api/tokens', { token: ada.token });
    expect(list.json.data[0].lastUsedAt).toBe(clock.now().toISOString());
  });

  it('costs a token-authenticated read the same one database trip as a session read', async () => {
    const ada = await registerUser(t);
    const story = (await t.call('POST', '/api/stories', { token: ada.token, body: { title: 'Counted' } })).json.data;
    const token = (await createToken(ada.token)).token;
    await t.call('GET', '/api/auth/me', { token });
    await backgroundWork();
    const trips = async (path: string, bearer: string) => {
      const before = t.statements.requests;
      const res = await t.call('GET', path, { token: bearer });
      expect(res.status, path).toBe(200);
      await backgroundWork();
      return t.statements.requests - before;
    };
    for (const path of [
      '/api/auth/me',
      '/api/stories?limit=12',
      `/api/stories/${story._id}`,
      `/api/likes/stories/${story._id}`,
      '/api/tokens',
    ]) {
      const bySession = await trips(path, ada.token);
      const byToken = await trips(path, token);
      expect(byToken, path).toBe(bySession);
      expect(byToken, path).toBe(1);
    }
    // A draft read by its owner's token: the token's user is the viewer in the same batch.
    expect((await t.call('GET', `/api/stories/${story._id}`, { token })).json.data.title).toBe('Counted');
  });

  it('ends an API token when it signs out', async () => {
    const ada = await registerUser(t);
    const token = await createToken(ada.token);
    expect((await t.call('POST', '/api/auth/logout', { token: token.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: token.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: ada.token })).status).toBe(200);
  });
});
