// Characters and locations: create, update and delete, owner or administrator only. An entity a
// scene shows cannot be deleted (409), so no scene loses who or where it is about. Each is two database requests: the
// session with the access row, then one guarded write batch that also reads the answer.
import { type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { characterInput, locationInput } from '../../../src/shared/validation';
import { castLibraryInput, fromCharacterInput, fromLocationInput } from '../../../src/shared/arrangement';
import { bringIntoStory, castLibrary } from '../../data/cast';
import { DomainError } from '../../errors';
import { randomId } from '../../platform/ids';
import {
  loadCastSource,
  loadDeletableEntity,
  loadEditableEntityAccess,
  loadEditableStoryAccess,
} from '../../data/editable';
import { createEntity, deleteEntityUnlessShown, updateEntity, type EntityKind } from '../../data/entities';
import { protectedProcedure } from '../init';
import { entityId, storedMediaUrl, storyId } from '../inputs';

function entityRouter(kind: EntityKind) {
  const fields = kind === 'character' ? characterInput : locationInput;
  const label = kind === 'character' ? 'Character' : 'Location';
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
        const story = await loadCastSource(ctx, kind, input.storyId, sourceId);
        const data = await bringIntoStory(
          ctx.db,
          { id: randomId(), storyId: story.storyId, kind, sourceId },
          ctx.clock.now(),
        );
        return { success: true as const, message: `${label} added to this story`, data };
      }),

    create: protectedProcedure.input(fields.extend({ storyId })).mutation(async ({ ctx, input }) => {
      const story = await loadEditableStoryAccess(ctx, input.storyId);
      const primaryImageUrl = storedMediaUrl(input.primaryImageUrl ?? null, ctx.config.publicUrl);
      const entity = {
        id: randomId(),
        storyId: story.storyId,
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
      const { imageUrls } = await loadEditableEntityAccess(ctx, kind, input.id);
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
      const { name } = await loadDeletableEntity(ctx, kind, input.id);
      if (!(await deleteEntityUnlessShown(ctx.db, input.id)))
        throw new DomainError('CONFLICT', 'entity_shown', { name });
      return { success: true as const, message: `${label} deleted successfully` };
    }),
  } satisfies TRPCRouterRecord;
}

export const charactersRouter = entityRouter('character');
export const locationsRouter = entityRouter('location');
