// The one ownership check: a story may be changed by its owner or the administrator account, decided on the server.
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entities, scenes, stories, type EntityRow, type SceneRow, type StoryRow, type UserRow } from '../../db/schema';
import type { AppConfig } from '../deps';
import { isAdmin } from '../trpc/init';

export async function loadStory(db: Database, id: string): Promise<StoryRow> {
  const story = await db.select().from(stories).where(eq(stories.id, id)).get();
  if (!story) throw new TRPCError({ code: 'NOT_FOUND', message: 'Story not found' });
  return story;
}

export function canEditStory(config: AppConfig, user: UserRow | null, story: Pick<StoryRow, 'userId'>): boolean {
  return Boolean(user && (user.id === story.userId || isAdmin(config, user)));
}

/** Loads the story and refuses anyone but its owner or the administrator. */
export async function loadEditableStory(ctx: { db: Database; config: AppConfig; user: UserRow }, id: string): Promise<StoryRow> {
  const story = await loadStory(ctx.db, id);
  if (!canEditStory(ctx.config, ctx.user, story)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have permission to modify this story' });
  }
  return story;
}

/** Loads a scene and its story, refusing anyone who may not change the story. */
export async function loadEditableScene(ctx: { db: Database; config: AppConfig; user: UserRow }, sceneId: string): Promise<{ scene: SceneRow; story: StoryRow }> {
  const scene = await ctx.db.select().from(scenes).where(eq(scenes.id, sceneId)).get();
  if (!scene) throw new TRPCError({ code: 'NOT_FOUND', message: 'Scene not found' });
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
  if (!entity || entity.kind !== kind) throw new TRPCError({ code: 'NOT_FOUND', message: kind === 'character' ? 'Character not found' : 'Location not found' });
  const story = await loadEditableStory(ctx, entity.storyId);
  return { entity, story };
}
