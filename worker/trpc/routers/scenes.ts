// Scenes and panels (spec 02 section 7): edit a scene's title and description, delete it (the rest renumbered), and
// change one panel's picture, video or bubbles. Each panel is its own row, so edits of different panels never race.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { generationJobs, likes, panels, sceneEntities, scenes, stories, type TextBubble } from '../../../db/schema';
import { MEDIA_URL_MESSAGE, panelUpdateInput, sceneUpdateInput } from '../../../src/shared/validation';
import { ownMediaPath } from '../../platform/media';
import { loadEditableScene } from '../../stories/access';
import { sceneById } from '../../stories/read';
import { protectedProcedure } from '../init';

export const sceneId = z.string({ error: 'Scene id is required' }).trim().min(1, 'Scene id is required').max(64, 'Scene not found');
export const panelNumber = z.coerce
  .number({ error: 'Panel not found' })
  .int('Panel not found')
  .min(1, 'Panel not found')
  .max(6, 'Panel not found');

/** A stored media URL: '' and null stay empty, ours become their relative /media/ path, anything else is a 400. */
export function storedMediaUrl(url: string | null, publicUrl: string | undefined): string | null {
  if (!url) return null;
  const path = ownMediaPath(url, publicUrl);
  if (!path) throw new TRPCError({ code: 'BAD_REQUEST', message: MEDIA_URL_MESSAGE });
  return path;
}

export const scenesRouter = {
  update: protectedProcedure.input(sceneUpdateInput.extend({ id: sceneId })).mutation(async ({ ctx, input }) => {
    const { scene } = await loadEditableScene(ctx, input.id);
    const now = ctx.clock.now();
    await ctx.db.update(scenes).set({ title: input.title, description: input.description, updatedAt: now }).where(eq(scenes.id, scene.id));
    await ctx.db.update(stories).set({ updatedAt: now }).where(eq(stories.id, scene.storyId));
    return { success: true as const, message: 'Scene updated successfully', data: (await sceneById(ctx.db, scene.id))! };
  }),

  /** Removes the scene with its panels, likes and jobs, and closes the gap in the numbering, in one transaction. */
  delete: protectedProcedure.input(z.object({ id: sceneId })).mutation(async ({ ctx, input }) => {
    const { scene } = await loadEditableScene(ctx, input.id);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(likes).where(and(eq(likes.targetType, 'scene'), eq(likes.targetId, scene.id)));
      await tx.delete(generationJobs).where(eq(generationJobs.sceneId, scene.id));
      await tx.delete(sceneEntities).where(eq(sceneEntities.sceneId, scene.id));
      await tx.delete(panels).where(eq(panels.sceneId, scene.id));
      const removed = await tx.delete(scenes).where(eq(scenes.id, scene.id)).returning({ id: scenes.id });
      if (!removed.length) throw new TRPCError({ code: 'NOT_FOUND', message: 'Scene not found' });
      // Two steps through negative numbers, so the unique (story, number) index never sees two equal numbers.
      await tx
        .update(scenes)
        .set({ sceneNumber: sql`-(${scenes.sceneNumber} - 1)` })
        .where(and(eq(scenes.storyId, scene.storyId), gt(scenes.sceneNumber, scene.sceneNumber)));
      await tx
        .update(scenes)
        .set({ sceneNumber: sql`-${scenes.sceneNumber}` })
        .where(and(eq(scenes.storyId, scene.storyId), lt(scenes.sceneNumber, 0)));
      await tx.update(stories).set({ updatedAt: ctx.clock.now() }).where(eq(stories.id, scene.storyId));
    });
    return { success: true as const, message: 'Scene deleted successfully' };
  }),

  updatePanel: protectedProcedure
    .input(panelUpdateInput.extend({ sceneId, panelNumber }))
    .mutation(async ({ ctx, input }) => {
      const { scene } = await loadEditableScene(ctx, input.sceneId);
      const { sceneId: _scene, panelNumber: number, textBubbles, ...fields } = input;
      const changes: Partial<typeof panels.$inferInsert> = { updatedAt: ctx.clock.now() };
      if (fields.imageUrl !== undefined) {
        changes.imageUrl = storedMediaUrl(fields.imageUrl, ctx.config.publicUrl);
        // A new picture replaces a failed one.
        if (changes.imageUrl) changes.imageGenerationError = null;
      }
      if (fields.imagePrompt !== undefined) changes.imagePrompt = fields.imagePrompt;
      if (fields.videoUrl !== undefined) changes.videoUrl = storedMediaUrl(fields.videoUrl, ctx.config.publicUrl);
      if (fields.videoPrompt !== undefined) changes.videoPrompt = fields.videoPrompt || null;
      if (textBubbles !== undefined) changes.textBubbles = textBubbles as TextBubble[];
      if (fields.altText !== undefined) changes.altText = fields.altText;
      const updated = await ctx.db
        .update(panels)
        .set(changes)
        .where(and(eq(panels.sceneId, scene.id), eq(panels.panelNumber, number)))
        .returning({ id: panels.id });
      if (!updated.length) throw new TRPCError({ code: 'NOT_FOUND', message: 'Panel not found' });
      const view = await sceneById(ctx.db, scene.id);
      return { success: true as const, message: 'Panel updated successfully', data: view!.panels.find((panel) => panel.panelNumber === number)! };
    }),
} satisfies TRPCRouterRecord;

