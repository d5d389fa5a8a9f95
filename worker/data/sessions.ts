// Sessions after Lucia's guide: a random token goes to the client, only its SHA-256 is stored; 7 days, extended only
// in the second half of its life, so a signed-in read is a SELECT (never a write) and can ride in the read's batch.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Row } from '../../db/client';
import { sessions, type SessionRow, type UserRow } from '../../db/schema';
import type { TokenScope } from '../../src/shared/api-tokens';
import { SESSION_MS, SESSION_RENEW_MS } from '../../src/shared/limits';
import { userFromRow } from './users';

/** 20 random bytes: 160 bits of entropy, base32 for a cookie-safe string. */
export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export interface Viewer {
  /** The session, or for an API token its stand-in (id: the token's hash; expiresAt: far off when it has none). */
  session: SessionRow;
  user: UserRow;
  /** Set when the caller used an API token rather than a session. */
  apiToken?: { id: string; scope: TokenScope; lastUsedAt: Date | null };
}

export function newSession(token: string, userId: string, now: Date): SessionRow {
  return { id: sessionIdFromToken(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_MS) };
}

export function insertSessionSql(session: SessionRow): SQL {
  return sql`insert into sessions (id, user_id, expires_at, created_at)
    values (${session.id}, ${session.userId}, ${session.expiresAt.getTime()}, ${session.createdAt.getTime()})`;
}

export async function createSession(db: Database, token: string, userId: string, now: Date): Promise<SessionRow> {
  const session = newSession(token, userId, now);
  await db.insert(sessions).values(session);
  return session;
}

/**
 * The session and its active user, as one SELECT; batched in front of a read's own statements. An expired session is
 * read too, so its 401 can say it expired (`viewerFromRows` refuses it).
 */
export function sessionSql(sessionId: string, _now: Date): SQL {
  return sql`select s.id as s_id, s.user_id as s_user_id, s.expires_at as s_expires_at, s.created_at as s_created_at, u.*
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and u.is_active = 1`;
}

/** Why a token found no viewer: it was one whose time is over, or it is none at all. */
export type SessionRefusal = 'token_expired' | 'token_invalid';

/** The viewer of the session row, or why there is none. */
export function viewerFromRows(rows: Row[], now: Date): Viewer | SessionRefusal {
  const row = rows[0];
  if (!row) return 'token_invalid';
  if (Number(row.s_expires_at) <= now.getTime()) return 'token_expired';
  return {
    session: {
      id: String(row.s_id),
      userId: String(row.s_user_id),
      expiresAt: new Date(Number(row.s_expires_at)),
      createdAt: new Date(Number(row.s_created_at)),
    },
    user: userFromRow(row),
  };
}

/**
 * The viewer's user id as a SQL subquery, for statements batched with the session check (like flags, draft access):
 * the same conditions as `sessionSql`, so a statement never sees a viewer the check refused.
 */
export function viewerIdSql(sessionId: string | null, now: Date): SQL {
  if (!sessionId) return sql`null`;
  return sql`(select s.user_id from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionId} and s.expires_at > ${now.getTime()} and u.is_active = 1)`;
}

/** Whether the session is in the second half of its life, when a use extends it. */
export const isDueForRenewal = (session: SessionRow, now: Date) =>
  session.expiresAt.getTime() - now.getTime() < SESSION_RENEW_MS;

/** Extends a session in its second half (a rare write: at most once per session and half-life). */
export async function renewSession(db: Database, session: SessionRow, now: Date): Promise<SessionRow> {
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, session.id), gt(sessions.expiresAt, now)));
  return { ...session, expiresAt };
}

export function deleteExpiredSessionsSql(userId: string, now: Date): SQL {
  return sql`delete from sessions where user_id = ${userId} and expires_at <= ${now.getTime()}`;
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but the one given (after a password change). */
export async function invalidateOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Removes expired sessions (any user); the login path calls the per-user form. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
