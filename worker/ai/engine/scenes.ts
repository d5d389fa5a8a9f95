// Scene generation: the text step writes the scene, its panels with bubbles and any new
// characters and locations; the image step starts every panel's picture at once. Offline pictures are done before the
// answer ('completed'); remote ones leave the scene 'generating' and each status poll (or webhook) moves it on.
import { codedError, DomainError } from '../../errors';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  generationJobs,
  panels as panelRows,
  scenes,
  type EntityRow,
  type GenerationJobRow,
  type PanelRow,
  type SceneRow,
  type StoryRow,
} from '../../../db/schema';
import { randomId } from '../../platform/ids';
import { entityInsertStatement, entityView, sceneEntityRows } from '../../data/entities';
import {
  generatedSceneStatements,
  nextSceneNumberQuery,
  panelsAwaitingPictures,
  sceneById,
  sceneEntitiesStatement,
  type SceneView,
} from '../../data/scenes';
import { aiFailure } from '../errors';
import { DEFAULT_GENERATION_LIMITS, generationReservation, type Reservation } from '../limits';
import type { EntityDraft, PanelDraft, SceneDraft, StoryContext } from '../types';
import { placeBubbles } from './bubbles';
import { contextFrom, storyContextQueries, type RecentScene } from './context';
import { ALL_DEFAULT_STORY_TITLES, asImageModel, entityLimit, pictureSize } from '../../../src/shared/stories';
import { ENTITY_SIZE, type EngineEnv } from './env';
import { timings, withDeadline, withinBudget } from './timing';
import { AI_MESSAGES } from '../../../src/shared/ai-errors';
import {
  advanceJob,
  advanceJobs,
  cancelSceneJobsStatement,
  claimJob,
  claimStatement,
  finalizeScene,
  isBusy,
  newJobRow,
  runJob,
  runJobs,
  type ImageJobRequest,
  type NewJob,
} from './jobs';

export interface GenerateSceneInput {
  storyId: string;
  prompt: string;
  generateImages: boolean;
  maxPanels: number;
  regenerateExisting?: boolean;
  existingSceneId?: string;
  /** Regenerating: write new words too. Without it the scene's bubbles (the author's lettering) stay panel by panel. */
  rewriteText?: boolean;
}

/** A story still called this (in any interface language, or nothing) gets a generated title once it has a description. */
export const DEFAULT_STORY_TITLES = ['', ...ALL_DEFAULT_STORY_TITLES];

/** Words that say nothing about who or where: left out when names are compared by their parts. */
const FILLER_WORDS = new Set(['the', 'a', 'an', 'of', 'and']);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !FILLER_WORDS.has(word));

const sameWords = (a: string[], b: string[]) =>
  a.length > 0 && a.length === b.length && a.every((word, i) => word === b[i]);

/** Whether `part` appears in `whole` as whole consecutive words ('mara' in 'captain mara'). */
function containsWords(whole: string[], part: string[]): boolean {
  if (!part.length || part.length > whole.length) return false;
  for (let at = 0; at + part.length <= whole.length; at += 1)
    if (part.every((word, i) => whole[at + i] === word)) return true;
  return false;
}

/**
 * The entity a name means: the same name or title in any case, else one whose name holds the given name's
 * words or is held by them ('Mara' is 'Captain Mara', and 'Captain Mara' is 'Mara'). Earlier rows win a tie.
 */
export function matchEntity<T extends { name: string; title: string }>(name: string, rows: T[]): T | undefined {
  const words = nameWords(name);
  if (!words.length) return undefined;
  return (
    rows.find((row) => sameWords(nameWords(row.name), words)) ??
    rows.find((row) => sameWords(nameWords(row.title), words)) ??
    rows.find((row) => {
      const own = nameWords(row.name);
      return containsWords(own, words) || containsWords(words, own);
    })
  );
}

