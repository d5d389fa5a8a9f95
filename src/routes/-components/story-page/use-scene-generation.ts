// Scene generation from the prompt bar and suggestions (spec 02 section 4): generate, then either done at once
// ('completed': refresh, sound, new-entities notice) or poll the scene's status every 3 s until its pictures are in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aiErrorInfo, sceneGenerationNotice } from '../../../lib/ai-errors';
import { SCENE_POLL_MS, outcomeMessage, pollOutcome, type PollOutcome } from '../../../lib/scene-status';
import { playSound } from '../../../lib/sound';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { sceneElementId } from '../reader/scene-block';

export type GenerationPhase = 'idle' | 'scene' | 'images';

export interface NewEntity {
  _id: string;
  name: string;
  title?: string;
  description?: string;
  primaryImageUrl?: string;
}

export interface WorldNotice {
  characters: NewEntity[];
  locations: NewEntity[];
}

/** The refresh after a scene changes: the story (scenes, characters, locations) and what lists it. */
export function useRefreshStory(storyId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.stories.byId.queryKey({ id: storyId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() });
  }, [queryClient, trpc, storyId]);
}

/**
 * Polls a generating scene's status every 3 s, at most 40 times, stopping once every panel has a picture or an error,
 * on an error, or on a failed poll. Every observer of the same scene shares the one query.
 */
export function useSceneStatus(sceneId: string | null, enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.ai.sceneStatus.queryOptions({ id: sceneId ?? '' });
  const query = useQuery({
    ...options,
    enabled: enabled && Boolean(sceneId),
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
    refetchOnReconnect: false,
    refetchInterval: (current) => {
      if (current.state.status === 'error') return false;
      return pollOutcome(current.state.data?.data, current.state.dataUpdateCount) === 'waiting' ? SCENE_POLL_MS : false;
    },
  });
  const poll = query.data?.data;
  const attempts = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const outcome: PollOutcome | 'error' = !enabled || !sceneId ? 'waiting' : query.isError ? 'error' : pollOutcome(poll, attempts);
  return { poll, outcome, progress: poll?.progress ?? 0, attempts };
}

/** Follows a scene shown as 'generating' (after a reload, or a regeneration) until it settles, then refreshes the story. */
export function useGeneratingScene(storyId: string, scene: { _id: string; status: string }) {
  const generating = scene.status === 'generating';
  const status = useSceneStatus(scene._id, generating);
  const refresh = useRefreshStory(storyId);
  const settled = status.outcome !== 'waiting';
  useEffect(() => {
    if (generating && settled) void refresh();
  }, [generating, settled, refresh]);
  return { generating: generating && !settled, progress: status.progress };
}

function scrollToScene(sceneNumber: number) {
  // After React has drawn the new scene card.
  setTimeout(() => document.getElementById(sceneElementId(sceneNumber))?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 150);
}

export function useSceneGeneration(story: Pick<StoryDetail, '_id'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshStory(story._id);
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [tracked, setTracked] = useState<{ sceneId: string; sceneNumber: number; world: WorldNotice } | null>(null);
  const [notice, setNotice] = useState<WorldNotice | null>(null);
  const { mutateAsync } = useMutation(trpc.ai.generateScene.mutationOptions());
  const status = useSceneStatus(tracked?.sceneId ?? null, phase === 'images');
  const busy = useRef(false);

  const finish = useCallback(
    async (sceneNumber: number, world: WorldNotice, problem: string) => {
      await refresh();
      void queryClient.invalidateQueries({ queryKey: [['ai', 'sceneSuggestions']] });
      setPhase('idle');
      setTracked(null);
      busy.current = false;
      if (problem) toast.error(problem);
      else playSound('newScene');
      scrollToScene(sceneNumber);
      if (world.characters.length || world.locations.length) setNotice(world);
    },
    [refresh, queryClient],
  );

  // A polled scene settled.
  useEffect(() => {
    if (phase !== 'images' || !tracked || status.outcome === 'waiting') return;
    const problem = status.outcome === 'error' ? 'Scene generation failed during image creation' : outcomeMessage(status.outcome, status.poll);
    void finish(tracked.sceneNumber, tracked.world, problem);
  }, [phase, tracked, status.outcome, status.poll, finish]);

  /** Resolves true when the scene was created (the prompt can be cleared). */
  const generate = useCallback(
    async (prompt: string, maxPanels: number): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPhase('scene');
      try {
        const { data } = await mutateAsync({ storyId: story._id, prompt, generateImages: true, maxPanels });
        const world: WorldNotice = { characters: data.newCharacters, locations: data.newLocations };
        if (data.scene.status === 'completed') {
          const failed = data.scene.panels.filter((panel) => !panel.imageUrl).length;
          const problem = failed ? `Scene completed but ${failed} of ${data.scene.panels.length} panel images failed` : '';
          await finish(data.scene.sceneNumber, world, problem);
        } else {
          await refresh();
          setTracked({ sceneId: data.scene._id, sceneNumber: data.scene.sceneNumber, world });
          setPhase('images');
        }
        return true;
      } catch (error) {
        const notice = sceneGenerationNotice(aiErrorInfo(error));
        toast.error(notice.message, 'error', { durationMs: notice.durationMs });
        setPhase('idle');
        busy.current = false;
        return false;
      }
    },
    [mutateAsync, story._id, finish, refresh],
  );

  return { phase, progress: status.progress, generate, notice, dismissNotice: () => setNotice(null) };
}
