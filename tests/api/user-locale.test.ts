// A signed-in user's interface language: saved on the account through the profile call (tRPC and REST), returned
// with the signed-in user on every device, validated, and never shown to anyone else.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('saves the chosen language on the account and returns it with the user on another session', async () => {
  const account = await registerUser(t);
  expect(account.user.locale).toBeNull();
  const saved = await t.call('PUT', '/api/auth/profile', { token: account.token, body: { locale: 'ja' } });
  expect(saved.status).toBe(200);
  expect(saved.json.user).toMatchObject({ locale: 'ja', firstName: 'Ada' });
  // Another device: a new sign-in sees the choice.
  const login = await t.call('POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
  expect(login.json.user.locale).toBe('ja');
  expect((await t.call('GET', '/api/auth/me', { token: login.json.token })).json.user.locale).toBe('ja');
  // null forgets it (the browser's languages decide again).
  const cleared = await t.call('PUT', '/api/auth/profile', { token: account.token, body: { locale: null } });
  expect(cleared.json.user.locale).toBeNull();
});

it('refuses a language the interface does not have, naming the field, and anonymous callers', async () => {
  const account = await registerUser(t);
  for (const locale of ['fr', 'en-XA', '', 42]) {
    const bad = await t.call('PUT', '/api/auth/profile', { token: account.token, body: { locale } });
    expect(bad.status, String(locale)).toBe(400);
    expect(bad.json.errors[0]).toMatchObject({ field: 'locale', message: 'Unsupported language' });
  }
  expect((await t.call('PUT', '/api/auth/profile', { body: { locale: 'ar' } })).status).toBe(401);
  expect((await t.call('GET', '/api/auth/me', { token: account.token })).json.user.locale).toBeNull();
});

it('keeps the language off public profiles', async () => {
  const account = await registerUser(t);
  await t.call('PUT', '/api/auth/profile', { token: account.token, body: { locale: 'hi' } });
  const profile = await t.call('GET', `/api/users/${account.username}`);
  expect(profile.status).toBe(200);
  expect(profile.text).not.toContain('"locale"');
});
