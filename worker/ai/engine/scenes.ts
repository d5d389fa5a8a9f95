// Scene generation (spec 02 sections 4 and 7): the text step writes the scene, its panels with bubbles and any new
// characters and locations; the image step starts every panel's picture at once. Offline pictures are done before the
// answer ('completed'); remote ones leave the scene 'generating' and each status poll (or webhook) moves it on.
import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  entities,
  panels,
  sceneEntities,
  scenes,
  stories,
  type EntityRow,
  type PanelRow,
  type SceneRow,
  type StoryRow,
  type TextBubble,
} from '../../../db/schema';
import { randomId } from '../../platform/ids';
import { entityView, sceneById, type SceneView } from '../../stories/read';
import { aiFailure } from '../errors';
import { reserveGeneration, DEFAULT_GENERATION_LIMITS } from '../limits';
import type { EntityDraft, PanelDraft, SceneDraft } from '../types';
import { placeBubbles } from './bubbles';
import { storyContext } from './context';
import { ENTITY_SIZE, asImageModel, panelSize, type EngineEnv } from './env';
import { advanceJobs, cancelPanelJobs, claimJob, finalizeScene, isBusy, isUniqueViolation, runJob, type ImageJobRequest } from './jobs';
import type { GenerationJobRow } from '../../../db/schema';

export const MAX_STORY_CHARACTERS = 8;
export const MAX_STORY_LOCATIONS = 6;

export interface GenerateSceneInput {
  storyId: string;
  prompt: string;
  generateImages: boolean;
  maxPanels: number;
  regenerateExisting?: boolean;
  existingSceneId?: string;
}

type Tx = Parameters<Parameters<EngineEnv['db']['transaction']>[0]>[0];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Finds the entity a name in the draft means: the exact name, or the first word ('Mira' for 'Mira Vale'). */
function matchEntity(name: string, rows: EntityRow[]): EntityRow | undefined {
  const exact = rows.find((row) => sameName(row.name, name));
  if (exact) return exact;
  const first = name.trim().toLowerCase().split(/\s+/)[0];
  return rows.find((row) => row.name.trim().toLowerCase().split(/\s+/)[0] === first);
}

/** A new character or location row from a provider's draft. */
export function entityRowFromDraft(storyId: string, kind: 'character' | 'location', draft: EntityDraft, firstAppearance: number, now: Date): EntityRow {
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
    createdAt: now,
  };
}

/**
 * Adds an entity only while its story has fewer than the kind's limit and none of that name (any case), in one
 * statement: SQLite runs it atomically, so concurrent extract-entities and generate-scene calls cannot both pass the
 * check. False when it was not added.
 */
export async function insertEntityWithinLimit(db: EngineEnv['db'] | Tx, row: EntityRow): Promise<boolean> {
  const limit = row.kind === 'character' ? MAX_STORY_CHARACTERS : MAX_STORY_LOCATIONS;
  const result = await db.run(sql`
    insert into entities (id, story_id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at)
    select ${row.id}, ${row.storyId}, ${row.kind}, ${row.name}, ${row.title}, ${row.description}, ${row.imagePrompt}, ${row.primaryImageUrl},
      ${JSON.stringify(row.imageUrls)}, ${row.firstAppearance}, ${row.createdAt.getTime()}
    where (select count(*) from entities where story_id = ${row.storyId} and kind = ${row.kind}) < ${limit}
      and not exists (select 1 from entities where story_id = ${row.storyId} and lower(trim(name)) = lower(trim(${row.name})))`);
  return result.rowsAffected === 1;
}

async function newEntities(tx: Tx, story: StoryRow, kind: 'character' | 'location', drafts: EntityDraft[], existing: EntityRow[], sceneNumber: number, now: Date) {
  const limit = kind === 'character' ? MAX_STORY_CHARACTERS : MAX_STORY_LOCATIONS;
  const ofKind = existing.filter((row) => row.kind === kind);
  const rows: EntityRow[] = [];
  for (const draft of drafts) {
    if (ofKind.length + rows.length >= limit) break;
    if ([...existing, ...rows].some((row) => sameName(row.name, draft.name))) continue;
    const row = entityRowFromDraft(story.id, kind, draft, sceneNumber, now);
    if (await insertEntityWithinLimit(tx, row)) rows.push(row);
  }
  return rows;
}

interface WrittenScene {
  scene: SceneRow;
  panels: { row: PanelRow; characters: EntityRow[]; location: EntityRow | null }[];
  newCharacters: EntityRow[];
  newLocations: EntityRow[];
}

