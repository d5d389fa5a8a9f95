// A story card on the home grid: cover, remix and like badges, title, date and author.
import { Link } from '@tanstack/react-router';
import { useAuth } from '../lib/auth';
import { formatCount } from '../lib/format';
import { canEditStory, type StoryCardData } from '../lib/story-types';
import { displayName } from '../shared/user-display';
import { HeartIcon, RemixIcon } from './icons';
import { StoryCover } from './story-cover';
import { pictureSrcSet } from '../shared/picture-variants';
import { DateTime } from './date-time';
import { useT } from '../lib/i18n-react';

// Two columns on phones, three from md, four from lg inside the 72rem page.
const CARD_SIZES = '(min-width: 64rem) 17rem, (min-width: 48rem) 31vw, 48vw';

export function StoryCard({ story }: { story: StoryCardData }) {
  const t = useT();
  const { user } = useAuth();
  const editable = canEditStory(story, user);
  const author = displayName(story.userId);
  return (
    <Link
      to={editable ? '/story/$storyId' : '/story/$storyId/read'}
      params={{ storyId: story._id }}
      data-testid="story-card"
      className="group relative flex aspect-[3/4] flex-col overflow-hidden rounded-2xl border-[3px] border-ink bg-white shadow-comic transition hover:-translate-x-0.5 hover:-translate-y-0.5 hover:shadow-comic-lg"
    >
      {story.previewImage ? (
        <img
          src={story.previewImage}
          srcSet={pictureSrcSet(story.previewImage) || undefined}
          sizes={pictureSrcSet(story.previewImage) ? CARD_SIZES : undefined}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <StoryCover seed={story._id} className="absolute inset-0 size-full" />
      )}
      <div className="relative flex justify-end gap-1.5 p-2.5">
        {story.remixCount > 0 && (
          <Badge label={t('card.remixes', { n: story.remixCount })}>
            <RemixIcon className="size-4" />
            {formatCount(story.remixCount)}
          </Badge>
        )}
        {story.likeCount > 0 && (
          <Badge label={t('card.likes', { n: story.likeCount })}>
            <HeartIcon filled className="size-4 text-pop" />
            {formatCount(story.likeCount)}
          </Badge>
        )}
      </div>
      <div className="relative mt-auto border-t-[3px] border-ink bg-white/95 px-3.5 pt-2.5 pb-3">
        <h3 dir="auto" data-user-content="" className="line-clamp-2 text-xl leading-[1.05] text-ink sm:text-2xl">
          {story.title}
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
          <span dir="auto" data-user-content="" className="font-bold text-ink">
            {author}
          </span>
          <span aria-hidden="true">·</span>
          <DateTime iso={story.createdAt} />
        </p>
      </div>
    </Link>
  );
}

function Badge({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span
      aria-label={label}
      className="inline-flex items-center gap-1 rounded-full border-2 border-ink bg-white px-2 py-0.5 text-sm font-bold shadow-comic-sm"
    >
      {children}
    </span>
  );
}
