// Who may see and change a story, decided on the server: drafts are seen by their owner and the administrator only;
// a story is changed by its owner or the administrator.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Row } from '../../db/client';
import { entities, scenes, stories, type EntityRow, type SceneRow, type StoryRow, type UserRow } from '../../db/schema';
import { canEditStory as canEdit } from '../../src/shared/stories';
import type { AppConfig } from '../deps';
import { DomainError, NOT_YOURS, STORY_NOT_FOUND } from '../errors';

export function isAdmin(config: AppConfig, user: Pick<UserRow, 'email'> | null | undefined): boolean {
  return Boolean(user && config.adminEmail && user.email === config.adminEmail.trim().toLowerCase());
}

export function canEditStory(config: AppConfig, user: Pick<UserRow, 'id' | 'email'> | null | undefined, story: Pick<StoryRow, 'userId'>): boolean {
  return canEdit(story.userId, user?.id, isAdmin(config, user));
}

/** A published story is everyone's; a draft is its owner's and the administrator's. */
export function canViewStory(config: AppConfig, user: Pick<UserRow, 'id' | 'email'> | null | undefined, story: Pick<StoryRow, 'userId' | 'status'>): boolean {
  return story.status === 'published' || canEditStory(config, user, story);
}

/** The visibility row of `storyAccessStatement` (or any row with user_id and status) checked for the viewer: 404 when absent or hidden. */
export function assertViewable(config: AppConfig, user: UserRow | null | undefined, row: Row | undefined): void {
  if (!row || !canViewStory(config, user, { userId: String(row.user_id), status: String(row.status) })) {
    throw new DomainError('NOT_FOUND', STORY_NOT_FOUND);
  }
}

/** A scene's story owner and status (null row: no such scene), to batch with the session check. */
export function sceneAccessStatement(sceneId: string): SQL {
  return sql`select sc.id, sc.story_id, sc.scene_number, st.user_id, st.status from scenes sc join stories st on st.id = sc.story_id where sc.id = ${sceneId}`;
}

/** A character's or location's story owner and status. */
export function entityAccessStatement(kind: 'character' | 'location', id: string): SQL {
  return sql`select e.id, e.story_id, e.name, e.image_urls, st.user_id, st.status from entities e join stories st on st.id = e.story_id
    where e.id = ${id} and e.kind = ${kind}`;
}

/** Checks an access row for a change: 404 `missing` when absent, the story's 404/403 when not the viewer's to change. */
export function assertEditableRow(ctx: { config: AppConfig; user: UserRow }, row: Row | undefined, missing: string): Row {
  if (!row) throw new DomainError('NOT_FOUND', missing);
  assertEditable(ctx, { userId: String(row.user_id), status: String(row.status) });
  return row;
}

/** Loads a story the viewer may see (a draft of someone else's is as absent as an unknown id). */
export async function loadStory(db: Database, id: string, viewer?: { config: AppConfig; user: UserRow | null }): Promise<StoryRow> {
  const story = await db.select().from(stories).where(eq(stories.id, id)).get();
  if (!story || (viewer && !canViewStory(viewer.config, viewer.user, story))) throw new DomainError('NOT_FOUND', STORY_NOT_FOUND);
  return story;
}

/** Loads the story and refuses anyone but its owner or the administrator. */
export async function loadEditableStory(ctx: { db: Database; config: AppConfig; user: UserRow }, id: string): Promise<StoryRow> {
  const story = await loadStory(ctx.db, id);
  assertEditable(ctx, story);
  return story;
}

/** Someone else's draft answers 404 (it does not exist for them); someone else's published story 403. */
export function assertEditable(ctx: { config: AppConfig; user: UserRow }, story: Pick<StoryRow, 'userId' | 'status'>): void {
  if (canEditStory(ctx.config, ctx.user, story)) return;
  if (!canViewStory(ctx.config, ctx.user, story)) throw new DomainError('NOT_FOUND', STORY_NOT_FOUND);
  throw new DomainError('FORBIDDEN', NOT_YOURS);
}

/** Loads a scene and its story, refusing anyone who may not change the story. */
export async function loadEditableScene(ctx: { db: Database; config: AppConfig; user: UserRow }, sceneId: string): Promise<{ scene: SceneRow; story: StoryRow }> {
  const scene = await ctx.db.select().from(scenes).where(eq(scenes.id, sceneId)).get();
  if (!scene) throw new DomainError('NOT_FOUND', 'Scene not found');
  const story = await loadEditableStory(ctx, scene.storyId);
  return { scene, story };
}

/** Loads a character or location and its story, refusing anyone who may not change the story. */
export async function loadEditableEntity(
  ctx: { db: Database; config: AppConfig; user: UserRow },
  kind: 'character' | 'location',
  id: string,
): Promise<{ entity: EntityRow; story: StoryRow }> {
  const entity = await ctx.db.select().from(entities).where(eq(entities.id, id)).get();
  if (!entity || entity.kind !== kind) throw new DomainError('NOT_FOUND', kind === 'character' ? 'Character not found' : 'Location not found');
  const story = await loadEditableStory(ctx, entity.storyId);
  return { entity, story };
}
