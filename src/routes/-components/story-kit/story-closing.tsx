// The end of the reader (spec 01 section 2): 'The End', the last like and remix, the story's remixes, and the ways onward.
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/avatar';
import { LikeButton } from '../../../components/like-button';
import { RemixButton } from '../../../components/remix-button';
import type { StoryDetail } from '../../../lib/story-types';
import { displayName, greetingName } from '../../../shared/user-display';
import { StoryRemixes } from './story-remixes';
import { DateTime } from '../../../components/date-time';

export function StoryClosing({ story }: { story: StoryDetail }) {
  const author = story.userId;
  return (
    <footer className="mt-16 space-y-8">
      <section aria-labelledby="the-end" className="relative overflow-hidden rounded-2xl border-[3px] border-ink bg-sun px-6 py-10 text-center shadow-comic-lg">
        <div aria-hidden="true" className="halftone absolute inset-0 text-sun-deep/60 [mask-image:radial-gradient(closest-side,transparent,black)]" />
        <h2 id="the-end" className="relative text-6xl text-white text-stroke [text-shadow:4px_4px_0_var(--color-ink)] sm:text-7xl">
          The End
        </h2>
        <p className="relative mt-3 text-xl font-bold">Thanks for reading "<bdi>{story.title}</bdi>"!</p>
        <p className="relative mt-1 text-lg">What did you think of this story?</p>
        <div className="relative mt-6 flex flex-wrap items-start justify-center gap-4">
          <LikeButton target={{ targetType: 'story', id: story._id }} initial={story.likeStats} label="Show your love" size="large" />
          <RemixButton target={{ storyId: story._id }} label="Make it your own" size="large" />
        </div>
      </section>

      <StoryRemixes storyId={story._id} />

      <nav aria-label="More to explore" className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-plain" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑ Back to Top
        </button>
        <Link to="/" className="btn btn-plain">
          Explore More Stories
        </Link>
        <Link to="/user/$username" params={{ username: author.username }} className="btn btn-plain">
          More by <bdi>{greetingName(author)}</bdi>
        </Link>
      </nav>

      <section aria-label="Story created by" className="mx-auto flex max-w-md items-center gap-4 rounded-2xl border-[3px] border-ink bg-white p-4 shadow-comic">
        <Avatar user={author} size="md" />
        <div>
          <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">Story created by</p>
          <Link to="/user/$username" params={{ username: author.username }} dir="auto" className="link text-lg">
            {displayName(author)}
          </Link>
          <p className="text-sm text-ink-soft">
            <DateTime iso={story.createdAt} long />
          </p>
        </div>
      </section>
    </footer>
  );
}
