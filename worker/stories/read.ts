// Story reads as a few hand-written SQL statements each (list: 2, story: 2, profile: 2), with counts derived in SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TextBubble } from '../../db/schema';

/** Columns of a story card, owner and derived counts included. `viewer` may be null. */
const storyColumns = (viewer: string | null) => sql`
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
  (select count(*) from panels q where q.story_id = s.id) as total_panels,
  ${viewer ? sql`exists(select 1 from likes v where v.target_type = 'story' and v.target_id = s.id and v.user_id = ${viewer})` : sql`0`} as liked`;

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
  liked: number;
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
    likeStats: { likeCount: Number(row.like_count), isLikedByUser: Boolean(row.liked) },
    isRemix: Boolean(row.is_remix),
    originalStoryId: row.original_story_id,
    originalStoryTitle: row.original_story_title,
    originalStoryDeleted: Boolean(row.original_story_deleted),
    onboardingCompleted: Boolean(row.onboarding_completed),
    metadata: { totalScenes: Number(row.total_scenes), totalPanels: Number(row.total_panels) },
    userId: {
      _id: row.user_id,
      username: row.username,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      avatar: row.avatar ?? '',
    },
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type StoryView = ReturnType<typeof storyView>;

export async function listStories(db: Database, options: { page: number; limit: number; tag?: string; viewer: string | null }) {
  const offset = (options.page - 1) * options.limit;
  const [rows, totals] = options.tag
    ? await Promise.all([
        db.all<StoryRecord>(sql`
          select ${storyColumns(options.viewer)}
          from story_tags t join stories s on s.id = t.story_id join users u on u.id = s.user_id
          where t.tag = ${options.tag}
          order by t.created_at desc, t.story_id desc limit ${options.limit} offset ${offset}`),
        db.all<{ total: number }>(sql`select count(*) as total from story_tags where tag = ${options.tag}`),
      ])
    : await Promise.all([
        db.all<StoryRecord>(sql`
          select ${storyColumns(options.viewer)}
          from stories s join users u on u.id = s.user_id
          order by s.created_at desc, s.id desc limit ${options.limit} offset ${offset}`),
        db.all<{ total: number }>(sql`select count(*) as total from stories`),
      ]);
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

export async function findStory(db: Database, id: string, viewer: string | null) {
  const [row] = await db.all<StoryRecord>(sql`
    select ${storyColumns(viewer)} from stories s join users u on u.id = s.user_id where s.id = ${id}`);
  return row ? storyView(row) : null;
}

/** The story with its characters and locations in one statement (entities as one JSON column). */
async function findStoryWithEntities(db: Database, id: string, viewer: string | null) {
  const [row] = await db.all<StoryRecord & { entities: string }>(sql`
    select ${storyColumns(viewer)},
      (select json_group_array(json_object(${entityJsonFields})) from
        (select * from entities e where e.story_id = s.id order by e.first_appearance, e.created_at, e.id)) as entities
    from stories s join users u on u.id = s.user_id where s.id = ${id}`);
  if (!row) return null;
  return { ...storyView(row), ...splitEntities(JSON.parse(row.entities) as EntityRecord[]) };
}

export async function storiesByUser(db: Database, userId: string, viewer: string | null) {
  const rows = await db.all<StoryRecord>(sql`
    select ${storyColumns(viewer)} from stories s join users u on u.id = s.user_id
    where s.user_id = ${userId} order by s.created_at desc, s.id desc`);
  return rows.map(storyView);
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
  liked: number;
  panels: string;
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
}

function sceneView(row: SceneRecord) {
  const panels = (JSON.parse(row.panels) as (Omit<PanelView, 'hasImage' | 'textBubbles'> & { textBubbles: string })[])
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
    likeStats: { likeCount: Number(row.like_count), isLikedByUser: Boolean(row.liked) },
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type SceneView = ReturnType<typeof sceneView>;

/** Scenes with their panels (as one JSON column per scene) and like stats, in scene order. */
export async function scenesOf(db: Database, where: SQL, viewer: string | null) {
  const rows = await db.all<SceneRecord>(sql`
    select sc.id, sc.story_id, sc.scene_number, sc.title, sc.description, sc.prompt, sc.status, sc.created_at, sc.updated_at,
      (select count(*) from likes l where l.target_type = 'scene' and l.target_id = sc.id) as like_count,
      ${viewer ? sql`exists(select 1 from likes v where v.target_type = 'scene' and v.target_id = sc.id and v.user_id = ${viewer})` : sql`0`} as liked,
      (select json_group_array(json_object(
          '_id', p.id, 'panelNumber', p.panel_number, 'description', p.description, 'imagePrompt', p.image_prompt,
          'imageUrl', p.image_url, 'videoUrl', p.video_url, 'videoPrompt', p.video_prompt,
          'imageGenerationError', p.image_generation_error, 'textBubbles', p.text_bubbles))
        from panels p where p.scene_id = sc.id) as panels
    from scenes sc where ${where} order by sc.scene_number`);
  return rows.map(sceneView);
}

interface EntityRecord {
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

function entityView(row: EntityRecord) {
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

/** The whole story for the reader and the editor in 2 statements: story with entities, scenes with panels. */
export async function storyWithContent(db: Database, id: string, viewer: string | null) {
  const [story, scenes] = await Promise.all([findStoryWithEntities(db, id, viewer), scenesOf(db, sql`sc.story_id = ${id}`, viewer)]);
  if (!story) return null;
  return { ...story, scenes };
}
