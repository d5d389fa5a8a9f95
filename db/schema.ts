// drizzle schema: users and sessions (the foundation); later issues add the story tables here.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { SavedTextStyle, TextBubble } from '../src/shared/bubbles';
import type { ReadingDirection, SceneLayout } from '../src/shared/layout';
import { DEFAULT_ASPECT_RATIO, DEFAULT_IMAGE_MODEL } from '../src/shared/stories';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatar: text('avatar'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    lastLogin: integer('last_login', { mode: 'timestamp_ms' }),
    /** The interface language the user chose (src/shared/locales.ts), or null: their browser's languages decide. */
    locale: text('locale'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Usernames are unique regardless of case: 'Alice' and 'alice' are the same author.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** hex SHA-256 of the token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-in counters per key ('email:…' or 'ip:…') in a fixed window; kept in the database so every Worker isolate sees them. */
export const loginAttempts = sqliteTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * API tokens a script holds: like sessions, only the SHA-256 of the secret is stored. A revoked token keeps
 * its row (revoked_at set) so the owner's record of what existed stays; it no longer signs anyone in.
 */
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** hex SHA-256 of the secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    scope: text('scope', { enum: ['read', 'read-write'] }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;

// Stories and what they hold. Counts a list shows (likes, remixes, scenes, panels, the
// feed and tag totals) are stored, kept by the triggers of migration 0005 inside the very statement that adds or removes
// the counted row, so they stay exact under any concurrency and whoever writes (API, engine, seed).

export const stories = sqliteTable(
  'stories',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** JSON array of strings; mirrored in story_tags for filtering and counting. */
    tags: text('tags', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    aspectRatio: text('aspect_ratio').notNull().default(DEFAULT_ASPECT_RATIO),
    panels: integer('panels').notNull().default(1),
    defaultPanels: integer('default_panels').notNull().default(1),
    artStyle: text('art_style').notNull().default(''),
    imageGenerationModel: text('image_generation_model').notNull().default(DEFAULT_IMAGE_MODEL),
    /** 'draft' (seen by its owner and the administrator only) or 'published'. */
    status: text('status').notNull().default('draft'),
    /** The cover the author picked; null means the cover follows the story's first picture (`coverImage`). */
    previewImage: text('preview_image'),
    /** The first picture of the story (first scene, first panel with one), kept by triggers. */
    coverImage: text('cover_image'),
    likeCount: integer('like_count').notNull().default(0),
    remixCount: integer('remix_count').notNull().default(0),
    sceneCount: integer('scene_count').notNull().default(0),
    panelCount: integer('panel_count').notNull().default(0),
    isRemix: integer('is_remix', { mode: 'boolean' }).notNull().default(false),
    /** Kept after the original is deleted, so lineage and the stored title survive. */
    originalStoryId: text('original_story_id'),
    originalSceneId: text('original_scene_id'),
    originalStoryTitle: text('original_story_title'),
    originalStoryDeleted: integer('original_story_deleted', { mode: 'boolean' }).notNull().default(false),
    onboardingCompleted: integer('onboarding_completed', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * A published story's place in the feed, oldest first (1 … the number of published stories, no gaps), kept by the
     * triggers of migration 0006: page N of the feed is one index seek, whatever N. Null while a draft.
     */
    feedPosition: integer('feed_position'),
    /** How its panels and pages are read; null: from the story's language (Arabic, Hebrew, Persian, Urdu right to left). */
    readingDirection: text('reading_direction').$type<ReadingDirection>(),
    /** Text styles the author saved to reuse across the story's bubbles. */
    textStyles: text('text_styles', { mode: 'json' })
      .$type<SavedTextStyle[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [
    index('stories_created_idx').on(t.createdAt, t.id),
    // The feed: published stories only, newest first, as one index range (cursors walk it from a known key).
    index('stories_published_feed_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'published'`),
    // Page numbers: a seek to the page's first position.
    index('stories_feed_position_idx')
      .on(t.feedPosition)
      .where(sql`status = 'published'`),
    index('stories_user_idx').on(t.userId, t.createdAt),
    index('stories_original_idx').on(t.originalStoryId),
  ],
);

/** Tags of published stories only (triggers mirror `stories.tags` while a story is published). */
export const storyTags = sqliteTable(
  'story_tags',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    /** The story's createdAt, copied so a tag page is one index range in feed order. */
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** The story's place among the tag's stories, oldest first, without gaps (as `stories.feed_position`; migration 0006). */
    position: integer('position'),
  },
  (t) => [
    uniqueIndex('story_tags_story_tag').on(t.storyId, t.tag),
    index('story_tags_feed_idx').on(t.tag, t.createdAt, t.storyId),
    index('story_tags_position_idx').on(t.tag, t.position),
  ],
);

/** Published stories per tag; the row with tag '' counts all published stories (the feed's total). Kept by triggers. */
export const storyTotals = sqliteTable(
  'story_totals',
  {
    tag: text('tag').primaryKey(),
    stories: integer('stories').notNull().default(0),
  },
  (t) => [index('story_totals_count_idx').on(t.stories, t.tag)],
);

export const scenes = sqliteTable(
  'scenes',
  {
    id: text('id').primaryKey(),
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    sceneNumber: integer('scene_number').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    status: text('status').notNull().default('completed'),
    likeCount: integer('like_count').notNull().default(0),
    /** The page layout (src/shared/layout.ts); null: the automatic grid for its panel count. */
    layout: text('layout', { mode: 'json' }).$type<SceneLayout | null>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('scenes_story_number').on(t.storyId, t.sceneNumber)],
);

/** One row per panel: an update touches one row, so concurrent edits of different panels never overwrite each other. */
export const panels = sqliteTable(
  'panels',
  {
    id: text('id').primaryKey(),
    sceneId: text('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    storyId: text('story_id').notNull(),
    panelNumber: integer('panel_number').notNull(),
    description: text('description').notNull().default(''),
    imagePrompt: text('image_prompt').notNull().default(''),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    videoPrompt: text('video_prompt'),
    imageGenerationError: text('image_generation_error'),
    /** What the panel shows, for screen readers and the PDF's text (written with the panel, editable in Edit Media). */
    altText: text('alt_text').notNull().default(''),
    textBubbles: text('text_bubbles', { mode: 'json' })
      .$type<TextBubble[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('panels_scene_number').on(t.sceneId, t.panelNumber), index('panels_story_idx').on(t.storyId)],
);

/** Characters and locations share a shape; `kind` tells them apart. */
export const entities = sqliteTable(
  'entities',
  {
    id: text('id').primaryKey(),
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['character', 'location'] }).notNull(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    imagePrompt: text('image_prompt').notNull().default(''),
    primaryImageUrl: text('primary_image_url'),
    imageUrls: text('image_urls', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    firstAppearance: integer('first_appearance').notNull().default(1),
    /** The character or location of the author's other story this one was brought in from (the cast library), if any. */
    originId: text('origin_id'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('entities_story_idx').on(t.storyId, t.kind, t.firstAppearance)],
);

export const likes = sqliteTable(
  'likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['story', 'scene'] }).notNull(),
    targetId: text('target_id').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('likes_user_target').on(t.userId, t.targetType, t.targetId),
    index('likes_target_idx').on(t.targetType, t.targetId),
  ],
);

export const readEvents = sqliteTable(
  'read_events',
  {
    id: text('id').primaryKey(),
    storyId: text('story_id').notNull(),
    userId: text('user_id'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('read_events_story_idx').on(t.storyId)],
);

/** What a writer builds: the stored counters and the automatic cover belong to the triggers, not to callers. */
export type StoryRow = Omit<
  typeof stories.$inferSelect,
  'coverImage' | 'likeCount' | 'remixCount' | 'sceneCount' | 'panelCount'
>;
export type SceneRow = Omit<typeof scenes.$inferSelect, 'likeCount'>;
export type PanelRow = typeof panels.$inferSelect;
export type EntityRow = typeof entities.$inferSelect;

// The AI engine: which entities a scene shows, provider jobs, and per-user generation limits.

/** Characters and locations a scene shows; an entity with a row here cannot be deleted. */
export const sceneEntities = sqliteTable(
  'scene_entities',
  {
    sceneId: text('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('scene_entities_pair').on(t.sceneId, t.entityId),
    index('scene_entities_entity_idx').on(t.entityId),
  ],
);

/**
 * One provider job (a panel image, an entity image, a free image or a video). Remote jobs are advanced by status polls
 * and webhooks: whoever moves `status` from 'pending' first stores the result, so advancing is idempotent.
 * A pending panel job is unique per panel, so two polls never start the same picture twice.
 */
export const generationJobs = sqliteTable(
  'generation_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['panel', 'entity', 'image', 'video'] }).notNull(),
    userId: text('user_id').notNull(),
    storyId: text('story_id'),
    sceneId: text('scene_id'),
    panelId: text('panel_id'),
    entityId: text('entity_id'),
    provider: text('provider').notNull(),
    /** The provider's id (Replicate prediction); null until the job has started, or for jobs done in the call. */
    externalId: text('external_id'),
    status: text('status', { enum: ['starting', 'pending', 'done', 'failed'] }).notNull(),
    /** What to do with the result (prompt, source image) as JSON, so any instance can finish the job. */
    request: text('request', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    resultUrl: text('result_url'),
    error: text('error'),
    errorCode: text('error_code'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('generation_jobs_external').on(t.provider, t.externalId),
    uniqueIndex('generation_jobs_active_panel')
      .on(t.panelId)
      .where(sql`status in ('starting', 'pending') and panel_id is not null`),
    index('generation_jobs_scene_idx').on(t.sceneId, t.status),
    index('generation_jobs_story_idx').on(t.storyId, t.status),
  ],
);

/** Scene generations per user, for the rate, hourly quota and duplicate-prompt limits (shared by every Worker isolate). */
export const generationEvents = sqliteTable(
  'generation_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    promptHash: text('prompt_hash').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('generation_events_user_idx').on(t.userId, t.createdAt)],
);

export type GenerationJobRow = typeof generationJobs.$inferSelect;

// Picture history: every picture or video a panel stops showing, so the author can undo a regeneration or
// restore any earlier version. Rows are written by the triggers of the panel_version_triggers migration, whoever
// replaces the picture (API, engine, a regenerated scene), and removed with the story (its media with them).

/** A panel's earlier media, keyed by scene and panel number so a regenerated scene's new panels find their history. */
export const panelMediaVersions = sqliteTable(
  'panel_media_versions',
  {
    id: text('id').primaryKey(),
    storyId: text('story_id').notNull(),
    sceneId: text('scene_id').notNull(),
    panelNumber: integer('panel_number').notNull(),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    imagePrompt: text('image_prompt').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    /** The panel's bubbles then; restored only with a version a scene regeneration replaced. */
    textBubbles: text('text_bubbles', { mode: 'json' })
      .$type<TextBubble[]>()
      .notNull()
      .default(sql`'[]'`),
    /** 'picture' (the panel's picture or video was replaced) or 'scene' (the whole scene was regenerated). */
    replacedBy: text('replaced_by', { enum: ['picture', 'scene'] }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('panel_media_versions_panel_idx').on(t.sceneId, t.panelNumber, t.createdAt),
    index('panel_media_versions_story_idx').on(t.storyId),
  ],
);

export type PanelMediaVersionRow = typeof panelMediaVersions.$inferSelect;

// Idempotency keys: a creating POST sent with an `Idempotency-Key` header claims the key for its user with
// one INSERT … ON CONFLICT DO NOTHING, and its successful answer is stored on the row, so a retry with the same key
// and request replays it. Rows older than 24 hours are ignored and deleted by the next claim.

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** hex SHA-256 of the method, path with query, and body: the same key with another request is a 409. */
    requestHash: text('request_hash').notNull(),
    /** The answer's status; null while the first request still runs. */
    status: integer('status'),
    /** The answer's headers worth replaying (Content-Type, Location), as JSON. */
    headers: text('headers'),
    body: text('body'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// Webhooks: a script names a URL and the events it wants (a scene's pictures done, an image or a video finished or
// failed); each event becomes one delivery per matching webhook, signed with the webhook's secret and tried again with
// back-off until it is taken (2xx) or the attempts run out.

export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The events delivered, as a JSON array ('scene.completed', 'image.failed', …). */
    events: text('events', { mode: 'json' }).$type<string[]>().notNull(),
    /** The signing secret: kept (it signs every delivery), shown to the owner only in the answer that created it. */
    secret: text('secret').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId, t.createdAt)],
);

export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** What the event is about, unique per webhook and event (a job id; a scene id with the time it finished). */
    subject: text('subject').notNull(),
    /** The event's `data` as JSON, fixed when the event happens so every attempt sends the same body. */
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (a claimed attempt pushes it forward, so two senders never send the same one). */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** The receiver's last HTTP status (null: no answer), and why the last attempt failed. */
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_subject').on(t.webhookId, t.event, t.subject),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
