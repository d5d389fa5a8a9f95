// Home: the hero with the prompt, the tag row, the story grid with infinite scroll, New Story.
// The chosen tag lives in the URL (`/?tag=Noir`), so a filtered list can be linked.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { StoryCard } from '../../components/story-card';
import { Loading } from '../../components/spinner';
import { describeError } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-title';
import { STORIES_PAGE_SIZE } from '../../shared/limits';
import { HomeHero } from '../-components/home/home-hero';
import { NewStoryButton, StoriesEmptyState, StoriesGridSkeleton, TagFilter } from '../-components/home/story-list';
import { useCreateStory } from '../-components/home/use-create-story';
import {
  storyFeedQuery,
  storyTagsQuery,
  useLoadNearBottom,
  useStoryFeed,
  useStoryTags,
} from '../-components/home/use-story-feed';
import { T, useT } from '../../lib/i18n-react';

/**
 * `?tag=` as a tag, or none when blank. The URL's own parsing reads `?tag=42` as a number and `?tag=true` as a flag:
 * they are tags all the same. (A plain check rather than zod: zod is not in home's JavaScript, and this is its budget.)
 */
function homeSearch(search: Record<string, unknown>): { tag?: string } {
  const value = search.tag;
  const tag =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).trim() : '';
  return tag ? { tag } : {};
}

export const Route = createFileRoute('/_shell/')({
  validateSearch: homeSearch,
  loaderDeps: ({ search }) => ({ tag: search.tag ?? null }),
  // Arriving at home (the first load, a link, a hovered link), the page waits for its first stories and tags, so it
  // goes from the server's first screen (or the page before) straight to the cards, never through the skeleton, and
  // draws them in one render that yields to the browser. Choosing a tag on the page shows the skeleton at once instead.
  // A failure is the page's to show (the feed's own message and Retry), not the route's.
  loader: async ({ context: { queryClient, trpc, trpcClient }, deps: { tag }, cause }) => {
    if (cause === 'stay') return;
    await Promise.all([
      queryClient.ensureInfiniteQueryData(storyFeedQuery(trpc, trpcClient, tag)),
      queryClient.ensureQueryData(storyTagsQuery(trpc)),
    ]).catch(() => undefined);
  },
  component: HomePage,
});

function HomePage() {
  const t = useT();
  usePageTitle();
  const tag = Route.useSearch({ select: (search) => search.tag ?? null });
  const navigate = Route.useNavigate();
  // Choosing a tag replaces the URL (Back leaves home rather than stepping through tags) and keeps the scroll.
  const setTag = (next: string | null) =>
    void navigate({ search: next ? { tag: next } : {}, replace: true, resetScroll: false });
  const { createStory, isCreating } = useCreateStory();
  const startStory = () => void createStory({ tag });
  const tags = useStoryTags();
  const feed = useStoryFeed(tag);
  const stories = feed.data?.pages.flatMap((page) => page.data.stories) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useLoadNearBottom(feed.isSuccess && Boolean(hasNextPage) && !isFetchingNextPage, loadMore);

  return (
    <>
      <HomeHero busy={isCreating} onPlay={(prompt) => createStory({ prompt, tag })} />
      <section aria-labelledby="stories-heading" className="mx-auto max-w-6xl px-4 pt-8 pb-28 sm:px-6 sm:pt-10">
        <TagFilter tags={tags.data?.data ?? []} selected={tag} onSelect={setTag} />
        {tags.isError && (
          <p role="alert" className="mt-2 text-sm font-bold text-pop-deep">
            {t('home.tagsFailed')}
          </p>
        )}
        <h2 id="stories-heading" className="mt-6 mb-5 text-4xl text-ink sm:text-5xl">
          {tag ? (
            <T id="home.tagStories" values={{ tag }} components={{ 0: <bdi data-user-content="" /> }} />
          ) : (
            t('home.recent')
          )}
        </h2>
        {feed.isPending ? (
          <StoriesGridSkeleton />
        ) : feed.isError && !stories.length ? (
          <FeedError error={feed.error} onRetry={() => void feed.refetch()} />
        ) : stories.length === 0 ? (
          <StoriesEmptyState onCreate={startStory} />
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
              {stories.map((story) => (
                <li key={story._id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
            <div className="mt-10 flex min-h-10 justify-center text-center">
              {isFetchingNextPage ? (
                <Loading>{t('home.loadingMore')}</Loading>
              ) : feed.isFetchNextPageError ? (
                <button type="button" className="btn btn-plain" onClick={loadMore}>
                  {t('home.tryAgain')}
                </button>
              ) : !hasNextPage && stories.length > STORIES_PAGE_SIZE ? (
                <p className="inline-block -rotate-1 rounded-xl border-[3px] border-ink bg-sun px-5 py-2 font-display text-2xl tracking-wide shadow-comic">
                  {t('home.seenAll')}
                </p>
              ) : null}
            </div>
          </>
        )}
      </section>
      <NewStoryButton onClick={startStory} busy={isCreating} />
    </>
  );
}

function FeedError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const tooMany = describeError(error, '').status === 429;
  return (
    <div role="alert" className="rounded-2xl border-[3px] border-ink bg-[#ffe6e8] px-6 py-10 text-center shadow-comic">
      <p className="font-display text-3xl tracking-wide text-ink">
        {tooMany ? t('home.tooMany') : t('home.loadFailed')}
      </p>
      <button type="button" onClick={onRetry} className="btn btn-plain mt-5">
        {t('home.tryAgain')}
      </button>
    </div>
  );
}
