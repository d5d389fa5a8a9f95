// The end of the reader: 'The End', the last like and remix, the story's remixes, and the ways onward.
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../../components/avatar';
import { LikeButton } from '../../../components/like-button';
import { RemixButton } from '../../../components/remix-button';
import type { StoryDetail } from '../../../lib/story-types';
import { displayName, greetingName } from '../../../shared/user-display';
import { StoryRemixes } from './story-remixes';
import { DateTime } from '../../../components/date-time';
import { T, useT } from '../../../lib/i18n-react';

export function StoryClosing({ story }: { story: StoryDetail }) {
  const t = useT();
  const author = story.userId;
  return (
    <footer className="mt-16 space-y-8">
      <section
        aria-labelledby="the-end"
        className="relative overflow-hidden rounded-2xl border-[3px] border-ink bg-sun px-6 py-10 text-center shadow-comic-lg"
      >
        <div
          aria-hidden="true"
          className="halftone absolute inset-0 text-sun-deep/60 [mask-image:radial-gradient(closest-side,transparent,black)]"
        />
        <h2
          id="the-end"
          className="relative text-6xl text-white text-stroke [text-shadow:4px_4px_0_var(--color-ink)] sm:text-7xl"
        >
          {t('reader.theEnd')}
        </h2>
        <p className="relative mt-3 text-xl font-bold">
          <T id="reader.thanks" values={{ title: story.title }} components={{ 0: <bdi /> }} />
        </p>
        <p className="relative mt-1 text-lg">{t('reader.whatDidYouThink')}</p>
        <div className="relative mt-6 flex flex-wrap items-start justify-center gap-4">
          <LikeButton
            target={{ targetType: 'story', id: story._id }}
            initial={story.likeStats}
            label={t('reader.showYourLove')}
            size="large"
          />
          <RemixButton
            target={{ storyId: story._id }}
            title={story.title}
            label={t('reader.makeItYourOwn')}
            size="large"
          />
        </div>
      </section>

      <StoryRemixes storyId={story._id} />

      <nav aria-label={t('reader.moreToExplore')} className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-plain" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑ {t('reader.backToTop')}
        </button>
        <Link to="/" className="btn btn-plain">
          {t('reader.exploreMore')}
        </Link>
        <Link to="/user/$username" params={{ username: author.username }} className="btn btn-plain">
          <T id="reader.moreBy" values={{ name: greetingName(author) }} components={{ 0: <bdi /> }} />
        </Link>
      </nav>

      <section
        aria-label={t('reader.createdBy')}
        className="mx-auto flex max-w-md items-center gap-4 rounded-2xl border-[3px] border-ink bg-white p-4 shadow-comic"
      >
        <Avatar user={author} size="md" />
        <div>
          <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">{t('reader.createdBy')}</p>
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
