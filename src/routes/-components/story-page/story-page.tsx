// The story page (/story/{id}): until the editor arrives, the owner's read-only view of their story.
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FullPageLoading } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { SceneBlock } from '../reader/scene-block';
import { OriginLine } from '../reader/story-header';
import { StoryLoadError, StoryLoading } from '../reader/story-states';
import { useStory } from '../reader/use-story';

export function StoryPage({ storyId, sceneNumber }: { storyId: string; sceneNumber?: number }) {
  const auth = useAuth();
  const query = useStory(storyId);
  const story = query.data?.data;
  usePageTitle(story ? `Edit ${story.title}` : 'Story');
  const ready = Boolean(story);

  useEffect(() => {
    if (!ready || sceneNumber === undefined) return;
    // After the router's own scroll-to-top on navigation (and the panels' first layout).
    const timer = setTimeout(() => document.getElementById(`scene-${sceneNumber}`)?.scrollIntoView({ block: 'start' }), 120);
    return () => clearTimeout(timer);
  }, [ready, sceneNumber]);

  // The guard decides once the session is known; signed out, its redirect is already on the way.
  if (auth.isLoading || !auth.isAuthenticated) return <FullPageLoading />;
  if (query.isPending) return <StoryLoading />;
  if (query.isError || !story) return <StoryLoadError message={describeError(query.error, 'Story not found').message} />;
  const scenes = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 pb-24 sm:px-6 sm:py-12">
      <header className="rounded-2xl border-[3px] border-ink bg-white p-5 shadow-comic-lg sm:p-8">
        <p className="inline-block -rotate-1 rounded-lg border-[3px] border-ink bg-sun px-3 py-0.5 text-sm font-bold tracking-wide uppercase shadow-comic-sm">
          Your story
        </p>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-5xl leading-[0.95] text-ink sm:text-6xl">{story.title}</h1>
          {scenes.length > 0 && (
            <Link to="/story/$storyId/read" params={{ storyId }} className="btn btn-primary">
              Read Story
            </Link>
          )}
        </div>
        <OriginLine story={story} />
        {story.description && <p className="mt-3 max-w-3xl text-lg text-ink-soft">{story.description}</p>}
        <p role="note" className="mt-5 rounded-xl border-2 border-dashed border-ink/40 bg-sky-soft px-4 py-3 font-bold">
          ✏️ Editing tools are coming soon — for now you can read your story here and share the reader link.
        </p>
      </header>
      {scenes.length === 0 ? (
        <p className="mt-10 rounded-2xl border-[3px] border-dashed border-ink/40 bg-white/70 px-6 py-12 text-center text-lg text-ink-soft">
          This story doesn't have any scenes yet.
        </p>
      ) : (
        <div className="mt-12 space-y-14">
          {scenes.map((scene) => (
            <SceneBlock key={scene._id} scene={scene} storyId={story._id} storyTitle={story.title} aspectRatio={story.aspectRatio} actions={false} />
          ))}
        </div>
      )}
    </div>
  );
}
