// Wizard step 4, 'Begin Your Adventure': the opening prompt, or one of the Story Opening Ideas, and Create Your Story.
import { useT } from '../../../lib/i18n-react';
import { TextAreaField } from '../../../components/form-fields';
import { Spinner } from '../../../components/spinner';
import { suggestionText } from '../../../lib/onboarding';

import { sliceGraphemes } from '../../../shared/text';
import { SuggestionPicker } from './suggestion-picker';
import { Icon } from '../../../components/icons';

interface StepBeginProps {
  storyId: string;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  error?: string;
  onCreate: () => void;
  busy: boolean;
}

export function StepBegin({ storyId, prompt, onPromptChange, error, onCreate, busy }: StepBeginProps) {
  const t = useT();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCreate();
      }}
      className="space-y-5"
    >
      <TextAreaField
        label={t('editor.wizard.beginLabel')}
        value={prompt}
        onValueChange={onPromptChange}
        error={error}
        rows={4}
        counterMax={1000}
        disabled={busy}
        placeholder={t('editor.wizard.beginPlaceholder')}
        hint={t('editor.wizard.beginHint')}
        data-autofocus=""
      />
      <div className="rounded-xl border-[3px] border-ink bg-paper/70 p-4">
        <p className="font-display text-2xl tracking-wide">{t('editor.wizard.openingIdeas')}</p>
        <SuggestionPicker
          storyId={storyId}
          kind="openingScenes"
          onPick={(idea) => onPromptChange(sliceGraphemes(suggestionText(idea), 1000))}
          disabled={busy}
        />
      </div>
      <div className="flex flex-col items-center gap-2 border-t-2 border-dashed border-ink/20 pt-5">
        <button type="submit" disabled={busy} aria-busy={busy} className="btn btn-primary px-8 py-3 text-xl">
          {busy ? <Spinner className="size-5" /> : <Icon name="rocket" className="size-5" />}
          {t('editor.wizard.create')}
        </button>
        <p className="text-sm text-ink-soft">{t('editor.msg.storyDuration')}</p>
        <p data-testid="stays-private" className="flex items-center gap-1.5 text-sm font-bold text-ink">
          <span aria-hidden="true">🔒</span> {t('editor.msg.staysPrivate')}
        </p>
      </div>
    </form>
  );
}
