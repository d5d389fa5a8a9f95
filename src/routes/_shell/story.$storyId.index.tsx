// /story/{storyId}: the story page, for its owner or the administrator.
import { createFileRoute } from '@tanstack/react-router';
import { guardStoryEditing } from '../-components/story-page/edit-guard';
import { StoryPage } from '../-components/story-page/story-page';
import { StoryPageSkeleton } from '../-components/story-page/story-page-skeleton';
import { loadStory } from '../-components/story-kit/load-story';
import { loadArea } from '../../lib/i18n';

export const Route = createFileRoute('/_shell/story/$storyId/')({
  beforeLoad: ({ context, location, params }) => guardStoryEditing({ context, location, storyId: params.storyId }),
  // The editor's messages come with its code (docs/i18n.md).
  loader: async ({ context, params }) => {
    await Promise.all([
      loadStory(context, params.storyId),
      loadArea('editor'),
      loadArea('reader'),
      loadArea('refusals'),
    ]);
  },
  pendingComponent: StoryPageSkeleton,
  component: function StoryEditRoute() {
    const { storyId } = Route.useParams();
    return <StoryPage storyId={storyId} />;
  },
});
