// The pictures the character and location dialogs start: the drafted profile's picture (1024x1024) drawn while the author
// reads the form, put on the entity if it is still on its way at Save; and a hand-made entity's picture after the save.
import { useState } from 'react';
import {
  ENTITY_IMAGE_SIZE,
  entityText,
  entityImageState,
  type EntityData,
  type EntityKind,
} from '../../../lib/entities';
import { settlePicture } from '../../../lib/picture-job';
import { toast } from '../../../lib/toast';
import { useTRPCClient } from '../../../lib/trpc';
import { useAlive } from '../use-alive';
import { useRefreshStory } from '../../../lib/story-refresh';

/** The picture started right after the Generate tab filled the form; `url` null while drawing or after a failure. */
export interface DraftImage {
  prompt: string;
  status: 'drawing' | 'ready' | 'failed';
  url: string | null;
  pending: Promise<string | null>;
}

export type EntityPictureState = 'none' | 'generating' | 'present';

export function useEntityPictures(kind: EntityKind, storyId: string) {
  const client = useTRPCClient();
  const refresh = useRefreshStory(storyId);
  const alive = useAlive();
  const text = entityText(kind);
  const [draftImage, setDraftImage] = useState<DraftImage | null>(null);
  const failed = () => toast.error(text.imageFailed, 'error', { durationMs: 6000 });

  function drawDraftImage(prompt: string) {
    const pending = client.ai.generateImage
      .mutate({ prompt, ...ENTITY_IMAGE_SIZE, storyId, isRefineMode: false })
      .then((answer) => settlePicture(answer))
      .catch(() => null);
    setDraftImage({ prompt, status: 'drawing', url: null, pending });
    void pending.then((url) => {
      if (alive.current)
        setDraftImage((current) =>
          current?.pending === pending ? { ...current, status: url ? 'ready' : 'failed', url } : current,
        );
    });
  }

  /** A save made while the drafted picture is still drawing: it is put on the entity when it arrives. */
  function attachDraftImage(saved: EntityData, pending: Promise<string | null>) {
    void pending
      .then(async (url) => {
        if (!url) throw new Error('no picture');
        const changes = { id: saved._id, primaryImageUrl: url };
        if (kind === 'character') await client.characters.update.mutate(changes);
        else await client.locations.update.mutate(changes);
      })
      .catch(failed)
      .finally(() => void refresh());
  }

  /** The picture is drawn after the dialog closes; the lists show a 'generating' placeholder meanwhile. */
  function drawInBackground(saved: EntityData) {
    const request = (
      kind === 'character'
        ? client.ai.generateCharacterImage.mutate({ characterId: saved._id })
        : client.ai.generateLocationImage.mutate({ locationId: saved._id })
    ).then((answer) => settlePicture(answer));
    void request.catch(failed).finally(() => void refresh());
  }

  /** The drafted picture, while the image prompt is still the one it was drawn from. */
  function draftFor(imagePrompt: string): DraftImage | null {
    return draftImage?.prompt === imagePrompt && draftImage.status !== 'failed' ? draftImage : null;
  }

  /** A new entity, or one still without a picture, gets one (the drafted one when it is still on its way). */
  function afterSave(saved: EntityData, draft: DraftImage | null) {
    if (draft?.status === 'drawing') attachDraftImage(saved, draft.pending);
    else if (!saved.primaryImageUrl) drawInBackground(saved);
  }

  /** What the picture above the form shows: the live entity's, else the drafted one. */
  function pictureOf(live: EntityData | null, now: number): { state: EntityPictureState; url: string | null } {
    if (live) return { state: entityImageState(live, now), url: live.primaryImageUrl ?? draftImage?.url ?? null };
    const state =
      !draftImage || draftImage.status === 'failed' ? 'none' : draftImage.status === 'ready' ? 'present' : 'generating';
    return { state, url: draftImage?.url ?? null };
  }

  return {
    drawDraftImage,
    draftFor,
    afterSave,
    pictureOf,
    drafted: Boolean(draftImage && draftImage.status !== 'failed'),
  };
}