/** A new character or location row from a provider's draft. */
export function entityRowFromDraft(
  storyId: string,
  kind: 'character' | 'location',
  draft: EntityDraft,
  firstAppearance: number,
  now: Date,
): EntityRow {
  return {
    id: randomId(),
    storyId,
    kind,
    name: draft.name,
    title: draft.title,
    description: draft.description,
    imagePrompt: draft.imagePrompt,
    primaryImageUrl: null,
    imageUrls: [],
    firstAppearance,
    originId: null,
    createdAt: now,
  };
}

/** Adds an entity within its kind's limit (see entityInsertStatement); false when it was not added. */
export async function insertEntityWithinLimit(db: EngineEnv['db'], row: EntityRow): Promise<boolean> {
  const result = await entityInsertStatement(db, row, entityLimit(row.kind));
  return result.rowsAffected === 1;
}

/**
 * The draft's new characters or locations that are really new: one that names an existing entity (or one added just
 * before it) is that entity, whichever provider wrote it. At most the kind's limit.
 */
function freshEntities(
  storyId: string,
  kind: 'character' | 'location',
  drafts: EntityDraft[],
  known: EntityRow[],
  sceneNumber: number,
  now: Date,
): EntityRow[] {
  const limit = entityLimit(kind);
  const ofKind = known.filter((row) => row.kind === kind);
  const rows: EntityRow[] = [];
  for (const draft of drafts) {
    if (ofKind.length + rows.length >= limit) break;
    // Within its kind, any name that means an existing entity; across kinds only the same name (the table's rule).
    if (
      matchEntity(draft.name, [...ofKind, ...rows]) ||
      known.some((row) => row.kind !== kind && sameName(row.name, draft.name))
    )
      continue;
    rows.push(entityRowFromDraft(storyId, kind, draft, sceneNumber, now));
  }
  return rows;
}

interface WrittenScene {
  scene: SceneRow;
  panels: { row: PanelRow; characters: EntityRow[]; location: EntityRow | null }[];
  newCharacters: EntityRow[];
  newLocations: EntityRow[];
  /** Picture jobs claimed in the same batch (panels, then new entities). */
  jobs: GenerationJobRow[];
}

/** Screen-reader text of a generated panel: the draft's, else the first sentence of its description. */
export function panelAltText(panel: Pick<PanelDraft, 'altText' | 'description'>): string {
  const own = panel.altText?.trim();
  if (own) return own;
  const description = panel.description.trim();
  const first = /^.*?[.!?](?=\s|$)/s.exec(description)?.[0] ?? description;
  return first.slice(0, 300);
}

/** What the read batch of a generation found: the story's entities and last scenes, and the scene to regenerate. */
interface SceneInputs {
  known: EntityRow[];
  recent: RecentScene[];
  existing: SceneRow | null;
  /** The regenerated scene's bubbles by panel number (what the author lettered stays unless the words are rewritten). */
  lettering: Map<number, PanelRow['textBubbles']>;
  nextNumber: number;
  entityJobs: GenerationJobRow[];
}

/**
 * Writes the drafted scene in one atomic batch: the scene (new at the next number, or regenerated with its panels
 * replaced and their running jobs superseded), its panels, the new entities, which entities it shows, the picture jobs
 * and the story's updated time (and title).
 */
