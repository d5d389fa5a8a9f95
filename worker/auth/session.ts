// Sessions after Lucia's guide: a random token goes to the client, only its SHA-256 is stored; 7-day expiry extended on use.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema';
import { SESSION_MS, SESSION_RENEW_MS } from '../../src/shared/limits';

/** 20 random bytes: 160 bits of entropy, base32 for a cookie-safe string. */
export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Database, token: string, userId: string, now: Date): Promise<SessionRow> {
  const session: SessionRow = {
    id: sessionIdFromToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  };
  await db.insert(sessions).values(session);
  return session;
}

export type SessionValidation = { session: SessionRow; user: UserRow } | { session: null; user: null };

export async function validateSessionToken(db: Database, token: string, now: Date): Promise<SessionValidation> {
  const sessionId = sessionIdFromToken(token);
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sessionId))
    .get();
  if (!row) return { session: null, user: null };
  const { session, user } = row;
  if (now.getTime() >= session.expiresAt.getTime() || !user.isActive) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return { session: null, user: null };
  }
  if (session.expiresAt.getTime() - now.getTime() < SESSION_RENEW_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, sessionId));
  }
  return { session, user };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but the one given (after a password change). */
export async function invalidateOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
