// What a request's code is handed: the deps, the caller's token and the lazy session check (built in
// worker/trpc/init.ts), and the narrower shape a signed-in procedure gets, whose every way to the viewer refuses a
// request without one. The data modules take these types, so they need nothing from the tRPC layer.
import type { SQL } from 'drizzle-orm';
import type { Query, Row } from '../db/client';
import type { UserRow } from '../db/schema';
import type { TokenScope } from '../src/shared/api-tokens';
import type { EngineEnv } from './ai/engine/env';
import type { SessionCache } from './auth/session-cache';
import type { SessionRefusal, Viewer } from './data/sessions';
import type { SessionCookie } from './platform/session-cookie';

/** What every request builds on: the engine's deps (db, media, providers, config, clock, read cache), sessions, the caller's address. */
export interface RequestDeps extends EngineEnv {
  sessions: SessionCache;
  ip: string | null;
}

export interface Context extends RequestDeps {
  /** SHA-256 of the bearer token (the stored session id or API token hash), or null when the request carried none. */
  sessionId: string | null;
  /** The scope an API token's secret names (checked against the database with the viewer); null for a session or none. */
  tokenScope: TokenScope | null;
  /** The signed-in viewer (from the session cache, or one SELECT), memoised for the request. */
  viewer(): Promise<Viewer | null>;
  /**
   * Runs read statements as one batch with the session check in front when the viewer is not known yet: a signed-in
   * read is one database request. Statements may use `viewerIdSql` for the viewer's id. A 'write' batch does the same
   * for writes that must know the viewer first (an idempotency key's claim).
   */
  read(statements: Query[], mode?: 'read' | 'write'): Promise<{ viewer: Viewer | null; results: Row[][] }>;
  /** The viewer's id as SQL for batched statements (a literal once known, else the session subquery). */
  viewerIdSql(): SQL;
  /** The viewer's id when the session cache already knew it at the start of the request. */
  knownViewerId: string | null;
  /** Why the request's token found no viewer, once the session check ran (null: no token, or a good one). */
  refusal: SessionRefusal | null;
  /** The request's id (its `X-Request-Id`), which error answers repeat; null outside an HTTP request. */
  requestId: string | null;
  /** What the answer does to the browser's session cookie (sign-in sets it, sign-out clears it). */
  sessionCookie: SessionCookie;
}

/**
 * A protected procedure's context: the same reads, but the viewer is never null. The session (or API token) check
 * still rides in front of the procedure's first read, so the check and the rows it guards are one database request;
 * a token that finds no viewer is refused (401) there, before the procedure sees any row. A procedure that never
 * reads is checked after it, by the middleware, before its answer leaves.
 */
export interface SignedInContext extends Context {
  viewer(): Promise<Viewer>;
  read(statements: Query[], mode?: 'read' | 'write'): Promise<{ viewer: Viewer; user: UserRow; results: Row[][] }>;
}
