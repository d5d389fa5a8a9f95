// The one error type of the server (TRPCError) and how it becomes the API's `{ success: false, message, errors? }` with an HTTP status.
import { TRPCError } from '@trpc/server';
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

export function errorFields(cause: unknown): ApiFieldError[] | undefined {
  if (cause instanceof ZodError) return fieldErrors(cause);
  if (cause instanceof FieldError) return [{ field: cause.field, message: cause.message }];
  return undefined;
}

export interface ApiError {
  status: number;
  body: { success: false; message: string; errors?: ApiFieldError[] };
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const errors = errorFields(error.cause);
    if (status >= 500) return internal(error);
    return { status, body: { success: false, message: errors?.[0]?.message ?? error.message, ...(errors ? { errors } : {}) } };
  }
  return internal(error);
}

function internal(error: unknown): ApiError {
  console.error(error);
  return { status: 500, body: { success: false, message: 'Internal server error' } };
}
