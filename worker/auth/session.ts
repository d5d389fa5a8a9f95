// Sessions after Lucia's guide: a random token goes to the client, only its SHA-256 is stored; 7-day expiry extended on use.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, getTableColumns, gt, lte, ne, sql } from 'drizzle-orm';
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

/**
 * The user as one JSON value built from the schema's own columns, so a RETURNING clause (which may read only the updated
 * table, but may hold a subquery) can carry the whole row.
 */
const userColumns = Object.entries(getTableColumns(users));
const userJson = sql<string | null>`(select json_object(${sql.join(
  userColumns.map(([key, column]) => sql`${key}, ${column}`),
  sql`, `,
)}) from ${users} where ${users.id} = ${sessions.userId})`;

function userFromJson(json: string): UserRow {
  const values = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(
    userColumns.map(([key, column]) => [key, values[key] === null ? null : column.mapFromDriverValue(values[key])]),
  ) as UserRow;
}

/**
 * Validation, extension and the user lookup are one statement (an UPDATE that returns the session and its user), so a
 * signed-in read stays within its statement budget whether or not the session is in its second half. The cost is a
 * write per signed-in request even when the expiry does not move; the CASE keeps it unchanged then.
 */
export async function validateSessionToken(db: Database, token: string, now: Date): Promise<SessionValidation> {
  const sessionId = sessionIdFromToken(token);
  const extended = new Date(now.getTime() + SESSION_MS);
  const row = await db
    .update(sessions)
    .set({
      expiresAt: sql`case when ${sessions.expiresAt} - ${now.getTime()} < ${SESSION_RENEW_MS} then ${extended.getTime()} else ${sessions.expiresAt} end`,
    })
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id, userId: sessions.userId, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, user: userJson })
    .get();
  const user = row?.user ? userFromJson(row.user) : null;
  if (!row || !user?.isActive) {
    // An expired session, or one of a deactivated user, is removed; an unknown token deletes nothing.
    await db.delete(sessions).where(and(eq(sessions.id, sessionId), row ? undefined : lte(sessions.expiresAt, now)));
    return { session: null, user: null };
  }
  const { user: _user, ...session } = row;
  return { session, user };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but the one given (after a password change). */
export async function invalidateOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
