// tRPC setup in three parts: context, initialisation with the error formatter, and the two procedure kinds.
import { initTRPC, TRPCError } from '@trpc/server';
import type { Database } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema';
import { validateSessionToken } from '../auth/session';
import type { AiProviders } from '../ai/types';
import type { AppConfig } from '../deps';
import type { Clock } from '../platform/ids';
import type { MediaStore } from '../platform/media';
import type { ReadCache } from '../platform/read-cache';
import { errorExtras, errorFields, publicMessage } from './errors';

// 1. Context ------------------------------------------------------------------------------------

export interface Context {
  db: Database;
  media: MediaStore;
  ai: AiProviders;
  config: AppConfig;
  clock: Clock;
  cache: ReadCache;
  ip: string | null;
  session: SessionRow | null;
  user: UserRow | null;
}

export interface ContextSource {
  db: Database;
  media: MediaStore;
  ai: AiProviders;
  config: AppConfig;
  clock: Clock;
  cache: ReadCache;
  ip: string | null;
  /** The raw bearer token, if the request carried one. */
  token: string | null;
}

export function bearerToken(header: string | null | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
}

/** Resolves the session from the token; tests call this directly and hand the result to createCaller. */
export async function createContext(source: ContextSource): Promise<Context> {
  const { token, ...rest } = source;
  const auth = token ? await validateSessionToken(source.db, token, source.clock.now()) : { session: null, user: null };
  return { ...rest, session: auth.session, user: auth.user };
}

// 2. Initialisation -----------------------------------------------------------------------------

export interface ProcedureMeta {
  /** The mutation changes nothing a read shows (a read record), so it leaves the read cache alone. */
  keepsReads?: boolean;
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  errorFormatter({ shape, error }) {
    const errors = errorFields(error.cause);
    return {
      ...shape,
      message: publicMessage(error, errors?.[0]?.message ?? shape.message),
      data: { ...shape.data, ...errorExtras(error.cause), errors, stack: undefined },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

// 3. Procedures ---------------------------------------------------------------------------------

/** Any successful mutation may change what public reads show, so it clears the read cache, unless marked `keepsReads`. */
const invalidateReadsAfterMutations = t.middleware(async ({ ctx, type, meta, next }) => {
  const result = await next();
  if (type === 'mutation' && result.ok && !meta?.keepsReads) ctx.cache.invalidate();
  return result;
});

export const publicProcedure = t.procedure.use(invalidateReadsAfterMutations);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export function isAdmin(config: AppConfig, user: Pick<UserRow, 'email'> | null): boolean {
  return Boolean(user && config.adminEmail && user.email === config.adminEmail.trim().toLowerCase());
}
