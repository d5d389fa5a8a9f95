// Stories: the feed, tag, card and whole-story reads as statements a procedure batches with the session check (one
// database request per read) and the views built from their rows; creation, changes and deletion. Counts, tag rows and
// the cover are stored columns kept by the triggers of migration 0005, so no row is counted here.
import { fromBase64Url, toBase64Url } from '../../src/shared/base64';
import { eq, sql, type SQL } from 'drizzle-orm';
import { runBatch, toStatement, type Database, type Row, type Statement } from '../../db/client';
import type { Context } from '../context';
import { readEvents, stories, type StoryRow } from '../../db/schema';
import { randomId } from '../platform/ids';
import { MEDIA_PATH } from '../../src/shared/media';
import { outputLocale, storyLanguage } from '../../src/shared/story-language';
import { readingDirectionOf } from '../../src/shared/layout';
import {
  ALL_DEFAULT_STORY_TITLES,
  DEFAULT_STORY_TITLE,
  asAspectRatio,
  asImageModel,
  asStoryStatus,
} from '../../src/shared/stories';
import type { MediaStore } from '../platform/media';
import { advanceJobs } from '../ai/engine/jobs';
import { codedError } from '../errors';
import { assertViewable, canEditStory, canViewStory } from './access';
import {
  entitiesFromRows,
  entitiesStatement,
  entityJsonFields,
  splitEntities,
  type EntityKind,
  type EntityRecord,
  type EntityView,
} from './entities';
import { likedBy, likedByStatement } from './likes';
import { sceneView, scenesJsonWhere, type SceneRecord } from './scenes';

/**
 * Columns of a story card, by name: stored counters, the cover (the author's pick, else the first picture) and the
 * owner. One list for the card's columns (`storyColumns`) and the feed's cards as JSON arrays (`CARD_ARRAY`).
 */
const story = (name: keyof StoryRecord): [keyof StoryRecord, string] => [name, `s.${name}`];
const author = (name: keyof StoryRecord): [keyof StoryRecord, string] => [name, `u.${name}`];
const CARD_COLUMNS: [name: keyof StoryRecord, expression: string][] = [
  ...(
    ['id', 'user_id', 'title', 'description', 'tags', 'aspect_ratio', 'panels', 'default_panels', 'art_style'] as const
  ).map(story),
  ...(
    [
      'image_generation_model',
      'status',
      'is_remix',
      'original_story_id',
      'original_story_title',
      'original_story_deleted',
    ] as const
  ).map(story),
  ...(
    ['onboarding_completed', 'created_at', 'updated_at', 'like_count', 'remix_count', 'reading_direction'] as const
  ).map(story),
  ...(['username', 'first_name', 'last_name', 'avatar'] as const).map(author),
  ['preview_image', 'coalesce(s.preview_image, s.cover_image)'],
  ['cover_picked', 's.preview_image is not null'],
  ['total_scenes', 's.scene_count'],
  ['total_panels', 's.panel_count'],
];

export const storyColumns = sql.raw(CARD_COLUMNS.map(([name, expression]) => `${expression} as ${name}`).join(', '));

