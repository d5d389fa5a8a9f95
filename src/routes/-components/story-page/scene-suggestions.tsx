// The suggestion block: four ideas for the next scene, fresh for 30 s and kept 5 minutes,
// one retry; choosing one sends it as the next scene's prompt.
//
// 'When the wizard finishes, the next suggestion is set to auto-generate' is read here as:
// right after onboarding the block asks for new continuation ideas at once (whatever is cached) and stands out, so the
// next scene is one click away. It never sends a scene by itself: writing one stays the author's choice.
import { useT } from '../../../lib/i18n-react';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner';
import { asEmoji } from '../../../lib/format';
import { useTRPCClient } from '../../../lib/trpc';

export const SUGGESTIONS = { count: 4, staleTime: 30_000, gcTime: 5 * 60_000, retries: 1 } as const;
export const SUGGESTIONS_FAILED = "Couldn't fetch new ideas right now";

export function useSceneSuggestions(storyId: string, fresh = false) {
  const client = useTRPCClient();
  return useQuery({
    queryKey: [['ai', 'sceneSuggestions'], { storyId }],
    // A mutation on the server (it may call the AI); cached here like a query. The timestamp makes
    // every refetch a new request, so 'New ideas' is never answered from an intermediate cache.
    queryFn: () =>
      client.ai.sceneSuggestions.mutate({
        storyId,
        maxSuggestions: SUGGESTIONS.count,
        suggestionType: 'continuation',
        timestamp: Date.now(),
      }),
    staleTime: SUGGESTIONS.staleTime,
    gcTime: SUGGESTIONS.gcTime,
    retry: SUGGESTIONS.retries,
    refetchOnReconnect: false,
    refetchOnMount: fresh ? 'always' : true,
  });
}

/** `fresh`: the onboarding wizard has just handed over (new ideas at once, highlighted). */
export function SceneSuggestions({
  storyId,
  disabled,
  onChoose,
  fresh = false,
}: {
  storyId: string;
  disabled: boolean;
  onChoose: (text: string) => void;
  fresh?: boolean;
}) {
  const t = useT();
  const query = useSceneSuggestions(storyId, fresh);
  const suggestions = (query.data?.suggestions ?? []).map((item) =>
    typeof item === 'string' ? { text: item } : item,
  ) as { text: string; emoji?: string }[];
  const heading = t(query.data?.isNewStory ? 'editor.suggestions.begin' : 'editor.suggestions.next');
  return (
    <section
      aria-labelledby="suggestions-title"
      aria-busy={query.isFetching}
      data-fresh={fresh || undefined}
      className={`mt-12 rounded-2xl border-[3px] p-5 sm:p-6 ${fresh ? 'border-ink bg-sun/25 shadow-comic' : 'border-dashed border-ink/50 bg-white/70'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="suggestions-title" className="flex items-center gap-2 text-3xl text-ink">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-7 shrink-0 -rotate-6"
            fill="var(--color-sun)"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinejoin="round"
          >
            <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z" />
          </svg>
          {heading}
        </h2>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-busy={query.isFetching}
          className="btn btn-plain px-3 py-1 text-sm"
        >
          {query.isFetching ? <Spinner className="size-4" /> : <span aria-hidden="true">↻</span>}
          {t('editor.suggestions.newIdeas')}
        </button>
      </div>
      {fresh && <p className="mt-2 font-bold text-ink-soft">{t('editor.suggestions.fresh')}</p>}
      {query.isPending ? (
        <ul aria-label={t('editor.suggestions.loading')} className="mt-4 grid gap-3 sm:grid-cols-2">
          {Array.from({ length: SUGGESTIONS.count }, (_, i) => (
            <li key={i} className="h-16 animate-pulse rounded-xl border-[3px] border-ink/20 bg-paper-deep" />
          ))}
        </ul>
      ) : query.isError && !suggestions.length ? (
        <p role="alert" className="mt-4 rounded-xl border-2 border-ink bg-[#ffe6e8] px-4 py-3 font-bold">
          {SUGGESTIONS_FAILED}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion.text}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChoose(suggestion.text)}
                className="group flex h-full w-full items-start gap-3 rounded-xl border-[3px] border-ink bg-white px-4 py-3 text-start font-bold shadow-comic-sm transition hover:-translate-y-0.5 hover:bg-sun/40 hover:shadow-comic disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:translate-y-0"
              >
                <span aria-hidden="true" className="grid w-7 flex-none place-items-center text-2xl leading-none">
                  {suggestion.emoji ? (
                    asEmoji(suggestion.emoji)
                  ) : (
                    <svg
                      viewBox="0 0 24 24"
                      className="size-6 text-sun-deep"
                      fill="currentColor"
                      stroke="var(--color-ink)"
                      strokeWidth="1.6"
                      strokeLinejoin="round"
                    >
                      <path d="M12 2l2.4 6.6L21 11l-6.6 2.4L12 20l-2.4-6.6L3 11l6.6-2.4z" />
                    </svg>
                  )}
                </span>
                <span dir="auto" data-user-content="" className="min-w-0 flex-1">
                  {suggestion.text}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
