// 'Generate From Your Story': extract characters and locations from the description
// (idle → extracting), then re-read the story every 3 s, at most 40 times, until each new one has its picture
// (generating-images → complete).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  entitiesWithoutImages,
  entityPollDone,
  extractionErrorInfo,
  extractionNotice,
  type ExtractionPhase,
} from '../../../lib/onboarding';
import { WIZARD_POLL_MS } from '../../../shared/onboarding';
import { playSound } from '../../../lib/sound';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { useRefreshStory } from '../../../lib/story-refresh';
import { t } from '../../../lib/i18n';

export function useEntityExtraction(story: Pick<StoryDetail, '_id'>) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshStory(story._id);
  const [phase, setPhase] = useState<ExtractionPhase>('idle');
  const [created, setCreated] = useState<{ characters: number; locations: number } | null>(null);
  const waitingFor = useRef<string[]>([]);
  const polls = useRef(0);

  const polling = phase === 'generating-images';
  const query = useQuery({
    ...trpc.stories.byId.queryOptions({ id: story._id }),
    refetchInterval: polling ? WIZARD_POLL_MS : false,
  });
  const updatedAt = query.dataUpdatedAt;

  // Each fresh read of the story while pictures are drawn is one poll: one check per answer, not per render.
  const checkAnswer = useEffectEvent(() => {
    if (!query.data) return;
    polls.current += 1;
    const missing = entitiesWithoutImages(query.data.data, waitingFor.current).length;
    if (entityPollDone(missing, polls.current)) {
      setPhase('complete');
      playSound('newEntity');
    }
  });
  useEffect(() => {
    if (polling) checkAnswer();
  }, [polling, updatedAt]);

  async function extract(description: string) {
    if (phase === 'extracting' || phase === 'generating-images') return;
    if (!description.trim()) {
      toast.error(t('editor.msg.entitiesNeedDescription'));
      return;
    }
    setPhase('extracting');
    try {
      const result = await client.ai.extractEntities.mutate({ storyId: story._id, description: description.trim() });
      const ids = [...result.newCharacters, ...result.newLocations]
        .filter((entity) => !entity.primaryImageUrl)
        .map((entity) => entity._id);
      setCreated({ characters: result.newCharacters.length, locations: result.newLocations.length });
      await refresh();
      waitingFor.current = ids;
      polls.current = 0;
      if (ids.length) setPhase('generating-images');
      else {
        setPhase('complete');
        if (result.newCharacters.length || result.newLocations.length) playSound('newEntity');
      }
    } catch (error) {
      const notice = extractionNotice(extractionErrorInfo(error));
      toast.error(notice.message, 'error', { durationMs: notice.durationMs });
      setPhase('idle');
    }
  }

  return { phase, created, extract, busy: phase === 'extracting' || phase === 'generating-images' };
}