/** Writes the drafted scene in one transaction: new or replaced panels, new entities, and which entities it shows. */
async function writeScene(env: EngineEnv, story: StoryRow, draft: SceneDraft, input: GenerateSceneInput, existing: SceneRow | null, status: string): Promise<WrittenScene> {
  const now = env.clock.now();
  return env.db.transaction(async (tx) => {
    let scene: SceneRow;
    if (existing) {
      const old = await tx.select({ id: panels.id }).from(panels).where(eq(panels.sceneId, existing.id));
      await cancelPanelJobs({ ...env, db: tx as unknown as EngineEnv['db'] }, old.map((panel) => panel.id));
      await tx.delete(panels).where(eq(panels.sceneId, existing.id));
      await tx.delete(sceneEntities).where(eq(sceneEntities.sceneId, existing.id));
      scene = { ...existing, title: draft.title, description: draft.description, prompt: input.prompt, status, updatedAt: now };
      await tx.update(scenes).set({ title: scene.title, description: scene.description, prompt: scene.prompt, status, updatedAt: now }).where(eq(scenes.id, existing.id));
    } else {
      const [{ next }] = (await tx.all<{ next: number }>(
        sql`select coalesce(max(scene_number), 0) + 1 as next from scenes where story_id = ${story.id}`,
      )) as [{ next: number }];
      scene = {
        id: randomId(),
        storyId: story.id,
        sceneNumber: Number(next),
        title: draft.title,
        description: draft.description,
        prompt: input.prompt,
        status,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(scenes).values(scene);
    }

    const known = await tx.select().from(entities).where(eq(entities.storyId, story.id));
    const newCharacters = await newEntities(tx, story, 'character', draft.newCharacters, known, scene.sceneNumber, now);
    const newLocations = await newEntities(tx, story, 'location', draft.newLocations, [...known, ...newCharacters], scene.sceneNumber, now);
    const all = [...known, ...newCharacters, ...newLocations];
    const characters = all.filter((row) => row.kind === 'character');
    const locations = all.filter((row) => row.kind === 'location');

    const written = draft.panels.slice(0, input.maxPanels).map((panel: PanelDraft, index) => {
      const shown = panel.characters.map((name) => matchEntity(name, characters)).filter((row): row is EntityRow => Boolean(row));
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
        altText: panel.altText ?? '',
        textBubbles: placeBubbles(panel.bubbles, now.getTime()) as TextBubble[],
        createdAt: now,
        updatedAt: now,
      };
      return { row, characters: [...new Map(shown.map((entity) => [entity.id, entity])).values()], location };
    });
    if (written.length) await tx.insert(panels).values(written.map((panel) => panel.row));
    const shownIds = [...new Set(written.flatMap((panel) => [...panel.characters.map((entity) => entity.id), ...(panel.location ? [panel.location.id] : [])]))];
    if (shownIds.length) await tx.insert(sceneEntities).values(shownIds.map((entityId) => ({ sceneId: scene.id, entityId })));
    await tx.update(stories).set({ updatedAt: now }).where(eq(stories.id, story.id));
    return { scene, panels: written, newCharacters, newLocations };
  });
}

const WRITE_ATTEMPTS = 8;

/**
 * Two scenes written at once may pick the same number: the unique index refuses one, which takes the next. Over a
 * remote database (Hrana/Turso) a writer may also meet SQLITE_BUSY when another held the lock too long; it waits a
 * little (with jitter, so the losers do not collide again) and tries again.
 */
