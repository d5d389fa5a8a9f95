// A picture call may answer before the provider has finished (202 `{ pending, jobId }` when a remote model is slow):
// the picture then comes from image-status (its stream, or polls at the answer's Retry-After), within the same limit as
// videos.
import type { AiErrorType } from '../shared/ai-errors';
import { AiJobFailure } from './ai-errors';
import { VIDEO_POLL_LIMIT_MS, VIDEO_POLL_MS } from '../shared/media-editing';
import { followJob, type FollowJobOptions } from './status-stream';

export interface PictureAnswer {
  imageUrl: string | null;
  pending?: boolean;
  jobId?: string;
}

export type PictureStatus =
  | { status: 'processing' }
  | { status: 'completed'; imageUrl: string }
  | { status: 'failed'; error: string; errorType?: AiErrorType; code?: string };

export const PICTURE_TIMEOUT_MESSAGE = 'Image generation took longer than expected. Please try again.';

/** Where a picture job's progress is read, as JSON or as a stream. */
export const pictureStatusUrl = (jobId: string) => `/api/ai/image-status/${encodeURIComponent(jobId)}`;

/** The picture's URL: at once when the answer has it, else once its job completes; null when the answer had neither. */
export async function settlePicture(
  answer: PictureAnswer,
  seams: Partial<FollowJobOptions<PictureStatus>> = {},
): Promise<string | null> {
  if (answer.imageUrl) return answer.imageUrl;
  if (!answer.pending || !answer.jobId) return null;
  const status = await followJob<PictureStatus>(pictureStatusUrl(answer.jobId), {
    over: (status) => status.status !== 'processing',
    pollMs: VIDEO_POLL_MS,
    timeoutMs: VIDEO_POLL_LIMIT_MS,
    ...seams,
  });
  if (!status) throw new Error(PICTURE_TIMEOUT_MESSAGE);
  if (status.status === 'completed') return status.imageUrl;
  if (status.status === 'failed')
    throw new AiJobFailure(status.error, { errorType: status.errorType, code: status.code });
  throw new Error(PICTURE_TIMEOUT_MESSAGE);
}
