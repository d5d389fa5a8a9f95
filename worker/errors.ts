// The domain error: what data and auth modules throw (never TRPCError); worker/trpc/errors.ts maps it to tRPC and HTTP once.
export type DomainErrorCode = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** The input field the message is about, for `errors: [{ field, message }]`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);

export const STORY_NOT_FOUND = 'Story not found';
export const NOT_YOURS = 'You do not have permission to modify this story';
