// Per-user scene generation limits: a minimum interval, an hourly quota and no repeat of the same
// prompt within 5 minutes. Kept in the database so every Worker isolate and Node process sees the same counts, and
// checked and recorded by one conditional INSERT, so two simultaneous requests cannot both slip through.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generationEvents } from '../../db/schema';
import { AI_ERROR_TYPES } from '../../src/shared/ai-errors';
import type { MessageCode, MessageParams } from '../../src/shared/messages';
import { randomId } from '../platform/ids';
import { DomainError, type ErrorExtras } from '../errors';

export interface GenerationLimits {
  /** Seconds a user waits between two scene generations (0: no wait). */
  minIntervalSeconds: number;
  /** Scene generations per user per rolling hour. */
  maxPerHour: number;
  /** Seconds during which the same prompt is refused. */
  duplicateWindowSeconds: number;
}

export const DEFAULT_GENERATION_LIMITS: GenerationLimits = {
  minIntervalSeconds: 5,
  maxPerHour: 60,
  duplicateWindowSeconds: 300,
};

const HOUR_MS = 3_600_000;

export function promptHash(prompt: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(prompt.trim().toLowerCase().replace(/\s+/g, ' '))));
}

function limitError(
  messageCode: MessageCode,
  extras: ErrorExtras & { retryAfterSeconds: number },
  params?: MessageParams,
) {
  return new DomainError('TOO_MANY_REQUESTS', messageCode, params, { extras });
}

export interface Reservation {
  /** The conditional INSERT that records the generation when every limit allows it (one statement, for a batch). */
  statement: ReturnType<Database['run']>;
  /** Whether the statement's result recorded it. */
  recorded(result: { rowsAffected: number }): boolean;
  /** Gives the slot back (used when the generation fails before anything is written). */
  release(): Promise<void>;
  /** Works out which limit refused it and throws the matching 429. */
  refuse(): Promise<never>;
}

/**
 * A scene generation's reservation, to be sent alone or in a batch with the call's reads. When refused, `refuse()`
 * throws the matching 429 (errorType rate_limit with timeRemaining, quota_exceeded with maxPerHour and resetTime, or
 * duplicate_prompt).
 */
export function generationReservation(
  db: Database,
  userId: string,
  prompt: string,
  now: Date,
  limits: GenerationLimits,
  options: { checkDuplicate: boolean },
): Reservation {
  const hash = promptHash(prompt);
  const t = now.getTime();
  const intervalFrom = t - limits.minIntervalSeconds * 1000;
  const duplicateFrom = options.checkDuplicate ? t - limits.duplicateWindowSeconds * 1000 : t + 1;
  const id = randomId();
  const statement = db.run(sql`
    insert into generation_events (id, user_id, prompt_hash, created_at)
    select ${id}, ${userId}, ${hash}, ${t}
    where (select count(*) from generation_events where user_id = ${userId} and created_at > ${t - HOUR_MS}) < ${limits.maxPerHour}
      and not exists (select 1 from generation_events where user_id = ${userId} and created_at > ${intervalFrom})
      and not exists (select 1 from generation_events where user_id = ${userId} and prompt_hash = ${hash} and created_at > ${duplicateFrom})`);
  return {
    statement,
    recorded: (result) => result.rowsAffected === 1,
    async release() {
      await db.delete(generationEvents).where(eq(generationEvents.id, id));
    },
    async refuse() {
      const recent = await db
        .select({ createdAt: generationEvents.createdAt, promptHash: generationEvents.promptHash })
        .from(generationEvents)
        .where(and(eq(generationEvents.userId, userId), gt(generationEvents.createdAt, new Date(t - HOUR_MS))))
        .orderBy(generationEvents.createdAt);
      if (
        options.checkDuplicate &&
        recent.some((event) => event.promptHash === hash && event.createdAt.getTime() > duplicateFrom)
      ) {
        const first = recent.find((event) => event.promptHash === hash && event.createdAt.getTime() > duplicateFrom)!;
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((first.createdAt.getTime() + limits.duplicateWindowSeconds * 1000 - t) / 1000),
        );
        throw limitError('duplicate_prompt', { errorType: AI_ERROR_TYPES.duplicatePrompt, retryAfterSeconds });
      }
      if (recent.length >= limits.maxPerHour) {
        const resetTime = new Date(recent[recent.length - limits.maxPerHour]!.createdAt.getTime() + HOUR_MS);
        const minutes = Math.max(1, Math.ceil((resetTime.getTime() - t) / 60_000));
        throw limitError(
          'scenes_per_hour',
          {
            errorType: AI_ERROR_TYPES.quotaExceeded,
            maxPerHour: limits.maxPerHour,
            resetTime: resetTime.toISOString(),
            retryAfterSeconds: Math.max(1, Math.ceil((resetTime.getTime() - t) / 1000)),
          },
          { limit: limits.maxPerHour, minutes },
        );
      }
      const last = recent[recent.length - 1];
      const timeRemaining = Math.max(
        1,
        Math.ceil(((last ? last.createdAt.getTime() : t) + limits.minIntervalSeconds * 1000 - t) / 1000),
      );
      throw limitError(
        'scene_wait',
        { errorType: AI_ERROR_TYPES.rateLimit, timeRemaining, retryAfterSeconds: timeRemaining },
        { n: timeRemaining },
      );
    },
  };
}

/** The variables the limits come from: Node's process.env and the Worker's Env both carry them. */
export type LimitsEnv = {
  readonly [
    name in 'GENERATION_MIN_INTERVAL_SECONDS' | 'GENERATION_MAX_PER_HOUR' | 'GENERATION_DUPLICATE_WINDOW_SECONDS'
  ]?: string;
};

/** GENERATION_MIN_INTERVAL_SECONDS, GENERATION_MAX_PER_HOUR and GENERATION_DUPLICATE_WINDOW_SECONDS over the defaults. */
export function generationLimitsFromEnv(env: LimitsEnv): GenerationLimits {
  const number = (name: keyof LimitsEnv, fallback: number) => {
    const value = Number(env[name]);
    return env[name]?.trim() && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    minIntervalSeconds: number('GENERATION_MIN_INTERVAL_SECONDS', DEFAULT_GENERATION_LIMITS.minIntervalSeconds),
    maxPerHour: number('GENERATION_MAX_PER_HOUR', DEFAULT_GENERATION_LIMITS.maxPerHour),
    duplicateWindowSeconds: number(
      'GENERATION_DUPLICATE_WINDOW_SECONDS',
      DEFAULT_GENERATION_LIMITS.duplicateWindowSeconds,
    ),
  };
}
