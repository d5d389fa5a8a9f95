// Characters and locations: create, update and delete, owner or administrator only. An entity a
// scene shows cannot be deleted (409), so no scene loses who or where it is about. Each is two database requests: the
// session with the access row, then one guarded write batch that also reads the answer.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { characterInput, locationInput } from '../../../src/shared/validation';
import { castLibraryInput, fromCharacterInput, fromLocationInput } from '../../../src/shared/arrangement';
import { bringIntoStory, castLibrary, castSourceStatement } from '../../data/cast';
import { DomainError } from '../../errors';
import { randomId } from '../../platform/ids';
import { assertEditableRow } from '../../data/access';
import {
  createEntity,
  deleteEntityUnlessShown,
  entityAccessStatement,
  entityScenesStatement,
  updateEntity,
  type EntityKind,
} from '../../data/entities';
import { storyAccessStatement } from '../../data/stories';
import { protectedProcedure } from '../init';
import { entityId, storedMediaUrl, storyId } from '../inputs';

function entityRouter(kind: EntityKind) {
  const fields = kind === 'character' ? characterInput : locationInput;
  const label = kind === 'character' ? 'Character' : 'Location';
  const notFound = `${label} not found`;
  return {
    /** The cast library: the viewer's own of this kind in all their stories, each with its story. One request. */
    library: protectedProcedure.input(castLibraryInput).query(async ({ ctx, input }) => ({
      success: true as const,
      data: await castLibrary(ctx, kind, input?.q),
    })),

    /**
     * "Use in this story": a copy of one of the author's own from another story (name, description, picture prompt and
     * reference pictures). Two requests: the session with the story's access row and the source's owner, then the guarded
     * copy answering it. Someone else's (or a missing) source is a 404 whoever asks.
     */
    bringIn: protectedProcedure
      .input((kind === 'character' ? fromCharacterInput : fromLocationInput).extend({ storyId }))
      .mutation(async ({ ctx, input }) => {
        const sourceId = 'fromCharacterId' in input ? input.fromCharacterId : input.fromLocationId;
        const { user, results } = await ctx.read([
          storyAccessStatement(input.storyId),
          castSourceStatement(kind, sourceId),
        ]);
        const story = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'story_not_found');
        const source = results[1]![0];
        if (!source || String(source.owner_id) !== String(story.user_id)) throw new DomainError('NOT_FOUND', notFound);
        const data = await bringIntoStory(
          ctx.db,
          { id: randomId(), storyId: String(story.id), kind, sourceId },
          ctx.clock.now(),
        );
        return { success: true as const, message: `${label} added to this story`, data };
      }),

    create: protectedProcedure.input(fields.extend({ storyId })).mutation(async ({ ctx, input }) => {
      const { user, results } = await ctx.read([storyAccessStatement(input.storyId)]);
      const story = assertEditableRow({ config: ctx.config, user }, results[0]![0], 'story_not_found');
      const primaryImageUrl = storedMediaUrl(input.primaryImageUrl ?? null, ctx.config.publicUrl);
      const entity = {
        id: randomId(),
        storyId: String(story.id),
        kind,
        name: input.name,
        title: input.title ?? '',
        description: input.description,
        imagePrompt: input.imagePrompt,
        primaryImageUrl,
      };
      const data = await createEntity(ctx.db, entity, ctx.clock.now());
      return { success: true as const, message: `${label} created successfully`, data };
    }),

    // Only the fields sent change: the schema has no defaults, so a missing title is not an empty one.
    update: protectedProcedure.input(fields.partial().extend({ id: entityId })).mutation(async ({ ctx, input }) => {
      const { user, results } = await ctx.read([entityAccessStatement(kind, input.id)]);
      const row = assertEditableRow(
        { config: ctx.config, user },
        results[0]![0],
        label === 'Character' ? 'character_not_found' : 'location_not_found',
      );
      const imageUrls = JSON.parse(String(row.image_urls)) as string[];
      const { id: _id, primaryImageUrl: requested, ...changes } = input;
      const primaryImageUrl =
        requested === undefined ? undefined : (storedMediaUrl(requested, ctx.config.publicUrl) ?? '');
      const images =
        primaryImageUrl && !imageUrls.includes(primaryImageUrl)
          ? { primaryImageUrl, imageUrls: [...imageUrls, primaryImageUrl] }
          : primaryImageUrl !== undefined
            ? { primaryImageUrl: primaryImageUrl || null }
            : {};
      const set = Object.fromEntries(
        Object.entries({ ...changes, ...images }).filter(([, value]) => value !== undefined),
      );
      const data = await updateEntity(ctx.db, input.id, set);
      return { success: true as const, message: `${label} updated successfully`, data };
    }),

    delete: protectedProcedure.input(z.object({ id: entityId })).mutation(async ({ ctx, input }) => {
      const { user, results } = await ctx.read([
        entityAccessStatement(kind, input.id),
        entityScenesStatement(input.id),
      ]);
      const row = assertEditableRow(
        { config: ctx.config, user },
        results[0]![0],
        label === 'Character' ? 'character_not_found' : 'location_not_found',
      );
      const used = results[1]!.map((scene) => Number(scene.scene_number));
      if (used.length) {
        throw new DomainError(
          'CONFLICT',
          `${String(row.name)} appears in scene${used.length === 1 ? '' : 's'} ${used.join(', ')} and cannot be deleted`,
        );
      }
      if (!(await deleteEntityUnlessShown(ctx.db, input.id)))
        throw new DomainError('CONFLICT', `${String(row.name)} appears in a scene and cannot be deleted`);
      return { success: true as const, message: `${label} deleted successfully` };
    }),
  } satisfies TRPCRouterRecord;
}

export const charactersRouter = entityRouter('character');
export const locationsRouter = entityRouter('location');
