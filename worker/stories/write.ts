// Story writes: creation, the data-layer scene insert (tests, seed, generation), deep-copy remixes and deletion. Counters,
// tag rows and the cover move by the triggers of migration 0005 inside the same statements.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database } from '../../db/client';
import { entities, generationJobs, likes, panels, readEvents, sceneEntities, scenes, stories, storyTags, type EntityRow, type PanelRow, type SceneRow, type StoryRow, type TextBubble, type UserRow } from '../../db/schema';
import type { AppConfig } from '../deps';
import { DomainError, STORY_NOT_FOUND } from '../errors';
import type { BatchItem } from 'drizzle-orm/batch';
import { randomId } from '../platform/ids';
import { canViewStory } from './access';
import { storyCardFromRows, storyCardStatement, type StoryView } from './read';
import { MEDIA_PATH } from '../../src/shared/media';
import type { MediaStore } from '../platform/media';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Tx;

export interface NewStory {
  userId: string;
  title: string;
  description: string;
  tags: string[];
  aspectRatio: string;
  panels: number;
  defaultPanels: number;
  artStyle?: string;
  imageGenerationModel?: string;
  status?: string;
  previewImage?: string | null;
  isRemix?: boolean;
  originalStoryId?: string | null;
  originalSceneId?: string | null;
  originalStoryTitle?: string | null;
}

export function storyRow(input: NewStory, now: Date): StoryRow {
  return {
    id: randomId(),
    userId: input.userId,
    title: input.title,
    description: input.description,
    tags: input.tags,
    aspectRatio: input.aspectRatio,
    panels: input.panels,
    defaultPanels: input.defaultPanels,
    artStyle: input.artStyle ?? '',
    imageGenerationModel: input.imageGenerationModel ?? 'flux-kontext-pro',
    status: input.status ?? 'draft',
    previewImage: input.previewImage ?? null,
    isRemix: input.isRemix ?? false,
    originalStoryId: input.originalStoryId ?? null,
    originalSceneId: input.originalSceneId ?? null,
    originalStoryTitle: input.originalStoryTitle ?? null,
    originalStoryDeleted: false,
    onboardingCompleted: false,
    createdAt: now,
    updatedAt: now,
  };
}

export async function insertStory(db: Writer, input: NewStory, now: Date): Promise<StoryRow> {
  const row = storyRow(input, now);
  await db.insert(stories).values(row);
  return row;
}

/** The INSERT of a story row, to batch with the statements that answer it. */
export function insertStorySql(db: Database, row: StoryRow): SQL {
  return db.insert(stories).values(row).getSQL();
}

export interface NewPanel {
  description?: string;
  imagePrompt?: string;
  imageUrl?: string | null;
  videoUrl?: string | null;
  videoPrompt?: string | null;
  imageGenerationError?: string | null;
  altText?: string;
  textBubbles?: TextBubble[];
}

/** The next scene number of a story, as SQL: the one place it is computed (inside the statement that uses it). */
export const nextSceneNumberSql = (storyId: string) => sql`(select coalesce(max(scene_number), 0) + 1 from scenes where story_id = ${storyId})`;

/**
 * Adds a scene at the next number with its panels as one atomic batch (one database request): the number is computed
 * by the INSERT itself, so two scenes written at once get consecutive numbers without a read first; scene and panel
 * counts and the cover move with the rows (triggers).
 */
export async function insertScene(
  db: Database,
  storyId: string,
  input: { title?: string; description?: string; prompt?: string; status?: string; panels: NewPanel[] },
  now: Date,
): Promise<SceneRow> {
  const scene = {
    id: randomId(),
    storyId,
    title: input.title ?? '',
    description: input.description ?? '',
    prompt: input.prompt ?? '',
    status: input.status ?? 'completed',
    createdAt: now,
    updatedAt: now,
  };
  const statements: SQL[] = [
    sql`insert into scenes (id, story_id, scene_number, title, description, prompt, status, created_at, updated_at)
        select ${scene.id}, ${storyId}, ${nextSceneNumberSql(storyId)}, ${scene.title}, ${scene.description}, ${scene.prompt},
          ${scene.status}, ${now.getTime()}, ${now.getTime()}`,
  ];
  if (input.panels.length) {
    statements.push(db.insert(panels).values(input.panels.map((panel, i) => panelRow({ id: scene.id, storyId }, i + 1, panel, now))).getSQL());
  }
  statements.push(
    sql`update stories set updated_at = ${now.getTime()} where id = ${storyId}`,
    sql`select scene_number from scenes where id = ${scene.id}`,
  );
  const results = await runBatch(db, statements, 'write');
  return { ...scene, sceneNumber: Number(results.at(-1)!.rows[0]!.scene_number) };
}

function panelRow(scene: Pick<SceneRow, 'id' | 'storyId'>, panelNumber: number, panel: NewPanel, now: Date): PanelRow {
  return {
    id: randomId(),
    sceneId: scene.id,
    storyId: scene.storyId,
    panelNumber,
    description: panel.description ?? '',
    imagePrompt: panel.imagePrompt ?? '',
    imageUrl: panel.imageUrl ?? null,
    videoUrl: panel.videoUrl ?? null,
    altText: panel.altText ?? '',
    videoPrompt: panel.videoPrompt ?? null,
    imageGenerationError: panel.imageGenerationError ?? null,
    textBubbles: panel.textBubbles ?? [],
    createdAt: now,
    updatedAt: now,
  };
}

