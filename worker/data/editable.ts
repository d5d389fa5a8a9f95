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
import { codedError, DomainError } from '../errors';
import type { SignedInContext } from '../context';
import type { MessageCode } from '../../src/shared/messages';
import { asAspectRatio } from '../../src/shared/stories';
import { resolveLayout, type SceneLayout } from '../../src/shared/layout';
import { assertEditable, assertEditableRow } from './access';
import { sceneIdsStatement, sceneLayoutStatement, scenePanelsStatement } from './arrangement';
import { castSourceStatement } from './cast';
import { entityAccessStatement, entityScenesStatement, type EntityKind } from './entities';
import { assertVersionsFound, versionsFoundStatement } from './panel-versions';
import { sceneAccessStatement } from './scenes';
import { storyAccessStatement } from './stories';

type Editor = { user: UserRow; session: SessionRow };

const entityNotFound = (kind: EntityKind): MessageCode =>
  kind === 'character' ? 'character_not_found' : 'location_not_found';

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

/**
 * A row of a story's (a scene, a character or location) and its story, in one request: refuses a row that is not
 * there (or not what `accept` takes) with `missing`, then anyone who may not change the story.
 */
async function loadEditablePart<T>(
  ctx: SignedInContext,
  table: typeof scenes | typeof entities,
  id: string,
  missing: MessageCode,
  accept: (row: T) => boolean = () => true,
): Promise<Editor & { row: T; story: StoryRow }> {
  const {
    viewer: { user, session },
    results,
  } = await ctx.read([
    sql`select * from ${table} where id = ${id}`,
    sql`select * from stories where id = (select story_id from ${table} where id = ${id})`,
  ]);
  const row = rowOf<T>(table, results[0]![0]);
  if (!row || !accept(row)) throw codedError('NOT_FOUND', missing);
  return { user, session, row, story: editableStory(ctx, user, results[1]![0]) };
}

/** The signed-in viewer, a scene and its story, refusing anyone who may not change the story: one request. */
export async function loadEditableScene(
  ctx: SignedInContext,
  sceneId: string,
): Promise<Editor & { scene: SceneRow; story: StoryRow }> {
  const { row: scene, ...editor } = await loadEditablePart<SceneRow>(ctx, scenes, sceneId, 'scene_not_found');
  return { ...editor, scene };
}

/** The signed-in viewer, a character or location and its story, refusing anyone who may not change the story: one request. */
export async function loadEditableEntity(
  ctx: SignedInContext,
  kind: EntityKind,
  id: string,
): Promise<Editor & { entity: EntityRow; story: StoryRow }> {
  const { row: entity, ...editor } = await loadEditablePart<EntityRow>(
    ctx,
    entities,
    id,
    entityNotFound(kind),
    (row) => row.kind === kind,
  );
  return { ...editor, entity };
}

/** A scene's id and its story's. */
export type SceneRef = { id: string; storyId: string };

/** The signed-in viewer and a story's access row, when the viewer may change the story: one request. */
export async function loadEditableStoryAccess(
  ctx: SignedInContext,
  storyId: string,
): Promise<{ user: UserRow; storyId: string; ownerId: string }> {
  const { user, results } = await ctx.read([storyAccessStatement(storyId)]);
  const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'story_not_found');
  return { user, storyId: String(row.id), ownerId: String(row.user_id) };
}

/** A story's scene ids in their order, when the viewer may change the story: one request with the session check. */
export async function loadEditableSceneIds(ctx: SignedInContext, storyId: string): Promise<string[]> {
  const { user, results } = await ctx.read([storyAccessStatement(storyId), sceneIdsStatement(storyId)]);
  assertEditableRow({ config: ctx.config, user }, results[0]![0], 'story_not_found');
  return results[1]!.map((row) => String(row.id));
}

/**
 * One of the viewer's own characters or locations from another story, to bring into `storyId`, which the viewer may
 * change: one request. Someone else's (or a missing) source is a 404 whoever asks.
 */
export async function loadCastSource(
  ctx: SignedInContext,
  kind: EntityKind,
  storyId: string,
  sourceId: string,
): Promise<{ storyId: string }> {
  const { user, results } = await ctx.read([storyAccessStatement(storyId), castSourceStatement(kind, sourceId)]);
  const story = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'story_not_found');
  const source = results[1]![0];
  if (!source || String(source.owner_id) !== String(story.user_id)) throw codedError('NOT_FOUND', entityNotFound(kind));
  return { storyId: String(story.id) };
}

/** A character's or location's name and pictures, when the viewer may change its story: one request. */
export async function loadEditableEntityAccess(
  ctx: SignedInContext,
  kind: EntityKind,
  id: string,
): Promise<{ name: string; imageUrls: string[] }> {
  const { user, results } = await ctx.read([entityAccessStatement(kind, id)]);
  const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], entityNotFound(kind));
  return { name: String(row.name), imageUrls: JSON.parse(String(row.image_urls)) as string[] };
}

/**
 * A character or location the viewer may delete: its story is theirs to change and no scene shows it (409 naming the
 * scenes that do). One request.
 */
export async function loadDeletableEntity(
  ctx: SignedInContext,
  kind: EntityKind,
  id: string,
): Promise<{ name: string }> {
  const { user, results } = await ctx.read([entityAccessStatement(kind, id), entityScenesStatement(id)]);
  const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], entityNotFound(kind));
  const used = results[1]!.map((scene) => Number(scene.scene_number));
  if (used.length) {
    throw new DomainError('CONFLICT', used.length === 1 ? 'entity_in_scene' : 'entity_in_scenes', {
      name: String(row.name),
      scenes: used.join(', '),
    });
  }
  return { name: String(row.name) };
}

/** The session with the scene's access row (one request); the scene's ids when the viewer may change it. */
export async function loadEditableSceneRef(ctx: SignedInContext, id: string): Promise<SceneRef> {
  const { user, results } = await ctx.read([sceneAccessStatement(id)]);
  const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'scene_not_found');
  return { id, storyId: String(row.story_id) };
}

/** The session with the scene's access row and its panels as they are now (one request), when the viewer may change it. */
export async function loadEditablePanels(ctx: SignedInContext, id: string) {
  const { user, results } = await ctx.read([
    sceneAccessStatement(id),
    scenePanelsStatement(id),
    sceneLayoutStatement(id),
  ]);
  const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'scene_not_found');
  const page = results[2]![0];
  const stored = page?.layout == null ? null : (JSON.parse(String(page.layout)) as SceneLayout);
  const panels = results[1]!;
  // The stored layout as the scene draws it now (null: the automatic grid, which follows any panel count by itself).
  const layout = stored
    ? resolveLayout(
        stored,
        panels.map((panel) => Number(panel.panel_number)),
        asAspectRatio(page!.aspect_ratio),
      )
    : null;
  return {
    scene: { id, storyId: String(row.story_id) },
    panels,
    layout,
    aspectRatio: asAspectRatio(page?.aspect_ratio),
  };
}

/** The scene (when the viewer may change it) and the check that every one of `versionIds` is a version of its panels: one request. */
export async function loadRestorableVersions(
  ctx: SignedInContext,
  sceneId: string,
  versionIds: string[],
): Promise<SceneRef> {
  const { user, results } = await ctx.read([
    sceneAccessStatement(sceneId),
    versionsFoundStatement(sceneId, versionIds),
  ]);
  const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'scene_not_found');
  assertVersionsFound(results[1]!, versionIds);
  return { id: sceneId, storyId: String(row.story_id) };
}
