// Story reads as SQL statements a procedure batches with the session check (one database request per read), and the
// views built from their rows. Counts and the cover are stored columns (migration 0005), so no row is counted here.
import { sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import type { TextBubble } from '../../db/schema';

/** Columns of a story card: stored counters, the cover (the author's pick, else the first picture) and the owner. */
const storyColumns = sql`
  s.id, s.user_id, s.title, s.description, s.tags, s.aspect_ratio, s.panels, s.default_panels, s.art_style,
  s.image_generation_model, s.status, s.is_remix, s.original_story_id, s.original_story_title,
  s.original_story_deleted, s.onboarding_completed, s.created_at, s.updated_at,
  u.username, u.first_name, u.last_name, u.avatar,
  coalesce(s.preview_image, s.cover_image) as preview_image, s.preview_image is not null as cover_picked,
  s.like_count, s.remix_count, s.scene_count as total_scenes, s.panel_count as total_panels`;

/** 1 when the viewer (an id, or the session subquery) likes the target, for statements batched with the session check. */
const likedBy = (viewer: SQL, type: 'story' | 'scene', target: SQL) =>
  sql`exists(select 1 from likes l where l.user_id = ${viewer} and l.target_type = ${type} and l.target_id = ${target})`;

interface StoryRecord {
  id: string;
  user_id: string;
  title: string;
  description: string;
  tags: string;
  aspect_ratio: string;
  panels: number;
  default_panels: number;
  art_style: string;
  image_generation_model: string;
  status: string;
  is_remix: number;
  original_story_id: string | null;
  original_story_title: string | null;
  original_story_deleted: number;
  onboarding_completed: number;
  created_at: number;
  updated_at: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  preview_image: string | null;
  cover_picked?: number;
  liked?: number;
  like_count: number;
  remix_count: number;
  total_scenes: number;
  total_panels: number;
}

/** The public fields of a story's author (never the email). */
function authorView(row: Pick<StoryRecord, 'username' | 'first_name' | 'last_name' | 'avatar'>, id: string) {
  return { _id: id, username: row.username, firstName: row.first_name ?? '', lastName: row.last_name ?? '', avatar: row.avatar ?? '' };
}

export function storyView(row: StoryRecord) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    tags: JSON.parse(row.tags) as string[],
    aspectRatio: row.aspect_ratio,
    panels: Number(row.panels),
    defaultPanels: Number(row.default_panels),
    artStyle: row.art_style,
    imageGenerationModel: row.image_generation_model,
    status: row.status,
    previewImage: row.preview_image ?? '',
    /** The author picked the cover; otherwise it follows the first picture. */
    coverPicked: Boolean(Number(row.cover_picked ?? 0)),
    likeCount: Number(row.like_count),
    remixCount: Number(row.remix_count),
    likeStats: { likeCount: Number(row.like_count), isLikedByUser: Boolean(Number(row.liked ?? 0)) },
    isRemix: Boolean(row.is_remix),
    originalStoryId: row.original_story_id,
    originalStoryTitle: row.original_story_title,
    originalStoryDeleted: Boolean(row.original_story_deleted),
    onboardingCompleted: Boolean(row.onboarding_completed),
    metadata: { totalScenes: Number(row.total_scenes), totalPanels: Number(row.total_panels) },
    userId: authorView(row, row.user_id),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type StoryView = ReturnType<typeof storyView>;

export type StoryAccess = Pick<StoryView, 'status'> & { userId: { _id: string } };

/** The page's story ids: an index walk over published stories (or a tag's), so deep pages skip rows without their columns. */
function pageIds(options: { page: number; limit: number; tag?: string }): SQL {
  const offset = (options.page - 1) * options.limit;
  return options.tag
    ? sql`select story_id as id, created_at from story_tags where tag = ${options.tag}
          order by created_at desc, story_id desc limit ${options.limit} offset ${offset}`
    : sql`select id, created_at from stories where status = 'published'
          order by created_at desc, id desc limit ${options.limit} offset ${offset}`;
}

/** A feed page as two statements: the cards and the stored total (all published stories, or the tag's). */
export function listStatements(options: { page: number; limit: number; tag?: string }): SQL[] {
  return [
    sql`select ${storyColumns} from (${pageIds(options)}) pg join stories s on s.id = pg.id join users u on u.id = s.user_id
        order by pg.created_at desc, pg.id desc`,
    sql`select coalesce((select stories from story_totals where tag = ${options.tag ?? ''}), 0) as total`,
  ];
}

/** Which stories of the page the viewer likes (the page walked again by index: no columns, no counts). */
export function pageLikesStatement(options: { page: number; limit: number; tag?: string }, viewer: SQL): SQL {
  return sql`select pg.id from (${pageIds(options)}) pg where ${likedBy(viewer, 'story', sql`pg.id`)}`;
}

export function listFromRows(options: { page: number; limit: number }, [rows, totals]: Row[][]) {
  const total = Number(totals?.[0]?.total ?? 0);
  return {
    stories: (rows as unknown as StoryRecord[]).map(storyView),
    pagination: { page: options.page, pages: Math.ceil(total / options.limit), total, limit: options.limit },
  };
}

/** Tags of published stories with their stored counts. */
export function tagsStatement(): SQL {
  return sql`select tag, stories as count from story_totals where tag <> '' and stories > 0 order by stories desc, tag asc limit 100`;
}

export function tagsFromRows(rows: Row[]) {
  return rows.map((row) => ({ tag: String(row.tag), count: Number(row.count) }));
}

/** One story card, with the viewer's like flag. */
export function storyCardStatement(id: string, viewer: SQL): SQL {
  return sql`select ${storyColumns}, ${likedBy(viewer, 'story', sql`s.id`)} as liked
    from stories s join users u on u.id = s.user_id where s.id = ${id}`;
}

export function storyCardFromRows(rows: Row[]): StoryView | null {
  const row = rows[0] as unknown as StoryRecord | undefined;
  return row ? storyView(row) : null;
}

/** A story card for one id, fresh (mutation answers). */
export async function findStory(db: Database, id: string, viewerId: string | null = null) {
  const [result] = await runBatch(db, [storyCardStatement(id, sql`${viewerId}`)], 'read');
  return storyCardFromRows(result!.rows);
}

/**
 * The whole story for the reader and the editor in one statement: the story, its characters and locations, and its
 * scenes with their panels, as JSON columns, with the viewer's like flags.
 */
export function storyContentStatement(id: string, viewer: SQL): SQL {
  return sql`
    select ${storyColumns}, ${likedBy(viewer, 'story', sql`s.id`)} as liked,
      (select json_group_array(json_object(${entityJsonFields})) from
        (select * from entities e where e.story_id = s.id order by e.first_appearance, e.created_at, e.id)) as entities,
      ${scenesJsonWhere(sql`sc.story_id = s.id`, viewer)} as scenes,
      exists(select 1 from generation_jobs j where j.story_id = s.id and j.status in ('starting', 'pending')) as pending_jobs
    from stories s join users u on u.id = s.user_id where s.id = ${id}`;
}

export function storyContentFromRows(rows: Row[]) {
  const row = rows[0] as unknown as (StoryRecord & { entities: string; scenes: string; pending_jobs: number }) | undefined;
  if (!row) return null;
  return {
    ...storyView(row),
    /** Provider jobs (entity or panel pictures) still running: a read of the story advances them. */
    hasPendingJobs: Boolean(Number(row.pending_jobs)),
    ...splitEntities(JSON.parse(row.entities) as EntityRecord[]),
    scenes: (JSON.parse(row.scenes) as SceneRecord[]).map(sceneView),
  };
}

export type StoryContent = NonNullable<ReturnType<typeof storyContentFromRows>>;

export async function storyWithContent(db: Database, id: string, viewerId: string | null = null) {
  const [result] = await runBatch(db, [storyContentStatement(id, sql`${viewerId}`)], 'read');
  return storyContentFromRows(result!.rows);
}

/**
 * An author and their stories as two statements: drafts only when the viewer is the author (the subquery of the
 * session check, so it holds in the same batch).
 */
export function profileStatements(username: string, viewer: SQL): SQL[] {
  const author = sql`(select id from users where lower(username) = ${username.toLowerCase()} and is_active = 1)`;
  return [
    sql`select id, username, first_name, last_name, avatar, created_at from users where id = ${author}`,
    sql`select ${storyColumns}, ${likedBy(viewer, 'story', sql`s.id`)} as liked
        from stories s join users u on u.id = s.user_id
        where s.user_id = ${author} and (s.status = 'published' or s.user_id = ${viewer})
        order by s.created_at desc, s.id desc`,
  ];
}

export function profileFromRows([authors, stories]: Row[][]) {
  const author = authors?.[0] as unknown as (Pick<StoryRecord, 'username' | 'first_name' | 'last_name' | 'avatar'> & { id: string; created_at: number }) | undefined;
  if (!author) return null;
  return {
    user: { ...authorView(author, author.id), createdAt: new Date(Number(author.created_at)).toISOString() },
    stories: (stories as unknown as StoryRecord[]).map(storyView),
  };
}

interface SceneRecord {
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

function sceneView(row: SceneRecord) {
  const panels = row.panels
    .sort((a, b) => a.panelNumber - b.panelNumber)
    .map((panel) => ({ ...panel, hasImage: Boolean(panel.imageUrl), textBubbles: JSON.parse(panel.textBubbles) as TextBubble[] }));
  return {
    _id: row.id,
    storyId: row.story_id,
    sceneNumber: Number(row.scene_number),
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    status: row.status,
    panels,
    likeStats: { likeCount: Number(row.like_count), isLikedByUser: Boolean(Number(row.liked ?? 0)) },
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type SceneView = ReturnType<typeof sceneView>;

/** Scenes as one JSON array, each with its like count and its panels, in scene order. */
const scenesJsonWhere = (where: SQL, viewer: SQL = sql`null`) => sql`(
  select json_group_array(json(scene)) from (
    select json_object(
      'id', sc.id, 'story_id', sc.story_id, 'scene_number', sc.scene_number, 'title', sc.title,
      'description', sc.description, 'prompt', sc.prompt, 'status', sc.status,
      'created_at', sc.created_at, 'updated_at', sc.updated_at,
      'like_count', sc.like_count, 'liked', ${likedBy(viewer, 'scene', sql`sc.id`)},
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

export interface EntityRecord {
  id: string;
  kind: 'character' | 'location';
  name: string;
  title: string;
  description: string;
  image_prompt: string;
  primary_image_url: string | null;
  image_urls: string;
  first_appearance: number;
  created_at: number;
}

export function entityView(row: EntityRecord) {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    imagePrompt: row.image_prompt,
    primaryImageUrl: row.primary_image_url ?? '',
    imageUrls: JSON.parse(row.image_urls) as string[],
    firstAppearance: Number(row.first_appearance),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export type EntityView = ReturnType<typeof entityView>;

const entityJsonFields = sql.raw(
  ['id', 'kind', 'name', 'title', 'description', 'image_prompt', 'primary_image_url', 'image_urls', 'first_appearance', 'created_at']
    .map((column) => `'${column}', ${column}`)
    .join(', '),
);

function splitEntities(rows: EntityRecord[]) {
  return {
    characters: rows.filter((row) => row.kind === 'character').map(entityView),
    locations: rows.filter((row) => row.kind === 'location').map(entityView),
  };
}

/** A story's characters or locations, in order of first appearance. */
export function entitiesStatement(storyId: string, kind: 'character' | 'location'): SQL {
  return sql`
    select id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at
    from entities where story_id = ${storyId} and kind = ${kind}
    order by first_appearance, created_at, id`;
}

export function entitiesFromRows(rows: Row[]) {
  return (rows as unknown as EntityRecord[]).map(entityView);
}

/** Who may see a story: its owner, status and existence, for reads that do not load the whole story. */
export function storyAccessStatement(id: string): SQL {
  return sql`select id, user_id, status from stories where id = ${id}`;
}

