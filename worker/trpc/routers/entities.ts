// Characters and locations (spec 02 sections 3, 5, 7): create, update and delete, owner or administrator only. An entity a
// scene shows cannot be deleted (409), so no scene loses who or where it is about.
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { entities, sceneEntities, scenes } from '../../../db/schema';
import { characterInput, locationInput } from '../../../src/shared/validation';
import { entityRowView } from '../../ai/engine/scenes';
import { randomId } from '../../platform/ids';
import { loadEditableEntity, loadEditableStory } from '../../stories/access';
import { protectedProcedure } from '../init';
import { storedMediaUrl } from './scenes';
import { storyId } from './stories';

export const entityId = z.string({ error: 'Id is required' }).trim().min(1, 'Id is required').max(64, 'Not found');

function entityRouter(kind: 'character' | 'location') {
  const fields = kind === 'character' ? characterInput : locationInput;
  const label = kind === 'character' ? 'Character' : 'Location';
  return {
    create: protectedProcedure.input(fields.extend({ storyId })).mutation(async ({ ctx, input }) => {
      const story = await loadEditableStory(ctx, input.storyId);
      const primaryImageUrl = storedMediaUrl(input.primaryImageUrl ?? null, ctx.config.publicUrl);
      const now = ctx.clock.now();
      const [{ next }] = (await ctx.db.all<{ next: number }>(
        sql`select coalesce(max(scene_number), 0) + 1 as next from scenes where story_id = ${story.id}`,
      )) as [{ next: number }];
      const row: typeof entities.$inferInsert = {
        id: randomId(),
        storyId: story.id,
        kind,
        name: input.name,
        title: input.title ?? '',
        description: input.description,
        imagePrompt: input.imagePrompt,
        primaryImageUrl,
        imageUrls: primaryImageUrl ? [primaryImageUrl] : [],
        // A hand-made entity belongs to the next scene to be written.
        firstAppearance: Number(next),
        createdAt: now,
      };
      const duplicate = await ctx.db
        .select({ id: entities.id })
        .from(entities)
        .where(and(eq(entities.storyId, story.id), eq(entities.kind, kind), sql`lower(${entities.name}) = ${input.name.toLowerCase()}`))
        .get();
      if (duplicate) throw new TRPCError({ code: 'CONFLICT', message: `A ${kind} named ${input.name} already exists in this story` });
      await ctx.db.insert(entities).values(row);
      const created = await ctx.db.select().from(entities).where(eq(entities.id, row.id!)).get();
      return { success: true as const, message: `${label} created successfully`, data: entityRowView(created!) };
    }),

    // Only the fields sent change: the schema has no defaults, so a missing title is not an empty one.
    update: protectedProcedure.input(fields.partial().extend({ id: entityId })).mutation(async ({ ctx, input }) => {
      const { entity } = await loadEditableEntity(ctx, kind, input.id);
      const { id: _id, primaryImageUrl: requested, ...changes } = input;
      const primaryImageUrl = requested === undefined ? undefined : (storedMediaUrl(requested, ctx.config.publicUrl) ?? '');
      const images =
        primaryImageUrl && !entity.imageUrls.includes(primaryImageUrl)
          ? { primaryImageUrl, imageUrls: [...entity.imageUrls, primaryImageUrl] }
          : primaryImageUrl !== undefined
            ? { primaryImageUrl: primaryImageUrl || null }
            : {};
      const set = Object.fromEntries(Object.entries({ ...changes, ...images }).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length) await ctx.db.update(entities).set(set).where(eq(entities.id, entity.id));
      const updated = await ctx.db.select().from(entities).where(eq(entities.id, entity.id)).get();
      return { success: true as const, message: `${label} updated successfully`, data: entityRowView(updated!) };
    }),

    delete: protectedProcedure.input(z.object({ id: entityId })).mutation(async ({ ctx, input }) => {
      const { entity } = await loadEditableEntity(ctx, kind, input.id);
      const used = await ctx.db
        .select({ sceneNumber: scenes.sceneNumber })
        .from(sceneEntities)
        .innerJoin(scenes, eq(scenes.id, sceneEntities.sceneId))
        .where(eq(sceneEntities.entityId, entity.id))
        .orderBy(scenes.sceneNumber);
      if (used.length) {
        const numbers = used.map((row) => row.sceneNumber).join(', ');
        throw new TRPCError({
          code: 'CONFLICT',
          message: `${entity.name} appears in scene${used.length === 1 ? '' : 's'} ${numbers} and cannot be deleted`,
        });
      }
      await ctx.db.delete(entities).where(eq(entities.id, entity.id));
      return { success: true as const, message: `${label} deleted successfully` };
    }),
  } satisfies TRPCRouterRecord;
}

export const charactersRouter = entityRouter('character');
export const locationsRouter = entityRouter('location');
