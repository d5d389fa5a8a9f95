// Wizard step 1, 'Launch Your Story': the story description with AI Improve and the collapsible Story Seeds.
import { ENTITY_LIMITS } from '../../../shared/stories';
import { useT } from '../../../lib/i18n-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextAreaField } from '../../../components/form-fields';
import { Spinner } from '../../../components/spinner';
import { aiErrorInfo } from '../../../lib/ai-errors';
import { descriptionNotes, improveFailure, improveProblem, seedDescription } from '../../../lib/onboarding';
import { DESCRIPTION_MAX } from '../../../shared/onboarding';
import { graphemeCount, sliceGraphemes } from '../../../shared/text';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { SuggestionPicker } from './suggestion-picker';
import { Icon } from '../../../components/icons';

interface StepLaunchProps {
  storyId: string;
  description: string;
  onDescriptionChange: (description: string) => void;
  error?: string;
  disabled?: boolean;
}

export function StepLaunch({ storyId, description, onDescriptionChange, error, disabled = false }: StepLaunchProps) {
  const t = useT();
  const trpc = useTRPC();
  const improve = useMutation(trpc.ai.improveText.mutationOptions());
  const [seedsOpen, setSeedsOpen] = useState(false);
  // AI Improve's text waits beside the author's own until accepted or discarded: it may add things the
  // author never meant, and the description is public once the story is.
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const seedsId = useId();
  const length = graphemeCount(description);
  const notes = descriptionNotes(length);

  async function runImprove() {
    const problem = improveProblem(description);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const { improvedText } = await improve.mutateAsync({ text: description.trim(), context: { storyId } });
      setSuggestion(sliceGraphemes(improvedText, DESCRIPTION_MAX));
    } catch (failure) {
      toast.error(improveFailure(aiErrorInfo(failure)));
    }
  }

  return (
    <div className="space-y-5">
      <TextAreaField
        label={t('editor.wizard.aboutLabel')}
        value={description}
        onValueChange={onDescriptionChange}
        error={error}
        rows={6}
        counterMax={DESCRIPTION_MAX}
        disabled={disabled || improve.isPending}
        placeholder={t('editor.wizard.aboutPlaceholder')}
        data-autofocus=""
        actions={
          <button
            type="button"
            onClick={() => void runImprove()}
            disabled={disabled || improve.isPending}
            aria-busy={improve.isPending}
            className="btn btn-sun px-3 py-1 text-sm"
          >
            {improve.isPending ? <Spinner className="size-4" /> : <Icon name="sparkles" />}
            {t(improve.isPending ? 'editor.wizard.improving' : 'editor.wizard.improve')}
          </button>
        }
        hint={
          notes.warning || notes.hint ? (
            <span className="flex flex-col gap-1">
              {notes.warning && (
                <span className="font-bold text-pop-deep">
                  {t('editor.wizard.almostLimit', { n: Math.max(0, DESCRIPTION_MAX - length) })}
                </span>
              )}
              {notes.hint && (
                <span>
                  {t('editor.wizard.richHint', {
                    characters: ENTITY_LIMITS.characters,
                    locations: ENTITY_LIMITS.locations,
                  })}
                </span>
              )}
            </span>
          ) : (
            t('editor.wizard.aboutHint')
          )
        }
      />
      {suggestion !== null && (
        <section
          aria-label={t('editor.wizard.suggestionLabel')}
          data-testid="improve-suggestion"
          className="space-y-3 rounded-xl border-[3px] border-sky bg-sky-soft/60 p-4"
        >
          <p className="text-sm font-bold">{t('editor.wizard.suggestionNote')}</p>
          <p className="whitespace-pre-wrap rounded-lg border-2 border-ink/20 bg-white p-3">{suggestion}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary px-3 py-1 text-sm"
              onClick={() => {
                onDescriptionChange(suggestion);
                setSuggestion(null);
                toast.success(t('editor.wizard.improved'), 'saved');
              }}
            >
              {t('editor.wizard.useSuggestion')}
            </button>
            <button type="button" className="btn btn-plain px-3 py-1 text-sm" onClick={() => setSuggestion(null)}>
              {t('editor.wizard.keepMine')}
            </button>
          </div>
        </section>
      )}
      <section className="rounded-xl border-[3px] border-ink bg-paper/70">
        <button
          type="button"
          aria-expanded={seedsOpen}
          aria-controls={seedsId}
          onClick={() => setSeedsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-start"
        >
          <span>
            <span className="block font-display text-2xl tracking-wide">{t('editor.wizard.seeds')}</span>
            <span className="block text-sm text-ink-soft">{t('editor.wizard.seedsHint')}</span>
          </span>
          <span aria-hidden="true" className={`text-xl transition ${seedsOpen ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
        {seedsOpen && (
          <div id={seedsId} className="border-t-2 border-dashed border-ink/25 px-4 py-3">
            <SuggestionPicker
              storyId={storyId}
              kind="storySeeds"
              onPick={(seed) => onDescriptionChange(seedDescription(seed))}
              disabled={disabled || improve.isPending}
            />
          </div>
        )}
      </section>
    </div>
  );
}
