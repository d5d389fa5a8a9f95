// Stories: the home feed, tags, one story with its content, create, update, art style, delete, and read tracking.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { readEvents, stories } from '../../../db/schema';
import { STORIES_PAGE_SIZE } from '../../../src/shared/limits';
import { artStyleInput, createStoryInput, updateStoryInput } from '../../../src/shared/validation';
import { advanceJobs } from '../../ai/engine/jobs';
import { canEditStory, loadEditableStory, loadStory } from '../../stories/access';
import { entitiesOf, findStory, listStories, listTags, storyWithContent, withViewerLikes } from '../../stories/read';
import { publishedRemixes } from '../../stories/remixes';
import { deleteStory, insertStory, replaceTags } from '../../stories/write';
import { randomId } from '../../platform/ids';
import { protectedProcedure, publicProcedure, type Context } from '../init';

export const storyId = z.string({ error: 'Story id is required' }).trim().min(1, 'Story id is required').max(64, 'Story not found');

/** Bad paging never fails: numbers are clamped (limit 1..50, page 1..), anything else falls back to the default. */
const clampedInt = (fallback: number, min: number, max: number) =>
  z.unknown().transform((value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(number) ? Math.min(max, Math.max(min, Math.trunc(number))) : fallback;
  });

export const listInput = z
  .object({
    page: clampedInt(1, 1, 1_000_000),
    limit: clampedInt(STORIES_PAGE_SIZE, 1, 50),
    tag: z.unknown().transform((tag) => (typeof tag === 'string' && tag.trim() ? tag.trim().slice(0, 50) : undefined)),
  })
  .partial()
  .optional()
  .transform((input) => ({
    page: input?.page ?? 1,
    limit: input?.limit ?? STORIES_PAGE_SIZE,
    tag: input?.tag,
  }));

const viewerId = (ctx: { user: { id: string } | null }) => ctx.user?.id ?? null;

/** A story as everyone sees it (cached), then with the viewer's like flags. */
export async function storyForViewer(ctx: Context, id: string) {
  let story = await ctx.cache.get(`story:${id}`, () => storyWithContent(ctx.db, id));
  if (!story) throw new TRPCError({ code: 'NOT_FOUND', message: 'Story not found' });
  // The author's reads move remote picture jobs on (the wizard polls the story while character pictures are made).
  if (story.hasPendingJobs && canEditStory(ctx.config, ctx.user, { userId: story.userId._id })) {
    await advanceJobs(ctx, { storyId: story._id });
    story = (await storyWithContent(ctx.db, id)) ?? story;
  }
  return (await withViewerLikes(ctx.db, viewerId(ctx), [story]))[0]!;
}

/** A story card for answers to mutations (fresh, with the caller's like flag). */
export async function storyCard(ctx: Context, id: string) {
  const story = await findStory(ctx.db, id);
  if (!story) throw new TRPCError({ code: 'NOT_FOUND', message: 'Story not found' });
  return (await withViewerLikes(ctx.db, viewerId(ctx), [story]))[0]!;
}

export const storiesRouter = {
  list: publicProcedure.input(listInput).query(async ({ ctx, input }) => {
    const page = await ctx.cache.get(`stories:${input.tag ?? ''}:${input.page}:${input.limit}`, () => listStories(ctx.db, input));
    return { success: true as const, data: { ...page, stories: await withViewerLikes(ctx.db, viewerId(ctx), page.stories) } };
  }),

  /** Recent panel pictures for the loading screen's floating gallery (spec 02 section 2). */
  randomImages: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.cache.get('random-images', () =>
      ctx.db.all<{ url: string }>(sql`select distinct image_url as url from panels where image_url is not null order by created_at desc limit 24`),
    );
    const images = rows.map((row) => row.url);
    for (let i = images.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [images[i], images[j]] = [images[j]!, images[i]!];
    }
    return { success: true as const, data: { images: images.slice(0, 12) } };
  }),

  tags: publicProcedure.query(async ({ ctx }) => ({ success: true as const, data: await ctx.cache.get('tags', () => listTags(ctx.db)) })),

  byId: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await storyForViewer(ctx, input.id),
  })),

  scenes: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: (await storyForViewer(ctx, input.id)).scenes,
  })),

  /** The story's published remixes (issue 16); a draft answers 404 to all but its owner and the administrator. */
  remixes: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await publishedRemixes(ctx, input.id),
  })),

  characters: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => {
    await loadStory(ctx.db, input.id);
    return { success: true as const, data: (await entitiesOf(ctx.db, input.id, 'character')).characters };
  }),

  locations: publicProcedure.input(z.object({ id: storyId })).query(async ({ ctx, input }) => {
    await loadStory(ctx.db, input.id);
    return { success: true as const, data: (await entitiesOf(ctx.db, input.id, 'location')).locations };
  }),

  create: protectedProcedure.input(createStoryInput).mutation(async ({ ctx, input }) => {
    const row = await insertStory(ctx.db, { ...input, userId: ctx.user.id }, ctx.clock.now());
    return { success: true as const, data: await storyCard(ctx, row.id) };
  }),

  update: protectedProcedure.input(z.object({ id: storyId, changes: updateStoryInput })).mutation(async ({ ctx, input }) => {
    const story = await loadEditableStory(ctx, input.id);
    const now = ctx.clock.now();
    const { tags, ...fields } = input.changes;
    await ctx.db.transaction(async (tx) => {
      await tx.update(stories).set({ ...fields, ...(tags ? { tags } : {}), updatedAt: now }).where(eq(stories.id, story.id));
      if (tags) await replaceTags(tx, story.id, tags, story.createdAt);
    });
    return { success: true as const, message: 'Story updated successfully', data: await storyCard(ctx, story.id) };
  }),

  setArtStyle: protectedProcedure.input(z.object({ id: storyId, artStyle: artStyleInput })).mutation(async ({ ctx, input }) => {
    const story = await loadEditableStory(ctx, input.id);
    await ctx.db.update(stories).set({ artStyle: input.artStyle, updatedAt: ctx.clock.now() }).where(eq(stories.id, story.id));
    return { success: true as const, message: 'Art style updated', data: await storyCard(ctx, story.id) };
  }),

  delete: protectedProcedure.input(z.object({ id: storyId })).mutation(async ({ ctx, input }) => {
    const story = await loadEditableStory(ctx, input.id);
    await deleteStory(ctx.db, ctx.media, story);
    return { success: true as const, message: 'Story deleted successfully' };
  }),

  /** The reader's 'read' tracking record (spec 01 section 4); no read shows it, so every visit keeps the read cache. */
  recordRead: publicProcedure
    .meta({ keepsReads: true })
    .input(z.object({ id: storyId }))
    .mutation(async ({ ctx, input }) => {
      await loadStory(ctx.db, input.id);
      await ctx.db.insert(readEvents).values({ id: randomId(), storyId: input.id, userId: viewerId(ctx), createdAt: ctx.clock.now() });
      return { success: true as const };
    }),
} satisfies TRPCRouterRecord;