const REMIX_SUFFIX = ' (Remix)';
const remixTitle = (title: string) => title.slice(0, 200 - REMIX_SUFFIX.length) + REMIX_SUFFIX;

export interface RemixSource {
  storyId: string;
  /** One scene, by id or by number; none means the whole story. */
  sceneId?: string;
  sceneNumber?: number;
}

/**
 * A remix is a new story of the remixer (a draft) with deep copies of the chosen scenes (all, or one as scene 1), their
 * panels and bubbles, and the story's characters and locations. Media are shared by key; likes start at zero.
 * Two database requests: one batch reads the source (refused unless the remixer may see it), one atomic batch writes the
 * copy; the original's remix count moves by trigger with the copy's row.
 */
export async function remixStory(db: Database, source: RemixSource, remixer: { config: AppConfig; user: UserRow }, now: Date): Promise<StoryView> {
  const sceneFilter =
    source.sceneId !== undefined
      ? and(eq(scenes.storyId, source.storyId), eq(scenes.id, source.sceneId))
      : source.sceneNumber !== undefined
        ? and(eq(scenes.storyId, source.storyId), eq(scenes.sceneNumber, source.sceneNumber))
        : eq(scenes.storyId, source.storyId);
  const chosen = db.select({ id: scenes.id }).from(scenes).where(sceneFilter);
  const [originals, sourceScenes, sourcePanels, sourceEntities, shown] = await db.batch([
    db.select().from(stories).where(eq(stories.id, source.storyId)),
    db.select().from(scenes).where(sceneFilter).orderBy(scenes.sceneNumber),
    db.select().from(panels).where(inArray(panels.sceneId, chosen)),
    db.select().from(entities).where(eq(entities.storyId, source.storyId)),
    db.select().from(sceneEntities).where(inArray(sceneEntities.sceneId, chosen)),
  ]);
  const original = originals[0];
  if (!original || !canViewStory(remixer.config, remixer.user, original)) throw new DomainError('NOT_FOUND', STORY_NOT_FOUND);
  const onlyScene = source.sceneId !== undefined || source.sceneNumber !== undefined ? sourceScenes[0] : undefined;
  if ((source.sceneId !== undefined || source.sceneNumber !== undefined) && !onlyScene) throw new DomainError('NOT_FOUND', 'Scene not found');

  const copy = storyRow(
    {
      userId: remixer.user.id,
      title: remixTitle(onlyScene?.title || original.title),
      description: original.description,
      tags: original.tags,
      aspectRatio: original.aspectRatio,
      panels: original.panels,
      defaultPanels: original.defaultPanels,
      artStyle: original.artStyle,
      imageGenerationModel: original.imageGenerationModel,
      status: 'draft',
      previewImage: onlyScene ? null : original.previewImage,
      isRemix: true,
      originalStoryId: original.id,
      originalSceneId: onlyScene?.id ?? null,
      originalStoryTitle: original.title,
    },
    now,
  );
  copy.onboardingCompleted = true;

  const sceneIds = new Map(sourceScenes.map((scene) => [scene.id, randomId()]));
  const sceneCopies = sourceScenes.map((scene, index) => ({
    ...scene,
    id: sceneIds.get(scene.id)!,
    // Likes start at zero on the copy.
    likeCount: 0,
    // A copy of a scene still being drawn is complete with what it has.
    status: scene.status === 'generating' ? 'completed' : scene.status,
    storyId: copy.id,
    sceneNumber: onlyScene ? 1 : index + 1,
    createdAt: now,
    updatedAt: now,
  }));
  const panelCopies = sourcePanels.map((panel) => ({
    ...panel,
    id: randomId(),
    sceneId: sceneIds.get(panel.sceneId)!,
    storyId: copy.id,
    textBubbles: structuredClone(panel.textBubbles),
    createdAt: now,
    updatedAt: now,
  }));
  const entityIds = new Map(sourceEntities.map((entity) => [entity.id, randomId()]));
  const entityCopies = sourceEntities.map((entity): EntityRow => ({ ...entity, id: entityIds.get(entity.id)!, storyId: copy.id, imageUrls: [...entity.imageUrls], createdAt: now }));
  // Which entities each copied scene shows, pointing at the copies.
  const links = shown
    .filter((link) => sceneIds.has(link.sceneId) && entityIds.has(link.entityId))
    .map((link) => ({ sceneId: sceneIds.get(link.sceneId)!, entityId: entityIds.get(link.entityId)! }));

  const statements: SQL[] = [db.insert(stories).values(copy).getSQL()];
  if (sceneCopies.length) statements.push(db.insert(scenes).values(sceneCopies).getSQL());
  if (panelCopies.length) statements.push(db.insert(panels).values(panelCopies).getSQL());
  if (entityCopies.length) statements.push(db.insert(entities).values(entityCopies).getSQL());
  if (links.length) statements.push(db.insert(sceneEntities).values(links).getSQL());
  statements.push(storyCardStatement(copy.id, sql`${remixer.user.id}`));
  const results = await runBatch(db, statements, 'write');
  return storyCardFromRows(results.at(-1)!.rows)!;
}

