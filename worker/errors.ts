// The domain error: what data, auth, AI and platform modules throw (never TRPCError); worker/trpc/errors.ts maps it to
// tRPC and HTTP once.
import type { ErrorType } from '../src/shared/errors';
import { MESSAGES, codedMessage, type MessageCode, type MessageParams } from '../src/shared/messages';

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

/** Extra answer fields the client reads, in tRPC `data` and REST bodies; typed end to end. */
export interface ErrorExtras {
  errorType?: ErrorType;
  /** Which refusal this is, for a client to say it in its reader's language (src/shared/messages.ts). */
  messageCode?: MessageCode;
  /** The values its message names (a limit, minutes to wait). */
  params?: MessageParams;
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

/** A domain error whose message is one of the coded messages: English from the code, code and parameters beside it. */
export function codedError(
  code: DomainErrorCode,
  messageCode: MessageCode,
  params?: MessageParams,
  options: DomainErrorOptions = {},
): DomainError {
  const coded = codedMessage(messageCode, params);
  return new DomainError(code, coded.message, {
    ...options,
    extras: { ...options.extras, messageCode, ...(coded.params ? { params: coded.params } : {}) },
  });
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const badRequest = (message: string) => new DomainError('BAD_REQUEST', message);

export const STORY_NOT_FOUND = 'Story not found';
export const SCENE_NOT_FOUND = 'Scene not found';
export const NOT_YOURS = MESSAGES.not_yours;
export const AUTH_REQUIRED = 'Authentication required';
export const TOKEN_EXPIRED = 'Your session has expired. Please sign in again.';
export const API_TOKEN_EXPIRED = 'This API token has expired. Create a new one in Profile & Settings.';
/** A token that is no session or API token at all: never issued, signed out, revoked or mistyped. */
export const TOKEN_INVALID =
  'This token is not valid (signed out, revoked or mistyped). Sign in again or use another API token.';

/** The 401 of a call that needs a signed-in caller: no token, an expired one, or one that is no token at all. */
export function unauthorized(why: 'auth_required' | 'token_expired' | 'token_invalid', apiToken = false): DomainError {
  const expired = apiToken ? 'api_token_expired' : 'session_expired';
  const messageCode = why === 'token_expired' ? expired : why;
  return codedError('UNAUTHORIZED', messageCode, undefined, { extras: { errorType: why } });
}
