// The client's error normaliser (spec 01 section 8): one place turns whatever a call threw into text and field errors.
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../worker/trpc/router';

export const NETWORK_ERROR = 'Network error - please check your connection';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export interface ApiProblem {
  /** HTTP status when the server answered. */
  status?: number;
  message: string;
  /** Field errors the server attached, first message per field. */
  fields: Record<string, string>;
}

type AppClientError = TRPCClientError<AppRouter>;

function isClientError(error: unknown): error is AppClientError {
  return error instanceof TRPCClientError;
}

/** `fallback` is the call's own text ('Login failed', ...) for an answer without a message. */
export function describeError(error: unknown, fallback: string): ApiProblem {
  if (!isClientError(error)) return { message: UNEXPECTED_ERROR, fields: {} };
  const data = error.data;
  if (!data) {
    // No tRPC shape: either fetch itself threw (offline, refused) or something other than our API answered.
    const offline = error.cause instanceof TypeError || /failed to fetch|networkerror|load failed/i.test(error.message);
    return { message: offline ? NETWORK_ERROR : fallback, fields: {} };
  }
  const fields: Record<string, string> = {};
  for (const { field, message } of data.errors ?? []) fields[field] ??= message;
  return { status: data.httpStatus, message: error.message || fallback, fields };
}

export function isUnauthorized(error: unknown): boolean {
  return isClientError(error) && (error.data?.code === 'UNAUTHORIZED' || error.data?.httpStatus === 401);
}

/** Client errors (4xx) are answers, not hiccups: retrying them only repeats the refusal. */
export function isClientSideFailure(error: unknown): boolean {
  const status = isClientError(error) ? error.data?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500;
}
