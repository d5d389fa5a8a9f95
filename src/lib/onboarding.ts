// The onboarding wizard's rules: its steps, the description checks, the two phase
// machines (world building and story creation), when polling stops, and what failures say.
import { TRPCClientError } from '@trpc/client';
import { aiErrorInfo, type AiErrorInfo, type AiNotice } from './ai-errors';
import { JSON_PARSE_ERROR } from '../shared/ai-errors';
import { DESCRIPTION_HINT_AT, DESCRIPTION_MAX, DESCRIPTION_WARN_AT, WIZARD_POLL_MAX } from '../shared/onboarding';
import { ENTITY_LIMITS, isDefaultStoryTitle } from '../shared/stories';
import { fitsGraphemes, sliceGraphemes } from '../shared/text';
import { improveTextInput } from '../shared/validation';
import { issueText, translateMessage } from './messages';
import { t, type EditorId } from './i18n';

/** The description step's check ('' when it may continue). */
export function descriptionProblem(description: string): string {
  if (!description.trim()) return t('editor.msg.descriptionRequired');
  if (!fitsGraphemes(description, DESCRIPTION_MAX)) return t('editor.msg.descriptionTooLong', { max: DESCRIPTION_MAX });
  return '';
}

/** Notes under the description: a warning near the limit (over 900) and, for long texts (over 600), the entity limits. */
export function descriptionNotes(length: number): { warning?: string; hint?: string } {
  const notes: { warning?: string; hint?: string } = {};
  if (length > DESCRIPTION_WARN_AT)
    notes.warning = `Almost at the limit: ${Math.max(0, DESCRIPTION_MAX - length)} characters left`;
  if (length > DESCRIPTION_HINT_AT)
    notes.hint = `Rich descriptions are welcome! Generate From Your Story creates at most ${ENTITY_LIMITS.characters} characters and ${ENTITY_LIMITS.locations} locations.`;
  return notes;
}

/** AI Improve's check ('' when the text may be sent). */
export function improveProblem(text: string): string {
  const parsed = improveTextInput.safeParse(text);
  return parsed.success ? '' : issueText(parsed.error.issues[0]?.message ?? '');
}

/** A refused improvement (400) says what the server said, else the spec's validation text. */
export function improveFailure(info: AiErrorInfo): string {
  if (info.message) return translateMessage(info);
  return t(info.httpStatus === 400 ? 'editor.msg.improveRejected' : 'editor.msg.improveFailed');
}

/** A suggestion may be `{ text, emoji }` or a plain string. */
export type Suggestion = string | { text: string; emoji?: string | null };
export const suggestionText = (suggestion: Suggestion) =>
  typeof suggestion === 'string' ? suggestion : suggestion.text;

/** A picked seed becomes the description, cut to the limit. */
export const seedDescription = (suggestion: Suggestion) => sliceGraphemes(suggestionText(suggestion), DESCRIPTION_MAX);

/** The error fields entity extraction adds: `debug.type` and a `suggestion`. */
export function extractionErrorInfo(error: unknown): AiErrorInfo & { debugType?: string; suggestion?: string } {
  const info = aiErrorInfo(error);
  const data = (error instanceof TRPCClientError ? (error.data ?? {}) : {}) as {
    debug?: { type?: unknown };
    suggestion?: unknown;
  };
  return {
    ...info,
    debugType: typeof data.debug?.type === 'string' ? data.debug.type : undefined,
    suggestion: typeof data.suggestion === 'string' ? data.suggestion : undefined,
  };
}

/** Entity extraction failures: a format error (8 s), an error with details (6 s), else generic. */
export function extractionNotice(info: AiErrorInfo & { debugType?: string; suggestion?: string }): AiNotice {
  if (info.debugType === JSON_PARSE_ERROR) {
    const parts = [t('editor.msg.badResponse'), info.details, info.suggestion].filter(Boolean);
    return { message: `${parts[0]}${parts.length > 1 ? `: ${parts.slice(1).join(' ')}` : ''}`, durationMs: 8000 };
  }
  if (info.message && info.details) return { message: `${info.message}: ${info.details}`, durationMs: 6000 };
  if (info.httpStatus === 400 && info.message) return { message: translateMessage(info), durationMs: 4000 };
  return { message: t('editor.msg.extractionFailed'), durationMs: 4000 };
}

export type ExtractionPhase = 'idle' | 'extracting' | 'generating-images' | 'complete';
export type CreationPhase =
  'idle' | 'processing' | 'creating-scene' | 'generating-images' | 'waiting-for-panel-images' | 'complete';

export interface PhaseInfo<P extends string> {
  id: P;
  label: string;
}