async function writeScene(
  env: EngineEnv,
  userId: string,
  story: StoryRow,
  draft: SceneDraft,
  input: GenerateSceneInput,
  found: SceneInputs,
  storyTitle: string | null,
): Promise<WrittenScene> {
  const now = env.clock.now();
  const { existing, known } = found;
  const status = input.generateImages ? 'generating' : 'completed';
  const scene: SceneRow = existing
    ? { ...existing, title: draft.title, description: draft.description, prompt: input.prompt, status, updatedAt: now }
    : {
        id: randomId(),
        storyId: story.id,
        sceneNumber: found.nextNumber,
        title: draft.title,
        description: draft.description,
        prompt: input.prompt,
        status,
        layout: null,
        createdAt: now,
        updatedAt: now,
      };
  const sceneNumber = sql`(select scene_number from scenes where id = ${scene.id})`;

  const newCharacters = freshEntities(story.id, 'character', draft.newCharacters, known, scene.sceneNumber, now);
  const newLocations = freshEntities(
    story.id,
    'location',
    draft.newLocations,
    [...known, ...newCharacters],
    scene.sceneNumber,
    now,
  );
  const all = [...known, ...newCharacters, ...newLocations];
  const characters = all.filter((row) => row.kind === 'character');
  const locations = all.filter((row) => row.kind === 'location');

  const written = draft.panels.slice(0, input.maxPanels).map((panel: PanelDraft, index) => {
    const shown = panel.characters
      .map((name) => matchEntity(name, characters))
      .filter((row): row is EntityRow => Boolean(row));
    const location = panel.location ? (matchEntity(panel.location, locations) ?? null) : null;
    const row: PanelRow = {
      id: randomId(),
      sceneId: scene.id,
      storyId: story.id,
      panelNumber: index + 1,
      description: panel.description,
      imagePrompt: panel.imagePrompt,
      imageUrl: null,
      videoUrl: null,
      videoPrompt: null,
      imageGenerationError: null,
      altText: panelAltText(panel),
      textBubbles: found.lettering.get(index + 1) ?? placeBubbles(panel.bubbles, now.getTime()),
      createdAt: now,
      updatedAt: now,
    };
    return { row, characters: [...new Map(shown.map((entity) => [entity.id, entity])).values()], location };
  });

  const added = [...newCharacters, ...newLocations];
  const shownIds = [
    ...new Set(
      written.flatMap((panel) => [
        ...panel.characters.map((entity) => entity.id),
        ...(panel.location ? [panel.location.id] : []),
      ]),
    ),
  ];
  const panelJobs = input.generateImages
    ? written.map(({ row, characters: shown, location }) =>
        newJobRow(env, {
          kind: 'panel',
          userId,
          storyId: story.id,
          sceneId: scene.id,
          panelId: row.id,
          request: panelImageRequest(story, scene, row, shown, location),
        }),
      )
    : [];
  const entityJobs = input.generateImages
    ? added.map((entity) => newJobRow(env, entityImageJob(userId, story, entity)))
    : [];

  const statements: BatchItem<'sqlite'>[] = [
    ...(existing ? [cancelSceneJobsStatement(env, existing.id)] : []),
    ...generatedSceneStatements(env.db, {
      scene,
      regenerated: Boolean(existing),
      panels: written.map((panel) => panel.row),
      keptLettering: [...found.lettering.keys()].filter((n) => n <= written.length),
      ...(storyTitle ? { storyTitle: { title: storyTitle, defaultTitles: DEFAULT_STORY_TITLES } } : {}),
    }),
    ...added.map((entity) =>
      entityInsertStatement(env.db, entity, entityLimit(entity.kind), existing ? entity.firstAppearance : sceneNumber),
    ),
    ...(shownIds.length ? [sceneEntitiesStatement(env.db, scene.id, story.id, shownIds)] : []),
    ...panelJobs.map((job) => claimStatement(env, job)),
    ...entityJobs.map((job) =>
      claimStatement(env, job, sql`exists (select 1 from entities where id = ${job.entityId})`),
    ),
  ];
  const results = (await env.db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])) as unknown[];
  // A concurrent writer may have taken a slot or a name since the read: only what was really added is new.
  const firstEntity =
    statements.length - entityJobs.length - panelJobs.length - (shownIds.length ? 1 : 0) - added.length;
  const inserted = new Set(
    added
      .filter((_, i) => (results[firstEntity + i] as { rowsAffected: number }).rowsAffected === 1)
      .map((entity) => entity.id),
  );
  const mine = (row: EntityRow) => inserted.has(row.id);
  return {
    scene,
    panels: written,
    newCharacters: newCharacters.filter(mine),
    newLocations: newLocations.filter(mine),
    jobs: [...panelJobs, ...entityJobs.filter((job) => inserted.has(job.entityId!))],
  };
}

const WRITE_ATTEMPTS = 4;

