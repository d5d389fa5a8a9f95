// The reader: the story's header, its scenes in order, and the closing block; a draft says it is
// private (only its owner and the admin reach it).
import { startTransition, useEffect, useState } from 'react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { NotFoundContent } from '../../components/not-found';
import { useAuth } from '../../lib/auth';
import { describeError } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { PanelViewer } from '../-components/story-kit/panel-viewer';
import { SceneBlock, sortedPanels } from '../-components/story-kit/scene-block';
import { StoryClosing } from '../-components/story-kit/story-closing';
import { StoryHeader } from '../-components/story-kit/story-header';
import { NoScenes, StoryLoadError, StoryLoading } from '../-components/story-kit/story-states';
import { loadStory } from '../-components/story-kit/load-story';
import { useRecordRead, useStory } from '../-components/story-kit/use-story';
import { useT } from '../../lib/i18n-react';
import { loadArea } from '../../lib/i18n';
import { LineIcon } from '../../components/icons';

export const Route = createFileRoute('/_shell/story/$storyId/read')({
  // The reader's words (its own catalogue area) arrive with the story.
  loader: async ({ context, params }) => {
    await Promise.all([loadStory(context, params.storyId), loadArea('reader')]);
  },
  pendingComponent: StoryLoading,
  component: ReaderPage,
});

/**
 * How many of the story's scenes to draw: the first at once, the rest in a transition after the first paint, so a phone
 * shows the top of the story without first building every scene below it in the same task.
 */
function useScenesShown(total: number): number {
  // A link to a place in the story (`#scene-3`) is scrolled to once every scene is drawn (useScrollToSceneLink): the
  // first render is the one the server drew, which never sees the address's fragment.
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= 1) return;
    const task = setTimeout(() => startTransition(() => setAll(true)));
    return () => clearTimeout(task);
  }, [all, total]);
  return all ? total : Math.min(total, 1);
}

/**
 * A link to a scene (`#scene-3`, where /story/{id}/scene/3 sends readers) lands on it once every scene is drawn: after
 * the router's own scroll to the top, whoever the viewer is.
 */
function useScrollToSceneLink(drawn: boolean) {
  useEffect(() => {
    if (!drawn || !/^#scene-\d+$/.test(location.hash)) return;
    const target = location.hash.slice(1);
    const timer = setTimeout(() => document.getElementById(target)?.scrollIntoView({ block: 'start' }), 120);
    return () => clearTimeout(timer);
  }, [drawn]);
}

function ReaderPage() {
  const { storyId } = Route.useParams();
  const { user } = useAuth();
  const t = useT();
  const query = useStory(storyId);
  const story = query.data?.data;
  useRecordRead(storyId, query.isSuccess);
  usePageTitle(story?.title ?? t('reader.pageTitle'));
  const shown = useScenesShown(story?.scenes.length ?? 0);
  // The guided view's place in the story's panels (null: closed).
  const [viewing, setViewing] = useState<number | null>(null);
  useScrollToSceneLink(shown > 1 || (story?.scenes.length ?? 0) === 1);

  if (query.isPending) return <StoryLoading />;
  // Unknown or private: the server rendered this same Page Not Found and answered it 404.
  if (query.isError && describeError(query.error, '').status === 404) return <NotFoundContent />;
  if (query.isError) return <StoryLoadError message={describeError(query.error, t('reader.loadFailed')).message} />;
  if (!story) return <NoScenes storyId={storyId} isOwner={false} />;
  // Only the owner gets the edit links here.
  const isOwner = Boolean(user && user._id === story.userId._id);
  const scenes = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber);
  if (scenes.length === 0) return <NoScenes storyId={storyId} isOwner={isOwner} />;
  const guided = scenes.flatMap((scene) => sortedPanels(scene).map((panel) => ({ scene, panel })));

  return (
    <article className="mx-auto max-w-5xl px-4 pt-4 pb-28 sm:px-6 sm:py-12">
      {story.status !== 'published' && (
        // Only the owner (or the admin) can open a draft: readers meet it once it is published.
        <p
          role="note"
          data-testid="draft-notice"
          className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border-[3px] border-ink bg-sun px-4 py-2.5 font-bold shadow-comic-sm"
        >
          <span>🔒 {t('reader.draftNotice')}</span>
          {isOwner && (
            <Link to="/story/$storyId" params={{ storyId }} className="link">
              {t('reader.publishFromEditor')}
            </Link>
          )}
        </p>
      )}
      <StoryHeader story={story} />
      <div className="mt-6 space-y-12 sm:mt-12 sm:space-y-14">
        {scenes.slice(0, shown).map((scene, index) => (
          <SceneBlock
            key={scene._id}
            first={index === 0}
            scene={scene}
            storyId={story._id}
            storyTitle={story.title}
            aspectRatio={story.aspectRatio}
            direction={story.readingDirection}
            onOpenPanel={(panelId) => setViewing(guided.findIndex((item) => item.panel._id === panelId))}
          />
        ))}
      </div>
      <StoryClosing story={story} />
      {viewing !== null && viewing >= 0 && (
        <PanelViewer
          panels={guided}
          index={viewing}
          aspectRatio={story.aspectRatio}
          direction={story.readingDirection}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
      {isOwner && (
        <Link
          to="/story/$storyId"
          params={{ storyId }}
          className="btn btn-primary fixed end-4 bottom-5 z-30 rounded-full px-5 py-3 text-lg sm:end-8 sm:bottom-8"
        >
          <LineIcon className="size-5" viewBox="0 0 20 20" strokeLinecap="butt">
            <path d="M13.5 3.5 16.5 6.5 7 16H4v-3l9.5-9.5Z" />
          </LineIcon>
          {t('reader.editStory')}
        </Link>
      )}
    </article>
  );
}