async function writeSceneWithRetry(...args: Parameters<typeof writeScene>): Promise<WrittenScene> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeScene(...args);
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !(isUniqueViolation(error) || isBusy(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export function entityImageRequest(story: StoryRow, entity: EntityRow): ImageJobRequest {
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
export async function startEntityImage(env: EngineEnv, userId: string, story: StoryRow, entity: EntityRow): Promise<GenerationJobRow | null> {
  const job = await claimJob(env, { kind: 'entity', userId, storyId: story.id, entityId: entity.id, request: entityImageRequest(story, entity) });
  return job ? runJob(env, job) : null;
}

/** The job request of a panel's picture: its prompt, the story's model and style, and the pictures of who and where it shows. */
export function panelImageRequest(story: StoryRow, scene: Pick<SceneRow, 'sceneNumber'>, panel: PanelRow, characters: EntityRow[], location: EntityRow | null): ImageJobRequest {
  const shown = [...characters, ...(location ? [location] : [])];
  return {
    prompt: panel.imagePrompt || panel.description,
    ...panelSize(story.aspectRatio),
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
export async function startPanelImages(env: EngineEnv, userId: string, story: StoryRow, scene: SceneRow, items: WrittenScene['panels']): Promise<void> {
  await Promise.all(
    items.map(async ({ row, characters, location }) => {
      const job = await claimJob(env, {
        kind: 'panel',
        userId,
        storyId: story.id,
        sceneId: scene.id,
        panelId: row.id,
        request: panelImageRequest(story, scene, row, characters, location),
      });
      if (job) await runJob(env, job);
    }),
  );
  await finalizeScene(env, scene.id);
}

export async function generateScene(env: EngineEnv, userId: string, story: StoryRow, input: GenerateSceneInput) {
  let existing: SceneRow | null = null;
  if (input.regenerateExisting) {
    if (!input.existingSceneId) throw new TRPCError({ code: 'BAD_REQUEST', message: 'existingSceneId is required for regeneration' });
    existing = (await env.db.select().from(scenes).where(and(eq(scenes.id, input.existingSceneId), eq(scenes.storyId, story.id))).get()) ?? null;
    if (!existing) throw new TRPCError({ code: 'NOT_FOUND', message: 'Scene not found' });
  }

  const release = await reserveGeneration(env.db, userId, input.prompt, env.clock.now(), env.config.generationLimits ?? DEFAULT_GENERATION_LIMITS, {
    checkDuplicate: !existing,
  });
  let draft: SceneDraft;
  try {
    draft = await env.ai.text.run('scene', { prompt: input.prompt, maxPanels: input.maxPanels, story: await storyContext(env.db, story) });
  } catch (error) {
    // Nothing was made: the attempt does not count against the user.
    await release().catch(() => undefined);
    throw aiFailure(error, 'scene');
  }

  // Pictures of characters and locations that finished since the last poll become this scene's reference images.
  if (input.generateImages) await advanceJobs(env, { storyId: story.id, kind: 'entity' });
  const status = input.generateImages ? 'generating' : 'completed';
  const written = await writeSceneWithRetry(env, story, draft, input, existing, status);
  env.cache.invalidate();
  if (input.generateImages) {
    // Panels first (they are what the author waits for), then a picture for each new character and location, so that
    // later scenes can pass them as reference images.
    await startPanelImages(env, userId, story, written.scene, written.panels);
    await Promise.all([...written.newCharacters, ...written.newLocations].map((entity) => startEntityImage(env, userId, story, entity)));
  }

  const scene = await sceneById(env.db, written.scene.id);
  // Re-read the new entities: offline, their pictures are already there.
  const newIds = [...written.newCharacters, ...written.newLocations].map((row) => row.id);
  const fresh = new Map(
    (newIds.length && input.generateImages ? await env.db.select().from(entities).where(inArray(entities.id, newIds)) : []).map((row) => [row.id, row]),
  );
  const view = (row: EntityRow) => entityRowView(fresh.get(row.id) ?? row);
  return {
    scene: scene!,
    newCharacters: written.newCharacters.map(view),
    newLocations: written.newLocations.map(view),
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
  const orphans = await env.db
    .select()
    .from(panels)
    .where(
      and(
        eq(panels.sceneId, scene.id),
        sql`${panels.imageUrl} is null and ${panels.imageGenerationError} is null`,
        sql`not exists (select 1 from generation_jobs j where j.panel_id = ${panels.id} and j.status in ('starting', 'pending'))`,
      ),
    );
  if (orphans.length) {
    const shown = await env.db
      .select()
      .from(entities)
      .where(inArray(entities.id, env.db.select({ id: sceneEntities.entityId }).from(sceneEntities).where(eq(sceneEntities.sceneId, scene.id))));
    const characters = shown.filter((row) => row.kind === 'character').slice(0, 3);
    const location = shown.find((row) => row.kind === 'location') ?? null;
    await startPanelImages(env, userId, story, scene, orphans.map((row) => ({ row, characters, location })));
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
    progress: total ? Math.round((finished / total) * 100) : 100,
    isGenerating: scene.status === 'generating',
    isComplete,
    hasError,
    hasPartialErrors,
    errorMessage: hasError
      ? `Scene generation failed during image creation${firstError ? `: ${firstError}` : ''}`
      : hasPartialErrors
        ? `Scene completed but ${failed} of ${total} panel image${total === 1 ? '' : 's'} failed${firstError ? `: ${firstError}` : ''}`
        : null,
  };
}

