// Scenes and panels (spec 02 section 7): edit a scene's title and description, delete it (the rest renumbered), and
// change one panel's picture, video or bubbles. Each panel is its own row, so edits of different panels never race.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { TextBubble } from '../../../src/shared/bubbles';
import { panelUpdateInput, sceneUpdateInput } from '../../../src/shared/validation';
import { SCENE_NOT_FOUND } from '../../errors';
import { assertEditableRow } from '../../data/access';
import { deleteScene, sceneAccessStatement, updatePanel, updateScene, type PanelChanges } from '../../data/scenes';
import { protectedProcedure, signedIn, type Context } from '../init';
import { panelNumber, sceneId, storedMediaUrl } from '../inputs';

/** The session with the scene's access row (one request); the scene's ids when the viewer may change it. */
async function editableScene(ctx: Context, id: string) {
  const { user, results } = await signedIn(ctx, [sceneAccessStatement(id)]);
  const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], SCENE_NOT_FOUND);
  return { id, storyId: String(row.story_id) };
}

export const scenesRouter = {
  /** Two requests: the session with the scene's access row, then the guarded update with its answer in one batch. */
  update: protectedProcedure.input(sceneUpdateInput.extend({ id: sceneId })).mutation(async ({ ctx, input }) => {
    const scene = await editableScene(ctx, input.id);
    const data = await updateScene(ctx.db, scene, input, ctx.clock.now());
    return { success: true as const, message: 'Scene updated successfully', data };
  }),

  /** Removes the scene with its panels, likes and jobs, and closes the gap in the numbering, in one atomic batch. */
  delete: protectedProcedure.input(z.object({ id: sceneId })).mutation(async ({ ctx, input }) => {
    await deleteScene(ctx.db, await editableScene(ctx, input.id), ctx.clock.now());
    return { success: true as const, message: 'Scene deleted successfully' };
  }),

  /** Two requests: the session with the scene's access row, then the guarded panel update with its answer in one batch. */
  updatePanel: protectedProcedure
    .input(panelUpdateInput.extend({ sceneId, panelNumber }))
    .mutation(async ({ ctx, input }) => {
      const { sceneId: _scene, panelNumber: number, textBubbles, ...fields } = input;
      const changes: PanelChanges = { updatedAt: ctx.clock.now() };
      if (fields.imageUrl !== undefined) {
        changes.imageUrl = storedMediaUrl(fields.imageUrl, ctx.config.publicUrl);
        // A new picture replaces a failed one.
        if (changes.imageUrl) changes.imageGenerationError = null;
      }
      if (fields.imagePrompt !== undefined) changes.imagePrompt = fields.imagePrompt;
      if (fields.videoUrl !== undefined) changes.videoUrl = storedMediaUrl(fields.videoUrl, ctx.config.publicUrl);
      if (fields.videoPrompt !== undefined) changes.videoPrompt = fields.videoPrompt || null;
      if (textBubbles !== undefined) changes.textBubbles = textBubbles;
      if (fields.altText !== undefined) changes.altText = fields.altText;
      await editableScene(ctx, input.sceneId);
      const data = await updatePanel(ctx.db, input.sceneId, number, changes);
      return { success: true as const, message: 'Panel updated successfully', data };
    }),
} satisfies TRPCRouterRecord;
