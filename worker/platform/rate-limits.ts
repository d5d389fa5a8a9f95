// Request budgets for everyone: every write (any method but GET, HEAD, OPTIONS) and every expensive read (a share card,
// an export) counts against the caller's budget of its kind, per token when the request carries one, else per address.
// Over budget is a 429 with `Retry-After` before any work is done. Counting never touches the database: on Workers it
// is the Rate Limiting binding, on Node a window in memory; both behind `RateLimiter`, which tests build with small budgets.
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { codedError } from '../errors';
import { codedMessage, type CodedMessage, type MessageCode } from '../../src/shared/messages';
import { errorResponse } from '../rest/respond';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { requestIdOf } from './request-id';
import { requestCredential } from './session-cookie';

/** What a budget counts: state-changing calls, or reads that cost real work (a picture drawn, an archive packed). */
export type BudgetKind = 'write' | 'expensive-read';

export interface Budget {
  /** Requests allowed per window and key. */
  limit: number;
  /** The window, in seconds (the Workers binding takes 10 or 60). */
  periodSeconds: number;
}

/**
 * The budgets: far above what a person in the editor or a well-behaved script does (a drag saves once when it ends, a
 * script waits for each answer), low enough that a loop cannot flood the database or the renderer. The Workers
 * binding's limits in wrangler.toml are the same figures.
 */
export const DEFAULT_BUDGETS: Record<BudgetKind, Budget> = {
  write: { limit: 600, periodSeconds: 60 },
  'expensive-read': { limit: 60, periodSeconds: 60 },
};

export type BudgetVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `kind` for `key` and says whether it fits the budget. */
  take(kind: BudgetKind, key: string): Promise<BudgetVerdict>;
}

/**
 * Node: a fixed window per key, in this process's memory (one process serves every request). Windows that ended are
 * swept as new ones open, so the map holds only the keys seen in the current window.
 */
export function memoryRateLimiter(
  budgets: Partial<Record<BudgetKind, Budget>> = {},
  now: () => number = Date.now,
): RateLimiter {
  const all = { ...DEFAULT_BUDGETS, ...budgets };
  const windows = new Map<string, { start: number; count: number }>();
  let swept = now();
  return {
    async take(kind, key) {
      const { limit, periodSeconds } = all[kind];
      const periodMs = periodSeconds * 1000;
      const at = now();
      if (at - swept > periodMs) {
        for (const [name, window] of windows)
          if (at - window.start >= all[name.slice(0, name.indexOf('|')) as BudgetKind].periodSeconds * 1000)
            windows.delete(name);
        swept = at;
      }
      const name = `${kind}|${key}`;
      let window = windows.get(name);
      if (!window || at - window.start >= periodMs) {
        window = { start: at, count: 0 };
        windows.set(name, window);
      }
      if (window.count >= limit)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + periodMs - at) / 1000)) };
      window.count += 1;
      return { ok: true };
    },
  };
}

/** A Workers Rate Limiting binding (`[[ratelimits]]` in wrangler.toml). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * Workers: one Rate Limiting binding per kind, counted by Cloudflare beside the isolate (no database, no subrequest).
 * The binding does not say when its window ends, so a refusal asks for a whole period.
 */
export function bindingRateLimiter(
  bindings: Record<BudgetKind, RateLimitBinding | undefined>,
  budgets: Record<BudgetKind, Budget> = DEFAULT_BUDGETS,
): RateLimiter {
  const fallback = memoryRateLimiter(budgets);
  return {
    async take(kind, key) {
      const binding = bindings[kind];
      // Without the binding (a deployment configured without it), this isolate's own window still bounds a loop.
      if (!binding) return fallback.take(kind, key);
      const { success } = await binding.limit({ key });
      return success ? { ok: true } : { ok: false, retryAfterSeconds: budgets[kind].periodSeconds };
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const MESSAGE_CODES: Record<BudgetKind, MessageCode> = {
  write: 'too_many_writes',
  'expensive-read': 'too_many_exports',
};

/** The key a request is counted under: its token (hashed, so the secret never leaves the request) or its address. */
function budgetKey(c: HonoContext, clientIp?: (c: HonoContext) => string | null): string {
  const { token } = requestCredential(c);
  if (token) return `token:${encodeBase64urlNoPadding(sha256(new TextEncoder().encode(token))).slice(0, 22)}`;
  return `ip:${clientIp?.(c) ?? 'unknown'}`;
}

/**
 * The budget middleware of one kind: `budget('expensive-read')` on a costly route, `budget('write')` on a whole tree
 * (it lets safe methods through). A refused request gets the API's error envelope: 429, `errorType: 'rate_limited'`,
 * `retryAfterSeconds`, the request id, and `Retry-After`.
 */
export function requestBudgets(limiter: RateLimiter, clientIp?: (c: HonoContext) => string | null) {
  return (kind: BudgetKind): MiddlewareHandler =>
    async (c, next) => {
      if (kind === 'write' ? SAFE_METHODS.has(c.req.method) : c.req.method === 'OPTIONS') return next();
      const verdict = await limiter.take(kind, budgetKey(c, clientIp));
      if (verdict.ok) return next();
      const seconds = verdict.retryAfterSeconds;
      const coded = codedMessage(MESSAGE_CODES[kind], { n: seconds });
      if (c.req.path.startsWith('/trpc/')) return trpcRefusal(c, coded, seconds);
      return errorResponse(
        c,
        codedError('TOO_MANY_REQUESTS', coded.messageCode, coded.params, {
          extras: { errorType: 'rate_limited', retryAfterSeconds: seconds },
        }),
      );
    };
}

/** The refusal in tRPC's error shape (one per call of a batch), so a tRPC client reads it as it reads a procedure's 429. */
function trpcRefusal(c: HonoContext, { message, messageCode, params }: CodedMessage, retryAfterSeconds: number) {
  const requestId = requestIdOf(c);
  const shape = (path: string) => ({
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY.TOO_MANY_REQUESTS,
      data: {
        code: 'TOO_MANY_REQUESTS',
        httpStatus: 429,
        path,
        errorType: 'rate_limited',
        messageCode,
        params,
        retryAfterSeconds,
        ...(requestId ? { requestId } : {}),
      },
    },
  });
  const calls = c.req.path.slice('/trpc/'.length).split(',');
  return c.json(c.req.query('batch') === '1' ? calls.map(shape) : shape(calls[0]!), 429, {
    'Retry-After': String(retryAfterSeconds),
  });
}
