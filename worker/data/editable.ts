// Loads a story, scene or entity for a change, in one database request with the session check, and refuses anyone who
// may not make it (the rules of access.ts).
import { sql } from 'drizzle-orm';
import { rowOf, type Query, type Row } from '../../db/client';
import { contextFromRows, storyContextStatements } from '../ai/engine/context';
import type { StoryContext } from '../ai/types';
import {
  entities,
  scenes,
  stories,
  type EntityRow,
  type SceneRow,
  type SessionRow,
  type StoryRow,
  type UserRow,
} from '../../db/schema';
import { codedError } from '../errors';
import type { SignedInContext } from '../context';
import { assertEditable } from './access';
import type { EntityKind } from './entities';

type Editor = { user: UserRow; session: SessionRow };

function editableStory(ctx: SignedInContext, user: UserRow, raw: Row | undefined): StoryRow {
  const story = rowOf<StoryRow>(stories, raw);
  if (!story) throw codedError('NOT_FOUND', 'story_not_found');
  assertEditable({ config: ctx.config, user }, story);
  return story;
}

/**
 * The signed-in viewer and the story, refusing anyone but its owner or the administrator: one request, which also runs
 * `more` (reads the change needs, e.g. the story's context for a provider) and gives their rows in order.
 */
async function loadEditableStoryWith(
  ctx: SignedInContext,
  id: string,
  more: Query[],
): Promise<Editor & { story: StoryRow; more: Row[][] }> {
  const {
    viewer: { user, session },
    results,
  } = await ctx.read([sql`select * from stories where id = ${id}`, ...more]);
  return { user, session, story: editableStory(ctx, user, results[0]![0]), more: results.slice(1) };
}

/** The signed-in viewer and the story, refusing anyone but its owner or the administrator: one request. */
export async function loadEditableStory(ctx: SignedInContext, id: string): Promise<Editor & { story: StoryRow }> {
  const { more: _more, ...editor } = await loadEditableStoryWith(ctx, id, []);
  return editor;
}

/**
 * The signed-in viewer, a story they may change and its context for a provider (characters, locations, last scenes):
 * one request.
 */
export async function loadEditableStoryContext(
  ctx: SignedInContext,
  id: string,
): Promise<Editor & { story: StoryRow; context: StoryContext }> {
  const { more, ...editor } = await loadEditableStoryWith(ctx, id, storyContextStatements(ctx.db, id));
  return { ...editor, context: contextFromRows(editor.story, more) };
}

/** The signed-in viewer, a scene and its story, refusing anyone who may not change the story: one request. */
export async function loadEditableScene(
  ctx: SignedInContext,
  sceneId: string,
): Promise<Editor & { scene: SceneRow; story: StoryRow }> {
  const {
    viewer: { user, session },
    results,
  } = await ctx.read([
    sql`select * from scenes where id = ${sceneId}`,
    sql`select * from stories where id = (select story_id from scenes where id = ${sceneId})`,
  ]);
  const scene = rowOf<SceneRow>(scenes, results[0]![0]);
  if (!scene) throw codedError('NOT_FOUND', 'scene_not_found');
  return { user, session, scene, story: editableStory(ctx, user, results[1]![0]) };
}

/** The signed-in viewer, a character or location and its story, refusing anyone who may not change the story: one request. */
export async function loadEditableEntity(
  ctx: SignedInContext,
  kind: EntityKind,
  id: string,
): Promise<Editor & { entity: EntityRow; story: StoryRow }> {
  const {
    viewer: { user, session },
    results,
  } = await ctx.read([
    sql`select * from entities where id = ${id}`,
    sql`select * from stories where id = (select story_id from entities where id = ${id})`,
  ]);
  const entity = rowOf<EntityRow>(entities, results[0]![0]);
  if (!entity || entity.kind !== kind)
    throw codedError('NOT_FOUND', kind === 'character' ? 'character_not_found' : 'location_not_found');
  return { user, session, entity, story: editableStory(ctx, user, results[1]![0]) };
}
