// The reader's header: title, truncated description, like, remix, share and download, remix origin and byline.
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { LikeButton } from '../../../components/like-button';
import { DownloadMenu } from '../../../components/download-menu';
import { RemixButton } from '../../../components/remix-button';
import { ShareButton } from '../../../components/share-button';
import type { StoryDetail } from '../../../lib/story-types';
import { displayName } from '../../../shared/user-display';
import { shortDescription } from '../../../lib/format';
import { DateTime } from '../../../components/date-time';
import { T, useT } from '../../../lib/i18n-react';

export function StoryHeader({ story }: { story: StoryDetail }) {
  const t = useT();
  return (
    <HeaderFrame halftone="text-sun-deep/50">
      <h1 dir="auto" className="relative text-[2.4rem] leading-[0.95] text-ink sm:text-6xl">
        {story.title}
      </h1>
      <OriginLine story={story} />
      {story.description && <Description text={story.description} />}
      {/* On a phone the story's actions are one compact bar of icons (their names stay for screen readers), so the
          first panel's art is on the first screen. */}
      <div
        role="toolbar"
        aria-label={t('reader.storyActions')}
        className={`relative mt-4 flex flex-wrap items-center gap-2 sm:mt-5 sm:gap-3 ${PHONE_ACTIONS}`}
      >
        <LikeButton target={{ targetType: 'story', id: story._id }} initial={story.likeStats} />
        <RemixButton target={{ storyId: story._id }} title={story.title} count={story.remixCount} compact />
        <ShareButton story={story} compact className="btn btn-plain max-sm:px-3" />
        <DownloadMenu story={story} compact className="btn btn-plain max-sm:px-3" />
      </div>
      <Byline story={story} />
    </HeaderFrame>
  );
}

/**
 * A story header's action bar on phones: tighter buttons and gaps, so like, remix (or read), share, download and More
 * stay one row from 320 px (360 px in the editor, which has one more) in every language: their words are icons there.
 */
export const PHONE_ACTIONS = 'max-sm:gap-1.5 max-sm:[&_.btn]:gap-1.5 max-sm:[&_.btn]:px-2.5';

/** The card both story headers (reader and story page) sit in, with its halftone corner in `halftone`'s colour. */
export function HeaderFrame({ halftone, children }: { halftone: string; children: ReactNode }) {
  return (
    <header className="relative rounded-2xl border-[3px] border-ink bg-white p-4 shadow-comic-lg sm:p-8">
      {/* The decoration is clipped on its own, so the download menu can hang below the header. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-[13px]">
        <div className={`halftone absolute -top-10 -end-10 size-48 rounded-full ${halftone}`} />
      </div>
      {children}
    </header>
  );
}

export function Description({ text }: { text: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const short = shortDescription(text);
  const long = short !== null;
  const shown = short !== null && !expanded ? short : text;
  return (
    <p dir="auto" className="relative mt-2 max-w-3xl text-base text-ink-soft sm:mt-3 sm:text-lg">
      {shown}{' '}
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="link text-base"
        >
          {expanded ? t('reader.showLess') : t('reader.readMore')}
        </button>
      )}
    </p>
  );
}

export function OriginLine({
  story,
}: {
  story: Pick<StoryDetail, 'isRemix' | 'originalStoryId' | 'originalStoryTitle' | 'originalStoryDeleted'>;
}) {
  const t = useT();
  if (!story.isRemix) return null;
  const box =
    'relative mt-3 inline-flex flex-wrap items-center gap-1.5 rounded-lg border-2 border-ink bg-[#efe8ff] px-3 py-1 text-sm font-bold';
  if (story.originalStoryDeleted) {
    return (
      <p className={box}>
        <T
          id="reader.remixedFrom"
          values={{ title: story.originalStoryTitle || t('reader.deletedStory') }}
          components={{ 0: <bdi className="italic" /> }}
        />
        <span className="font-normal text-ink-soft">{t('reader.originalGone')}</span>
      </p>
    );
  }
  if (!story.originalStoryId) return <p className={box}>{t('reader.remixUnknown')}</p>;
  return (
    <p className={box}>
      <T
        id="reader.remixedFrom"
        values={{ title: story.originalStoryTitle || t('reader.theOriginal') }}
        components={{
          0: <Link to="/story/$storyId/read" params={{ storyId: story.originalStoryId }} className="link" />,
        }}
      />
    </p>
  );
}

/** 'By' + the author (avatar, name) with the date under the name, so it stays tidy on a phone. */
export function Byline({ story }: { story: Pick<StoryDetail, 'userId' | 'createdAt'> }) {
  const t = useT();
  const author = story.userId;
  return (
    <div className="relative mt-4 flex items-center gap-3 border-t-2 border-dashed border-ink/20 pt-3 sm:mt-6 sm:pt-4">
      <span className="font-display text-xl tracking-wide">{t('reader.by')}</span>
      <Link
        to="/user/$username"
        params={{ username: author.username }}
        className="group flex min-w-0 items-center gap-2.5 rounded-full pe-3 hover:bg-sun/40"
      >
        <Avatar user={author} />
        <span className="flex min-w-0 flex-col leading-tight">
          <span dir="auto" className="truncate font-bold text-ink underline decoration-2 underline-offset-4">
            {displayName(author)}
          </span>
          <DateTime iso={story.createdAt} className="text-sm text-ink-soft" />
        </span>
      </Link>
    </div>
  );
}
