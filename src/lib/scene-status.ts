// Scene status polling: when to stop asking, and what the answer means for the author.
import { t } from './i18n';

export const SCENE_POLL_MS = 3000;
export const SCENE_POLL_MAX_ATTEMPTS = 40;

export interface ScenePoll {
  scene: { status: string; panels: { imageUrl: string | null; imageGenerationError: string | null }[] };
  progress: number;
  isGenerating: boolean;
  isComplete: boolean;
  hasError: boolean;
  hasPartialErrors: boolean;
  errorMessage: string | null;
}

export type PollOutcome = 'waiting' | 'complete' | 'partial' | 'failed' | 'gave-up';

/** Done when the scene is complete and every panel has a picture or an error, or on an error, or after 40 polls. */
export function pollOutcome(poll: ScenePoll | undefined, attempts: number): PollOutcome {
  if (poll) {
    if (poll.hasError || poll.scene.status === 'failed') return 'failed';
    const settled = poll.scene.panels.every((panel) => panel.imageUrl || panel.imageGenerationError);
    if (poll.isComplete && settled)
      return poll.hasPartialErrors || poll.scene.panels.some((panel) => !panel.imageUrl) ? 'partial' : 'complete';
  }
  return attempts >= SCENE_POLL_MAX_ATTEMPTS ? 'gave-up' : 'waiting';
}

/** The toast for a finished poll ('' when all went well or nothing is known yet). */
export function outcomeMessage(outcome: PollOutcome, poll: ScenePoll | undefined): string {
  if (outcome === 'failed') return poll?.errorMessage || t('editor.msg.imagesFailed');
  if (outcome === 'partial') return poll?.errorMessage || 'Scene completed but some panel images failed';
  if (outcome === 'gave-up') return 'Scene generation is taking longer than expected. Check back in a moment.';
  return '';
}

/** The toast for a run that settled, a failed poll included ('' when all went well). */
export function runProblem(outcome: PollOutcome | 'error', poll: ScenePoll | undefined): string {
  return outcome === 'error' ? t('editor.msg.imagesFailed') : outcomeMessage(outcome, poll);
}

/** The toast for a scene the generation call answered as already 'completed' ('' when every panel has a picture). */
export function completedProblem(panels: readonly { imageUrl: string | null }[]): string {
  const failed = panels.filter((panel) => !panel.imageUrl).length;
  return failed ? `Scene completed but ${failed} of ${panels.length} panel images failed` : '';
}

/**
 * One generation run's place in the status query's life. A regenerated scene keeps its id, so the shared query still
 * holds the last run's answers and counts: a run only counts the polls (and errors) that land after it started.
 */
export interface SceneRun {
  baseCount: number;
  baseErrorCount: number;
}

/** What a run needs of the query's state (TanStack Query's QueryState). */
export interface PollState {
  data?: { data: ScenePoll };
  dataUpdateCount: number;
  errorUpdateCount: number;
  status: 'pending' | 'error' | 'success';
}

export function startSceneRun(state: PollState | undefined): SceneRun {
  return { baseCount: state?.dataUpdateCount ?? 0, baseErrorCount: state?.errorUpdateCount ?? 0 };
}

/** This run's answers: its latest poll (none while only older answers are cached), its attempts, a failed poll. */
export function runView(state: PollState | undefined, run: SceneRun) {
  const attempts = Math.max(0, (state?.dataUpdateCount ?? 0) - run.baseCount);
  const failed = state?.status === 'error' && state.errorUpdateCount > run.baseErrorCount;
  return { poll: attempts > 0 ? state?.data?.data : undefined, attempts, failed };
}

export function runOutcome(state: PollState | undefined, run: SceneRun): PollOutcome | 'error' {
  const view = runView(state, run);
  return view.failed ? 'error' : pollOutcome(view.poll, view.attempts);
}

/** One panel's place in a generation run, as the prompt bar's progress shows it. */
export type PanelProgress = 'waiting' | 'drawing' | 'done' | 'failed';

/**
 * Every panel's progress while a scene is generated from the prompt bar: all waiting while the scene is written, then
 * each drawn, failed or still drawing as the polls (or the generation's own answer) report it.
 */
export function panelProgress(
  phase: 'idle' | 'scene' | 'images',
  requested: number,
  panels: readonly { imageUrl: string | null; imageGenerationError?: string | null }[] | undefined,
): PanelProgress[] {
  if (phase === 'idle') return [];
  if (phase === 'scene' || !panels?.length)
    return Array.from({ length: Math.max(1, requested) }, () => (phase === 'scene' ? 'waiting' : 'drawing'));
  return panels.map((panel) => (panel.imageUrl ? 'done' : panel.imageGenerationError ? 'failed' : 'drawing'));
}
