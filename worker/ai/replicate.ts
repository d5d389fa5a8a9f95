// Replicate image and video providers: a job is a prediction, started with a webhook when the app has a public URL and
// checked by id later; its output file is downloaded into bytes. Also verifies Replicate's signed webhooks. Runs on
// Node and in workerd (fetch and WebCrypto only).
import Replicate, { type Prediction } from 'replicate';
import { AI_MESSAGES } from '../../src/shared/ai-errors';
import { fromBase64, toBase64 } from '../../src/shared/base64';
import { DEFAULT_IMAGE_MODEL } from '../../src/shared/stories';
import { styledImagePrompt } from './prompts';
import {
  AiError,
  isAiError,
  type CallOptions,
  type ImageInput,
  type ImageModel,
  type ImageProvider,
  type ImageRequest,
  type JobStart,
  type JobState,
  type MediaBlob,
  type VideoProvider,
  type VideoRequest,
} from './types';

export interface ReplicateOptions {
  token: string;
  /** Another Replicate-compatible API (a fake in tests), ending with /v1 like the default. */
  baseUrl?: string;
  /** 'owner/name' (the model's latest version) or 'owner/name:version'; the model reads `image` and `prompt`. */
  videoModel?: string;
  /** The signing secret of the account's webhooks ('whsec_…'); without it no webhook verifies. */
  webhookSecret?: string;
  /** Per API call and per output download. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const IMAGE_MODELS: Record<ImageModel, string> = {
  'flux-kontext-pro': 'black-forest-labs/flux-kontext-pro',
  'flux-kontext-max': 'black-forest-labs/flux-kontext-max',
  'runway-gen4': 'runwayml/gen4-image',
};
export const DEFAULT_VIDEO_MODEL = 'wan-video/wan-2.2-i2v-fast';
const DEFAULT_TIMEOUT_MS = 30_000;

/** Replicate's code for inputs or outputs its safety filter refused. */
const SENSITIVE_PATTERN = /E005|flagged as sensitive/i;

type What = 'Image' | 'Video';
type PredictionTarget = { model: string } | { version: string };

/** 'owner/name' runs the model's latest version; 'owner/name:version' or a bare version id pins one. */
export function predictionTarget(ref: string): PredictionTarget {
  const colon = ref.indexOf(':');
  if (colon >= 0) return { version: ref.slice(colon + 1) };
  return ref.includes('/') ? { model: ref } : { version: ref };
}

// ---- model inputs

const KONTEXT_RATIOS = ['1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '4:5', '5:4', '21:9', '9:21', '2:1', '1:2'];
const GEN4_RATIOS = ['16:9', '9:16', '4:3', '3:4', '1:1', '21:9'];

/** The ratio among `choices` closest to width:height (compared on a log scale, so 3:2 and 2:3 are as far from 1:1). */
export function nearestRatio(width: number, height: number, choices: string[]): string {
  const target = Math.log(width / height);
  let best = choices[0]!;
  let bestDistance = Infinity;
  for (const choice of choices) {
    const [w, h] = choice.split(':').map(Number) as [number, number];
    const distance = Math.abs(Math.log(w / h) - target);
    if (distance < bestDistance - 1e-9) {
      best = choice;
      bestDistance = distance;
    }
  }
  return best;
}

/** An absolute http(s) URL when the picture has one (the model fetches it), else its bytes as a data: URI. */
export function imageUri(image: ImageInput): string {
  if (image.url && /^https?:\/\//i.test(image.url)) return image.url;
  return `data:${image.contentType || 'application/octet-stream'};base64,${toBase64(image.data)}`;
}

/** A reference picture may carry the name of who or what it shows. */
type ReferenceImage = ImageInput & { name?: string };

/**
 * The names of the reference pictures: their own, else the panel's characters then location when there are exactly
 * as many pictures as names (the engine sends them in that order), else none.
 */
function referenceNames(request: ImageRequest, references: ReferenceImage[]): (string | undefined)[] {
  const hinted = [...(request.hints?.characters ?? []), ...(request.hints?.location ? [request.hints.location] : [])];
  return references.map(
    (image, index) => image.name ?? (hinted.length === references.length ? hinted[index] : undefined),
  );
}

/** Runway reference tags: 3 to 15 letters and digits starting with a letter, distinct. */
export function referenceTags(names: (string | undefined)[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => {
    let tag = (name ?? '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
    if (!tag) tag = `ref${index + 1}`;
    if (!/^[a-z]/.test(tag)) tag = `r${tag}`;
    if (tag.length < 3) tag = `${tag}ref`;
    tag = tag.slice(0, 15);
    for (let n = 2; taken.has(tag); n += 1) tag = `${tag.slice(0, 15 - String(n).length)}${n}`;
    taken.add(tag);
    return tag;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Gen-4 reads references as @tag mentions: the first mention of each name becomes its tag, the others are listed. */
function mentionReferences(prompt: string, tags: string[], names: (string | undefined)[]): string {
  let text = prompt.trim();
  const listed: string[] = [];
  tags.forEach((tag, index) => {
    const name = names[index]?.trim();
    if (name) {
      const mention = new RegExp(`(^|[^\\p{L}\\p{N}@])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu');
      if (mention.test(text)) {
        text = text.replace(mention, (_match, before: string) => `${before}@${tag}`);
        return;
      }
      listed.push(`@${tag} as ${name}`);
    } else {
      listed.push(`@${tag}`);
    }
  });
  return listed.length ? `${text.replace(/[.\s]+$/, '')}. Keep the look of ${listed.join(', ')}` : text;
}

/** The model and input of a picture prediction (exported for tests). */
export function replicateImageInput(request: ImageRequest): { model: string; input: Record<string, unknown> } {
  const model = IMAGE_MODELS[request.model] ?? IMAGE_MODELS[DEFAULT_IMAGE_MODEL];
  const references = (request.referenceImages ?? []) as ReferenceImage[];

  if (request.model === 'runway-gen4') {
    const used = references.slice(0, 3);
    const names = referenceNames(request, references).slice(0, 3);
    const tags = referenceTags(names);
    return {
      model,
      input: {
        prompt: styledImagePrompt(
          used.length ? mentionReferences(request.prompt, tags, names) : request.prompt,
          request.artStyle,
        ),
        aspect_ratio: nearestRatio(request.width, request.height, GEN4_RATIOS),
        // The smallest resolution whose short side covers the requested one (768x1024 → 1080p, 1024x683 → 720p).
        resolution: Math.min(request.width, request.height) > 720 ? '1080p' : '720p',
        ...(used.length ? { reference_images: used.map(imageUri), reference_tags: tags } : {}),
      },
    };
  }

  // FLUX Kontext edits one input picture: the picture to refine, else the first reference (who or where the panel shows).
  const refine = request.inputImage;
  const reference = refine ? undefined : references[0];
  const referenceName = reference ? referenceNames(request, references)[0] : undefined;
  const prompt = reference
    ? `${request.prompt.trim().replace(/[.\s]+$/, '')}. Keep ${referenceName ?? 'the character or place'} looking as in the input image`
    : request.prompt;
  const input = refine ?? reference;
  return {
    model,
    input: {
      prompt: styledImagePrompt(prompt, request.artStyle),
      aspect_ratio: refine ? 'match_input_image' : nearestRatio(request.width, request.height, KONTEXT_RATIOS),
      output_format: 'png',
      // 2 is the most permissive level Replicate allows with an input picture.
      safety_tolerance: 2,
      ...(input ? { input_image: imageUri(input) } : {}),
    },
  };
}

// ---- errors

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** The SDK's ApiError (not exported as a class): the failed Response is on `response`. */
function apiStatus(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The API's own explanation, from the SDK's message "Request to … failed with status N …: <body>.". */
function apiDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const body = /failed with status \d+[^:]*: ([\s\S]*?)\.?$/.exec(message)?.[1]?.trim();
  if (!body) return message;
  try {
    const json = JSON.parse(body) as { detail?: unknown; title?: unknown };
    if (typeof json.detail === 'string' && json.detail) return json.detail;
    if (typeof json.title === 'string' && json.title) return json.title;
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 500);
}

const sensitive = (details: string) => new AiError('sensitive', AI_MESSAGES.sensitive, details);

/** Maps what a Replicate API call threw to an AiError in the terms of the spec's error catalogue. */
export function replicateFailure(error: unknown, what: What): AiError {
  if (isAiError(error)) return error;
  if (isTimeout(error)) return new AiError('timeout', `${what} generation timed out`);
  const status = apiStatus(error);
  if (status !== undefined) {
    const detail = apiDetail(error);
    if (SENSITIVE_PATTERN.test(detail)) return sensitive(detail);
    if (status === 429) return new AiError('rate_limit', AI_MESSAGES.rateLimited, detail);
    if (status === 402)
      return new AiError('quota', `${what} generation failed: the Replicate account has no credit left`, detail);
    if (status === 401 || status === 403)
      return new AiError('failed', `${what} generation failed: Replicate rejected the API token`, detail);
    if (status >= 500)
      return new AiError('failed', `${what} generation failed: Replicate service error (${status})`, detail);
    return new AiError('failed', `${what} generation failed: ${detail}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TypeError)
    return new AiError('failed', `${what} generation failed: could not reach Replicate`, message);
  return new AiError('failed', `${what} generation failed: ${message}`);
}

/** Why a finished prediction has no output. */
export function predictionFailure(prediction: Pick<Prediction, 'status' | 'error'>, what: What): AiError {
  const error = prediction.error;
  const text =
    typeof error === 'string' && error.trim()
      ? error.trim()
      : error
        ? JSON.stringify(error)
        : prediction.status === 'canceled'
          ? 'the prediction was canceled'
          : 'unknown error';
  if (SENSITIVE_PATTERN.test(text)) return sensitive(text);
  return new AiError('failed', `${what} generation failed: ${text}`);
}

// ---- output download

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

function sniffType(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(4, 8) === 'ftyp') return ascii(8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return undefined;
}

/** The media type: the server's when it names an image or video, else the URL's extension, else the bytes' magic. */
export function outputContentType(header: string | null, url: string, bytes: Uint8Array, what: What): string {
  const declared = header?.split(';')[0]!.trim().toLowerCase();
  if (declared && /^(image|video)\//.test(declared)) return declared;
  const extension = /\.([a-z0-9]+)$/i.exec(url.startsWith('data:') ? '' : new URL(url).pathname)?.[1]?.toLowerCase();
  return (
    (extension && EXTENSION_TYPES[extension]) || sniffType(bytes) || (what === 'Video' ? 'video/mp4' : 'image/png')
  );
}

/** The output file's URL: a string, or the first of a list. */
function outputUrl(output: unknown): string | undefined {
  const first = Array.isArray(output) ? output[0] : output;
  if (typeof first === 'string' && first) return first;
  const url = (first as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url ? url : undefined;
}

/**
 * Downloads an output. A refused download (4xx: gone, expired) is a failed job; a timeout, a 5xx or a network error
 * is thrown, so the next check tries again.
 */
async function downloadOutput(
  url: string,
  what: What,
  fetcher: typeof fetch,
  signal: AbortSignal,
): Promise<MediaBlob | AiError> {
  if (url.startsWith('data:')) {
    const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
    if (!match) return new AiError('failed', `${what} generation failed: unreadable output`);
    const data = match[2] ? fromBase64(match[3]!) : new TextEncoder().encode(decodeURIComponent(match[3]!));
    return { data, contentType: outputContentType(match[1] || null, url, data, what) };
  }
  let response: Response;
  let data: Uint8Array;
  try {
    response = await fetcher(url, { signal });
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      return new AiError(
        'failed',
        `${what} generation failed: the result could not be downloaded (${response.status})`,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AiError('failed', `${what} generation failed: the result could not be downloaded (${response.status})`);
    }
    data = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (isAiError(error)) throw error;
    if (isTimeout(error)) throw new AiError('timeout', `${what} generation timed out`, 'The result download timed out');
    throw new AiError(
      'failed',
      `${what} generation failed: the result could not be downloaded`,
      error instanceof Error ? error.message : String(error),
    );
  }
  if (!data.length) return new AiError('failed', `${what} generation failed: the result is empty`);
  return { data, contentType: outputContentType(response.headers.get('content-type'), url, data, what) };
}

// ---- webhooks

const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks a Standard Webhooks signature as Replicate sends it: HMAC-SHA256 over "id.timestamp.body" with the secret's
 * base64 key (after 'whsec_'), any of the space-separated "v1,<base64>" entries matching, a timestamp within 5 minutes.
 */
export async function verifyReplicateWebhook(
  request: { headers: Headers; body: string },
  secret: string | undefined,
  nowMs: number = Date.now(),
): Promise<boolean> {
  const id = request.headers.get('webhook-id');
  const timestamp = request.headers.get('webhook-timestamp');
  const signatures = request.headers.get('webhook-signature');
  if (!secret || !id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return false;
  let key: CryptoKey;
  try {
    const raw = fromBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
    key = await crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
  } catch {
    return false;
  }
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${request.body}`);
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) continue;
    let signature: Uint8Array;
    try {
      signature = fromBase64(value);
    } catch {
      continue;
    }
    // subtle.verify compares in constant time.
    if (await crypto.subtle.verify('HMAC', key, new Uint8Array(signature), signed)) return true;
  }
  return false;
}

// ---- providers

export function createReplicateProviders(options: ReplicateOptions): {
  image: ImageProvider;
  video: VideoProvider;
  verifyWebhook: (request: { headers: Headers; body: string }) => Promise<boolean>;
} {
  // Workers reject fetch called with another `this`; keep it unbound.
  const fetcher: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const client = new Replicate({ auth: options.token, baseUrl: options.baseUrl, fetch: fetcher });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const videoModel = options.videoModel?.trim() || DEFAULT_VIDEO_MODEL;

  /** The provider's own timeout, and the engine's deadline when it gave one. */
  const deadline = (signal?: AbortSignal) => {
    if (!signal) return AbortSignal.timeout(timeoutMs);
    // Runtimes without AbortSignal.any keep the engine's deadline, which is the shorter one anyway.
    return typeof AbortSignal.any === 'function' ? AbortSignal.any([AbortSignal.timeout(timeoutMs), signal]) : signal;
  };

  async function start(
    target: PredictionTarget,
    input: Record<string, unknown>,
    what: What,
    webhookUrl?: string,
    signal?: AbortSignal,
  ): Promise<JobStart> {
    let prediction: Prediction;
    try {
      prediction = await client.predictions.create({
        ...target,
        input,
        ...(webhookUrl ? { webhook: webhookUrl, webhook_events_filter: ['completed'] } : {}),
        signal: deadline(signal),
      });
    } catch (error) {
      throw replicateFailure(error, what);
    }
    if (!prediction?.id)
      throw new AiError('failed', `${what} generation failed: Replicate did not return a prediction id`);
    return { status: 'pending', jobId: prediction.id };
  }

  async function check(jobId: string, what: What, signal?: AbortSignal): Promise<JobState> {
    // One deadline for the status and the output's download, headers and body.
    const callSignal = deadline(signal);
    let prediction: Prediction;
    try {
      prediction = await client.predictions.get(jobId, { signal: callSignal });
    } catch (error) {
      if (apiStatus(error) === 404)
        return {
          status: 'failed',
          error: new AiError('failed', `${what} generation failed: the prediction no longer exists`),
        };
      // Rate limits, timeouts and 5xx are passing: the engine asks again on the next poll.
      throw replicateFailure(error, what);
    }
    switch (prediction.status) {
      case 'starting':
      case 'processing':
        return { status: 'pending' };
      case 'succeeded': {
        if (prediction.data_removed)
          return {
            status: 'failed',
            error: new AiError('failed', `${what} generation failed: the result has expired`),
          };
        const url = outputUrl(prediction.output);
        if (!url) return { status: 'failed', error: new AiError('failed', `No ${what.toLowerCase()} URL in response`) };
        const output = await downloadOutput(url, what, fetcher, callSignal);
        return isAiError(output) ? { status: 'failed', error: output } : { status: 'done', output };
      }
      default:
        return { status: 'failed', error: predictionFailure(prediction, what) };
    }
  }

  return {
    image: {
      name: 'replicate',
      start(request: ImageRequest, startOptions?: { webhookUrl?: string } & CallOptions) {
        const { model, input } = replicateImageInput(request);
        return start({ model }, input, 'Image', startOptions?.webhookUrl, startOptions?.signal);
      },
      check: (jobId, checkOptions) => check(jobId, 'Image', checkOptions?.signal),
    },
    video: {
      name: 'replicate',
      start(request: VideoRequest, startOptions?: { webhookUrl?: string } & CallOptions) {
        return start(
          predictionTarget(videoModel),
          { image: imageUri(request.image), prompt: request.prompt },
          'Video',
          startOptions?.webhookUrl,
          startOptions?.signal,
        );
      },
      check: (jobId, checkOptions) => check(jobId, 'Video', checkOptions?.signal),
    },
    verifyWebhook: (request) => verifyReplicateWebhook(request, options.webhookSecret),
  };
}
