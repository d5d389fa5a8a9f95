// Deadlines of provider calls and jobs, and the budget a poll may spend on providers; what it does not wait for goes on
// in the background (platform/background.ts).
import { inBackground } from '../../platform/background';
import type { EngineEnv } from './env';
import { AiError } from '../types';

export interface AiTimings {
  /** One text call (scene, title, ...), body and retries included, so generate-scene answers within the spec's 120 s. */
  textMs: number;
  /** One picture or video call to a provider: starting a job, or checking one with its output's download. */
  providerCallMs: number;
  /** What a status poll or a story read waits for provider checks; the rest goes on in the background. */
  pollBudgetMs: number;
  /** A job claimed but not started for this long was interrupted (a restart, a crash): it is started again. */
  startingStaleMs: number;
  /** A picture job without an answer after this long has failed. */
  imageJobMs: number;
  /** A video job without an answer after this long has failed. */
  videoJobMs: number;
  /** Status checks failing this many times in a row fail the job. */
  maxCheckFailures: number;
  /** A job's provider is asked at most once per this long in a process, however often callers poll or stream. */
  minCheckIntervalMs: number;
  /** How often a progress stream (Accept: text/event-stream) checks its job. */
  streamIntervalMs: number;
  /** Checks one progress stream makes before it asks the caller to reconnect (a Worker's subrequests per request). */
  streamMaxChecks: number;
}

export const DEFAULT_AI_TIMINGS: AiTimings = {
  textMs: 60_000,
  providerCallMs: 20_000,
  pollBudgetMs: 800,
  // Longer than a provider call, so a job being started right now is never taken for an interrupted one.
  startingStaleMs: 25_000,
  imageJobMs: 10 * 60_000,
  videoJobMs: 10 * 60_000,
  maxCheckFailures: 6,
  minCheckIntervalMs: 1000,
  streamIntervalMs: 2000,
  streamMaxChecks: 300,
};

export const timings = (env: Pick<EngineEnv, 'config'>): AiTimings => ({
  ...DEFAULT_AI_TIMINGS,
  ...env.config.aiTimings,
});

/**
 * Runs a provider call under one overall deadline: its signal aborts the request (headers and body), and the call is
 * answered with a timeout even if a provider ignores the signal.
 */
export async function withDeadline<T>(
  ms: number,
  message: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AiError('timeout', message);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for `task` at most `ms`; past that it goes on in the background and the answer is undefined. */
export async function withinBudget<T>(task: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = Symbol('late');
  const result = await Promise.race([
    task,
    new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), Math.max(0, ms)))),
  ]);
  clearTimeout(timer);
  if (result === late) {
    inBackground(task);
    return undefined;
  }
  return result;
}
