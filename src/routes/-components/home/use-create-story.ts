// Story creation from the home page (spec 01 sections 4 and 9): Play, New Story and the empty state all call this.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/errors';
import { takePendingAction } from '../../../lib/pending-action';
import { useRequireSignIn } from '../../../lib/require-sign-in';
import { toast } from '../../../lib/toast';
import { writePanelCount } from '../../../lib/panel-count';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { DEFAULT_STORY_TITLE } from '../../../shared/stories';
import type { CreateStoryInput } from '../../../shared/validation';

export interface CreateStoryRequest {
  prompt?: string;
  /** The selected tag filter, which the new story inherits. */
  tag?: string | null;
}

export function useCreateStory() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ensureSignedIn = useRequireSignIn();
  const mutation = useMutation({
    mutationFn: async ({ input, skipOnboarding }: { input: CreateStoryInput; skipOnboarding: boolean }) => {
      const result = await client.stories.create.mutate(input);
      if (skipOnboarding) {
        try {
          await client.stories.update.mutate({ id: result.data._id, changes: { onboardingCompleted: true } });
        } catch (error) {
          // The onboarding wizard then shows instead, which works as well.
          console.warn('Could not skip onboarding', error);
        }
      }
      return result;
    },
  });

  /** Resolves true when a story was created (the caller then clears the prompt). */
  const createStory = useCallback(
    async ({ prompt, tag }: CreateStoryRequest): Promise<boolean> => {
      if (!(await ensureSignedIn(prompt ? { kind: 'play', prompt, tag } : { kind: 'create', tag }))) return false;
      try {
        const result = await mutation.mutateAsync({
          input: { title: DEFAULT_STORY_TITLE, description: prompt ?? '', aspectRatio: '3:4', panels: 1, defaultPanels: 1, tags: tag ? [tag] : [] },
          // Play already says what the story is about, so it opens the story page's prompt bar; New Story (no prompt)
          // opens the onboarding wizard.
          skipOnboarding: Boolean(prompt),
        });
        const story = result.data;
        // The chosen default panel count is remembered per story (spec 01 section 4).
        writePanelCount(story._id, story.defaultPanels);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stories.tags.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() }),
        ]);
        void navigate({ to: '/story/$storyId', params: { storyId: story._id } });
        return true;
      } catch (error) {
        toast.error(describeError(error, 'Failed to create story').message);
        return false;
      }
    },
    [ensureSignedIn, mutation, queryClient, trpc, navigate],
  );

  // Back from signing in: Play's prompt (or New Story) that sent the visitor there becomes its story now.
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) return;
    const pending = takePendingAction('play') ?? takePendingAction('create');
    if (pending) void createStory({ prompt: pending.kind === 'play' ? pending.prompt : undefined, tag: pending.tag });
  }, [isAuthenticated, createStory]);

  return { createStory, isCreating: mutation.isPending };
}
