// Story creation from the home page: Play, New Story and the empty state all call this.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/errors';
import { takePendingAction } from '../../../lib/pending-action';
import { useRequireSignIn } from '../../../lib/require-sign-in';
import { toast } from '../../../lib/toast';
import { queueFirstScene } from '../../../lib/first-scene';
import { writePanelCount } from '../../../lib/panel-count';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { defaultStoryTitle } from '../../../shared/stories';
import { uiLocale } from '../../../lib/i18n';
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
    mutationFn: (input: CreateStoryInput) => client.stories.create.mutate(input),
  });

  /** Resolves true when a story was created (the caller then clears the prompt). */
  const createStory = useCallback(
    async ({ prompt, tag }: CreateStoryRequest): Promise<boolean> => {
      if (!(await ensureSignedIn(prompt ? { kind: 'play', prompt, tag } : { kind: 'create', tag }))) return false;
      try {
        // Play says what the story is about: the wizard is skipped and the prompt becomes the first scene at once.
        // New Story (no prompt) opens the onboarding wizard. Both take the author's untouched empty draft, if any.
        const result = await mutation.mutateAsync({
          // In the interface's language: the author sees it in the editor and the wizard until a title replaces it.
          title: defaultStoryTitle(uiLocale()),
          description: prompt ?? '',
          aspectRatio: '3:4',
          panels: 1,
          defaultPanels: 1,
          tags: tag ? [tag] : [],
          onboardingCompleted: Boolean(prompt),
          reuseDraft: true,
        });
        const story = result.data;
        // The chosen default panel count is remembered per story.
        writePanelCount(story._id, story.defaultPanels);
        if (prompt) queueFirstScene(story._id, prompt);
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
