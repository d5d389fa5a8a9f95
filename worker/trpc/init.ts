// tRPC setup in three parts: context (with the lazy, batched session check), initialisation with the error formatter,
// and the two procedure kinds.
import { initTRPC, TRPCError } from '@trpc/server';
import { sql, type SQL } from 'drizzle-orm';
import { runBatch, type Query, type Row } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema';
import type { SessionCache } from '../auth/session-cache';
import { type SessionRefusal, type Viewer, isDueForRenewal, renewSession, sessionSql, viewerFromRows, viewerIdSql } from '../data/sessions';
import type { EngineEnv } from '../ai/engine/env';
import { DomainError, unauthorized, type ErrorExtras } from '../errors';
import { apiTokenScope, apiTokenSql, apiTokenUserIdSql, apiTokenViewerFromRows, lastUseIsStale, touchApiTokenSql } from '../data/api-tokens';
import { inBackground } from '../platform/background';
import { SessionCookie } from '../platform/session-cookie';
import { TOKEN_MESSAGES, type TokenScope } from '../../src/shared/api-tokens';
import { errorExtras, errorFields, errorTypeFor, publicMessage, rangeOf, toTRPCError, type ApiFieldError } from './errors';
import { assertKnownFields } from './known-fields';

// 1. Context ------------------------------------------------------------------------------------

