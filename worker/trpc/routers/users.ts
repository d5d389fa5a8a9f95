// Author profiles: public fields, the author's stories and their stats, in one database request with the session check.
// Others see published stories only; the author also sees their drafts (with `status`) and a draft count.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { authorProfile } from '../../data/users';
import { publicProcedure } from '../init';

export const usersRouter = {
  profile: publicProcedure
    .input(z.object({ username: z.string().trim().min(1).max(64) }))
    .query(async ({ ctx, input }) => ({
      success: true as const,
      data: await authorProfile(ctx, input.username),
    })),
} satisfies TRPCRouterRecord;
