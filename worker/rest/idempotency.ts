// Idempotency-Key on creating calls: a retry with the same key and request replays the first answer instead
// of doing the work again. A route opts in with one line: `.post('/', idempotent(contextFor), handler)`.
import { sql } from 'drizzle-orm';
import { requestIdOf } from '../platform/request-id';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { runBatch } from '../../db/client';
import { codedError, type DomainErrorCode } from '../errors';
import { MESSAGES, type MessageCode } from '../../src/shared/messages';
import type { ErrorType } from '../../src/shared/errors';
import { errorResponse, type ContextFor } from './respond';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key's answer is replayed; older rows are ignored and deleted by the next claim. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: MESSAGES.idempotency_key_invalid,
  reused: MESSAGES.idempotency_key_reused,
  inProgress: MESSAGES.idempotency_key_in_progress,
  secretSpent: MESSAGES.idempotency_key_spent,
} as const;

export interface IdempotencyOptions {
  /**
   * The answer holds a secret shown once (an API token): it is never stored, so a retry under the key, once the first
   * has answered, is a 409 instead of a replay (the creation still happens only once).
   */
  secret?: boolean | ((c: HonoContext) => boolean);
}

const KEY = /^[\x20-\x7e]{1,255}$/;
/** The answer's headers a replay repeats (the body's type and where a created thing lives). */
const REPLAYED_HEADERS = ['content-type', 'location'];

/**
 * The middleware. Without the header it only calls the route (no database work). With one, a single write batch —
 * with the session check in front, whose viewer the route then reuses — deletes expired keys and claims this one with
 * INSERT … ON CONFLICT DO NOTHING, so of two racing requests exactly one runs. After a 2xx answer one more statement
 * stores it; after a failure the claim is dropped, so the client may fix the request and retry with the same key.
 */
export function idempotent(contextFor: ContextFor, options: IdempotencyOptions = {}): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY.test(key)) return refuse(c, 'BAD_REQUEST', 'idempotency_key_invalid', 'idempotency_key_invalid');
    const ctx = await contextFor(c);
    // Keys belong to a user: without a token the route answers its own 401, with a read-only API token its own 403.
    if (!ctx.sessionId || ctx.tokenScope === 'read') return next();
    const hash = await requestHash(c);
    const now = ctx.clock.now().getTime();
    const userId = ctx.viewerIdSql();
    const { viewer, results } = await ctx.read(
      [
        sql`delete from idempotency_keys where created_at <= ${now - IDEMPOTENCY_WINDOW_MS}`,
        sql`insert into idempotency_keys (user_id, key, request_hash, created_at)
            select ${userId}, ${key}, ${hash}, ${now} where ${userId} is not null
            on conflict do nothing returning user_id`,
        sql`select request_hash, status, headers, body from idempotency_keys where user_id = ${userId} and key = ${key}`,
      ],
      'write',
    );
    if (!viewer) return next();
    const [, claimed, existing] = results;
    if (!claimed!.length) {
      const row = existing![0];
      if (row && row.request_hash !== hash)
        return refuse(c, 'CONFLICT', 'idempotency_key_reused', 'idempotency_key_reused');
      if (row?.status == null)
        return refuse(c, 'CONFLICT', 'idempotency_key_in_progress', 'idempotency_key_in_progress');
      if (row.body == null) return refuse(c, 'CONFLICT', 'idempotency_key_spent', 'idempotency_key_reused');
      const headers = JSON.parse(String(row.headers ?? '{}')) as Record<string, string>;
      return new Response(String(row.body ?? ''), {
        status: Number(row.status),
        headers: { ...headers, 'Idempotent-Replayed': 'true' },
      });
    }

    const owner = viewer.user.id;
    let answer: Response | undefined;
    try {
      await next();
      answer = c.res;
    } finally {
      try {
        if (answer && answer.status >= 200 && answer.status < 300) {
          const headers = Object.fromEntries(
            REPLAYED_HEADERS.flatMap((name) => (answer!.headers.has(name) ? [[name, answer!.headers.get(name)!]] : [])),
          );
          const secret = typeof options.secret === 'function' ? options.secret(c) : options.secret;
          const body = secret ? null : await answer.clone().text();
          await runBatch(
            ctx.db,
            [
              sql`update idempotency_keys set status = ${answer.status}, headers = ${JSON.stringify(headers)}, body = ${body} where user_id = ${owner} and key = ${key}`,
            ],
            'write',
          );
        } else {
          await runBatch(
            ctx.db,
            [sql`delete from idempotency_keys where user_id = ${owner} and key = ${key} and status is null`],
            'write',
          );
        }
      } catch (error) {
        // The work is done and its answer goes out; a retry finds the key "still running" rather than creating twice.
        console.error(error);
      }
    }
  };
  return Object.assign(middleware, { idempotent: true as const });
}

