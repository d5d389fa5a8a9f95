// The auth store's transitions (spec 01 section 4) against a fake tRPC client and a fake cookie jar.
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStore, type AuthUser } from '../../src/lib/auth';
import type { trpcClient } from '../../src/lib/trpc';

const jar = new Map<string, string>();
/** Every cookie string the code wrote, attributes included. */
const written: string[] = [];

function installBrowserGlobals() {
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(cookie: string) {
      written.push(cookie);
      const [pair = '', ...attributes] = cookie.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
}

const user: AuthUser = {
  _id: 'u1',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: '',
  email: 'ada@example.com',
  createdAt: '2026-11-01T12:00:00.000Z',
  lastLogin: null,
  isAdmin: false,
  locale: null,
};

function serverError(message: string, code: string, httpStatus: number) {
  return new TRPCClientError(message, {
    result: { error: { message, code: -32001, data: { code, httpStatus, path: 'auth', errors: undefined } } },
  } as never);
}

const unauthorized = () => serverError('Authentication required', 'UNAUTHORIZED', 401);

function fakeClient() {
  const session = { success: true as const, message: 'Login successful', user, token: 'fresh-token' };
  return {
    auth: {
      me: { query: vi.fn(async () => ({ success: true as const, user })) },
      login: { mutate: vi.fn(async () => session) },
      register: { mutate: vi.fn(async () => ({ ...session, message: 'Account created successfully! Welcome to Panelcraft!' })) },
      logout: { mutate: vi.fn(async () => ({ success: true as const, message: 'Logged out successfully' })) },
      updateProfile: { mutate: vi.fn(async () => ({ success: true as const, message: 'Profile updated successfully', user })) },
      changePassword: { mutate: vi.fn(async () => ({ success: true as const, message: 'Password changed successfully' })) },
    },
  };
}

function createStore() {
  const client = fakeClient();
  const onSignOut = vi.fn();
  const store = new AuthStore({ client: client as unknown as typeof trpcClient, onSignOut });
  return { store, client, onSignOut };
}

beforeEach(() => {
  jar.clear();
  written.length = 0;
  installBrowserGlobals();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start-up check', () => {
  it('is not loading when there is no token cookie', () => {
    const { store, client } = createStore();
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    store.check();
    vi.advanceTimersByTime(200);
    expect(client.auth.me.query).not.toHaveBeenCalled();
  });

  it('starts loading with a token and fetches the user once, 100 ms after the last request', async () => {
    jar.set('token', 'abc');
    const { store, client } = createStore();
    expect(store.getState()).toMatchObject({ isLoading: true, token: 'abc' });
    store.check();
    vi.advanceTimersByTime(60);
    store.check();
    vi.advanceTimersByTime(99);
    expect(client.auth.me.query).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.auth.me.query).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user, token: 'abc', error: null });
  });

  it('on failure removes the cookie, records the error and ends unauthenticated', async () => {
    jar.set('token', 'stale');
    const { store, client, onSignOut } = createStore();
    client.auth.me.query.mockRejectedValueOnce(unauthorized());
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(jar.has('token')).toBe(false);
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null, error: 'Authentication required' });
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('explains a request that never reached the server, after asking twice more, and keeps the token', async () => {
    jar.set('token', 'abc');
    const { store, client, onSignOut } = createStore();
    client.auth.me.query.mockRejectedValue(TRPCClientError.from(new TypeError('Failed to fetch')));
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1500);
    expect(client.auth.me.query).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, error: 'Network error - please check your connection' });
    expect(jar.get('token')).toBe('abc');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('stays signed in when the check fails once and then answers (a slow or restarting server)', async () => {
    jar.set('token', 'abc');
    const { store, client, onSignOut } = createStore();
    client.auth.me.query.mockRejectedValueOnce(TRPCClientError.from(new TypeError('Failed to fetch')));
    store.check();
    await vi.advanceTimersByTimeAsync(600);
    expect(client.auth.me.query).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, token: 'abc', error: null });
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('the token cookie', () => {
  /** The attributes of a cookie string, lower-cased names, for order-independent checks. */
  function attributesOf(cookie: string) {
    const [pair = '', ...attributes] = cookie.split(/;\s*/);
    const named = attributes.map((attribute) => {
      const [name = '', value = ''] = attribute.split('=');
      return [name.toLowerCase(), value] as const;
    });
    return { pair, attributes: new Map(named) };
  }

  function expectSessionCookie(cookie: string | undefined, token: string, secure: boolean) {
    const { pair, attributes } = attributesOf(cookie ?? '');
    expect(pair).toBe(`token=${token}`);
    expect(attributes.get('max-age')).toBe(String(7 * 24 * 60 * 60));
    expect(attributes.get('path')).toBe('/');
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.has('secure')).toBe(secure);
  }

  it('is renewed for 7 days whenever the current-user check succeeds', async () => {
    jar.set('token', 'abc');
    const { store, client } = createStore();
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expectSessionCookie(written.at(-1), 'abc', false);

    // A later check renews it again; a failed one removes it instead.
    written.length = 0;
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(written).toHaveLength(1);
    expectSessionCookie(written[0], 'abc', false);
    client.auth.me.query.mockRejectedValueOnce(unauthorized());
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(attributesOf(written.at(-1)!).attributes.get('max-age')).toBe('0');
  });

  it('is Secure on https only', async () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    jar.set('token', 'abc');
    const { store } = createStore();
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expectSessionCookie(written.at(-1), 'abc', true);
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    expectSessionCookie(written.at(-1), 'fresh-token', true);
  });
});

