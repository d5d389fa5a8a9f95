// Remixes: a whole story, or one scene (by id or by number) into a new story of the remixer (a draft). Two database
// requests: the session check with the source read, then the copy written in one atomic batch (its card comes with it).
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { remixStory } from '../../data/remixes';
import { protectedProcedure } from '../init';
import { storyId } from '../inputs';

export const remixRouter = {
  story: protectedProcedure.input(z.object({ storyId })).mutation(async ({ ctx, input }) => {
    const data = await remixStory(ctx, { storyId: input.storyId });
    return { success: true as const, message: 'Story remixed successfully', data };
  }),

  scene: protectedProcedure
    .input(
      z.union([
        z.object({ storyId, sceneId: z.string().trim().min(1).max(64) }),
        // A number that is no scene number (0, 1.5) finds no scene: the same 404 as an unknown one.
        z.object({
          storyId,
          sceneNumber: z
            .number({ error: 'Scene number must be a number' })
            .transform((n) => (Number.isInteger(n) && n >= 1 ? n : 0)),
        }),
      ]),
    )
    .mutation(async ({ ctx, input }) => {
      const data = await remixStory(ctx, input);
      return { success: true as const, message: 'Scene remixed successfully', data };
    }),
} satisfies TRPCRouterRecord;
