// The edit-route guard (spec 01 section 2): visitors sign in first, non-owners (other than the administrator) read
// instead, and a story that fails to load is left for the page to report.
import { isRedirect, redirect, type ParsedLocation } from '@tanstack/react-router';
import { canEditStory } from '../../../lib/story-types';
import type { RouterContext } from '../../../router';

export async function guardStoryEditing({ context, location, storyId }: { context: RouterContext; location: ParsedLocation; storyId: string }) {
  const { isLoading, isAuthenticated, user } = context.auth.getState();
  // The guard runs again once the session resolves (see createAppRouter); the page shows 'Loading...' meanwhile.
  if (isLoading) return;
  if (!isAuthenticated) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  try {
    const answer = await context.queryClient.ensureQueryData(context.trpc.stories.byId.queryOptions({ id: storyId }));
    if (!canEditStory(answer.data, user)) throw redirect({ to: '/story/$storyId/read', params: { storyId }, replace: true });
  } catch (error) {
    if (isRedirect(error)) throw error;
    // Not found or offline: the page renders its own error from the same query.
  }
}
