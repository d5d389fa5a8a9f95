// 'Create Your Story': a generated title when the story still has the default one, the opening scene, then its status
// (streamed, or polled at the server's pace for at most 40 polls' time) until the first panel has its picture;
// onboarding is then marked complete on the story, a sound plays and the wizard hands over.
import { useState } from 'react';
import { aiErrorInfo, sceneGenerationNotice } from '../../../lib/ai-errors';
import { creationPollDone, shouldGenerateTitle, type CreationPhase, type SceneProgress } from '../../../lib/onboarding';
import { WIZARD_POLL_MAX, WIZARD_POLL_MS } from '../../../shared/onboarding';

import { sliceGraphemes } from '../../../shared/text';
import { playSound } from '../../../lib/sound';
import type { StoryDetail } from '../../../lib/story-types';
import { followJob } from '../../../lib/status-stream';
import { toast } from '../../../lib/toast';
import { useTRPCClient } from '../../../lib/trpc';
import { useRefreshStory } from '../../../lib/story-refresh';
import { useAlive } from '../use-alive';
import { t } from '../../../lib/i18n';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long 'Ready!' shows before the story page takes over. */
const READY_PAUSE_MS = 700;

export function useStoryCreation(
  story: Pick<StoryDetail, '_id' | 'title' | 'description' | 'defaultPanels'>,
  onComplete: () => void,
) {
  const client = useTRPCClient();
  const refresh = useRefreshStory(story._id);
  const [phase, setPhase] = useState<CreationPhase>('idle');
  const alive = useAlive();

  const step = (next: CreationPhase) => alive.current && setPhase(next);

  async function nameStory(description: string) {
    if (!shouldGenerateTitle(story.title, description)) return;
    try {
      const { title } = await client.ai.generateTitle.mutate({
        description: sliceGraphemes(description.trim(), 1000),
        context: { storyId: story._id },
      });
      if (title.trim())
        await client.stories.update.mutate({ id: story._id, changes: { title: sliceGraphemes(title.trim(), 200) } });
    } catch (error) {
      // A missing title is no reason to stop: the author can rename the story in its settings.
      console.warn('Title generation failed', error);
    }
  }

  /**
   * Follows the scene's status (its event stream, or polls at the server's pace) until the first panel has a picture,
   * the scene failed, or 40 polls' worth of time; the last answer, if any.
   */
  async function waitForFirstPanel(sceneId: string): Promise<SceneProgress | undefined> {
    let last: SceneProgress | undefined;
    try {
      await followJob<{ data: SceneProgress }>(`/api/ai/scene-status/${encodeURIComponent(sceneId)}`, {
        over: (answer) => {
          last = answer.data;
          const done = creationPollDone(last, 0);
          if (!done) step('waiting-for-panel-images');
          return done;
        },
        pollMs: WIZARD_POLL_MS,
        timeoutMs: WIZARD_POLL_MAX * WIZARD_POLL_MS,
        alive: () => alive.current,
      });
    } catch {
      // A failed status read ends the wait: the last answer stands.
    }
    return last;
  }

  async function create(prompt: string, description: string): Promise<boolean> {
    if (phase !== 'idle') return false;
    step('processing');
    await nameStory(description);
    step('creating-scene');
    let sceneId: string;
    let completed: boolean;
    try {
      const { data } = await client.ai.generateScene.mutate({
        storyId: story._id,
        prompt: prompt.trim(),
        generateImages: true,
        maxPanels: story.defaultPanels || 3,
      });
      sceneId = data.scene._id;
      completed = data.scene.status === 'completed';
    } catch (error) {
      const notice = sceneGenerationNotice(aiErrorInfo(error));
      toast.error(notice.message, 'error', { durationMs: notice.durationMs });
      step('idle');
      await refresh();
      return false;
    }
    if (!completed) {
      step('generating-images');
      const last = await waitForFirstPanel(sceneId);
      if (!alive.current) return true;
      // A failed scene is reported, but it exists: the story page offers a retry on its panels.
      if (last?.hasError || last?.scene.status === 'failed')
        toast.error(last.errorMessage || t('editor.msg.imagesFailed'));
    }
    try {
      await client.stories.update.mutate({ id: story._id, changes: { onboardingCompleted: true } });
    } catch (error) {
      console.warn('Could not record onboarding as complete', error);
    }
    await refresh();
    step('complete');
    playSound('newScene');
    await sleep(READY_PAUSE_MS);
    if (alive.current) onComplete();
    return true;
  }

  return { phase, create, busy: phase !== 'idle' };
}
