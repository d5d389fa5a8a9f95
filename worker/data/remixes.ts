// Remixes: the deep copy of a story (or one scene) as the remixer's draft, and a story's published remixes,
// newest first, so a reader can follow a story's family forward.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowOf, rowsOf, runBatch, type Database, type Row } from '../../db/client';
import {
  entities,
  panels,
  sceneEntities,
  scenes,
  stories,
  type EntityRow,
  type PanelRow,
  type StoryRow,
  type UserRow,
} from '../../db/schema';
import type { AppConfig } from '../deps';
import { codedError } from '../errors';
import { randomId } from '../platform/ids';
import type { SignedInContext } from '../context';
import { canEditStory, canViewStory } from './access';
import { storyCardFromRows, storyCardStatement, storyRow, type StoryView } from './stories';

/** Enough for the reader's closing list; a story with more remixes shows the newest. */
export const REMIXES_LIMIT = 50;

interface RemixRecord {
  id: string;
  title: string;
  cover: string | null;
  created_at: number;
  user_id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
}

function remixView(row: RemixRecord) {
  return {
    _id: row.id,
    title: row.title,
    previewImage: row.cover ?? '',
    createdAt: new Date(Number(row.created_at)).toISOString(),
    userId: {
      _id: row.user_id,
      username: row.username,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      avatar: row.avatar ?? '',
    },
  };
}

export type RemixView = ReturnType<typeof remixView>;

/**
 * The story and its published remixes in one statement. A draft's remixes are only listed for its owner and the
 * administrator; to anyone else the draft does not exist (404), as it does not in the reader.
 */
export async function publishedRemixes(
  ctx: { db: Database; config: AppConfig; user: UserRow | null },
  storyId: string,
): Promise<RemixView[]> {
  const [row] = await ctx.db.all<{ user_id: string; status: string; remixes: string }>(sql`
    select o.user_id, o.status, (
      select json_group_array(json(remix)) from (
        select json_object(
          'id', r.id, 'title', r.title, 'created_at', r.created_at, 'user_id', r.user_id, 'username', u.username,
          'first_name', u.first_name, 'last_name', u.last_name, 'avatar', u.avatar,
          'cover', coalesce(r.preview_image, (
            select p.image_url from panels p join scenes sc on sc.id = p.scene_id
            where p.story_id = r.id and p.image_url is not null order by sc.scene_number, p.panel_number limit 1))
        ) as remix
        from stories r join users u on u.id = r.user_id
        where r.original_story_id = o.id and r.status = 'published'
        order by r.created_at desc, r.id desc limit ${REMIXES_LIMIT}
      )
    ) as remixes
    from stories o where o.id = ${storyId}`);
  if (!row || (row.status !== 'published' && !canEditStory(ctx.config, ctx.user, { userId: row.user_id }))) {
    throw codedError('NOT_FOUND', 'story_not_found');
  }
  return (JSON.parse(row.remixes) as RemixRecord[]).map(remixView);
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
 * Two database requests: the session check and the source in one batch (refused unless the remixer may see it), the copy
 * in one atomic batch; the original's remix count moves by trigger with the copy's row.
 */
export async function remixStory(ctx: SignedInContext, source: RemixSource): Promise<StoryView> {
  const { db, config } = ctx;
  const now = ctx.clock.now();
  const sceneFilter =
    source.sceneId !== undefined
      ? and(eq(scenes.storyId, source.storyId), eq(scenes.id, source.sceneId))
      : source.sceneNumber !== undefined
        ? and(eq(scenes.storyId, source.storyId), eq(scenes.sceneNumber, source.sceneNumber))
        : eq(scenes.storyId, source.storyId);
  const chosen = db.select({ id: scenes.id }).from(scenes).where(sceneFilter);
  const { user, results } = await ctx.read([
    db.select().from(stories).where(eq(stories.id, source.storyId)).getSQL(),
    db.select().from(scenes).where(sceneFilter).orderBy(scenes.sceneNumber).getSQL(),
    db.select().from(panels).where(inArray(panels.sceneId, chosen)).getSQL(),
    db.select().from(entities).where(eq(entities.storyId, source.storyId)).getSQL(),
    db.select().from(sceneEntities).where(inArray(sceneEntities.sceneId, chosen)).getSQL(),
  ]);
  const [storyRows, sceneRows, panelRows, entityRows, linkRows] = results as [Row[], Row[], Row[], Row[], Row[]];
  const original = rowOf<StoryRow>(stories, storyRows[0]);
  const sourceScenes = rowsOf<typeof scenes.$inferSelect>(scenes, sceneRows);
  const sourcePanels = rowsOf<PanelRow>(panels, panelRows);
  const sourceEntities = rowsOf<EntityRow>(entities, entityRows);
  const shown = rowsOf<typeof sceneEntities.$inferSelect>(sceneEntities, linkRows);
  if (!original || !canViewStory(config, user, original)) throw codedError('NOT_FOUND', 'story_not_found');
  const onlyScene = source.sceneId !== undefined || source.sceneNumber !== undefined ? sourceScenes[0] : undefined;
  if ((source.sceneId !== undefined || source.sceneNumber !== undefined) && !onlyScene)
    throw codedError('NOT_FOUND', 'scene_not_found');

  const copy = storyRow(
    {
      userId: user.id,
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
  copy.readingDirection = original.readingDirection;

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
  const entityCopies = sourceEntities.map((entity): EntityRow => ({
    ...entity,
    id: entityIds.get(entity.id)!,
    storyId: copy.id,
    imageUrls: [...entity.imageUrls],
    createdAt: now,
  }));
  // Which entities each copied scene shows, pointing at the copies.
  const links = shown
    .filter((link) => sceneIds.has(link.sceneId) && entityIds.has(link.entityId))
    .map((link) => ({ sceneId: sceneIds.get(link.sceneId)!, entityId: entityIds.get(link.entityId)! }));

  const statements: SQL[] = [db.insert(stories).values(copy).getSQL()];
  if (sceneCopies.length) statements.push(db.insert(scenes).values(sceneCopies).getSQL());
  if (panelCopies.length) statements.push(db.insert(panels).values(panelCopies).getSQL());
  if (entityCopies.length) statements.push(db.insert(entities).values(entityCopies).getSQL());
  if (links.length) statements.push(db.insert(sceneEntities).values(links).getSQL());
  statements.push(storyCardStatement(copy.id, sql`${user.id}`));
  const written = await runBatch(db, statements, 'write');
  return storyCardFromRows(written.at(-1)!.rows)!;
}
