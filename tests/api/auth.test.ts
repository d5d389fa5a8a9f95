// Every auth call through the real HTTP app: shapes, validation messages, conflicts, sessions, throttling and the no-leak rule.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sessionIdFromToken } from '../../worker/data/sessions';
import { LOGIN_THROTTLE, SESSION_MS } from '../../src/shared/limits';
import { MSG } from '../../src/shared/validation';
import { MESSAGES } from '../../src/shared/messages';
import { apiError, createTestApp, newUser, registerUser, testClock, type TestApp } from '../helpers/app';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ clock });
});
afterEach(() => t.close());

/** Nothing secret may appear in any answer. */
function expectNoSecrets(text: string, extra: string[] = []) {
  expect(text).not.toMatch(/password_?hash/i);
  expect(text).not.toContain('pbkdf2');
  for (const secret of extra) expect(text).not.toContain(secret);
}

describe('POST /api/auth/register', () => {
  it('creates the account and a session', async () => {
    const payload = newUser({ email: 'Mixed.Case@Example.com' });
    const res = await t.call('POST', '/api/auth/register', { body: payload });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Account created successfully! Welcome to Panelcraft!',
      user: {
        username: payload.username,
        email: 'mixed.case@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        avatar: '',
      },
    });
    expect(res.json.user._id).toEqual(expect.any(String));
    expect(res.json.token).toMatch(/^[a-z2-7]{32}$/); // 20 random bytes, base32: 160 bits
    expectNoSecrets(res.text, [payload.password]);
    const me = await t.call('GET', '/api/auth/me', { token: res.json.token });
    expect(me.status).toBe(200);
    expect(me.json.user.username).toBe(payload.username);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token, user } = await registerUser(t);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sessionIdFromToken(token));
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(SESSION_MS);
  });

  it.each([
    [{ username: '' }, 'username', MSG.usernameRequired],
    [{ username: 'ab' }, 'username', MSG.usernameShort],
    [{ username: 'bad name!' }, 'username', MSG.usernameChars],
    [{ email: '' }, 'email', MSG.emailRequired],
    [{ email: 'not-an-email' }, 'email', MSG.emailInvalid],
    [{ password: '' }, 'password', MSG.passwordRequired],
    [{ password: 'Ab1' }, 'password', MSG.passwordShort],
    [{ password: 'alllowercase1' }, 'password', MSG.passwordWeak],
    [{ password: 'NoDigitsHere' }, 'password', MSG.passwordWeak],
  ])('rejects %o with the spec message', async (override, field, message) => {
    const res = await t.call('POST', '/api/auth/register', { body: newUser(override) });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toBe(message);
    expect(res.json.errors).toContainEqual(
      expect.objectContaining({ field, message, messageCode: expect.any(String) }),
    );
  });

  it('answers 409 for a taken username or email, whatever the case', async () => {
    const first = await registerUser(t);
    const byName = await t.call('POST', '/api/auth/register', {
      body: newUser({ username: first.username.toUpperCase() }),
    });
    expect(byName.status).toBe(409);
    expect(byName.json.message).toMatch(/Username/);
    expect(byName.json.message).toMatch(/taken/);
    expect(byName.json.errors).toEqual([
      { field: 'username', message: byName.json.message, messageCode: 'username_taken' },
    ]);

    const byEmail = await t.call('POST', '/api/auth/register', { body: newUser({ email: first.email.toUpperCase() }) });
    expect(byEmail.status).toBe(409);
    expect(byEmail.json.message).toMatch(/Email/);
    expect(byEmail.json.message).toMatch(/exists/);
    expectNoSecrets(byEmail.text);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('gives exactly one winner when the same username registers concurrently', async () => {
    const payload = newUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call('POST', '/api/auth/register', { body: { ...payload, email: `racer${i}@example.com` } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('ignores inviteCode unless INVITE_CODE is configured, then requires it', async () => {
    const open = await t.call('POST', '/api/auth/register', { body: newUser({ inviteCode: 'whatever' }) });
    expect(open.status).toBe(201);

    const closed = await createTestApp({ config: { inviteCode: 'COMIC-2026' } });
    try {
      const missing = await closed.call('POST', '/api/auth/register', { body: newUser() });
      expect(missing.status).toBe(403);
      expect(missing.json.errors).toEqual([
        { field: 'inviteCode', message: 'A valid invite code is required', messageCode: 'invite_required' },
      ]);
      const wrong = await closed.call('POST', '/api/auth/register', { body: newUser({ inviteCode: 'nope' }) });
      expect(wrong.status).toBe(403);
      const right = await closed.call('POST', '/api/auth/register', { body: newUser({ inviteCode: 'COMIC-2026' }) });
      expect(right.status).toBe(201);
    } finally {
      await closed.close();
    }
  });

  it('answers 400, not 500, for a malformed body', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: '{not json' });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any email case and records the last login', async () => {
    const account = await registerUser(t);
    clock.advance(60_000);
    const res = await t.call('POST', '/api/auth/login', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { username: account.username },
    });
    expect(res.json.user.lastLogin).toBe(clock.now().toISOString());
    expect(res.json.token).not.toBe(account.token);
    expectNoSecrets(res.text, [account.password]);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const account = await registerUser(t);
    const wrong = await t.call('POST', '/api/auth/login', { body: { email: account.email, password: 'Wrong-pass1' } });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'Wrong-pass1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual(apiError('Invalid email or password', 'invalid_credentials'));
    }
  });

  it('validates with the spec messages', async () => {
    const empty = await t.call('POST', '/api/auth/login', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual([
      { field: 'email', message: MSG.emailRequired, messageCode: 'email_required' },
      { field: 'password', message: MSG.passwordRequired, messageCode: 'password_required' },
    ]);
    const bad = await t.call('POST', '/api/auth/login', { body: { email: 'a@b', password: 'x' } });
    expect(bad.json.errors).toEqual([{ field: 'email', message: MSG.emailInvalid, messageCode: 'email_invalid' }]);
  });

  it('refuses a deactivated account, and its sessions stop working', async () => {
    const account = await registerUser(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.user._id));
    const res = await t.call('POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Account is deactivated');
    expect((await t.call('GET', '/api/auth/me', { token: account.token })).status).toBe(401);
  });

  it('throttles repeated failures per email, even with the right password, until the window passes', async () => {
    const account = await registerUser(t);
    for (let i = 0; i < LOGIN_THROTTLE.maxPerEmail; i++) {
      const res = await t.call('POST', '/api/auth/login', { body: { email: account.email, password: `Wrong-${i}A` } });
      expect(res.status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many sign-in attempts/);
    // Another address does not lift the per-email limit.
    const elsewhere = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
      headers: { 'x-test-ip': '198.51.100.7' },
    });
    expect(elsewhere.status).toBe(429);

    clock.advance(LOGIN_THROTTLE.windowMs + 1);
    const later = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(later.status).toBe(200);
  });

  it('throttles one address trying many emails', async () => {
    const headers = { 'x-test-ip': '192.0.2.55' };
    for (let i = 0; i < LOGIN_THROTTLE.maxPerIp; i++) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: `guess${i}@example.com`, password: 'Guess123' },
        headers,
      });
      expect(res.status).toBe(401);
    }
    const account = await registerUser(t);
    const blocked = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
      headers,
    });
    expect(blocked.status).toBe(429);
    const otherIp = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(otherIp.status).toBe(200);
  });

  it('counts concurrent failures exactly', async () => {
    const account = await registerUser(t);
    await Promise.all(
      Array.from({ length: LOGIN_THROTTLE.maxPerEmail }, () =>
        t.call('POST', '/api/auth/login', { body: { email: account.email, password: 'Wrong-pass1' } }),
      ),
    );
    const blocked = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(blocked.status).toBe(429);
  });
  it('lets at most the limit of a burst through, and the right password after it waits for the window', async () => {
    const account = await registerUser(t);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        // Spread over addresses so only the per-email limit decides.
        t.call('POST', '/api/auth/login', {
          body: { email: account.email, password: `Wrong-${i}A` },
          headers: { 'x-test-ip': `198.51.100.${i}` },
        }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.maxPerEmail);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30 - LOGIN_THROTTLE.maxPerEmail);

    const right = { email: account.email, password: account.password };
    expect((await t.call('POST', '/api/auth/login', { body: right })).status).toBe(429);
    clock.advance(LOGIN_THROTTLE.windowMs - 60_000);
    expect((await t.call('POST', '/api/auth/login', { body: right })).status).toBe(429);
    clock.advance(60_001);
    expect((await t.call('POST', '/api/auth/login', { body: right })).status).toBe(200);
  });

  it('throttles a burst from one address per IP', async () => {
    const headers = { 'x-test-ip': '192.0.2.77' };
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('POST', '/api/auth/login', { body: { email: `burst${i}@example.com`, password: 'Guess123' }, headers }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.maxPerIp);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - LOGIN_THROTTLE.maxPerIp);
  });

  it('does not count successful sign-ins against a shared address', async () => {
    const account = await registerUser(t);
    const headers = { 'x-test-ip': '192.0.2.88' };
    for (let i = 0; i < LOGIN_THROTTLE.maxPerIp + 5; i++) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
        headers,
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('sessions: me and logout', () => {
  it('needs a valid bearer token', async () => {
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
    const bogus = await t.call('GET', '/api/auth/me', { token: 'a'.repeat(32) });
    expect(bogus.status).toBe(401);
    expect(bogus.json).toEqual(apiError(MESSAGES.token_invalid, 'token_invalid'));
  });

  it('logout deletes the session', async () => {
    const account = await registerUser(t);
    const out = await t.call('POST', '/api/auth/logout', { token: account.token });
    expect(out.status).toBe(200);
    expect(out.json.success).toBe(true);
    expect((await t.call('GET', '/api/auth/me', { token: account.token })).status).toBe(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(account.token))),
    ).toHaveLength(0);
  });

  it('expires after 7 days unused and extends on use', async () => {
    const account = await registerUser(t);
    clock.advance(4 * 24 * 3600 * 1000); // past half-life: the next use pushes the expiry forward
    expect((await t.call('GET', '/api/auth/me', { token: account.token })).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(account.token)));
    expect(row!.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_MS);

    clock.advance(SESSION_MS + 1);
    expect((await t.call('GET', '/api/auth/me', { token: account.token })).status).toBe(401);
    // A read never writes: the expired row goes when the account next signs in.
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(account.token))),
    ).toHaveLength(1);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(200);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(account.token))),
    ).toHaveLength(0);
  });

  it('never writes on a read: a session in its first half is only read', async () => {
    const account = await registerUser(t);
    const [before] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(account.token)));
    clock.advance(2 * 24 * 3600 * 1000);
    const writes = t.statements.writes;
    expect((await t.call('GET', '/api/auth/me', { token: account.token })).status).toBe(200);
    expect((await t.call('GET', '/api/stories', { token: account.token })).status).toBe(200);
    expect(t.statements.writes).toBe(writes);
    const [after] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(account.token)));
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the own profile', async () => {
    const account = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/profile', {
      token: account.token,
      body: { firstName: 'Grace', lastName: 'Hopper', avatar: '/media/uploads/x/a.png' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      user: { firstName: 'Grace', lastName: 'Hopper', avatar: '/media/uploads/x/a.png', email: account.email },
    });
    expectNoSecrets(res.text);
  });

  it('rejects bad input and anonymous callers', async () => {
    const account = await registerUser(t);
    const bad = await t.call('PUT', '/api/auth/profile', {
      token: account.token,
      body: { avatar: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe('avatar');
    expect((await t.call('PUT', '/api/auth/profile', { body: { firstName: 'X' } })).status).toBe(401);
    const me = await t.call('GET', '/api/auth/me', { token: account.token });
    expect(me.json.user.firstName).toBe('Ada');
  });
});

describe('PUT /api/auth/password', () => {
  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const account = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/password', {
      token: account.token,
      body: { currentPassword: 'Not-it-1', newPassword: 'Brand-new-2' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Current password is incorrect');
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it('throttles wrong current-password guesses per user, even the right one after the limit', async () => {
    const account = await registerUser(t);
    const guess = (currentPassword: string) =>
      t.call('PUT', '/api/auth/password', {
        token: account.token,
        body: { currentPassword, newPassword: 'Brand-new-2' },
      });
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(`Not-it-${i}A`)));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(LOGIN_THROTTLE.maxPasswordChecks);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      12 - LOGIN_THROTTLE.maxPasswordChecks,
    );
    const blocked = await guess(account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Too many password attempts. Please try again in 15 minutes.');
    // Another user is not affected.
    const other = await registerUser(t);
    const elsewhere = await t.call('PUT', '/api/auth/password', {
      token: other.token,
      body: { currentPassword: 'Not-it-1A', newPassword: 'Brand-new-2' },
    });
    expect(elsewhere.status).toBe(400);

    clock.advance(LOGIN_THROTTLE.windowMs + 1);
    expect((await guess(account.password)).status).toBe(200);
  });

  it('validates the new password with the spec rules', async () => {
    const account = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'weak' },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({
      field: 'newPassword',
      message: MSG.passwordShort,
      messageCode: 'password_short',
    });
  });

  it('changes the password and ends the other sessions only', async () => {
    const account = await registerUser(t);
    const other = await t.call('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    const res = await t.call('PUT', '/api/auth/password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'Brand-new-2' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Password changed successfully' });
    expect((await t.call('GET', '/api/auth/me', { token: account.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other.json.token })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: account.email, password: 'Brand-new-2' } })).status,
    ).toBe(200);
  });
});

