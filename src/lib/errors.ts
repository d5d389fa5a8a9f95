// The client's error normaliser: one place turns whatever a call threw into text and field errors.
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../worker/trpc/router';
import { t } from './i18n';
import { translateMessage } from './messages';
import type { MessageCode } from '../shared/messages';

export const NETWORK_ERROR = 'Network error - please check your connection';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** The message for a server answer without one, when the call names no fallback of its own. */
export const GENERIC_ERROR = 'An error occurred';

export interface ApiProblem {
  /** HTTP status when the server answered. */
  status?: number;
  /** In the reader's language when the answer's code has a catalogue id (src/lib/messages.ts), else as sent. */
  message: string;
  /** Which refusal the server meant (src/shared/messages.ts), for code that decides by it. */
  code?: MessageCode;
  /** Field errors the server attached, first message per field, translated the same way. */
  fields: Record<string, string>;
}

type AppClientError = TRPCClientError<AppRouter>;

function isClientError(error: unknown): error is AppClientError {
  return error instanceof TRPCClientError;
}

/** fetch itself failed (offline, refused, timed out, aborted): the request got no answer. */
function gotNoResponse(error: AppClientError): boolean {
  const cause = error.cause;
  if (cause instanceof TypeError) return true;
  if (cause instanceof Error && ['TimeoutError', 'AbortError'].includes(cause.name)) return true;
  return /failed to fetch|networkerror|load failed|^timeout of \d+ms exceeded$/i.test(error.message);
}

/**
 * The spec's generic normaliser: a server answer gives its status and message, or `fallback` when it has
 * none ('An error occurred' unless the call names its own, such as 'Login failed'); no answer gives the network
 * message; anything that is not a request failure is unexpected.
 */
export function describeError(error: unknown, fallback: string = t('errors.generic')): ApiProblem {
  if (!isClientError(error)) return { message: t('errors.unexpected'), fields: {} };
  const data = error.data;
  if (!data) {
    if (gotNoResponse(error)) return { message: t('errors.network'), fields: {} };
    // Something other than our API answered (a proxy's error page): its text means nothing to the user.
    const response = (error.meta as { response?: { status?: number } } | undefined)?.response;
    return { status: response?.status, message: fallback, fields: {} };
  }
  const fields: Record<string, string> = {};
  // Each field error carries its own code: said in the reader's language by it, never by its English.
  for (const item of data.errors ?? []) fields[item.field] ??= translateMessage(item);
  const message =
    overBudgetMessage(data) ??
    (error.message
      ? translateMessage({ message: error.message, messageCode: data.messageCode, params: data.params })
      : fallback);
  return { status: data.httpStatus, message, code: data.messageCode, fields };
}

/** The server's refusal of a write over its request budget ('rate_limited'). */
export const OVER_BUDGET = 'rate_limited';

/**
 * A write refused for being over the request budget, said in the reader's language with the seconds to wait; read
 * by the answer's errorType, never by its English text. Null for any other answer.
 */
export function overBudgetMessage(data: unknown): string | null {
  const fields = (data ?? {}) as { errorType?: unknown; retryAfterSeconds?: unknown };
  if (fields.errorType !== OVER_BUDGET) return null;
  const seconds =
    typeof fields.retryAfterSeconds === 'number' && Number.isFinite(fields.retryAfterSeconds)
      ? Math.max(1, Math.ceil(fields.retryAfterSeconds))
      : 1;
  return t('errors.overBudget', { n: seconds });
}

export function isUnauthorized(error: unknown): boolean {
  return isClientError(error) && (error.data?.code === 'UNAUTHORIZED' || error.data?.httpStatus === 401);
}

/** Client errors (4xx) are answers, not hiccups: retrying them only repeats the refusal. */
export function isClientSideFailure(error: unknown): boolean {
  const status = isClientError(error) ? error.data?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500;
}
