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
  /** No token was sent. */
  | 'auth_required'
  /** The token was a session once, but its time is over: sign in again. */
  | 'token_expired'
  /** The token is no session (never was, signed out, or its account deactivated). */
  | 'token_invalid'
  /** Too many sign-in or password attempts. */
  | 'too_many_attempts'
  /** A body field no call of this path takes. */
  | 'unknown_field';

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

/** The 401 of a call that needs a signed-in caller: no token, an expired one, or one that is no token at all. */
export function unauthorized(why: 'auth_required' | 'token_expired' | 'token_invalid', apiToken = false): DomainError {
  const expired = apiToken ? API_TOKEN_EXPIRED : TOKEN_EXPIRED;
  return new DomainError('UNAUTHORIZED', why === 'token_expired' ? expired : AUTH_REQUIRED, { extras: { errorType: why } });
}
