// Provider jobs: claim, start, advance, finish. Nothing runs in the background: a job done in the call (offline) is
// finished at once; a remote job is advanced by whoever asks next (a status poll, a story read, a webhook), and every
// step is a conditional update, so two of them racing store the same result once. Works the same on Workers, where
// nothing may run long after the response.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { entities, generationJobs, panels, type GenerationJobRow } from '../../../db/schema';
import { randomId } from '../../platform/ids';
import { AiError, isAiError, type ImageModel, type ImageRequest, type JobStart, type JobState, type VideoRequest } from '../types';
import { panelErrorText } from '../errors';
import { loadImageInput, storeGenerated, webhookUrl, type EngineEnv } from './env';

/** A job claimed but never started (the process stopped in between) is given up after this long. */
const STARTING_STALE_MS = 2 * 60_000;
/** A remote job without an answer after this long has failed. */
const PENDING_TIMEOUT_MS = 10 * 60_000;

export type JobKind = GenerationJobRow['kind'];

export interface ImageJobRequest {
  prompt: string;
  width: number;
  height: number;
  model: ImageModel;
  artStyle: string;
  /** /media URLs of character and location pictures to keep consistent. */
  referenceUrls?: string[];
  /** Names of what each reference picture shows, in the same order. */
  referenceNames?: string[];
  /** /media URL of the picture to refine. */
  inputUrl?: string;
  characters?: string[];
  location?: string | null;
  subject?: 'panel' | 'character' | 'location';
  seed?: string;
}

export interface VideoJobRequest {
  prompt: string;
  imageUrl: string;
}

export interface NewJob {
  kind: JobKind;
  userId: string;
  storyId?: string | null;
  sceneId?: string | null;
  panelId?: string | null;
  entityId?: string | null;
  request: ImageJobRequest | VideoJobRequest;
}

const ACTIVE = ['starting', 'pending'] as const;

function errorText(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  return `${String((error as { message?: string })?.message ?? error)} ${String((error as { code?: unknown })?.code ?? '')} ${String(cause ?? '')} ${String((cause as { code?: unknown })?.code ?? '')}`;
}

export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(errorText(error));
}

/** Another connection held the write lock too long (SQLITE_BUSY, 'database is locked'): the write may simply be tried again. */
export function isBusy(error: unknown): boolean {
  return /SQLITE_BUSY|database is locked/i.test(errorText(error));
}

/** Records a job as 'starting'. For a panel, null when another job for it is already running. */
export async function claimJob(env: EngineEnv, job: NewJob): Promise<GenerationJobRow | null> {
  const now = env.clock.now();
  const row: GenerationJobRow = {
    id: randomId(),
    kind: job.kind,
    userId: job.userId,
    storyId: job.storyId ?? null,
    sceneId: job.sceneId ?? null,
    panelId: job.panelId ?? null,
    entityId: job.entityId ?? null,
    provider: job.kind === 'video' ? env.ai.video.name : env.ai.image.name,
    externalId: null,
    status: 'starting',
    request: job.request as unknown as Record<string, unknown>,
    resultUrl: null,
    error: null,
    errorCode: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await env.db.insert(generationJobs).values(row);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return row;
}

async function imageRequestOf(env: EngineEnv, request: ImageJobRequest): Promise<ImageRequest> {
  const [references, input] = await Promise.all([
    Promise.all(
      (request.referenceUrls ?? []).slice(0, 3).map(async (url, i) => {
        const image = await loadImageInput(env, url);
        const name = request.referenceNames?.[i];
        return image && name ? { ...image, name } : image;
      }),
    ),
    request.inputUrl ? loadImageInput(env, request.inputUrl) : Promise.resolve(null),
  ]);
  const referenceImages = references.filter((image) => image !== null);
  return {
    prompt: request.prompt,
    width: request.width,
    height: request.height,
    model: request.model,
    artStyle: request.artStyle,
    ...(referenceImages.length ? { referenceImages } : {}),
    ...(input ? { inputImage: input } : {}),
    hints: { characters: request.characters, location: request.location ?? undefined, seed: request.seed, subject: request.subject },
  };
}

/** Starts a claimed job with the provider and finishes it when the provider answered in the call. */
export async function runJob(env: EngineEnv, job: GenerationJobRow): Promise<GenerationJobRow> {
  let start: JobStart;
  try {
    if (job.kind === 'video') {
      const request = job.request as unknown as VideoJobRequest;
      const image = await loadImageInput(env, request.imageUrl);
      if (!image) throw new AiError('failed', 'Failed to start video generation', 'The source image is not available');
      const videoRequest: VideoRequest = { image, prompt: request.prompt, seed: job.id };
      start = await env.ai.video.start(videoRequest, { webhookUrl: webhookUrl(env) });
    } else {
      start = await env.ai.image.start(await imageRequestOf(env, job.request as unknown as ImageJobRequest), { webhookUrl: webhookUrl(env) });
    }
  } catch (error) {
    return finishJob(env, job, { status: 'failed', error: asAiError(error) });
  }
  if (start.status === 'done') return finishJob(env, job, start);
  const now = env.clock.now();
  await env.db
    .update(generationJobs)
    .set({ status: 'pending', externalId: start.jobId, updatedAt: now })
    .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'starting')));
  return { ...job, status: 'pending', externalId: start.jobId, updatedAt: now };
}