describe('the administrator account', () => {
  it('is the user whose email equals ADMIN_EMAIL', async () => {
    const admin = await createTestApp({ config: { adminEmail: 'Boss@Example.com' } });
    try {
      const boss = await registerUser(admin, { email: 'boss@example.com' });
      const reader = await registerUser(admin);
      expect(boss.user.isAdmin).toBe(true);
      expect(reader.user.isAdmin).toBe(false);
    } finally {
      await admin.close();
    }
  });
});

describe('tRPC transport', () => {
  it('serves the same procedures at /trpc', async () => {
    const account = await registerUser(t);
    const login = await t.call('POST', '/trpc/auth.login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    expect(login.json.result.data).toMatchObject({ success: true, user: { username: account.username } });
    const me = await t.call('GET', '/trpc/auth.me', { token: login.json.result.data.token });
    expect(me.json.result.data.user.email).toBe(account.email);
    const denied = await t.call('GET', '/trpc/auth.me');
    expect(denied.status).toBe(401);
    const invalid = await t.call('POST', '/trpc/auth.register', { body: { username: 'x' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.data.errors).toContainEqual({
      field: 'username',
      message: MSG.usernameShort,
      messageCode: 'username_short',
    });
    expectNoSecrets(invalid.text);
  });
});

describe('health', () => {
  it('answers ok once migrated', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
  });
  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
  });
});
