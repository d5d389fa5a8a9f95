// What can be done to a character or location from its card: (re)draw its picture,
// upload one, delete it in two steps. Shared by the list modals and the wizard's world step.
import { t } from '../../../lib/i18n';
import { settlePicture } from '../../../lib/picture-job';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { aiErrorInfo } from '../../../lib/ai-errors';
import { describeError } from '../../../lib/errors';
import { entityImageState, type EntityData, type EntityKind } from '../../../lib/entities';
import { imageFailure } from '../../../lib/media-thread';
import { toast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { uploadImage } from '../../../lib/upload';

import { useAlive } from '../use-alive';
import { useRefreshStory } from '../../../lib/story-refresh';

export type EntityBusy = 'image' | 'upload' | 'delete';

export const ENTITY_POLL_MS = 3000;

/** Re-reads the story every 3 s while a picture in `entities` is being drawn elsewhere, so it appears by itself. */
export function useEntityImagePolling(
  storyId: string,
  entities: readonly EntityData[],
  now: number,
  busyIds: ReadonlyMap<string, unknown>,
) {
  const trpc = useTRPC();
  const waiting = entities.some((entity) => !busyIds.has(entity._id) && entityImageState(entity, now) === 'generating');
  useQuery({
    ...trpc.stories.byId.queryOptions({ id: storyId }),
    refetchInterval: waiting ? ENTITY_POLL_MS : false,
    enabled: waiting,
  });
}

export function useEntityActions(kind: EntityKind, storyId: string) {
  const client = useTRPCClient();
  const refresh = useRefreshStory(storyId);
  const [busy, setBusy] = useState<ReadonlyMap<string, EntityBusy>>(new Map());
  const alive = useAlive();

  const mark = useCallback(
    (id: string, what: EntityBusy | null) => {
      if (!alive.current) return;
      setBusy((current) => {
        const next = new Map(current);
        if (what) next.set(id, what);
        else next.delete(id);
        return next;
      });
    },
    [alive],
  );

  /** Draws the picture from the stored image prompt (1024x1024 on the server). */
  async function drawImage(entity: Pick<EntityData, '_id' | 'name' | 'imagePrompt'>, quiet = false): Promise<boolean> {
    if (!entity.imagePrompt.trim()) {
      toast.error(t('editor.msg.needsImagePrompt'));
      return false;
    }
    mark(entity._id, 'image');
    try {
      const answer =
        kind === 'character'
          ? await client.ai.generateCharacterImage.mutate({ characterId: entity._id })
          : await client.ai.generateLocationImage.mutate({ locationId: entity._id });
      // A slow provider answers 'pending': the card shows 'generating' until image-status has the picture.
      await settlePicture(answer);
      await refresh();
      if (!quiet) toast.success(t('editor.entities.imageReady', { name: entity.name }), 'saved');
      return true;
    } catch (error) {
      if (!quiet) toast.error(imageFailure(aiErrorInfo(error)).toast);
      await refresh();
      return false;
    } finally {
      mark(entity._id, null);
    }
  }

  async function uploadFor(entity: Pick<EntityData, '_id'>, file: File | null | undefined) {
    if (!file) {
      toast.error(t('editor.msg.noFile'));
      return;
    }
    mark(entity._id, 'upload');
    try {
      const outcome = await uploadImage(file);
      if (!outcome.ok) {
        toast.error(outcome.message);
        return;
      }
      const changes = { id: entity._id, primaryImageUrl: outcome.imageUrl };
      if (kind === 'character') await client.characters.update.mutate(changes);
      else await client.locations.update.mutate(changes);
      await refresh();
      toast.success(t('editor.msg.uploaded'), 'saved');
    } catch (error) {
      toast.error(describeError(error, t('editor.entities.uploadFailed')).message);
    } finally {
      mark(entity._id, null);
    }
  }

  /** Deletes; on refusal (a scene shows it: 409 naming the scenes) resolves to the server's explanation. */
  async function remove(
    entity: Pick<EntityData, '_id' | 'name'>,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    mark(entity._id, 'delete');
    try {
      if (kind === 'character') await client.characters.delete.mutate({ id: entity._id });
      else await client.locations.delete.mutate({ id: entity._id });
      await refresh();
      toast.success(t(`editor.entity.${kind}.deleted` as const, { name: entity.name }), 'swoosh');
      return { ok: true };
    } catch (error) {
      const problem = describeError(error, `Failed to delete ${kind}`);
      if (problem.status !== 409) toast.error(problem.message);
      return { ok: false, message: problem.message };
    } finally {
      mark(entity._id, null);
    }
  }

  return { busy, drawImage, uploadFor, remove };
}
