// Single pictures and videos: a free image (generate or refine), one panel's picture, a character's or location's
// picture, and image-to-video jobs. Calls that answer with the picture wait for a remote job inside the request, but
// only for a while (the client gives up after 30 s): a job still running is kept, finishes later (polls, story reads,
// webhooks, the cron sweep) and the call answers `pending` with the job id.
import { codedError, DomainError } from '../../errors';
import { entityRow, sceneEntityRows } from '../../data/entities';
import { panelByNumber } from '../../data/scenes';
import { type EntityRow, type GenerationJobRow, type SceneRow, type StoryRow } from '../../../db/schema';
import { failedJobAnswer, fromAiError, type AiCall } from '../errors';
import { AiError, type AiErrorCode } from '../types';
import { asImageModel } from '../../../src/shared/stories';
import { loadImageInput, type EngineEnv } from './env';
import { timings, withinBudget } from './timing';
import { advanceJob, claimJob, runJob, waitForJob, type ImageJobRequest } from './jobs';
import { entityImageJob, panelImageRequest } from './scenes';
import { MEDIA_MESSAGES } from '../../../src/shared/media-editing';

/** Under the client's 30 s default timeout, with room for the rest of the request. */
export const DEFAULT_WAIT_MS = 25_000;
export const PENDING_MESSAGE = 'The picture is still being generated. It will appear shortly.';

/** A picture call's outcome: the picture, or a job that is still running. */
export type PictureResult = { status: 'done'; imageUrl: string; jobId: string } | { status: 'pending'; jobId: string };

/** A finished job's picture, a running job's id, or the job's failure as an API error. */
function resultOf(job: GenerationJobRow, call: AiCall): PictureResult {
  if (job.status === 'done' && job.resultUrl) return { status: 'done', imageUrl: job.resultUrl, jobId: job.id };
  if (job.status === 'failed') {
    const error = new AiError((job.errorCode as AiErrorCode) ?? 'failed', job.error ?? 'Image generation failed');
    throw fromAiError(error, call);
  }
  return { status: 'pending', jobId: job.id };
}

async function runAndWait(env: EngineEnv, job: GenerationJobRow): Promise<GenerationJobRow> {
  const started = await runJob(env, job);
  return waitForJob(env, started, { timeoutMs: env.config.imageWaitMs ?? DEFAULT_WAIT_MS });
}

export async function generateFreeImage(
  env: EngineEnv,
  userId: string,
  story: StoryRow,
  input: { prompt: string; width: number; height: number; isRefineMode: boolean; initialImageUrl?: string },
): Promise<PictureResult> {
  const request: ImageJobRequest = {
    prompt: input.prompt,
    width: input.width,
    height: input.height,
    model: asImageModel(story.imageGenerationModel),
    artStyle: story.artStyle,
    ...(input.isRefineMode && input.initialImageUrl
      ? { inputUrl: await requireStoredPicture(env, input.initialImageUrl) }
      : {}),
    subject: 'panel',
    seed: `${story.id}:${input.prompt}`,
  };
  const job = await claimJob(env, { kind: 'image', userId, storyId: story.id, request });
  return resultOf(await runAndWait(env, job!), 'image');
}

export async function generatePanelImage(
  env: EngineEnv,
  userId: string,
  story: StoryRow,
  scene: SceneRow,
  panelNumber: number,
): Promise<PictureResult> {
  const panel = await panelByNumber(env.db, scene.id, panelNumber);
  if (!panel) throw new DomainError('NOT_FOUND', 'panel_not_found');
  const shown = await sceneEntityRows(env.db, scene.id);
  const request = panelImageRequest(
    story,
    scene,
    panel,
    shown.filter((row) => row.kind === 'character').slice(0, 3),
    shown.find((row) => row.kind === 'location') ?? null,
  );
  // A fresh seed so a regenerated picture differs from the last one.
  request.seed = `${request.seed}:${env.clock.now().getTime()}`;
  const job = await claimJob(env, {
    kind: 'panel',
    userId,
    storyId: story.id,
    sceneId: scene.id,
    panelId: panel.id,
    request,
  });
  if (!job) throw new DomainError('CONFLICT', 'image_in_progress');
  return resultOf(await runAndWait(env, job), 'panel');
}

/** generate-character-image / generate-location-image: waits a while for the picture and answers with the entity. */
export async function generateEntityImage(env: EngineEnv, userId: string, story: StoryRow, entity: EntityRow) {
  if (!entity.imagePrompt.trim()) throw codedError('BAD_REQUEST', 'needs_image_prompt');
  const job = await claimJob(env, entityImageJob(userId, story, entity));
  const result = resultOf(await runAndWait(env, job!), 'image');
  const updated = await entityRow(env.db, entity.id);
  return { result, entity: updated ?? entity };
}

/** image-status: advances a picture job of the caller's (free, panel or entity) and says where it is. */
export async function imageStatus(env: EngineEnv, userId: string, found: GenerationJobRow | undefined) {
  let job = found;
  if (!job || job.kind === 'video' || job.userId !== userId) throw new DomainError('NOT_FOUND', 'image_job_not_found');
  if (job.status === 'pending' || job.status === 'starting')
    job = (await withinBudget(advanceJob(env, job), timings(env).pollBudgetMs)) ?? job;
  if (job.status === 'done' && job.resultUrl)
    return { success: true as const, status: 'completed' as const, imageUrl: job.resultUrl };
  if (job.status === 'failed') return failedJobAnswer(job, 'Image generation failed');
  return { success: true as const, status: 'processing' as const };
}

/** A client mistake, not a provider failure: the picture to refine or animate must be one this site stores. */
async function requireStoredPicture(env: EngineEnv, url: string): Promise<string> {
  if (!(await loadImageInput(env, url))) {
    throw new DomainError('NOT_FOUND', 'image_not_in_story');
  }
  return url;
}

export async function startVideo(
  env: EngineEnv,
  userId: string,
  story: StoryRow,
  input: { imageUrl: string; prompt: string },
): Promise<GenerationJobRow> {
  await requireStoredPicture(env, input.imageUrl);
  const job = await claimJob(env, {
    kind: 'video',
    userId,
    storyId: story.id,
    request: { imageUrl: input.imageUrl, prompt: input.prompt },
  });
  const started = await runJob(env, job!);
  if (started.status === 'failed')
    throw fromAiError(
      new AiError((started.errorCode as AiErrorCode) ?? 'failed', started.error ?? MEDIA_MESSAGES.videoStartFailed),
      'video',
    );
  return started;
}

/** video-status: advances the job and answers in the spec's shape. */
export async function videoStatus(env: EngineEnv, userId: string, found: GenerationJobRow | undefined) {
  let job = found;
  if (!job || job.kind !== 'video' || job.userId !== userId) throw new DomainError('NOT_FOUND', 'video_job_not_found');
  if (job.status === 'pending' || job.status === 'starting')
    job = (await withinBudget(advanceJob(env, job), timings(env).pollBudgetMs)) ?? job;
  if (job.status === 'done' && job.resultUrl) {
    const request = job.request as { imageUrl?: string };
    return {
      success: true as const,
      status: 'completed' as const,
      result: { videoUrl: job.resultUrl, originalImageUrl: request.imageUrl ?? '', isLocallyStored: true },
    };
  }
  if (job.status === 'failed') return failedJobAnswer(job, MEDIA_MESSAGES.videoFailed);
  return { success: true as const, status: 'processing' as const };
}
