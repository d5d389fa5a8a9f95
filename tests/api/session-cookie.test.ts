// The browser's session through the real app: the HttpOnly cookie sign-in sets and sign-out clears, cookie and Bearer
// both authorising, and cross-site writes carried by the cookie alone refused (CSRF).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stories } from '../../db/schema';
import { SESSION_DAYS } from '../../src/shared/limits';
import { csrfTokenOf } from '../../worker/platform/session-cookie';
import { CROSS_SITE_MESSAGE } from '../../worker/platform/csrf';
import { createTestApp, newUser, registerUser, type TestApp } from '../helpers/app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** The Set-Cookie headers of an answer by cookie name: the value and the attributes (names lower-cased). */
function setCookies(headers: Headers) {
  const cookies = new Map<string, { value: string; attributes: Map<string, string> }>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(/;\s*/);
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), {
      value: pair.slice(at + 1),
      attributes: new Map(
        attributes.map((attribute) => [attribute.split('=')[0]!.toLowerCase(), attribute.split('=')[1] ?? '']),
      ),
    });
  }
  return cookies;
}

function expectSessionCookie(headers: Headers, token: string, secure = false) {
  const cookies = setCookies(headers);
  const session = cookies.get('token');
  expect(session?.value).toBe(token);
  expect(session?.attributes.get('max-age')).toBe(String(SESSION_DAYS * 24 * 60 * 60));
  expect(session?.attributes.get('path')).toBe('/');
  expect(session?.attributes.get('samesite')).toBe('Lax');
  expect(session?.attributes.has('httponly')).toBe(true);
  expect(session?.attributes.has('secure')).toBe(secure);
  // The readable companion the page echoes as X-CSRF-Token: never the token itself.
  const csrf = cookies.get('csrf');
  expect(csrf?.value).toBe(csrfTokenOf(token));
  expect(csrf?.value).not.toContain(token);
  expect(csrf?.attributes.has('httponly')).toBe(false);
  expect(headers.get('cache-control')).toBe('no-store');
}

const cookie = (token: string) => `token=${token}`;
const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' };
const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

