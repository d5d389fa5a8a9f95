// The OpenAI image provider against the fake OpenAI Images API over real HTTP: generate and edit calls, sizes,
// reference pictures, URL answers, background jobs and error mapping; and how IMAGE_PROVIDER chooses it.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createOfflineProviders } from '../../packages/offline-ai/src';
import { createNodeSvgRenderer } from '../../packages/svg-render/src/resvg-node';
import { createOpenAiImageProvider, openAiImageSize } from '../../worker/ai/openai-image';
import { aiSettingsFromEnv, createAiProviders } from '../../worker/ai/providers';
import { AiError, type ImageRequest, type JobStart } from '../../worker/ai/types';
import { makePng } from '../helpers/fake-replicate';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai';
import { pngSize } from '../helpers/png';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.images.calls.length = 0;
});

const request = (changes: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'A green parrot flying over a stormy sea at night',
  width: 768,
  height: 1024,
  model: 'flux-kontext-pro',
  artStyle: 'Watercolor, soft edges',
  ...changes,
});

const provider = (options: Partial<Parameters<typeof createOpenAiImageProvider>[0]> = {}) =>
  createOpenAiImageProvider({ apiKey: 'sk-test', baseURL: fake.baseURL, maxRetries: 0, ...options });

async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('OpenAI image provider', () => {
  test('a new picture is one images.generate call with gpt-image-1, the nearest size and the art style', async () => {
    const started = await provider().start(request());
    expect(started.status).toBe('done');
    const output = (started as Extract<JobStart, { status: 'done' }>).output;
    expect(output.contentType).toBe('image/png');
    // The fake draws a tenth of the size asked for: 1024x1536 for a 3:4 panel.
    expect(pngSize(output.data)).toEqual({ width: 102, height: 154 });
    expect(fake.images.calls).toHaveLength(1);
    const call = fake.images.calls[0]!;
    expect(call.path).toBe('/v1/images/generations');
    expect(call.fields.model).toBe('gpt-image-1');
    expect(call.fields.size).toBe('1024x1536');
    expect(call.fields.prompt).toContain('A green parrot flying over a stormy sea at night');
    expect(call.fields.prompt).toContain('Art style: Watercolor, soft edges.');
  });

  test('sizes follow the aspect ratio', () => {
    expect(openAiImageSize(1024, 768)).toBe('1536x1024');
    expect(openAiImageSize(768, 1024)).toBe('1024x1536');
    expect(openAiImageSize(800, 800)).toBe('1024x1024');
  });

  test('refinement and reference pictures are one images.edit call with the picture to edit first', async () => {
    const input = { data: new Uint8Array(makePng(8, 8)), contentType: 'image/png' };
    const mara = { data: new Uint8Array(makePng(4, 6)), contentType: 'image/png', name: 'Captain Mara' };
    const cove = {
      data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      contentType: 'image/jpeg',
      name: 'Smugglers Cove',
    };
    const started = await provider({ model: 'gpt-image-1-mini' }).start(
      request({ width: 1024, height: 768, inputImage: input, referenceImages: [mara, cove] }),
    );
    expect(started.status).toBe('done');
    const call = fake.images.calls[0]!;
    expect(call.path).toBe('/v1/images/edits');
    expect(call.fields.model).toBe('gpt-image-1-mini');
    expect(call.fields.size).toBe('1536x1024');
    expect(call.fields.prompt).toContain('Keep the look of the reference pictures: Captain Mara, Smugglers Cove.');
    expect(call.fields.prompt).toContain('Edit the first picture');
    expect(call.files.map((file) => [file.type, file.bytes.length])).toEqual([
      ['image/png', input.data.length],
      ['image/png', mara.data.length],
      ['image/jpeg', cove.data.length],
    ]);
    expect(Buffer.from(call.files[0]!.bytes).equals(Buffer.from(input.data))).toBe(true);
  });

  test('a server answering with a URL is downloaded', async () => {
    fake.images.respondWith([{ kind: 'url' }]);
    const started = await provider().start(request({ width: 1024, height: 1024 }));
    expect(started.status).toBe('done');
    expect(pngSize((started as Extract<JobStart, { status: 'done' }>).output.data)).toEqual({
      width: 102,
      height: 102,
    });
  });

  test('errors map to the spec catalogue', async () => {
    fake.images.respondWith([
      {
        kind: 'error',
        status: 400,
        message: 'Your request was rejected as a result of our safety system.',
        type: 'image_generation_user_error',
        code: 'moderation_blocked',
      },
      {
        kind: 'error',
        status: 429,
        message: 'You exceeded your current quota.',
        type: 'insufficient_quota',
        code: 'insufficient_quota',
      },
      {
        kind: 'error',
        status: 429,
        message: 'Rate limit reached for images per minute.',
        type: 'requests',
        code: 'rate_limit_exceeded',
      },
      { kind: 'error', status: 500, message: 'The server had an error.', type: 'server_error', code: null },
    ]);
    expect((await failureOf(provider().start(request()))).code).toBe('sensitive');
    expect((await failureOf(provider().start(request()))).code).toBe('quota');
    expect((await failureOf(provider().start(request()))).code).toBe('rate_limit');
    const failed = await failureOf(provider().start(request()));
    expect(failed.code).toBe('failed');
    expect(failed.message).toContain('500');
  });

  test('with a short wait the picture finishes in the background and check() hands it over once', async () => {
    const images = provider({ waitMs: 0 });
    const started = await images.start(request());
    expect(started.status).toBe('pending');
    const jobId = (started as Extract<JobStart, { status: 'pending' }>).jobId;
    let state = await images.check(jobId);
    for (let attempt = 0; state.status === 'pending' && attempt < 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      state = await images.check(jobId);
    }
    expect(state.status).toBe('done');
    const lost = await images.check(jobId);
    expect(lost.status).toBe('failed');
    expect(await images.check('openai-image-unknown')).toMatchObject({ status: 'failed' });
  });
});

