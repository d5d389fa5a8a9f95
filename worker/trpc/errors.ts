// How errors become tRPC errors and the API's `{ success: false, message, errors? }` with an HTTP status: the domain
// error (worker/errors.ts) is mapped here, once.
import { TRPCError } from '@trpc/server';
import { DomainError, type ErrorExtras } from '../errors';
import type { ErrorType } from '../../src/shared/errors';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { MESSAGES, type MessageCode, type MessageParams } from '../../src/shared/messages';
import { fieldErrors, type FieldError } from '../../src/shared/validation';

/** A field error as answers carry it: the field, its English, and its own `messageCode` and `params` when it has them. */
export type ApiFieldError = FieldError;

export function errorExtras(cause: unknown): ErrorExtras | undefined {
  return cause instanceof DomainError ? cause.extras : undefined;
}

export function errorFields(cause: unknown): FieldError[] | undefined {
  if (cause instanceof ZodError) return fieldErrors(cause);
  if (cause instanceof DomainError && cause.field) {
    const { messageCode, params } = cause.extras ?? {};
    return [
      {
        field: cause.field,
        message: cause.message,
        ...(messageCode ? { messageCode } : {}),
        ...(params ? { params } : {}),
      },
    ];
  }
  return undefined;
}

/**
 * The answer's message code and parameters: the domain error's, else its first field error's (a zod check's code),
 * else that of a refusal tRPC made itself (a body it could not read, a path with no procedure).
 */
export function messageCodeOf(
  error: TRPCError,
  errors: FieldError[] | undefined,
): { messageCode: MessageCode; params?: MessageParams } {
  const cause = error.cause;
  const coded = cause instanceof DomainError ? cause.extras : errors?.[0];
  if (coded?.messageCode) return { messageCode: coded.messageCode, ...(coded.params ? { params: coded.params } : {}) };
  if (error.code === 'INTERNAL_SERVER_ERROR') return { messageCode: 'internal_error' };
  if (cause instanceof SyntaxError) return { messageCode: 'body_invalid_json' };
  return { messageCode: 'invalid_request', params: { detail: error.message } };
}

/** What each kind of failure is called when nothing more particular named it: every error answer has an `errorType`. */
const ERROR_TYPE_BY_CODE: Partial<Record<TRPCError['code'], ErrorType>> = {
  BAD_REQUEST: 'validation_error',
  PARSE_ERROR: 'invalid_body',
  UNAUTHORIZED: 'auth_required',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  METHOD_NOT_SUPPORTED: 'method_not_allowed',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'invalid_body',
  TOO_MANY_REQUESTS: 'rate_limited',
  BAD_GATEWAY: 'upstream_error',
  SERVICE_UNAVAILABLE: 'upstream_error',
  GATEWAY_TIMEOUT: 'upstream_error',
};

export function errorTypeFor(error: TRPCError): ErrorType {
  return errorExtras(error.cause)?.errorType ?? ERROR_TYPE_BY_CODE[error.code] ?? 'internal_error';
}

/** The bounds a number out of range had to keep, so a script learns them from the answer (`limit`: 1 to 50). */
export function rangeOf(cause: unknown): Pick<ErrorExtras, 'minimum' | 'maximum'> {
  if (!(cause instanceof ZodError)) return {};
  const issue = cause.issues[0] as { code?: string; origin?: string; minimum?: unknown; maximum?: unknown } | undefined;
  if (issue?.origin !== 'number') return {};
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { maximum: issue.maximum };
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return { minimum: issue.minimum };
  return {};
}

/** A domain error as the tRPC error of the same code (the cause keeps its field and extras); anything else unchanged. */
export function toTRPCError(error: unknown): unknown {
  if (error instanceof DomainError) return new TRPCError({ code: error.code, message: error.message, cause: error });
  return error;
}

/** The REST error body: `{ success: false, message, errors?, errorType?, retryAfterSeconds?, … }`. */
export type ApiErrorBody = ErrorExtras & { success: false; message: string; errors?: ApiFieldError[] };

export interface ApiError {
  status: number;
  body: ApiErrorBody;
}

/** The seconds a 429 asks the caller to wait, for its `Retry-After` header. */
export function retryAfterOf(error: unknown): number | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  return cause instanceof DomainError && cause.code === 'TOO_MANY_REQUESTS'
    ? cause.extras?.retryAfterSeconds
    : undefined;
}

export function toApiError(thrown: unknown): ApiError {
  const error = toTRPCError(thrown);
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const errors = errorFields(error.cause);
    // Only unexpected failures are hidden; an upstream AI failure (502, 503, 504) keeps its message.
    if (error.code === 'INTERNAL_SERVER_ERROR') return internal(error);
    const message = errors?.[0]?.message ?? error.message;
    const body: ApiErrorBody = {
      success: false,
      message,
      errorType: errorTypeFor(error),
      ...messageCodeOf(error, errors),
      ...rangeOf(error.cause),
      ...errorExtras(error.cause),
      ...(errors ? { errors } : {}),
    };
    return { status, body };
  }
  return internal(error);
}

/** All a client learns of an unexpected failure (the error itself is logged): no SQL, stack or runtime message. */
export const INTERNAL_MESSAGE = MESSAGES.internal_error;
export const INVALID_JSON_MESSAGE = MESSAGES.body_invalid_json;

/** The message a client may read for a tRPC error: never an internal one, nor the JSON parser's own words. */
export function publicMessage(error: TRPCError, message: string): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_MESSAGE;
  if (error.cause instanceof SyntaxError) return INVALID_JSON_MESSAGE;
  return message;
}

function internal(error: unknown): ApiError {
  console.error(error);
  return {
    status: 500,
    body: { success: false, message: INTERNAL_MESSAGE, errorType: 'internal_error', messageCode: 'internal_error' },
  };
}