function asAiError(error: unknown): AiError {
  if (isAiError(error)) return error;
  return new AiError('failed', error instanceof Error ? error.message : String(error));
}

/**
 * Moves a job to done or failed exactly once: the result is stored under the job's own key first (idempotent), then
 * the status flips only if it is still active, and only the caller that flipped it applies the result.
 */
export async function finishJob(env: EngineEnv, job: GenerationJobRow, state: Exclude<JobState, { status: 'pending' }>): Promise<GenerationJobRow> {
  const now = env.clock.now();
  let resultUrl: string | null = null;
  let error: AiError | null = state.status === 'failed' ? state.error : null;
  if (state.status === 'done') {
    try {
      resultUrl = await storeGenerated(env, job.id, state.output);
    } catch (storeError) {
      error = new AiError('failed', `Could not store the generated media: ${storeError instanceof Error ? storeError.message : storeError}`);
    }
  }
  const message = error ? (job.kind === 'panel' || job.kind === 'entity' ? panelErrorText(error) : error.message) : null;
  const flipped = await env.db
    .update(generationJobs)
    .set({ status: error ? 'failed' : 'done', resultUrl, error: message, errorCode: error?.code ?? null, updatedAt: now })
    .where(and(eq(generationJobs.id, job.id), inArray(generationJobs.status, [...ACTIVE])))
    .returning({ id: generationJobs.id });
  const finished: GenerationJobRow = { ...job, status: error ? 'failed' : 'done', resultUrl, error: message, errorCode: error?.code ?? null, updatedAt: now };
  if (flipped.length === 1) await applyResult(env, finished, now);
  return finished;
}

/** What a finished job changes besides itself: the panel's picture or error, the entity's pictures. */
async function applyResult(env: EngineEnv, job: GenerationJobRow, now: Date): Promise<void> {
  if (job.kind === 'panel' && job.panelId) {
    await env.db
      .update(panels)
      .set(
        job.status === 'done'
          ? { imageUrl: job.resultUrl, imageGenerationError: null, updatedAt: now }
          : // A failed re-generation keeps the picture the panel already has.
            { imageGenerationError: sql`case when ${panels.imageUrl} is null then ${job.error} else ${panels.imageGenerationError} end`, updatedAt: now },
      )
      .where(eq(panels.id, job.panelId));
    if (job.sceneId) await finalizeScene(env, job.sceneId);
  } else if (job.kind === 'entity' && job.entityId && job.status === 'done' && job.resultUrl) {
    await env.db
      .update(entities)
      .set({ primaryImageUrl: job.resultUrl, imageUrls: sql`json_insert(${entities.imageUrls}, '$[#]', ${job.resultUrl})` })
      .where(eq(entities.id, job.entityId));
  }
  env.cache.invalidate();
}

/**
 * A generating scene is complete once every panel has a picture or an error: 'completed', or 'failed' when no panel
 * got a picture. Conditional, so it happens once.
 */
export async function finalizeScene(env: EngineEnv, sceneId: string): Promise<void> {
  await env.db.run(sql`
    update scenes set
      status = case when exists (select 1 from panels where scene_id = ${sceneId} and image_url is not null) then 'completed' else 'failed' end,
      updated_at = ${env.clock.now().getTime()}
    where id = ${sceneId} and status = 'generating'
      and not exists (select 1 from panels where scene_id = ${sceneId} and image_url is null and image_generation_error is null)`);
}

