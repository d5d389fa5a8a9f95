// The story a text provider is handed, for the offline writer's tests: an empty story, with the fields a test sets.
import type { StoryContext } from '../../worker/ai/types';

export const storyContext = (changes: Partial<StoryContext> = {}): StoryContext => ({
  title: 'My New Story',
  description: '',
  artStyle: '',
  aspectRatio: '3:4',
  tags: [],
  characters: [],
  locations: [],
  previousScenes: [],
  ...changes,
});