/** Whether a route handler (as `app.routes` lists it) is this middleware, for the OpenAPI document. */
export const isIdempotent = (handler: unknown): boolean =>
  (handler as { idempotent?: boolean } | undefined)?.idempotent === true;

/**
 * hex SHA-256 of the method, the path with its query, and the body. A JSON body is hashed as the value it parses to
 * (keys sorted, spacing gone), so a retry that serialises the same object differently is the same request. A multipart
 * body is hashed by its fields and files (names, types and bytes), since a retried upload is sent with a new boundary.
 */
async function requestHash(c: HonoContext): Promise<string> {
  const url = new URL(c.req.url);
  const type = c.req.header('content-type') ?? '';
  const raw =
    c.req.method === 'GET' || c.req.method === 'HEAD' ? new ArrayBuffer(0) : await c.req.raw.clone().arrayBuffer();
  const parts: (string | Uint8Array)[] = [`${c.req.method} ${url.pathname}${url.search}\n`];
  const form = /^multipart\/form-data/i.test(type)
    ? await new Response(raw, { headers: { 'content-type': type } }).formData().catch(() => null)
    : null;
  if (form) {
    for (const [name, value] of form) {
      if (typeof value === 'string') parts.push(`${name.length}:${name}=${value.length}:${value}\n`);
      else
        parts.push(
          `${name.length}:${name}=file ${value.name.length}:${value.name} ${value.type} ${value.size}\n`,
          new Uint8Array(await value.arrayBuffer()),
        );
    }
  } else {
    const json = /^multipart\//i.test(type) ? undefined : parsedJson(raw);
    parts.push(json === undefined ? new Uint8Array(raw) : canonicalJson(json));
  }
  const encoder = new TextEncoder();
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const all = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function parsedJson(raw: ArrayBuffer): unknown {
  if (!raw.byteLength) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return undefined;
  }
}

/** JSON text of a parsed value with every object's keys in order: one text per value, whatever the sender's order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The refusal in the caller's protocol: the API's error body under /api, tRPC's error shape under /trpc. */
function refuse(c: HonoContext, code: DomainErrorCode, messageCode: MessageCode, errorType: ErrorType) {
  const message = MESSAGES[messageCode];
  const error = codedError(code, messageCode, undefined, { extras: { errorType } });
  if (!c.req.path.startsWith('/trpc/')) return errorResponse(c, error);
  const status = code === 'CONFLICT' ? 409 : 400;
  const calls = c.req.path.slice('/trpc/'.length).split(',');
  const shape = (path: string) => ({
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY[code as 'CONFLICT' | 'BAD_REQUEST'],
      data: {
        code,
        httpStatus: status,
        path,
        errorType,
        messageCode,
        ...(requestIdOf(c) ? { requestId: requestIdOf(c) } : {}),
      },
    },
  });
  const batched = c.req.query('batch') === '1';
  return c.json(batched ? calls.map(shape) : shape(calls[0]!), status as ContentfulStatusCode);
}
