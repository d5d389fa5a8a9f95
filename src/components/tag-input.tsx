// Tags as chips with a text box: Enter or a comma adds, × or Backspace removes; at most 10 tags of
// at most 50 characters, trimmed, no duplicates (src/lib/tags.ts says which rule a tag broke).
import { useT } from '../lib/i18n-react';
import { addTags } from '../lib/tags';
import { MAX_TAGS } from '../shared/validation';
import { controlProps, FieldNotes, useFieldIds } from './form-fields';

/** The box may hold a few comma-separated tags at once (the server takes 200 characters per entry before trimming). */
const DRAFT_MAX = 200;

interface TagInputProps {
  tags: string[];
  onTagsChange: (tags: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  error?: string;
  onError: (error: string | undefined) => void;
  disabled?: boolean;
}

export function TagInput({
  tags,
  onTagsChange,
  draft,
  onDraftChange,
  error,
  onError,
  disabled = false,
}: TagInputProps) {
  const t = useT();
  const hint = t('editor.tags.hint', { max: MAX_TAGS });
  const ids = useFieldIds(error, hint);
  const { id } = ids;
  function commit(input: string) {
    const result = addTags(tags, input);
    onTagsChange(result.tags);
    onError(result.error);
    onDraftChange('');
  }
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between">
        <label htmlFor={id} className="text-[0.95rem] font-bold text-ink">
          {t('editor.tags.label')}
        </label>
        <span className="text-xs text-ink-soft">
          {tags.length}/{MAX_TAGS}
        </span>
      </div>
      {tags.length > 0 && (
        <ul aria-label={t('editor.tags.current')} className="mb-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full border-2 border-ink bg-sun px-3 py-0.5 text-sm font-bold shadow-comic-sm"
            >
              <bdi>{tag}</bdi>
              <button
                type="button"
                aria-label={t('editor.tags.remove', { tag })}
                disabled={disabled}
                onClick={() => {
                  onTagsChange(tags.filter((item) => item !== tag));
                  onError(undefined);
                }}
                className="-mr-1 grid size-5 place-items-center rounded-full hover:bg-white"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        {...controlProps(ids, error, draft, DRAFT_MAX, (value) =>
          value.includes(',') ? commit(value) : onDraftChange(value),
        )}
        disabled={disabled}
        placeholder={t('editor.tags.placeholder')}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(draft);
          } else if (event.key === 'Backspace' && !draft && tags.length) onTagsChange(tags.slice(0, -1));
        }}
        className="field-input"
      />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
