// What a failed AI call tells the client: the error types the server attaches to it and the texts
// both sides show. The client picks its message by type and code, never by reading the server's wording.

/** `errorType` in a failed call's tRPC `data` and REST body (and a failed video poll). */
export const AI_ERROR_TYPES = {
  /** The author's own pace: another scene too soon (with `timeRemaining`). */
  rateLimit: 'rate_limit',
  /** The author's hourly scene allowance (with `maxPerHour` and `resetTime`). */
  quotaExceeded: 'quota_exceeded',
  duplicatePrompt: 'duplicate_prompt',
  /** The AI provider refused for its own rate limit. */
  providerRateLimit: 'provider_rate_limit',
  /** The AI provider's quota is used up. */
  serviceQuota: 'service_quota',
  timeout: 'timeout',
  badResponse: 'bad_response',
  /** Anything else the provider failed at. */
  failed: 'generation_failed',
} as const;
export type AiErrorType = (typeof AI_ERROR_TYPES)[keyof typeof AI_ERROR_TYPES];

/** The `code` of content the safety filter refused (Replicate's code, used for every provider). */
export const SENSITIVE_CODE = 'E005';

/** `debug.type` of an answer the AI did not write as the JSON asked for (entity extraction shows it with the details). */
export const JSON_PARSE_ERROR = 'JSON_PARSE_ERROR';

export const AI_MESSAGES = {
  sensitive: 'Content flagged as sensitive. Try a different prompt.',
  sensitiveThread: 'Content was flagged as sensitive by the AI safety filter. Please try a different prompt.',
  rateLimited: 'Rate limit reached. Please wait a moment and try again.',
  busy: 'AI service is busy - please try again in a moment!',
  duplicate: 'You used this exact prompt recently. Please try a different prompt or wait 5 minutes!',
  /** A scene whose pictures all failed (the scene's status answer, or the client when it has no message). */
  imagesFailed: 'Scene generation failed during image creation',
  /** A text answer that was not the JSON asked for (its `debug.type` is JSON_PARSE_ERROR). */
  badResponse: 'AI response format error',
  /** A character or location picture asked for without a prompt to draw it from. */
  needsImagePrompt: 'Please enter an image generation prompt first',
} as const;
