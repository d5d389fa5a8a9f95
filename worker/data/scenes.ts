// Scenes and panels: the reader's scene views (one statement, panels as JSON), the next scene number, and every write
// of scenes and panels: the generated scene (the AI engine's and the test fixtures' one path), edits, and deletion with
// renumbering. Scene and panel counts and the story's cover move by trigger with the rows (migration 0005).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { runBatch, type Database, type Row } from '../../db/client';
import { panels, scenes, stories, type PanelRow, type SceneRow } from '../../db/schema';
import type { TextBubble } from '../../src/shared/bubbles';
import { asAspectRatio, asSceneStatus } from '../../src/shared/stories';
import { LAYOUT_LIMITS, layoutProblemCode, resolveLayout, type SceneLayout } from '../../src/shared/layout';
import type { SignedInContext } from '../context';
import { assertEditableRow } from './access';
import { codedError, DomainError } from '../errors';
import { randomId } from '../platform/ids';
import { likedBy } from './likes';

export interface SceneRecord {
  id: string;
  story_id: string;
  scene_number: number;
  title: string;
  description: string;
  prompt: string;
  status: string;
  created_at: number;
  updated_at: number;
  like_count: number;
  liked?: number;
  /** The stored page layout, or null for the automatic grid. */
  layout: SceneLayout | null;
  /** The story's aspect ratio, which shapes the automatic grid. */
  aspect_ratio: string;
  panels: (Omit<PanelView, 'hasImage' | 'textBubbles'> & { textBubbles: string })[];
}

export interface PanelView {
  _id: string;
  panelNumber: number;
  description: string;
  imagePrompt: string;
  imageUrl: string | null;
  hasImage: boolean;
  videoUrl: string | null;
  videoPrompt: string | null;
  imageGenerationError: string | null;
  textBubbles: TextBubble[];
  altText: string;
}

