// Provider failures (AiError codes) as API errors with the statuses and texts the spec's error catalogue (section 8) reads.
import { DomainError, type DomainErrorCode } from '../errors';
import { AiError, isAiError } from './types';

export type AiCall = 'scene' | 'image' | 'panel' | 'video' | 'text' | 'entities';

export const SENSITIVE_MESSAGE = 'Content flagged as sensitive. Try a different prompt.';

function fail(code: DomainErrorCode, message: string, extras: Record<string, unknown> = {}): DomainError {
  return new DomainError(code, message, { extras });
}

/** Turns anything a provider threw into a domain error; domain errors pass through. */
export function aiFailure(error: unknown, call: AiCall): DomainError {
  if (error instanceof DomainError) return error;
  if (!isAiError(error)) {
    console.error(error);
    return fail('BAD_GATEWAY', call === 'scene' ? 'AI scene generation failed' : 'AI generation failed', { details: 'Unexpected error' });
  }
  return fromAiError(error, call);
}

export function fromAiError(error: AiError, call: AiCall): DomainError {
  const details = error.details;
  switch (error.code) {
    case 'rate_limit':
      return fail(
        'TOO_MANY_REQUESTS',
        call === 'scene' || call === 'text' || call === 'entities'
          ? 'AI service is busy - please try again in a moment!'
          : 'Rate limit reached. Please wait a moment and try again.',
        { errorType: 'provider_rate_limit' },
      );
    case 'quota':
      // The client reads 'quota' in the message or details as 'the service is unavailable'.
      return call === 'scene' || call === 'text' || call === 'entities'
        ? fail('SERVICE_UNAVAILABLE', 'OpenAI quota exceeded', { details: 'The AI text service quota is used up; please try again later.' })
        : fail('SERVICE_UNAVAILABLE', 'Image service quota exceeded', { details: 'The AI image service quota is used up; please try again later.' });
    case 'sensitive':
      return fail('BAD_REQUEST', SENSITIVE_MESSAGE, { code: 'E005', details: error.message });
    case 'timeout':
      return fail('GATEWAY_TIMEOUT', call === 'video' ? 'Video generation timed out' : 'The AI service took too long to answer. Please try again.');
    case 'bad_response':
      return fail('BAD_GATEWAY', 'AI response format error', {
        details: details ?? error.message,
        suggestion: 'Please try again; rephrasing the description can help.',
        debug: { type: 'JSON_PARSE_ERROR' },
      });
    case 'failed':
    default:
      return fail(
        'BAD_GATEWAY',
        call === 'scene' && !error.message.startsWith('AI scene generation failed') ? `AI scene generation failed: ${error.message}` : error.message,
        details ? { details } : {},
      );
  }
}

/** The text stored on a panel whose picture failed. */
export function panelErrorText(error: unknown): string {
  if (isAiError(error)) {
    if (error.code === 'sensitive') return SENSITIVE_MESSAGE;
    if (error.code === 'rate_limit') return 'Rate limit reached. Please wait a moment and try again.';
    return error.message || 'Image generation failed';
  }
  return error instanceof Error ? `Image generation failed: ${error.message}` : 'Image generation failed';
}
