// The AI calls: scene generation and its status, suggestions, pictures, videos, entities from text,
// improved text and titles. Every call that touches a story checks, on the server, that the caller may change it.
import { codedError } from '../../errors';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import type { EntityRow } from '../../../db/schema';
import {
  aiContextInput,
  extractionDescriptionInput,
  REGENERATION_NEEDS_DESCRIPTION,
  fromDescriptionInput,
  improveTextInput,
  scenePrompt,
  SUGGESTION_TYPES,
} from '../../../src/shared/validation';
import { MEDIA_PATH, MEDIA_URL_MESSAGE } from '../../../src/shared/media';
import { ENTITY_LIMITS, PANELS_PER_SCENE, panelsRangeMessage } from '../../../src/shared/stories';
import { atMost } from '../../../src/shared/text';
import type { EngineEnv } from '../../ai/engine/env';
import { viewerWithJob } from '../../ai/engine/jobs';
import { timings, withDeadline, withinBudget } from '../../ai/engine/timing';
import { keepAuthorTraits } from '../../ai/author-traits';
import {
  generateEntityImage,
  generateFreeImage,
  generatePanelImage,
  imageStatus,
  PENDING_MESSAGE,
  startVideo,
  videoStatus,
  type PictureResult,
} from '../../ai/engine/pictures';
import {
  advanceScene,
  entityRowFromDraft,
  entityRowView,
  generateScene,
  insertEntityWithinLimit,
  matchEntity,
  sceneStatusView,
  startEntityImage,
} from '../../ai/engine/scenes';
import { aiFailure, type AiCall } from '../../ai/errors';
import type { StoryContext, TextTaskName, TextTasks } from '../../ai/types';
import {
  loadEditableEntity,
  loadEditableScene,
  loadEditableStory,
  loadEditableStoryContext,
} from '../../data/editable';
import { storyEntityRows } from '../../data/entities';
import { nextSceneNumber, sceneById } from '../../data/scenes';
import { protectedProcedure, type Context, type SignedInContext } from '../init';
import { entityId, panelNumber, sceneId, storyId } from '../inputs';

const env = (ctx: Context): EngineEnv => ctx;

async function runText<K extends TextTaskName>(
  ctx: Context,
  task: K,
  input: TextTasks[K]['input'],
  call: AiCall,
): Promise<TextTasks[K]['output']> {
  try {
    return await withDeadline(timings(ctx).textMs, 'The AI service took too long to answer', (signal) =>
      ctx.ai.text.run(task, input, { signal }),
    );
  } catch (error) {
    throw aiFailure(error, call);
  }
}

/** The story context when the caller may edit the story named in the request, else none (improve-text and titles work without one). */
async function optionalContext(ctx: SignedInContext, id: string | undefined): Promise<StoryContext | null> {
  if (!id) {
    await ctx.viewer();
    return null;
  }
  return (await loadEditableStoryContext(ctx, id)).context;
}

const optionalStoryId = z.string().trim().max(64).optional();
const contextInput = z
  .object({ storyId: optionalStoryId })
  .optional()
  .transform((context) => context ?? {});

const dimension = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(64, `${label} must be between 64 and 2048`)
    .max(2048, `${label} must be between 64 and 2048`);

const imagePrompt = z
  .string({ error: 'Prompt is required' })
  .trim()
  .min(1, 'Prompt is required')
  .refine(atMost(1000), 'Prompt too long (max 1000 characters)');
const mediaUrl = z
  .string({ error: 'Image URL is required' })
  .trim()
  .min(1, 'Image URL is required')
  .max(2048, 'Image URL is too long')
  .refine((url) => url.startsWith(MEDIA_PATH), MEDIA_URL_MESSAGE);

/** A picture call's answer: the picture, or (202 over REST) a job still running that image-status, polls and reads finish. */
function pictureAnswer(result: PictureResult) {
  return result.status === 'done'
    ? { success: true as const, imageUrl: result.imageUrl }
    : { success: true as const, imageUrl: null, pending: true as const, jobId: result.jobId, message: PENDING_MESSAGE };
}

type EntityKind = 'character' | 'location';

/** A character's or location's new picture (its id under `characterId` or `locationId`), with the entity as it now is. */
function entityImage<K extends string>(kind: EntityKind, idKey: K) {
  return protectedProcedure
    .input(z.object({ [idKey]: entityId } as { [P in K]: typeof entityId }))
    .mutation(async ({ ctx, input }) => {
      const { user, entity, story } = await loadEditableEntity(ctx, kind, (input as Record<K, string>)[idKey]);
      const { result, entity: updated } = await generateEntityImage(env(ctx), user.id, story, entity);
      return { ...pictureAnswer(result), data: entityRowView(updated) };
    });
}

