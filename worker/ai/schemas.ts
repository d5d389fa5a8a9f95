// zod schemas of every text task's answer (types.ts TextTasks). Remote answers are validated against them; the OpenAI
// provider also sends them as JSON Schema (structured outputs, strict: every property required, nulls for "none").
// Lengths are clamped rather than refused, so a slightly long model answer still fits the stored limits.
import { z } from 'zod';
import { BUBBLE_TYPES } from '../../src/shared/bubbles';
import { ENTITY_LIMITS, PANELS_PER_SCENE } from '../../src/shared/stories';

const clamp = (max: number) => z.string().transform((value) => value.trim().slice(0, max));

export const entityDraft = z.object({
  name: clamp(100).pipe(z.string().min(1)),
  title: clamp(200),
  description: clamp(1000),
  imagePrompt: clamp(1000),
});

export const bubbleDraft = z.object({
  text: clamp(300),
  type: z.enum(BUBBLE_TYPES),
  /** Who speaks (a character name) or null for narration. */
  speaker: z.string().nullable(),
});

export const panelDraft = z.object({
  description: clamp(1000),
  imagePrompt: clamp(1000),
  /** Names of the characters in the panel (existing or new). */
  characters: z.array(z.string()).max(ENTITY_LIMITS.characters),
  /** Name of the location (existing or new), or null. */
  location: z.string().nullable(),
  bubbles: z.array(bubbleDraft).max(4),
  /** One sentence saying what the panel shows, for screen readers (null when the model gives none). */
  altText: clamp(300).nullish(),
});

export const sceneDraft = z.object({
  title: clamp(200).pipe(z.string().min(1)),
  description: clamp(1000),
  panels: z.array(panelDraft).min(PANELS_PER_SCENE.min).max(PANELS_PER_SCENE.max),
  newCharacters: z.array(entityDraft).max(ENTITY_LIMITS.characters),
  newLocations: z.array(entityDraft).max(ENTITY_LIMITS.locations),
});

export const suggestion = z.object({
  text: clamp(1000).pipe(z.string().min(1)),
  emoji: z.string().nullable(),
});

export const suggestions = z.object({ suggestions: z.array(suggestion).min(1).max(8) });
export const improvedText = z.object({ improvedText: clamp(1000).pipe(z.string().min(1)) });
export const title = z.object({ title: clamp(200).pipe(z.string().min(1)) });
export const extractedEntities = z.object({
  characters: z.array(entityDraft).max(ENTITY_LIMITS.characters),
  locations: z.array(entityDraft).max(ENTITY_LIMITS.locations),
});

/** The schema of each text task, by name. */
export const taskSchemas = {
  scene: sceneDraft,
  suggestions,
  improveText: improvedText,
  title,
  extractEntities: extractedEntities,
  entityFromDescription: entityDraft,
} as const;
