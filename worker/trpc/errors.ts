// How errors become tRPC errors and the API's `{ success: false, message, errors? }` with an HTTP status: the domain
// error (worker/errors.ts) is mapped here, once.
import { TRPCError } from '@trpc/server';
import { DomainError } from '../errors';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { fieldErrors } from '../../src/shared/validation';

/** Carries the field a server-side (non-zod) error belongs to. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export type ApiFieldError = { field: string; message: string };

/** Extra answer fields an error carries to the client (errorType, timeRemaining, details...), in tRPC `data` and REST bodies. */
export class ErrorExtras extends Error {
  constructor(
    message: string,
    readonly extras: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorExtras(cause: unknown): Record<string, unknown> | undefined {
  return cause instanceof ErrorExtras ? cause.extras : undefined;
}

export function errorFields(cause: unknown): ApiFieldError[] | undefined {
  if (cause instanceof ZodError) return fieldErrors(cause);
  if (cause instanceof FieldError) return [{ field: cause.field, message: cause.message }];
  if (cause instanceof DomainError && cause.field) return [{ field: cause.field, message: cause.message }];
  return undefined;
}

/** A domain error as the tRPC error of the same code (the cause keeps its field); anything else unchanged. */
export function toTRPCError(error: unknown): unknown {
  if (error instanceof DomainError) return new TRPCError({ code: error.code, message: error.message, cause: error });
  return error;
}

export interface ApiError {
  status: number;
  body: { success: false; message: string; errors?: ApiFieldError[]; [extra: string]: unknown };
}

export function toApiError(thrown: unknown): ApiError {
  const error = toTRPCError(thrown);
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const errors = errorFields(error.cause);
    // Only unexpected failures are hidden; an upstream AI failure (502, 503, 504) keeps its message.
    if (error.code === 'INTERNAL_SERVER_ERROR') return internal(error);
    const message = errors?.[0]?.message ?? error.message;
    return { status, body: { ...errorExtras(error.cause), success: false, message, ...(errors ? { errors } : {}) } };
  }
  return internal(error);
}

function internal(error: unknown): ApiError {
  console.error(error);
  return { status: 500, body: { success: false, message: 'Internal server error' } };
}
