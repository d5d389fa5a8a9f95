// Scene generation from the prompt bar and suggestions: generate, then either done at once
// ('completed': refresh, sound, new-entities notice) or poll the scene's status every 3 s until its pictures are in.
import { t } from '../../../lib/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { aiErrorInfo, sceneGenerationNotice } from '../../../lib/ai-errors';
import {
  SCENE_POLL_MS,
  completedProblem,
  panelProgress,
  runOutcome,
  runProblem,
  runView,
  startSceneRun,
  type PollOutcome,
  type ScenePoll,
} from '../../../lib/scene-status';
import { isOnline } from '../../../lib/online';
import { playSound } from '../../../lib/sound';
import type { StoryDetail } from '../../../lib/story-types';
import { useRefreshStory } from '../../../lib/story-refresh';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { sceneElementId } from '../story-kit/scene-block';
import { canStream, followStatusStream, pollStatus } from '../../../lib/status-stream';

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

/**
 * Follows a generating scene's status live: its stream of server-sent events (each answer as it changes, each panel
 * as it lands, then `done`), or, when the stream cannot be had, polls honouring the answer's Retry-After (3 s without
 * one), at most 40 answers per run, stopping once every panel has a picture or an error, on an error, or on a failed
 * poll. Every observer of the same scene shares the one query (the stream's answers land in it as a poll's would);
 * each counts its own run from when it was enabled, so a regeneration (same scene id) starts again from zero.
 */
export function useSceneStatus(sceneId: string | null, enabled: boolean, onPanel?: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.ai.sceneStatus.queryOptions({ id: sceneId ?? '' });
  const active = enabled && Boolean(sceneId);
  const runKey = active ? sceneId : null;
  const startRun = () => ({ key: runKey, ...startSceneRun(queryClient.getQueryState(options.queryKey)) });
  const [run, setRun] = useState(startRun);
  if (run.key !== runKey) setRun(startRun());
  // The run whose stream failed polls instead; the next run tries the stream again.
  const [streamFailed, setStreamFailed] = useState<string | null>(null);
  if (streamFailed !== null && streamFailed !== runKey) setStreamFailed(null);
  const streaming = active && canStream() && streamFailed !== runKey;
  const url = `/api/ai/scene-status/${encodeURIComponent(sceneId ?? '')}`;
  const pace = useRef(SCENE_POLL_MS);
  const queryKey = options.queryKey;
  const answered = useEffectEvent((answer: unknown) => queryClient.setQueryData(queryKey, answer as never));
  const landed = useEffectEvent(() => onPanel?.());
  // One stream per run: the query key is the scene's, so `url` stands for it.
  useEffect(() => {
    if (!streaming || !runKey) return;
    return followStatusStream<unknown>(url, {
      answer: (answer) => answered(answer),
      panel: () => landed(),
      failed: () => setStreamFailed(runKey),
    });
  }, [streaming, runKey, url]);
  useQuery({
    ...options,
    queryFn: () => pollStatus<never>(url, pace),
    enabled: active && !streaming,
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
    refetchOnReconnect: false,
    // The run is read from the query's state below, not from this result, so every change must re-render.
    notifyOnChangeProps: 'all',
    refetchInterval: (current) => (runOutcome(current.state, run) === 'waiting' ? pace.current : false),
  });
  const state = queryClient.getQueryState(options.queryKey);
  const { poll, attempts } = runView(state, run);
  const outcome: PollOutcome | 'error' = active && run.key === runKey ? runOutcome(state, run) : 'waiting';
  return { poll, outcome, progress: poll?.progress ?? 0, attempts };
}

/** The regeneration's success toast, shown once its pictures are in. */
export const REGENERATED = 'editor.editScene.regenerated';

/**
 * Follows a scene shown as 'generating' (after a reload), or a regeneration started from its Edit Scene dialog
 * (`followed`), until it settles, then refreshes the story. A followed regeneration also gets its outcome toast.
 */
export function useGeneratingScene(
  storyId: string,
  scene: { _id: string; status: string },
  followed = false,
  onFollowed?: () => void,
) {
  const generating = scene.status === 'generating' || followed;
  const refresh = useRefreshStory(storyId);
  const status = useSceneStatus(scene._id, generating, () => void refresh());
  const settled = status.outcome !== 'waiting';
  const reportFollowed = useEffectEvent(() => {
    const problem = runProblem(status.outcome, status.poll);
    if (problem) toast.error(problem);
    else toast.success(t(REGENERATED), 'newScene');
    onFollowed?.();
  });
  useEffect(() => {
    if (!generating || !settled) return;
    void refresh();
    if (followed) reportFollowed();
  }, [generating, settled, followed, refresh]);
  return { generating: generating && !settled, progress: status.progress };
}

function scrollToScene(sceneNumber: number) {
  // After React has drawn the new scene card.
  setTimeout(
    () => document.getElementById(sceneElementId(sceneNumber))?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    150,
  );
}

export function useSceneGeneration(story: Pick<StoryDetail, '_id'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshStory(story._id);
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  const [tracked, setTracked] = useState<{
    sceneId: string;
    sceneNumber: number;
    world: WorldNotice;
    panels: ScenePoll['scene']['panels'];
  } | null>(null);
  const [requested, setRequested] = useState(1);
  const [notice, setNotice] = useState<WorldNotice | null>(null);
  const { mutateAsync } = useMutation(trpc.ai.generateScene.mutationOptions());
  // Each panel's picture shows in its scene as it lands.
  const status = useSceneStatus(tracked?.sceneId ?? null, phase === 'images', () => void refresh());
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
    const problem = runProblem(status.outcome, status.poll);
    // finish() sets state only after awaiting the story's refresh, never during the effect itself.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void finish(tracked.sceneNumber, tracked.world, problem);
  }, [phase, tracked, status.outcome, status.poll, finish]);

  /** Resolves true when the scene was created (the prompt can be cleared). */
  const generate = useCallback(
    async (prompt: string, maxPanels: number): Promise<boolean> => {
      if (busy.current) return false;
      // Offline: say so at once rather than run the progress timer against a request that cannot leave.
      if (!isOnline()) {
        toast.error(t('editor.msg.offline'));
        return false;
      }
      busy.current = true;
      setRequested(maxPanels);
      setPhase('scene');
      try {
        const { data } = await mutateAsync({ storyId: story._id, prompt, generateImages: true, maxPanels });
        const world: WorldNotice = { characters: data.newCharacters, locations: data.newLocations };
        if (data.scene.status === 'completed') {
          await finish(data.scene.sceneNumber, world, completedProblem(data.scene.panels));
        } else {
          await refresh();
          setTracked({
            sceneId: data.scene._id,
            sceneNumber: data.scene.sceneNumber,
            world,
            panels: data.scene.panels,
          });
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

  const panels = panelProgress(phase, requested, status.poll?.scene.panels ?? tracked?.panels);
  return { phase, progress: status.progress, panels, generate, notice, dismissNotice: () => setNotice(null) };
}
