// Loads a story, scene or entity for a change and refuses anyone who may not make it (the rules of access.ts).
import type { Database } from '../../db/client';
import type { EntityRow, SceneRow, StoryRow, UserRow } from '../../db/schema';
import type { AppConfig } from '../deps';
import { DomainError, SCENE_NOT_FOUND, STORY_NOT_FOUND } from '../errors';
import { assertEditable, canViewStory } from './access';
import { entityRow, type EntityKind } from './entities';
import { sceneRow } from './scenes';
import { storyRecord } from './stories';

type Editor = { db: Database; config: AppConfig; user: UserRow };

/** Loads a story the viewer may see (a draft of someone else's is as absent as an unknown id). */
export async function loadStory(db: Database, id: string, viewer?: { config: AppConfig; user: UserRow | null }): Promise<StoryRow> {
  const story = await storyRecord(db, id);
  if (!story || (viewer && !canViewStory(viewer.config, viewer.user, story))) throw new DomainError('NOT_FOUND', STORY_NOT_FOUND);
  return story;
}

/** Loads the story and refuses anyone but its owner or the administrator. */
export async function loadEditableStory(ctx: Editor, id: string): Promise<StoryRow> {
  const story = await loadStory(ctx.db, id);
  assertEditable(ctx, story);
  return story;
}

/** Loads a scene and its story, refusing anyone who may not change the story. */
export async function loadEditableScene(ctx: Editor, sceneId: string): Promise<{ scene: SceneRow; story: StoryRow }> {
  const scene = await sceneRow(ctx.db, sceneId);
  if (!scene) throw new DomainError('NOT_FOUND', SCENE_NOT_FOUND);
  const story = await loadEditableStory(ctx, scene.storyId);
  return { scene, story };
}

/** Loads a character or location and its story, refusing anyone who may not change the story. */
export async function loadEditableEntity(ctx: Editor, kind: EntityKind, id: string): Promise<{ entity: EntityRow; story: StoryRow }> {
  const entity = await entityRow(ctx.db, id);
  if (!entity || entity.kind !== kind) throw new DomainError('NOT_FOUND', kind === 'character' ? 'Character not found' : 'Location not found');
  const story = await loadEditableStory(ctx, entity.storyId);
  return { entity, story };
}
