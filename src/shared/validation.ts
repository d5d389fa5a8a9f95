// zod schemas with the spec's exact messages, used by the server and the forms.
import { z } from 'zod';
import { textBubbleInput } from './bubble-schema';
import { BUBBLES_PER_PANEL_MAX } from './bubbles';
import { isMediaUrl, MEDIA_URL_MESSAGE } from './media';
import { DESCRIPTION_MAX } from './onboarding';
import { atLeast, atMost, nfc } from './text';
import {
  ASPECT_RATIOS,
  DEFAULT_STORY_TITLE,
  IMAGE_MODELS,
  PANELS_PER_SCENE,
  STORY_STATUSES,
  panelsRangeMessage,
} from './stories';
import { LOCALES } from './locales';
import { LAYOUT_LIMITS, READING_DIRECTIONS, layoutProblemCode } from './layout';
import { MSG } from './auth-messages';
import { ALT_TEXT_MAX, MAX_TAG_LENGTH, MAX_TAGS } from './limits';
import { code } from './messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

export { MSG, ALT_TEXT_MAX, MAX_TAG_LENGTH, MAX_TAGS };

const email = z
  .string({ error: code('email_required') })
  .trim()
  .min(1, code('email_required'))
  .max(254, code('email_invalid'))
  .regex(EMAIL_PATTERN, code('email_invalid'));

const newPassword = z
  .string({ error: code('password_required') })
  .min(1, code('password_required'))
  .refine(atLeast(6), code('password_short'))
  .refine(atMost(128), code('password_long'))
  .regex(PASSWORD_PATTERN, code('password_weak'));

const name = z.string().trim().refine(atMost(50), code('name_long'));

export const loginInput = z.object({
  email,
  password: z
    .string({ error: code('password_required') })
    .min(1, code('password_required'))
    .refine(atMost(128), code('invalid_login')),
});

export const registerInput = z.object({
  username: z
    .string({ error: code('username_required') })
    .trim()
    .min(1, code('username_required'))
    .min(3, code('username_short'))
    .max(30, code('username_long'))
    .regex(USERNAME_PATTERN, code('username_chars')),
  email,
  password: newPassword,
  firstName: name.optional(),
  lastName: name.optional(),
  inviteCode: z.string().max(200).optional(),
});

/** The sign-up form adds the confirmation, which is never sent. */
export const registerFormSchema = registerInput
  .extend({ confirmPassword: z.string().min(1, code('confirm_required')) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: code('confirm_mismatch'),
  });

export const profileInput = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  avatar: z
    .string()
    .trim()
    .max(2048, code('avatar_long'))
    .refine((url) => url === '' || /^(https?:\/\/|\/media\/)/.test(url), code('avatar_url'))
    .optional(),
  /** The interface language; null forgets the choice. */
  locale: z
    .enum(LOCALES, { error: code('unsupported_language') })
    .nullable()
    .optional(),
});

export const passwordChangeInput = z.object({
  currentPassword: z
    .string({ error: code('current_password_required') })
    .min(1, code('current_password_required'))
    .refine(atMost(128), code('current_password_incorrect')),
  newPassword,
});

/** The change-password form adds the confirmation of the new password, which is never sent. */
export const passwordChangeFormSchema = passwordChangeInput
  .extend({ confirmPassword: z.string().min(1, code('confirm_required')) })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: code('confirm_mismatch'),
  });

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type ProfileInput = z.infer<typeof profileInput>;
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export { fieldErrors, type FieldError } from './field-errors';

// Stories.

export const TAG_MESSAGES = {
  tooMany: `Maximum of ${MAX_TAGS} tags allowed`,
  tooLong: `Each tag must be at most ${MAX_TAG_LENGTH} characters`,
  /** The tag editor's own refusal (the server drops a repeated tag silently). */
  duplicate: 'That tag is already added',
} as const;

