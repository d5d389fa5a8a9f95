// Publishing from the story header: a draft is private to its author until published; unpublishing
// takes it back to draft. The status chip says which it is.
import { useT } from '../../../lib/i18n-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/errors';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { LineIcon } from '../../../components/icons';

export const PUBLISH_MESSAGES = {
  published: 'editor.publish.publishedToast',
  draft: 'editor.publish.draftToast',
} as const;

/** After a status change: the story and every list that shows or counts it (feed, tags, profiles). */
export function useInvalidateStoryLists(storyId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.stories.byId.queryKey({ id: storyId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.stories.tags.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() }),
    ]);
}

export function StatusChip({ status }: { status: string }) {
  const t = useT();
  const published = status === 'published';
  return (
    <span
      data-testid="story-status"
      className={`relative ms-2 inline-block rotate-1 rounded-lg border-[3px] border-ink px-2.5 py-0.5 text-sm font-bold tracking-wide uppercase shadow-comic-sm ${published ? 'bg-mint text-white' : 'bg-white'}`}
    >
      {t(published ? 'editor.publish.published' : 'editor.publish.draft')}
    </span>
  );
}

/** Publishing and unpublishing a story, with the spec's messages (the header's button and its phone menu share it). */
export function useStoryStatus(story: Pick<StoryDetail, '_id'>) {
  const t = useT();
  const trpc = useTRPC();
  const update = useMutation(trpc.stories.update.mutationOptions());
  const invalidate = useInvalidateStoryLists(story._id);

  async function setStatus(status: 'published' | 'draft') {
    try {
      await update.mutateAsync({ id: story._id, changes: { status } });
      await invalidate();
      toast.success(t(PUBLISH_MESSAGES[status]), status === 'published' ? 'newScene' : 'swoosh');
    } catch (error) {
      toast.error(describeError(error, t('editor.publish.failed')).message);
    }
  }
  return { setStatus, pending: update.isPending };
}

/** `className` adds to the button's own (the header hides Unpublish on phones, where its menu offers it). */
export function PublishButton({
  story,
  className = '',
}: {
  story: Pick<StoryDetail, '_id' | 'status'>;
  className?: string;
}) {
  const t = useT();
  const { setStatus, pending } = useStoryStatus(story);
  const published = story.status === 'published';

  return published ? (
    <button
      type="button"
      onClick={() => void setStatus('draft')}
      disabled={pending}
      aria-busy={pending}
      className={`btn btn-plain ${className}`}
      title={t('editor.publish.unpublishTitle')}
    >
      {pending ? <Spinner className="size-5" /> : <span aria-hidden="true">🔒</span>}
      {t('editor.publish.unpublish')}
    </button>
  ) : (
    <button
      type="button"
      onClick={() => void setStatus('published')}
      disabled={pending}
      aria-busy={pending}
      className={`btn bg-mint text-white ${className}`}
      title={t('editor.publish.publishTitle')}
    >
      {pending ? (
        <Spinner className="size-5" />
      ) : (
        <LineIcon className="size-5">
          <path d="M12 19V5M5 12l7-7 7 7" />
        </LineIcon>
      )}
      {t('editor.publish.publish')}
    </button>
  );
}
