// Reorder scenes: the story's scenes in a list the author drags (or moves with arrows and Alt+Up/Down), saved as one
// order; scene numbers and /story/:id/scene/:n links follow.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../lib/i18n-react';
import { describeError } from '../../../lib/errors';
import { useRefreshStory } from '../../../lib/story-refresh';
import type { SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { sortedPanels } from '../story-kit/scene-block';
import { ReorderDialog } from './reorder-dialog';

export function SceneOrderButton({ storyId, scenes }: { storyId: string; scenes: SceneData[] }) {
  const t = useT();
  const trpc = useTRPC();
  const refresh = useRefreshStory(storyId);
  const order = useMutation(trpc.stories.orderScenes.mutationOptions());
  const [open, setOpen] = useState(false);

  async function save(ids: string[]) {
    try {
      await order.mutateAsync({ id: storyId, order: ids });
      await refresh();
      toast.success(t('editor.reorder.saved'), 'saved');
      setOpen(false);
    } catch (error) {
      toast.error(describeError(error, t('editor.panels.failed')).message);
      await refresh();
    }
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="btn btn-plain px-3 py-1.5 text-sm">
        <span aria-hidden="true">⇅</span> {t('editor.reorder.scenes')}
      </button>
      <ReorderDialog
        open={open}
        title={t('editor.reorder.scenes')}
        items={scenes.map((scene) => ({
          id: scene._id,
          label: t('editor.reorder.sceneItem', { n: scene.sceneNumber, title: scene.title || '…' }),
          picture: sortedPanels(scene).find((panel) => panel.imageUrl)?.imageUrl ?? null,
        }))}
        saving={order.isPending}
        onSave={(ids) => void save(ids)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