export function sceneView(row: SceneRecord) {
  const panels = row.panels
    .sort((a, b) => a.panelNumber - b.panelNumber)
    .map((panel) => ({
      ...panel,
      hasImage: Boolean(panel.imageUrl),
      textBubbles: JSON.parse(panel.textBubbles) as TextBubble[],
    }));
  return {
    _id: row.id,
    storyId: row.story_id,
    sceneNumber: Number(row.scene_number),
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    status: asSceneStatus(row.status),
    panels,
    /** The page layout the scene is drawn with: the author's, else the automatic grid for its panels. */
    layout: resolveLayout(
      row.layout,
      panels.map((panel) => panel.panelNumber),
      asAspectRatio(row.aspect_ratio),
    ),
    /** No layout was chosen: the reader may flow the grid to the screen as it always has. */
    automaticLayout: !row.layout,
    likeStats: { likeCount: Number(row.like_count), isLikedByUser: Boolean(Number(row.liked ?? 0)) },
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type SceneView = ReturnType<typeof sceneView>;

/** Scenes as one JSON array, each with its like count and its panels, in scene order. */
export const scenesJsonWhere = (where: SQL, viewer: SQL = sql`null`) => sql`(
  select json_group_array(json(scene)) from (
    select json_object(
      'id', sc.id, 'story_id', sc.story_id, 'scene_number', sc.scene_number, 'title', sc.title,
      'description', sc.description, 'prompt', sc.prompt, 'status', sc.status,
      'created_at', sc.created_at, 'updated_at', sc.updated_at,
      'like_count', sc.like_count, 'liked', ${likedBy(viewer, 'scene', sql`sc.id`)},
      'layout', json(sc.layout), 'aspect_ratio', (select aspect_ratio from stories where id = sc.story_id),
      'panels', json((select json_group_array(json_object(
          '_id', p.id, 'panelNumber', p.panel_number, 'description', p.description, 'imagePrompt', p.image_prompt,
          'imageUrl', p.image_url, 'videoUrl', p.video_url, 'videoPrompt', p.video_prompt,
          'imageGenerationError', p.image_generation_error, 'textBubbles', p.text_bubbles, 'altText', p.alt_text))
        from panels p where p.scene_id = sc.id))
    ) as scene
    from scenes sc where ${where} order by sc.scene_number
  )
)`;

/** One scene with its panels, as a statement to batch. */
export function sceneByIdStatement(id: string): SQL {
  return sql`select ${scenesJsonWhere(sql`sc.id = ${id}`)} as scenes`;
}

export function sceneFromRows(rows: Row[]): SceneView | null {
  const row = rows[0];
  const scene = row ? (JSON.parse(String(row.scenes)) as SceneRecord[])[0] : undefined;
  return scene ? sceneView(scene) : null;
}

/** One scene with its panels, or null. */
export async function sceneById(db: Database, id: string): Promise<SceneView | null> {
  const [result] = await runBatch(db, [sceneByIdStatement(id)], 'read');
  return sceneFromRows(result!.rows);
}

/** A scene's story owner and status (null row: no such scene), to batch with the session check. */
export function sceneAccessStatement(sceneId: string): SQL {
  return sql`select sc.id, sc.story_id, sc.scene_number, st.user_id, st.status from scenes sc join stories st on st.id = sc.story_id where sc.id = ${sceneId}`;
}

/** One panel of a scene by its number, or undefined. */
export function panelByNumber(db: Database, sceneId: string, panelNumber: number): Promise<PanelRow | undefined> {
  return db
    .select()
    .from(panels)
    .where(and(eq(panels.sceneId, sceneId), eq(panels.panelNumber, panelNumber)))
    .get();
}

/** A generating scene's panels with no picture, no error and no running job (their jobs were never started). */
export function panelsAwaitingPictures(db: Database, sceneId: string): Promise<PanelRow[]> {
  return db
    .select()
    .from(panels)
    .where(
      and(
        eq(panels.sceneId, sceneId),
        sql`${panels.imageUrl} is null and ${panels.imageGenerationError} is null`,
        sql`not exists (select 1 from generation_jobs j where j.panel_id = ${panels.id} and j.status in ('starting', 'pending'))`,
      ),
    );
}

/** The scene row, or undefined. */
export function sceneRow(db: Database, id: string): Promise<SceneRow | undefined> {
  return db.select().from(scenes).where(eq(scenes.id, id)).get();
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
export const nextSceneNumberSql = (storyId: string) =>
  sql`(select coalesce(max(scene_number), 0) + 1 from scenes where story_id = ${storyId})`;

/** The next scene number as a query of its own (one row while the story exists), to batch or to await. */
export const nextSceneNumberQuery = (db: Database, storyId: string) =>
  db
    .select({ next: sql<number>`${nextSceneNumberSql(storyId)}`.mapWith(Number) })
    .from(stories)
    .where(eq(stories.id, storyId));

export async function nextSceneNumber(db: Database, storyId: string): Promise<number> {
  const [row] = await nextSceneNumberQuery(db, storyId);
  return row?.next ?? 1;
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

/**
 * Adds a scene at the next number with its panels as one atomic batch (one database request), through the same
 * statements as a generated scene (`generatedSceneStatements`): the number is computed by the INSERT itself, so two
 * scenes written at once get consecutive numbers without a read first.
 */
export async function insertScene(
  db: Database,
  storyId: string,
  input: { title?: string; description?: string; prompt?: string; status?: string; panels: NewPanel[] },
  now: Date,
): Promise<SceneRow> {
  const scene: SceneRow = {
    id: randomId(),
    storyId,
    // Decided by the INSERT (nextSceneNumberSql); read back below.
    sceneNumber: 0,
    title: input.title ?? '',
    description: input.description ?? '',
    prompt: input.prompt ?? '',
    status: input.status ?? 'completed',
    layout: null,
    createdAt: now,
    updatedAt: now,
  };
  const rows = input.panels.map((panel, i) => panelRow(scene, i + 1, panel, now));
  const statements = generatedSceneStatements(db, { scene, regenerated: false, panels: rows });
  const numbered = db.select({ sceneNumber: scenes.sceneNumber }).from(scenes).where(eq(scenes.id, scene.id));
  const results = (await db.batch([...statements, numbered] as unknown as [
    BatchItem<'sqlite'>,
    ...BatchItem<'sqlite'>[],
  ])) as unknown[];
  const [written] = results.at(-1) as { sceneNumber: number }[];
  return { ...scene, sceneNumber: written!.sceneNumber };
}

/**
 * The statements that write a generated scene, for one atomic batch beside the engine's own (entities, jobs): a new
 * scene at the next number (read inside the statement, so concurrent writers never take the same one) or a regenerated
 * scene's fields with its panels replaced, and the story's updated time, plus a generated title while the story still
 * has one of `defaultTitles`.
 */
export function generatedSceneStatements(
  db: Database,
  input: {
    scene: SceneRow;
    regenerated: boolean;
    panels: PanelRow[];
    storyTitle?: { title: string; defaultTitles: string[] };
    keptLettering?: readonly number[];
  },
): BatchItem<'sqlite'>[] {
  const { scene } = input;
  const t = scene.updatedAt.getTime();
  const kept = input.keptLettering ?? [];
  const statements: BatchItem<'sqlite'>[] = input.regenerated
    ? [
        // The deleted panels become picture history (a trigger copies their bubbles). The bubbles a regeneration keeps
        // are not part of what it replaced: their versions carry none (JSON null), so undoing the regeneration puts
        // the pictures back and leaves the lettering as the author has it since, never the older lettering.
        ...(kept.length
          ? [
              db.run(
                sql`update panels set text_bubbles = 'null' where scene_id = ${scene.id} and panel_number in (${sql.join(
                  kept.map((n) => sql`${n}`),
                  sql`, `,
                )})`,
              ),
            ]
          : []),
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
          title = case when trim(title) in (${sql.join(
            retitle.defaultTitles.map((title) => sql`${title}`),
            sql`, `,
          )}) then ${retitle.title} else title end
          where id = ${scene.storyId}`)
      : db.run(sql`update stories set updated_at = ${t} where id = ${scene.storyId}`),
  );
  return statements;
}

/** Which entities a scene shows (ids of the story's entities only), for the generated scene's batch. */
export function sceneEntitiesStatement(
  db: Database,
  sceneId: string,
  storyId: string,
  entityIds: string[],
): BatchItem<'sqlite'> {
  return db.run(sql`insert into scene_entities (scene_id, entity_id)
    select ${sceneId}, id from entities where story_id = ${storyId} and id in (${sql.join(
      entityIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** A scene's new title and description and the story's time, answered with the scene: one atomic batch. */
export async function updateScene(
  db: Database,
  scene: { id: string; storyId: string },
  fields: { title: string; description: string },
  now: Date,
): Promise<SceneView> {
  const t = now.getTime();
  const [, , view] = await runBatch(
    db,
    [
      sql`update scenes set title = ${fields.title}, description = ${fields.description}, updated_at = ${t} where id = ${scene.id}`,
      sql`update stories set updated_at = ${t} where id = ${scene.storyId}`,
      sceneByIdStatement(scene.id),
    ],
    'write',
  );
  const updated = sceneFromRows(view!.rows);
  if (!updated) throw codedError('NOT_FOUND', 'scene_not_found');
  return updated;
}

/** Removes the scene with its panels, likes and jobs, and closes the gap in the numbering, in one atomic batch. */
export async function deleteScene(db: Database, scene: { id: string; storyId: string }, now: Date): Promise<void> {
  const [, , , , , removed] = await runBatch(
    db,
    [
      // Later scenes move first, while the scene still exists to say its number (read inside the batch, so a
      // concurrent renumbering cannot make it stale), through negative numbers so the unique (story, number) index
      // never sees two equal ones.
      sql`update scenes set scene_number = -(scene_number - 1)
          where story_id = ${scene.storyId} and scene_number > (select scene_number from scenes where id = ${scene.id})`,
      sql`delete from likes where target_type = 'scene' and target_id = ${scene.id}`,
      sql`delete from generation_jobs where scene_id = ${scene.id}`,
      sql`delete from scene_entities where scene_id = ${scene.id}`,
      sql`delete from panels where scene_id = ${scene.id}`,
      sql`delete from scenes where id = ${scene.id}`,
      sql`update scenes set scene_number = -scene_number where story_id = ${scene.storyId} and scene_number < 0`,
      sql`update stories set updated_at = ${now.getTime()} where id = ${scene.storyId}`,
    ],
    'write',
  );
  if (!removed!.rowsAffected) throw codedError('NOT_FOUND', 'scene_not_found');
}

/** Who may change a scene, as SQL on its story `st`: the owner, or the administrator (whose email the config names). */
interface SceneEditor {
  viewerId: SQL;
  adminEmail: string | null;
}

/** The request's viewer as a scene editor for guarded writes: their id (or the session subquery) and the administrator's email. */
const sceneEditor = (ctx: SignedInContext): SceneEditor => ({
  viewerId: ctx.viewerIdSql(),
  adminEmail: ctx.config.adminEmail?.trim().toLowerCase() || null,
});

function ownerSql(editor: SceneEditor): SQL {
  return editor.adminEmail
    ? sql`(st.user_id = ${editor.viewerId} or exists (select 1 from users u where u.id = ${editor.viewerId} and u.email = ${editor.adminEmail}))`
    : sql`st.user_id = ${editor.viewerId}`;
}

/**
 * Saving a scene's layout as statements for the session's batch (one database request): the scene's access row with its
 * panel numbers (the caller decides 404, 403 or 400 from it), the UPDATE guarded so it matches only for the story's owner
 * (or the administrator) and only when the layout names exactly the scene's panels, the story's updated time, and the
 * scene as it now is. A gutter or border width not sent keeps the stored one.
 */
function saveLayoutStatements(
  sceneId: string,
  layout: { panels: SceneLayout['panels']; gutter?: number; borderWidth?: number },
  editor: SceneEditor,
  defaults: { gutter: number; borderWidth: number },
  now: Date,
): SQL[] {
  const t = now.getTime();
  const numbers = layout.panels.map((panel) => panel.panelNumber);
  const owner = ownerSql(editor);
  const cells = JSON.stringify(
    layout.panels.map(({ panelNumber, x, y, width, height }) => ({ panelNumber, x, y, width, height })),
  );
  return [
    sql`select sc.id, sc.story_id, st.user_id, st.status, (select json_group_array(panel_number) from panels p where p.scene_id = sc.id) as panel_numbers
      from scenes sc join stories st on st.id = sc.story_id where sc.id = ${sceneId}`,
    sql`update scenes set updated_at = ${t}, layout = json_object('panels', json(${cells}),
        'gutter', coalesce(${layout.gutter ?? null}, json_extract(layout, '$.gutter'), ${defaults.gutter}),
        'borderWidth', coalesce(${layout.borderWidth ?? null}, json_extract(layout, '$.borderWidth'), ${defaults.borderWidth}))
      where id = ${sceneId}
        and exists (select 1 from stories st where st.id = scenes.story_id and ${owner})
        and (select count(*) from panels p where p.scene_id = ${sceneId}) = ${numbers.length}
        and not exists (select 1 from panels p where p.scene_id = ${sceneId} and p.panel_number not in (${sql.join(
          numbers.map((n) => sql`${n}`),
          sql`, `,
        )}))`,
    sql`update stories set updated_at = ${t} where id = (select story_id from scenes where id = ${sceneId} and updated_at = ${t})`,
    sceneByIdStatement(sceneId),
  ];
}

export type PanelChanges = Partial<typeof panels.$inferInsert>;

/**
 * One panel's changes as statements for the session's batch (one database request): the scene's access row
 * (`updatePanel` decides 404 or 403 from it), the panel's UPDATE guarded so it matches only for the story's owner (or the
 * administrator) and returning the panel's id when it did, and the scene as it now is. Read the answer with
 * `updatedPanelFromRows`.
 */
function updatePanelStatements(
  db: Database,
  sceneId: string,
  panelNumber: number,
  changes: PanelChanges,
  editor: SceneEditor,
): SQL[] {
  const editable = sql`exists (select 1 from scenes sc join stories st on st.id = sc.story_id where sc.id = ${sceneId} and ${ownerSql(editor)})`;
  return [
    sceneAccessStatement(sceneId),
    db
      .update(panels)
      .set(changes)
      .where(and(eq(panels.sceneId, sceneId), eq(panels.panelNumber, panelNumber), editable))
      .returning({ id: panels.id })
      .getSQL(),
    sceneByIdStatement(sceneId),
  ];
}

/** The panel as the scene now shows it, from the results after the access row; 404 when no panel had that number. */
function updatedPanelFromRows(updated: Row[], scene: Row[], panelNumber: number): PanelView & { hasImage: boolean } {
  const panel = updated.length
    ? sceneFromRows(scene)?.panels.find((candidate) => candidate.panelNumber === panelNumber)
    : undefined;
  if (!panel) throw new DomainError('NOT_FOUND', 'panel_not_found');
  return panel;
}

/**
 * One panel's changes, in one database request: the session, the scene's access row, the panel's UPDATE (matching only
 * the owner's or the administrator's scene) and the scene read back ride in one batch; 404 or 403 is decided from the
 * access row. Answers the panel as the scene now shows it.
 */
export async function updatePanel(ctx: SignedInContext, sceneId: string, panelNumber: number, changes: PanelChanges) {
  const { viewer, results } = await ctx.read(
    updatePanelStatements(ctx.db, sceneId, panelNumber, changes, sceneEditor(ctx)),
    'write',
  );
  assertEditableRow({ config: ctx.config, user: viewer.user }, results[0]![0], 'scene_not_found');
  return updatedPanelFromRows(results[1]!, results[2]!, panelNumber);
}

/**
 * The scene's page layout, in one database request: the session, the access row with the panel numbers, the guarded
 * UPDATE and the scene read back ride in one batch; the UPDATE matches only the owner's scene whose panels the layout
 * names. A layout naming other panels than the scene's is a 400 naming the problem.
 */
export async function saveLayout(
  ctx: SignedInContext,
  sceneId: string,
  layout: { panels: SceneLayout['panels']; gutter?: number; borderWidth?: number },
): Promise<SceneView> {
  const defaults = { gutter: LAYOUT_LIMITS.gutter.default, borderWidth: LAYOUT_LIMITS.borderWidth.default };
  const { viewer, results } = await ctx.read(
    saveLayoutStatements(sceneId, layout, sceneEditor(ctx), defaults, ctx.clock.now()),
    'write',
  );
  const row = assertEditableRow({ config: ctx.config, user: viewer.user }, results[0]![0], 'scene_not_found');
  const numbers = (JSON.parse(String(row.panel_numbers ?? '[]')) as number[]).sort((a, b) => a - b);
  const problem = layoutProblemCode(
    { panels: layout.panels, gutter: defaults.gutter, borderWidth: defaults.borderWidth },
    numbers,
  );
  if (problem) throw new DomainError('BAD_REQUEST', problem.messageCode, problem.params, { field: 'panels' });
  const data = sceneFromRows(results[3]!);
  if (!data) throw codedError('NOT_FOUND', 'scene_not_found');
  return data;
}
