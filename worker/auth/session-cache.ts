// A short, bounded in-memory cache of validated sessions. Revocation contract: logout, a password change or
// deactivation drop entries here at once (this instance); other instances keep an entry at most `ttlMs` (< 5 s).
import { sessionIdFromToken, type Viewer } from '../data/sessions';

export interface SessionCache {
  /** The stored session id of a token (its SHA-256), remembered for tokens seen lately: hashing was a tenth of a cached read. */
  sessionIdOf(token: string): string;
  get(sessionId: string, now: Date): Viewer | undefined;
  put(sessionId: string, viewer: Viewer): void;
  forget(sessionId: string): void;
  forgetUser(userId: string): void;
}

export const SESSION_CACHE_MS = 4000;

export function createSessionCache(
  options: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const maxEntries = options.maxEntries ?? 10_000;
  const clock = options.clock ?? Date.now;
  const entries = new Map<string, { viewer: Viewer; until: number }>();
  const ids = new Map<string, string>();
  return {
    sessionIdOf(token) {
      let id = ids.get(token);
      if (id === undefined) {
        id = sessionIdFromToken(token);
        if (ids.size >= maxEntries) ids.delete(ids.keys().next().value!);
        ids.set(token, id);
      }
      return id;
    },
    get(sessionId, now) {
      const hit = entries.get(sessionId);
      if (!hit) return undefined;
      // The session's own expiry counts too (a test clock may jump past it).
      if (hit.until <= clock() || hit.viewer.session.expiresAt.getTime() <= now.getTime()) {
        entries.delete(sessionId);
        return undefined;
      }
      return hit.viewer;
    },
    put(sessionId, viewer) {
      if (ttlMs <= 0) return;
      entries.delete(sessionId);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(sessionId, { viewer, until: clock() + ttlMs });
    },
    forget(sessionId) {
      entries.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [id, entry] of entries) if (entry.viewer.user.id === userId) entries.delete(id);
    },
  };
}
