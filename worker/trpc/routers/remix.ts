// Remixes: a whole story, or one scene (by id or by number) into a new story of the remixer.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { scenes } from '../../../db/schema';
import { loadStory } from '../../stories/access';
import { remixStory } from '../../stories/write';
import { protectedProcedure } from '../init';
import { storyCard, storyId } from './stories';

export const remixRouter = {
  story: protectedProcedure.input(z.object({ storyId })).mutation(async ({ ctx, input }) => {
    const original = await loadStory(ctx.db, input.storyId);
    const copy = await remixStory(ctx.db, original, ctx.user.id, ctx.clock.now());
    return { success: true as const, message: 'Story remixed successfully', data: await storyCard(ctx, copy.id) };
  }),

  scene: protectedProcedure
    .input(
      z.union([
        z.object({ storyId, sceneId: z.string().trim().min(1).max(64) }),
        // A number that is no scene number ('abc', 0, 1.5) finds no scene: the same 404 as an unknown one.
        z.object({ storyId, sceneNumber: z.coerce.number().int().min(1).catch(0) }),
      ]),
    )
    .mutation(async ({ ctx, input }) => {
      const original = await loadStory(ctx.db, input.storyId);
      const scene = await ctx.db
        .select({ id: scenes.id })
        .from(scenes)
        .where(and(eq(scenes.storyId, original.id), 'sceneId' in input ? eq(scenes.id, input.sceneId) : eq(scenes.sceneNumber, input.sceneNumber)))
        .get();
      if (!scene) throw new TRPCError({ code: 'NOT_FOUND', message: 'Scene not found' });
      const copy = await remixStory(ctx.db, original, ctx.user.id, ctx.clock.now(), scene.id);
      return { success: true as const, message: 'Scene remixed successfully', data: await storyCard(ctx, copy.id) };
    }),
} satisfies TRPCRouterRecord;
