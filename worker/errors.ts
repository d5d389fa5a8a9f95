// The domain error: what data, auth, AI and platform modules throw (never TRPCError); worker/trpc/errors.ts maps it to
// tRPC and HTTP once.
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

export interface DomainErrorOptions {
  /** The input field the message is about, for `errors: [{ field, message }]`. */
  field?: string;
  /** Extra answer fields the client reads (errorType, timeRemaining, details...), in tRPC `data` and REST bodies. */
  extras?: Record<string, unknown>;
}

export class DomainError extends Error {
  readonly field?: string;
  readonly extras?: Record<string, unknown>;

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
