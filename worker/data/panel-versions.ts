// Picture history: the earlier pictures and videos of a scene's panels (kept by the triggers of the
// panel_version_triggers migration) and restoring them. Restoring swaps: the panel shows the version again and what it
// showed becomes a version itself (the same trigger), so nothing is lost either way.
import { sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import type { SignedInContext } from '../context';
import { DomainError } from '../errors';
import { assertEditableRow } from './access';
import { sceneAccessStatement, sceneByIdStatement, sceneFromRows, type SceneView } from './scenes';

/** At most this many versions are listed per scene (newest first). */
export const VERSIONS_LISTED = 200;

export interface PanelVersionView {
  _id: string;
  panelNumber: number;
  imageUrl: string | null;
  videoUrl: string | null;
  altText: string;
  /** 'picture': replaced by a new picture or video; 'scene': replaced when the whole scene was regenerated. */
  replacedBy: 'picture' | 'scene';
  createdAt: string;
}

/** A scene's panel versions, newest first, to batch with the session and access check (number 0: a removed panel's, kept but no panel's history). */
function panelVersionsStatement(sceneId: string): SQL {
  return sql`select id, panel_number, image_url, video_url, alt_text, replaced_by, created_at from panel_media_versions
    where scene_id = ${sceneId} and panel_number > 0 order by created_at desc, rowid desc limit ${VERSIONS_LISTED}`;
}

function panelVersionsFromRows(rows: Row[]): PanelVersionView[] {
  return rows.map((row) => ({
    _id: String(row.id),
    panelNumber: Number(row.panel_number),
    imageUrl: row.image_url == null ? null : String(row.image_url),
    videoUrl: row.video_url == null ? null : String(row.video_url),
    altText: String(row.alt_text ?? ''),
    replacedBy: row.replaced_by === 'scene' ? 'scene' : 'picture',
    createdAt: new Date(Number(row.created_at)).toISOString(),
  }));
}

/** The earlier pictures and videos of a scene's panels, newest first, for whoever may change the scene: one database request. */
export async function panelVersions(ctx: SignedInContext, sceneId: string): Promise<PanelVersionView[]> {
  const { user, results } = await ctx.read([sceneAccessStatement(sceneId), panelVersionsStatement(sceneId)]);
  assertEditableRow({ config: ctx.config, user }, results[0]![0], 'scene_not_found');
  return panelVersionsFromRows(results[1]!);
}

/** How many of `versionIds` are versions of this scene whose panel it still has: batched with the access check. */
export function versionsFoundStatement(sceneId: string, versionIds: string[]): SQL {
  return sql`select count(*) as n from panels p join panel_media_versions v on v.scene_id = p.scene_id and v.panel_number = p.panel_number
    where p.scene_id = ${sceneId} and v.id in (${sql.join(
      versionIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
}

export function assertVersionsFound(rows: Row[], versionIds: string[]): void {
  if (Number(rows[0]?.n ?? 0) !== new Set(versionIds).size) throw new DomainError('NOT_FOUND', 'version_not_found');
}

/**
 * Puts the given versions of one scene back on their panels (a version a scene regeneration replaced brings its bubbles
 * back too) and answers the scene with its remaining versions: one atomic batch. Each update matches its panel through
 * the version row itself, so a version restored meanwhile by another request changes nothing.
 */
export async function restorePanelVersions(
  db: Database,
  scene: { id: string; storyId: string },
  versionIds: string[],
  now: Date,
): Promise<{ scene: SceneView; versions: PanelVersionView[] }> {
  const t = now.getTime();
  const statements: SQL[] = versionIds.flatMap((id) => {
    const version = (column: string) =>
      sql`(select ${sql.raw(column)} from panel_media_versions where id = ${id} and scene_id = ${scene.id})`;
    return [
      sql`update panels set image_url = ${version('image_url')}, video_url = ${version('video_url')}, image_prompt = ${version('image_prompt')},
            alt_text = ${version('alt_text')}, image_generation_error = null, updated_at = ${t},
            text_bubbles = case when ${version('replaced_by')} = 'scene' and json_type(${version('text_bubbles')}) = 'array' then ${version('text_bubbles')} else text_bubbles end
          where scene_id = ${scene.id} and panel_number = ${version('panel_number')}`,
      sql`delete from panel_media_versions where id = ${id} and scene_id = ${scene.id}`,
    ];
  });
  const results = await runBatch(
    db,
    [
      ...statements,
      sql`update stories set updated_at = ${t} where id = ${scene.storyId}`,
      sceneByIdStatement(scene.id),
      panelVersionsStatement(scene.id),
    ],
    'write',
  );
  const view = sceneFromRows(results.at(-2)!.rows);
  if (!view) throw new DomainError('NOT_FOUND', 'version_not_found');
  return { scene: view, versions: panelVersionsFromRows(results.at(-1)!.rows) };
}
