// Calls tRPC procedures in-process with `createCaller`: the test app's deps (its migrated temp database, media store,
// providers, config and clock) behind a context of its own, no HTTP. REST tests keep status codes and path mapping.
import { createSessionCache } from '../../worker/auth/session-cache';
import { createReadCache } from '../../worker/platform/public-reads';
import { createContext } from '../../worker/trpc/init';
import { createCaller } from '../../worker/trpc/router';
import { newUser, type TestApp } from './app';

export type Caller = ReturnType<typeof createCaller>;

/** A caller with the given bearer token (none: anonymous). Read cache off, so every read runs its SQL. */
export function callerFor(t: TestApp, token: string | null = null, ip = '203.0.113.1'): Caller {
  const cache = createReadCache({ ttlMs: 0 });
  const sessions = createSessionCache({ ttlMs: 0 });
  return createCaller(() =>
    createContext({ db: t.db, media: t.media, ai: t.ai, config: t.config, clock: t.clock, cache, sessions, ip, token }),
  );
}

/** Registers a new user through `auth.register` and answers a caller signed in as them. */
export async function signedInCaller(t: TestApp, overrides: Record<string, string> = {}) {
  const payload = newUser(overrides);
  const { token, user } = await callerFor(t).auth.register(payload);
  return { caller: callerFor(t, token), token, user, payload };
}
