// The onboarding wizard: four steps with a progress indicator, Back and Continue (none on the
// last step). Continue saves what the step chose: the description (stories.update), the art style (stories.setArtStyle).
import { useT } from '../../../lib/i18n-react';
import { useId } from 'react';
import { ArtStylePicker } from '../../../components/art-style-picker';
import { LoadingScreen } from '../../../components/generation-loading';
import { Spinner } from '../../../components/spinner';
import { WIZARD_STEP_IDS, creationSteps } from '../../../lib/onboarding';
import { WIZARD_STEPS } from '../../../shared/onboarding';
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
  'editor.wizard.intro1',
  'editor.wizard.intro2',
  'editor.wizard.intro3',
  'editor.wizard.intro4',
] as const;

export function OnboardingWizard({ story, onComplete }: OnboardingWizardProps) {
  const t = useT();
  const wizard = useOnboardingWizard(story, onComplete);
  const { step, busy, description, style, prompt, creation, sectionRef, headingRef } = wizard;
  const headingId = useId();

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-3xl scroll-mt-24"
      data-onboarding-step={step + 1}
    >
      <div className="card overflow-hidden">
        <header className="border-b-[3px] border-ink bg-sun px-5 pt-5 pb-4 sm:px-8">
          <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">
            {t('editor.wizard.stepOf', { n: step + 1, total: WIZARD_STEPS.length })}
          </p>
          <ProgressSteps current={step} />
        </header>
        <div className="px-5 py-6 sm:px-8">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-4xl leading-none outline-none sm:text-5xl">
            {t(WIZARD_STEP_IDS[step]!)}
          </h2>
          <p className="mt-2 mb-6 text-ink-soft">{t(STEP_INTROS[step]!)}</p>
          {step === 0 && (
            <StepLaunch
              storyId={story._id}
              description={description.value}
              onDescriptionChange={description.change}
              error={description.error}
              disabled={busy}
            />
          )}
          {step === 1 && (
            <ArtStylePicker
              choice={style.value}
              onChange={style.change}
              customSwitchLabel={t('editor.wizard.customStyle')}
              customFieldLabel={t('editor.wizard.customStyleLabel')}
              customPlaceholder={t('editor.wizard.customStylePlaceholder')}
              hint={t('editor.wizard.customStyleHint')}
              error={style.error}
              disabled={busy}
            />
          )}
          {step === 2 && <StepWorld story={story} description={description.value} extraction={wizard.extraction} />}
          {step === 3 && (
            <StepBegin
              storyId={story._id}
              prompt={prompt.value}
              onPromptChange={prompt.change}
              error={prompt.error}
              onCreate={wizard.create}
              busy={creation.busy}
            />
          )}
        </div>
        <footer className="flex items-center justify-between gap-3 border-t-[3px] border-ink bg-paper px-5 py-4 sm:px-8">
          <button type="button" onClick={wizard.back} disabled={step === 0 || busy} className="btn btn-plain px-5 py-2">
            {t('editor.wizard.back')}
          </button>
          {step < WIZARD_STEPS.length - 1 && (
            <button
              type="button"
              onClick={() => void wizard.next()}
              disabled={busy || wizard.customBlank}
              aria-busy={wizard.saving}
              className="btn btn-primary px-6 py-2"
            >
              {wizard.saving && <Spinner className="size-4" />}
              {t('editor.wizard.continue')}
            </button>
          )}
        </footer>
      </div>
      <LoadingScreen
        open={creation.phase !== 'idle'}
        title={t(creation.phase === 'complete' ? 'editor.wizard.ready' : 'editor.wizard.creating')}
        steps={creationSteps(creation.phase)}
        hint={t('editor.msg.storyDuration')}
        done={creation.phase === 'complete'}
      />
    </section>
  );
}