/**
 * This story's /media URLs that no row outside it uses (remixes share media by key, an avatar may be an upload): one
 * statement, run in the deletion's batch so nothing can start using them in between.
 */
function orphanedMediaSql(storyId: string): SQL {
  return sql`
    with candidates(url) as (
      select preview_image from stories where id = ${storyId}
      union select image_url from panels where story_id = ${storyId}
      union select video_url from panels where story_id = ${storyId}
      union select primary_image_url from entities where story_id = ${storyId}
      union select shown.value from entities, json_each(entities.image_urls) as shown where entities.story_id = ${storyId}
      union select result_url from generation_jobs where story_id = ${storyId}
    )
    select url from candidates where url like '/media/%'
    except select image_url from panels where story_id <> ${storyId}
    except select video_url from panels where story_id <> ${storyId}
    except select preview_image from stories where id <> ${storyId}
    except select primary_image_url from entities where story_id <> ${storyId}
    except select shown.value from entities, json_each(entities.image_urls) as shown where entities.story_id <> ${storyId}
    except select avatar from users`;
}

/**
 * Deletes a story with its scenes, panels, entities, tags, likes, read records and generation jobs in one atomic batch
 * (one request), and marks its remixes as orphaned (they keep the stored title). Then removes the media the story
 * showed or its jobs produced (pictures since replaced, free images never placed, videos) unless another row still
 * uses them: remixes share media by key, so a picture a remix shows stays.
 */
export async function deleteStory(db: Database, media: MediaStore, storyId: string): Promise<void> {
  const scenesOf = sql`(select id from scenes where story_id = ${storyId})`;
  const [orphaned] = await runBatch(
    db,
    [
      orphanedMediaSql(storyId),
      sql`delete from likes where (target_type = 'story' and target_id = ${storyId}) or (target_type = 'scene' and target_id in ${scenesOf})`,
      sql`delete from scene_entities where scene_id in ${scenesOf}`,
      sql`delete from generation_jobs where story_id = ${storyId}`,
      sql`delete from panels where story_id = ${storyId}`,
      sql`delete from scenes where story_id = ${storyId}`,
      sql`delete from entities where story_id = ${storyId}`,
      sql`delete from story_tags where story_id = ${storyId}`,
      sql`delete from read_events where story_id = ${storyId}`,
      sql`update stories set original_story_deleted = 1,
            original_story_title = coalesce(original_story_title, (select title from stories where id = ${storyId}))
          where original_story_id = ${storyId}`,
      sql`delete from stories where id = ${storyId}`,
    ],
    'write',
  );
  const keys = orphaned!.rows.map((row) => String(row.url).slice(MEDIA_PATH.length));
  await Promise.all(keys.map((key) => media.delete(key).catch(() => undefined)));
}

/**
 * The statements that write a generated scene, for one atomic batch beside the engine's own (entities, jobs): a new
 * scene at the next number (read inside the statement, so concurrent writers never take the same one) or a regenerated
 * scene's fields with its panels replaced, and the story's updated time, plus a generated title while the story still
 * has one of `defaultTitles`.
 */
export function generatedSceneStatements(
  db: Database,
  input: { scene: SceneRow; regenerated: boolean; panels: PanelRow[]; storyTitle?: { title: string; defaultTitles: string[] } },
): BatchItem<'sqlite'>[] {
  const { scene } = input;
  const t = scene.updatedAt.getTime();
  const statements: BatchItem<'sqlite'>[] = input.regenerated
    ? [
        db.run(sql`delete from panels where scene_id = ${scene.id}`),
        db.run(sql`delete from scene_entities where scene_id = ${scene.id}`),
        db.run(sql`update scenes set title = ${scene.title}, description = ${scene.description}, prompt = ${scene.prompt},
          status = ${scene.status}, updated_at = ${t} where id = ${scene.id}`),
      ]
    : [
        db.run(sql`insert into scenes (id, story_id, scene_number, title, description, prompt, status, created_at, updated_at)
          values (${scene.id}, ${scene.storyId}, ${nextSceneNumberSql(scene.storyId)}, ${scene.title}, ${scene.description}, ${scene.prompt},
            ${scene.status}, ${scene.createdAt.getTime()}, ${t})`),
      ];
  if (input.panels.length) statements.push(db.insert(panels).values(input.panels));
  const retitle = input.storyTitle;
  statements.push(
    retitle
      ? db.run(sql`update stories set updated_at = ${t},
          title = case when trim(title) in (${sql.join(retitle.defaultTitles.map((title) => sql`${title}`), sql`, `)}) then ${retitle.title} else title end
          where id = ${scene.storyId}`)
      : db.run(sql`update stories set updated_at = ${t} where id = ${scene.storyId}`),
  );
  return statements;
}
