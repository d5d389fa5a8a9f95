import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { SCENE_MESSAGES, SENSITIVE_NOTICE, aiErrorInfo, panelImageNotice, sceneGenerationNotice, sceneRegenerationNotice } from '../../src/lib/ai-errors';

const NOW = Date.parse('2026-07-01T12:00:00Z');

describe('scene generation errors', () => {
  it('reads the limit answers by errorType', () => {
    expect(sceneGenerationNotice({ message: 'x', httpStatus: 429, errorType: 'rate_limit', timeRemaining: 12 }).message).toBe(
      'Please wait 12 seconds before generating another scene',
    );
    const quota = sceneGenerationNotice({ message: 'x', httpStatus: 429, errorType: 'quota_exceeded', maxPerHour: 20, resetTime: '2026-07-01T12:17:30Z' }, NOW);
    expect(quota.message).toBe('Hourly limit reached: 20 scenes per hour. Try again in 18 minutes.');
    expect(sceneGenerationNotice({ message: 'x', httpStatus: 429, errorType: 'duplicate_prompt' }).message).toBe(SCENE_MESSAGES.duplicate);
  });
  it('tells quota, busy and failed AI apart', () => {
    expect(sceneGenerationNotice({ message: 'OpenAI quota exceeded', httpStatus: 503 }).message).toBe(SCENE_MESSAGES.quotaService);
    expect(sceneGenerationNotice({ message: 'Oops', details: 'Monthly quota used', httpStatus: 502 }).message).toBe(SCENE_MESSAGES.quotaService);
    expect(sceneGenerationNotice({ message: 'AI service is busy', httpStatus: 429, errorType: 'provider_rate_limit' }).message).toBe(SCENE_MESSAGES.busy);
    expect(sceneGenerationNotice({ message: 'AI scene generation failed: no panels', httpStatus: 502 }).message).toBe(SCENE_MESSAGES.aiFailed);
    expect(sceneGenerationNotice({ message: 'Internal server error', httpStatus: 500 }).message).toBe(SCENE_MESSAGES.generic);
    expect(sceneGenerationNotice({ message: 'Prompt should be at least 10 characters', httpStatus: 400 }).message).toBe('Prompt should be at least 10 characters');
  });
  it('keeps each toast on screen long enough to read', () => {
    expect(sceneGenerationNotice({ message: 'x', errorType: 'duplicate_prompt' }).durationMs).toBe(6000);
    expect(sceneGenerationNotice({ message: 'x', errorType: 'quota_exceeded', maxPerHour: 1 }, NOW).durationMs).toBe(8000);
  });
});

describe('regeneration errors', () => {
  it('follows the spec texts and durations', () => {
    expect(sceneRegenerationNotice({ message: 'slow down', httpStatus: 429 })).toEqual({ message: 'Rate limit exceeded. Please wait a moment before trying again.', durationMs: 6000 });
    expect(sceneRegenerationNotice({ message: 'Scene not found', httpStatus: 404 }).message).toBe('Failed to regenerate scene: Scene not found');
    expect(sceneRegenerationNotice({ message: '' }).message).toBe('Failed to regenerate scene. Please try again.');
  });
});

describe('panel picture errors', () => {
  it('recognises flagged content, rate limits and other failures', () => {
    expect(panelImageNotice({ message: 'Content flagged as sensitive. Try a different prompt.', httpStatus: 400 }).message).toBe(SENSITIVE_NOTICE);
    expect(panelImageNotice({ message: 'Prediction failed', code: 'E005' }).message).toBe(SENSITIVE_NOTICE);
    expect(panelImageNotice({ message: 'Too Many Requests' }).message).toBe('Rate limit reached. Please wait a moment and try again.');
    expect(panelImageNotice({ message: 'model down', httpStatus: 502 }).message).toBe('Panel regeneration failed: model down');
    expect(panelImageNotice({ message: '' }).message).toBe('Image regeneration failed. Please try again.');
  });
});

describe('aiErrorInfo', () => {
  it('reads the extra fields of a tRPC error', () => {
    const error = new TRPCClientError('Wait', {
      result: { error: { message: 'Wait', code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, errorType: 'rate_limit', timeRemaining: 4 } } },
    });
    expect(aiErrorInfo(error)).toMatchObject({ message: 'Wait', httpStatus: 429, errorType: 'rate_limit', timeRemaining: 4 });
    expect(aiErrorInfo(new Error('plain'))).toEqual({ message: 'plain' });
  });
});