export interface StoryRecord {
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
  reading_direction: string | null;
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
export function authorView(row: Pick<StoryRecord, 'username' | 'first_name' | 'last_name' | 'avatar'>, id: string) {
  return {
    _id: id,
    username: row.username,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    avatar: row.avatar ?? '',
  };
}

export function storyView(row: StoryRecord) {
  return {
    _id: row.id,
    /** At most 200 characters, counted as graphemes (an emoji or a Thai cluster is one). */
    title: row.title,
    /** At most 1000 characters (graphemes). */
    description: row.description,
    tags: JSON.parse(row.tags) as string[],
    aspectRatio: asAspectRatio(row.aspect_ratio),
    panels: Number(row.panels),
    defaultPanels: Number(row.default_panels),
    artStyle: row.art_style,
    imageGenerationModel: asImageModel(row.image_generation_model),
    status: asStoryStatus(row.status),
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
    /** How its panels and pages are read: the author's choice, else from the story's language. */
    readingDirection: readingDirectionOf(row.reading_direction, storyLanguage(row.title, row.description)),
    /** Whether the author chose the reading direction (else it follows the language). */
    readingDirectionChosen: row.reading_direction === 'left-to-right' || row.reading_direction === 'right-to-left',
    metadata: { totalScenes: Number(row.total_scenes), totalPanels: Number(row.total_panels) },
    /** The author's public fields (never the email). */
    userId: authorView(row, row.user_id),
    /** ISO 8601 time. */
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type StoryView = ReturnType<typeof storyView>;

export type StoryAccess = Pick<StoryView, 'status'> & { userId: { _id: string } };

/** Where a cursor walk goes on from: the last card's feed key (the feed is newest first by created_at, then id). */
export interface FeedKey {
  createdAt: number;
  id: string;
}

/** A feed request: page `page` of `limit` cards, or the `limit` cards after `cursor`; all published stories or a tag's. */
export interface FeedQuery {
  page: number;
  limit: number;
  tag?: string;
  cursor?: FeedKey;
}

export const INVALID_CURSOR = 'Invalid cursor';

/** The opaque cursor of a feed key: base64url of `[createdAt, id]`. */
export function encodeCursor(key: FeedKey): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify([key.createdAt, key.id])));
}

/** The feed key of a cursor, or null for anything this server did not hand out. */
export function decodeCursor(cursor: string): FeedKey | null {
  try {
    const [createdAt, id] = JSON.parse(new TextDecoder().decode(fromBase64Url(cursor))) as unknown[];
    if (Number.isSafeInteger(createdAt) && typeof id === 'string' && id.length > 0 && id.length <= 64)
      return { createdAt: createdAt as number, id };
  } catch {
    // Not base64url or not JSON: the same answer as a wrong shape.
  }
  return null;
}

/**
 * A feed card as a JSON array of the card's columns, then the like flag and the feed position: an array costs SQLite
 * about half what an object of the same fields does to prepare and build (no keys), and is half the bytes to parse.
 */
const CARD_FIELDS = [...CARD_COLUMNS.map(([name]) => name), 'liked', 'position'] as const;
const CARD_ARRAY = `json_array(${CARD_COLUMNS.map(([, expression]) => expression).join(', ')}`;

/** A feed card as the page's JSON holds it: the card's columns, its like flag and its feed position (counted from the oldest). */
type FeedCard = StoryRecord & { liked: number; position: number };
const AT = Object.fromEntries(CARD_FIELDS.map((name, i) => [name, i])) as Record<(typeof CARD_FIELDS)[number], number>;

/** A card's JSON array as its typed row, built as one object literal (one shape for every card, no field added by name). */
function feedCard(v: unknown[]): FeedCard {
  return {
    id: v[AT.id] as string,
    user_id: v[AT.user_id] as string,
    title: v[AT.title] as string,
    description: v[AT.description] as string,
    tags: v[AT.tags] as string,
    aspect_ratio: v[AT.aspect_ratio] as string,
    panels: v[AT.panels] as number,
    default_panels: v[AT.default_panels] as number,
    art_style: v[AT.art_style] as string,
    image_generation_model: v[AT.image_generation_model] as string,
    status: v[AT.status] as string,
    is_remix: v[AT.is_remix] as number,
    original_story_id: v[AT.original_story_id] as string | null,
    original_story_title: v[AT.original_story_title] as string | null,
    original_story_deleted: v[AT.original_story_deleted] as number,
    onboarding_completed: v[AT.onboarding_completed] as number,
    created_at: v[AT.created_at] as number,
    updated_at: v[AT.updated_at] as number,
    like_count: v[AT.like_count] as number,
    remix_count: v[AT.remix_count] as number,
    reading_direction: v[AT.reading_direction] as string | null,
    username: v[AT.username] as string,
    first_name: v[AT.first_name] as string | null,
    last_name: v[AT.last_name] as string | null,
    avatar: v[AT.avatar] as string | null,
    preview_image: v[AT.preview_image] as string | null,
    cover_picked: v[AT.cover_picked] as number,
    total_scenes: v[AT.total_scenes] as number,
    total_panels: v[AT.total_panels] as number,
    liked: v[AT.liked] as number,
    position: v[AT.position] as number,
  };
}

