// The story routes' loader, on its own (no hooks, no components) so the route files stay small.
import type { RouterContext } from '../../../router';

/**
 * The story routes' loader: the fetch starts with the navigation (or on hovering its link) and fills the cache the page
 * reads. A failure (unknown id, a private draft) is left for the page, which reports it from the same query.
 */
export async function loadStory(context: RouterContext, storyId: string): Promise<void> {
  await context.queryClient
    .ensureQueryData(context.trpc.stories.byId.queryOptions({ id: storyId }))
    .catch(() => undefined);
}
