// Likes on stories and scenes: toggle (signed in; one write batch) and read (anyone; one statement with the session
// check). isLikedByUser is false when signed out; a draft's likes are 404 to anyone but its owner and the admin.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { likeStateFromRows, likeStateStatement, toggleLike } from '../../data/likes';
import { FEED_PAGE_KEY, RECENT_PICTURES_KEY, TAGS_KEY, withLikeCount } from '../../data/stories';
import { protectedProcedure, publicProcedure } from '../init';

const likeTarget = z.object({
  targetType: z.enum(['story', 'scene']),
  id: z.string().trim().min(1, 'Id is required').max(64),
});

/** What a like leaves in the read cache: the feed's pages (their card takes the new count), the tags and the gallery. */
const keptByLikes = (key: string) => key.startsWith(FEED_PAGE_KEY) || key === TAGS_KEY || key === RECENT_PICTURES_KEY;

export const likesRouter = {
  // A like moves one count, so it keeps the cached feed pages (their card takes the new count here; a signed-in read
  // looks up the reader's own likes) and drops every other public answer that may show the count.
  toggle: protectedProcedure
    .meta({ keepsReads: true })
    .input(likeTarget)
    .mutation(async ({ ctx, input }) => {
      const { action, data } = await toggleLike(ctx.db, ctx.config, ctx.user, input.targetType, input.id, ctx.clock.now());
      ctx.cache.invalidate(keptByLikes);
      if (input.targetType === 'story') {
        ctx.cache.update(FEED_PAGE_KEY, (page: Parameters<typeof withLikeCount>[0]) => withLikeCount(page, input.id, data.likeCount));
      }
      return { success: true as const, action, data };
    }),

  get: publicProcedure.input(likeTarget).query(async ({ ctx, input }) => {
    const { viewer, results } = await ctx.read([likeStateStatement(input.targetType, input.id, ctx.viewerIdSql())]);
    return { success: true as const, data: likeStateFromRows(ctx.config, viewer?.user ?? null, input.targetType, results[0]!) };
  }),
} satisfies TRPCRouterRecord;
