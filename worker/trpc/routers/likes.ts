// Likes on stories and scenes: toggle and set (signed in; one write batch each) and read (anyone; one statement with the session
// check). isLikedByUser is false when signed out; a draft's likes are 404 to anyone but its owner and the admin.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { likeState, setLike, toggleLike } from '../../data/likes';
import { protectedProcedure, publicProcedure } from '../init';

const likeTarget = z.object({
  targetType: z.enum(['story', 'scene']),
  id: z.string().trim().min(1, 'Id is required').max(64),
});

export const LIKED_MESSAGE = 'liked must be true or false';
const likedInput = z.boolean({ error: LIKED_MESSAGE });

/** The body of `PUT /api/likes/{stories|scenes}/{id}`. */
export const likeStateInput = z.object({ liked: likedInput });

export const likesRouter = {
  // Like any mutation, a like clears the read cache (it moves a count public reads show).
  toggle: protectedProcedure.input(likeTarget).mutation(async ({ ctx, input }) => {
    const { user } = await ctx.viewer();
    const { action, data } = await toggleLike(ctx.db, ctx.config, user, input.targetType, input.id, ctx.clock.now());
    return { success: true as const, action, data };
  }),

  /** Sets the like state (`liked: true` likes, `false` unlikes); safe to retry, unlike the toggle. Answers as the toggle does. */
  set: protectedProcedure.input(likeTarget.extend({ liked: likedInput })).mutation(async ({ ctx, input }) => {
    const { user } = await ctx.viewer();
    const { action, data } = await setLike(
      ctx.db,
      ctx.config,
      user,
      input.targetType,
      input.id,
      input.liked,
      ctx.clock.now(),
    );
    return { success: true as const, action, data };
  }),

  get: publicProcedure.input(likeTarget).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await likeState(ctx, input.targetType, input.id),
  })),
} satisfies TRPCRouterRecord;