/** What every request builds on: the engine's deps (db, media, providers, config, clock, read cache), sessions, the caller's address. */
interface RequestDeps extends EngineEnv {
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

export interface ContextSource extends RequestDeps {
  /** The raw token, if the request carried one (bearer, else the session cookie). */
  token: string | null;
  requestId?: string | null;
  /** The session cookie's state when the token came from it (worker/platform/session-cookie.ts). */
  sessionCookie?: SessionCookie;
}

/** Builds the request context; nothing touches the database until a procedure asks for the viewer or reads. */
export async function createContext(source: ContextSource): Promise<Context> {
  const { token } = source;
  const sessionId = token ? source.sessions.sessionIdOf(token) : null;
  const tokenScope = token ? apiTokenScope(token) : null;
  const now = source.clock.now();
  let known: Promise<Viewer | null> | undefined = sessionId ? undefined : Promise.resolve(null);
  // API tokens are never cached: a revoked one is refused at once on every instance (its check rides in the read's batch).
  const cached = sessionId && !tokenScope ? source.sessions.get(sessionId, now) : undefined;
  if (cached) known = Promise.resolve(cached);
  const credentialSql = () => (tokenScope ? apiTokenSql(sessionId!) : sessionSql(sessionId!, now));
  const viewerOf = (rows: Row[]) => (tokenScope ? apiTokenViewerFromRows(rows, now) : viewerFromRows(rows, now));

  // A session in its second half is extended (rarely: once per half-life); the cache keeps the extended expiry. An API
  // token's use is recorded at most once an hour, after the answer (never a trip of the request's own).
  const settle = async (found: Viewer | SessionRefusal): Promise<Viewer | null> => {
    if (typeof found === 'string') {
      context.refusal = found;
      return null;
    }
    const viewer = found;
    if (!sessionId) return viewer;
    if (viewer.apiToken) {
      if (lastUseIsStale(viewer.apiToken.lastUsedAt, now)) inBackground(runBatch(source.db, [touchApiTokenSql(viewer.apiToken.id, now)], 'write'));
      return viewer;
    }
    const settled = isDueForRenewal(viewer.session, now) ? { ...viewer, session: await renewSession(source.db, viewer.session, now) } : viewer;
    source.sessions.put(sessionId, settled);
    return settled;
  };

  // Every context has this one shape (no spread of the deps): the procedures' reads of it stay monomorphic.
  const context: Context = {
    db: source.db,
    media: source.media,
    ai: source.ai,
    config: source.config,
    clock: source.clock,
    cache: source.cache,
    sessions: source.sessions,
    ip: source.ip,
    sessionId,
    tokenScope,
    viewer() {
      known ??= runBatch(source.db, [credentialSql()], 'read').then(([result]) => settle(viewerOf(result!.rows)));
      return known;
    },
    async read(statements, mode = 'read') {
      if (known) {
        const [viewer, results] = await Promise.all([known, runBatch(source.db, statements, mode)]);
        return { viewer, results: results.map((result) => result.rows) };
      }
      const pending = runBatch(source.db, [credentialSql(), ...statements], mode);
      known = pending.then(([session]) => settle(viewerOf(session!.rows)));
      const [results, viewer] = await Promise.all([pending, known]);
      return { viewer, results: results.slice(1).map((result) => result.rows) };
    },
    viewerIdSql() {
      if (cached) return sql`${cached.user.id}`;
      return tokenScope ? apiTokenUserIdSql(sessionId!, now) : viewerIdSql(sessionId, now);
    },
    knownViewerId: cached?.user.id ?? null,
    refusal: null,
    requestId: source.requestId ?? null,
    sessionCookie: source.sessionCookie ?? new SessionCookie(null),
  };
  return context;
}

// 2. Initialisation -----------------------------------------------------------------------------

export interface ProcedureMeta {
  /** The mutation changes nothing a read shows (a read record), so it leaves the read cache alone. */
  keepsReads?: boolean;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error, ctx }) {
    const errors = errorFields(error.cause);
    // tRPC's own `code` stays; a provider's code (E005) travels as `providerCode` (REST bodies call it `code`).
    const { code: providerCode, ...extras }: ErrorExtras = errorExtras(error.cause) ?? {};
    const data: typeof shape.data & Omit<ErrorExtras, 'code'> & { providerCode?: string; errors?: ApiFieldError[]; requestId?: string } = {
      ...shape.data,
      errorType: errorTypeFor(error),
      ...rangeOf(error.cause),
      ...extras,
      ...(ctx?.requestId ? { requestId: ctx.requestId } : {}),
      ...(providerCode ? { providerCode } : {}),
      errors,
      stack: undefined,
    };
    return { ...shape, message: publicMessage(error, errors?.[0]?.message ?? shape.message), data };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. Procedures ---------------------------------------------------------------------------------

/**
 * Around every procedure, as one middleware (each one costs tRPC two copies of its options and an async step), with
 * `signedInOnly` for protected procedures:
 * - A request without a token to a signed-in call is refused before any database work.
 * - A `read` API token may not write: every mutation (public ones too: register, read records) is refused before its
 *   input or any database work. The token is still checked first (one read), so a revoked or expired one is a 401.
 * - A domain error thrown below becomes the tRPC error of its code (mapped once, in errors.ts), and a successful
 *   mutation clears the read cache, since it may change what public reads show, unless marked `keepsReads`.
 */
const around = (signedInOnly: boolean) =>
  t.middleware(async ({ ctx, type, path, meta, getRawInput, next }) => {
    if (type === 'mutation' && ctx.tokenScope === 'read') {
      throw toTRPCError((await ctx.viewer()) ? new DomainError('FORBIDDEN', TOKEN_MESSAGES.readOnly, { extras: { errorType: 'read_only_token' } }) : refused(ctx));
    }
    if (signedInOnly && !ctx.sessionId) throw toTRPCError(refused(ctx));
    // A field the procedure does not take, at any depth, is a 400 naming it (a typo never quietly becomes a default).
    const input = procedureInputs.get(path);
    if (input) {
      try {
        assertKnownFields(await getRawInput(), input);
      } catch (error) {
        throw toTRPCError(error);
      }
    }
    const result = await next();
    if (!result.ok) {
      return result.error.cause instanceof DomainError ? { ...result, error: toTRPCError(result.error.cause) as TRPCError } : result;
    }
    if (type === 'mutation' && !meta?.keepsReads) ctx.cache.invalidate();
    return result;
  });

export const publicProcedure = t.procedure.use(around(false));

/** Each procedure's zod input by path, filled in once by the root router, so the middleware can name unknown fields. */
const procedureInputs = new Map<string, import('zod').ZodType>();
export function rememberInputs(procedures: Record<string, unknown>): void {
  for (const [path, procedure] of Object.entries(procedures)) {
    const input = (procedure as { _def?: { inputs?: import('zod').ZodType[] } })._def?.inputs?.[0];
    if (input) procedureInputs.set(path, input);
  }
}

/**
 * Signed-in calls: refused without a token (above); with one, the procedure checks the session with
 * `signedIn(ctx, statements)`, in the same database request as the rows it guards (the story to change, the scene and
 * its story): one request before the work, and the work's writes in one more.
 */
export const protectedProcedure = t.procedure.use(around(true));

/** The viewer and the rows of `statements` in one request (none when the session cache knows the viewer and there are no statements); 401 when the session is not valid. */
export async function signedIn(
  ctx: Context,
  statements: Query[] = [],
): Promise<{ user: UserRow; session: SessionRow; apiToken: Viewer['apiToken']; results: Row[][] }> {
  const { viewer, results } = statements.length ? await ctx.read(statements) : { viewer: await ctx.viewer(), results: [] };
  if (!viewer) throw refused(ctx);
  return { user: viewer.user, session: viewer.session, apiToken: viewer.apiToken, results };
}

/** The 401 for a request without a viewer: no token, an expired one, or one that is no token at all. */
export function refused(ctx: Context): DomainError {
  return unauthorized(ctx.sessionId ? (ctx.refusal ?? 'token_invalid') : 'auth_required', ctx.tokenScope !== null);
}
