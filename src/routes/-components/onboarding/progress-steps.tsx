// The onboarding wizard's progress: a bar and the four numbered steps, done ones ticked.
import { useT } from '../../../lib/i18n-react';
import { WIZARD_STEPS } from '../../../shared/onboarding';
import { WIZARD_STEP_IDS } from '../../../lib/onboarding';

export function ProgressSteps({ current }: { current: number }) {
  const t = useT();
  const percent = (current / (WIZARD_STEPS.length - 1)) * 100;
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={t('editor.wizard.progress')}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={current + 1}
        aria-valuetext={t('editor.wizard.progressValue', {
          n: current + 1,
          total: WIZARD_STEPS.length,
          title: t(WIZARD_STEP_IDS[current]!),
        })}
        className="h-3 overflow-hidden rounded-full border-2 border-ink bg-white"
      >
        <div className="h-full bg-pop transition-[width] duration-300" style={{ width: `${Math.max(6, percent)}%` }} />
      </div>
      <ol className="mt-3 grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((title, index) => {
          const state = index < current ? 'done' : index === current ? 'active' : 'pending';
          return (
            <li
              key={title}
              aria-current={state === 'active' ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`grid size-8 place-items-center rounded-full border-[3px] border-ink font-bold ${state === 'done' ? 'bg-mint text-white' : state === 'active' ? 'bg-pop text-white shadow-comic-sm' : 'bg-white text-ink-soft'}`}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span
                className={`text-xs leading-tight font-bold max-sm:sr-only ${state === 'pending' ? 'text-ink-soft' : 'text-ink'}`}
              >
                {t(WIZARD_STEP_IDS[index]!)}
                {state === 'done' && <span className="sr-only"> {t('editor.progress.stateDone')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
