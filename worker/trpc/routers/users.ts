// Author profiles: public fields, the author's stories and their stats.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { authorWithStories, withViewerLikes } from '../../stories/read';
import { publicProcedure } from '../init';

export const usersRouter = {
  profile: publicProcedure.input(z.object({ username: z.string().trim().min(1).max(64) })).query(async ({ ctx, input }) => {
    const profile = await ctx.cache.get(`profile:${input.username.toLowerCase()}`, () => authorWithStories(ctx.db, input.username));
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
    const stories = await withViewerLikes(ctx.db, ctx.user?.id ?? null, profile.stories);
    return {
      success: true as const,
      data: {
        user: profile.user,
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
