// The Story Settings modal: title, description, tags, image model and status saved with
// stories.update, and a two-step Delete story that goes home afterwards.
import type { EditorId } from '../../../lib/i18n';
import { T, useT } from '../../../lib/i18n-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { DialogActions } from '../../../components/dialog-actions';
import { Spinner } from '../../../components/spinner';
import { TagInput } from '../../../components/tag-input';
import { describeError } from '../../../lib/errors';
import type { StoryDetail } from '../../../lib/story-types';
import { addTags } from '../../../lib/tags';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { storyDescription, storyTitle } from '../../../shared/validation';
import { IMAGE_MODELS, STORY_STATUSES, asImageModel, type ImageModel } from '../../../shared/stories';
import { READING_DIRECTIONS, type ReadingDirection } from '../../../shared/layout';
import { issueText } from '../../../lib/messages';

export const IMAGE_MODEL_LABELS: Record<(typeof IMAGE_MODELS)[number], string> = {
  'flux-kontext-pro': 'FLUX Kontext Pro (default)', // shown through editor.settings.modelDefault
  'flux-kontext-max': 'FLUX Kontext Max',
  'runway-gen4': 'Runway Gen-4',
};

const STATUS_LABELS: Record<(typeof STORY_STATUSES)[number], { label: EditorId; note: EditorId }> = {
  draft: { label: 'editor.settings.draft', note: 'editor.settings.draftNote' },
  published: { label: 'editor.settings.published', note: 'editor.settings.publishedNote' },
};

type Status = (typeof STORY_STATUSES)[number];

export interface StorySettingsModalProps {
  story: Pick<StoryDetail, '_id' | 'title' | 'description' | 'tags' | 'imageGenerationModel' | 'status'> &
    Partial<Pick<StoryDetail, 'readingDirection' | 'readingDirectionChosen'>>;
  open: boolean;
  onClose: () => void;
  /** After the story was deleted (the modal then goes to /). */
  onDeleted?: () => void;
}

export function StorySettingsModal({ story, open, onClose, onDeleted }: StorySettingsModalProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onClose={onClose} busy={busy} title={t('editor.settings.title')} width="max-w-xl" sheet>
      {open && <SettingsForm story={story} onClose={onClose} onBusyChange={setBusy} onDeleted={onDeleted} />}
    </Modal>
  );
}

const asStatus = (value: string): Status => (value === 'published' ? 'published' : 'draft');

