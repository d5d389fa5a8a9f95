// /story/{storyId}/scene/{sceneNumber}: the same story page, scrolled to that scene; readers go to that scene in the reader.
import { createFileRoute } from '@tanstack/react-router';
import { guardSceneLink, loadStoryEditor } from '../-components/story-page/edit-guard';
import { StoryPage } from '../-components/story-page/story-page';
import { StoryPageSkeleton } from '../-components/story-page/story-page-skeleton';

export const Route = createFileRoute('/_shell/story/$storyId/scene/$sceneNumber')({
  beforeLoad: ({ context, location, params }) =>
    guardSceneLink({ context, location, storyId: params.storyId, sceneNumber: params.sceneNumber }),
  loader: ({ context, params }) => loadStoryEditor(context, params.storyId),
  pendingComponent: StoryPageSkeleton,
  component: function StorySceneRoute() {
    const { storyId, sceneNumber } = Route.useParams();
    const number = Number(sceneNumber);
    return <StoryPage storyId={storyId} sceneNumber={Number.isInteger(number) && number > 0 ? number : undefined} />;
  },
});
