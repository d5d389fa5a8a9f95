// 'Remixes of this story' under The End: the published remixes, so readers can follow a story forward.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { StoryCover } from '../../../components/story-cover';
import { useTRPC } from '../../../lib/trpc';
import { displayName } from '../../../shared/user-display';
import { DateTime } from '../../../components/date-time';
import { T, useT } from '../../../lib/i18n-react';

export function StoryRemixes({ storyId }: { storyId: string }) {
  const trpc = useTRPC();
  const t = useT();
  const query = useQuery(trpc.stories.remixes.queryOptions({ id: storyId }));
  const remixes = query.data?.data ?? [];
  // Nothing to follow yet (or the list failed): the Remix button above already invites the first one.
  if (!remixes.length) return null;
  return (
    <section aria-labelledby="story-remixes" className="space-y-4">
      <h2 id="story-remixes" className="text-center text-4xl text-ink">
        {t('reader.remixesTitle')}
      </h2>
      <ul className="flex flex-wrap justify-center gap-4">
        {remixes.map((remix) => (
          <li
            key={remix._id}
            className="flex w-full gap-3 rounded-2xl sm:w-80 border-[3px] border-ink bg-white p-3 shadow-comic"
          >
            <div className="relative h-24 w-18 shrink-0 overflow-hidden rounded-lg border-2 border-ink bg-paper-deep">
              {remix.previewImage ? (
                <img
                  src={remix.previewImage}
                  alt=""
                  loading="lazy"
                  className="absolute inset-0 size-full object-cover"
                />
              ) : (
                <StoryCover seed={remix._id} className="absolute inset-0 size-full" />
              )}
            </div>
            <div className="min-w-0">
              <Link
                to="/story/$storyId/read"
                params={{ storyId: remix._id }}
                dir="auto"
                className="link line-clamp-2 text-lg leading-tight"
              >
                {remix.title}
              </Link>
              <p className="mt-1 truncate text-sm">
                <T id="reader.byName" values={{ name: displayName(remix.userId) }} components={{ 0: <bdi /> }} />
              </p>
              <p className="text-sm text-ink-soft">
                <DateTime iso={remix.createdAt} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