/** A character or location drafted from a short description (the entity dialog's Generate tab). */
function entityFromDescription(kind: EntityKind) {
  return protectedProcedure
    .input(
      z.object({
        description: fromDescriptionInput(kind),
        storyId: optionalStoryId,
        context: aiContextInput.optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const story = await optionalContext(ctx, input.storyId);
      const draft = await runText(
        ctx,
        'entityFromDescription',
        { kind, description: input.description, story, context: contextText(input.context) },
        'text',
      );
      return { success: true as const, data: keepAuthorTraits(kind, input.description, draft) };
    });
}

const generateSceneInput = z
  .object({
    storyId,
    // Its length is checked below, so a regeneration with a blank description has its own message.
    prompt: z.string({ error: 'Scene prompt is required' }).meta({
      minLength: 10,
      maxLength: 1000,
      description:
        'What happens in the scene: 10 to 1000 characters, counted as graphemes after trimming (an emoji or a Thai cluster is one).',
    }),
    generateImages: z.boolean().optional().default(true),
    maxPanels: z
      .number({ error: 'maxPanels must be a number' })
      .int('maxPanels must be a whole number')
      .min(PANELS_PER_SCENE.min, panelsRangeMessage('Panels per scene'))
      .max(PANELS_PER_SCENE.max, panelsRangeMessage('Panels per scene'))
      .optional(),
    regenerateExisting: z.boolean({ error: 'regenerateExisting must be true or false' }).optional().default(false),
    existingSceneId: z.string().trim().max(64).optional(),
    /** Regenerating keeps the scene's bubbles; true writes new words as well. */
    rewriteText: z
      .boolean({ error: 'rewriteText must be true or false' })
      .optional()
      .default(false)
      .describe(
        'With regenerateExisting: write new bubbles too. Without it the scene keeps its lettering (every bubble, as placed and edited) and only the pictures and panel prompts are redrawn.',
      ),
  })
  .transform((input, ctx) => {
    const blank = !input.prompt.trim();
    if (input.regenerateExisting && blank) {
      ctx.addIssue({ code: 'custom', path: ['prompt'], message: REGENERATION_NEEDS_DESCRIPTION });
      return z.NEVER;
    }
    const prompt = scenePrompt.safeParse(input.prompt);
    if (!prompt.success) {
      for (const issue of prompt.error.issues)
        ctx.addIssue({ code: 'custom', path: ['prompt'], message: issue.message });
      return z.NEVER;
    }
    return { ...input, prompt: prompt.data };
  });

export const aiRouter = {
  generateScene: protectedProcedure.input(generateSceneInput).mutation(async ({ ctx, input }) => {
    const { user, story } = await loadEditableStory(ctx, input.storyId);
    const data = await generateScene(env(ctx), user.id, story, {
      ...input,
      maxPanels: input.maxPanels ?? story.defaultPanels ?? 3,
    });
    return {
      success: true as const,
      message: input.regenerateExisting ? 'Scene regenerated successfully' : 'Scene generated successfully',
      data,
    };
  }),

  sceneStatus: protectedProcedure.input(z.object({ id: sceneId })).query(async ({ ctx, input }) => {
    const { user, scene, story } = await loadEditableScene(ctx, input.id);
    // The answer never waits on a provider beyond the poll budget; what is left goes on in the background.
    await withinBudget(advanceScene(env(ctx), user.id, story, scene), timings(ctx).pollBudgetMs);
    const view = await sceneById(ctx.db, scene.id);
    if (!view) throw codedError('NOT_FOUND', 'scene_not_found');
    return { success: true as const, data: sceneStatusView(view) };
  }),

  sceneSuggestions: protectedProcedure
    .input(
      z.object({
        storyId,
        maxSuggestions: z
          .number({ error: 'maxSuggestions must be a number' })
          .int('maxSuggestions must be a whole number')
          .min(1, 'maxSuggestions must be between 1 and 8')
          .max(8, 'maxSuggestions must be between 1 and 8')
          .optional()
          .default(4),
        suggestionType: z
          .enum(SUGGESTION_TYPES, { error: 'suggestionType must be continuation, storySeeds or openingScenes' })
          .optional()
          .default('continuation'),
        // Sent by the web client to tell apart repeated asks; never read.
        timestamp: z.union([z.number(), z.string().max(64)]).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { context } = await loadEditableStoryContext(ctx, input.storyId);
      const isNewStory = context.previousScenes.length === 0;
      const kind = input.suggestionType === 'continuation' && isNewStory ? 'openingScenes' : input.suggestionType;
      const { suggestions } = await runText(
        ctx,
        'suggestions',
        { story: context, count: input.maxSuggestions, kind },
        'text',
      );
      return {
        success: true as const,
        suggestions: suggestions
          .slice(0, input.maxSuggestions)
          .map(({ text, emoji }) => (emoji ? { text, emoji } : { text })),
        isNewStory,
      };
    }),

  generateImage: protectedProcedure
    .input(
      z.object({
        prompt: imagePrompt,
        width: dimension('Width').optional().default(1024),
        height: dimension('Height').optional().default(1024),
        storyId,
        isRefineMode: z.boolean().optional().default(false),
        initialImageUrl: mediaUrl.optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { user, story } = await loadEditableStory(ctx, input.storyId);
      if (input.isRefineMode && !input.initialImageUrl) throw codedError('BAD_REQUEST', 'edit_needs_image');
      return pictureAnswer(await generateFreeImage(env(ctx), user.id, story, input));
    }),

  /** A picture job that outlived its request (generate-image, panel, character or location picture). */
  imageStatus: protectedProcedure
    .input(z.object({ id: z.string().trim().min(1).max(64) }))
    .query(async ({ ctx, input }) => imageStatus(env(ctx), ...(await viewerWithJob(ctx, input.id)))),

  generatePanelImage: protectedProcedure.input(z.object({ sceneId, panelNumber })).mutation(async ({ ctx, input }) => {
    const { user, scene, story } = await loadEditableScene(ctx, input.sceneId);
    return pictureAnswer(await generatePanelImage(env(ctx), user.id, story, scene, input.panelNumber));
  }),

  generateCharacterImage: entityImage('character', 'characterId'),
  generateLocationImage: entityImage('location', 'locationId'),
  characterFromDescription: entityFromDescription('character'),
  locationFromDescription: entityFromDescription('location'),

  /** Reads characters and locations from a description, adds the new ones (within the limits) and starts their pictures. */
  extractEntities: protectedProcedure
    .input(
      z.object({
        storyId,
        description: extractionDescriptionInput,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { user, story, context } = await loadEditableStoryContext(ctx, input.storyId);
      const maxCharacters = Math.max(0, ENTITY_LIMITS.characters - context.characters.length);
      const maxLocations = Math.max(0, ENTITY_LIMITS.locations - context.locations.length);
      if (!maxCharacters && !maxLocations) return { success: true as const, newCharacters: [], newLocations: [] };
      const drafts = await runText(
        ctx,
        'extractEntities',
        { description: input.description, story: context, maxCharacters, maxLocations },
        'entities',
      );
      const now = ctx.clock.now();
      const next = await nextSceneNumber(ctx.db, story.id);
      // A draft that names an entity the story has (or one taken just before it) is that entity, not a new one.
      const known = { character: [...context.characters], location: [...context.locations] };
      const taken = (name: string) =>
        [...known.character, ...known.location].some(
          (entity) => entity.name.trim().toLowerCase() === name.trim().toLowerCase(),
        );
      const fresh = (kind: 'character' | 'location', list: typeof drafts.characters, max: number): EntityRow[] => {
        const rows: EntityRow[] = [];
        for (const draft of list) {
          if (rows.length >= max || matchEntity(draft.name, known[kind]) || taken(draft.name)) continue;
          known[kind].push(draft);
          rows.push(entityRowFromDraft(story.id, kind, draft, Number(next), now));
        }
        return rows;
      };
      const candidates = [
        ...fresh('character', drafts.characters, maxCharacters),
        ...fresh('location', drafts.locations, maxLocations),
      ];
      // One at a time, each insert checking the limit and the name itself: a concurrent call (another extraction, a
      // scene adding its characters) may have taken a slot or the name since the context was read.
      const created: EntityRow[] = [];
      for (const entity of candidates) if (await insertEntityWithinLimit(ctx.db, entity)) created.push(entity);
      ctx.cache.invalidate();
      await Promise.all(created.map((entity) => startEntityImage(env(ctx), user.id, story, entity)));
      const rows = created.length ? await storyEntityRows(ctx.db, story.id) : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const views = created.map((entity) => entityRowView(byId.get(entity.id) ?? entity));
      return {
        success: true as const,
        newCharacters: views.filter((_, i) => created[i]!.kind === 'character'),
        newLocations: views.filter((_, i) => created[i]!.kind === 'location'),
      };
    }),

  improveText: protectedProcedure
    .input(z.object({ text: improveTextInput, context: contextInput }))
    .mutation(async ({ ctx, input }) => {
      const story = await optionalContext(ctx, input.context.storyId);
      const { improvedText } = await runText(ctx, 'improveText', { text: input.text, story }, 'text');
      return { success: true as const, improvedText };
    }),

  generateTitle: protectedProcedure
    .input(
      z.object({
        description: z
          .string({ error: 'Description is required' })
          .trim()
          .min(1, 'Description is required')
          .refine(atMost(1000), 'Description must be less than 1000 characters'),
        context: contextInput,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const story = await optionalContext(ctx, input.context.storyId);
      const { title } = await runText(ctx, 'title', { description: input.description, story }, 'text');
      return { success: true as const, title };
    }),

  generateVideo: protectedProcedure
    .input(z.object({ imageUrl: mediaUrl, prompt: imagePrompt, storyId }))
    .mutation(async ({ ctx, input }) => {
      const { user, story } = await loadEditableStory(ctx, input.storyId);
      const job = await startVideo(env(ctx), user.id, story, input);
      return {
        success: true as const,
        data: { jobId: job.id, status: job.status === 'done' ? ('completed' as const) : ('processing' as const) },
      };
    }),

  videoStatus: protectedProcedure
    .input(z.object({ id: z.string().trim().min(1).max(64) }))
    .query(async ({ ctx, input }) => videoStatus(env(ctx), ...(await viewerWithJob(ctx, input.id)))),
} satisfies TRPCRouterRecord;

function contextText(context: unknown): string {
  if (typeof context === 'string') return context.slice(0, 2000);
  if (context && typeof context === 'object') return JSON.stringify(context).slice(0, 2000);
  return '';
}
