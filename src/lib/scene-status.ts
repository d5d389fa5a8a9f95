// Scene status polling (spec 02 section 4): when to stop asking, and what the answer means for the author.

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
    if (poll.isComplete && settled) return poll.hasPartialErrors || poll.scene.panels.some((panel) => !panel.imageUrl) ? 'partial' : 'complete';
  }
  return attempts >= SCENE_POLL_MAX_ATTEMPTS ? 'gave-up' : 'waiting';
}

export const GENERATION_FAILED = 'Scene generation failed during image creation';

/** The toast for a finished poll ('' when all went well or nothing is known yet). */
export function outcomeMessage(outcome: PollOutcome, poll: ScenePoll | undefined): string {
  if (outcome === 'failed') return poll?.errorMessage || GENERATION_FAILED;
  if (outcome === 'partial') return poll?.errorMessage || 'Scene completed but some panel images failed';
  if (outcome === 'gave-up') return 'Scene generation is taking longer than expected. Check back in a moment.';
  return '';
}