/** A tag as it is stored: trimmed, in NFC ('Café' typed composed or decomposed is one tag). */
export const cleanTag = (tag: string) => nfc(tag.trim());
/** What two tags are compared by: one tag whatever its case. */
export const tagKey = (tag: string) => cleanTag(tag).toLowerCase();
/**
 * The commas tags are separated by, in every script people type them in: ASCII and full-width (，), the ideographic
 * comma Japanese and Chinese write between words in a list (、, and its half-width ､), the Arabic comma (،).
 */
export const TAG_SEPARATORS = /[,，、､﹐﹑،]/u;
/** Typed text as its tags, cut at any of those commas: '猫、冒険' and 'قطة، مغامرة' are two tags each. */
export const splitTags = (text: string): string[] => text.split(TAG_SEPARATORS);

/** Split at commas of any script, trimmed, NFC, empties dropped, duplicates (any case) removed, then at most 10 of at most 50 characters. */
export const tagsInput = z
  .array(z.string().refine(atMost(200), code('tag_too_long')), { error: 'Tags must be a list' })
  .max(100, code('tags_too_many'))
  .transform((tags) => {
    const seen = new Set<string>();
    // One entry typed as a list ('猫、冒険') is that list's tags, as the tag editor splits it.
    return tags
      .flatMap(splitTags)
      .map(cleanTag)
      .filter((tag) => {
        const key = tagKey(tag);
        if (!tag || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .refine((tags) => tags.length <= MAX_TAGS, code('tags_too_many'))
  .refine((tags) => tags.every(atMost(MAX_TAG_LENGTH)), code('tag_too_long'));

export const panelCount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(PANELS_PER_SCENE.min, panelsRangeMessage(label))
    .max(PANELS_PER_SCENE.max, panelsRangeMessage(label));

export const storyTitle = z
  .string({ error: code('title_required') })
  .trim()
  .min(1, code('title_required'))
  .refine(atMost(200), code('title_max'));
export const storyDescription = z
  .string({ error: code('description_required') })
  .trim()
  .min(1, code('description_required'))
  .refine(atMost(1000), code('description_max'));

export const createStoryInput = z.object({
  title: z
    .string()
    .trim()
    .refine(atMost(200), code('title_max'))
    .optional()
    .transform((title) => title || DEFAULT_STORY_TITLE),
  description: z.string().trim().refine(atMost(1000), code('description_max')).optional().default(''),
  tags: tagsInput.optional().default([]),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: 'Aspect ratio must be 3:4, 3:2 or 1:1' }).optional().default('3:4'),
  panels: panelCount('Panels').optional().default(1),
  defaultPanels: panelCount('Default panels').optional().default(1),
  /** Play's story starts past the onboarding wizard (its prompt becomes the first scene). */
  onboardingCompleted: z.boolean().optional().default(false),
  /** New Story and Play: the author's newest untouched empty draft is used rather than another made. */
  reuseDraft: z.boolean().optional().default(false),
});

export const artStyleInput = z
  .string({ error: 'Art style is required' })
  .trim()
  .refine(atMost(2000), 'Art style must be at most 2000 characters');

export const updateStoryInput = z.object({
  title: storyTitle.optional(),
  description: storyDescription.optional(),
  tags: tagsInput.optional(),
  imageGenerationModel: z.enum(IMAGE_MODELS, { error: 'Unknown image generation model' }).optional(),
  artStyle: artStyleInput.optional(),
  status: z.enum(STORY_STATUSES, { error: 'Status must be draft or published' }).optional(),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: 'Aspect ratio must be 3:4, 3:2 or 1:1' }).optional(),
  defaultPanels: panelCount('Default panels').optional(),
  onboardingCompleted: z.boolean().optional(),
  /** The cover the author picks (one of this app's media URLs); null or '' goes back to the story's first picture. */
  previewImage: z
    .lazy(() => appMediaUrl)
    .nullable()
    .optional(),
  /** How the story's panels and pages are read; null goes back to the story language's direction. */
  readingDirection: z
    .enum(READING_DIRECTIONS, { error: 'Reading direction must be left-to-right or right-to-left' })
    .nullable()
    .optional(),
});

export type CreateStoryInput = z.input<typeof createStoryInput>;
export type UpdateStoryInput = z.input<typeof updateStoryInput>;

// Story editing: scenes, panels, bubbles, characters and locations, AI calls.
export const SUGGESTION_TYPES = ['continuation', 'storySeeds', 'openingScenes'] as const;

/** Required text between two lengths, each refusal in the spec's own words. */
const requiredText = (required: string, min: [number, string], max: [number, string]) =>
  z.string({ error: required }).trim().min(1, required).refine(atLeast(min[0]), min[1]).refine(atMost(max[0]), max[1]);

/** Regenerating a scene redraws it from its description, so an empty one is refused. */
export const REGENERATION_NEEDS_DESCRIPTION = 'Scene description is required for regeneration';

export const scenePrompt = requiredText(
  code('prompt_required'),
  [10, code('prompt_too_short')],
  [1000, code('prompt_too_long')],
);

export const sceneUpdateInput = z.object({
  title: z
    .string({ error: code('title_required') })
    .trim()
    .min(1, code('title_required'))
    .refine(atMost(200), code('title_less')),
  description: z
    .string({ error: code('description_required') })
    .trim()
    .min(1, code('description_required'))
    .refine(atMost(1000), code('description_less')),
});

const fraction = (field: string) =>
  z
    .number({ error: `${field} must be a number (a fraction of the page, 0 to 1)` })
    .refine(Number.isFinite, `${field} must be a number (a fraction of the page, 0 to 1)`);

/** The gutter or border width as sent: a number within its limits, each bound's message naming both. */
function layoutNumber(field: 'gutter' | 'borderWidth') {
  const { min, max } = LAYOUT_LIMITS[field];
  const range = `${field} must be between ${min} and ${max}`;
  return z
    .number({ error: `${field} must be a number` })
    .min(min, range)
    .max(max, range)
    .optional();
}

/**
 * A scene's page layout as sent (src/shared/layout.ts): each panel's cell in fractions of the page, the gutter and the
 * border width. The cells must lie on the page without overlapping; whether they name exactly the scene's panels is
 * checked against the scene.
 */
export const sceneLayoutInput = z
  .object({
    panels: z
      .array(
        z.object({
          panelNumber: z
            .number({ error: 'panelNumber must be a whole number' })
            .int('panelNumber must be a whole number')
            .min(1, 'panelNumber must be at least 1')
            .max(PANELS_PER_SCENE.max, `panelNumber must be at most ${PANELS_PER_SCENE.max}`),
          x: fraction('x'),
          y: fraction('y'),
          width: fraction('width'),
          height: fraction('height'),
        }),
        { error: 'panels must be a list of { panelNumber, x, y, width, height }' },
      )
      .min(1, 'panels must list every panel of the scene')
      .max(PANELS_PER_SCENE.max, `A scene has at most ${PANELS_PER_SCENE.max} panels`),
    gutter: layoutNumber('gutter'),
    borderWidth: layoutNumber('borderWidth'),
  })
  .superRefine((layout, ctx) => {
    // The page itself (on it, big enough, no overlaps, no panel twice) needs no database: refused before any.
    const problem = layoutProblemCode(
      {
        panels: layout.panels,
        gutter: layout.gutter ?? LAYOUT_LIMITS.gutter.default,
        borderWidth: layout.borderWidth ?? LAYOUT_LIMITS.borderWidth.default,
      },
      layout.panels.map((panel) => panel.panelNumber),
    );
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem.messageCode, params: problem.params, path: ['panels'] });
  });

