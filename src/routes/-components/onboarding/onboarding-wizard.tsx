// The onboarding wizard (spec 02 sections 2 and 4): four steps with a progress indicator, Back and Continue (none on the
// last step). Continue saves what the step chose: the description (stories.update), the art style (stories.setArtStyle).
import { useId } from 'react';
import { ArtStylePicker } from '../../../components/art-style-picker';
import { LoadingScreen } from '../../../components/generation-loading';
import { Spinner } from '../../../components/spinner';
import { CREATION_PHASES, phaseSteps } from '../../../lib/onboarding';
import { WIZARD_MESSAGES, WIZARD_STEPS } from '../../../shared/onboarding';
import type { StoryDetail } from '../../../lib/story-types';
import { ProgressSteps } from './progress-steps';
import { StepBegin } from './step-begin';
import { StepLaunch } from './step-launch';
import { StepWorld } from './step-world';
import { useOnboardingWizard } from './use-onboarding-wizard';

export interface OnboardingWizardProps {
  story: StoryDetail;
  /** The first scene exists and onboarding is recorded as complete: show the story page. */
  onComplete: () => void;
}

const STEP_INTROS = [
  'Tell us the idea behind your story. A few sentences are plenty.',
  'Pick the look every panel is drawn in. You can change it later.',
  'Meet your cast and the places they go. Generate them from your description or add your own.',
  'Describe the opening scene, and we will draw your first page.',
] as const;

export function OnboardingWizard({ story, onComplete }: OnboardingWizardProps) {
  const wizard = useOnboardingWizard(story, onComplete);
  const { step, busy, description, style, prompt, creation } = wizard;
  const headingId = useId();

  return (
    <section ref={wizard.sectionRef} aria-labelledby={headingId} className="mx-auto w-full max-w-3xl scroll-mt-24" data-onboarding-step={step + 1}>
      <div className="card overflow-hidden">
        <header className="border-b-[3px] border-ink bg-sun px-5 pt-5 pb-4 sm:px-8">
          <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">
            Story setup · Step {step + 1} of {WIZARD_STEPS.length}
          </p>
          <ProgressSteps current={step} />
        </header>
        <div className="px-5 py-6 sm:px-8">
          <h2 id={headingId} ref={wizard.headingRef} tabIndex={-1} className="text-4xl leading-none outline-none sm:text-5xl">
            {WIZARD_STEPS[step]}
          </h2>
          <p className="mt-2 mb-6 text-ink-soft">{STEP_INTROS[step]}</p>
          {step === 0 && <StepLaunch storyId={story._id} description={description.value} onDescriptionChange={description.change} error={description.error} disabled={busy} />}
          {step === 1 && (
            <ArtStylePicker
              choice={style.value}
              onChange={style.change}
              customSwitchLabel="Custom Style"
              customFieldLabel="Describe your own style"
              customPlaceholder="Chunky crayon drawings on brown paper, like a kid's adventure journal"
              hint="Describe the look to continue."
              error={style.error}
              disabled={busy}
            />
          )}
          {step === 2 && <StepWorld story={story} description={description.value} extraction={wizard.extraction} />}
          {step === 3 && <StepBegin storyId={story._id} prompt={prompt.value} onPromptChange={prompt.change} error={prompt.error} onCreate={wizard.create} busy={creation.busy} />}
        </div>
        <footer className="flex items-center justify-between gap-3 border-t-[3px] border-ink bg-paper px-5 py-4 sm:px-8">
          <button type="button" onClick={wizard.back} disabled={step === 0 || busy} className="btn btn-plain px-5 py-2">
            ← Back
          </button>
          {step < WIZARD_STEPS.length - 1 && (
            <button type="button" onClick={() => void wizard.next()} disabled={busy || wizard.customBlank} aria-busy={wizard.saving} className="btn btn-primary px-6 py-2">
              {wizard.saving && <Spinner className="size-4" />}
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
        done={creation.phase === 'complete'}
      />
    </section>
  );
}
