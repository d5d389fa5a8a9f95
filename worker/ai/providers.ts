// Chooses the providers from configuration: OpenAI for text when a key is set; pictures from IMAGE_PROVIDER (offline,
// replicate or openai; by default Replicate when its token is set); Replicate for video when its token is set; the
// offline provider for whatever is left (everything, on a fresh machine). Entry files call this.
import { createOpenAiTextProvider } from './openai';
import { createOpenAiImageProvider } from './openai-image';
import { createReplicateProviders } from './replicate';
import type { AiProviders, ImageProvider } from './types';

export type ImageProviderName = 'offline' | 'replicate' | 'openai';

export interface AiSettings {
  /** 'offline' forces the offline provider even when keys are set. */
  provider?: 'auto' | 'offline';
  /** Who draws pictures; unset: Replicate when its token is set, else offline. */
  imageProvider?: ImageProviderName;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
  openaiImageModel?: string;
  replicateApiToken?: string;
  replicateBaseUrl?: string;
  replicateVideoModel?: string;
  replicateWebhookSecret?: string;
}

const IMAGE_PROVIDERS: ImageProviderName[] = ['offline', 'replicate', 'openai'];

/** The variables the AI settings come from: Node's process.env and the Worker's Env both carry them. */
export type AiEnv = {
  readonly [
    name in
      | 'AI_PROVIDER'
      | 'IMAGE_PROVIDER'
      | 'OPENAI_API_KEY'
      | 'OPENAI_BASE_URL'
      | 'OPENAI_MODEL'
      | 'OPENAI_IMAGE_MODEL'
      | 'REPLICATE_API_TOKEN'
      | 'REPLICATE_BASE_URL'
      | 'REPLICATE_VIDEO_MODEL'
      | 'REPLICATE_WEBHOOK_SECRET'
  ]?: string;
};

/** The AI settings from an environment (process.env on Node, the Worker's env bindings). */
export function aiSettingsFromEnv(env: AiEnv): AiSettings {
  const value = (name: keyof AiEnv) => env[name]?.trim() || undefined;
  const image = value('IMAGE_PROVIDER')?.toLowerCase();
  if (image && !IMAGE_PROVIDERS.includes(image as ImageProviderName)) {
    throw new Error(`IMAGE_PROVIDER must be one of ${IMAGE_PROVIDERS.join(', ')} (got '${image}')`);
  }
  return {
    provider: value('AI_PROVIDER') === 'offline' ? 'offline' : 'auto',
    ...(image ? { imageProvider: image as ImageProviderName } : {}),
    openaiApiKey: value('OPENAI_API_KEY'),
    openaiBaseUrl: value('OPENAI_BASE_URL'),
    openaiModel: value('OPENAI_MODEL'),
    openaiImageModel: value('OPENAI_IMAGE_MODEL'),
    replicateApiToken: value('REPLICATE_API_TOKEN'),
    replicateBaseUrl: value('REPLICATE_BASE_URL'),
    replicateVideoModel: value('REPLICATE_VIDEO_MODEL'),
    replicateWebhookSecret: value('REPLICATE_WEBHOOK_SECRET'),
  };
}

/** Workers end a request's outstanding I/O when it answers, so there pictures are drawn within the call. */
const inWorkers = () =>
  (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers';

export function createAiProviders(settings: AiSettings, offline: () => AiProviders): AiProviders {
  if (settings.provider === 'offline') return offline();
  const imageChoice: ImageProviderName =
    settings.imageProvider ?? (settings.replicateApiToken ? 'replicate' : 'offline');
  if (imageChoice === 'openai' && !settings.openaiApiKey) {
    throw new Error('IMAGE_PROVIDER=openai needs OPENAI_API_KEY (any value for a local server that takes none)');
  }
  if (imageChoice === 'replicate' && !settings.replicateApiToken)
    throw new Error('IMAGE_PROVIDER=replicate needs REPLICATE_API_TOKEN');
  if (!settings.openaiApiKey && !settings.replicateApiToken) return offline();
  const fallback = (() => {
    let made: AiProviders | undefined;
    return () => (made ??= offline());
  })();
  const text = settings.openaiApiKey
    ? createOpenAiTextProvider({
        apiKey: settings.openaiApiKey,
        baseURL: settings.openaiBaseUrl,
        model: settings.openaiModel,
        // Two attempts fit the client's 120 s scene budget.
        timeoutMs: 50_000,
        maxRetries: 1,
      })
    : fallback().text;
  const replicate = settings.replicateApiToken
    ? createReplicateProviders({
        token: settings.replicateApiToken,
        baseUrl: settings.replicateBaseUrl,
        videoModel: settings.replicateVideoModel,
        webhookSecret: settings.replicateWebhookSecret,
      })
    : null;
  let image: ImageProvider;
  if (imageChoice === 'openai') {
    image = createOpenAiImageProvider({
      apiKey: settings.openaiApiKey!,
      baseURL: settings.openaiBaseUrl,
      model: settings.openaiImageModel,
      // On Node a slow picture finishes in the background and is picked up by the engine's polls.
      waitMs: inWorkers() ? Infinity : 20_000,
    });
  } else image = imageChoice === 'replicate' && replicate ? replicate.image : fallback().image;
  return {
    text,
    image,
    video: replicate ? replicate.video : fallback().video,
    ...(replicate && settings.replicateWebhookSecret ? { verifyWebhook: replicate.verifyWebhook } : {}),
  };
}
