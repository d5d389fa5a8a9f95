// Scenes and panels (spec 02 section 7): edit a scene's title and description, delete it (the rest renumbered), and
// change one panel's picture, video or bubbles. Each panel is its own row, so edits of different panels never race.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { runBatch } from '../../../db/client';
import { panels } from '../../../db/schema';
import { MEDIA_URL_MESSAGE, panelUpdateInput, sceneUpdateInput } from '../../../src/shared/validation';
import { PANELS_PER_SCENE } from '../../../src/shared/stories';
import { DomainError } from '../../errors';
import { ownMediaPath } from '../../platform/media';
import { assertEditableRow, sceneAccessStatement } from '../../stories/access';
import { sceneByIdStatement, sceneFromRows } from '../../stories/read';
import { signedInProcedure, signedInRead } from '../init';

export const sceneId = z.string({ error: 'Scene id is required' }).trim().min(1, 'Scene id is required').max(64, 'Scene not found');
export const panelNumber = z.coerce
  .number({ error: 'Panel not found' })
  .int('Panel not found')
  .min(1, 'Panel not found')
  .max(PANELS_PER_SCENE.max, 'Panel not found');

/** A stored media URL: '' and null stay empty, ours become their relative /media/ path, anything else is a 400. */
export function storedMediaUrl(url: string | null, publicUrl: string | undefined): string | null {
  if (!url) return null;
  const path = ownMediaPath(url, publicUrl);
  if (!path) throw new TRPCError({ code: 'BAD_REQUEST', message: MEDIA_URL_MESSAGE });
  return path;
}

const SCENE_NOT_FOUND = 'Scene not found';

export const scenesRouter = {
  /** Two requests: the session with the scene's access row, then the guarded update with its answer in one batch. */
  update: signedInProcedure.input(sceneUpdateInput.extend({ id: sceneId })).mutation(async ({ ctx, input }) => {
    const { user, results } = await signedInRead(ctx, [sceneAccessStatement(input.id)]);
    const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], SCENE_NOT_FOUND);
    const now = ctx.clock.now().getTime();
    const [, , view] = await runBatch(
      ctx.db,
      [
        sql`update scenes set title = ${input.title}, description = ${input.description}, updated_at = ${now} where id = ${input.id}`,
        sql`update stories set updated_at = ${now} where id = ${String(row.story_id)}`,
        sceneByIdStatement(input.id),
      ],
      'write',
    );
    const scene = sceneFromRows(view!.rows);
    if (!scene) throw new DomainError('NOT_FOUND', SCENE_NOT_FOUND);
    return { success: true as const, message: 'Scene updated successfully', data: scene };
  }),

  /** Removes the scene with its panels, likes and jobs, and closes the gap in the numbering, in one atomic batch. */
  delete: signedInProcedure.input(z.object({ id: sceneId })).mutation(async ({ ctx, input }) => {
    const { user, results } = await signedInRead(ctx, [sceneAccessStatement(input.id)]);
    const row = assertEditableRow({ config: ctx.config, user }, results[0]![0], SCENE_NOT_FOUND);
    const storyId = String(row.story_id);
    const now = ctx.clock.now().getTime();
    const [, , , , , removed] = await runBatch(
      ctx.db,
      [
        // Later scenes move first, while the scene still exists to say its number (read inside the batch, so a
        // concurrent renumbering cannot make it stale), through negative numbers so the unique (story, number) index
        // never sees two equal ones.
        sql`update scenes set scene_number = -(scene_number - 1)
            where story_id = ${storyId} and scene_number > (select scene_number from scenes where id = ${input.id})`,
        sql`delete from likes where target_type = 'scene' and target_id = ${input.id}`,
        sql`delete from generation_jobs where scene_id = ${input.id}`,
        sql`delete from scene_entities where scene_id = ${input.id}`,
        sql`delete from panels where scene_id = ${input.id}`,
        sql`delete from scenes where id = ${input.id}`,
        sql`update scenes set scene_number = -scene_number where story_id = ${storyId} and scene_number < 0`,
        sql`update stories set updated_at = ${now} where id = ${storyId}`,
      ],
      'write',
    );
    if (!removed!.rowsAffected) throw new DomainError('NOT_FOUND', SCENE_NOT_FOUND);
    return { success: true as const, message: 'Scene deleted successfully' };
  }),

  /** Two requests: the session with the scene's access row, then the guarded panel update with its answer in one batch. */
  updatePanel: signedInProcedure
    .input(panelUpdateInput.extend({ sceneId, panelNumber }))
    .mutation(async ({ ctx, input }) => {
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
      if (textBubbles !== undefined) changes.textBubbles = textBubbles;
      if (fields.altText !== undefined) changes.altText = fields.altText;
      const { user, results } = await signedInRead(ctx, [sceneAccessStatement(input.sceneId)]);
      assertEditableRow({ config: ctx.config, user }, results[0]![0], SCENE_NOT_FOUND);
      const [updated, view] = await runBatch(
        ctx.db,
        [ctx.db.update(panels).set(changes).where(and(eq(panels.sceneId, input.sceneId), eq(panels.panelNumber, number))).getSQL(), sceneByIdStatement(input.sceneId)],
        'write',
      );
      if (!updated!.rowsAffected) throw new DomainError('NOT_FOUND', 'Panel not found');
      const scene = sceneFromRows(view!.rows);
      return { success: true as const, message: 'Panel updated successfully', data: scene!.panels.find((panel) => panel.panelNumber === number)! };
    }),
} satisfies TRPCRouterRecord;
