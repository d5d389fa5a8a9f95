// What the prompt bar shows while a scene is generated: 'Generating scene', then
// 'Generating image', each panel's picture as it arrives, and the elapsed time, like the wizard's loading screen.
import type { EditorId } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n-react';
import { ElapsedTimer } from '../../../components/generation-loading';
import { Spinner } from '../../../components/spinner';
import type { PanelProgress } from '../../../lib/scene-status';
import type { GenerationPhase } from './use-scene-generation';

const STEPS = [
  { phase: 'scene', label: 'editor.prompt.generatingScene' },
  { phase: 'images', label: 'editor.prompt.generatingImage' },
] as const;

const PANEL_TEXT = {
  waiting: 'editor.progress.panelWaiting',
  drawing: 'editor.progress.panelDrawing',
  done: 'editor.progress.panelDone',
  failed: 'editor.progress.panelFailed',
} as const satisfies Record<PanelProgress, EditorId>;

export function GenerationProgress({
  phase,
  panels,
}: {
  phase: Exclude<GenerationPhase, 'idle'>;
  panels: readonly PanelProgress[];
}) {
  const t = useT();
  const done = panels.filter((panel) => panel === 'done').length;
  return (
    <div className="mx-auto mb-2 max-w-5xl px-3 sm:px-6">
      <section
        aria-label={t('editor.progress.label')}
        data-testid="generation-progress"
        className="flex animate-pop-in flex-wrap items-center gap-x-5 gap-y-2 rounded-2xl border-[3px] border-ink bg-white px-4 py-3 shadow-comic"
      >
        <ol aria-label={t('editor.progress.steps')} className="flex flex-wrap gap-2">
          {STEPS.map((step, index) => {
            const state =
              step.phase === phase
                ? 'active'
                : index < STEPS.findIndex((item) => item.phase === phase)
                  ? 'done'
                  : 'pending';
            return (
              <li
                key={step.phase}
                data-state={state}
                aria-current={state === 'active' ? 'step' : undefined}
                className={`flex items-center gap-2 rounded-full border-2 px-3 py-1 text-sm font-bold ${
                  state === 'active'
                    ? 'border-ink bg-sky-soft'
                    : state === 'done'
                      ? 'border-ink/30 bg-mint/10'
                      : 'border-ink/15 text-ink-soft'
                }`}
              >
                {state === 'done' ? (
                  <span
                    aria-hidden="true"
                    className="grid size-4 place-items-center rounded-full bg-mint text-[0.6rem] text-white"
                  >
                    ✓
                  </span>
                ) : state === 'active' ? (
                  <Spinner className="size-4 text-sky" />
                ) : (
                  <span aria-hidden="true" className="size-3 rounded-full border-2 border-ink/30" />
                )}
                {t(step.label)}
                <span className="sr-only">
                  {t(
                    state === 'done'
                      ? 'editor.progress.stateDone'
                      : state === 'active'
                        ? 'editor.progress.stateActive'
                        : 'editor.progress.stateWaiting',
                  )}
                </span>
              </li>
            );
          })}
        </ol>
        <ul aria-label={t('editor.progress.panels', { done, n: panels.length })} className="flex flex-wrap gap-1.5">
          {panels.map((panel, index) => (
            <li
              key={index}
              data-state={panel}
              className={`flex items-center gap-1 rounded-lg border-2 px-2 py-0.5 text-xs font-bold ${
                panel === 'done'
                  ? 'border-ink bg-mint text-white'
                  : panel === 'failed'
                    ? 'border-pop-deep bg-[#ffe6e8] text-pop-deep'
                    : 'border-ink/30 bg-paper'
              }`}
            >
              {panel === 'drawing' ? (
                <Spinner className="size-3" />
              ) : (
                <span aria-hidden="true">{panel === 'done' ? '✓' : panel === 'failed' ? '!' : '·'}</span>
              )}
              {t('editor.progress.panelN', { n: index + 1 })}
              <span className="sr-only">({t(PANEL_TEXT[panel])})</span>
            </li>
          ))}
        </ul>
        <ElapsedTimer running className="ms-auto text-sm text-ink-soft" />
      </section>
    </div>
  );
}
