// The edit-route guard: visitors sign in first, non-owners (other than the administrator) read
// instead, and a story that fails to load is left for the page to report.
import { isRedirect, redirect, type ParsedLocation } from '@tanstack/react-router';
import { loadArea } from '../../../lib/i18n';
import { canEditStory } from '../../../lib/story-types';
import type { RouterContext } from '../../../router';
import { loadStory } from '../story-kit/load-story';

/**
 * What the story page's routes load before it draws: the story, and the editor's words with the reader's (the like,
 * remix, share and download controls) and the refusals' (its checks name them) (docs/i18n.md).
 */
export async function loadStoryEditor(context: RouterContext, storyId: string): Promise<void> {
  await Promise.all([loadStory(context, storyId), loadArea('editor'), loadArea('reader'), loadArea('refusals')]);
}

export async function guardStoryEditing({
  context,
  location,
  storyId,
}: {
  context: RouterContext;
  location: ParsedLocation;
  storyId: string;
}) {
  const { isLoading, isAuthenticated, user } = context.auth.getState();
  // The guard runs again once the session resolves (see createAppRouter); the page shows 'Loading...' meanwhile.
  if (isLoading) return;
  if (!isAuthenticated) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  try {
    const answer = await context.queryClient.ensureQueryData(context.trpc.stories.byId.queryOptions({ id: storyId }));
    if (!canEditStory(answer.data, user))
      throw redirect({ to: '/story/$storyId/read', params: { storyId }, replace: true });
  } catch (error) {
    if (isRedirect(error)) throw error;
    // Not found or offline: the page renders its own error from the same query.
  }
}

/**
 * /story/{id}/scene/{n}: its owner (or the administrator) edits there; everyone else who may read the story,
 * signed in or not, reads it at that scene (/story/{id}/read#scene-n); a visitor to a story they cannot read signs in.
 */
export async function guardSceneLink({
  context,
  location,
  storyId,
  sceneNumber,
}: {
  context: RouterContext;
  location: ParsedLocation;
  storyId: string;
  sceneNumber: string;
}) {
  const { isLoading, user } = context.auth.getState();
  if (isLoading) return;
  let readable = false;
  try {
    const answer = await context.queryClient.ensureQueryData(context.trpc.stories.byId.queryOptions({ id: storyId }));
    if (canEditStory(answer.data, user)) return;
    readable = true;
  } catch {
    // Unknown, private or offline: decided below.
  }
  const number = Number(sceneNumber);
  const hash = Number.isInteger(number) && number > 0 ? `scene-${number}` : undefined;
  if (readable) throw redirect({ to: '/story/$storyId/read', params: { storyId }, hash, replace: true });
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  // Signed in and not found: the page reports it from the same query.
}
