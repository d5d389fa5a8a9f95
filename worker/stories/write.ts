// Story writes: creation, the data-layer scene insert (tests, seed, generation), deep-copy remixes and deletion.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entities, generationJobs, likes, panels, readEvents, sceneEntities, scenes, stories, storyTags, type EntityRow, type PanelRow, type SceneRow, type StoryRow, type TextBubble } from '../../db/schema';
import type { BatchItem } from 'drizzle-orm/batch';
import { randomId } from '../platform/ids';
import { MEDIA_PREFIX, type MediaStore } from '../platform/media';

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

export async function insertStory(db: Writer, input: NewStory, now: Date): Promise<StoryRow> {
  const row: StoryRow = {
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
  await db.insert(stories).values(row);
  await replaceTags(db, row.id, row.tags, now);
  return row;
}

export async function replaceTags(db: Writer, storyId: string, tags: string[], createdAt: Date): Promise<void> {
  await db.delete(storyTags).where(eq(storyTags.storyId, storyId));
  if (tags.length) await db.insert(storyTags).values(tags.map((tag) => ({ storyId, tag, createdAt })));
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

/** Adds a scene at the next number with its panels. Numbers stay gapless: the next number is read inside the write transaction. */
export async function insertScene(
  db: Database,
  storyId: string,
  input: { title?: string; description?: string; prompt?: string; status?: string; panels: NewPanel[] },
  now: Date,
): Promise<SceneRow> {
  return db.transaction(async (tx) => {
    const [{ next }] = (await tx.all<{ next: number }>(
      sql`select coalesce(max(scene_number), 0) + 1 as next from scenes where story_id = ${storyId}`,
    )) as [{ next: number }];
    const scene: SceneRow = {
      id: randomId(),
      storyId,
      sceneNumber: Number(next),
      title: input.title ?? '',
      description: input.description ?? '',
      prompt: input.prompt ?? '',
      status: input.status ?? 'completed',
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(scenes).values(scene);
    if (input.panels.length) await tx.insert(panels).values(input.panels.map((panel, i) => panelRow(scene, i + 1, panel, now)));
    await tx.update(stories).set({ updatedAt: now }).where(eq(stories.id, storyId));
    return scene;
  });
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

/**
 * A remix is a new story of the remixer with deep copies of the chosen scenes (all, or one as scene 1), their panels and
 * bubbles, and the story's characters and locations. Media are shared by key; likes start at zero. One transaction.
 */
export async function remixStory(db: Database, original: StoryRow, userId: string, now: Date, onlySceneId?: string): Promise<StoryRow> {
  return db.transaction(async (tx) => {
    const sourceScenes = await tx
      .select()
      .from(scenes)
      .where(onlySceneId ? and(eq(scenes.storyId, original.id), eq(scenes.id, onlySceneId)) : eq(scenes.storyId, original.id))
      .orderBy(scenes.sceneNumber);
    const onlyScene = onlySceneId ? sourceScenes[0] : undefined;
    const copy = await insertStory(
      tx,
      {
        userId,
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
    await tx.update(stories).set({ onboardingCompleted: true }).where(eq(stories.id, copy.id));

    const sourcePanels = sourceScenes.length
      ? await tx.select().from(panels).where(inArray(panels.sceneId, sourceScenes.map((scene) => scene.id)))
      : [];
    const sceneIds = new Map<string, string>();
    for (const [index, scene] of sourceScenes.entries()) {
      sceneIds.set(scene.id, randomId());
      const sceneCopy: SceneRow = {
        ...scene,
        id: sceneIds.get(scene.id)!,
        // A copy of a scene still being drawn is complete with what it has.
        status: scene.status === 'generating' ? 'completed' : scene.status,
        storyId: copy.id,
        sceneNumber: onlyScene ? 1 : index + 1,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(scenes).values(sceneCopy);
      const panelCopies = sourcePanels
        .filter((panel) => panel.sceneId === scene.id)
        .map((panel) => ({ ...panel, id: randomId(), sceneId: sceneCopy.id, storyId: copy.id, textBubbles: structuredClone(panel.textBubbles), createdAt: now, updatedAt: now }));
      if (panelCopies.length) await tx.insert(panels).values(panelCopies);
    }

    const sourceEntities = await tx.select().from(entities).where(eq(entities.storyId, original.id));
    const entityIds = new Map(sourceEntities.map((entity) => [entity.id, randomId()]));
    if (sourceEntities.length) {
      await tx.insert(entities).values(
        sourceEntities.map((entity): EntityRow => ({ ...entity, id: entityIds.get(entity.id)!, storyId: copy.id, imageUrls: [...entity.imageUrls], createdAt: now })),
      );
    }
    // Which entities each copied scene shows, pointing at the copies.
    if (sourceScenes.length && sourceEntities.length) {
      const shown = await tx.select().from(sceneEntities).where(inArray(sceneEntities.sceneId, sourceScenes.map((scene) => scene.id)));
      const links = shown
        .filter((link) => sceneIds.has(link.sceneId) && entityIds.has(link.entityId))
        .map((link) => ({ sceneId: sceneIds.get(link.sceneId)!, entityId: entityIds.get(link.entityId)! }));
      if (links.length) await tx.insert(sceneEntities).values(links);
    }
    return copy;
  });
}

/** Media keys among these URLs (only our own /media objects), without repeats. */
function mediaKeysOf(urls: (string | null | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => Boolean(url?.startsWith(MEDIA_PREFIX))).map((url) => url.slice(MEDIA_PREFIX.length)))];
}

/** Of these /media URLs, the ones any remaining row still shows (a remix's panels and entities share media by key, an avatar may be an upload). */
async function mediaStillUsed(db: Database, urls: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  // Each URL is bound six times; chunks keep a statement well under SQLite's parameter limit.
  for (let i = 0; i < urls.length; i += 500) {
    const list = sql.join(urls.slice(i, i + 500).map((url) => sql`${url}`), sql`, `);
    const rows = await db.all<{ url: string | null }>(sql`
      select image_url as url from panels where image_url in (${list})
      union select video_url from panels where video_url in (${list})
      union select preview_image from stories where preview_image in (${list})
      union select primary_image_url from entities where primary_image_url in (${list})
      union select shown.value from entities, json_each(entities.image_urls) as shown where shown.value in (${list})
      union select avatar from users where avatar in (${list})`);
    for (const row of rows) if (row.url) used.add(row.url);
  }
  return used;
}

/**
 * Deletes a story with its scenes, panels, entities, tags, likes, read records and generation jobs in one transaction,
 * and marks its remixes as orphaned (they keep the stored title). Then removes the media the story showed or its jobs
 * produced (pictures since replaced, free images never placed, videos) unless another row still uses them: remixes
 * share media by key, so a picture a remix shows stays.
 */
export async function deleteStory(db: Database, media: MediaStore, story: StoryRow): Promise<void> {
  const candidates = await db.transaction(async (tx) => {
    const sceneIds = (await tx.select({ id: scenes.id }).from(scenes).where(eq(scenes.storyId, story.id))).map((row) => row.id);
    const storyPanels = await tx.select({ imageUrl: panels.imageUrl, videoUrl: panels.videoUrl }).from(panels).where(eq(panels.storyId, story.id));
    const storyEntities = await tx
      .select({ primaryImageUrl: entities.primaryImageUrl, imageUrls: entities.imageUrls })
      .from(entities)
      .where(eq(entities.storyId, story.id));
    const storyJobs = await tx.select({ resultUrl: generationJobs.resultUrl }).from(generationJobs).where(eq(generationJobs.storyId, story.id));
    await tx
      .delete(likes)
      .where(
        or(
          and(eq(likes.targetType, 'story'), eq(likes.targetId, story.id)),
          sceneIds.length ? and(eq(likes.targetType, 'scene'), inArray(likes.targetId, sceneIds)) : sql`0`,
        ),
      );
    if (sceneIds.length) await tx.delete(sceneEntities).where(inArray(sceneEntities.sceneId, sceneIds));
    await tx.delete(generationJobs).where(eq(generationJobs.storyId, story.id));
    await tx.delete(panels).where(eq(panels.storyId, story.id));
    await tx.delete(scenes).where(eq(scenes.storyId, story.id));
    await tx.delete(entities).where(eq(entities.storyId, story.id));
    await tx.delete(storyTags).where(eq(storyTags.storyId, story.id));
    await tx.delete(readEvents).where(eq(readEvents.storyId, story.id));
    await tx.delete(stories).where(eq(stories.id, story.id));
    await tx
      .update(stories)
      .set({ originalStoryDeleted: true, originalStoryTitle: sql`coalesce(${stories.originalStoryTitle}, ${story.title})` })
      .where(eq(stories.originalStoryId, story.id));
    return mediaKeysOf([
      story.previewImage,
      ...storyPanels.flatMap((panel) => [panel.imageUrl, panel.videoUrl]),
      ...storyEntities.flatMap((entity) => [entity.primaryImageUrl, ...entity.imageUrls]),
      ...storyJobs.map((job) => job.resultUrl),
    ]);
  });
  if (!candidates.length) return;
  const stillUsed = await mediaStillUsed(db, candidates.map((key) => MEDIA_PREFIX + key));
  await Promise.all(candidates.filter((key) => !stillUsed.has(MEDIA_PREFIX + key)).map((key) => media.delete(key).catch(() => undefined)));
}

/**
 * Flips one user's like on a target inside a write transaction, so a burst of toggles alternates exactly, and reads the
 * count in the same transaction, so each answer agrees with its own action. Counts are derived from the rows.
 */
export async function toggleLike(db: Database, userId: string, targetType: 'story' | 'scene', targetId: string, now: Date) {
  return db.transaction(async (tx) => {
    const match = and(eq(likes.userId, userId), eq(likes.targetType, targetType), eq(likes.targetId, targetId));
    const removed = await tx.delete(likes).where(match).returning({ userId: likes.userId });
    if (!removed.length) await tx.insert(likes).values({ userId, targetType, targetId, createdAt: now }).onConflictDoNothing();
    return { action: removed.length ? ('unliked' as const) : ('liked' as const), data: await likeInfo(tx, userId, targetType, targetId) };
  });
}

export async function likeInfo(db: Writer, userId: string | null, targetType: 'story' | 'scene', targetId: string) {
  const [row] = await db.all<{ likeCount: number; liked: number }>(sql`
    select count(*) as likeCount,
      ${userId ? sql`coalesce(sum(user_id = ${userId}), 0)` : sql`0`} as liked
    from likes where target_type = ${targetType} and target_id = ${targetId}`);
  return { likeCount: Number(row?.likeCount ?? 0), isLikedByUser: Boolean(row?.liked) };
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
          select ${scene.id}, ${scene.storyId}, coalesce(max(scene_number), 0) + 1, ${scene.title}, ${scene.description}, ${scene.prompt},
            ${scene.status}, ${scene.createdAt.getTime()}, ${t}
          from scenes where story_id = ${scene.storyId}`),
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
