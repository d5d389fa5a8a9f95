// The story routes' loader, on its own (no hooks, no components) so the route files stay small.
import type { RouterContext } from '../../../router';
import { i18n } from '../../../lib/i18n';
import { needFonts } from '../../../lib/page-fonts';
import type { StoryDetail } from '../../../lib/story-types';
import { displayName } from '../../../shared/user-display';

/**
 * The story routes' loader: the fetch starts with the navigation (or on hovering its link) and fills the cache the page
 * reads. A failure (unknown id, a private draft) is left for the page, which reports it from the same query.
 */
export async function loadStory(context: RouterContext, storyId: string): Promise<void> {
  await context.queryClient.ensureQueryData(context.trpc.stories.byId.queryOptions({ id: storyId })).catch(() => undefined);
}

/** Every word a story shows: its title, description, author, tags, scenes and bubbles. */
export function storyWords(story: StoryDetail): string {
  const words = [story.title, story.description ?? '', displayName(story.userId), story.userId.username, ...(story.tags ?? [])];
  for (const scene of story.scenes) {
    words.push(scene.title ?? '', scene.description ?? '');
    for (const panel of scene.panels) for (const bubble of panel.textBubbles ?? []) words.push(bubble.text);
  }
  return words.join(' ');
}

/**
 * Asks for the fonts of the whole story once its data is in, before the page draws it: one cut file per CJK face for
 * every scene (the page draws its first scene first, the rest a moment later) and, with `interfaceWords`, the words of
 * the catalogues loaded (the editor's, which the first paint's face does not hold), instead of a file per batch of
 * text as it appears. Not awaited: the page does not wait for its fonts.
 */
export function loadStoryFonts(context: RouterContext, storyId: string, interfaceWords = false): void {
  const answer = context.queryClient.getQueryData(context.trpc.stories.byId.queryKey({ id: storyId }));
  if (!answer) return;
  void needFonts(`${storyWords(answer.data)} ${interfaceWords ? JSON.stringify(i18n.messages) : ''}`);
}