export const EXTRACTION_PHASES: readonly PhaseInfo<Exclude<ExtractionPhase, 'idle'>>[] = [
  { id: 'extracting', label: 'Reading your story for characters and places' },
  { id: 'generating-images', label: 'Drawing their portraits' },
  { id: 'complete', label: 'Your world is ready' },
];

export const CREATION_PHASES: readonly PhaseInfo<Exclude<CreationPhase, 'idle'>>[] = [
  { id: 'processing', label: 'Preparing your story' },
  { id: 'creating-scene', label: 'Writing the opening scene' },
  { id: 'generating-images', label: 'Starting the panel artwork' },
  { id: 'waiting-for-panel-images', label: 'Inking the first panel' },
  { id: 'complete', label: 'Ready!' },
];

/** The wizard's step titles (WIZARD_STEPS) by id. */
export const WIZARD_STEP_IDS = [
  'editor.wizard.step1',
  'editor.wizard.step2',
  'editor.wizard.step3',
  'editor.wizard.step4',
] as const satisfies readonly EditorId[];

const EXTRACTION_PHASE_IDS: Record<Exclude<ExtractionPhase, 'idle'>, EditorId> = {
  extracting: 'editor.phase.extracting',
  'generating-images': 'editor.phase.portraits',
  complete: 'editor.phase.worldReady',
};

const CREATION_PHASE_IDS: Record<Exclude<CreationPhase, 'idle'>, EditorId> = {
  processing: 'editor.phase.processing',
  'creating-scene': 'editor.phase.creatingScene',
  'generating-images': 'editor.phase.panelArtwork',
  'waiting-for-panel-images': 'editor.phase.firstPanel',
  complete: 'editor.phase.ready',
};

/** World building's status list in the reader's language. */
export const extractionSteps = (current: ExtractionPhase) =>
  phaseSteps(EXTRACTION_PHASES, current).map((step) => ({ ...step, label: t(EXTRACTION_PHASE_IDS[step.id]) }));

/** Story creation's status list in the reader's language. */
export const creationSteps = (current: CreationPhase) =>
  phaseSteps(CREATION_PHASES, current).map((step) => ({ ...step, label: t(CREATION_PHASE_IDS[step.id]) }));

export type StepState = 'done' | 'active' | 'pending';

/** Each phase as done, active or pending for the status list; everything is done once the last phase is reached. */
export function phaseSteps<P extends string>(
  phases: readonly PhaseInfo<P>[],
  current: P | 'idle',
): (PhaseInfo<P> & { state: StepState })[] {
  const at = phases.findIndex((phase) => phase.id === current);
  const last = phases.length - 1;
  return phases.map((phase, index) => ({
    ...phase,
    state:
      at === -1
        ? 'pending'
        : index < at || (at === last && index === last)
          ? 'done'
          : index === at
            ? 'active'
            : 'pending',
  }));
}

/** Ids among `wanted` whose picture has not arrived in the story yet. */
export function entitiesWithoutImages(
  story: {
    characters: { _id: string; primaryImageUrl: string | null }[];
    locations: { _id: string; primaryImageUrl: string | null }[];
  },
  wanted: readonly string[],
): string[] {
  const all = new Map([...story.characters, ...story.locations].map((entity) => [entity._id, entity.primaryImageUrl]));
  // An entity deleted meanwhile is not waited for.
  return wanted.filter((id) => all.has(id) && !all.get(id));
}

/** Entity picture polling stops once every new entity has a picture, or after 40 polls. */
export const entityPollDone = (missing: number, polls: number) => missing === 0 || polls >= WIZARD_POLL_MAX;

/** The default or an empty title is replaced by a generated one when there is a description. */
export function shouldGenerateTitle(title: string | null | undefined, description: string | null | undefined): boolean {
  const current = (title ?? '').trim();
  return (!current || isDefaultStoryTitle(current)) && Boolean((description ?? '').trim());
}

export interface SceneProgress {
  scene: { status: string; panels: { panelNumber: number; imageUrl: string | null; hasImage?: boolean }[] };
  hasError?: boolean;
  errorMessage?: string | null;
}

/** The first panel has its picture (an image URL, and `hasImage` when the answer carries it): the story is ready to show. */
export function firstPanelReady(scene: SceneProgress['scene'] | undefined): boolean {
  const first = [...(scene?.panels ?? [])].sort((a, b) => a.panelNumber - b.panelNumber)[0];
  return Boolean(first?.imageUrl) && first?.hasImage !== false;
}

/** Story creation stops waiting when the first panel has a picture, the scene failed, or after 40 polls. */
export function creationPollDone(poll: SceneProgress | undefined, polls: number): boolean {
  return (
    firstPanelReady(poll?.scene) ||
    Boolean(poll?.hasError || poll?.scene.status === 'failed') ||
    polls >= WIZARD_POLL_MAX
  );
}
