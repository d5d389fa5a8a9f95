// Likes on stories and scenes: toggle (signed in) and read (anyone; isLikedByUser is false when signed out).
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { scenes, stories } from '../../../db/schema';
import { likeInfo, toggleLike } from '../../stories/write';
import { protectedProcedure, publicProcedure } from '../init';

const likeTarget = z.object({
  targetType: z.enum(['story', 'scene']),
  id: z.string().trim().min(1, 'Id is required').max(64),
});

async function assertTargetExists(db: Database, targetType: 'story' | 'scene', id: string) {
  const table = targetType === 'story' ? stories : scenes;
  const row = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: targetType === 'story' ? 'Story not found' : 'Scene not found' });
}

export const likesRouter = {
  toggle: protectedProcedure.input(likeTarget).mutation(async ({ ctx, input }) => {
    await assertTargetExists(ctx.db, input.targetType, input.id);
    const { action, data } = await toggleLike(ctx.db, ctx.user.id, input.targetType, input.id, ctx.clock.now());
    return { success: true as const, action, data };
  }),

  get: publicProcedure.input(likeTarget).query(async ({ ctx, input }) => {
    await assertTargetExists(ctx.db, input.targetType, input.id);
    return { success: true as const, data: await likeInfo(ctx.db, ctx.user?.id ?? null, input.targetType, input.id) };
  }),
} satisfies TRPCRouterRecord;
