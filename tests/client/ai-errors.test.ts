import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  AiJobFailure,
  SCENE_MESSAGES,
  aiErrorInfo,
  panelImageNotice,
  sceneGenerationNotice,
  sceneRegenerationNotice,
  type AiErrorInfo,
} from '../../src/lib/ai-errors';
import { imageFailure, videoPollStep } from '../../src/lib/media-thread';
import { MEDIA_MESSAGES } from '../../src/shared/media-editing';
import { AI_ERROR_TYPES, AI_MESSAGES } from '../../src/shared/ai-errors';
import { failedJobAnswer, fromAiError, type AiCall } from '../../worker/ai/errors';
import { AiError, type AiErrorCode } from '../../worker/ai/types';
import { errorExtras, toTRPCError } from '../../worker/trpc/errors';
import type { TRPCError } from '@trpc/server';

/** What the client reads of the server's answer to a provider failure: its status, message and extra fields. */
function served(code: AiErrorCode, call: AiCall, message = 'provider said no'): AiErrorInfo {
  const error = toTRPCError(fromAiError(new AiError(code, message), call)) as TRPCError;
  return { message: error.message, httpStatus: getHTTPStatusCodeFromError(error), ...errorExtras(error.cause) };
}

const NOW = Date.parse('2026-07-01T12:00:00Z');

describe('scene generation errors', () => {
  it('reads the limit answers by errorType', () => {
    expect(
      sceneGenerationNotice({ message: 'x', httpStatus: 429, errorType: 'rate_limit', timeRemaining: 12 }).message,
    ).toBe('Please wait 12 seconds before generating another scene');
    const quota = sceneGenerationNotice(
      { message: 'x', httpStatus: 429, errorType: 'quota_exceeded', maxPerHour: 20, resetTime: '2026-07-01T12:17:30Z' },
      NOW,
    );
    expect(quota.message).toBe('Hourly limit reached: 20 scenes per hour. Try again in 18 minutes.');
    expect(sceneGenerationNotice({ message: 'x', httpStatus: 429, errorType: 'duplicate_prompt' }).message).toBe(
      SCENE_MESSAGES.duplicate,
    );
  });
  it('says a write over the request budget with its wait, in every AI notice', () => {
    const info: AiErrorInfo = {
      message: 'Too many changes in a short time. Please try again in 7 seconds.',
      httpStatus: 429,
      errorType: 'rate_limited',
      retryAfterSeconds: 7,
    };
    const said = 'Too many changes in a short time. Please wait 7 seconds and try again.';
    expect(
      [sceneGenerationNotice(info), sceneRegenerationNotice(info), panelImageNotice(info)].map(
        (notice) => notice.message,
      ),
    ).toEqual([said, said, said]);
  });
  it('tells quota, busy and failed AI apart', () => {
    expect(
      sceneGenerationNotice({ message: 'x', httpStatus: 503, errorType: AI_ERROR_TYPES.serviceQuota }).message,
    ).toBe(SCENE_MESSAGES.quotaService);
    expect(
      sceneGenerationNotice({ message: 'AI service is busy', httpStatus: 429, errorType: 'provider_rate_limit' })
        .message,
    ).toBe(SCENE_MESSAGES.busy);
    expect(sceneGenerationNotice({ message: 'x', httpStatus: 502, errorType: AI_ERROR_TYPES.failed }).message).toBe(
      SCENE_MESSAGES.aiFailed,
    );
    expect(sceneGenerationNotice({ message: 'Internal server error', httpStatus: 500 }).message).toBe(
      SCENE_MESSAGES.generic,
    );
    expect(sceneGenerationNotice({ message: 'Prompt should be at least 10 characters', httpStatus: 400 }).message).toBe(
      'Prompt should be at least 10 characters',
    );
  });
  it('goes by the type, not the wording: a message that mentions quota or failure is not read', () => {
    expect(sceneGenerationNotice({ message: 'OpenAI quota exceeded', httpStatus: 502 }).message).toBe(
      SCENE_MESSAGES.generic,
    );
    expect(sceneGenerationNotice({ message: 'AI scene generation failed: no panels', httpStatus: 504 }).message).toBe(
      SCENE_MESSAGES.generic,
    );
  });
  it('gives the spec text for each failure the server answers a scene call with', () => {
    expect(sceneGenerationNotice(served('quota', 'scene')).message).toBe(SCENE_MESSAGES.quotaService);
    expect(sceneGenerationNotice(served('rate_limit', 'scene')).message).toBe(SCENE_MESSAGES.busy);
    expect(sceneGenerationNotice(served('failed', 'scene')).message).toBe(SCENE_MESSAGES.aiFailed);
    expect(sceneGenerationNotice(served('timeout', 'scene')).message).toBe(SCENE_MESSAGES.generic);
    expect(sceneGenerationNotice(served('bad_response', 'scene')).message).toBe(SCENE_MESSAGES.generic);
  });
  it('keeps each toast on screen long enough to read', () => {
    expect(sceneGenerationNotice({ message: 'x', errorType: 'duplicate_prompt' }).durationMs).toBe(6000);
    expect(sceneGenerationNotice({ message: 'x', errorType: 'quota_exceeded', maxPerHour: 1 }, NOW).durationMs).toBe(
      8000,
    );
  });
});

