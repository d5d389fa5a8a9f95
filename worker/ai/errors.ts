// Provider failures (AiError codes) as API errors with the statuses and texts the spec's error catalogue reads.
import { DomainError, type DomainErrorCode, type ErrorExtras } from '../errors';
import {
  AI_ERROR_TYPES,
  AI_MESSAGES,
  JSON_PARSE_ERROR,
  SENSITIVE_CODE,
  type AiErrorType,
} from '../../src/shared/ai-errors';
import { AiError, isAiError } from './types';
import type { MessageCode, MessageParams } from '../../src/shared/messages';

export type AiCall = 'scene' | 'image' | 'panel' | 'video' | 'text' | 'entities';

/** A provider's own rate limit names no wait: scripts are asked to wait this long. */
const PROVIDER_RETRY_SECONDS = 30;

function fail(
  code: DomainErrorCode,
  messageCode: MessageCode,
  extras: ErrorExtras = {},
  params?: MessageParams,
): DomainError {
  const wait =
    code === 'TOO_MANY_REQUESTS' && extras.retryAfterSeconds === undefined
      ? { retryAfterSeconds: PROVIDER_RETRY_SECONDS }
      : {};
  return new DomainError(code, messageCode, params, { extras: { ...extras, ...wait } });
}

/** Turns anything a provider threw into a domain error; domain errors pass through. */
export function aiFailure(error: unknown, call: AiCall): DomainError {
  if (error instanceof DomainError) return error;
  if (!isAiError(error)) {
    console.error(error);
    return fail('BAD_GATEWAY', call === 'scene' ? 'ai_scene_failed' : 'ai_failed', {
      errorType: AI_ERROR_TYPES.failed,
      details: 'Unexpected error',
    });
  }
  return fromAiError(error, call);
}

export function fromAiError(error: AiError, call: AiCall): DomainError {
  const details = error.details;
  switch (error.code) {
    case 'rate_limit':
      return fail(
        'TOO_MANY_REQUESTS',
        call === 'scene' || call === 'text' || call === 'entities' ? 'ai_busy' : 'ai_rate_limited',
        { errorType: AI_ERROR_TYPES.providerRateLimit },
      );
    case 'quota':
      return call === 'scene' || call === 'text' || call === 'entities'
        ? fail('SERVICE_UNAVAILABLE', 'ai_text_quota', {
            errorType: AI_ERROR_TYPES.serviceQuota,
            details: 'The AI text service quota is used up; please try again later.',
          })
        : fail('SERVICE_UNAVAILABLE', 'ai_image_quota', {
            errorType: AI_ERROR_TYPES.serviceQuota,
            details: 'The AI image service quota is used up; please try again later.',
          });
    case 'sensitive':
      return fail('BAD_REQUEST', 'ai_sensitive', { code: SENSITIVE_CODE, details: error.message });
    case 'timeout':
      return fail('GATEWAY_TIMEOUT', call === 'video' ? 'ai_video_timeout' : 'ai_timeout', {
        errorType: AI_ERROR_TYPES.timeout,
      });
    case 'bad_response':
      return fail('BAD_GATEWAY', 'ai_bad_response', {
        errorType: AI_ERROR_TYPES.badResponse,
        details: details ?? error.message,
        suggestion: 'Please try again; rephrasing the description can help.',
        debug: { type: JSON_PARSE_ERROR },
      });
    case 'failed':
    default:
      return fail(
        'BAD_GATEWAY',
        call === 'scene' && !error.message.startsWith('AI scene generation failed')
          ? 'ai_scene_failed_reason'
          : 'ai_failed_reason',
        { errorType: AI_ERROR_TYPES.failed, ...(details ? { details } : {}) },
        { reason: error.message },
      );
  }
}

const ERROR_TYPES: Record<AiError['code'], AiErrorType> = {
  rate_limit: AI_ERROR_TYPES.providerRateLimit,
  quota: AI_ERROR_TYPES.serviceQuota,
  sensitive: AI_ERROR_TYPES.failed,
  timeout: AI_ERROR_TYPES.timeout,
  bad_response: AI_ERROR_TYPES.badResponse,
  failed: AI_ERROR_TYPES.failed,
};

/** What a poll answers for a failed picture or video job: its text, and the type and code the client reads. */
export function failedJobAnswer(job: { error: string | null; errorCode: string | null }, fallback: string) {
  const code = (job.errorCode ?? 'failed') as AiError['code'];
  return {
    success: true as const,
    status: 'failed' as const,
    error: job.error ?? fallback,
    errorType: ERROR_TYPES[code] ?? AI_ERROR_TYPES.failed,
    ...(code === 'sensitive' ? { code: SENSITIVE_CODE } : {}),
  };
}

/** The text stored on a panel whose picture failed. */
export function panelErrorText(error: unknown): string {
  if (isAiError(error)) {
    if (error.code === 'sensitive') return AI_MESSAGES.sensitive;
    if (error.code === 'rate_limit') return AI_MESSAGES.rateLimited;
    return error.message || 'Image generation failed';
  }
  return error instanceof Error ? `Image generation failed: ${error.message}` : 'Image generation failed';
}
