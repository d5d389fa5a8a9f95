// The Story Settings dialog (spec 02 sections 2 and 5): title, description and tags (chips; at most 10 of at most 50
// characters, trimmed, no duplicates), saved through stories.update.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/errors';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { addTags } from '../../../lib/tags';
import { MAX_TAGS, storyDescription, storyTitle } from '../../../shared/validation';

export function StorySettingsDialog({ story, open, onClose }: { story: StoryDetail; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Story Settings" width="max-w-xl">
      {open && <SettingsForm story={story} onClose={onClose} />}
    </Modal>
  );
}

function SettingsForm({ story, onClose }: { story: StoryDetail; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(story.title);
  const [description, setDescription] = useState(story.description);
  const [tags, setTags] = useState<string[]>(story.tags ?? []);
  const [tagInput, setTagInput] = useState('');
  const [errors, setErrors] = useState<{ title?: string; description?: string; tags?: string }>({});
  const update = useMutation(trpc.stories.update.mutationOptions());
  const descriptionId = useId();
  const tagsId = useId();

  function commitTags(input = tagInput) {
    const result = addTags(tags, input);
    setTags(result.tags);
    setErrors((current) => ({ ...current, tags: result.error }));
    setTagInput('');
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const pending = addTags(tags, tagInput);
    const parsedTitle = storyTitle.safeParse(title);
    const parsedDescription = storyDescription.safeParse(description);
    const found = {
      title: parsedTitle.success ? undefined : parsedTitle.error.issues[0]?.message,
      description: parsedDescription.success ? undefined : parsedDescription.error.issues[0]?.message,
      tags: pending.error,
    };
    setTags(pending.tags);
    setTagInput('');
    setErrors(found);
    if (found.title || found.description || found.tags || !parsedTitle.success || !parsedDescription.success) return;
    try {
      await update.mutateAsync({ id: story._id, changes: { title: parsedTitle.data, description: parsedDescription.data, tags: pending.tags } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.stories.byId.queryKey({ id: story._id }) }),
        queryClient.invalidateQueries({ queryKey: trpc.stories.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.stories.tags.pathKey() }),
      ]);
      toast.success('Story settings saved!', 'saved');
      onClose();
    } catch (error) {
      const problem = describeError(error, 'Failed to save settings');
      setErrors({ title: problem.fields['changes.title'], description: problem.fields['changes.description'], tags: problem.fields['changes.tags'] });
      toast.error(problem.message);
    }
  }

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <TextField label="Title" value={title} maxLength={200} onValueChange={setTitle} error={errors.title} data-autofocus="" />
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-[0.95rem] font-bold text-ink">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          maxLength={1000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className="field-input resize-y"
        />
        {errors.description && (
          <p id={`${descriptionId}-error`} role="alert" className="mt-1.5 text-sm font-bold text-pop-deep">
            {errors.description}
          </p>
        )}
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between">
          <label htmlFor={tagsId} className="text-[0.95rem] font-bold text-ink">
            Tags
          </label>
          <span className="text-xs text-ink-soft">
            {tags.length}/{MAX_TAGS}
          </span>
        </div>
        {tags.length > 0 && (
          <ul aria-label="Current tags" className="mb-2 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} className="flex items-center gap-1 rounded-full border-2 border-ink bg-sun px-3 py-0.5 text-sm font-bold shadow-comic-sm">
                {tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => setTags(tags.filter((item) => item !== tag))}
                  className="-mr-1 grid size-5 place-items-center rounded-full hover:bg-white"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={tagsId}
          value={tagInput}
          maxLength={200}
          placeholder="Add a tag and press Enter"
          onChange={(event) => {
            const value = event.target.value;
            if (value.includes(',')) commitTags(value);
            else setTagInput(value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitTags();
            } else if (event.key === 'Backspace' && !tagInput && tags.length) setTags(tags.slice(0, -1));
          }}
          aria-invalid={errors.tags ? true : undefined}
          aria-describedby={errors.tags ? `${tagsId}-error` : undefined}
          className="field-input"
        />
        {errors.tags && (
          <p id={`${tagsId}-error`} role="alert" className="mt-1.5 text-sm font-bold text-pop-deep">
            {errors.tags}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        <button type="button" onClick={onClose} disabled={update.isPending} className="btn btn-plain px-4 py-2">
          Cancel
        </button>
        <button type="submit" disabled={update.isPending} aria-busy={update.isPending} className="btn btn-primary px-5 py-2">
          {update.isPending && <Spinner className="size-4" />}
          Save Settings
        </button>
      </div>
    </form>
  );
}
