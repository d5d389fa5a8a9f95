// The home feed: pages of 12 stories, the next page fetched near the bottom of the window by
// the previous answer's cursor, so stories published while the reader scrolls never repeat a card or skip one.
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORIES_PAGE_SIZE } from '../../../shared/limits';
import { useTRPC, useTRPCClient, type TrpcClient, type TrpcProxy } from '../../../lib/trpc';

const MINUTE = 60_000;
export const SCROLL_TRIGGER_PX = 1000;

export const storyTagsQuery = (trpc: TrpcProxy) =>
  trpc.stories.tags.queryOptions(undefined, { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE });

export function useStoryTags() {
  return useQuery(storyTagsQuery(useTRPC()));
}

/** The feed's first page onwards for `tag` (none: every story); the home route's loader fills it before the page draws. */
export function storyFeedQuery(trpc: TrpcProxy, client: TrpcClient, tag: string | null) {
  const input = { limit: STORIES_PAGE_SIZE, tag: tag ?? undefined };
  return infiniteQueryOptions({
    // Under the procedure's path, so invalidating `stories.list` refreshes the feed too.
    queryKey: [...trpc.stories.list.pathKey(), { input, type: 'infinite' }],
    queryFn: ({ pageParam, signal }) =>
      client.stories.list.query({ ...input, cursor: pageParam ?? undefined }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.data.pagination.nextCursor ?? undefined,
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

export function useStoryFeed(tag: string | null) {
  return useInfiniteQuery(storyFeedQuery(useTRPC(), useTRPCClient(), tag));
}

/** Calls `loadMore` whenever the viewer is within 1000 px of the page's bottom (also right after a short page loads). */
export function useLoadNearBottom(enabled: boolean, loadMore: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (remaining <= SCROLL_TRIGGER_PX) loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, loadMore]);
}
