// Author profiles: public fields, the author's stories and their stats.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { storiesByUser } from '../../stories/read';
import { publicProcedure } from '../init';
import { publicUserView } from '../views';

export const usersRouter = {
  profile: publicProcedure.input(z.object({ username: z.string().trim().min(1).max(64) })).query(async ({ ctx, input }) => {
    const user = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
      .get();
    if (!user || !user.isActive) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
    const stories = await storiesByUser(ctx.db, user.id, ctx.user?.id ?? null);
    return {
      success: true as const,
      data: {
        user: { ...publicUserView(user), createdAt: user.createdAt.toISOString() },
        stories,
        stats: {
          totalStories: stories.length,
          publishedStories: stories.filter((story) => story.status === 'published').length,
          totalScenes: stories.reduce((sum, story) => sum + story.metadata.totalScenes, 0),
          totalPanels: stories.reduce((sum, story) => sum + story.metadata.totalPanels, 0),
        },
      },
    };
  }),
} satisfies TRPCRouterRecord;