describe('regeneration errors', () => {
  it('follows the spec texts and durations', () => {
    expect(sceneRegenerationNotice({ message: 'slow down', httpStatus: 429 })).toEqual({
      message: 'Rate limit exceeded. Please wait a moment before trying again.',
      durationMs: 6000,
    });
    expect(sceneRegenerationNotice({ message: 'Scene not found', httpStatus: 404 }).message).toBe(
      'Failed to regenerate scene: Scene not found',
    );
    expect(sceneRegenerationNotice({ message: '' }).message).toBe('Failed to regenerate scene. Please try again.');
  });
});

describe('panel picture errors', () => {
  it('recognises flagged content, rate limits and other failures', () => {
    expect(panelImageNotice({ message: 'Prediction failed', code: 'E005' }).message).toBe(AI_MESSAGES.sensitive);
    expect(panelImageNotice({ message: 'x', httpStatus: 429 }).message).toBe(
      'Rate limit reached. Please wait a moment and try again.',
    );
    expect(panelImageNotice({ message: 'model down', httpStatus: 502 }).message).toBe(
      'Panel regeneration failed: model down',
    );
    expect(panelImageNotice({ message: '' }).message).toBe('Image regeneration failed. Please try again.');
  });
  it("reads the server's answers to flagged content and its rate limit", () => {
    expect(panelImageNotice(served('sensitive', 'panel')).message).toBe(AI_MESSAGES.sensitive);
    expect(panelImageNotice(served('rate_limit', 'panel')).message).toBe(AI_MESSAGES.rateLimited);
    expect(imageFailure(served('sensitive', 'image'))).toEqual({
      toast: MEDIA_MESSAGES.sensitiveToast,
      threadNote: MEDIA_MESSAGES.sensitiveThread,
    });
    expect(imageFailure(served('rate_limit', 'image')).toast).toBe(MEDIA_MESSAGES.rateLimited);
  });
  it("reads a failed job's poll answer the same way", () => {
    const flagged = failedJobAnswer(
      { error: 'The image prompt was flagged as sensitive', errorCode: 'sensitive' },
      'Image generation failed',
    );
    expect(imageFailure(aiErrorInfo(new AiJobFailure(flagged.error, flagged))).threadNote).toBe(
      MEDIA_MESSAGES.sensitiveThread,
    );
    const timedOut = failedJobAnswer(
      { error: 'Video generation timed out', errorCode: 'timeout' },
      'Video generation failed',
    );
    expect(videoPollStep(timedOut, 10)).toEqual({ next: 'fail', message: MEDIA_MESSAGES.videoTimeout });
    const failed = failedJobAnswer({ error: null, errorCode: null }, 'Video generation failed');
    expect(videoPollStep(failed, 10)).toEqual({ next: 'fail', message: MEDIA_MESSAGES.videoFailed });
  });
});

describe('aiErrorInfo', () => {
  it('reads the extra fields of a tRPC error', () => {
    const error = new TRPCClientError('Wait', {
      result: {
        error: {
          message: 'Wait',
          code: -32029,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, errorType: 'rate_limit', timeRemaining: 4 },
        },
      },
    });
    expect(aiErrorInfo(error)).toMatchObject({
      message: 'Wait',
      httpStatus: 429,
      errorType: 'rate_limit',
      timeRemaining: 4,
    });
    expect(aiErrorInfo(new Error('plain'))).toEqual({ message: 'plain' });
  });
});
