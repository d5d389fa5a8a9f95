// A scene's panels after generation, in the scene's side tools: add an empty panel (then Edit media draws, uploads or
// paints its picture), split the selected one in two, remove it (with Undo: the removed panel comes back where it was,
// picture, words and bubbles), and reorder them. Six at most, one at least.
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useT } from '../../../lib/i18n-react';
import { describeError } from '../../../lib/errors';
import { useRefreshStory } from '../../../lib/story-refresh';
import type { RemovedPanelData as RemovedPanel, SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { PANELS_PER_SCENE } from '../../../shared/stories';
import { sortedPanels } from '../story-kit/scene-block';
import { ReorderDialog } from './reorder-dialog';
import { useStoryEditor } from './story-editor';

export function PanelTools({
  scene,
  storyId,
  target,
  disabled,
  tool,
}: {
  scene: SceneData;
  storyId: string;
  target: number | undefined;
  disabled: boolean;
  tool: (props: ToolProps) => ReactNode;
}) {
  const t = useT();
  const trpc = useTRPC();
  const editor = useStoryEditor();
  const refresh = useRefreshStory(storyId);
  const add = useMutation(trpc.scenes.addPanel.mutationOptions());
  const remove = useMutation(trpc.scenes.removePanel.mutationOptions());
  const order = useMutation(trpc.scenes.orderPanels.mutationOptions());
  const [removed, setRemoved] = useState<RemovedPanel | null>(null);
  const [ordering, setOrdering] = useState(false);
  const panels = sortedPanels(scene);
  const full = panels.length >= PANELS_PER_SCENE.max;
  const busy = disabled || add.isPending || remove.isPending || order.isPending;
  const which = target && panels.length > 1 ? t('editor.scene.whichPanel', { n: target }) : '';

  async function change(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      // Panel numbers moved: a selection by number would now point at another panel.
      editor.select(null);
      await refresh();
      toast.success(done, 'saved');
      return true;
    } catch (error) {
      toast.error(describeError(error, t('editor.panels.failed')).message);
      await refresh();
      return false;
    }
  }

  const addPanel = () =>
    change(() => add.mutateAsync({ sceneId: scene._id, position: panels.length + 1 }), t('editor.panels.added'));
  const split = () =>
    target && change(() => add.mutateAsync({ sceneId: scene._id, splitFrom: target }), t('editor.panels.added'));
  const removeTarget = async () => {
    if (!target) return;
    let gone: RemovedPanel | null = null;
    const ok = await change(
      async () => {
        gone = (await remove.mutateAsync({ sceneId: scene._id, panelNumber: target })).data.removed;
      },
      t('editor.panels.removed', { n: target }),
    );
    if (ok) setRemoved(gone);
  };
  const undo = async () => {
    if (!removed) return;
    const { panelNumber, ...content } = removed;
    const ok = await change(
      () => add.mutateAsync({ sceneId: scene._id, position: panelNumber, ...content }),
      t('editor.panels.restored', { n: panelNumber }),
    );
    if (ok) setRemoved(null);
  };
  const saveOrder = async (ids: string[]) => {
    const numbers = ids.map((id) => panels.find((panel) => panel._id === id)!.panelNumber);
    if (await change(() => order.mutateAsync({ sceneId: scene._id, order: numbers }), t('editor.reorder.saved')))
      setOrdering(false);
  };

  return (
    <>
      {tool({
        icon: add.isPending ? <Spinner className="size-4" /> : '+',
        disabled: busy || full,
        label: t('editor.panels.add'),
        onClick: () => void addPanel(),
      })}
      {tool({
        icon: '⫽',
        disabled: busy || full || !target,
        label: t('editor.panels.split'),
        ariaLabel: `${t('editor.panels.split')}${which}`,
        onClick: () => void split(),
      })}
      {tool({
        icon: '−',
        disabled: busy || panels.length <= PANELS_PER_SCENE.min || !target,
        label: t('editor.panels.remove'),
        ariaLabel: `${t('editor.panels.remove')}${which}`,
        onClick: () => void removeTarget(),
      })}
      {tool({
        icon: '⇅',
        disabled: busy || panels.length < 2,
        label: t('editor.panels.reorder'),
        onClick: () => setOrdering(true),
      })}
      {removed && (
        <div
          role="status"
          data-testid="undo-panel-removal"
          className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-ink bg-paper-deep px-2 py-1 text-sm font-bold"
        >
          <span>{t('editor.panels.removed', { n: removed.panelNumber })}</span>
          <button
            type="button"
            onClick={() => void undo()}
            disabled={busy || full}
            aria-busy={add.isPending}
            className="btn btn-plain px-2 py-0 text-sm"
          >
            {t('editor.history.undo')}
          </button>
          <button
            type="button"
            aria-label={t('editor.history.dismissUndo')}
            onClick={() => setRemoved(null)}
            className="px-1 text-ink-soft hover:text-ink"
          >
            ×
          </button>
        </div>
      )}
      <ReorderDialog
        open={ordering}
        title={t('editor.panels.reorder')}
        items={panels.map((panel) => ({
          id: panel._id,
          label: t('editor.reorder.panelItem', { n: panel.panelNumber }),
          picture: panel.imageUrl ?? null,
        }))}
        saving={order.isPending}
        onSave={(ids) => void saveOrder(ids)}
        onClose={() => setOrdering(false)}
      />
    </>
  );
}

export interface ToolProps {
  icon: ReactNode;
  label: string;
  ariaLabel?: string;
  disabled: boolean;
  onClick: () => void;
}
