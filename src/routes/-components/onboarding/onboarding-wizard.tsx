// The onboarding wizard (spec 02 sections 2 and 4): four steps with a progress indicator, Back and Continue (none on the
// last step). Continue saves what the step chose: the description (stories.update), the art style (stories.setArtStyle).
import { useEffect, useId, useRef, useState } from 'react';
import { ArtStylePicker } from '../../../components/art-style-picker';
import { LoadingScreen } from '../../../components/generation-loading';
import { Spinner } from '../../../components/spinner';
import { styleChoiceFor, styleChoicePrompt, type StyleChoice } from '../../../lib/art-styles';
import { describeError } from '../../../lib/errors';
import { CREATION_PHASES, WIZARD_MESSAGES, WIZARD_STEPS, descriptionProblem, phaseSteps } from '../../../lib/onboarding';
import { promptProblem } from '../../../lib/scene-prompt';
import type { StoryDetail } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPCClient } from '../../../lib/trpc';
import { useRefreshStory } from '../story-modals/use-story-refresh';
import { StepBegin } from './step-begin';
import { StepLaunch } from './step-launch';
import { StepWorld } from './step-world';
import { useEntityExtraction } from './use-entity-extraction';
import { useStoryCreation } from './use-story-creation';

export interface OnboardingWizardProps {
  story: StoryDetail;
  /** The first scene exists and onboarding is recorded as complete: show the dashboard. */
  onComplete: () => void;
}

const STEP_INTROS = [
  'Tell us the idea behind your story. A few sentences are plenty.',
  'Pick the look every panel is drawn in. You can change it later.',
  'Meet your cast and the places they go. Generate them from your description or add your own.',
  'Describe the opening scene, and we will draw your first page.',
] as const;