/**
 * A feed page's cards, each found by a single index seek however deep the page: by page number, the stored positions
 * just below `total - (page - 1) * limit` (see migration 0006); by cursor, the keys just below it. `viewer` is the
 * viewer's id or session subquery (their like flags), or null for anonymous reads. Text and arguments, not drizzle's
 * `sql`: every feed read builds it, and turning the nested templates into text cost about 30 µs of CPU a read.
 */
function feedCards(query: FeedQuery, viewer: Statement | null): Statement {
  const liked = viewer ? likedByStatement(viewer, 'story', { sql: 's.id', args: [] }) : { sql: '0', args: [] };
  const args = [...liked.args];
  const offset = (query.page - 1) * query.limit;
  const { tag, cursor, limit } = query;
  if (tag === undefined) {
    const where = cursor
      ? '(s.created_at, s.id) < (?, ?) order by s.created_at desc, s.id desc'
      : `s.feed_position <= (select coalesce((select stories from story_totals where tag = ''), 0)) - ? order by s.feed_position desc`;
    args.push(...(cursor ? [cursor.createdAt, cursor.id] : [offset]), limit);
    return {
      sql: `select ${CARD_ARRAY}, ${liked.sql}, s.feed_position) as card
        from stories s join users u on u.id = s.user_id where s.status = 'published' and ${where} limit ?`,
      args,
    };
  }
  const where = cursor
    ? '(t.created_at, t.story_id) < (?, ?) order by t.created_at desc, t.story_id desc'
    : 't.position <= (select coalesce((select stories from story_totals where tag = ?), 0)) - ? order by t.position desc';
  args.push(tag, ...(cursor ? [cursor.createdAt, cursor.id] : [tag, offset]), limit);
  return {
    sql: `select ${CARD_ARRAY}, ${liked.sql}, t.position) as card
      from story_tags t join stories s on s.id = t.story_id join users u on u.id = s.user_id where t.tag = ? and ${where} limit ?`,
    args,
  };
}

/**
 * A feed page as one statement (batched with the session check when signed in): one row with the stored total (all
 * published stories, or the tag's) and the cards as one JSON array of card arrays in feed order (a row per card cost
 * the driver more than the query). `viewer` as in `feedCards`.
 */
export function listStatement(query: FeedQuery, viewer: Statement | null): Statement {
  const cards = feedCards(query, viewer);
  // SQLite's aggregate takes the subquery's rows in its order, as json_group_array did before.
  return {
    sql: `select coalesce((select stories from story_totals where tag = ?), 0) as total,
    (select '[' || coalesce(group_concat(card), '') || ']' from (${cards.sql})) as cards`,
    args: [query.tag ?? '', ...cards.args],
  };
}

/**
 * The answer: the cards, and the pagination (`page`, `pages`, `total`, `limit`) with `nextCursor`, the cursor
 * of the cards after these (null after the oldest). For a cursor read `page` is the page its first card falls on.
 */
function listFromRows(query: FeedQuery, rows: Row[]) {
  const records = (JSON.parse(String(rows[0]?.cards ?? '[]')) as unknown[][]).map(feedCard);
  const total = Number(rows[0]?.total ?? 0);
  const pages = Math.ceil(total / query.limit);
  const first = records[0];
  const last = records.at(-1);
  const page = query.cursor
    ? first
      ? Math.floor((total - Number(first.position)) / query.limit) + 1
      : Math.max(pages, 1)
    : query.page;
  // Positions count from the oldest, so a card above position 1 has older ones after it.
  const nextCursor =
    last && Number(last.position) > 1 ? encodeCursor({ createdAt: Number(last.created_at), id: last.id }) : null;
  return {
    stories: records.map(storyView),
    pagination: { page, pages, total, limit: query.limit, nextCursor },
  };
}

