// The refresh after anything in a story changes (a scene, a panel, a character, the settings): the story itself and the
// lists and profile that show it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from './trpc';

export function useRefreshStory(storyId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.stories.byId.queryKey({ id: storyId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() });
  }, [queryClient, trpc, storyId]);
}
