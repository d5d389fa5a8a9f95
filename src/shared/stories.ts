// A story's settings and the limits of what it holds, and who may edit
// it: the server enforces them, the client offers only what they allow.

import { PSEUDO_LOCALE, type Locale } from './locales';

/**
 * A new story's title, in the interface's language it was made in, until the author (or the AI, from the description)
 * gives it one. The server knows them all: any of them counts as "no title yet" (a title is generated; an untouched
 * draft is reused).
 */
export const DEFAULT_STORY_TITLES = {
  en: 'My New Story',
  es: 'Mi nueva historia',
  'pt-BR': 'Minha nova história',
  ja: '新しいストーリー',
  ko: '나의 새 스토리',
  'zh-CN': '我的新故事',
  hi: 'मेरी नई कहानी',
  ar: 'قصتي الجديدة',
} as const satisfies Record<Locale, string>;
/** The spec's default, for an API request that names no title. */
export const DEFAULT_STORY_TITLE = DEFAULT_STORY_TITLES.en;
/**
 * The pseudo-locale's default title: the English one marked like its catalogue strings, so a walk of the interface in
 * it (development and the browser tests) tells an interface-made title from an English one sent by mistake.
 */
const PSEUDO_DEFAULT_TITLE = `⟦${DEFAULT_STORY_TITLE}⟧`;
/** The default title in an interface language (English for any other; the pseudo-locale's marked). */
export const defaultStoryTitle = (locale: string): string =>
  locale === PSEUDO_LOCALE ? PSEUDO_DEFAULT_TITLE : (DEFAULT_STORY_TITLES[locale as Locale] ?? DEFAULT_STORY_TITLE);
/** Every default title: each language's and the pseudo-locale's. */
export const ALL_DEFAULT_STORY_TITLES: readonly string[] = [
  ...Object.values(DEFAULT_STORY_TITLES),
  PSEUDO_DEFAULT_TITLE,
];
const DEFAULTS = ALL_DEFAULT_STORY_TITLES;
/** Whether a title is still a default one, in any language. */
export const isDefaultStoryTitle = (title: string | null | undefined): boolean =>
  DEFAULTS.includes((title ?? '').trim());

export const ASPECT_RATIOS = ['3:4', '3:2', '1:1'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '3:4';

export const IMAGE_MODELS = ['flux-kontext-pro', 'flux-kontext-max', 'runway-gen4'] as const;
export type ImageModel = (typeof IMAGE_MODELS)[number];
export const DEFAULT_IMAGE_MODEL: ImageModel = 'flux-kontext-pro';

export const STORY_STATUSES = ['draft', 'published'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];
export const asStoryStatus = (value: unknown): StoryStatus => (value === 'published' ? 'published' : 'draft');

/** A scene is being drawn, done, or its generation failed. */
export const SCENE_STATUSES = ['generating', 'completed', 'failed'] as const;
export type SceneStatus = (typeof SCENE_STATUSES)[number];
export const asSceneStatus = (value: unknown): SceneStatus =>
  SCENE_STATUSES.includes(value as SceneStatus) ? (value as SceneStatus) : 'completed';

/** A scene holds 1 to 6 panels. */
export const PANELS_PER_SCENE = { min: 1, max: 6 } as const;
export const panelsRangeMessage = (label: string) =>
  `${label} must be between ${PANELS_PER_SCENE.min} and ${PANELS_PER_SCENE.max}`;

/** A story has at most 8 characters and 6 locations; neither the AI nor an author adds more. */
export const ENTITY_LIMITS = { characters: 8, locations: 6 } as const;
export type EntityKind = 'character' | 'location';
export const entityLimit = (kind: EntityKind): number =>
  kind === 'character' ? ENTITY_LIMITS.characters : ENTITY_LIMITS.locations;

/** A stored value as one of the known ones (older rows may hold anything), else the default. */
function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export const asAspectRatio = (value: unknown): AspectRatio => oneOf(ASPECT_RATIOS, value, DEFAULT_ASPECT_RATIO);
export const asImageModel = (value: unknown): ImageModel => oneOf(IMAGE_MODELS, value, DEFAULT_IMAGE_MODEL);

/** A new panel picture's size: 3:4 → 768x1024, 3:2 → 1024x683, anything else square. */
export function pictureSize(aspectRatio: string | null | undefined): { width: number; height: number } {
  if (aspectRatio === '3:4') return { width: 768, height: 1024 };
  if (aspectRatio === '3:2') return { width: 1024, height: 683 };
  return { width: 1024, height: 1024 };
}

/** A story is changed by its owner or the administrator (the server decides who that is; the client only mirrors it). */
export function canEditStory(ownerId: string, viewerId: string | null | undefined, viewerIsAdmin: boolean): boolean {
  return Boolean(viewerId && (viewerId === ownerId || viewerIsAdmin));
}
