// The AI engine's provider interfaces. Three implementations: offline (procedural, no network, the
// default), openai (text) and replicate (images, video). The engine (worker/ai/engine/*) only sees these interfaces.
import type { z } from 'zod';
import type * as schemas from './schemas';

import type { AspectRatio, ImageModel } from '../../src/shared/stories';

export type { AspectRatio, ImageModel };

/** What a provider may know about the story it writes or draws for. */
export interface StoryContext {
  title: string;
  description: string;
  artStyle: string;
  aspectRatio: AspectRatio;
  tags: string[];
  characters: EntityBrief[];
  locations: EntityBrief[];
  /** Earlier scenes, oldest first (the engine keeps at most the last few). */
  previousScenes: { sceneNumber: number; title: string; description: string }[];
}

export interface EntityBrief {
  name: string;
  title: string;
  description: string;
}

export type EntityDraft = z.infer<typeof schemas.entityDraft>;
export type SceneDraft = z.infer<typeof schemas.sceneDraft>;
export type PanelDraft = SceneDraft['panels'][number];
export type Suggestion = z.infer<typeof schemas.suggestion>;
export type SuggestionKind = 'continuation' | 'storySeeds' | 'openingScenes';

/** Every structured text job: its input, and its output as validated by the zod schema of the same name in schemas.ts. */
export interface TextTasks {
  /** Writes one scene of `maxPanels` panels following the prompt, and names characters and places not yet in the story. */
  scene: { input: { prompt: string; maxPanels: number; story: StoryContext }; output: SceneDraft };
  suggestions: {
    input: { story: StoryContext; count: number; kind: SuggestionKind };
    output: z.infer<typeof schemas.suggestions>;
  };
  improveText: { input: { text: string; story: StoryContext | null }; output: z.infer<typeof schemas.improvedText> };
  title: { input: { description: string; story: StoryContext | null }; output: z.infer<typeof schemas.title> };
  /** Characters and locations a description mentions that the story does not have yet (at most the given counts). */
  extractEntities: {
    input: { description: string; story: StoryContext; maxCharacters: number; maxLocations: number };
    output: z.infer<typeof schemas.extractedEntities>;
  };
  /** Fills a character or location form from a short description. */
  entityFromDescription: {
    input: { kind: 'character' | 'location'; description: string; story: StoryContext | null; context: string };
    output: EntityDraft;
  };
}
export type TextTaskName = keyof TextTasks;

/** Per provider call: the engine's overall deadline, covering the whole answer (body included). */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface TextProvider {
  readonly name: string;
  /** Runs a task; the answer is validated against the task's schema (a bad answer throws AiError 'bad_response'). */
  run<K extends TextTaskName>(
    task: K,
    input: TextTasks[K]['input'],
    options?: CallOptions,
  ): Promise<TextTasks[K]['output']>;
}

/** Bytes with their type: what the engine stores in the media store. */
export interface MediaBlob {
  data: Uint8Array;
  contentType: string;
}

/** A picture handed to a provider: the bytes, and an absolute URL when the media store's object is publicly reachable. */
export interface ImageInput extends MediaBlob {
  url?: string;
  /** Whom or what the picture shows (reference images), for providers that tag references by name. */
  name?: string;
}

export interface ImageRequest {
  prompt: string;
  width: number;
  height: number;
  model: ImageModel;
  /** The story's art style prompt ('' for none). */
  artStyle: string;
  /** Character and location pictures to keep faces, clothes and places consistent. */
  referenceImages?: ImageInput[];
  /** Refine mode: the picture to edit with the prompt. */
  inputImage?: ImageInput;
  /** Hints the offline renderer draws from (remote models read the prompt). */
  hints?: { characters?: string[]; location?: string; seed?: string; subject?: 'panel' | 'character' | 'location' };
}

export interface VideoRequest {
  image: ImageInput;
  prompt: string;
  /** Hints for deterministic offline output. */
  seed?: string;
}

/** A job either finished in the call (offline) or runs remotely and is checked later by id. */
export type JobStart = { status: 'done'; output: MediaBlob } | { status: 'pending'; jobId: string };
export type JobState =
  { status: 'pending' } | { status: 'done'; output: MediaBlob } | { status: 'failed'; error: AiError };

export interface ImageProvider {
  readonly name: string;
  start(request: ImageRequest, options?: { webhookUrl?: string } & CallOptions): Promise<JobStart>;
  check(jobId: string, options?: CallOptions): Promise<JobState>;
}

export interface VideoProvider {
  readonly name: string;
  start(request: VideoRequest, options?: { webhookUrl?: string } & CallOptions): Promise<JobStart>;
  check(jobId: string, options?: CallOptions): Promise<JobState>;
}

export interface AiProviders {
  text: TextProvider;
  image: ImageProvider;
  video: VideoProvider;
  /** Verifies a provider webhook (Replicate's signed webhooks); absent when the provider sends none. */
  verifyWebhook?: (request: { headers: Headers; body: string }) => Promise<boolean>;
}

/**
 * Why a provider call failed, in the terms the spec's error catalogue needs:
 * - rate_limit: the provider answered 429 / Too Many Requests
 * - quota: the account's quota is used up ('OpenAI quota exceeded', insufficient_quota)
 * - sensitive: the content was flagged as sensitive (Replicate E005)
 * - timeout: no answer in time
 * - bad_response: the answer could not be parsed or failed its schema
 * - failed: anything else (5xx, a failed prediction)
 */
export type AiErrorCode = 'rate_limit' | 'quota' | 'sensitive' | 'timeout' | 'bad_response' | 'failed';

export class AiError extends Error {
  readonly code: AiErrorCode;
  readonly details?: string;
  constructor(code: AiErrorCode, message: string, details?: string) {
    super(message);
    this.name = 'AiError';
    this.code = code;
    this.details = details;
  }
}

export const isAiError = (error: unknown): error is AiError => error instanceof AiError;
