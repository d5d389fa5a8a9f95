// What kind of failure an answer is (`errorType`, in tRPC `data` and REST bodies), shared by the server that sends it
// and the client that reads it; docs/api.md lists them. The particular refusal and its parameters travel beside it as
// `messageCode` and `params` (src/shared/messages.ts).
import type { AiErrorType } from './ai-errors';

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
  rate_limit: true,
  quota_exceeded: true,
  duplicate_prompt: true,
  provider_rate_limit: true,
  service_quota: true,
  timeout: true,
  bad_response: true,
  generation_failed: true,
  validation_error: true,
  invalid_body: true,
  not_found: true,
  route_not_found: true,
  method_not_allowed: true,
  forbidden: true,
  read_only_token: true,
  conflict: true,
  payload_too_large: true,
  rate_limited: true,
  upstream_error: true,
  internal_error: true,
  auth_required: true,
  token_expired: true,
  token_invalid: true,
  invalid_credentials: true,
  too_many_attempts: true,
  unknown_field: true,
  idempotency_key_invalid: true,
  idempotency_key_reused: true,
  idempotency_key_in_progress: true,
  cross_site_request: true,
} satisfies Record<ErrorType, true>;
export const ERROR_TYPES = Object.keys(ERROR_TYPE_SET) as ErrorType[];