function SettingsForm({
  story,
  onClose,
  onBusyChange,
  onDeleted,
}: Omit<StorySettingsModalProps, 'open'> & { onBusyChange: (busy: boolean) => void }) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState(story.title);
  const [description, setDescription] = useState(story.description);
  const [tags, setTags] = useState<string[]>(story.tags ?? []);
  const [tagDraft, setTagDraft] = useState('');
  const [model, setModel] = useState<ImageModel>(asImageModel(story.imageGenerationModel));
  const [status, setStatus] = useState<Status>(asStatus(story.status));
  // '' follows the story's language.
  const [direction, setDirection] = useState<ReadingDirection | ''>(
    story.readingDirectionChosen && story.readingDirection ? story.readingDirection : '',
  );
  const directionId = useId();
  const [errors, setErrors] = useState<{ title?: string; description?: string; tags?: string }>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useMutation(trpc.stories.update.mutationOptions());
  const remove = useMutation(trpc.stories.delete.mutationOptions());
  const busy = update.isPending || remove.isPending;
  const modelId = useId();
  const statusName = useId();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    // A tag still in the box is added, as if Enter had been pressed.
    const pending = addTags(tags, tagDraft);
    const parsedTitle = storyTitle.safeParse(title);
    const parsedDescription = storyDescription.safeParse(description);
    const found = {
      title: parsedTitle.success ? undefined : issueText(parsedTitle.error.issues[0]?.message ?? ''),
      description: parsedDescription.success ? undefined : issueText(parsedDescription.error.issues[0]?.message ?? ''),
      tags: pending.error,
    };
    setTags(pending.tags);
    setTagDraft('');
    setErrors(found);
    if (!parsedTitle.success || !parsedDescription.success || found.tags) return;
    onBusyChange(true);
    try {
      await update.mutateAsync({
        id: story._id,
        changes: {
          title: parsedTitle.data,
          description: parsedDescription.data,
          tags: pending.tags,
          imageGenerationModel: model,
          status,
          readingDirection: direction || null,
        },
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.stories.byId.queryKey({ id: story._id }) }),
        queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.stories.tags.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() }),
      ]);
      toast.success(t('editor.settings.saved'), 'saved');
      onClose();
    } catch (error) {
      const problem = describeError(error, t('editor.settings.saveFailed'));
      setErrors({
        title: problem.fields['changes.title'],
        description: problem.fields['changes.description'],
        tags: problem.fields['changes.tags'],
      });
      toast.error(problem.message);
    } finally {
      onBusyChange(false);
    }
  }

  async function deleteStory() {
    onBusyChange(true);
    try {
      await remove.mutateAsync({ id: story._id });
      queryClient.removeQueries({ queryKey: trpc.stories.byId.queryKey({ id: story._id }) });
      void queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.stories.tags.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.users.profile.pathKey() });
      toast.success(t('editor.settings.deleted'), 'swoosh');
      onDeleted?.();
      onBusyChange(false);
      onClose();
      void navigate({ to: '/' });
    } catch (error) {
      toast.error(describeError(error, t('editor.settings.deleteFailed')).message);
      setConfirmDelete(false);
      onBusyChange(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
      <TextField
        label={t('editor.common.title')}
        value={title}
        maxChars={200}
        onValueChange={setTitle}
        error={errors.title}
        disabled={busy}
        data-autofocus=""
      />
      <TextAreaField
        label={t('editor.common.description')}
        value={description}
        onValueChange={setDescription}
        error={errors.description}
        rows={4}
        counterMax={1000}
        disabled={busy}
      />
      <TagInput
        tags={tags}
        onTagsChange={setTags}
        draft={tagDraft}
        onDraftChange={setTagDraft}
        error={errors.tags}
        onError={(tagsError) => setErrors((current) => ({ ...current, tags: tagsError }))}
        disabled={busy}
      />
      <div>
        <label htmlFor={modelId} className="mb-1.5 block text-[0.95rem] font-bold text-ink">
          {t('editor.settings.imageModel')}
        </label>
        <select
          id={modelId}
          value={model}
          onChange={(event) => setModel(asImageModel(event.target.value))}
          disabled={busy}
          className="field-input"
        >
          {IMAGE_MODELS.map((id) => (
            <option key={id} value={id}>
              {id === 'flux-kontext-pro' ? t('editor.settings.modelDefault') : IMAGE_MODEL_LABELS[id]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={directionId} className="mb-1.5 block text-[0.95rem] font-bold text-ink">
          {t('editor.settings.readingDirection')}
        </label>
        <select
          id={directionId}
          data-testid="reading-direction"
          value={direction}
          onChange={(event) => setDirection(READING_DIRECTIONS.find((value) => value === event.target.value) ?? '')}
          disabled={busy}
          className="field-input"
          aria-describedby={`${directionId}-note`}
        >
          <option value="">{t('editor.settings.readingAuto')}</option>
          <option value="left-to-right">{t('editor.settings.leftToRight')}</option>
          <option value="right-to-left">{t('editor.settings.rightToLeft')}</option>
        </select>
        <p id={`${directionId}-note`} className="mt-1 text-sm text-ink-soft">
          {t('editor.settings.readingNote')}
        </p>
      </div>
      <fieldset disabled={busy}>
        <legend className="mb-1.5 text-[0.95rem] font-bold text-ink">{t('editor.settings.status')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {STORY_STATUSES.map((id) => (
            <label
              key={id}
              className={`flex cursor-pointer flex-col rounded-xl border-[3px] px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky ${status === id ? 'border-ink bg-sun shadow-comic-sm' : 'border-ink/40 bg-white'}`}
            >
              <span className="flex items-center gap-2 font-bold">
                <input
                  type="radio"
                  name={statusName}
                  value={id}
                  checked={status === id}
                  onChange={() => setStatus(id)}
                  className="size-4 accent-ink"
                />
                {t(STATUS_LABELS[id].label)}
              </span>
              <span className="text-xs text-ink-soft">{t(STATUS_LABELS[id].note)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        <DialogActions onCancel={onClose} busy={busy} saving={update.isPending} saveLabel={t('editor.settings.save')} />
      </div>
      <section
        aria-label={t('editor.settings.danger')}
        className="rounded-xl border-[3px] border-dashed border-pop-deep/60 bg-[#fff1f2] p-3"
      >
        {confirmDelete ? (
          <div role="group" aria-label={t('editor.settings.confirmGroup')} className="space-y-2">
            <p className="font-bold text-pop-deep">
              <T id="editor.settings.confirmText" values={{ title: story.title }} components={{ 0: <bdi /> }} />
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => void deleteStory()}
                disabled={busy}
                aria-busy={remove.isPending}
                className="btn btn-primary px-4 py-1.5 text-sm"
              >
                {remove.isPending && <Spinner className="size-4" />}
                {t('editor.settings.confirmYes')}
              </button>
              <button
                type="button"
                onClick={() => setConfirmDelete(false)}
                disabled={busy}
                className="btn btn-plain px-4 py-1.5 text-sm"
              >
                {t('editor.common.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-soft">{t('editor.settings.deleteNote')}</p>
            <button
              type="button"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              className="btn btn-plain px-4 py-1.5 text-sm text-pop-deep"
            >
              {t('editor.settings.delete')}
            </button>
          </div>
        )}
      </section>
    </form>
  );
}