export type FeedPage = ReturnType<typeof listFromRows>;

/**
 * A feed page for the request's viewer, in one database request: signed in, the page with the viewer's like flags
 * batched behind the session check; anonymous, the page every visitor shares, from the read cache while it is fresh.
 */
export async function feedPage(ctx: Context, query: FeedQuery): Promise<FeedPage> {
  if (ctx.sessionId) {
    const { results } = await ctx.read([listStatement(query, toStatement(ctx.viewerIdSql()))]);
    return listFromRows(query, results[0]!);
  }
  return ctx.cache.get(feedPageKey(query), async () =>
    listFromRows(query, (await runBatch(ctx.db, [listStatement(query, null)], 'read'))[0]!.rows),
  );
}

/** The read-cache keys of public reads the same for every viewer: an anonymous feed page, the tags, the gallery. */
export const TAGS_KEY = 'tags';
export const RECENT_PICTURES_KEY = 'random-images';
const feedPageKey = (query: FeedQuery) =>
  `stories:${query.tag ?? ''}:${query.cursor ? `${query.cursor.createdAt}.${query.cursor.id}` : query.page}:${query.limit}`;

/** Tags of published stories with their stored counts. */
export function tagsStatement(): SQL {
  return sql`select tag, stories as count from story_totals where tag <> '' and stories > 0 order by stories desc, tag asc limit 100`;
}

export function tagsFromRows(rows: Row[]) {
  return rows.map((row) => ({ tag: String(row.tag), count: Number(row.count) }));
}