export type SceneLayoutInput = z.input<typeof sceneLayoutInput>;

/** One of this app's media URLs (src/shared/media.ts), or '' for none. */
export const appMediaUrl = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .refine((url) => url === '' || isMediaUrl(url), MEDIA_URL_MESSAGE);

/** Only these fields of a panel may change; anything else is dropped. */
export const panelUpdateInput = z.object({
  imageUrl: appMediaUrl.nullable().optional(),
  imagePrompt: z.string().trim().refine(atMost(1000), code('image_prompt_less')).optional(),
  videoUrl: appMediaUrl.nullable().optional(),
  videoPrompt: z
    .string()
    .trim()
    .refine(atMost(1000), 'Video prompt must be less than 1000 characters')
    .nullable()
    .optional(),
  textBubbles: z.array(textBubbleInput).max(BUBBLES_PER_PANEL_MAX, code('bubbles_max')).optional(),
  altText: z.string().trim().refine(atMost(ALT_TEXT_MAX), code('alt_text_long')).optional(),
});

const entityFields = (kind: 'Character' | 'Location') => ({
  name: z
    .string({ error: `${kind} name is required` })
    .trim()
    .min(1, `${kind} name is required`)
    .refine(atMost(100), code('entity_name_long')),
  // No default: an update without a title must leave the stored one alone (zod 4 applies defaults inside .partial()).
  title: z.string().trim().refine(atMost(200), code('title_less')).optional(),
  description: requiredText(
    code('description_required'),
    [10, code('description_min_10')],
    [1000, code('description_less')],
  ),
  imagePrompt: requiredText(
    code('image_prompt_required'),
    [10, code('image_prompt_min')],
    [1000, code('image_prompt_less')],
  ),
  primaryImageUrl: appMediaUrl.optional(),
});

