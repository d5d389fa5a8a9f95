// The fixed bottom prompt bar: Enter submits, Shift+Enter starts a new line, the panel
// count (1-6) is kept per story, and the label reads 'Generating scene' then 'Generating image' while work runs, with
// each panel's progress above the bar.
import { useT } from '../../../lib/i18n-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { charLimit } from '../../../lib/char-limit';
import { PANEL_CHOICES, readPanelCount, writePanelCount } from '../../../lib/panel-count';
import { toast } from '../../../lib/toast';
import { promptProblem } from '../../../lib/scene-prompt';
import type { PanelProgress } from '../../../lib/scene-status';
import { GenerationProgress } from './generation-progress';
import type { GenerationPhase } from './use-scene-generation';
import { LineIcon } from '../../../components/icons';

interface PromptBarProps {
  storyId: string;
  panels: number;
  onPanelsChange: (panels: number) => void;
  phase: GenerationPhase;
  progress: number;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  onSubmit: (prompt: string, panels: number) => void;
  /** Each panel's progress while generating (see GenerationProgress). */
  panelStates?: readonly PanelProgress[];
  /** A row above the prompt (the editing bar), docked with it so nothing sticks over the panels at the top. */
  tools?: ReactNode;
}

/** The panel count for a story's next scene: the stored choice, kept in local storage when it changes. */
export function usePanelCount(storyId: string, storyDefault: number | null | undefined) {
  const [panels, setPanels] = useState(() => readPanelCount(storyId, storyDefault));
  const choose = (count: number) => {
    setPanels(count);
    writePanelCount(storyId, count);
  };
  return [panels, choose] as const;
}

/** Scrolled less than this (CSS px) since the last change of direction, nothing moves: a finger's jitter is no scroll. */
const SCROLL_STEP_PX = 8;

/**
 * On phones the bottom dock (editing bar and prompt bar) and the page header slide away while the author scrolls down
 * through the story, and come back on any scroll up, near the top or the end of the page, or while `hold`.
 */
function useTuckedOnScroll(hold: boolean) {
  const [tucked, setTucked] = useState(false);
  if (hold && tucked) setTucked(false);
  useEffect(() => {
    if (hold) return;
    const phone = window.matchMedia('(max-width: 639.98px)');
    let last = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      const moved = y - last;
      if (Math.abs(moved) < SCROLL_STEP_PX) return;
      last = y;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - 48;
      setTucked(phone.matches && moved > 0 && y > 120 && !atEnd);
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hold]);
  // The page header goes with the dock (see .site-header in styles.css), so the comic has the whole screen.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-bars-tucked', tucked);
    return () => document.documentElement.removeAttribute('data-bars-tucked');
  }, [tucked]);
  return tucked;
}

export function PromptBar({
  panels,
  onPanelsChange,
  phase,
  progress,
  prompt,
  onPromptChange,
  onSubmit,
  panelStates = [],
  tools,
}: PromptBarProps) {
  const t = useT();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const promptId = useId();
  const panelsId = useId();
  const working = phase !== 'idle';
  // Kept out while the author is in it (typing, choosing) or a scene is being made.
  const [focused, setFocused] = useState(false);
  const tucked = useTuckedOnScroll(working || focused);
  const label = t(
    phase === 'scene'
      ? 'editor.prompt.generatingScene'
      : phase === 'images'
        ? 'editor.prompt.generatingImage'
        : 'editor.prompt.generate',
  );

  // Grows with the text up to a few lines.
  useEffect(() => {
    const area = textRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 160)}px`;
  }, [prompt]);

  function submit() {
    if (working) return;
    const problem = promptProblem(prompt);
    if (problem) {
      toast.error(problem);
      textRef.current?.focus();
      return;
    }
    onSubmit(prompt.trim(), panels);
  }

  return (
    <div
      data-testid="prompt-dock"
      data-tucked={tucked || undefined}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`fixed inset-x-0 bottom-0 z-40 transition-transform duration-200 motion-reduce:transition-none ${tucked ? 'translate-y-full' : ''}`}
    >
      {phase !== 'idle' && <GenerationProgress phase={phase} panels={panelStates} />}
      <div className="border-t-[3px] border-ink bg-white/95 shadow-[0_-4px_0_0_rgb(27_21_48/0.08)] backdrop-blur supports-[backdrop-filter]:bg-white/85">
        {tools && (
          <div className="mx-auto max-w-5xl border-b-2 border-dashed border-ink/15 px-3 py-1.5 sm:px-6">{tools}</div>
        )}
        <form
          aria-label={t('editor.prompt.form')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {phase === 'images' && (
            <div
              role="progressbar"
              aria-label={t('editor.prompt.imageProgress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-1.5 bg-sky-soft"
            >
              <div
                className="h-full bg-sky transition-[width] duration-500"
                style={{ width: `${Math.max(5, progress)}%` }}
              />
            </div>
          )}
          <div className="mx-auto flex max-w-5xl items-end gap-2 px-3 py-3 sm:gap-3 sm:px-6">
            <label htmlFor={promptId} className="sr-only">
              {t('editor.prompt.label')}
            </label>
            <textarea
              ref={textRef}
              id={promptId}
              rows={1}
              dir="auto"
              value={prompt}
              disabled={working}
              placeholder={t('editor.prompt.placeholder')}
              {...charLimit(1000, prompt, onPromptChange)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  submit();
                }
              }}
              className="field-input min-h-12 flex-1 resize-none py-2.5 leading-snug"
            />
            <div className="flex items-center gap-2">
              <label htmlFor={panelsId} className="font-bold max-sm:sr-only">
                {t('editor.prompt.panels')}
              </label>
              <div className="relative">
                <LineIcon
                  className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2"
                  strokeWidth="2.2"
                  strokeLinecap="butt"
                >
                  <rect x="3" y="4" width="8" height="7" rx="1" />
                  <rect x="13" y="4" width="8" height="7" rx="1" />
                  <rect x="3" y="13" width="18" height="7" rx="1" />
                </LineIcon>
                <select
                  id={panelsId}
                  value={panels}
                  disabled={working}
                  onChange={(event) => onPanelsChange(Number(event.target.value))}
                  title={t('editor.prompt.panelsTitle')}
                  className="field-input h-12 w-auto py-2 pe-7 ps-10 font-bold"
                >
                  {PANEL_CHOICES.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <button
              type="submit"
              disabled={working}
              aria-busy={working}
              className="btn btn-primary h-12 shrink-0 px-4 sm:px-5"
            >
              {working ? (
                <Spinner className="size-5" />
              ) : (
                <LineIcon className="size-5">
                  <path d="M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z" />
                </LineIcon>
              )}
              <span className="max-sm:sr-only">
                {phase === 'images' ? t('editor.prompt.generatingImageProgress', { progress }) : label}
              </span>
            </button>
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {working ? label : ''}
          </p>
        </form>
      </div>
    </div>
  );
}
