// The domain error: what data, auth, AI and platform modules throw (never TRPCError); worker/trpc/errors.ts maps it to
// tRPC and HTTP once.
import type { ErrorType } from '../src/shared/errors';
import { codedMessage, type MessageCode, type MessageParams } from '../src/shared/messages';

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

/**
 * A refusal always names its message code (src/shared/messages.ts): its English (the answer's `message`, for scripts)
 * is the code's with the parameters filled in, and the client says it in the reader's language by the code. There is
 * no way to throw one with English alone.
 */
export class DomainError extends Error {
  readonly field?: string;
  readonly extras: ErrorExtras & { messageCode: MessageCode };

  constructor(
    readonly code: DomainErrorCode,
    messageCode: MessageCode,
    params?: MessageParams,
    options: DomainErrorOptions = {},
  ) {
    const coded = codedMessage(messageCode, params);
    super(coded.message);
    this.name = 'DomainError';
    this.field = options.field;
    this.extras = { ...options.extras, messageCode, ...(coded.params ? { params: coded.params } : {}) };
  }
}

/** A refusal by its code and parameters (the same as `new DomainError`). */
export function codedError(
  code: DomainErrorCode,
  messageCode: MessageCode,
  params?: MessageParams,
  options: DomainErrorOptions = {},
): DomainError {
  return new DomainError(code, messageCode, params, options);
}

export const notFound = (messageCode: MessageCode, params?: MessageParams) =>
  new DomainError('NOT_FOUND', messageCode, params);

/** The 401 of a call that needs a signed-in caller: no token, an expired one, or one that is no token at all. */
export function unauthorized(why: 'auth_required' | 'token_expired' | 'token_invalid', apiToken = false): DomainError {
  const expired = apiToken ? 'api_token_expired' : 'session_expired';
  const messageCode = why === 'token_expired' ? expired : why;
  return codedError('UNAUTHORIZED', messageCode, undefined, { extras: { errorType: why } });
}
