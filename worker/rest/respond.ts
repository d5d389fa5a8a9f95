// Runs one tRPC procedure for a REST route and answers in the API's JSON shape. This is the only place REST touches procedures.
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codedError } from '../errors';
import { nestedDeeperThan } from '../../src/shared/validation';
import { MAX_INPUT_DEPTH } from '../platform/request-guards';
import { withRequestId } from '../platform/request-id';
import { toApiError } from '../trpc/errors';
import type { MessageCode } from '../../src/shared/messages';
import { createCaller } from '../trpc/router';
import { BODY_KEY } from './routes';
import { assertKnownFields, assertKnownKeys } from '../trpc/known-fields';
import type { z } from 'zod';
import type { Context } from '../trpc/init';

export type Caller = ReturnType<typeof createCaller>;
export type ContextFor = (c: HonoContext) => Promise<Context>;

export async function respond<T>(
  c: HonoContext,
  contextFor: ContextFor,
  call: (caller: Caller) => Promise<T>,
  status: ContentfulStatusCode | ((result: T) => ContentfulStatusCode) = 200,
  query: readonly string[] = [],
) {
  try {
    // A query parameter the call does not take is refused like an unknown body field, before the procedure runs.
    if (c.req.url.includes('?')) assertKnownKeys(c.req.query(), query);
    const caller = createCaller(await contextFor(c));
    const result = await call(caller);
    return c.json(result as object, typeof status === 'function' ? status(result) : status);
  } catch (error) {
    return errorResponse(c, error);
  }
}

/** Any error as the API's answer: its status and `{ success: false, message, errors? }`; internal ones logged and hidden. */
export function errorResponse(c: HonoContext, error: unknown) {
  const { status, body } = toApiError(error);
  const errors = body.errors?.map((fieldError) => ({
    ...withBodyParams(fieldError),
    field: bodyField(fieldError.field),
  }));
  const headers = body.retryAfterSeconds !== undefined ? { 'Retry-After': String(body.retryAfterSeconds) } : undefined;
  return c.json(
    withRequestId(c, { ...withBodyParams(body), ...(errors ? { errors } : {}) }),
    status as ContentfulStatusCode,
    headers,
  );
}

/** The field a message's parameters name (invalid_field's) is the body's too. */
function withBodyParams<T extends { params?: Record<string, unknown> }>(coded: T): T {
  const field = coded.params?.field;
  return typeof field === 'string' ? { ...coded, params: { ...coded.params, field: bodyField(field) } } : coded;
}

/** REST answers name a field as the request body does (`title`), not by its place in the procedure input (`changes.title`). */
function bodyField(field: string): string {
  return field.startsWith(`${BODY_KEY}.`) ? field.slice(BODY_KEY.length + 1) : field;
}

/** 202 Accepted for a picture call whose job is still running (`pending: true`), else 200. */
export const acceptedWhenPending = (result: unknown): ContentfulStatusCode =>
  (result as { pending?: boolean })?.pending ? 202 : 200;

const JSON_TYPE = /^application\/([\w.+-]+\+)?json$/i;

const BODY_MESSAGES = {
  type: 'body_not_json',
  syntax: 'body_invalid_json',
  object: 'body_not_object',
} as const satisfies Record<string, MessageCode>;

/**
 * The request's JSON object. Anything else (no body, invalid JSON, `null`, a number, a list, form data, XML, bytes, absurd
 * nesting) is a 400 thrown before any procedure runs, so a bad body changes nothing. A request without a Content-Type is
 * read as JSON. Calls that take no payload never read the body, so they accept an empty one.
 */
export async function jsonBody(c: HonoContext, accepted?: z.ZodType): Promise<Record<string, any>> {
  const type = c.req.header('content-type')?.split(';', 1)[0]!.trim();
  if (type && !JSON_TYPE.test(type)) throw badBody(BODY_MESSAGES.type);
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badBody(text.trim() ? BODY_MESSAGES.syntax : BODY_MESSAGES.object);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badBody(BODY_MESSAGES.object);
  if (nestedDeeperThan(body, MAX_INPUT_DEPTH))
    throw codedError('BAD_REQUEST', 'input_too_deep', undefined, { extras: { errorType: 'invalid_body' } });
  if (accepted) assertKnownFields(body, accepted);
  return body as Record<string, any>;
}

// Thrown out of the route, the app's error handler answers it like any procedure error (toApiError).
const badBody = (messageCode: MessageCode) =>
  codedError('BAD_REQUEST', messageCode, undefined, { extras: { errorType: 'invalid_body' } });
