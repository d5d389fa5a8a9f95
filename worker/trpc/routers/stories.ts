// Stories: the home feed, tags, one story with its content, create, update (publish, cover), art style, delete, and
// read tracking. Each read is one database request with the session check (ctx.read); anonymous reads may be cached.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { stories } from '../../../db/schema';
import { MAX_STORIES_PAGE_SIZE, STORIES_PAGE_SIZE } from '../../../src/shared/limits';
import { sliceGraphemes } from '../../../src/shared/text';
import {
  artStyleInput,
  cleanTag,
  createStoryInput,
  MAX_TAG_LENGTH,
  updateStoryInput,
} from '../../../src/shared/validation';
import { textStylesInput } from '../../../src/shared/bubble-schema';
import { codedError, DomainError } from '../../errors';
import { assertEditable, assertViewable, isAdmin } from '../../data/access';
import { loadEditableSceneIds, loadEditableStory, loadEditableStoryAccess } from '../../data/editable';
import { publishedRemixes } from '../../data/remixes';
import { orderScenes } from '../../data/arrangement';
import { sceneOrderInput } from '../../../src/shared/arrangement';
import {
  createStory,
  createOrReuseDraft,
  deleteStory,
  decodeCursor,
  INVALID_CURSOR,
  feedPage,
  RECENT_PICTURES_KEY,
  TAGS_KEY,
  recentPictures,
  recordRead,
  storyAccess,
  storyEntities,
  storyForViewer,
  storyRow,
  storyTags,
  updateStory,
} from '../../data/stories';
import { protectedProcedure, publicProcedure } from '../init';
import { storedMediaUrl, storyId } from '../inputs';

const LIMIT_RANGE = `limit must be a whole number from 1 to ${MAX_STORIES_PAGE_SIZE}`;
const PAGE_RANGE = 'page must be a whole number from 1';

/**
 * Paging: a page or limit that is no whole number, or out of its range, is a 400 that names the range (with `minimum` or
 * `maximum`): a script asking for 1,000 or 0 must learn what it gets, not find out by counting. The REST adapter reads
 * query strings into these numbers (listQuery in rest/routes.ts).
 */
const listInput = z
  .object({
    page: z
      .number({ error: PAGE_RANGE })
      .int(PAGE_RANGE)
      .min(1, PAGE_RANGE)
      .transform((page) => Math.min(1_000_000, page)),
    limit: z
      .number({ error: LIMIT_RANGE })
      .int(LIMIT_RANGE)
      .min(1, LIMIT_RANGE)
      .max(MAX_STORIES_PAGE_SIZE, LIMIT_RANGE),
    tag: z
      .string({ error: 'tag must be text' })
      .max(200, 'tag must be at most 200 characters')
      .transform((tag) => (tag.trim() ? sliceGraphemes(cleanTag(tag), MAX_TAG_LENGTH) : undefined)),
    /** The `pagination.nextCursor` of the previous answer: the cards after it, whatever was published since. */
    cursor: z.string({ error: 'cursor must be text' }).transform((cursor, ctx) => {
      if (cursor === '') return undefined;
      const key = decodeCursor(cursor);
      if (key) return key;
      ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
      return z.NEVER;
    }),
  })
  .partial()
  .optional()
  .transform((input) => ({
    page: input?.page ?? 1,
    limit: input?.limit ?? STORIES_PAGE_SIZE,
    tag: input?.tag,
    cursor: input?.cursor,
  }));

