// Provider jobs: claim, start, advance, finish. Nothing runs in the background: a job done in the call (offline) is
// finished at once; a remote job is advanced by whoever asks next (a status poll, a story read, a webhook), and every
// step is a conditional update, so two of them racing store the same result once. Works the same on Workers, where
// nothing may run long after the response.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { generationJobs, type GenerationJobRow } from '../../../db/schema';
import { rowOf } from '../../../db/client';
import type { SignedInContext } from '../../context';
import { randomId } from '../../platform/ids';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  AiError,
  isAiError,
  type ImageInput,
  type ImageModel,
  type ImageRequest,
  type JobStart,
  type JobState,
  type VideoRequest,
} from '../types';
import { panelErrorText } from '../errors';
import { loadImageInput, storeGenerated, webhookUrl, type EngineEnv } from './env';
import { timings, withDeadline, withinBudget } from './timing';
import { MEDIA_MESSAGES } from '../../../src/shared/media-editing';
import { jobEventSql, sceneEventSql } from '../../data/webhooks';
import { inBackground } from '../../platform/background';
import { deliverWebhooks } from '../../platform/webhook-delivery';

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

/** A job's row as claimed ('starting'), before it is written. */
export function newJobRow(env: EngineEnv, job: NewJob): GenerationJobRow {
  const now = env.clock.now();
  return {
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
}

/** The INSERT that claims a job, for a batch; with `when`, only if that condition holds (e.g. its entity was added). */
export function claimStatement(env: EngineEnv, row: GenerationJobRow, when?: SQL) {
  const t = row.createdAt.getTime();
  return env.db.run(sql`
    insert into generation_jobs (id, kind, user_id, story_id, scene_id, panel_id, entity_id, provider, external_id, status, request, created_at, updated_at)
    select ${row.id}, ${row.kind}, ${row.userId}, ${row.storyId}, ${row.sceneId}, ${row.panelId}, ${row.entityId}, ${row.provider}, null, 'starting',
      ${JSON.stringify(row.request)}, ${t}, ${t}
    ${when ? sql`where ${when}` : sql``}`);
}

/** Records a job as 'starting'. For a panel, null when another job for it is already running. */
export async function claimJob(env: EngineEnv, job: NewJob): Promise<GenerationJobRow | null> {
  const row = newJobRow(env, job);
  try {
    await claimStatement(env, row);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return row;
}

/** Reads each /media picture a call needs once, however many jobs of the call use it (one media read per picture). */
interface ImageInputs {
  load(url: string | null | undefined): Promise<ImageInput | null>;
}

function imageInputs(env: EngineEnv): ImageInputs {
  const loaded = new Map<string, Promise<ImageInput | null>>();
  return {
    load(url) {
      if (!url) return Promise.resolve(null);
      let image = loaded.get(url);
      if (!image) loaded.set(url, (image = loadImageInput(env, url)));
      return image;
    },
  };
}

async function imageRequestOf(inputs: ImageInputs, request: ImageJobRequest): Promise<ImageRequest> {
  const [references, input] = await Promise.all([
    Promise.all(
      (request.referenceUrls ?? []).slice(0, 3).map(async (url, i) => {
        const image = await inputs.load(url);
        const name = request.referenceNames?.[i];
        return image && name ? { ...image, name } : image;
      }),
    ),
    inputs.load(request.inputUrl),
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
    hints: {
      characters: request.characters,
      location: request.location ?? undefined,
      seed: request.seed,
      subject: request.subject,
    },
  };
}

/** A claimed job's first answer from its provider: done in the call (offline), running remotely, or failed to start. */
type StartOutcome = JobStart | { status: 'failed'; error: AiError };

/** Asks the provider to start a claimed job; never throws (a failure is the job's outcome). */
async function startOnProvider(env: EngineEnv, job: GenerationJobRow, inputs: ImageInputs): Promise<StartOutcome> {
  try {
    if (job.kind === 'video') {
      const request = job.request as unknown as VideoJobRequest;
      const image = await inputs.load(request.imageUrl);
      if (!image) throw new AiError('failed', MEDIA_MESSAGES.videoStartFailed, 'The source image is not available');
      const videoRequest: VideoRequest = { image, prompt: request.prompt, seed: job.id };
      return await withDeadline(timings(env).providerCallMs, MEDIA_MESSAGES.videoStartFailed, (signal) =>
        env.ai.video.start(videoRequest, { webhookUrl: webhookUrl(env), signal }),
      );
    }
    const imageRequest = await imageRequestOf(inputs, job.request as unknown as ImageJobRequest);
    return await withDeadline(timings(env).providerCallMs, 'Image generation timed out', (signal) =>
      env.ai.image.start(imageRequest, { webhookUrl: webhookUrl(env), signal }),
    );
  } catch (error) {
    return { status: 'failed', error: asAiError(error) };
  }
}

/** Starts a claimed job with the provider and finishes it when the provider answered in the call. */
export async function runJob(env: EngineEnv, job: GenerationJobRow): Promise<GenerationJobRow> {
  const [row] = await runJobs(env, [job]);
  return row!;
}

/**
 * Starts claimed jobs at once and writes every outcome in one database batch: reference pictures are read from the
 * media store once per call, outputs done in the call are stored, and panels, entities and scenes are updated together.
 */
export async function runJobs(env: EngineEnv, jobs: GenerationJobRow[]): Promise<GenerationJobRow[]> {
  if (!jobs.length) return [];
  const inputs = imageInputs(env);
  const outcomes = await Promise.all(
    jobs.map(async (job) => ({ job, state: await startOnProvider(env, job, inputs) })),
  );
  return settleJobs(env, outcomes);
}

function asAiError(error: unknown): AiError {
  if (isAiError(error)) return error;
  return new AiError('failed', error instanceof Error ? error.message : String(error));
}

/** Moves a job to done or failed exactly once (see settleJobs). */
export async function finishJob(
  env: EngineEnv,
  job: GenerationJobRow,
  state: Exclude<JobState, { status: 'pending' }>,
): Promise<GenerationJobRow> {
  const [row] = await settleJobs(env, [{ job, state }]);
  return row!;
}

type Outcome = { job: GenerationJobRow; state: JobStart | Exclude<JobState, { status: 'pending' }> };

/** A finished job's stored result, or why it failed: outputs that are not what the job makes are never stored. */
async function storedResult(
  env: EngineEnv,
  job: GenerationJobRow,
  state: Outcome['state'],
): Promise<{ resultUrl: string | null; error: AiError | null }> {
  if (state.status === 'failed') return { resultUrl: null, error: state.error };
  if (state.status !== 'done') return { resultUrl: null, error: null };
  try {
    return {
      resultUrl: await storeGenerated(env, job.id, state.output, job.kind === 'video' ? 'video' : 'image'),
      error: null,
    };
  } catch (storeError) {
    if (isAiError(storeError)) return { resultUrl: null, error: storeError };
    console.error('could not store generated media', job.id, storeError);
    return { resultUrl: null, error: new AiError('failed', 'Could not store the generated media') };
  }
}

/**
 * Writes outcomes in one atomic batch. A job moves to done or failed exactly once: its result is stored under the job's
 * own key first (idempotent), and the statements that apply it (the panel's picture or error, the entity's pictures)
 * run only while the job is still active, just before the one that flips it, so of two callers racing only one applies it.
 */
export async function settleJobs(env: EngineEnv, outcomes: Outcome[]): Promise<GenerationJobRow[]> {
  if (!outcomes.length) return [];
  const now = env.clock.now();
  const t = now.getTime();
  const results = await Promise.all(outcomes.map(({ job, state }) => storedResult(env, job, state)));
  const statements: BatchItem<'sqlite'>[] = [];
  const scenesToFinalize = new Set<string>();
  /** Where the webhook event statements are in the batch. */
  const events: number[] = [];
  const rows = outcomes.map(({ job, state }, i): GenerationJobRow => {
    const { resultUrl, error } = results[i]!;
    if (state.status === 'pending') {
      statements.push(
        env.db.run(sql`update generation_jobs set status = 'pending', external_id = ${state.jobId}, updated_at = ${t}
        where id = ${job.id} and status = 'starting'`),
      );
      return { ...job, status: 'pending', externalId: state.jobId, updatedAt: now };
    }
    const message = error
      ? job.kind === 'panel' || job.kind === 'entity'
        ? panelErrorText(error)
        : error.message
      : null;
    const active = sql`exists (select 1 from generation_jobs where id = ${job.id} and status in ('starting', 'pending'))`;
    if (job.kind === 'panel' && job.panelId) {
      statements.push(
        error
          ? // A failed re-generation keeps the picture the panel already has.
            env.db
              .run(sql`update panels set image_generation_error = case when image_url is null then ${message} else image_generation_error end,
              updated_at = ${t} where id = ${job.panelId} and ${active}`)
          : env.db.run(
              sql`update panels set image_url = ${resultUrl}, image_generation_error = null, updated_at = ${t} where id = ${job.panelId} and ${active}`,
            ),
      );
      if (job.sceneId) scenesToFinalize.add(job.sceneId);
    } else if (job.kind === 'entity' && job.entityId && resultUrl) {
      statements.push(
        env.db
          .run(sql`update entities set primary_image_url = ${resultUrl}, image_urls = json_insert(image_urls, '$[#]', ${resultUrl})
          where id = ${job.entityId} and ${active}`),
      );
    }
    // A free image's or video's webhooks hear of it (a panel's picture is announced with its scene).
    if (job.kind === 'image' || job.kind === 'video') {
      const data = {
        jobId: job.id,
        storyId: job.storyId,
        sceneId: job.sceneId,
        status: error ? 'failed' : 'completed',
        url: resultUrl,
        error: message,
      };
      events.push(statements.length);
      statements.push(env.db.run(jobEventSql(job, `${job.kind}.${error ? 'failed' : 'completed'}`, data, t)));
    }
    statements.push(
      env.db
        .run(sql`update generation_jobs set status = ${error ? 'failed' : 'done'}, result_url = ${resultUrl}, error = ${message},
        error_code = ${error?.code ?? null}, updated_at = ${t} where id = ${job.id} and status in ('starting', 'pending')`),
    );
    return {
      ...job,
      status: error ? 'failed' : 'done',
      resultUrl,
      error: message,
      errorCode: error?.code ?? null,
      updatedAt: now,
    };
  });
  for (const sceneId of scenesToFinalize) {
    statements.push(finalizeSceneStatement(env, sceneId, t));
    events.push(statements.length);
    statements.push(env.db.run(sceneEventSql(sceneId, t)));
  }
  const written = (await env.db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])) as unknown as {
    rowsAffected: number;
  }[];
  if (rows.some((row) => row.status !== 'pending')) env.cache.invalidate();
  sendNewEvents(
    env,
    events.map((at) => written[at]!),
  );
  return rows;
}

/** When the batch recorded webhook deliveries, their first attempt runs after the answer, never in the request's time. */
function sendNewEvents(env: EngineEnv, results: { rowsAffected: number }[]) {
  if (results.some((result) => result.rowsAffected > 0)) inBackground(deliverWebhooks(env));
}

/**
 * A generating scene is complete once every panel has a picture or an error: 'completed', or 'failed' when no panel
 * got a picture. Conditional, so it happens once.
 */
export async function finalizeScene(env: EngineEnv, sceneId: string): Promise<void> {
  const t = env.clock.now().getTime();
  const [, event] = (await env.db.batch([
    finalizeSceneStatement(env, sceneId, t),
    env.db.run(sceneEventSql(sceneId, t)),
  ])) as unknown as { rowsAffected: number }[];
  sendNewEvents(env, [event!]);
}

/** `now`: the scene's new time, which the webhook event statement batched after it looks for. */
export function finalizeSceneStatement(env: EngineEnv, sceneId: string, now = env.clock.now().getTime()) {
  return env.db.run(sql`
    update scenes set
      status = case when exists (select 1 from panels where scene_id = ${sceneId} and image_url is not null) then 'completed' else 'failed' end,
      updated_at = ${now}
    where id = ${sceneId} and status = 'generating'
      and not exists (select 1 from panels where scene_id = ${sceneId} and image_url is null and image_generation_error is null)`);
}

/** Advances running in this process, by job id: a second poll joins the first instead of asking the provider again. */
const advancing = new Map<string, Promise<GenerationJobRow>>();
/** When this process last asked the provider about each pending job (performance.now()). */
const lastChecked = new Map<string, number>();

/**
 * Asks the provider about one active job and finishes it when it has an answer; resumes interrupted jobs, fails overdue
 * ones. A pending job is checked at most once per `minCheckIntervalMs` whatever callers do (92 polls at 100 ms once
 * cost 431 provider calls); a poll in between answers what is stored.
 */
export function advanceJob(env: EngineEnv, job: GenerationJobRow): Promise<GenerationJobRow> {
  let running = advancing.get(job.id);
  if (running) return running;
  if (job.status === 'pending') {
    const now = performance.now();
    if (now - (lastChecked.get(job.id) ?? -Infinity) < timings(env).minCheckIntervalMs) return Promise.resolve(job);
    lastChecked.set(job.id, now);
  }
  running = advanceJobNow(env, job)
    .then((advanced) => {
      if (advanced.status !== 'pending') lastChecked.delete(job.id);
      return advanced;
    })
    .finally(() => advancing.delete(job.id));
  advancing.set(job.id, running);
  return running;
}

const CHECK_FAILURES = /^checks:(\d+)$/;

async function advanceJobNow(env: EngineEnv, job: GenerationJobRow): Promise<GenerationJobRow> {
  const limits = timings(env);
  const now = env.clock.now();
  const age = now.getTime() - job.createdAt.getTime();
  const what = job.kind === 'video' ? 'Video' : 'Image';
  if (job.status === 'starting') {
    if (now.getTime() - job.updatedAt.getTime() < limits.startingStaleMs) return job;
    // Claimed, never started: the process stopped in between (a restart). Whoever takes it over (a poll, a read, the
    // cron sweep) starts it again from its stored request.
    const [taken] = await env.db
      .update(generationJobs)
      .set({ updatedAt: now })
      .where(
        and(
          eq(generationJobs.id, job.id),
          eq(generationJobs.status, 'starting'),
          eq(generationJobs.updatedAt, job.updatedAt),
        ),
      )
      .returning();
    return taken ? runJob(env, taken) : job;
  }
  if (job.status !== 'pending' || !job.externalId) return job;
  const deadline = job.kind === 'video' ? limits.videoJobMs : limits.imageJobMs;
  let state: JobState;
  try {
    const provider = job.kind === 'video' ? env.ai.video : env.ai.image;
    state = await withDeadline(limits.providerCallMs, `${what} generation timed out`, (signal) =>
      provider.check(job.externalId!, { signal }),
    );
  } catch (error) {
    // A failed status check is not a failed job: the next poll asks again, until checks keep failing or it is overdue.
    const failures = Number(CHECK_FAILURES.exec(job.errorCode ?? '')?.[1] ?? 0) + 1;
    if (age >= deadline)
      return finishJob(env, job, { status: 'failed', error: new AiError('timeout', `${what} generation timed out`) });
    if (failures >= limits.maxCheckFailures) {
      return finishJob(env, job, {
        status: 'failed',
        error: new AiError('failed', `${what} generation failed: the provider did not answer status checks`),
      });
    }
    await env.db
      .update(generationJobs)
      .set({ errorCode: `checks:${failures}`, updatedAt: now })
      .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'pending')));
    console.error('status check failed', job.id, error instanceof Error ? error.message : error);
    return { ...job, errorCode: `checks:${failures}`, updatedAt: now };
  }
  if (state.status === 'pending') {
    if (CHECK_FAILURES.test(job.errorCode ?? '')) {
      await env.db
        .update(generationJobs)
        .set({ errorCode: null })
        .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'pending')));
    }
    if (age < deadline) return job;
    return finishJob(env, job, { status: 'failed', error: new AiError('timeout', `${what} generation timed out`) });
  }
  return finishJob(env, job, state);
}