describe('sign-in, sign-up and sign-out', () => {
  it('stores the token cookie and the user on sign-in', async () => {
    const { store } = createStore();
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    expect(jar.get('token')).toBe('fresh-token');
    expect(store.getState()).toMatchObject({ isAuthenticated: true, user, token: 'fresh-token' });
  });

  it('records a failed sign-in without treating its 401 as a lost session', async () => {
    const { store, client, onSignOut } = createStore();
    client.auth.login.mutate.mockRejectedValueOnce(serverError('Invalid email or password', 'UNAUTHORIZED', 401));
    await expect(store.login({ email: 'ada@example.com', password: 'nope' })).rejects.toThrow('Invalid email or password');
    expect(store.getState()).toMatchObject({ isAuthenticated: false, error: 'Invalid email or password' });
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('signs in after sign-up', async () => {
    const { store } = createStore();
    const result = await store.register({ username: 'ada', email: 'ada@example.com', password: 'Sup3rSecret' });
    expect(result.message).toBe('Account created successfully! Welcome to Panelcraft!');
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('clears everything on sign-out, even when the server call fails', async () => {
    const { store, client, onSignOut } = createStore();
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    client.auth.logout.mutate.mockRejectedValueOnce(TRPCClientError.from(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.logout();
    expect(client.auth.logout.mutate).toHaveBeenCalledTimes(1);
    expect(jar.has('token')).toBe(false);
    expect(store.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false, isLoading: false, error: null });
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 on a session call', () => {
  it('forces a local sign-out, at most once per second', async () => {
    const { store, client, onSignOut } = createStore();
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    client.auth.updateProfile.mutate.mockRejectedValue(unauthorized());

    await expect(store.updateProfile({ firstName: 'Grace' })).rejects.toThrow();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(jar.has('token')).toBe(false);
    expect(onSignOut).toHaveBeenCalledTimes(1);

    // Signed in again within the second: a further 401 does not sign out again.
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    await expect(store.updateProfile({ firstName: 'Grace' })).rejects.toThrow();
    expect(store.getState().isAuthenticated).toBe(true);

    vi.advanceTimersByTime(1000);
    await expect(store.changePassword({ currentPassword: 'Sup3rSecret', newPassword: 'N3wSecret' })).resolves.toMatchObject({
      success: true,
    });
    await expect(store.updateProfile({ firstName: 'Grace' })).rejects.toThrow();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(onSignOut).toHaveBeenCalledTimes(2);
  });

  it('keeps the session for other failures and records the fallback text', async () => {
    const { store, client } = createStore();
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    client.auth.changePassword.mutate.mockRejectedValueOnce(serverError('Current password is incorrect', 'BAD_REQUEST', 400));
    await expect(store.changePassword({ currentPassword: 'x', newPassword: 'N3wSecret' })).rejects.toThrow();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, error: 'Current password is incorrect' });

    client.auth.updateProfile.mutate.mockRejectedValueOnce(serverError('', 'BAD_REQUEST', 400));
    await expect(store.updateProfile({ firstName: 'x' })).rejects.toThrow();
    expect(store.getState().error).toBe('Profile update failed');
  });
});