describe('IMAGE_PROVIDER', () => {
  const offline = () => createOfflineProviders({ renderSvg: createNodeSvgRenderer() });

  test('openai: one key runs text and pictures against OPENAI_BASE_URL', async () => {
    const providers = createAiProviders(
      aiSettingsFromEnv({
        IMAGE_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-local',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_IMAGE_MODEL: 'local-diffusion',
      }),
      offline,
    );
    expect([providers.text.name, providers.image.name, providers.video.name]).toEqual(['openai', 'openai', 'offline']);
    const started = await providers.image.start(request());
    expect(started.status).toBe('done');
    expect(fake.images.calls[0]!.fields.model).toBe('local-diffusion');
  });

  test('default and explicit choices', () => {
    const names = (env: Record<string, string>) => {
      const providers = createAiProviders(aiSettingsFromEnv(env), offline);
      return [providers.text.name, providers.image.name];
    };
    expect(names({})).toEqual(['offline', 'offline']);
    expect(names({ OPENAI_API_KEY: 'sk' })).toEqual(['openai', 'offline']);
    expect(names({ REPLICATE_API_TOKEN: 'r8' })).toEqual(['offline', 'replicate']);
    expect(names({ REPLICATE_API_TOKEN: 'r8', OPENAI_API_KEY: 'sk', IMAGE_PROVIDER: 'openai' })).toEqual([
      'openai',
      'openai',
    ]);
    expect(names({ REPLICATE_API_TOKEN: 'r8', IMAGE_PROVIDER: 'offline' })).toEqual(['offline', 'offline']);
    expect(names({ OPENAI_API_KEY: 'sk', IMAGE_PROVIDER: 'openai', AI_PROVIDER: 'offline' })).toEqual([
      'offline',
      'offline',
    ]);
  });

  test('a choice without its key, or an unknown name, is a clear configuration error', () => {
    expect(() => createAiProviders(aiSettingsFromEnv({ IMAGE_PROVIDER: 'openai' }), offline)).toThrow(
      'IMAGE_PROVIDER=openai needs OPENAI_API_KEY',
    );
    expect(() => createAiProviders(aiSettingsFromEnv({ IMAGE_PROVIDER: 'replicate' }), offline)).toThrow(
      'needs REPLICATE_API_TOKEN',
    );
    expect(() => aiSettingsFromEnv({ IMAGE_PROVIDER: 'dalle' })).toThrow(
      "IMAGE_PROVIDER must be one of offline, replicate, openai (got 'dalle')",
    );
  });
});
