// An author's stories as cards with their status badge: the profile's 'Stories by' grid and the
// dashboard's 'Your Stories'. Drafts reach only their owner (and the admin), so their badge says they are private.
import { Link } from '@tanstack/react-router';
import { StoryCover } from '../../components/story-cover';
import type { AuthUser } from '../../lib/auth';
import { canEditStory, type ProfileData } from '../../lib/story-types';
import { DateTime } from '../../components/date-time';
import { useT } from '../../lib/i18n-react';

interface ProfileStoriesProps {
  stories: ProfileData['stories'];
  name: string;
  viewer: AuthUser | null;
  /** The empty state's second line. */
  emptyText?: string;
}

export function ProfileStories({ stories, name, viewer, emptyText }: ProfileStoriesProps) {
  const t = useT();
  if (stories.length === 0)
    return (
      <div className="rounded-2xl border-[3px] border-dashed border-ink/40 bg-white/70 px-6 py-12 text-center">
        <h3 className="text-3xl text-ink">{t('reader.profile.noStories')}</h3>
        <p className="mt-2 text-lg text-ink-soft">{emptyText ?? t('reader.profile.noStoriesText', { name })}</p>
      </div>
    );
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {stories.map((story) => (
        <li key={story._id}>
          <Link
            to={canEditStory(story, viewer) ? '/story/$storyId' : '/story/$storyId/read'}
            params={{ storyId: story._id }}
            data-testid="profile-story"
            className="group flex h-full flex-col overflow-hidden rounded-2xl border-[3px] border-ink bg-white shadow-comic transition hover:-translate-x-0.5 hover:-translate-y-0.5 hover:shadow-comic-lg"
          >
            <div className="relative h-36 overflow-hidden border-b-[3px] border-ink">
              {story.previewImage ? (
                <img src={story.previewImage} alt="" loading="lazy" className="size-full object-cover" />
              ) : (
                <StoryCover seed={story._id} className="size-full" />
              )}
              <StatusBadge status={story.status} />
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h3 dir="auto" className="text-2xl leading-tight text-ink">
                {story.title}
              </h3>
              <p dir="auto" className="mt-1 line-clamp-3 text-ink-soft">
                {story.description || t('reader.profile.noDescription')}
              </p>
              <p className="mt-auto flex justify-between pt-3 text-sm font-bold text-ink-soft">
                <span>{t('reader.profile.sceneCount', { n: story.metadata.totalScenes })}</span>
                <DateTime iso={story.createdAt} />
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Published green, draft yellow, anything else neutral. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const tone = status === 'published' ? 'bg-mint text-white' : status === 'draft' ? 'bg-sun' : 'bg-white';
  return (
    <span
      data-testid="status-badge"
      title={status === 'draft' ? t('reader.status.draftHint') : undefined}
      className={`absolute top-2.5 start-2.5 rounded-full border-2 border-ink px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase shadow-comic-sm ${tone}`}
    >
      {status === 'published' ? t('reader.status.published') : status === 'draft' ? t('reader.status.draft') : status}
    </span>
  );
}
