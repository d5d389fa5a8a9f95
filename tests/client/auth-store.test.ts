// The auth store's transitions against a fake tRPC client and a page whose session cookie it cannot read.
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStore, type AuthUser } from '../../src/lib/auth';
import type { trpcClient } from '../../src/lib/trpc';

/** Every cookie string the code wrote: none, since the session cookie is the server's (HttpOnly). */
const written: string[] = [];
/** The attributes of the page's <html>, as the server drew it. */
const rootAttributes = new Map<string, string>();

function installBrowserGlobals() {
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    documentElement: { hasAttribute: (name: string) => rootAttributes.has(name) },
    get cookie() {
      return '';
    },
    set cookie(cookie: string) {
      written.push(cookie);
    },
  });
}

/** A page the server drew, for a request that did (or did not) carry the session cookie. */
function serverDrawn(signedIn: boolean) {
  rootAttributes.set('data-locale', 'en');
  if (signedIn) rootAttributes.set('data-signed-in', '');
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
  });
}

const unauthorized = () => serverError('Authentication required', 'UNAUTHORIZED', 401);

function fakeClient() {
  const session = { success: true as const, message: 'Login successful', user, token: 'fresh-token' };
  return {
    auth: {
      me: { query: vi.fn(async () => ({ success: true as const, user })) },
      login: { mutate: vi.fn(async () => session) },
      register: {
        mutate: vi.fn(async () => ({ ...session, message: 'Account created successfully! Welcome to Panelcraft!' })),
      },
      logout: { mutate: vi.fn(async () => ({ success: true as const, message: 'Logged out successfully' })) },
      updateProfile: {
        mutate: vi.fn(async () => ({ success: true as const, message: 'Profile updated successfully', user })),
      },
      changePassword: {
        mutate: vi.fn(async () => ({ success: true as const, message: 'Password changed successfully' })),
      },
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
  rootAttributes.clear();
  written.length = 0;
  installBrowserGlobals();
  vi.useFakeTimers();
});

afterEach(() => {
  expect(written, 'the page never writes a cookie').toEqual([]);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('start-up check', () => {
  it('is not loading when the page says its request carried no session cookie', () => {
    serverDrawn(false);
    const { store, client } = createStore();
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
    store.check();
    vi.advanceTimersByTime(200);
    expect(client.auth.me.query).not.toHaveBeenCalled();
  });

  it('starts loading with a session cookie and fetches the user once, 100 ms after the last request', async () => {
    serverDrawn(true);
    const { store, client } = createStore();
    expect(store.getState()).toMatchObject({ isLoading: true });
    store.check();
    vi.advanceTimersByTime(60);
    store.check();
    vi.advanceTimersByTime(99);
    expect(client.auth.me.query).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(client.auth.me.query).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user, error: null });
    expect(store.getState()).not.toHaveProperty('token');
  });

  it('asks the server on a page it did not draw (the dev server), which may have a session cookie', async () => {
    const { store, client } = createStore();
    expect(store.getState().isLoading).toBe(true);
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(client.auth.me.query).toHaveBeenCalledTimes(1);
  });

  it('on a refusal records the error and ends unauthenticated, and asks no more (the server cleared the cookie)', async () => {
    serverDrawn(true);
    const { store, client, onSignOut } = createStore();
    client.auth.me.query.mockRejectedValueOnce(unauthorized());
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(client.auth.me.query).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      user: null,
      error: 'Authentication required',
    });
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('explains a request that never reached the server, after asking twice more, and asks again later', async () => {
    serverDrawn(true);
    const { store, client, onSignOut } = createStore();
    client.auth.me.query.mockRejectedValue(TRPCClientError.from(new TypeError('Failed to fetch')));
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().isLoading).toBe(true);
    await vi.advanceTimersByTimeAsync(1500);
    expect(client.auth.me.query).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      error: 'Network error - please check your connection',
    });
    expect(onSignOut).not.toHaveBeenCalled();
    client.auth.me.query.mockResolvedValue({ success: true, user });
    store.check();
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, user });
  });

  it('stays signed in when the check fails once and then answers (a slow or restarting server)', async () => {
    serverDrawn(true);
    const { store, client, onSignOut } = createStore();
    client.auth.me.query.mockRejectedValueOnce(TRPCClientError.from(new TypeError('Failed to fetch')));
    store.check();
    await vi.advanceTimersByTimeAsync(600);
    expect(client.auth.me.query).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, error: null });
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('sign-in, sign-up and sign-out', () => {
  it('keeps the user on sign-in, never the token (the answer’s cookie holds it)', async () => {
    serverDrawn(false);
    const { store } = createStore();
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    expect(store.getState()).toMatchObject({ isAuthenticated: true, user });
    expect(JSON.stringify(store.getState())).not.toContain('fresh-token');
  });

  it('records a failed sign-in without treating its 401 as a lost session', async () => {
    const { store, client, onSignOut } = createStore();
    client.auth.login.mutate.mockRejectedValueOnce(serverError('Invalid email or password', 'UNAUTHORIZED', 401));
    await expect(store.login({ email: 'ada@example.com', password: 'nope' })).rejects.toThrow(
      'Invalid email or password',
    );
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
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false, error: null });
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
    expect(onSignOut).toHaveBeenCalledTimes(1);

    // Signed in again within the second: a further 401 does not sign out again.
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    await expect(store.updateProfile({ firstName: 'Grace' })).rejects.toThrow();
    expect(store.getState().isAuthenticated).toBe(true);

    vi.advanceTimersByTime(1000);
    await expect(
      store.changePassword({ currentPassword: 'Sup3rSecret', newPassword: 'N3wSecret' }),
    ).resolves.toMatchObject({
      success: true,
    });
    await expect(store.updateProfile({ firstName: 'Grace' })).rejects.toThrow();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(onSignOut).toHaveBeenCalledTimes(2);
  });

  it('keeps the session for other failures and records the fallback text', async () => {
    const { store, client } = createStore();
    await store.login({ email: 'ada@example.com', password: 'Sup3rSecret' });
    client.auth.changePassword.mutate.mockRejectedValueOnce(
      serverError('Current password is incorrect', 'BAD_REQUEST', 400),
    );
    await expect(store.changePassword({ currentPassword: 'x', newPassword: 'N3wSecret' })).rejects.toThrow();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, error: 'Current password is incorrect' });

    client.auth.updateProfile.mutate.mockRejectedValueOnce(serverError('', 'BAD_REQUEST', 400));
    await expect(store.updateProfile({ firstName: 'x' })).rejects.toThrow();
    expect(store.getState().error).toBe('Profile update failed');
  });
});