export const storiesRouter = {
  /** One request: the session check (signed in) and the page (its total and cards, with the viewer's like flags). */
  list: publicProcedure
    .input(listInput)
    .query(async ({ ctx, input }) => ({ success: true as const, data: await feedPage(ctx, input) })),

  /** Recent panel pictures for the loading screen's floating gallery: published stories only. */
  randomImages: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.cache.get(RECENT_PICTURES_KEY, () => recentPictures(ctx.db));
    const images = rows.map((row) => row.url);
    for (let i = images.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [images[i], images[j]] = [images[j]!, images[i]!];
    }
    return { success: true as const, data: { images: images.slice(0, 12) } };
  }),

  // The same for every viewer: no session check needed.
  tags: publicProcedure.query(async ({ ctx }) => ({
    success: true as const,
    data: await ctx.cache.get(TAGS_KEY, () => storyTags(ctx.db)),
  })),

  byId: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await storyForViewer(ctx, input.id),
  })),

  scenes: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: (await storyForViewer(ctx, input.id)).scenes,
  })),

  /** The story's published remixes; a draft answers 404 to all but its owner and the administrator. */
  remixes: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => {
    // Public procedures learn the viewer lazily (see init.ts): hand it over for the draft check.
    const viewer = await ctx.viewer();
    return { success: true as const, data: await publishedRemixes({ ...ctx, user: viewer?.user ?? null }, input.id) };
  }),

  characters: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await storyEntities(ctx, input.id, 'character'),
  })),

  locations: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await storyEntities(ctx, input.id, 'location'),
  })),

  /**
   * A new story is a draft; its row and the answer's card are one batch. Asked to (`reuseDraft`: New Story, Play), the
   * author's newest untouched empty draft is the new story instead (`reused` says so), decided in that same batch.
   */
  create: protectedProcedure.input(createStoryInput).mutation(async ({ ctx, input }) => {
    const { user } = await ctx.viewer();
    const { reuseDraft, ...fields } = input;
    const row = storyRow({ ...fields, userId: user.id, status: 'draft' }, ctx.clock.now());
    if (!reuseDraft) return { success: true as const, data: await createStory(ctx.db, row) };
    const { card, reused } = await createOrReuseDraft(ctx.db, row);
    return { success: true as const, reused, data: card };
  }),

  /**
   * Changes only the fields sent, in one batch: the owner check, the guarded UPDATE (only the owner or the
   * administrator's can match) and the fresh card. Publishing moves the feed and tag totals in the same statement.
   */
  update: protectedProcedure
    .input(z.object({ id: storyId, changes: updateStoryInput }))
    .mutation(async ({ ctx, input }) => {
      const { user } = await ctx.viewer();
      const now = ctx.clock.now();
      const { previewImage, ...fields } = input.changes;
      const set: Partial<typeof stories.$inferInsert> = { ...fields, updatedAt: now };
      if (previewImage !== undefined) set.previewImage = storedMediaUrl(previewImage, ctx.config.publicUrl);
      const { access: row, card } = await updateStory(ctx.db, input.id, set, {
        userId: user.id,
        admin: isAdmin(ctx.config, user),
      });
      if (!row) throw codedError('NOT_FOUND', 'story_not_found');
      assertEditable({ config: ctx.config, user }, { userId: String(row.user_id), status: String(row.status) });
      const data = card!;
      if (fields.status === 'published' && data.status !== 'published')
        throw codedError('BAD_REQUEST', 'publish_needs_scene');
      const message =
        fields.status && fields.status !== row.status
          ? fields.status === 'published'
            ? 'Story published'
            : 'Story moved back to drafts'
          : 'Story updated successfully';
      return { success: true as const, message, data };
    }),

  /**
   * The story's scenes in a new order (every scene once): their numbers and links follow. Two requests: the session
   * with the story's access row and its scene ids, then the renumbering as one batch answering the scenes.
   */
  orderScenes: protectedProcedure.input(sceneOrderInput.extend({ id: storyId })).mutation(async ({ ctx, input }) => {
    const current = new Set(await loadEditableSceneIds(ctx, input.id));
    const order = input.order;
    if (
      order.length !== current.size ||
      new Set(order).size !== order.length ||
      !order.every((id) => current.has(id))
    ) {
      throw new DomainError('BAD_REQUEST', 'scene_order');
    }
    const data = await orderScenes(ctx.db, input.id, order, ctx.clock.now());
    return { success: true as const, message: 'Scenes reordered', data };
  }),

  setArtStyle: protectedProcedure
    .input(z.object({ id: storyId, artStyle: artStyleInput }))
    .mutation(async ({ ctx, input }) => {
      const { user, story } = await loadEditableStory(ctx, input.id);
      const { card } = await updateStory(
        ctx.db,
        story.id,
        { artStyle: input.artStyle, updatedAt: ctx.clock.now() },
        { userId: user.id, admin: true },
      );
      return { success: true as const, message: 'Art style updated', data: card! };
    }),

  /** The story's saved text styles, for its owner (or the administrator): one request with the session check. */
  textStyles: protectedProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => {
    const { story } = await loadEditableStory(ctx, input.id);
    return { success: true as const, data: story.textStyles ?? [] };
  }),

  /** Replaces the story's saved text styles (the whole list, checked against the bubble style's ranges). */
  setTextStyles: protectedProcedure
    .input(z.object({ id: storyId, textStyles: textStylesInput }))
    .mutation(async ({ ctx, input }) => {
      const { user, story } = await loadEditableStory(ctx, input.id);
      await updateStory(
        ctx.db,
        story.id,
        { textStyles: input.textStyles, updatedAt: ctx.clock.now() },
        { userId: user.id, admin: true },
      );
      return { success: true as const, message: 'Text styles saved', data: input.textStyles };
    }),

  /** Two requests: the session with the story's access row, then the whole deletion as one atomic batch. */
  delete: protectedProcedure.input(z.object({ id: storyId })).mutation(async ({ ctx, input }) => {
    await loadEditableStoryAccess(ctx, input.id);
    await deleteStory(ctx.db, ctx.media, input.id);
    return { success: true as const, message: 'Story deleted successfully' };
  }),

  /** The reader's 'read' tracking record; no read shows it, so every visit keeps the read cache. */
  recordRead: publicProcedure
    .meta({ keepsReads: true })
    .input(z.object({ id: storyId }))
    .mutation(async ({ ctx, input }) => {
      const viewer = await ctx.viewer();
      assertViewable(ctx.config, viewer?.user, await storyAccess(ctx.db, input.id));
      await recordRead(ctx.db, input.id, viewer?.user.id ?? null, ctx.clock.now());
      return { success: true as const };
    }),
} satisfies TRPCRouterRecord;
