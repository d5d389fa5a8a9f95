// Arranging after generation: a panel added (empty, split from another, or a removed one brought back), removed or
// reordered, and a story's scenes reordered. Each change is one atomic batch that renumbers through negative numbers,
// so the unique (scene, panel number) and (story, scene number) indexes never see two equal ones, and each statement is
// guarded by what the check before it saw (the panel count, the scene count), so a concurrent change makes the batch
// change nothing instead of leaving a gap.
import { sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import type { TextBubble } from '../../src/shared/bubbles';
import type { SceneLayout } from '../../src/shared/layout';
import { PANELS_PER_SCENE } from '../../src/shared/stories';
import { codedError } from '../errors';
import { randomId } from '../platform/ids';
import {
  sceneByIdStatement,
  sceneFromRows,
  scenesJsonWhere,
  sceneView,
  type PanelView,
  type SceneRecord,
  type SceneView,
} from './scenes';

/**
 * The story's automatic cover (its first picture in scene and panel order), recomputed after panels move: the triggers
 * of migration 0005 follow scene renumbering and pictures, not a panel's number.
 */
const coverStatement = (
  storyId: string,
) => sql`update stories set cover_image = (select p.image_url from panels p join scenes sc on sc.id = p.scene_id
    where p.story_id = ${storyId} and p.image_url is not null order by sc.scene_number, p.panel_number limit 1) where id = ${storyId}`;

/** The scene's layout after the change (the caller computes it with src/shared/layout.ts); null stays the automatic grid. */
const layoutJson = (layout: SceneLayout | null) => (layout ? JSON.stringify(layout) : null);

const panelCount = (sceneId: string) => sql`(select count(*) from panels where scene_id = ${sceneId})`;

/** A scene's stored layout and its story's aspect ratio, to batch with the session check. */
export function sceneLayoutStatement(sceneId: string): SQL {
  return sql`select sc.layout, st.aspect_ratio from scenes sc join stories st on st.id = sc.story_id where sc.id = ${sceneId}`;
}

/** A scene's panels as the check before a change saw them (number and id), to batch with the session check. */
export function scenePanelsStatement(sceneId: string): SQL {
  return sql`select id, panel_number, description, image_prompt, image_url, video_url, video_prompt, alt_text, text_bubbles
    from panels where scene_id = ${sceneId} order by panel_number`;
}

export interface NewPanelContent {
  description?: string;
  imagePrompt?: string;
  imageUrl?: string | null;
  videoUrl?: string | null;
  videoPrompt?: string | null;
  altText?: string;
  textBubbles?: TextBubble[];
}

export interface SceneRef {
  id: string;
  storyId: string;
}

function sceneOrThrow(rows: Row[]): SceneView {
  const scene = sceneFromRows(rows);
  if (!scene) throw codedError('NOT_FOUND', 'scene_not_found');
  return scene;
}

/**
 * Adds a panel at `position` (1 … count + 1; the later ones move up one, their versions with them), empty or with the
 * given content, or as the second half of `splitFrom` (right after it, with its description and picture prompt). At most
 * six: the count is checked inside every statement, so two adds at once never make a seventh.
 */
export async function addPanel(
  db: Database,
  scene: SceneRef,
  input: { position: number; splitFrom?: number; content: NewPanelContent; layout: SceneLayout | null },
  now: Date,
): Promise<{ scene: SceneView; panel: PanelView }> {
  const t = now.getTime();
  const id = randomId();
  const room = sql`${panelCount(scene.id)} < ${PANELS_PER_SCENE.max}`;
  const at = input.position;
  const { content } = input;
  const fromSplit = (column: 'description' | 'image_prompt', own: string | undefined) =>
    own !== undefined || input.splitFrom === undefined
      ? sql`${own ?? ''}`
      : sql`coalesce((select ${sql.raw(column)} from panels where scene_id = ${scene.id} and panel_number = ${input.splitFrom}), '')`;
  const results = await runBatch(
    db,
    [
      sql`update panel_media_versions set panel_number = panel_number + 1 where scene_id = ${scene.id} and panel_number >= ${at} and ${room}`,
      sql`update panels set panel_number = -(panel_number + 1) where scene_id = ${scene.id} and panel_number >= ${at} and ${room}`,
      sql`insert into panels (id, scene_id, story_id, panel_number, description, image_prompt, image_url, video_url, video_prompt, alt_text,
            text_bubbles, created_at, updated_at)
          select ${id}, ${scene.id}, ${scene.storyId}, min(${at}, ${panelCount(scene.id)} + 1), ${fromSplit('description', content.description)},
            ${fromSplit('image_prompt', content.imagePrompt)}, ${content.imageUrl ?? null}, ${content.videoUrl ?? null}, ${content.videoPrompt ?? null},
            ${content.altText ?? ''}, ${JSON.stringify(content.textBubbles ?? [])}, ${t}, ${t}
          where ${room}`,
      sql`update panels set panel_number = -panel_number where scene_id = ${scene.id} and panel_number < 0`,
      coverStatement(scene.storyId),
      sql`update scenes set layout = ${layoutJson(input.layout)}, updated_at = ${t} where id = ${scene.id} and exists (select 1 from panels where id = ${id})`,
      sql`update stories set updated_at = ${t} where id = ${scene.storyId}`,
      sceneByIdStatement(scene.id),
    ],
    'write',
  );
  const view = sceneOrThrow(results.at(-1)!.rows);
  const panel = view.panels.find((candidate) => candidate._id === id);
  if (!panel) throw codedError('BAD_REQUEST', 'panel_limit');
  return { scene: view, panel };
}

/**
 * Removes panel `number` (the row `panelId` the check saw) and closes the gap; the later panels' versions move with
 * them. Nothing is lost: a removed panel with a picture is kept as a version by the trigger of migration 0008, and the
 * removed panel's versions stay stored (number 0: no panel's history), so the media stay until the story goes; the
 * answer carries the removed panel so the editor's Undo can bring it back where it was.
 */
export async function removePanel(
  db: Database,
  scene: SceneRef,
  panel: { id: string; number: number; layout: SceneLayout | null },
  now: Date,
): Promise<SceneView> {
  const t = now.getTime();
  const gone = sql`not exists (select 1 from panels where id = ${panel.id})`;
  const results = await runBatch(
    db,
    [
      sql`delete from panels where id = ${panel.id} and panel_number = ${panel.number} and ${panelCount(scene.id)} > 1`,
      sql`update panel_media_versions set panel_number = 0 where scene_id = ${scene.id} and panel_number = ${panel.number} and ${gone}`,
      sql`update panel_media_versions set panel_number = panel_number - 1 where scene_id = ${scene.id} and panel_number > ${panel.number} and ${gone}`,
      sql`update panels set panel_number = -(panel_number - 1) where scene_id = ${scene.id} and panel_number > ${panel.number} and ${gone}`,
      sql`update panels set panel_number = -panel_number where scene_id = ${scene.id} and panel_number < 0`,
      coverStatement(scene.storyId),
      sql`update scenes set layout = ${layoutJson(panel.layout)}, updated_at = ${t} where id = ${scene.id} and ${gone}`,
      sql`update stories set updated_at = ${t} where id = ${scene.storyId}`,
      sceneByIdStatement(scene.id),
    ],
    'write',
  );
  if (!results[0]!.rowsAffected) throw codedError('CONFLICT', 'changed_meanwhile');
  return sceneOrThrow(results.at(-1)!.rows);
}

/**
 * Puts the scene's panels in `order` (old numbers, new order): each panel keeps its picture, bubbles and versions
 * under its new number. A stored layout's cells stay where they are on the page, in reading order, so the panels move
 * through them. Changes nothing (409) when the scene no longer has `order.length` panels.
 */
export async function orderPanels(db: Database, scene: SceneRef, order: number[], now: Date): Promise<SceneView> {
  const t = now.getTime();
  const same = sql`${panelCount(scene.id)} = ${order.length}`;
  const renumber = sql`(select key + 1 from json_each(${JSON.stringify(order)}) where value = panel_number)`;
  const results = await runBatch(
    db,
    [
      sql`update panel_media_versions set panel_number = ${renumber} where scene_id = ${scene.id} and panel_number between 1 and ${order.length} and ${same}`,
      sql`update panels set panel_number = -${renumber}, updated_at = ${t} where scene_id = ${scene.id} and ${same}`,
      sql`update panels set panel_number = -panel_number where scene_id = ${scene.id} and panel_number < 0`,
      coverStatement(scene.storyId),
      sql`update scenes set updated_at = ${t} where id = ${scene.id}`,
      sql`update stories set updated_at = ${t} where id = ${scene.storyId}`,
      sceneByIdStatement(scene.id),
    ],
    'write',
  );
  if (!results[1]!.rowsAffected) throw codedError('CONFLICT', 'changed_meanwhile');
  return sceneOrThrow(results.at(-1)!.rows);
}

/** A story's scene ids in order, to batch with the session and access check before a reorder. */
export function sceneIdsStatement(storyId: string): SQL {
  return sql`select id from scenes where story_id = ${storyId} order by scene_number`;
}

/**
 * Puts a story's scenes in `order` (scene ids): one atomic batch through negative numbers. A character's or location's
 * first appearance follows the scenes that show it; the cover follows by trigger. Changes nothing (409) when the story
 * no longer has exactly these scenes.
 */
export async function orderScenes(db: Database, storyId: string, order: string[], now: Date): Promise<SceneView[]> {
  const t = now.getTime();
  const ids = JSON.stringify(order);
  const same = sql`(select count(*) from scenes where story_id = ${storyId}) = ${order.length}
    and (select count(*) from scenes where story_id = ${storyId} and id in (select value from json_each(${ids}))) = ${order.length}`;
  const results = await runBatch(
    db,
    [
      sql`update scenes set scene_number = -(select key + 1 from json_each(${ids}) where value = scenes.id), updated_at = ${t}
          where story_id = ${storyId} and ${same}`,
      sql`update scenes set scene_number = -scene_number where story_id = ${storyId} and scene_number < 0`,
      sql`update entities set first_appearance = (select min(sc.scene_number) from scene_entities se join scenes sc on sc.id = se.scene_id
            where se.entity_id = entities.id)
          where story_id = ${storyId} and exists (select 1 from scene_entities se where se.entity_id = entities.id)`,
      sql`update stories set updated_at = ${t} where id = ${storyId}`,
      sql`select ${scenesJsonWhere(sql`sc.story_id = ${storyId}`)} as scenes`,
    ],
    'write',
  );
  if (!results[0]!.rowsAffected) throw codedError('CONFLICT', 'changed_meanwhile');
  return (JSON.parse(String(results.at(-1)!.rows[0]!.scenes)) as SceneRecord[]).map(sceneView);
}
