// Authentication state: a small store outside React so route guards can read it,
// and hooks that let components read it and call its actions.
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppRouter } from '../../worker/trpc/router';
import { AUTH_CHECK_DEBOUNCE_MS, LOGOUT_GUARD_MS } from '../shared/limits';
import { mayHaveSession } from './cookies';
import { describeError, isUnauthorized } from './errors';
import type { trpcClient } from './trpc';
import { t } from './i18n';

type Inputs = inferRouterInputs<AppRouter>['auth'];
export type AuthUser = inferRouterOutputs<AppRouter>['auth']['me']['user'];

/** The spec's auth state without the token: the session cookie is HttpOnly, so no script here ever holds it. */
export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

/** How many times a session check that failed for another reason than a refused token is asked again. */
const CHECK_RETRIES = 2;
const SIGNED_OUT: AuthState = { user: null, isAuthenticated: false, isLoading: false, error: null };

export const AUTH_FALLBACKS = {
  check: 'Authentication check failed',
  login: 'Login failed',
  register: 'Registration failed',
  profile: 'Profile update failed',
  password: 'Password change failed',
} as const;

interface AuthStoreOptions {
  client: typeof trpcClient;
  /** Called whenever the session ends, so cached data of the previous user can be dropped. */
  onSignOut?: () => void;
  /** Whether the page's request carried a session cookie (the server says so as it draws a page; the browser reads the page). */
  maySignIn?: boolean;
}

export class AuthStore {
  private state: AuthState;
  private readonly listeners = new Set<() => void>();
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private lastForcedLogout = -Infinity;
  /** Whether a session cookie may be there: told by the page at first, then by this store's own sign-ins and sign-outs. */
  private maySignIn: boolean;

  constructor(private readonly options: AuthStoreOptions) {
    this.maySignIn = options.maySignIn ?? mayHaveSession();
    // Without a session cookie there is nothing to check, so visitors never see the loading state.
    this.state = this.maySignIn ? { ...SIGNED_OUT, isLoading: true } : SIGNED_OUT;
    this.startState = this.state;
  }

  getState = (): AuthState => this.state;

  /**
   * The state the store started in: what the server drew the page with (it never waits for the session check), so the
   * render that hydrates a server-drawn page draws it too, even when the check answered while the page's code loaded.
   */
  getStartState = (): AuthState => this.startState;
  private readonly startState: AuthState;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The state once the session check has answered (at once when nothing is being checked), so actions never take a
   * session that is still loading for a signed-out one. */
  settled(): Promise<AuthState> {
    if (!this.state.isLoading) return Promise.resolve(this.state);
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (this.state.isLoading) return;
        stop();
        resolve(this.state);
      });
    });
  }

  /** Asks the server who is signed in; calls within the debounce window collapse into one. */
  check() {
    clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => void this.runCheck(), AUTH_CHECK_DEBOUNCE_MS);
  }

  async login(input: Inputs['login']) {
    const result = await this.attempt(() => this.options.client.auth.login.mutate(input), t('account.msg.loginFailed'));
    this.signIn(result.user);
    return result;
  }

  async register(input: Inputs['register']) {
    const result = await this.attempt(
      () => this.options.client.auth.register.mutate(input),
      t('account.msg.registerFailed'),
    );
    this.signIn(result.user);
    return result;
  }

  /** Ends the session on the server when possible; locally it always ends. */
  async logout() {
    try {
      // The server clears the cookie, whatever state the session was in.
      if (this.maySignIn || this.state.isAuthenticated) await this.options.client.auth.logout.mutate();
    } catch (error) {
      if (!isUnauthorized(error)) console.warn('Sign-out request failed; signing out locally', error);
    }
    this.clear();
  }

  async updateProfile(input: Inputs['updateProfile']) {
    const result = await this.attempt(
      () => this.options.client.auth.updateProfile.mutate(input),
      t('account.msg.profileFailed'),
    );
    this.set({ user: result.user, error: null });
    return result;
  }

  async changePassword(input: Inputs['changePassword']) {
    return this.attempt(() => this.options.client.auth.changePassword.mutate(input), t('account.msg.passwordFailed'));
  }

  private async runCheck(attempt = 0): Promise<void> {
    if (!this.maySignIn) {
      if (this.state.isLoading) this.set({ ...SIGNED_OUT });
      return;
    }
    this.set({ isLoading: true });
    try {
      // The answer also pushes the cookie's expiry forward, as the server pushes the session's.
      const { user } = await this.options.client.auth.me.query();
      this.set({ user, isAuthenticated: true, isLoading: false, error: null });
    } catch (error) {
      const refused = isUnauthorized(error);
      // A slow or failing server is not a sign-out: ask again a little later; only a refusal ends the session (the
      // server then clears the cookie).
      if (!refused && attempt < CHECK_RETRIES) {
        await new Promise((done) => setTimeout(done, 500 * (attempt + 1)));
        return this.runCheck(attempt + 1);
      }
      if (refused) this.maySignIn = false;
      this.set({ ...SIGNED_OUT, error: describeError(error, t('account.msg.checkFailed')).message });
      if (refused) this.options.onSignOut?.();
    }
  }

  /** Runs a call, records its failure text, and turns a 401 on a session call into a local sign-out. */
  private async attempt<T>(call: () => Promise<T>, fallback: string): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (this.state.isAuthenticated && isUnauthorized(error)) this.forceLogout();
      this.set({ error: describeError(error, fallback).message });
      throw error;
    }
  }

  /** Several calls can fail with 401 at once; one sign-out per second is enough. */
  private forceLogout() {
    const now = Date.now();
    if (now - this.lastForcedLogout < LOGOUT_GUARD_MS) return;
    this.lastForcedLogout = now;
    this.clear();
  }

  private signIn(user: AuthUser) {
    this.maySignIn = true;
    this.set({ user, isAuthenticated: true, isLoading: false, error: null });
  }

  private clear() {
    this.maySignIn = false;
    this.set({ ...SIGNED_OUT });
    this.options.onSignOut?.();
  }

  private set(patch: Partial<AuthState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

const AuthContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  return store;
}

/** The auth state; actions are on the store (`useAuthStore()`). */
export function useAuth(): AuthState {
  const store = useAuthStore();
  // The server draws a page with the state the browser starts in (signed out, or loading a session cookie); hydrating
  // starts from that state too, and the render after shows the answer.
  return useSyncExternalStore(store.subscribe, store.getState, store.getStartState);
}