/** The tag list (the same for every viewer: no session check). */
export async function storyTags(db: Database) {
  const [result] = await runBatch(db, [tagsStatement()], 'read');
  return tagsFromRows(result!.rows);
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
function storyContentStatement(id: string, viewer: SQL): SQL {
  return sql`
    select ${storyColumns}, ${likedBy(viewer, 'story', sql`s.id`)} as liked, u.locale as author_locale,
      (select json_group_array(json_object(${entityJsonFields})) from
        (select * from entities e where e.story_id = s.id order by e.first_appearance, e.created_at, e.id) as ent) as entities,
      ${scenesJsonWhere(sql`sc.story_id = s.id`, viewer)} as scenes,
      exists(select 1 from generation_jobs j where j.story_id = s.id and j.status in ('starting', 'pending')) as pending_jobs
    from stories s join users u on u.id = s.user_id where s.id = ${id}`;
}

function storyContentFromRows(rows: Row[]) {
  const row = rows[0] as unknown as
    | (StoryRecord & { entities: string; scenes: string; pending_jobs: number; author_locale: string | null })
    | undefined;
  if (!row) return null;
  const scenes = (JSON.parse(row.scenes) as SceneRecord[]).map(sceneView);
  const words = scenes.flatMap((scene) => [
    scene.title,
    ...scene.panels.flatMap((panel) => panel.textBubbles.map((bubble) => bubble.text)),
  ]);
  return {
    ...storyView(row),
    // The whole story's words name its language better than the title and description a card has.
    readingDirection: readingDirectionOf(row.reading_direction, storyLanguage(row.title, row.description, ...words)),
    /** The language of the story's share card and downloads (src/shared/story-language.ts); the author's account stays theirs. */
    outputLocale: outputLocale(row.author_locale, row.title, row.description, ...words),
    /** Provider jobs (entity or panel pictures) still running: a read of the story advances them. */
    hasPendingJobs: Boolean(Number(row.pending_jobs)),
    ...splitEntities(JSON.parse(row.entities) as EntityRecord[]),
    scenes,
  };
}

export type StoryContent = NonNullable<ReturnType<typeof storyContentFromRows>>;

export async function storyWithContent(db: Database, id: string, viewerId: string | null = null) {
  const [result] = await runBatch(db, [storyContentStatement(id, sql`${viewerId}`)], 'read');
  return storyContentFromRows(result!.rows);
}

/**
 * A value everyone may share (no viewer in it): the read cache's entry when fresh (undefined when not), and how to keep
 * a freshly read one for the next anonymous reader (unless a write came in between).
 */
export function sharedRead<T>(ctx: Context, key: string) {
  const generation = ctx.cache.generation();
  return {
    hit: ctx.cache.peek<T>(key),
    keep: (value: T) => ctx.cache.put(key, value, generation),
  };
}

/**
 * The whole story for the request's viewer, in one database request (the session check rides along); anonymous, from
 * the read cache while it is fresh. A draft is a 404 to anyone but its owner and the administrator.
 */
export async function storyForViewer(ctx: Context, id: string): Promise<StoryContent> {
  const anonymous = !ctx.sessionId;
  const cache = sharedRead<StoryContent | null>(ctx, `story:${id}`);
  let story: StoryContent | null | undefined = anonymous ? cache.hit : undefined;
  let viewer = null;
  if (story === undefined) {
    const read = await ctx.read([storyContentStatement(id, ctx.viewerIdSql())]);
    viewer = read.viewer;
    story = storyContentFromRows(read.results[0]!);
    if (anonymous) cache.keep(story);
  }
  const owner = story ? { userId: story.userId._id, status: story.status } : null;
  if (!story || !owner || !canViewStory(ctx.config, viewer?.user, owner))
    throw codedError('NOT_FOUND', 'story_not_found');
  // The author's reads move remote picture jobs on (the wizard polls the story while character pictures are made).
  if (story.hasPendingJobs && viewer && canEditStory(ctx.config, viewer.user, owner)) {
    await advanceJobs(ctx, { storyId: story._id });
    story = (await storyWithContent(ctx.db, id, viewer.user.id)) ?? story;
  }
  return story;
}

/** A story's characters or locations for the request's viewer, with the story's visibility check: one database request. */
export async function storyEntities(ctx: Context, id: string, kind: EntityKind): Promise<EntityView[]> {
  const { viewer, results } = await ctx.read([storyAccessStatement(id), entitiesStatement(id, kind)]);
  assertViewable(ctx.config, viewer?.user, results[0]![0]);
  return entitiesFromRows(results[1]!);
}

/** Who may see a story: its owner, status and existence, for reads that do not load the whole story. */
export function storyAccessStatement(id: string): SQL {
  return sql`select id, user_id, status from stories where id = ${id}`;
}

/** A story's access row (id, owner, status) on its own, or undefined. */
export async function storyAccess(db: Database, id: string): Promise<Row | undefined> {
  const [result] = await runBatch(db, [storyAccessStatement(id)], 'read');
  return result!.rows[0];
}

/** A story's share-card fields: title, description, status, author's names and interface language, and cover (the pick, else the first picture). */
/**
 * The share card's fields in one statement: the story, its author, its cover, and the page the card shows (`page`, JSON:
 * its layout and panels with pictures and bubbles): the scene holding the picture the author chose as cover, else the
 * first scene with panels; null when the chosen cover is in no scene (the card shows that picture alone).
 */
export async function shareCardRow(db: Database, id: string) {
  const [row] = await db.all<{
    id: string;
    title: string;
    description: string;
    status: string;
    aspect_ratio: string;
    reading_direction: string | null;
    username: string;
    first_name: string | null;
    last_name: string | null;
    locale: string | null;
    cover: string | null;
    page: string | null;
  }>(sql`
    select s.id, s.title, s.description, s.status, s.aspect_ratio, s.reading_direction, u.username, u.first_name, u.last_name, u.locale, coalesce(s.preview_image, (
      select p.image_url from panels p join scenes sc on sc.id = p.scene_id
      where p.story_id = s.id and p.image_url is not null order by sc.scene_number, p.panel_number limit 1)) as cover,
    (select json_object('layout', json(sc.layout), 'panels', (
        select json_group_array(json_object('panel_number', p.panel_number, 'image_url', p.image_url, 'text_bubbles', json(p.text_bubbles)))
        from panels p where p.scene_id = sc.id))
      from scenes sc where sc.story_id = s.id and exists (select 1 from panels p where p.scene_id = sc.id)
        and (s.preview_image is null or exists (select 1 from panels p where p.scene_id = sc.id and p.image_url = s.preview_image))
      order by sc.scene_number limit 1) as page
    from stories s join users u on u.id = s.user_id where s.id = ${id}`);
  return row;
}

/** The sitemap's published stories and their active authors, newest first, at most `max` rows in all. */
export async function sitemapRows(db: Database, max: number) {
  const stories = await db.all<{ id: string; updated_at: number }>(sql`
    select id, updated_at from stories where status = 'published' order by updated_at desc limit ${max}`);
  const authors = await db.all<{ username: string; updated_at: number }>(sql`
    select u.username, max(s.updated_at) as updated_at from users u join stories s on s.user_id = u.id
    where s.status = 'published' and u.is_active = 1 group by u.id order by updated_at desc limit ${max - stories.length}`);
  return { stories, authors };
}

/** The story row, or undefined. */
export function storyRecord(db: Database, id: string): Promise<StoryRow | undefined> {
  return db.select().from(stories).where(eq(stories.id, id)).get();
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Tx;

export interface NewStory {
  userId: string;
  title: string;
  description: string;
  tags: string[];
  aspectRatio: string;
  panels: number;
  defaultPanels: number;
  artStyle?: string;
  imageGenerationModel?: string;
  status?: string;
  previewImage?: string | null;
  isRemix?: boolean;
  originalStoryId?: string | null;
  originalSceneId?: string | null;
  originalStoryTitle?: string | null;
  onboardingCompleted?: boolean;
}

export function storyRow(input: NewStory, now: Date): StoryRow {
  return {
    id: randomId(),
    userId: input.userId,
    title: input.title,
    description: input.description,
    tags: input.tags,
    aspectRatio: input.aspectRatio,
    panels: input.panels,
    defaultPanels: input.defaultPanels,
    artStyle: input.artStyle ?? '',
    imageGenerationModel: input.imageGenerationModel ?? 'flux-kontext-pro',
    status: input.status ?? 'draft',
    previewImage: input.previewImage ?? null,
    isRemix: input.isRemix ?? false,
    originalStoryId: input.originalStoryId ?? null,
    originalSceneId: input.originalSceneId ?? null,
    originalStoryTitle: input.originalStoryTitle ?? null,
    originalStoryDeleted: false,
    onboardingCompleted: input.onboardingCompleted ?? false,
    createdAt: now,
    updatedAt: now,
    // Set by the database when the story enters the feed (migration 0006).
    feedPosition: null,
    readingDirection: null,
    textStyles: [],
  };
}

export async function insertStory(db: Writer, input: NewStory, now: Date): Promise<StoryRow> {
  const row = storyRow(input, now);
  await db.insert(stories).values(row);
  return row;
}

/** A new story row and its card (the owner's view) in one atomic batch. */
export async function createStory(db: Database, row: StoryRow): Promise<StoryView> {
  const [, card] = await runBatch(
    db,
    [db.insert(stories).values(row).getSQL(), storyCardStatement(row.id, sql`${row.userId}`)],
    'write',
  );
  return storyCardFromRows(card!.rows)!;
}

/**
 * An untouched draft: what New Story made and nobody has worked on since. Precisely: a draft (never
 * published: publishing is an update, which moves updated_at) that is no remix, whose row was never changed after it was
 * made (updated_at = created_at: every title, description, tag, setting, cover or art-style edit moves updated_at), that
 * still has a default title (in any interface language), no description and no art style, has no scenes and no characters or locations, and has
 * not been through the onboarding wizard.
 */
function untouchedDraftsOf(userId: string): SQL {
  return sql`select d.id from stories d where d.user_id = ${userId} and d.status = 'draft' and d.is_remix = 0
    and d.updated_at = d.created_at and d.title in (${sql.join(
      ALL_DEFAULT_STORY_TITLES.map((title) => sql`${title}`),
      sql`, `,
    )}) and d.description = '' and d.art_style = ''
    and d.preview_image is null and d.onboarding_completed = 0 and d.scene_count = 0
    and not exists (select 1 from scenes sc where sc.story_id = d.id)
    and not exists (select 1 from entities e where e.story_id = d.id)
    order by d.created_at desc, d.id desc limit 1`;
}

/**
 * New Story and Play: the author's newest untouched draft becomes the new story instead of a second empty
 * draft piling up. One atomic batch: the untouched draft's card as it is; a new (untouched) row only when there is no
 * untouched draft; the newest untouched draft (the old one, or the row just made) takes the request's fields and is
 * made new (created now); the new row's card. Exactly one of the two cards is there.
 */
export async function createOrReuseDraft(db: Database, row: StoryRow): Promise<{ card: StoryView; reused: boolean }> {
  const untouched = untouchedDraftsOf(row.userId);
  const now = row.createdAt.getTime();
  const cardWhere = (where: SQL) =>
    sql`select ${storyColumns}, ${likedBy(sql`${row.userId}`, 'story', sql`s.id`)} as liked from stories s join users u on u.id = s.user_id where ${where}`;
  const insert = sql`insert into stories (id, user_id, title, description, tags, aspect_ratio, panels, default_panels, art_style,
      image_generation_model, status, is_remix, original_story_deleted, onboarding_completed, created_at, updated_at)
    select ${row.id}, ${row.userId}, ${DEFAULT_STORY_TITLE}, '', '[]', ${row.aspectRatio}, ${row.panels}, ${row.defaultPanels}, '',
      ${row.imageGenerationModel}, 'draft', 0, 0, 0, ${now}, ${now}
    where not exists (${untouched})`;
  const fields = {
    title: row.title,
    description: row.description,
    tags: JSON.stringify(row.tags),
    aspect_ratio: row.aspectRatio,
    panels: row.panels,
    default_panels: row.defaultPanels,
    onboarding_completed: row.onboardingCompleted ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  const update = sql`update stories set title = ${fields.title}, description = ${fields.description}, tags = ${fields.tags},
      aspect_ratio = ${fields.aspect_ratio}, panels = ${fields.panels}, default_panels = ${fields.default_panels},
      onboarding_completed = ${fields.onboarding_completed}, created_at = ${now}, updated_at = ${now}
    where id = (${untouched})`;
  const [before, , , made] = await runBatch(
    db,
    [cardWhere(sql`s.id = (${untouched})`), insert, update, cardWhere(sql`s.id = ${row.id}`)],
    'write',
  );
  if (made!.rows.length) return { card: storyCardFromRows(made!.rows)!, reused: false };
  return { card: storyCardFromRows([{ ...before!.rows[0]!, ...fields }])!, reused: true };
}

/**
 * A story's changes, guarded so only its owner's (or, for the administrator, any) row matches, between its access row
 * (who owns it: the caller decides 404 or 403 from it) and its fresh card: one atomic batch.
 */
export async function updateStory(
  db: Database,
  id: string,
  set: Partial<typeof stories.$inferInsert>,
  editor: { userId: string; admin: boolean },
) {
  const owned = editor.admin ? sql`id = ${id}` : sql`id = ${id} and user_id = ${editor.userId}`;
  // A story enters the feed only with a scene to read (one already published keeps its other changes).
  const guard = set.status === 'published' ? sql`${owned} and (status = 'published' or scene_count > 0)` : owned;
  const update = db.update(stories).set(set).where(guard).getSQL();
  const [access, , card] = await runBatch(
    db,
    [storyAccessStatement(id), update, storyCardStatement(id, sql`${editor.userId}`)],
    'write',
  );
  return { access: access!.rows[0], card: storyCardFromRows(card!.rows) };
}

/** Recent panel pictures of published stories (the loading screen's gallery). */
export function recentPictures(db: Database): Promise<{ url: string }[]> {
  return db.all<{
    url: string;
  }>(sql`select distinct p.image_url as url from panels p join stories s on s.id = p.story_id
    where p.image_url is not null and s.status = 'published' order by p.created_at desc limit 24`);
}

/** The reader's 'read' tracking record. */
export async function recordRead(db: Database, storyId: string, userId: string | null, now: Date): Promise<void> {
  await db.insert(readEvents).values({ id: randomId(), storyId, userId, createdAt: now });
}

/**
 * This story's /media URLs that no row outside it uses (remixes share media by key, an avatar may be an upload): one
 * statement, run in the deletion's batch so nothing can start using them in between.
 */
function orphanedMediaSql(storyId: string): SQL {
  return sql`
    with candidates(url) as (
      select preview_image from stories where id = ${storyId}
      union select image_url from panels where story_id = ${storyId}
      union select video_url from panels where story_id = ${storyId}
      union select primary_image_url from entities where story_id = ${storyId}
      union select shown.value from entities, json_each(entities.image_urls) as shown where entities.story_id = ${storyId}
      union select result_url from generation_jobs where story_id = ${storyId}
      union select image_url from panel_media_versions where story_id = ${storyId}
      union select video_url from panel_media_versions where story_id = ${storyId}
    )
    select url from candidates where url like '/media/%'
    except select image_url from panels where story_id <> ${storyId}
    except select video_url from panels where story_id <> ${storyId}
    except select preview_image from stories where id <> ${storyId}
    except select primary_image_url from entities where story_id <> ${storyId}
    except select shown.value from entities, json_each(entities.image_urls) as shown where entities.story_id <> ${storyId}
    except select image_url from panel_media_versions where story_id <> ${storyId}
    except select video_url from panel_media_versions where story_id <> ${storyId}
    except select avatar from users`;
}

/**
 * Deletes a story with its scenes, panels, entities, tags, likes, read records and generation jobs in one atomic batch
 * (one request), and marks its remixes as orphaned (they keep the stored title). Then removes the media the story
 * showed or its jobs produced (pictures since replaced, free images never placed, videos) unless another row still
 * uses them: remixes share media by key, so a picture a remix shows stays.
 */
export async function deleteStory(db: Database, media: MediaStore, storyId: string): Promise<void> {
  const scenesOf = sql`(select id from scenes where story_id = ${storyId})`;
  const [orphaned] = await runBatch(
    db,
    [
      orphanedMediaSql(storyId),
      sql`delete from likes where (target_type = 'story' and target_id = ${storyId}) or (target_type = 'scene' and target_id in ${scenesOf})`,
      sql`delete from scene_entities where scene_id in ${scenesOf}`,
      sql`delete from generation_jobs where story_id = ${storyId}`,
      sql`delete from panels where story_id = ${storyId}`,
      // After the panels: their deletion keeps their media as versions (the trigger), which go with the story.
      sql`delete from panel_media_versions where story_id = ${storyId}`,
      sql`delete from scenes where story_id = ${storyId}`,
      sql`delete from entities where story_id = ${storyId}`,
      sql`delete from story_tags where story_id = ${storyId}`,
      sql`delete from read_events where story_id = ${storyId}`,
      sql`update stories set original_story_deleted = 1,
            original_story_title = coalesce(original_story_title, (select title from stories where id = ${storyId}))
          where original_story_id = ${storyId}`,
      sql`delete from stories where id = ${storyId}`,
    ],
    'write',
  );
  const keys = orphaned!.rows.map((row) => String(row.url).slice(MEDIA_PATH.length));
  await Promise.all(keys.map((key) => media.delete(key).catch(() => undefined)));
}