export const characterInput = z.object(entityFields('Character'));
export const locationInput = z.object(entityFields('Location'));

export const fromDescriptionInput = (kind: 'character' | 'location') =>
  requiredText(
    code(kind === 'character' ? 'character_description_required' : 'location_description_required'),
    [5, code('description_min_5')],
    [1000, code('description_less')],
  );

/** The story description characters and locations are read from (the wizard's Build Your World). */
export const extractionDescriptionInput = z
  .string({ error: code('story_description_required') })
  .trim()
  .min(1, code('story_description_required'))
  .refine(atMost(DESCRIPTION_MAX), code('story_description_long'));

export const improveTextInput = requiredText(
  'Please enter some text to improve',
  [10, 'Please enter at least 10 characters to improve'],
  [1000, 'Text is too long for improvement (max 1000 characters)'],
);

/**
 * Whether a parsed JSON value nests arrays and objects deeper than `max`. A loop, not recursion: the value may be 100,000
 * levels deep, which is what this guards against (JSON.stringify and number coercion recurse and overflow the stack).
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** The size a parsed JSON value would have as text, counted without serialising it and given up once past `limit`. */
export function jsonSizeOver(value: unknown, limit: number): boolean {
  let size = 0;
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') size += item.length + 2;
    else if (item === null || typeof item !== 'object') size += String(item).length;
    else {
      const entries = Array.isArray(item) ? item : Object.entries(item).flat();
      size += 2 + entries.length;
      for (const entry of entries) pending.push(entry);
    }
    if (size > limit) return true;
  }
  return false;
}

export const MAX_AI_CONTEXT_CHARS = 4000;
const MAX_AI_CONTEXT_DEPTH = 4;

/** Free-form context for an AI call (the entity dialog sends the story's title and description): small and shallow. */
export const aiContextInput = z
  .union(
    [
      z.string().refine(atMost(MAX_AI_CONTEXT_CHARS), `Context must be at most ${MAX_AI_CONTEXT_CHARS} characters`),
      z.record(z.string(), z.unknown()),
    ],
    {
      error: 'Context must be text or an object',
    },
  )
  .superRefine((context, ctx) => {
    if (typeof context === 'string') return;
    if (nestedDeeperThan(context, MAX_AI_CONTEXT_DEPTH))
      ctx.addIssue({ code: 'custom', message: 'Context is nested too deeply' });
    else if (jsonSizeOver(context, MAX_AI_CONTEXT_CHARS))
      ctx.addIssue({ code: 'custom', message: `Context must be at most ${MAX_AI_CONTEXT_CHARS} characters` });
  });
