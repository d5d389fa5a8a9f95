// The six art style presets and the name shown for a story's style prompt. The prompts use
// the words the offline provider recognises (packages/offline-ai/src/words.ts), so each preset draws in its own look offline too.

import { t } from './i18n';

export type ArtStyleId = 'classic-comic' | 'manga' | 'watercolor' | 'film-noir' | 'animated' | 'photorealistic';

export interface ArtStylePreset {
  id: ArtStyleId;
  name: string;
  description: string;
  prompt: string;
  /** Tailwind gradient classes behind the card's sample picture. */
  gradient: string;
}

export const ART_STYLE_PRESETS: readonly ArtStylePreset[] = [
  {
    id: 'classic-comic',
    name: 'Classic Comic',
    description: 'Bold ink outlines, flat colours and halftone dots, like a Sunday comic book.',
    prompt: 'Classic comic book art style with bold ink outlines, flat vibrant colours and halftone shading',
    gradient: 'from-sun to-pop',
  },
  {
    id: 'manga',
    name: 'Manga Style',
    description: 'Japanese manga look: crisp black ink, screentones and speed lines.',
    prompt: 'Manga style illustration, black and white ink, screentones, expressive eyes and dynamic speed lines',
    gradient: 'from-[#ffe1ef] to-grape',
  },
  {
    id: 'watercolor',
    name: 'Watercolor',
    description: 'Soft washes of colour on textured paper, gentle and dreamy.',
    prompt: 'Watercolor illustration with soft washes, bleeding edges and textured paper',
    gradient: 'from-sky-soft to-mint',
  },
  {
    id: 'film-noir',
    name: 'Film Noir',
    description: 'Stark black and white, hard shadows and rainy city nights.',
    prompt: 'Film noir style, stark black and white, dramatic hard shadows and moody lighting',
    gradient: 'from-[#d9d9d9] to-ink',
  },
  {
    id: 'animated',
    name: 'Animated',
    description: 'Bright, rounded shapes and saturated colours, like an animated film.',
    prompt: 'Animated film style, bright saturated colours, rounded friendly shapes and soft lighting',
    gradient: 'from-[#fff3b0] to-sky',
  },
  {
    id: 'photorealistic',
    name: 'Photorealistic',
    description: 'Lifelike scenes with natural light and shallow depth of field.',
    prompt: 'Photorealistic, cinematic photo, natural light, soft shadows and shallow depth of field',
    gradient: 'from-paper-deep to-[#8a6f4d]',
  },
];

export const DEFAULT_ART_STYLE: ArtStylePreset = ART_STYLE_PRESETS[0]!;
export const CUSTOM_STYLE_LABEL = 'Custom Style';
export const ART_STYLE_SAVE_FAILED = 'Failed to save art style';

/** The preset whose prompt this is (compared trimmed, in any case), or null. An empty prompt is the default style. */
export function presetForPrompt(prompt: string | null | undefined): ArtStylePreset | null {
  const text = (prompt ?? '').trim().toLowerCase();
  if (!text) return DEFAULT_ART_STYLE;
  return ART_STYLE_PRESETS.find((preset) => preset.prompt.toLowerCase() === text) ?? null;
}

/** 'Classic Comic', 'Manga Style', ... for a preset's prompt; 'Custom Style' for anything else. */
export function artStyleLabel(prompt: string | null | undefined): string {
  return presetForPrompt(prompt)?.name ?? CUSTOM_STYLE_LABEL;
}

/** artStyleLabel in the reader's language: the preset's name by its id, else the custom style's. */
export function artStyleName(prompt: string | null | undefined): string {
  const preset = presetForPrompt(prompt);
  return preset ? t(`editor.art.${preset.id}.name`) : t('editor.art.custom');
}

/** A picker's state: a preset, or a custom text (kept while switching back and forth). */
export interface StyleChoice {
  preset: ArtStyleId;
  useCustom: boolean;
  custom: string;
}

/** The choice a story's saved style prompt stands for. */
export function styleChoiceFor(artStyle: string | null | undefined): StyleChoice {
  const preset = presetForPrompt(artStyle);
  return preset
    ? { preset: preset.id, useCustom: false, custom: '' }
    : { preset: DEFAULT_ART_STYLE.id, useCustom: true, custom: artStyle ?? '' };
}

/** The prompt to save ('' for a blank custom style, which cannot be applied). */
export function styleChoicePrompt(choice: StyleChoice): string {
  if (choice.useCustom) return choice.custom.trim();
  return (ART_STYLE_PRESETS.find((preset) => preset.id === choice.preset) ?? DEFAULT_ART_STYLE).prompt;
}
