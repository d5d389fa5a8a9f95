// Loading one story for the reader and the story page, and the reader's one 'read' record per visit.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../../lib/trpc';

export function useStory(storyId: string) {
  const trpc = useTRPC();
  // A story the visitor may not read is answered as such at once, not asked for again on mount: a page the server
  // rendered said so already, and the browser's first render must say the same.
  return useQuery(trpc.stories.byId.queryOptions({ id: storyId }, { retryOnMount: false }));
}

/** After a successful fetch, records the read once per story shown. */
export function useRecordRead(storyId: string, loaded: boolean) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.stories.recordRead.mutationOptions());
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || recorded.current === storyId) return;
    recorded.current = storyId;
    mutate({ id: storyId }, { onError: (error) => console.warn('Read tracking failed', error) });
  }, [storyId, loaded, mutate]);
}
