// Story reads as a few hand-written SQL statements each (list: 2, story: 2, profile: 2), with counts derived in SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TextBubble } from '../../db/schema';

/**
 * Columns of a story card, owner and derived counts included. Rows are the same for every viewer (so they can be
 * cached); `withViewerLikes` adds the viewer's own like flags afterwards in one statement.
 */
const storyColumns = sql`
  s.id, s.user_id, s.title, s.description, s.tags, s.aspect_ratio, s.panels, s.default_panels, s.art_style,
  s.image_generation_model, s.status, s.is_remix, s.original_story_id, s.original_story_title,
  s.original_story_deleted, s.onboarding_completed, s.created_at, s.updated_at,
  u.username, u.first_name, u.last_name, u.avatar,
  coalesce(s.preview_image, (
    select p.image_url from panels p join scenes sc on sc.id = p.scene_id
    where p.story_id = s.id and p.image_url is not null order by sc.scene_number, p.panel_number limit 1
  )) as preview_image,
  (select count(*) from likes l where l.target_type = 'story' and l.target_id = s.id) as like_count,
  (select count(*) from stories r where r.original_story_id = s.id) as remix_count,
  (select count(*) from scenes c where c.story_id = s.id) as total_scenes,
  (select count(*) from panels q where q.story_id = s.id) as total_panels`;

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
    likeCount: Number(row.like_count),
    remixCount: Number(row.remix_count),
    likeStats: { likeCount: Number(row.like_count), isLikedByUser: false },
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

export async function listStories(db: Database, options: { page: number; limit: number; tag?: string }) {
  const offset = (options.page - 1) * options.limit;
  // The page's ids come from an index walk first, so deep pages skip rows without computing their columns.
  const page = options.tag
    ? sql`select story_id as id, created_at from story_tags where tag = ${options.tag}
          order by created_at desc, story_id desc limit ${options.limit} offset ${offset}`
    : sql`select id, created_at from stories order by created_at desc, id desc limit ${options.limit} offset ${offset}`;
  const totalQuery = options.tag ? sql`select count(*) from story_tags where tag = ${options.tag}` : sql`select count(*) from stories`;
  // The total rides along on each row; only a page past the end needs its own count.
  const rows = await db.all<StoryRecord & { total: number }>(sql`
    select ${storyColumns}, (${totalQuery}) as total
    from (${page}) pg join stories s on s.id = pg.id join users u on u.id = s.user_id
    order by pg.created_at desc, pg.id desc`);
  const totals = rows.length ? rows : await db.all<{ total: number }>(sql`select (${totalQuery}) as total`);
  const total = Number(totals[0]?.total ?? 0);
  return {
    stories: rows.map(storyView),
    pagination: { page: options.page, pages: Math.ceil(total / options.limit), total, limit: options.limit },
  };
}