/** Over a remote database (Hrana/Turso) a batch may meet SQLITE_BUSY while another writer holds the lock: it tries again. */
async function writeSceneWithRetry(...args: Parameters<typeof writeScene>): Promise<WrittenScene> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeScene(...args);
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** The job that draws an entity's picture for its author. */
export function entityImageJob(userId: string, story: StoryRow, entity: EntityRow): NewJob {
  return { kind: 'entity', userId, storyId: story.id, entityId: entity.id, request: entityImageRequest(story, entity) };
}

function entityImageRequest(story: StoryRow, entity: EntityRow): ImageJobRequest {
  return {
    prompt: entity.imagePrompt || entity.description,
    ...ENTITY_SIZE,
    model: asImageModel(story.imageGenerationModel),
    artStyle: story.artStyle,
    characters: entity.kind === 'character' ? [entity.name] : [],
    location: entity.kind === 'location' ? entity.name : null,
    subject: entity.kind,
    seed: `${story.id}:${entity.name}`,
  };
}

/**
 * Starts an entity's picture; offline it is done at once, remote ones finish on later polls, story reads, webhooks or
 * the cron sweep. Null when the entity has a picture job running already.
 */
export async function startEntityImage(
  env: EngineEnv,
  userId: string,
  story: StoryRow,
  entity: EntityRow,
): Promise<GenerationJobRow | null> {
  const job = await claimJob(env, entityImageJob(userId, story, entity));
  return job ? runJob(env, job) : null;
}

/** The job request of a panel's picture: its prompt, the story's model and style, and the pictures of who and where it shows. */
export function panelImageRequest(
  story: StoryRow,
  scene: Pick<SceneRow, 'sceneNumber'>,
  panel: PanelRow,
  characters: EntityRow[],
  location: EntityRow | null,
): ImageJobRequest {
  const shown = [...characters, ...(location ? [location] : [])];
  return {
    prompt: panel.imagePrompt || panel.description,
    ...pictureSize(story.aspectRatio),
    model: asImageModel(story.imageGenerationModel),
    artStyle: story.artStyle,
    referenceUrls: shown.filter((entity) => entity.primaryImageUrl).map((entity) => entity.primaryImageUrl!),
    referenceNames: shown.filter((entity) => entity.primaryImageUrl).map((entity) => entity.name),
    characters: characters.map((entity) => entity.name),
    location: location?.name ?? null,
    subject: 'panel',
    seed: `${story.id}:${scene.sceneNumber}:${panel.panelNumber}`,
  };
}

/** Starts the pictures of the given panels at once (claims keep two callers from starting the same panel twice). */
export async function startPanelImages(
  env: EngineEnv,
  userId: string,
  story: StoryRow,
  scene: SceneRow,
  items: WrittenScene['panels'],
): Promise<void> {
  const claimed = await Promise.all(
    items.map(({ row, characters, location }) =>
      claimJob(env, {
        kind: 'panel',
        userId,
        storyId: story.id,
        sceneId: scene.id,
        panelId: row.id,
        request: panelImageRequest(story, scene, row, characters, location),
      }),
    ),
  );
  await runJobs(
    env,
    claimed.filter((job): job is GenerationJobRow => job !== null),
  );
  await finalizeScene(env, scene.id);
}

