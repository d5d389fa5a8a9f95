// The domain error: what data, auth, AI and platform modules throw (never TRPCError); worker/trpc/errors.ts maps it to
// tRPC and HTTP once.
import type { AiErrorType } from '../src/shared/ai-errors';

export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT';

/** Every `errorType` an answer may carry: the AI catalogue's, the sign-in's and the API's own. */
export type ErrorType =
  | AiErrorType
  /** A field's value is wrong (its message and `errors` say which); the default for a 400. */
  | 'validation_error'
  /** The body, query or input could not be read at all (not JSON, not an object, nested absurdly deep). */
  | 'invalid_body'
  /** No such thing, or not one the caller may see (a draft of someone else's is not found either). */
  | 'not_found'
  /** No route takes this path. */
  | 'route_not_found'
  /** The path exists, but not with this method (the `Allow` header lists the ones it takes). */
  | 'method_not_allowed'
  /** Signed in, but not allowed to do this (another author's story). */
  | 'forbidden'
  /** A read-only API token asked to write. */
  | 'read_only_token'
  /** The request clashes with what is stored (a taken name, a story being changed by another call). */
  | 'conflict'
  /** The body is larger than the call takes. */
  | 'payload_too_large'
  /** Too many requests of this kind; wait `retryAfterSeconds`. */
  | 'rate_limited'
  /** The AI provider failed or is unreachable. */
  | 'upstream_error'
  /** Something failed on the server; the request id helps find it in the logs. */
  | 'internal_error'
  /** No token was sent. */
  | 'auth_required'
  /** The token was a session once, but its time is over: sign in again. */
  | 'token_expired'
  /** The token is no session (never was, signed out, or its account deactivated). */
  | 'token_invalid'
  /** A sign-in with an email and password that do not match an account. */
  | 'invalid_credentials'
  /** Too many sign-in or password attempts. */
  | 'too_many_attempts'
  /** A body field no call of this path takes. */
  | 'unknown_field'
  /** An Idempotency-Key that is not 1–255 printable ASCII characters. */
  | 'idempotency_key_invalid'
  /** An Idempotency-Key already used (within 24 hours) for another request: another method, path or body. */
  | 'idempotency_key_reused'
  /** An Idempotency-Key whose first request has not answered yet. */
  | 'idempotency_key_in_progress'
  /** A write signed in by the session cookie that did not come from the app's own pages. */
  | 'cross_site_request';

/** Every error type at run time (the OpenAPI document's enum); a missing or unknown one fails to compile. */
const ERROR_TYPE_SET = {
  rate_limit: true, quota_exceeded: true, duplicate_prompt: true, provider_rate_limit: true, service_quota: true, timeout: true,
  bad_response: true, generation_failed: true, validation_error: true, invalid_body: true, not_found: true, route_not_found: true,
  method_not_allowed: true, forbidden: true, read_only_token: true, conflict: true, payload_too_large: true, rate_limited: true,
  upstream_error: true, internal_error: true, auth_required: true, token_expired: true, token_invalid: true, invalid_credentials: true,
  too_many_attempts: true, unknown_field: true, idempotency_key_invalid: true, idempotency_key_reused: true, idempotency_key_in_progress: true,
  cross_site_request: true,
} satisfies Record<ErrorType, true>;
export const ERROR_TYPES = Object.keys(ERROR_TYPE_SET) as ErrorType[];

/** Extra answer fields the client reads, in tRPC `data` and REST bodies; typed end to end. */
export interface ErrorExtras {
  errorType?: ErrorType;
  /** On every 429 (with a `Retry-After` header of the same seconds). */
  retryAfterSeconds?: number;
  /** The scene pace limit's wait (the spec's name for it), in seconds. */
  timeRemaining?: number;
  maxPerHour?: number;
  /** When the hourly scene allowance frees a slot (ISO time). */
  resetTime?: string;
  /** The provider's code (E005: content flagged as sensitive). */
  code?: string;
  details?: string;
  suggestion?: string;
  debug?: { type: string };
  /** The largest value a limit takes (a page's `limit`). */
  maximum?: number;
  /** The smallest value it takes. */
  minimum?: number;
}

export interface DomainErrorOptions {
  /** The input field the message is about, for `errors: [{ field, message }]`. */
  field?: string;
  /** Extra answer fields the client reads (errorType, timeRemaining, details...), in tRPC `data` and REST bodies. */
  extras?: ErrorExtras;
}

export class DomainError extends Error {
  readonly field?: string;
  readonly extras?: ErrorExtras;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.field = options.field;
    this.extras = options.extras;
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const badRequest = (message: string) => new DomainError('BAD_REQUEST', message);

export const STORY_NOT_FOUND = 'Story not found';
export const SCENE_NOT_FOUND = 'Scene not found';
export const NOT_YOURS = 'You do not have permission to modify this story';
export const AUTH_REQUIRED = 'Authentication required';
export const TOKEN_EXPIRED = 'Your session has expired. Please sign in again.';
export const API_TOKEN_EXPIRED = 'This API token has expired. Create a new one in Profile & Settings.';
/** A token that is no session or API token at all: never issued, signed out, revoked or mistyped. */
export const TOKEN_INVALID = 'This token is not valid (signed out, revoked or mistyped). Sign in again or use another API token.';

/** The 401 of a call that needs a signed-in caller: no token, an expired one, or one that is no token at all. */
export function unauthorized(why: 'auth_required' | 'token_expired' | 'token_invalid', apiToken = false): DomainError {
  const expired = apiToken ? API_TOKEN_EXPIRED : TOKEN_EXPIRED;
  const message = why === 'token_expired' ? expired : why === 'token_invalid' ? TOKEN_INVALID : AUTH_REQUIRED;
  return new DomainError('UNAUTHORIZED', message, { extras: { errorType: why } });
}
