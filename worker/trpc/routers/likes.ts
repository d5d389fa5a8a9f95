// Likes on stories and scenes: toggle (signed in; one write batch) and read (anyone; one statement with the session
// check). isLikedByUser is false when signed out; a draft's likes are 404 to anyone but its owner and the admin.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { likeStateFromRows, likeStateStatement, toggleLike } from '../../data/likes';
import { protectedProcedure, publicProcedure, signedIn } from '../init';

const likeTarget = z.object({
  targetType: z.enum(['story', 'scene']),
  id: z.string().trim().min(1, 'Id is required').max(64),
});

export const likesRouter = {
  // Like any mutation, a like clears the read cache (it moves a count public reads show).
  toggle: protectedProcedure.input(likeTarget).mutation(async ({ ctx, input }) => {
    const { user } = await signedIn(ctx);
    const { action, data } = await toggleLike(ctx.db, ctx.config, user, input.targetType, input.id, ctx.clock.now());
    return { success: true as const, action, data };
  }),

  get: publicProcedure.input(likeTarget).query(async ({ ctx, input }) => {
    const { viewer, results } = await ctx.read([likeStateStatement(input.targetType, input.id, ctx.viewerIdSql())]);
    return { success: true as const, data: likeStateFromRows(ctx.config, viewer?.user ?? null, input.targetType, results[0]!) };
  }),
} satisfies TRPCRouterRecord;
