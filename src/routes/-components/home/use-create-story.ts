// Story creation from the home page (spec 01 section 4). The stories API lands in the next issue; until then
// every entry point (Play, New Story, the empty state) calls this one hook, which only announces it.
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';

export interface CreateStoryRequest {
  prompt?: string;
  /** The selected tag filter, which the new story inherits. */
  tag?: string | null;
}

export function useCreateStory() {
  const [isCreating, setIsCreating] = useState(false);

  /** Resolves true when a story was created (the caller then clears the prompt). */
  const createStory = useCallback(async (_request: CreateStoryRequest): Promise<boolean> => {
    setIsCreating(true);
    try {
      toast.info('Story creation is coming soon', 'notice');
      return false;
    } finally {
      setIsCreating(false);
    }
  }, []);

  return { createStory, isCreating };
}
