// AI ideas to pick from: the wizard's Story Seeds (5) and Story Opening Ideas (4), with a
// refresh button. Loaded when first shown; a failed load says so in a toast and leaves a retry.
import { useT } from '../../../lib/i18n-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/spinner';
import { asEmoji } from '../../../lib/format';
import { suggestionText, type Suggestion } from '../../../lib/onboarding';
import { OPENING_IDEA_COUNT, SEED_COUNT } from '../../../shared/onboarding';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { Icon } from '../../../components/icons';

/** How many of each kind are asked for, the list's name, and what a failed load says. */
const PICKERS = {
  storySeeds: { count: SEED_COUNT, label: 'editor.wizard.seedsPick', failMessage: 'editor.msg.seedsFailed' },
  openingScenes: {
    count: OPENING_IDEA_COUNT,
    label: 'editor.wizard.openingPick',
    failMessage: 'editor.msg.ideasFailed',
  },
} as const;

interface SuggestionPickerProps {
  storyId: string;
  kind: keyof typeof PICKERS;
  onPick: (suggestion: Suggestion) => void;
  disabled?: boolean;
}

export function SuggestionPicker({ storyId, kind, onPick, disabled = false }: SuggestionPickerProps) {
  const t = useT();
  const { count, label, failMessage } = PICKERS[kind];
  const trpc = useTRPC();
  const load = useMutation(trpc.ai.sceneSuggestions.mutationOptions());
  const { mutate } = load;
  const started = useRef(false);

  function refresh() {
    mutate(
      { storyId, maxSuggestions: count, suggestionType: kind, timestamp: Date.now() },
      { onError: () => toast.error(t(failMessage)) },
    );
  }

  // Loaded once, when first shown (the refresh button asks again).
  const refreshOnce = useRef(refresh);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refreshOnce.current();
  }, []);

  const suggestions: Suggestion[] = load.data?.suggestions ?? [];
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-bold text-ink-soft">{t(label)}</p>
        <button
          type="button"
          onClick={refresh}
          disabled={load.isPending || disabled}
          aria-busy={load.isPending}
          className="btn btn-plain px-3 py-1 text-sm"
        >
          {load.isPending ? <Spinner className="size-4" /> : <Icon name="refresh" />}
          {t(load.isPending ? 'editor.wizard.thinking' : 'editor.suggestions.newIdeas')}
        </button>
      </div>
      {load.isPending && !suggestions.length ? (
        <ul aria-hidden="true" className="space-y-2">
          {Array.from({ length: Math.min(count, 3) }, (_, i) => (
            <li key={i} className="h-12 animate-pulse rounded-xl bg-ink/10" />
          ))}
        </ul>
      ) : load.isError && !suggestions.length ? (
        <p className="rounded-xl border-2 border-dashed border-ink/30 px-3 py-3 text-sm text-ink-soft">
          {t('editor.wizard.noIdeas')}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t(label)}>
          {suggestions.map((suggestion, index) => {
            const text = suggestionText(suggestion);
            const emoji = typeof suggestion === 'string' ? null : suggestion.emoji;
            return (
              <li key={`${index}-${text}`}>
                <button
                  type="button"
                  onClick={() => onPick(suggestion)}
                  disabled={disabled}
                  className="flex w-full items-start gap-3 rounded-xl border-2 border-ink bg-white px-3 py-2.5 text-start text-[0.95rem] shadow-comic-sm transition hover:-translate-y-0.5 hover:bg-sun/30 disabled:opacity-60"
                >
                  {emoji ? (
                    <span aria-hidden="true" className="w-6 flex-none text-center text-xl leading-none">
                      {asEmoji(emoji)}
                    </span>
                  ) : (
                    <Icon name="bulb" className="mt-0.5 size-5 flex-none text-sun-deep" />
                  )}
                  <span dir="auto">{text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
