// The AI error catalogue: what a failed scene generation, scene regeneration or panel picture says,
// and for how long. Pure functions of the error's fields (its status, type and code, never its wording), so every
// branch is unit-tested.
import { translateMessage } from './messages';
import { isMessageCode, type MessageCode, type MessageParams } from '../shared/messages';
import { TRPCClientError } from '@trpc/client';
import { AI_ERROR_TYPES, AI_MESSAGES, SENSITIVE_CODE } from '../shared/ai-errors';
import { t } from './i18n';
import { overBudgetMessage } from './errors';

export interface AiErrorInfo {
  message: string;
  httpStatus?: number;
  errorType?: string;
  timeRemaining?: number;
  /** A write over the request budget ('rate_limited'): how long to wait. */
  retryAfterSeconds?: number;
  maxPerHour?: number;
  resetTime?: string;
  details?: string;
  code?: string;
  /** Which refusal it is and its values (src/shared/messages.ts), to say it in the reader's language. */
  messageCode?: MessageCode;
  params?: MessageParams;
}

export interface AiNotice {
  message: string;
  durationMs: number;
}

/** A failed picture or video job read from its status poll, with the fields the server gave its failure. */
export class AiJobFailure extends Error {
  constructor(
    message: string,
    readonly data: { errorType?: string; code?: string },
  ) {
    super(message);
  }
}

/** The fields the server attaches to a failed AI call (tRPC error `data` or a job's poll, see worker/ai/errors.ts). */
export function aiErrorInfo(error: unknown): AiErrorInfo {
  if (!(error instanceof TRPCClientError || error instanceof AiJobFailure))
    return { message: error instanceof Error ? error.message : '' };
  const data = (error.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  return {
    message: error.message,
    httpStatus: number(data.httpStatus),
    errorType: text(data.errorType),
    timeRemaining: number(data.timeRemaining),
    retryAfterSeconds: number(data.retryAfterSeconds),
    maxPerHour: number(data.maxPerHour),
    resetTime: text(data.resetTime),
    details: text(data.details),
    // tRPC answers carry a provider's code as providerCode (its own `code` is the tRPC code); a job's poll as code.
    code: text(data.providerCode) ?? text(data.code),
    messageCode: isMessageCode(data.messageCode) ? data.messageCode : undefined,
    params: (data.params as MessageParams | undefined) ?? undefined,
  };
}

export const SCENE_MESSAGES = {
  duplicate: AI_MESSAGES.duplicate,
  quotaService: 'The AI service is temporarily unavailable (quota reached). Please try again later.',
  busy: AI_MESSAGES.busy,
  aiFailed: 'AI generation failed. This might be temporary...',
  generic: 'Failed to generate scene. Please try again.',
  partial: 'Scene completed but some panel images failed. You can regenerate them.',
} as const;

export const minutesUntil = (resetTime: string | undefined, now: number) => {
  const at = resetTime ? Date.parse(resetTime) : NaN;
  return Number.isFinite(at) ? Math.max(1, Math.ceil((at - now) / 60_000)) : 60;
};

/** Scene generation from the prompt bar, suggestions or the wizard. */
export function sceneGenerationNotice(info: AiErrorInfo, now: number = Date.now()): AiNotice {
  const overBudget = overBudgetMessage(info);
  if (overBudget) return { message: overBudget, durationMs: 6000 };
  switch (info.errorType) {
    case AI_ERROR_TYPES.rateLimit:
      return {
        message:
          info.timeRemaining === undefined
            ? t('errors.waitFewSeconds')
            : t('errors.waitSeconds', { n: info.timeRemaining }),
        durationMs: 5000,
      };
    case AI_ERROR_TYPES.quotaExceeded: {
      const minutes = minutesUntil(info.resetTime, now);
      const limit = info.maxPerHour ?? 'your';
      return {
        message: t('editor.msg.hourlyLimit', { limit, minutes }),
        durationMs: 8000,
      };
    }
    case AI_ERROR_TYPES.duplicatePrompt:
      return { message: t('editor.msg.duplicate'), durationMs: 6000 };
    case AI_ERROR_TYPES.serviceQuota:
      return { message: t('editor.msg.quotaService'), durationMs: 8000 };
    case AI_ERROR_TYPES.failed:
      return { message: t('editor.msg.aiFailed'), durationMs: 6000 };
  }
  if (info.httpStatus === 429) return { message: t('editor.msg.busy'), durationMs: 5000 };
  // A refused request (a too-short prompt) says what to fix.
  if (info.httpStatus === 400 && info.message) return { message: translateMessage(info), durationMs: 4000 };
  return { message: t('editor.msg.sceneGeneric'), durationMs: 4000 };
}

/** Regenerating an existing scene from the Edit Scene dialog. */
export function sceneRegenerationNotice(info: AiErrorInfo): AiNotice {
  const overBudget = overBudgetMessage(info);
  if (overBudget) return { message: overBudget, durationMs: 6000 };
  if (info.httpStatus === 429) return { message: t('editor.msg.regenRate'), durationMs: 6000 };
  if (info.message)
    return { message: t('editor.msg.regenFailedWith', { message: translateMessage(info) }), durationMs: 4000 };
  return { message: t('editor.msg.regenFailed'), durationMs: 4000 };
}

export function isSensitive(info: AiErrorInfo): boolean {
  return info.code === SENSITIVE_CODE;
}

/** A panel's picture regenerated from its scene card. */
export function panelImageNotice(info: AiErrorInfo): AiNotice {
  const overBudget = overBudgetMessage(info);
  if (overBudget) return { message: overBudget, durationMs: 6000 };
  if (isSensitive(info)) return { message: t('editor.msg.sensitive'), durationMs: 5000 };
  if (info.httpStatus === 429) return { message: t('editor.msg.rateLimited'), durationMs: 5000 };
  if (info.message)
    return { message: t('editor.msg.panelRegenWith', { message: translateMessage(info) }), durationMs: 4000 };
  return { message: t('editor.msg.panelRegen'), durationMs: 4000 };
}
