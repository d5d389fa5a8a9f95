// A picture call may answer before the provider has finished (202 `{ pending, jobId }` when a remote model is slow):
// the picture is then fetched from image-status every few seconds, within the same limit as videos.
import type { AiErrorType } from '../shared/ai-errors';
import { AiJobFailure } from './ai-errors';
import { VIDEO_POLL_LIMIT_MS, VIDEO_POLL_MS } from '../shared/media-editing';

export interface PictureAnswer {
  imageUrl: string | null;
  pending?: boolean;
  jobId?: string;
}

export type PictureStatus = { status: 'processing' } | { status: 'completed'; imageUrl: string } | { status: 'failed'; error: string; errorType?: AiErrorType; code?: string };

export const PICTURE_TIMEOUT_MESSAGE = 'Image generation took longer than expected. Please try again.';

interface SettleOptions {
  readStatus: (jobId: string) => Promise<PictureStatus>;
  intervalMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The picture's URL: at once when the answer has it, else once its job completes; null when the answer had neither. */
export async function settlePicture(answer: PictureAnswer, options: SettleOptions): Promise<string | null> {
  if (answer.imageUrl) return answer.imageUrl;
  if (!answer.pending || !answer.jobId) return null;
  const { readStatus, intervalMs = VIDEO_POLL_MS, timeoutMs = VIDEO_POLL_LIMIT_MS } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const deadline = now() + timeoutMs;
  for (;;) {
    await sleep(intervalMs);
    const status = await readStatus(answer.jobId);
    if (status.status === 'completed') return status.imageUrl;
    if (status.status === 'failed') throw new AiJobFailure(status.error, { errorType: status.errorType, code: status.code });
    if (now() >= deadline) throw new Error(PICTURE_TIMEOUT_MESSAGE);
  }
}

/** settlePicture with the app's tRPC client reading ai.imageStatus. */
export function settleWith(client: { ai: { imageStatus: { query: (input: { id: string }) => Promise<PictureStatus> } } }) {
  return (answer: PictureAnswer) => settlePicture(answer, { readStatus: (id) => client.ai.imageStatus.query({ id }) });
}