/** One read batch: the reservation against the limits, the story's entities and last scenes, the scene to regenerate, running entity pictures. */
async function readSceneInputs(
  env: EngineEnv,
  userId: string,
  story: StoryRow,
  input: GenerateSceneInput,
): Promise<{ found: SceneInputs; reservation: Reservation }> {
  const limits = env.config.generationLimits ?? DEFAULT_GENERATION_LIMITS;
  const reservation = generationReservation(env.db, userId, input.prompt, env.clock.now(), limits, {
    checkDuplicate: !input.regenerateExisting,
  });
  const [entityQuery, recentQuery] = storyContextQueries(env.db, story.id);
  const [reserved, known, recent, existingRows, [numbering], entityJobs, oldPanels] = await env.db.batch([
    reservation.statement,
    entityQuery,
    recentQuery,
    env.db
      .select()
      .from(scenes)
      .where(and(eq(scenes.id, input.existingSceneId ?? ''), eq(scenes.storyId, story.id))),
    nextSceneNumberQuery(env.db, story.id),
    env.db
      .select()
      .from(generationJobs)
      .where(
        and(
          eq(generationJobs.storyId, story.id),
          eq(generationJobs.kind, 'entity'),
          inArray(generationJobs.status, ['starting', 'pending']),
        ),
      ),
    // A regeneration keeps the scene's lettering: its panels' bubbles are read in the same trip.
    env.db
      .select({ panelNumber: panelRows.panelNumber, textBubbles: panelRows.textBubbles })
      .from(panelRows)
      .where(
        and(
          eq(panelRows.sceneId, input.regenerateExisting && !input.rewriteText ? (input.existingSceneId ?? '') : ''),
          eq(panelRows.storyId, story.id),
        ),
      ),
  ]);
  if (!reservation.recorded(reserved)) {
    // The limits' answer comes before a missing scene: nothing was reserved either way.
    await reservation.refuse();
  }
  const existing = input.regenerateExisting ? (existingRows[0] ?? null) : null;
  if (input.regenerateExisting && !existing) {
    await reservation.release().catch(() => undefined);
    throw codedError('NOT_FOUND', 'scene_not_found');
  }
  // A panel without bubbles takes the new draft's; one the author lettered keeps every bubble as it was.
  const lettering = new Map(
    existing
      ? oldPanels.filter((row) => row.textBubbles.length > 0).map((row) => [row.panelNumber, row.textBubbles])
      : [],
  );
  return {
    found: { known, recent, existing, lettering, nextNumber: Number(numbering?.next ?? 1), entityJobs },
    reservation,
  };
}

/** A generated story title, or null when the story keeps its own (or the title call fails: the scene matters more). */
async function generatedStoryTitle(env: EngineEnv, story: StoryRow, context: StoryContext): Promise<string | null> {
  if (!DEFAULT_STORY_TITLES.includes(story.title.trim()) || !story.description.trim()) return null;
  try {
    const { title } = await withDeadline(timings(env).textMs, 'The AI service took too long to answer', (signal) =>
      env.ai.text.run('title', { description: story.description, story: context }, { signal }),
    );
    return title.trim() && !DEFAULT_STORY_TITLES.includes(title.trim()) ? title.trim() : null;
  } catch (error) {
    console.error('generate-scene: story title failed', error);
    return null;
  }
}

/**
 * Scene generation within a Worker's budget: the session and story, one read batch, the text provider
 * (with the story's title in parallel when it is still the default), one write batch, the providers, one batch of
 * picture results, and the scene read back.
 */
export async function generateScene(env: EngineEnv, userId: string, story: StoryRow, input: GenerateSceneInput) {
  if (input.regenerateExisting && !input.existingSceneId)
    throw new DomainError('BAD_REQUEST', 'existing_scene_required');
  const { found, reservation } = await readSceneInputs(env, userId, story, input);
  const context = contextFrom(story, found.known, found.recent);
  let draft: SceneDraft;
  let storyTitle: string | null;
  try {
    [draft, storyTitle] = await Promise.all([
      withDeadline(timings(env).textMs, 'The AI service took too long to answer', (signal) =>
        env.ai.text.run('scene', { prompt: input.prompt, maxPanels: input.maxPanels, story: context }, { signal }),
      ),
      generatedStoryTitle(env, story, context),
    ]);
  } catch (error) {
    // Nothing was made: the attempt does not count against the user.
    await reservation.release().catch(() => undefined);
    throw aiFailure(error, 'scene');
  }

  // Pictures of characters and locations that finished since the last poll become this scene's reference images.
  let known = found.known;
  if (input.generateImages && found.entityJobs.length) {
    const finished =
      (await withinBudget(
        Promise.all(found.entityJobs.map((job) => advanceJob(env, job))),
        timings(env).pollBudgetMs,
      )) ?? [];
    const urls = new Map(
      finished.filter((job) => job.status === 'done' && job.resultUrl).map((job) => [job.entityId, job.resultUrl!]),
    );
    known = known.map((row) => {
      const url = urls.get(row.id);
      return url ? { ...row, primaryImageUrl: url, imageUrls: [...row.imageUrls, url] } : row;
    });
  }
  const written = await writeSceneWithRetry(env, userId, story, draft, input, { ...found, known }, storyTitle);
  env.cache.invalidate();
  // Panels and the new characters' and locations' pictures start at once; their results are written in one batch.
  const jobs = input.generateImages ? await runJobs(env, written.jobs) : [];

  const scene = await sceneById(env.db, written.scene.id);
  // Offline, the new entities' pictures are done already.
  const pictures = new Map(
    jobs
      .filter((job) => job.kind === 'entity' && job.status === 'done' && job.resultUrl)
      .map((job) => [job.entityId, job.resultUrl!]),
  );
  const view = (row: EntityRow) => {
    const url = pictures.get(row.id);
    return entityRowView(url ? { ...row, primaryImageUrl: url, imageUrls: [...row.imageUrls, url] } : row);
  };
  return {
    scene: scene!,
    newCharacters: written.newCharacters.map(view),
    newLocations: written.newLocations.map(view),
    storyTitle: storyTitle ?? undefined,
  };
}