export function OnboardingWizard({ story, onComplete }: OnboardingWizardProps) {
  const client = useTRPCClient();
  const refresh = useRefreshStory(story._id);
  const [step, setStep] = useState(0);
  const [description, setDescription] = useState(story.description);
  const [descriptionError, setDescriptionError] = useState('');
  const [style, setStyle] = useState<StyleChoice>(() => styleChoiceFor(story.artStyle));
  const [styleError, setStyleError] = useState('');
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState('');
  const [saving, setSaving] = useState(false);
  const extraction = useEntityExtraction(story);
  const creation = useStoryCreation(story, onComplete);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const headingId = useId();

  // Each new step is announced by moving focus to its heading (not on first render), with the progress indicator
  // brought into view below the sticky site header (the section's scroll margin).
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (mounted.current) {
      if ((sectionRef.current?.getBoundingClientRect().top ?? 0) < 80) sectionRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    }
    mounted.current = true;
  }, [step]);

  async function saveDescription(): Promise<boolean> {
    const problem = descriptionProblem(description);
    setDescriptionError(problem);
    if (problem) return false;
    const text = description.trim();
    if (text === story.description.trim()) return true;
    try {
      await client.stories.update.mutate({ id: story._id, changes: { description: text } });
      await refresh();
      return true;
    } catch (error) {
      toast.error(describeError(error, 'Failed to save the description').message);
      return false;
    }
  }

  async function saveStyle(): Promise<boolean> {
    const artStyle = styleChoicePrompt(style);
    if (!artStyle) {
      setStyleError(WIZARD_MESSAGES.customStyleRequired);
      return false;
    }
    setStyleError('');
    if (artStyle === story.artStyle.trim()) return true;
    try {
      await client.stories.setArtStyle.mutate({ id: story._id, artStyle });
      await refresh();
      return true;
    } catch {
      toast.error(WIZARD_MESSAGES.artStyleFailed);
      return false;
    }
  }

  async function next() {
    if (saving) return;
    setSaving(true);
    try {
      const saved = step === 0 ? await saveDescription() : step === 1 ? await saveStyle() : true;
      if (saved) setStep((current) => Math.min(current + 1, WIZARD_STEPS.length - 1));
    } finally {
      setSaving(false);
    }
  }

  function create() {
    const problem = promptProblem(prompt);
    setPromptError(problem);
    if (problem) return;
    void creation.create(prompt, description);
  }

  const busy = saving || creation.busy;
  const customBlank = step === 1 && style.useCustom && !style.custom.trim();

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="mx-auto w-full max-w-3xl scroll-mt-24" data-onboarding-step={step + 1}>
      <div className="card overflow-hidden">
        <header className="border-b-[3px] border-ink bg-sun px-5 pt-5 pb-4 sm:px-8">
          <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">
            Story setup · Step {step + 1} of {WIZARD_STEPS.length}
          </p>
          <ProgressSteps current={step} />
        </header>
        <div className="px-5 py-6 sm:px-8">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-4xl leading-none outline-none sm:text-5xl">
            {WIZARD_STEPS[step]}
          </h2>
          <p className="mt-2 mb-6 text-ink-soft">{STEP_INTROS[step]}</p>
          {step === 0 && (
            <StepLaunch
              storyId={story._id}
              description={description}
              onDescriptionChange={(value) => {
                setDescription(value);
                if (descriptionError) setDescriptionError('');
              }}
              error={descriptionError}
              disabled={busy}
            />
          )}
          {step === 1 && (
            <ArtStylePicker
              choice={style}
              onChange={(choice) => {
                setStyle(choice);
                setStyleError('');
              }}
              customSwitchLabel="Custom Style"
              customFieldLabel="Describe your own style"
              customPlaceholder="Chunky crayon drawings on brown paper, like a kid's adventure journal"
              hint="Describe the look to continue."
              error={styleError}
              disabled={busy}
            />
          )}
          {step === 2 && <StepWorld story={story} description={description} extraction={extraction} />}
          {step === 3 && (
            <StepBegin
              storyId={story._id}
              prompt={prompt}
              onPromptChange={(value) => {
                setPrompt(value);
                setPromptError('');
              }}
              error={promptError}
              onCreate={create}
              busy={creation.busy}
            />
          )}
        </div>
        <footer className="flex items-center justify-between gap-3 border-t-[3px] border-ink bg-paper px-5 py-4 sm:px-8">
          <button type="button" onClick={() => setStep((current) => Math.max(0, current - 1))} disabled={step === 0 || busy} className="btn btn-plain px-5 py-2">
            ← Back
          </button>
          {step < WIZARD_STEPS.length - 1 && (
            <button type="button" onClick={() => void next()} disabled={busy || customBlank} aria-busy={saving} className="btn btn-primary px-6 py-2">
              {saving && <Spinner className="size-4" />}
              Continue →
            </button>
          )}
        </footer>
      </div>
      <LoadingScreen
        open={creation.phase !== 'idle'}
        title={creation.phase === 'complete' ? 'Your story is ready!' : 'Creating Your Story'}
        steps={phaseSteps(CREATION_PHASES, creation.phase)}
        hint={WIZARD_MESSAGES.storyDuration}
      />
    </section>
  );
}

function ProgressSteps({ current }: { current: number }) {
  const percent = (current / (WIZARD_STEPS.length - 1)) * 100;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={current + 1}
        aria-valuetext={`Step ${current + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[current]}`}
        className="h-3 overflow-hidden rounded-full border-2 border-ink bg-white"
      >
        <div className="h-full bg-pop transition-[width] duration-300" style={{ width: `${Math.max(6, percent)}%` }} />
      </div>
      <ol className="mt-3 grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'active' : 'pending';
          return (
            <li key={title} aria-current={state === 'active' ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1 text-center">
              <span
                aria-hidden="true"
                className={`grid size-8 place-items-center rounded-full border-[3px] border-ink font-bold ${state === 'done' ? 'bg-mint text-white' : state === 'active' ? 'bg-pop text-white shadow-comic-sm' : 'bg-white text-ink-soft'}`}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={`text-xs leading-tight font-bold max-sm:sr-only ${state === 'pending' ? 'text-ink-soft' : 'text-ink'}`}>
                {title}
                {state === 'done' && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
