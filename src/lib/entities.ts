// Characters and locations in the editors: list order, picture state, form checks and
// the texts that differ between the two kinds.
import { characterInput, fieldErrors, fromDescriptionInput, locationInput } from '../shared/validation';
import { sliceGraphemes } from '../shared/text';
import { issueText, translateMessage } from './messages';
import { t, type EditorId } from './i18n';

export type EntityKind = 'character' | 'location';

export interface EntityData {
  _id: string;
  name: string;
  title: string;
  description: string;
  imagePrompt: string;
  primaryImageUrl: string | null;
  imageUrls?: string[];
  firstAppearance: number;
  /** The scene numbers that show it: such an entity cannot be deleted (the card says so before any confirm step). */
  usedInScenes?: number[];
  createdAt: string;
}

export interface EntityFormValues {
  name: string;
  title: string;
  description: string;
  imagePrompt: string;
}

/** A character (or location) made less than 3 minutes ago without a picture is still having one drawn. */
export const RECENT_ENTITY_MS = 180_000;
export const ENTITY_IMAGE_SIZE = { width: 1024, height: 1024 } as const;

export const ENTITY_TEXT = {
  character: {
    one: 'Character',
    many: 'Characters',
    empty: 'No characters yet',
    add: 'Add Character',
    edit: 'Edit Character',
    describe: 'Describe your character',
    placeholder: 'A grumpy old lighthouse keeper who secretly writes poetry',
    generateFailed: 'Failed to generate character.',
    imageFailed: 'Character created, but image generation failed. You can generate it manually.',
  },
  location: {
    one: 'Location',
    many: 'Locations',
    empty: 'No locations yet',
    add: 'Add Location',
    edit: 'Edit Location',
    describe: 'Describe your location',
    placeholder: 'A crooked lighthouse on a stormy cliff, its lamp flickering green',
    generateFailed: 'Failed to generate location.',
    imageFailed: 'Location created, but image generation failed. You can generate it manually.',
  },
} as const satisfies Record<EntityKind, Record<string, string>>;

/** A kind's words in the reader's language, by the same keys as ENTITY_TEXT (which keeps the spec's English). */
export function entityText(kind: EntityKind): Record<keyof (typeof ENTITY_TEXT)['character'], string> {
  const ids = Object.keys(ENTITY_TEXT[kind]).map((key) => [key, t(`editor.entity.${kind}.${key}` as EditorId)]);
  return Object.fromEntries(ids) as Record<keyof (typeof ENTITY_TEXT)['character'], string>;
}

export type EntityImageState = 'none' | 'generating' | 'present';

/** `drawing`: ids whose picture this client has asked for and not yet seen. */
export function entityImageState(
  entity: Pick<EntityData, '_id' | 'primaryImageUrl' | 'createdAt'>,
  now: number,
  drawing: ReadonlySet<string> = new Set(),
): EntityImageState {
  if (entity.primaryImageUrl) return 'present';
  if (drawing.has(entity._id)) return 'generating';
  const created = Date.parse(entity.createdAt);
  return Number.isFinite(created) && now - created >= 0 && now - created < RECENT_ENTITY_MS ? 'generating' : 'none';
}

/** In order of first appearance, then creation (a stable order for entities of the same scene). */
export function sortByFirstAppearance<T extends Pick<EntityData, 'firstAppearance' | 'createdAt'>>(
  entities: readonly T[],
): T[] {
  return [...entities].sort(
    (a, b) => a.firstAppearance - b.firstAppearance || Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
}

/** The form's field errors (spec messages), or null when it may be saved. */
export function entityFormErrors(
  kind: EntityKind,
  values: EntityFormValues,
): Partial<Record<keyof EntityFormValues, string>> | null {
  const parsed = (kind === 'character' ? characterInput : locationInput).safeParse(values);
  if (parsed.success) return null;
  return Object.fromEntries(fieldErrors(parsed.error).map((error) => [error.field, translateMessage(error)]));
}

/** The Generate tab's check of the short description ('' when it may be sent). */
export function fromDescriptionProblem(kind: EntityKind, description: string): string {
  const parsed = fromDescriptionInput(kind).safeParse(description);
  return parsed.success ? '' : issueText(parsed.error.issues[0]?.message ?? '');
}

/** The AI's entity profile as form values (missing fields empty, each cut to the form's limits). */
export function formFromProfile(profile: Partial<Record<keyof EntityFormValues, unknown>>): EntityFormValues {
  const text = (value: unknown, max: number) => (typeof value === 'string' ? sliceGraphemes(value.trim(), max) : '');
  return {
    name: text(profile.name, 100),
    title: text(profile.title, 200),
    description: text(profile.description, 1000),
    imagePrompt: text(profile.imagePrompt, 1000),
  };
}