export function entityRowView(row: EntityRow) {
  return entityView({
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: row.title,
    description: row.description,
    image_prompt: row.imagePrompt,
    primary_image_url: row.primaryImageUrl,
    image_urls: JSON.stringify(row.imageUrls),
    first_appearance: row.firstAppearance,
    created_at: row.createdAt.getTime(),
  });
}

/**
 * Moves a generating scene on: advances its provider jobs, restarts pictures nobody is making (a crash or restart
 * between writing the scene and starting them), and completes it when every panel is done.
 */
export async function advanceScene(env: EngineEnv, userId: string, story: StoryRow, scene: SceneRow): Promise<void> {
  // A single panel's picture (generate-panel-image that outlived its request) and the story's character and location
  // pictures also move on with scene polls, whatever the scene's status.
  await Promise.all([advanceJobs(env, { sceneId: scene.id }), advanceJobs(env, { storyId: story.id, kind: 'entity' })]);
  if (scene.status !== 'generating') return;
  const orphans = await panelsAwaitingPictures(env.db, scene.id);
  if (orphans.length) {
    const shown = await sceneEntityRows(env.db, scene.id);
    const characters = shown.filter((row) => row.kind === 'character').slice(0, 3);
    const location = shown.find((row) => row.kind === 'location') ?? null;
    await startPanelImages(
      env,
      userId,
      story,
      scene,
      orphans.map((row) => ({ row, characters, location })),
    );
  }
  await finalizeScene(env, scene.id);
  env.cache.invalidate();
}

export function sceneStatusView(scene: SceneView) {
  const total = scene.panels.length;
  const finished = scene.panels.filter((panel) => panel.imageUrl || panel.imageGenerationError).length;
  const failed = scene.panels.filter((panel) => !panel.imageUrl && panel.imageGenerationError).length;
  const isComplete = scene.status === 'completed';
  const hasError = scene.status === 'failed';
  const hasPartialErrors = isComplete && failed > 0;
  const firstError = scene.panels.find((panel) => panel.imageGenerationError)?.imageGenerationError;
  return {
    scene: { _id: scene._id, status: scene.status, panels: scene.panels },
    /** Percent of the scene's panels whose picture has landed or failed: a whole number from 0 to 100. */
    progress: total ? Math.round((finished / total) * 100) : 100,
    /** True while pictures are still being made: ask again after the answer's Retry-After seconds, or stream. */
    isGenerating: scene.status === 'generating',
    isComplete,
    hasError,
    hasPartialErrors,
    errorMessage: hasError
      ? `${AI_MESSAGES.imagesFailed}${firstError ? `: ${firstError}` : ''}`
      : hasPartialErrors
        ? `Scene completed but ${failed} of ${total} panel image${total === 1 ? '' : 's'} failed${firstError ? `: ${firstError}` : ''}`
        : null,
  };
}
