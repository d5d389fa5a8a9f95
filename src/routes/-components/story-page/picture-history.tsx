// Picture history on a scene card: Undo right after Regenerate image or Regenerate scene, and the Picture
// history dialog to put any earlier picture or video of a panel back. The server keeps every replaced picture as a
// version; restoring swaps, so the picture it replaces becomes a version too.
import type { EditorId } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../../components/modal';
import { Loading, Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/errors';
import type { SceneData } from '../../../lib/story-types';
import { useRefreshStory } from '../../../lib/story-refresh';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { useStoryEditor, type UndoOffer } from './story-editor';

export const RESTORED = 'editor.history.restored';
export const UNDONE = { picture: 'editor.history.undonePicture', scene: 'editor.history.undoneScene' } as const;

function useRestore(storyId: string, sceneId: string) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editor = useStoryEditor();
  const refresh = useRefreshStory(storyId);
  const mutation = useMutation(trpc.scenes.restorePanelVersions.mutationOptions());
  async function restore(versionIds: string[], success: EditorId): Promise<boolean> {
    try {
      const { data } = await mutation.mutateAsync({ sceneId, versionIds });
      queryClient.setQueryData(trpc.scenes.panelVersions.queryKey({ sceneId }), {
        success: true as const,
        data: data.versions,
      });
      // A restored scene version brings its bubbles back: the bubble undo steps of this scene no longer apply.
      editor.forgetScene(sceneId);
      // After any restore the scene's Undo chip is gone: it would put back a picture later than the one restored.
      editor.offerUndo(sceneId, null);
      await refresh();
      toast.success(t(success), 'saved');
      return true;
    } catch (error) {
      toast.error(describeError(error, t('editor.history.restoreFailed')).message);
      return false;
    }
  }
  return { restore, pending: mutation.isPending };
}

/** 'Undo' right after a regeneration on this page: puts back what the regeneration replaced. */
export function UndoRegeneration({
  scene,
  storyId,
  offer,
  disabled,
}: {
  scene: SceneData;
  storyId: string;
  offer: UndoOffer;
  disabled: boolean;
}) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editor = useStoryEditor();
  const { restore, pending } = useRestore(storyId, scene._id);
  async function undo() {
    try {
      const { data } = await queryClient.fetchQuery({
        ...trpc.scenes.panelVersions.queryOptions({ sceneId: scene._id }),
        staleTime: 0,
      });
      // The newest version of the panel (a picture) or of every panel the regeneration replaced (a scene).
      const wanted =
        offer.kind === 'picture'
          ? data.filter((version) => version.panelNumber === offer.panelNumber)
          : data.filter((version) => version.replacedBy === 'scene');
      const ids = [...new Map(wanted.reverse().map((version) => [version.panelNumber, version._id])).values()];
      if (!ids.length) {
        toast.error(t('editor.history.nothingEarlier'));
        editor.offerUndo(scene._id, null);
        return;
      }
      if (await restore(ids, UNDONE[offer.kind])) editor.offerUndo(scene._id, null);
    } catch (error) {
      toast.error(describeError(error, t('editor.history.restoreFailed')).message);
    }
  }
  const what =
    offer.kind === 'picture'
      ? t('editor.history.newPicture', { n: offer.panelNumber })
      : t('editor.history.sceneRegenerated');
  return (
    <div
      role="status"
      data-testid="undo-regeneration"
      className="flex items-center gap-2 rounded-full border-2 border-ink bg-paper-deep px-3 py-0.5 text-sm font-bold"
    >
      <span>{what}</span>
      <button
        type="button"
        onClick={() => void undo()}
        disabled={disabled || pending}
        aria-busy={pending}
        className="btn btn-plain px-2 py-0 text-sm"
      >
        {pending && <Spinner className="size-3" />}
        {t('editor.history.undo')}
      </button>
      <button
        type="button"
        aria-label={t('editor.history.dismissUndo')}
        onClick={() => editor.offerUndo(scene._id, null)}
        className="px-1 text-ink-soft hover:text-ink"
      >
        ×
      </button>
    </div>
  );
}

/** The panel's earlier pictures and videos, newest first, each with Restore. */
export function PictureHistoryDialog({
  scene,
  storyId,
  panelNumber,
  open,
  onClose,
}: {
  scene: SceneData;
  storyId: string;
  panelNumber: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.scenes.panelVersions.queryOptions({ sceneId: scene._id }),
    enabled: open,
    staleTime: 0,
  });
  const { restore, pending } = useRestore(storyId, scene._id);
  const versions = (query.data?.data ?? []).filter((version) => version.panelNumber === panelNumber);
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={pending}
      title={t('editor.history.title')}
      description={t('editor.history.scenePanel', { scene: scene.sceneNumber, panel: panelNumber })}
      width="max-w-2xl"
    >
      {query.isPending ? (
        <Loading className="py-6">{t('editor.history.loading')}</Loading>
      ) : query.isError ? (
        <div role="alert" className="space-y-3 py-4">
          <p className="font-bold text-pop-deep">
            {describeError(query.error, t('editor.history.loadFailed')).message}
          </p>
          <button type="button" className="btn btn-plain px-3 py-1" onClick={() => void query.refetch()}>
            {t('editor.common.retry')}
          </button>
        </div>
      ) : versions.length === 0 ? (
        <p className="py-6 text-ink-soft">{t('editor.history.empty')}</p>
      ) : (
        <ul aria-label={t('editor.history.list')} className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {versions.map((version, index) => (
            <li key={version._id} className="flex flex-col gap-2 rounded-xl border-2 border-ink/30 bg-paper p-2">
              {version.imageUrl ? (
                <img
                  src={version.imageUrl}
                  alt={version.altText || t('editor.history.pictureAlt', { n: index + 1 })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              ) : version.videoUrl ? (
                <video
                  src={version.videoUrl}
                  muted
                  className="aspect-square w-full rounded-lg object-cover"
                  aria-label={t('editor.history.videoLabel', { n: index + 1 })}
                />
              ) : null}
              <p className="text-xs text-ink-soft">
                {new Date(version.createdAt).toLocaleString()}
                {version.replacedBy === 'scene' ? ' · before the scene was regenerated' : ''}
              </p>
              <button
                type="button"
                className="btn btn-plain px-2 py-1 text-sm"
                disabled={pending}
                aria-label={t('editor.history.restoreLabel', { n: index + 1 })}
                onClick={() => void restore([version._id], RESTORED).then((done) => done && onClose())}
              >
                {t('editor.history.restore')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
