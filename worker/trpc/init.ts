// tRPC setup in three parts: context (with the lazy, batched session check), initialisation with the error formatter,
// and the two procedure kinds.
import { initTRPC, TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { runBatch, type Row } from '../../db/client';
import type { Context, RequestDeps, SignedInContext } from '../context';
import {
  type SessionRefusal,
  type Viewer,
  isDueForRenewal,
  renewSession,
  sessionSql,
  viewerFromRows,
  viewerIdSql,
} from '../data/sessions';
import { codedError, DomainError, unauthorized, type ErrorExtras } from '../errors';
import {
  apiTokenScope,
  apiTokenSql,
  apiTokenUserIdSql,
  apiTokenViewerFromRows,
  lastUseIsStale,
  touchApiTokenSql,
} from '../data/api-tokens';
import { inBackground } from '../platform/background';
import { SessionCookie } from '../platform/session-cookie';
import {
  errorExtras,
  errorFields,
  errorTypeFor,
  messageCodeOf,
  publicMessage,
  rangeOf,
  toTRPCError,
  type ApiFieldError,
} from './errors';
import { assertKnownFields } from './known-fields';

// 1. Context ------------------------------------------------------------------------------------

export type { Context, SignedInContext } from '../context';

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
      if (lastUseIsStale(viewer.apiToken.lastUsedAt, now))
        inBackground(runBatch(source.db, [touchApiTokenSql(viewer.apiToken.id, now)], 'write'));
      return viewer;
    }
    const settled = isDueForRenewal(viewer.session, now)
      ? { ...viewer, session: await renewSession(source.db, viewer.session, now) }
      : viewer;
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

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const errors = errorFields(error.cause);
      // tRPC's own `code` stays; a provider's code (E005) travels as `providerCode` (REST bodies call it `code`).
      const { code: providerCode, ...extras }: ErrorExtras = errorExtras(error.cause) ?? {};
      const data: typeof shape.data &
        Omit<ErrorExtras, 'code'> & { providerCode?: string; errors?: ApiFieldError[]; requestId?: string } = {
        ...shape.data,
        errorType: errorTypeFor(error),
        ...messageCodeOf(error, errors),
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
      throw toTRPCError(
        (await ctx.viewer())
          ? codedError('FORBIDDEN', 'read_only_token', undefined, { extras: { errorType: 'read_only_token' } })
          : refused(ctx),
      );
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
      return result.error.cause instanceof DomainError
        ? { ...result, error: toTRPCError(result.error.cause) as TRPCError }
        : result;
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
 * Signed-in calls: refused without a token (above, before any database work); with one, the procedure is handed a
 * context whose viewer is never null. Its first read carries the session (or API token) check in front, so the check
 * and the rows it guards are one database request, and a token that finds no viewer is a 401 there. A procedure that
 * answered without reading anything is checked before its answer leaves.
 */
export const protectedProcedure = t.procedure.use(around(true)).use(async ({ ctx, next }) => {
  let checked = false;
  const signedIn = (viewer: Viewer | null): Viewer => {
    if (!viewer) throw refused(ctx);
    checked = true;
    return viewer;
  };
  const guarded: SignedInContext = {
    ...ctx,
    viewer: async () => signedIn(await ctx.viewer()),
    async read(statements, mode) {
      const { viewer, results } = await ctx.read(statements, mode);
      const found = signedIn(viewer);
      return { viewer: found, user: found.user, results };
    },
  };
  const result = await next({ ctx: guarded });
  if (result.ok && !checked) signedIn(await ctx.viewer());
  return result;
});

/** The 401 for a request without a viewer: no token, an expired one, or one that is no token at all. */
export function refused(ctx: Context): DomainError {
  return unauthorized(ctx.sessionId ? (ctx.refusal ?? 'token_invalid') : 'auth_required', ctx.tokenScope !== null);
}
