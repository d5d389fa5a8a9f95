// Saving a panel at once with an optimistic update: the story in the cache changes first, the
// server is told next (one save at a time per story, so saves land in order), and a refusal rolls back with a toast.
// A save that got no answer (offline) keeps the change on screen, shows "Couldn't save" and is sent again on Retry or
// when the connection returns; the save state (Saving… / Saved / Couldn't save) is shown in the edit bar.
import { t } from '../../../lib/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppRouter } from '../../../../worker/trpc/router';
import { bubbleForSave } from '../../../editor/bubble-save';
import type { PanelRef } from '../../../editor/history';
import { describeError } from '../../../lib/errors';
import { onReconnect } from '../../../lib/online';
import type { PanelData, StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

export type PanelChanges = Partial<
  Pick<PanelData, 'imageUrl' | 'imagePrompt' | 'videoUrl' | 'videoPrompt' | 'textBubbles' | 'altText'>
>;
/** Saved by the server, kept on this device until the connection returns, or refused (and rolled back). */
export type SaveOutcome = 'saved' | 'queued' | 'refused';
type StoryAnswer = inferRouterOutputs<AppRouter>['stories']['byId'];
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function findPanel(story: StoryDetail | undefined, panel: PanelRef): PanelData | undefined {
  return story?.scenes
    .find((scene) => scene._id === panel.sceneId)
    ?.panels.find((item) => item.panelNumber === panel.panelNumber);
}

export function usePanelUpdate(storyId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const storyKey = trpc.stories.byId.queryKey({ id: storyId });
  const mutation = useMutation({ ...trpc.scenes.updatePanel.mutationOptions(), scope: { id: `panels:${storyId}` } });
  const { mutateAsync } = mutation;

  const patchPanel = useCallback(
    (panel: PanelRef, changes: PanelChanges) => {
      queryClient.setQueryData<StoryAnswer>(storyKey, (old) => {
        if (!old) return old;
        const scenes = old.data.scenes.map((scene) =>
          scene._id !== panel.sceneId
            ? scene
            : {
                ...scene,
                panels: scene.panels.map((item) =>
                  item.panelNumber !== panel.panelNumber
                    ? item
                    : {
                        ...item,
                        ...changes,
                        hasImage: Boolean(changes.imageUrl !== undefined ? changes.imageUrl : item.imageUrl),
                      },
                ),
              },
        );
        return { ...old, data: { ...old.data, scenes } };
      });
    },
    [queryClient, storyKey],
  );

  // Saves in flight, and the changes that got no answer (per panel, merged: the latest value of each field wins).
  const inFlight = useRef(0);
  const unsent = useRef(new Map<string, { panel: PanelRef; changes: PanelChanges; kind: 'text' | 'panel' }>());
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const settle = useCallback(
    () => setSaveState(inFlight.current > 0 ? 'saving' : unsent.current.size > 0 ? 'failed' : 'saved'),
    [],
  );

  const readPanel = useCallback(
    (panel: PanelRef) => findPanel(queryClient.getQueryData<StoryAnswer>(storyKey)?.data, panel),
    [queryClient, storyKey],
  );

  /** `kind` picks the failure text: 'Failed to update text: …' for bubbles, 'Failed to update panel: …' otherwise. */
  const updatePanel = useCallback(
    async (
      panel: PanelRef,
      changes: PanelChanges,
      kind: 'text' | 'panel' = changes.textBubbles ? 'text' : 'panel',
    ): Promise<SaveOutcome> => {
      const current = readPanel(panel);
      if (!current) return 'refused';
      const previous = Object.fromEntries(
        Object.keys(changes).map((key) => [key, current[key as keyof PanelChanges]]),
      ) as PanelChanges;
      // A refetch landing now would briefly bring back the old panel.
      void queryClient.cancelQueries({ queryKey: storyKey });
      patchPanel(panel, changes);
      const key = `${panel.sceneId}:${panel.panelNumber}`;
      inFlight.current += 1;
      setSaveState('saving');
      try {
        await mutateAsync({
          sceneId: panel.sceneId,
          panelNumber: panel.panelNumber,
          ...changes,
          textBubbles: changes.textBubbles?.map(bubbleForSave),
        });
        // A new picture may be the story's cover on the home and profile cards.
        if (changes.imageUrl !== undefined || changes.videoUrl !== undefined) {
          void queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() });
        }
        return 'saved';
      } catch (error) {
        const { message, status } = describeError(error, t('editor.media.unknownError'));
        if (status === undefined) {
          // No answer: the change stays on screen and is sent again on Retry or reconnect.
          const waiting = unsent.current.get(key);
          unsent.current.set(key, { panel, changes: { ...waiting?.changes, ...changes }, kind });
          return 'queued';
        }
        patchPanel(panel, previous);
        toast.error(
          t(kind === 'text' ? 'editor.media.textUpdateFailed' : 'editor.media.panelUpdateFailed', { message: message }),
        );
        // Saves queued behind this one were built on the rolled-back state: take the server's word for it.
        void queryClient.invalidateQueries({ queryKey: storyKey });
        return 'refused';
      } finally {
        inFlight.current -= 1;
        settle();
      }
    },
    [mutateAsync, patchPanel, queryClient, readPanel, storyKey, trpc, settle],
  );

  /** Sends every change that got no answer again, each with the panel's latest values. */
  const retrySaves = useCallback(() => {
    const waiting = [...unsent.current.values()];
    unsent.current.clear();
    settle();
    for (const { panel, changes, kind } of waiting) {
      const latest = readPanel(panel);
      if (!latest) continue;
      const current = Object.fromEntries(
        Object.keys(changes).map((field) => [field, latest[field as keyof PanelChanges]]),
      ) as PanelChanges;
      void updatePanel(panel, current, kind);
    }
  }, [readPanel, settle, updatePanel]);

  useEffect(() => onReconnect(retrySaves), [retrySaves]);

  return { updatePanel, patchPanel, readPanel, saveState, retrySaves };
}
