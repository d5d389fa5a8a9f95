// The remote AI providers of the API tests: OpenAI text and Replicate pictures, both pointed at fake servers on 127.0.0.1.
import { createOpenAiTextProvider } from '../../worker/ai/openai';
import { createReplicateProviders } from '../../worker/ai/replicate';
import type { AiProviders } from '../../worker/ai/types';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { startFakeReplicate, type FakeReplicate, type FakeReplicateOptions } from './fake-replicate';

export interface FakeProviders {
  replicate: FakeReplicate;
  openai: FakeOpenAi;
  ai: AiProviders;
  close(): Promise<void>;
}

/** Starts both fake servers and the real providers that call them; `webhooks` wires Replicate's signature check. */
export async function startFakeProviders(options: {
  replicate?: FakeReplicateOptions;
  timeoutMs: number;
  textTimeoutMs: number;
  webhooks?: boolean;
}): Promise<FakeProviders> {
  const replicate = await startFakeReplicate(options.replicate);
  const openai = await startFakeOpenAi();
  const images = createReplicateProviders({
    token: 'test-token',
    baseUrl: replicate.baseUrl,
    timeoutMs: options.timeoutMs,
    ...(options.webhooks ? { webhookSecret: replicate.webhookSecret } : {}),
  });
  const ai: AiProviders = {
    text: createOpenAiTextProvider({
      apiKey: 'sk-test',
      baseURL: openai.baseURL,
      timeoutMs: options.textTimeoutMs,
      maxRetries: 0,
    }),
    image: images.image,
    video: images.video,
    ...(options.webhooks ? { verifyWebhook: images.verifyWebhook } : {}),
  };
  return {
    replicate,
    openai,
    ai,
    close: async () => {
      await replicate.close();
      await openai.close();
    },
  };
}
