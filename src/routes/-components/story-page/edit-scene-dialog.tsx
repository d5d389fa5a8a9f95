// The Edit Scene dialog: change the title and description, or regenerate the scene from
// its description.
import { useT } from '../../../lib/i18n-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { FormModal } from '../../../components/modal';
import { DialogActions } from '../../../components/dialog-actions';
import { Spinner } from '../../../components/spinner';
import { aiErrorInfo, sceneRegenerationNotice } from '../../../lib/ai-errors';
import { describeError } from '../../../lib/errors';
import { readPanelCount } from '../../../lib/panel-count';
import { completedProblem } from '../../../lib/scene-status';
import type { SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { REGENERATION_NEEDS_DESCRIPTION, sceneUpdateInput } from '../../../shared/validation';
import { useStoryEditor } from './story-editor';
import { REGENERATED } from './use-scene-generation';
import { useRefreshStory } from '../../../lib/story-refresh';
import { issueText } from '../../../lib/messages';

export function EditSceneDialog({
  scene,
  storyId,
  open,
  onClose,
}: {
  scene: SceneData;
  storyId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('editor.editScene.title')}
      description={t('editor.editScene.sceneN', { n: scene.sceneNumber })}
      width="max-w-xl"
      form={(setBusy) => <EditSceneForm scene={scene} storyId={storyId} onClose={onClose} onBusyChange={setBusy} />}
    />
  );
}

function EditSceneForm({
  scene,
  storyId,
  onClose,
  onBusyChange,
}: {
  scene: SceneData;
  storyId: string;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useT();
  const trpc = useTRPC();
  const editor = useStoryEditor();
  const refresh = useRefreshStory(storyId);
  const [title, setTitle] = useState(scene.title);
  const [description, setDescription] = useState(scene.description);
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  // Regenerating keeps the author's lettering unless they ask for new words too.
  const [rewriteText, setRewriteText] = useState(false);
  const update = useMutation(trpc.scenes.update.mutationOptions());
  const regenerate = useMutation(trpc.ai.generateScene.mutationOptions());
  const busy = update.isPending || regenerate.isPending;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = sceneUpdateInput.safeParse({ title, description });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as 'title' | 'description'] ??= issueText(issue.message);
      setErrors(found);
      return;
    }
    try {
      await update.mutateAsync({ id: scene._id, ...parsed.data });
      await refresh();
      toast.success(t('editor.editScene.updated'), 'saved');
      onClose();
    } catch (error) {
      toast.error(describeError(error, 'Failed to update scene').message);
    }
  }

  /**
   * Regeneration writes a new title and description of its own; the author's, as typed in this form, stand (so a scene
   * never loses its name, nor takes another scene's). A blank title keeps the generated one.
   */
  async function keepAuthorText(regenerated: { title: string; description: string }) {
    const kept = sceneUpdateInput.safeParse({ title: title.trim() || regenerated.title, description });
    if (!kept.success || (kept.data.title === regenerated.title && kept.data.description === regenerated.description))
      return;
    try {
      await update.mutateAsync({ id: scene._id, ...kept.data });
    } catch (error) {
      toast.error(describeError(error, t('editor.editScene.updateFailed')).message);
    }
  }

  async function runRegeneration() {
    const prompt = description.trim();
    if (!prompt) {
      setErrors({ description: REGENERATION_NEEDS_DESCRIPTION });
      return;
    }
    try {
      const { data } = await regenerate.mutateAsync({
        storyId,
        prompt,
        generateImages: true,
        maxPanels: scene.panels.length || readPanelCount(storyId),
        regenerateExisting: true,
        existingSceneId: scene._id,
        rewriteText,
      });
      // Kept lettering keeps its undo steps; new words replace the bubbles those steps were about.
      if (rewriteText) editor.forgetScene(scene._id);
      // The old panels are kept as versions: the scene card offers Undo at once.
      if (scene.panels.some((panel) => panel.imageUrl || panel.videoUrl))
        editor.offerUndo(scene._id, { kind: 'scene' });
      await keepAuthorText(data.scene);
      if (data.scene.status === 'completed') {
        const problem = completedProblem(data.scene.panels);
        if (problem) toast.error(problem);
        else toast.success(t(REGENERATED), 'newScene');
      } else {
        // Its pictures are still being drawn: the scene card polls and reports the outcome, like a new scene's.
        editor.followRegeneration(scene._id, true);
      }
      await refresh();
      onClose();
    } catch (error) {
      const notice = sceneRegenerationNotice(aiErrorInfo(error));
      toast.error(notice.message, 'error', { durationMs: notice.durationMs });
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-4" aria-busy={busy}>
      <TextField
        label={t('editor.common.title')}
        value={title}
        maxChars={200}
        onValueChange={(value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title}
        data-autofocus=""
      />
      <TextAreaField
        label={t('editor.common.description')}
        rows={5}
        maxChars={1000}
        value={description}
        onValueChange={(value) => {
          setDescription(value);
          setErrors((current) => ({ ...current, description: undefined }));
        }}
        error={errors.description}
        hint={t('editor.editScene.hint')}
      />
      <div id="regenerate-lettering" className="space-y-2 rounded-xl border-2 border-dashed border-ink/30 px-3 py-2">
        {!rewriteText && <p className="text-sm font-bold text-ink">{t('editor.editScene.keepsLettering')}</p>}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={rewriteText}
            onChange={(event) => setRewriteText(event.target.checked)}
            className="size-4 accent-pop"
            disabled={busy}
          />
          {t('editor.editScene.rewriteText')}
        </label>
      </div>
      {regenerate.isPending && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border-2 border-ink bg-sky-soft px-3 py-2 font-bold"
        >
          <Spinner className="size-4" /> {t('editor.editScene.regenerating')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        <button
          type="button"
          onClick={() => void runRegeneration()}
          disabled={busy}
          aria-busy={regenerate.isPending}
          aria-describedby="regenerate-lettering"
          className="btn btn-sun px-4 py-2"
        >
          {regenerate.isPending ? <Spinner className="size-4" /> : <span aria-hidden="true">↻</span>}
          {t('editor.editScene.regenerate')}
        </button>
        <div className="ms-auto flex gap-3">
          <DialogActions onCancel={onClose} busy={busy} saving={update.isPending} saveLabel={t('editor.common.save')} />
        </div>
      </div>
    </form>
  );
}