/**
 * Advances every active job of a scene, a story or one job id (optionally of one kind), concurrently, waiting for the
 * provider at most the poll budget: polls and reads answer at once, slow checks and downloads finish in the background.
 */
export async function advanceJobs(
  env: EngineEnv,
  where: { sceneId?: string; storyId?: string; jobId?: string; kind?: JobKind },
): Promise<GenerationJobRow[]> {
  const filter = where.jobId
    ? eq(generationJobs.id, where.jobId)
    : where.sceneId
      ? eq(generationJobs.sceneId, where.sceneId)
      : eq(generationJobs.storyId, where.storyId!);
  const active = await env.db
    .select()
    .from(generationJobs)
    .where(
      and(
        filter,
        inArray(generationJobs.status, [...ACTIVE]),
        where.kind ? eq(generationJobs.kind, where.kind) : undefined,
      ),
    );
  if (!active.length) return active;
  return (
    (await withinBudget(Promise.all(active.map((job) => advanceJob(env, job))), timings(env).pollBudgetMs)) ?? active
  );
}

/**
 * The cron sweep (Workers `scheduled`): advances the oldest active jobs of every story, so finished provider outputs are
 * copied into the media store within minutes even when nobody polls (Replicate deletes them after an hour). A few at a
 * time, so one sweep stays within a Worker's subrequest budget.
 */
