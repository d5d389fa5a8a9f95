// Author profiles: public fields, the author's stories and their stats, in one database request with the session check.
// Others see published stories only; the author also sees their drafts (with `status`) and a draft count.
import { DomainError } from '../../errors';
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { profileFromRows, profileStatements } from '../../data/users';
import { publicProcedure } from '../init';

type Profile = NonNullable<ReturnType<typeof profileFromRows>>;

export const usersRouter = {
  profile: publicProcedure.input(z.object({ username: z.string().trim().min(1).max(64) })).query(async ({ ctx, input }) => {
    const key = `profile:${input.username.toLowerCase()}`;
    const anonymous = !ctx.sessionId;
    const generation = ctx.cache.generation();
    let profile: Profile | null | undefined = anonymous ? ctx.cache.peek<Profile | null>(key) : undefined;
    let viewerId: string | null = null;
    if (profile === undefined) {
      const { viewer, results } = await ctx.read(profileStatements(input.username, ctx.viewerIdSql()));
      profile = profileFromRows(results);
      viewerId = viewer?.user.id ?? null;
      if (anonymous) ctx.cache.put(key, profile, generation);
    }
    if (!profile) throw new DomainError('NOT_FOUND', 'User not found');
    const { stories } = profile;
    const published = stories.filter((story) => story.status === 'published').length;
    const own = viewerId === profile.user._id;
    return {
      success: true as const,
      data: {
        user: profile.user,
        stories,
        stats: {
          // Others see published stories only, so for them both tiles count the same stories.
          totalStories: stories.length,
          publishedStories: published,
          ...(own ? { draftStories: stories.length - published } : {}),
          totalScenes: stories.reduce((sum, story) => sum + story.metadata.totalScenes, 0),
          totalPanels: stories.reduce((sum, story) => sum + story.metadata.totalPanels, 0),
        },
      },
    };
  }),
} satisfies TRPCRouterRecord;
