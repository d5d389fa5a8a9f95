// The OpenAI image provider: gpt-image-1 through the openai SDK's images API (generate, or edit when there is a picture
// to refine or reference pictures to follow), on OpenAI or any OpenAI-compatible server. Runs on Node and in workerd.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, toFile } from 'openai';
import { fromBase64 } from '../../src/shared/base64';
import {
  AiError,
  isAiError,
  type ImageInput,
  type ImageProvider,
  type ImageRequest,
  type JobState,
  type MediaBlob,
} from './types';

export interface OpenAiImageOptions {
  apiKey: string;
  /** Another OpenAI-compatible endpoint, ending with /v1 like the default. */
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /**
   * How long `start` waits for the picture before answering 'pending' and finishing it in the background (checked
   * with `check`). Infinity keeps every call synchronous: Workers end a request's I/O when it answers, so the Worker
   * host must not leave pictures running after the call.
   */
  waitMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1';
/** gpt-image-1 takes at most 16 input pictures in one edit. */
const MAX_EDIT_IMAGES = 16;

type Size = '1024x1024' | '1536x1024' | '1024x1536';

/** The model's size closest to the requested aspect ratio (gpt-image-1 draws only these three). */
export function openAiImageSize(width: number, height: number): Size {
  const ratio = width / Math.max(1, height);
  if (ratio > 1.2) return '1536x1024';
  if (ratio < 1 / 1.2) return '1024x1536';
  return '1024x1024';
}

/** The prompt as sent: the panel prompt, then the art style and who the reference pictures show. */
export function openAiImagePrompt(request: ImageRequest): string {
  const parts = [request.prompt.trim()];
  if (request.artStyle.trim()) parts.push(`Art style: ${request.artStyle.trim()}.`);
  const named = (request.referenceImages ?? []).filter((image) => image.name).map((image) => image.name!);
  if (named.length) parts.push(`Keep the look of the reference pictures: ${named.join(', ')}.`);
  if (request.inputImage) parts.push('Edit the first picture; keep its composition unless the prompt says otherwise.');
  return parts.join('\n');
}

const extensionOf = (contentType: string) =>
  /png/.test(contentType) ? 'png' : /webp/.test(contentType) ? 'webp' : /gif/.test(contentType) ? 'gif' : 'jpg';

function sniffType(bytes: Uint8Array): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57) return 'image/webp';
  return 'image/png';
}

/** Maps what the SDK threw to an AiError in the spec's terms (a moderation refusal is 'sensitive'). */
export function openAiImageFailure(error: unknown): AiError {
  if (isAiError(error)) return error;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError)
    return new AiError('timeout', 'OpenAI did not draw the picture in time');
  if (error instanceof APIConnectionError)
    return new AiError('failed', 'Image generation failed: could not reach the image server', error.message);
  if (error instanceof APIError) {
    const detail =
      typeof (error.error as { message?: unknown } | undefined)?.message === 'string'
        ? (error.error as { message: string }).message
        : error.message;
    if (error.status === 429) {
      return error.code === 'insufficient_quota' || error.type === 'insufficient_quota'
        ? new AiError('quota', 'OpenAI quota exceeded', detail)
        : new AiError('rate_limit', 'OpenAI rate limit reached', detail);
    }
    if (
      error.code === 'moderation_blocked' ||
      error.code === 'content_policy_violation' ||
      /safety system/i.test(detail)
    ) {
      return new AiError('sensitive', 'The image prompt was flagged as sensitive', detail);
    }
    return new AiError('failed', `Image generation failed: OpenAI answered ${error.status ?? 'an error'}`, detail);
  }
  return new AiError('failed', `Image generation failed: ${error instanceof Error ? error.message : String(error)}`);
}

export function createOpenAiImageProvider(options: OpenAiImageOptions): ImageProvider {
  // Workers reject fetch called with another `this`; keep it unbound.
  const fetcher: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 120_000,
    maxRetries: options.maxRetries ?? 1,
    fetch: fetcher,
  });
  const model = options.model ?? DEFAULT_OPENAI_IMAGE_MODEL;
  const waitMs = options.waitMs ?? Infinity;
  const running = new Map<string, { state: JobState }>();
  let counter = 0;

  async function asUpload(image: ImageInput, index: number) {
    return toFile(image.data, `${index === 0 ? 'input' : 'reference'}-${index}.${extensionOf(image.contentType)}`, {
      type: image.contentType,
    });
  }

  /** A local server may answer with a URL instead of base64. */
  async function pictureOf(answer: OpenAI.Images.ImagesResponse): Promise<MediaBlob> {
    const first = answer.data?.[0];
    if (first?.b64_json) {
      const data = fromBase64(first.b64_json);
      return { data, contentType: sniffType(data) };
    }
    if (first?.url) {
      const response = await fetcher(first.url);
      if (!response.ok)
        throw new AiError(
          'failed',
          `Image generation failed: the picture could not be downloaded (${response.status})`,
        );
      const data = new Uint8Array(await response.arrayBuffer());
      return { data, contentType: sniffType(data) };
    }
    throw new AiError('bad_response', 'AI response format error', 'The image answer holds no picture');
  }

  async function draw(request: ImageRequest): Promise<MediaBlob> {
    const prompt = openAiImagePrompt(request);
    const size = openAiImageSize(request.width, request.height);
    const pictures = [...(request.inputImage ? [request.inputImage] : []), ...(request.referenceImages ?? [])].slice(
      0,
      MAX_EDIT_IMAGES,
    );
    try {
      const answer = pictures.length
        ? await client.images.edit({ model, prompt, size, n: 1, image: await Promise.all(pictures.map(asUpload)) })
        : await client.images.generate({ model, prompt, size, n: 1 });
      return await pictureOf(answer);
    } catch (error) {
      throw openAiImageFailure(error);
    }
  }

  return {
    name: 'openai',
    async start(request) {
      const drawing = draw(request);
      if (waitMs === Infinity) return { status: 'done', output: await drawing };
      const job = { state: { status: 'pending' } as JobState };
      drawing.then(
        (output) => (job.state = { status: 'done', output }),
        (error) => (job.state = { status: 'failed', error: openAiImageFailure(error) }),
      );
      const early = await Promise.race([
        drawing.then(
          () => true,
          () => true,
        ),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs)),
      ]);
      if (early) {
        if (job.state.status === 'done') return { status: 'done', output: job.state.output };
        if (job.state.status === 'failed') throw job.state.error;
      }
      const jobId = `openai-image-${Date.now().toString(36)}-${++counter}`;
      running.set(jobId, job);
      return { status: 'pending', jobId };
    },
    async check(jobId) {
      const job = running.get(jobId);
      // Pictures drawn in the background live in this process only: after a restart the job is gone.
      if (!job)
        return {
          status: 'failed',
          error: new AiError(
            'failed',
            'Image generation failed: the picture job was lost (server restarted); regenerate it',
          ),
        };
      if (job.state.status !== 'pending') running.delete(jobId);
      return job.state;
    },
  };
}
