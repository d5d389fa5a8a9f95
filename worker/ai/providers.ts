// Chooses the providers from configuration: OpenAI for text when a key is set, Replicate for images and video when a
// token is set, the offline provider for whatever is left (everything, on a fresh machine). Entry files call this.
import { createOpenAiTextProvider } from './openai';
import { createReplicateProviders } from './replicate';
import type { AiProviders } from './types';

export interface AiSettings {
  /** 'offline' forces the offline provider even when keys are set. */
  provider?: 'auto' | 'offline';
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel?: string;
  replicateApiToken?: string;
  replicateBaseUrl?: string;
  replicateVideoModel?: string;
  replicateWebhookSecret?: string;
}

/** The AI settings from an environment (process.env on Node, the Worker's env bindings). */
export function aiSettingsFromEnv(env: Record<string, string | undefined>): AiSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    provider: value('AI_PROVIDER') === 'offline' ? 'offline' : 'auto',
    openaiApiKey: value('OPENAI_API_KEY'),
    openaiBaseUrl: value('OPENAI_BASE_URL'),
    openaiModel: value('OPENAI_MODEL'),
    replicateApiToken: value('REPLICATE_API_TOKEN'),
    replicateBaseUrl: value('REPLICATE_BASE_URL'),
    replicateVideoModel: value('REPLICATE_VIDEO_MODEL'),
    replicateWebhookSecret: value('REPLICATE_WEBHOOK_SECRET'),
  };
}

export function createAiProviders(settings: AiSettings, offline: () => AiProviders): AiProviders {
  const local = settings.provider === 'offline' || (!settings.openaiApiKey && !settings.replicateApiToken) ? offline() : null;
  if (local) return local;
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
  if (!settings.replicateApiToken) return { text, image: fallback().image, video: fallback().video };
  const replicate = createReplicateProviders({
    token: settings.replicateApiToken,
    baseUrl: settings.replicateBaseUrl,
    videoModel: settings.replicateVideoModel,
    webhookSecret: settings.replicateWebhookSecret,
  });
  return {
    text,
    image: replicate.image,
    video: replicate.video,
    ...(settings.replicateWebhookSecret ? { verifyWebhook: replicate.verifyWebhook } : {}),
  };
}
