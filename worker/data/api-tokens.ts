// API tokens: the secret goes to the owner once, only its SHA-256 is stored (as sessions). The secret names its scope
// (`pct_r_…` read, `pct_rw_…` read-write) so a write by a read token is refused before any database work; the hash
// covers the whole secret, so changing the letters finds no token.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import type { ApiTokenRow } from '../../db/schema';
import { TOKEN_LAST_USED_EVERY_MS, type TokenScope } from '../../src/shared/api-tokens';
import type { SignedInContext } from '../context';
import { codedError } from '../errors';
import { sessionIdFromToken, type SessionRefusal, type Viewer } from './sessions';
import { userFromRow } from './users';

const PREFIX: Record<TokenScope, string> = { read: 'pct_r_', 'read-write': 'pct_rw_' };

/** 32 random bytes (256 bits), base32, behind the scope's prefix. */
export function generateApiToken(scope: TokenScope): string {
  return PREFIX[scope] + encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** The scope an API token's secret names, or null when the bearer token is no API token (a session). */
export function apiTokenScope(token: string): TokenScope | null {
  if (token.startsWith(PREFIX['read-write'])) return 'read-write';
  if (token.startsWith(PREFIX.read)) return 'read';
  return null;
}

export const apiTokenHash = sessionIdFromToken;

/**
 * The token and its active user as one SELECT, in the columns of `sessionSql` (so it rides in the same batch the session
 * check would). Revoked tokens are not found; expired ones are, so the 401 can say so.
 */
export function apiTokenSql(hash: string): SQL {
  return sql`select t.id as t_id, t.token_hash as s_id, t.user_id as s_user_id, t.expires_at as s_expires_at,
      t.created_at as s_created_at, t.scope as t_scope, t.last_used_at as t_last_used_at, u.*
    from api_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${hash} and t.revoked_at is null and u.is_active = 1`;
}

/** The user id of a live token as a subquery, for statements batched with the check (the same conditions). */
export function apiTokenUserIdSql(hash: string, now: Date): SQL {
  return sql`(select t.user_id from api_tokens t join users u on u.id = t.user_id
    where t.token_hash = ${hash} and t.revoked_at is null and (t.expires_at is null or t.expires_at > ${now.getTime()}) and u.is_active = 1)`;
}

/** A far-off expiry standing for "none", so code that reads a viewer's `session.expiresAt` needs no special case. */
const NEVER = 8_640_000_000_000_000;

export function apiTokenViewerFromRows(rows: Row[], now: Date): Viewer | SessionRefusal {
  const row = rows[0];
  if (!row) return 'token_invalid';
  const expiresAt = row.s_expires_at === null ? NEVER : Number(row.s_expires_at);
  if (expiresAt <= now.getTime()) return 'token_expired';
  return {
    session: {
      id: String(row.s_id),
      userId: String(row.s_user_id),
      expiresAt: new Date(expiresAt),
      createdAt: new Date(Number(row.s_created_at)),
    },
    user: userFromRow(row),
    apiToken: {
      id: String(row.t_id),
      scope: row.t_scope as TokenScope,
      lastUsedAt: row.t_last_used_at === null ? null : new Date(Number(row.t_last_used_at)),
    },
  };
}

/** Whether this use should be recorded: at most once per hour per token. */
export const lastUseIsStale = (lastUsedAt: Date | null, now: Date) =>
  !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= TOKEN_LAST_USED_EVERY_MS;

/** Records a use; the condition keeps concurrent requests of one hour to one write that changes anything. */
export function touchApiTokenSql(id: string, now: Date): SQL {
  return sql`update api_tokens set last_used_at = ${now.getTime()}
    where id = ${id} and (last_used_at is null or last_used_at <= ${now.getTime() - TOKEN_LAST_USED_EVERY_MS})`;
}

/** A token as its owner sees it: never the secret nor its hash. */
export function tokenView(row: Pick<ApiTokenRow, 'id' | 'name' | 'scope' | 'createdAt' | 'expiresAt' | 'lastUsedAt'>) {
  return {
    _id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
export type TokenView = ReturnType<typeof tokenView>;

/** The owner's live tokens (not revoked; expired ones too, marked by their date), newest first. */
function listTokensSql(userId: SQL): SQL {
  return sql`select id, name, scope, created_at, expires_at, last_used_at from api_tokens
    where user_id = ${userId} and revoked_at is null order by created_at desc, id desc`;
}

function tokenFromRow(row: Row): TokenView {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)));
  return tokenView({
    id: String(row.id),
    name: String(row.name),
    scope: row.scope as TokenScope,
    createdAt: date(row.created_at)!,
    expiresAt: date(row.expires_at),
    lastUsedAt: date(row.last_used_at),
  });
}

/** Revokes a token of `userId` (0 rows when it is not theirs, unknown or revoked already). */
export async function revokeApiToken(db: Database, id: string, now: Date, userId?: string): Promise<number> {
  const owner = userId === undefined ? sql`` : sql` and user_id = ${userId}`;
  const [result] = await runBatch(
    db,
    [sql`update api_tokens set revoked_at = ${now.getTime()} where id = ${id}${owner} and revoked_at is null`],
    'write',
  );
  return result!.rowsAffected;
}

/** Managing tokens is for a session or a read-write token: a read token is refused (403). */
export function assertTokenManager(viewer: Viewer): void {
  if (viewer.apiToken?.scope === 'read')
    throw codedError('FORBIDDEN', 'read_only_token', undefined, { extras: { errorType: 'read_only_token' } });
}

/** The viewer's live tokens, newest first, refused to a read token: one database request with the session check. */
export async function ownTokens(ctx: SignedInContext): Promise<TokenView[]> {
  const { viewer, results } = await ctx.read([listTokensSql(ctx.viewerIdSql())]);
  assertTokenManager(viewer);
  return results[0]!.map(tokenFromRow);
}