export async function sweepJobs(
  env: EngineEnv,
  options: { limit?: number; concurrency?: number } = {},
): Promise<{ checked: number; finished: number }> {
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

/** The viewer's id and the job (when it exists), read with the session check in one database request: a status poll is one trip. */
export async function viewerWithJob(
  ctx: SignedInContext,
  jobId: string,
): Promise<[string, GenerationJobRow | undefined]> {
  const { user, results } = await ctx.read([sql`select * from generation_jobs where id = ${jobId}`]);
  return [user.id, rowOf<GenerationJobRow>(generationJobs, results[0]![0])];
}

export async function jobByExternalId(env: EngineEnv, externalId: string): Promise<GenerationJobRow | undefined> {
  return env.db.select().from(generationJobs).where(eq(generationJobs.externalId, externalId)).get();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For calls that answer with the picture itself (generate-image, panel and entity pictures): polls a remote job in the
 * request until it finishes or `timeoutMs` passes (then it stays pending for later polls and webhooks).
 */
export async function waitForJob(
  env: EngineEnv,
  job: GenerationJobRow,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<GenerationJobRow> {
  const deadline = Date.now() + options.timeoutMs;
  let current = job;
  while (current.status === 'pending' || current.status === 'starting') {
    if (Date.now() >= deadline) return current;
    // Never past the deadline: the caller answers 'pending' then, and a poll or webhook takes over.
    await sleep(Math.min(options.intervalMs ?? 1000, deadline - Date.now()));
    // A check that outlives the wait finishes in the background; the caller answers 'pending' meanwhile.
    current = (await withinBudget(advanceJob(env, current), deadline - Date.now())) ?? current;
  }
  return current;
}

/** Supersedes the active jobs of a scene's panels that are being replaced (regeneration), so their late results are dropped. */
export function cancelSceneJobsStatement(env: EngineEnv, sceneId: string) {
  return env.db
    .run(sql`update generation_jobs set status = 'failed', error = 'Superseded', error_code = 'failed', updated_at = ${env.clock.now().getTime()}
    where panel_id in (select id from panels where scene_id = ${sceneId}) and status in ('starting', 'pending')`);
}
