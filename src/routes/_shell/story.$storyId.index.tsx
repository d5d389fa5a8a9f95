// /story/{storyId}: the story page, for its owner or the administrator.
import { createFileRoute } from '@tanstack/react-router';
import { guardStoryEditing, loadStoryEditor } from '../-components/story-page/edit-guard';
import { StoryPage } from '../-components/story-page/story-page';
import { StoryPageSkeleton } from '../-components/story-page/story-page-skeleton';

export const Route = createFileRoute('/_shell/story/$storyId/')({
  beforeLoad: ({ context, location, params }) => guardStoryEditing({ context, location, storyId: params.storyId }),
  loader: ({ context, params }) => loadStoryEditor(context, params.storyId),
  pendingComponent: StoryPageSkeleton,
  component: function StoryEditRoute() {
    const { storyId } = Route.useParams();
    return <StoryPage storyId={storyId} />;
  },
});