/** Asks the provider about one active job and finishes it when it has an answer; gives up stale or overdue jobs. */
export async function advanceJob(env: EngineEnv, job: GenerationJobRow): Promise<GenerationJobRow> {
  const age = env.clock.now().getTime() - job.createdAt.getTime();
  if (job.status === 'starting') {
    if (age < STARTING_STALE_MS) return job;
    // Claimed, never started (the process stopped in between). A panel's picture is started again by the next scene
    // poll; any other job has failed.
    if (job.kind === 'panel') {
      await env.db
        .update(generationJobs)
        .set({ status: 'failed', error: 'Interrupted before it started', errorCode: 'failed', updatedAt: env.clock.now() })
        .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'starting')));
      return { ...job, status: 'failed' };
    }
    return finishJob(env, job, { status: 'failed', error: new AiError('failed', 'Generation was interrupted. Please try again.') });
  }
  if (job.status !== 'pending' || !job.externalId) return job;
  let state: JobState;
  try {
    state = await (job.kind === 'video' ? env.ai.video : env.ai.image).check(job.externalId);
  } catch (error) {
    // A failed status check is not a failed job: the next poll asks again, until the job is overdue.
    if (age < PENDING_TIMEOUT_MS) return job;
    state = { status: 'failed', error: asAiError(error) };
  }
  if (state.status === 'pending') {
    if (age < PENDING_TIMEOUT_MS) return job;
    const what = job.kind === 'video' ? 'Video' : 'Image';
    return finishJob(env, job, { status: 'failed', error: new AiError('timeout', `${what} generation timed out`) });
  }
  return finishJob(env, job, state);
}

/** Advances every active job of a scene, a story or one job id (optionally of one kind), concurrently. */
export async function advanceJobs(env: EngineEnv, where: { sceneId?: string; storyId?: string; jobId?: string; kind?: JobKind }): Promise<GenerationJobRow[]> {
  const filter = where.jobId
    ? eq(generationJobs.id, where.jobId)
    : where.sceneId
      ? eq(generationJobs.sceneId, where.sceneId)
      : eq(generationJobs.storyId, where.storyId!);
  const active = await env.db
    .select()
    .from(generationJobs)
    .where(and(filter, inArray(generationJobs.status, [...ACTIVE]), where.kind ? eq(generationJobs.kind, where.kind) : undefined));
  return Promise.all(active.map((job) => advanceJob(env, job)));
}

/**
 * The cron sweep (Workers `scheduled`): advances the oldest active jobs of every story, so finished provider outputs are
 * copied into the media store within minutes even when nobody polls (Replicate deletes them after an hour). A few at a
 * time, so one sweep stays within a Worker's subrequest budget.
 */
export async function sweepJobs(env: EngineEnv, options: { limit?: number; concurrency?: number } = {}): Promise<{ checked: number; finished: number }> {
  const active = await env.db
    .select()
    .from(generationJobs)
    .where(inArray(generationJobs.status, [...ACTIVE]))
    .orderBy(generationJobs.updatedAt)
    .limit(options.limit ?? 40);
  let finished = 0;
  const concurrency = options.concurrency ?? 6;
  for (let at = 0; at < active.length; at += concurrency) {
    const results = await Promise.all(
      active.slice(at, at + concurrency).map((job) =>
        advanceJob(env, job).catch((error: unknown) => {
          console.error('sweep: could not advance job', job.id, error);
          return job;
        }),
      ),
    );
    finished += results.filter((job) => job.status === 'done' || job.status === 'failed').length;
  }
  return { checked: active.length, finished };
}

export async function jobById(env: EngineEnv, id: string): Promise<GenerationJobRow | undefined> {
  return env.db.select().from(generationJobs).where(eq(generationJobs.id, id)).get();
}

export async function jobByExternalId(env: EngineEnv, externalId: string): Promise<GenerationJobRow | undefined> {
  return env.db.select().from(generationJobs).where(eq(generationJobs.externalId, externalId)).get();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For calls that answer with the picture itself (generate-image, panel and entity pictures): polls a remote job in the
 * request until it finishes or `timeoutMs` passes (then it stays pending for later polls and webhooks).
 */
export async function waitForJob(env: EngineEnv, job: GenerationJobRow, options: { timeoutMs: number; intervalMs?: number }): Promise<GenerationJobRow> {
  const deadline = Date.now() + options.timeoutMs;
  let current = job;
  while (current.status === 'pending' || current.status === 'starting') {
    if (Date.now() >= deadline) return current;
    // Never past the deadline: the caller answers 'pending' then, and a poll or webhook takes over.
    await sleep(Math.min(options.intervalMs ?? 1000, deadline - Date.now()));
    current = await advanceJob(env, current);
  }
  return current;
}

/** Supersedes the active jobs of panels that are being replaced (regeneration), so their late results are dropped. */
export async function cancelPanelJobs(env: EngineEnv, panelIds: string[]): Promise<void> {
  if (!panelIds.length) return;
  await env.db
    .update(generationJobs)
    .set({ status: 'failed', error: 'Superseded', errorCode: 'failed', updatedAt: env.clock.now() })
    .where(and(inArray(generationJobs.panelId, panelIds), inArray(generationJobs.status, [...ACTIVE])));
}