describe('the session cookie', () => {
  it('is set HttpOnly, SameSite=Lax, Path=/, for 7 days by sign-up and sign-in (REST and tRPC), Secure only on https', async () => {
    const payload = newUser();
    const registered = await t.call('POST', '/api/auth/register', { body: payload, headers: sameOrigin });
    expect(registered.status).toBe(201);
    expectSessionCookie(registered.headers, registered.json.token);

    const login = await t.call('POST', '/api/auth/login', {
      body: { email: payload.email, password: payload.password },
    });
    expectSessionCookie(login.headers, login.json.token);

    const trpc = await t.app.request('/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin },
      body: JSON.stringify({ email: payload.email, password: payload.password }),
    });
    const token = ((await trpc.json()) as { result: { data: { token: string } } }).result.data.token;
    expectSessionCookie(trpc.headers, token);

    const https = await t.app.request('https://panelcraft.example/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: payload.email, password: payload.password }),
    });
    expectSessionCookie(https.headers, ((await https.json()) as { token: string }).token, true);

    // A failed sign-in sets nothing.
    const failed = await t.call('POST', '/api/auth/login', { body: { email: payload.email, password: 'Wr0ngSecret' } });
    expect(failed.status).toBe(401);
    expect(failed.headers.getSetCookie()).toEqual([]);
  });

  it('authorises like Bearer does; Bearer wins when both are sent', async () => {
    const ada = await registerUser(t);
    const grace = await registerUser(t);
    const byCookie = await t.call('GET', '/api/auth/me', { headers: { cookie: cookie(ada.token) } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.json.user.username).toBe(ada.username);
    const byBearer = await t.call('GET', '/api/auth/me', { token: ada.token });
    expect(byBearer.json.user.username).toBe(ada.username);
    const both = await t.call('GET', '/api/auth/me', { token: grace.token, headers: { cookie: cookie(ada.token) } });
    expect(both.json.user.username).toBe(grace.username);
    // tRPC reads it the same way.
    const trpc = await t.app.request('/trpc/auth.me', { headers: { cookie: `lang=ja; ${cookie(ada.token)}` } });
    expect((await trpc.json()).result.data.user.username).toBe(ada.username);
  });

  it('makes a read private: an author’s draft read by cookie is never kept as a public answer', async () => {
    const ada = await registerUser(t);
    const created = await t.call('POST', '/api/stories', {
      token: ada.token,
      body: { title: 'Private draft', description: '', tags: [], aspectRatio: '3:4', panels: 1, defaultPanels: 1 },
    });
    const path = `/api/stories/${created.json.data._id}`;
    const own = await t.call('GET', path, { headers: { cookie: cookie(ada.token) } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toContain('private');
    expect((await t.call('GET', path)).status).toBe(404);
  });

  it('is renewed for 7 days by the current-user check, so a cookie placed from outside becomes the server’s HttpOnly one', async () => {
    const ada = await registerUser(t);
    const me = await t.call('GET', '/api/auth/me', { headers: { cookie: cookie(ada.token) } });
    expectSessionCookie(me.headers, ada.token);
    // A script's Bearer call gets no cookie.
    expect((await t.call('GET', '/api/auth/me', { token: ada.token })).headers.getSetCookie()).toEqual([]);
  });

  it('is cleared by sign-out, after which it no longer signs in; a refused cookie is cleared too', async () => {
    const ada = await registerUser(t);
    const logout = await t.call('POST', '/api/auth/logout', { headers: { cookie: cookie(ada.token), ...sameOrigin } });
    expect(logout.status).toBe(200);
    const cleared = setCookies(logout.headers);
    expect(cleared.get('token')).toMatchObject({ value: '' });
    expect(cleared.get('token')?.attributes.get('max-age')).toBe('0');
    expect(cleared.get('csrf')?.attributes.get('max-age')).toBe('0');

    const after = await t.call('GET', '/api/auth/me', { headers: { cookie: cookie(ada.token) } });
    expect(after.status).toBe(401);
    expect(setCookies(after.headers).get('token')?.attributes.get('max-age')).toBe('0');
    // Signing out again (a second tab) still clears the browser's cookie.
    const again = await t.call('POST', '/api/auth/logout', { headers: { cookie: cookie(ada.token), ...sameOrigin } });
    expect(again.status).toBe(401);
    expect(setCookies(again.headers).get('token')?.attributes.get('max-age')).toBe('0');
  });
});

describe('cross-site request forgery', () => {
  const story = { title: 'Forged', description: '', tags: [], aspectRatio: '3:4', panels: 1, defaultPanels: 1 };
  const storyCount = async () => (await t.db.select({ id: stories.id }).from(stories)).length;

  it('refuses a write carried by the cookie alone from another site (403, nothing changes); the same write from the app works', async () => {
    const ada = await registerUser(t);
    const before = await storyCount();
    const refusedHeaders: Record<string, string>[] = [
      crossSite,
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ];
    for (const headers of refusedHeaders) {
      const refused = await t.call('POST', '/api/stories', {
        body: story,
        headers: { cookie: cookie(ada.token), ...headers },
      });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.json).toEqual({
        success: false,
        message: CROSS_SITE_MESSAGE,
        errorType: 'cross_site_request',
        messageCode: 'cross_site_request',
      });
    }
    const trpc = await t.app.request('/trpc/stories.create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(ada.token), ...crossSite },
      body: JSON.stringify(story),
    });
    expect(trpc.status).toBe(403);
    const form = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: cookie(ada.token), ...crossSite },
    });
    expect(form.status).toBe(403);
    expect(await storyCount()).toBe(before);

    // From the app's pages: Sec-Fetch-Site, else Origin, else the X-CSRF-Token only its pages know.
    const acceptedHeaders: Record<string, string>[] = [
      sameOrigin,
      { origin: 'http://localhost' },
      { 'x-csrf-token': csrfTokenOf(ada.token) },
    ];
    for (const headers of acceptedHeaders) {
      const created = await t.call('POST', '/api/stories', {
        body: story,
        headers: { cookie: cookie(ada.token), ...headers },
      });
      expect(created.status, JSON.stringify(headers)).toBe(201);
    }
    expect(await storyCount()).toBe(before + 3);
    const wrongToken = await t.call('POST', '/api/stories', {
      body: story,
      headers: { cookie: cookie(ada.token), 'x-csrf-token': csrfTokenOf('another') },
    });
    expect(wrongToken.status).toBe(403);
  });

  it('leaves Bearer calls alone, wherever they come from, and reads alone', async () => {
    const ada = await registerUser(t);
    const created = await t.call('POST', '/api/stories', {
      body: story,
      token: ada.token,
      headers: { cookie: cookie(ada.token), ...crossSite },
    });
    expect(created.status).toBe(201);
    const read = await t.call('GET', '/api/auth/me', { headers: { cookie: cookie(ada.token), ...crossSite } });
    expect(read.status).toBe(200);
  });

  it('refuses a cross-site sign-in or sign-up (no other site may plant its session); scripts, sending neither header, sign in', async () => {
    const payload = newUser();
    const register = await t.call('POST', '/api/auth/register', { body: payload, headers: crossSite });
    expect(register.status).toBe(403);
    expect(register.headers.getSetCookie()).toEqual([]);
    const trpc = await t.app.request('/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: payload.email, password: payload.password }),
    });
    expect(trpc.status).toBe(403);
    expect((await t.call('POST', '/api/auth/register', { body: payload })).status).toBe(201);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: payload.email, password: payload.password } })).status,
    ).toBe(200);
  });
});