export async function listTags(db: Database) {
  const rows = await db.all<{ tag: string; count: number }>(sql`
    select tag, count(*) as count from story_tags group by tag order by count desc, tag asc limit 100`);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

export async function findStory(db: Database, id: string) {
  const [row] = await db.all<StoryRecord>(sql`
    select ${storyColumns} from stories s join users u on u.id = s.user_id where s.id = ${id}`);
  return row ? storyView(row) : null;
}

/**
 * The whole story for the reader and the editor in one statement: the story, its characters and locations, and its
 * scenes with their panels, as JSON columns.
 */
export async function storyWithContent(db: Database, id: string) {
  const [row] = await db.all<StoryRecord & { entities: string; scenes: string; pending_jobs: number }>(sql`
    select ${storyColumns},
      (select json_group_array(json_object(${entityJsonFields})) from
        (select * from entities e where e.story_id = s.id order by e.first_appearance, e.created_at, e.id)) as entities,
      ${scenesJson} as scenes,
      exists(select 1 from generation_jobs j where j.story_id = s.id and j.status in ('starting', 'pending')) as pending_jobs
    from stories s join users u on u.id = s.user_id where s.id = ${id}`);
  if (!row) return null;
  return {
    ...storyView(row),
    /** Provider jobs (entity or panel pictures) still running: a read of the story advances them. */
    hasPendingJobs: Boolean(Number(row.pending_jobs)),
    ...splitEntities(JSON.parse(row.entities) as EntityRecord[]),
    scenes: (JSON.parse(row.scenes) as SceneRecord[]).map(sceneView),
  };
}

/** An author and their stories in one statement (a left join, so an author without stories still comes back). */
export async function authorWithStories(db: Database, username: string) {
  const rows = await db.all<StoryRecord & { author_id: string; author_created_at: number; author_active: number }>(sql`
    select ${storyColumns}, u.id as author_id, u.created_at as author_created_at, u.is_active as author_active
    from users u left join stories s on s.user_id = u.id
    where lower(u.username) = ${username.toLowerCase()}
    order by s.created_at desc, s.id desc`);
  const first = rows[0];
  if (!first || !first.author_active) return null;
  return {
    user: { ...authorView(first, first.author_id), createdAt: new Date(Number(first.author_created_at)).toISOString() },
    stories: rows.filter((row) => row.id !== null).map(storyView),
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
    likeStats: { likeCount: Number(row.like_count), isLikedByUser: false },
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type SceneView = ReturnType<typeof sceneView>;

/** Scenes as one JSON array, each with its like count and its panels, in scene order. */
const scenesJsonWhere = (where: SQL) => sql`(
  select json_group_array(json(scene)) from (
    select json_object(
      'id', sc.id, 'story_id', sc.story_id, 'scene_number', sc.scene_number, 'title', sc.title,
      'description', sc.description, 'prompt', sc.prompt, 'status', sc.status,
      'created_at', sc.created_at, 'updated_at', sc.updated_at,
      'like_count', (select count(*) from likes l where l.target_type = 'scene' and l.target_id = sc.id),
      'panels', json((select json_group_array(json_object(
          '_id', p.id, 'panelNumber', p.panel_number, 'description', p.description, 'imagePrompt', p.image_prompt,
          'imageUrl', p.image_url, 'videoUrl', p.video_url, 'videoPrompt', p.video_prompt,
          'imageGenerationError', p.image_generation_error, 'textBubbles', p.text_bubbles, 'altText', p.alt_text))
        from panels p where p.scene_id = sc.id))
    ) as scene
    from scenes sc where ${where} order by sc.scene_number
  )
)`;
const scenesJson = scenesJsonWhere(sql`sc.story_id = s.id`);

/** One scene with its panels, or null. */
export async function sceneById(db: Database, id: string): Promise<SceneView | null> {
  const [row] = await db.all<{ scenes: string }>(sql`select ${scenesJsonWhere(sql`sc.id = ${id}`)} as scenes`);
  const scene = row ? (JSON.parse(row.scenes) as SceneRecord[])[0] : undefined;
  return scene ? sceneView(scene) : null;
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

export async function entitiesOf(db: Database, storyId: string, kind?: 'character' | 'location') {
  const rows = await db.all<EntityRecord>(sql`
    select id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at
    from entities where story_id = ${storyId} ${kind ? sql`and kind = ${kind}` : sql``}
    order by first_appearance, created_at, id`);
  return splitEntities(rows);
}

type Likeable = { _id: string; likeStats: { likeCount: number; isLikedByUser: boolean } };

/**
 * Returns copies of the stories (and their scenes) with the viewer's own like flags, from one statement.
 * Shared (possibly cached) objects are never mutated.
 */
export async function withViewerLikes<T extends Likeable & { scenes?: Likeable[] }>(db: Database, viewer: string | null, items: T[]): Promise<T[]> {
  if (!viewer || !items.length) return items;
  const storyIds = items.map((item) => item._id);
  const sceneIds = items.flatMap((item) => item.scenes?.map((scene) => scene._id) ?? []);
  const rows = await db.all<{ target_type: string; target_id: string }>(sql`
    select target_type, target_id from likes where user_id = ${viewer} and (
      (target_type = 'story' and target_id in (${sql.join(storyIds.map((id) => sql`${id}`), sql`, `)}))
      ${sceneIds.length ? sql`or (target_type = 'scene' and target_id in (${sql.join(sceneIds.map((id) => sql`${id}`), sql`, `)}))` : sql``})`);
  const liked = new Set(rows.map((row) => `${row.target_type}:${row.target_id}`));
  const flag = <L extends Likeable>(item: L, type: string): L => ({
    ...item,
    likeStats: { ...item.likeStats, isLikedByUser: liked.has(`${type}:${item._id}`) },
  });
  return items.map((item) => {
    const story = flag(item, 'story');
    return item.scenes ? { ...story, scenes: item.scenes.map((scene) => flag(scene, 'scene')) } : story;
  });
}
