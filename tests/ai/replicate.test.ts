// The Replicate image and video providers against a fake Replicate API over real HTTP: model inputs, job states,
// downloads, error mapping and signed webhooks.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  createReplicateProviders,
  nearestRatio,
  predictionTarget,
  referenceTags,
  replicateImageInput,
  verifyReplicateWebhook,
} from '../../worker/ai/replicate';
import { AI_MESSAGES } from '../../src/shared/ai-errors';
import { AiError, type ImageInput, type ImageRequest, type JobState } from '../../worker/ai/types';
import { makePng, SDK_ATTEMPTS, startFakeReplicate, type FakeReplicate } from '../helpers/fake-replicate';
import { pngSize } from '../helpers/png';

// Long enough that a loaded machine still checks a new prediction before it finishes.
const LATENCY_MS = 300;

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate({ latencyMs: LATENCY_MS });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.clearFailures();
  fake.predictions.length = 0;
  fake.requests.length = 0;
});

const providers = (options: Partial<Parameters<typeof createReplicateProviders>[0]> = {}) =>
  createReplicateProviders({ token: 'r8_test', baseUrl: fake.baseUrl, webhookSecret: fake.webhookSecret, ...options });

const picture = (width: number, height: number, url?: string): ImageInput => ({
  data: new Uint8Array(makePng(width, height)),
  contentType: 'image/png',
  ...(url ? { url } : {}),
});

const panel = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'Mira lights the great lamp as the ghost ship nears',
  width: 768,
  height: 1024,
  model: 'flux-kontext-pro',
  artStyle: 'Watercolor, soft edges',
  ...overrides,
});

/** Checks a job until it leaves 'pending' (the fake finishes after LATENCY_MS). */
async function settle(check: (id: string) => Promise<JobState>, jobId: string, timeoutMs = 5000): Promise<JobState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await check(jobId);
    if (state.status !== 'pending' || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function rejection(run: Promise<unknown>): Promise<AiError> {
  const error = await run.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

async function started(request: ImageRequest = panel(), options = {}) {
  const { image } = providers(options);
  const start = await image.start(request);
  if (start.status !== 'pending') throw new Error('expected a pending job');
  return { image, jobId: start.jobId, prediction: fake.predictions.at(-1)! };
}

describe('image jobs', () => {
  test('start creates a prediction; check is pending, then done with the PNG bytes', async () => {
    const { image, jobId, prediction } = await started();
    expect(prediction.id).toBe(jobId);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/models/black-forest-labs/flux-kontext-pro/predictions',
    });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer r8_test');
    expect(prediction.input).toEqual({
      prompt: 'Mira lights the great lamp as the ghost ship nears, in the style of: Watercolor, soft edges',
      aspect_ratio: '3:4',
      output_format: 'png',
      safety_tolerance: 2,
    });
    expect(prediction.webhook).toBeNull();

    expect(await image.check(jobId)).toEqual({ status: 'pending' });
    const state = await settle(image.check, jobId);
    if (state.status !== 'done') throw new Error(`expected done, got ${JSON.stringify(state)}`);
    expect(state.output.contentType).toBe('image/png');
    expect(pngSize(state.output.data)).toEqual({ width: 768, height: 1024 });
  });

  test('models and aspect ratios: kontext max 3:2, kontext 1:1, gen-4 3:4 at 1080p and 3:2 at 720p', async () => {
    const cases = [
      {
        request: panel({ model: 'flux-kontext-max', width: 1024, height: 683 }),
        path: 'black-forest-labs/flux-kontext-max',
        ratio: '3:2',
        size: { width: 1024, height: 683 },
      },
      {
        request: panel({ width: 1024, height: 1024, artStyle: '' }),
        path: 'black-forest-labs/flux-kontext-pro',
        ratio: '1:1',
        size: { width: 1024, height: 1024 },
      },
      {
        request: panel({ model: 'runway-gen4' }),
        path: 'runwayml/gen4-image',
        ratio: '3:4',
        size: { width: 768, height: 1024 },
      },
      {
        request: panel({ model: 'runway-gen4', width: 1024, height: 683 }),
        path: 'runwayml/gen4-image',
        ratio: '4:3',
        size: { width: 1024, height: 768 },
      },
    ];
    for (const { request, path, ratio, size } of cases) {
      const { image, jobId, prediction } = await started(request);
      expect(fake.requests.at(-1)!.path).toBe(`/v1/models/${path}/predictions`);
      expect(prediction.input.aspect_ratio).toBe(ratio);
      if (request.model === 'runway-gen4')
        expect(prediction.input.resolution).toBe(request.height === 683 ? '720p' : '1080p');
      if (!request.artStyle) expect(prediction.input.prompt).toBe(request.prompt);
      const state = await settle(image.check, jobId);
      if (state.status !== 'done') throw new Error('expected done');
      expect(pngSize(state.output.data)).toEqual(size);
    }
  });

  test('refine: the input picture (its URL, else a data URI) with match_input_image', async () => {
    const byUrl = await started(
      panel({
        inputImage: picture(600, 800, 'https://media.example.com/media/panels/a.png'),
        referenceImages: [picture(64, 64)],
      }),
    );
    expect(byUrl.prediction.input.input_image).toBe('https://media.example.com/media/panels/a.png');
    expect(byUrl.prediction.input.aspect_ratio).toBe('match_input_image');
    expect(byUrl.prediction.input.prompt).not.toContain('input image');

    const input = picture(600, 800);
    const byBytes = await started(panel({ inputImage: input }));
    const uri = byBytes.prediction.input.input_image as string;
    expect(uri.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(uri.slice('data:image/png;base64,'.length), 'base64').equals(Buffer.from(input.data))).toBe(
      true,
    );
    const state = await settle(byBytes.image.check, byBytes.jobId);
    if (state.status !== 'done') throw new Error('expected done');
    expect(pngSize(state.output.data)).toEqual({ width: 600, height: 800 });
  });

  test('kontext without a picture to refine edits the first reference, named after the panel character', async () => {
    const { prediction } = await started(
      panel({
        referenceImages: [picture(32, 32), picture(16, 16)],
        hints: { characters: ['Mira'], location: 'Gull Rock' },
      }),
    );
    expect((prediction.input.input_image as string).startsWith('data:image/png;base64,')).toBe(true);
    expect(prediction.input.aspect_ratio).toBe('3:4');
    expect(prediction.input.prompt).toBe(
      'Mira lights the great lamp as the ghost ship nears. Keep Mira looking as in the input image, in the style of: Watercolor, soft edges',
    );
  });

  test('gen-4 takes up to 3 references with tags from the names, mentioned as @tags in the prompt', async () => {
    const references = [
      picture(8, 8, 'https://media.example.com/mira.png'),
      picture(8, 8),
      picture(8, 8),
      picture(8, 8),
    ];
    const named = await started(
      panel({
        model: 'runway-gen4',
        referenceImages: references.slice(0, 2),
        hints: { characters: ['Mira'], location: 'Gull Rock' },
      }),
    );
    expect(named.prediction.input.reference_tags).toEqual(['mira', 'gullrock']);
    expect(named.prediction.input.reference_images).toHaveLength(2);
    expect((named.prediction.input.reference_images as string[])[0]).toBe('https://media.example.com/mira.png');
    expect((named.prediction.input.reference_images as string[])[1]).toMatch(/^data:image\/png;base64,/);
    expect(named.prediction.input.prompt).toBe(
      '@mira lights the great lamp as the ghost ship nears. Keep the look of @gullrock as Gull Rock, in the style of: Watercolor, soft edges',
    );
    expect(named.prediction.input.input_image).toBeUndefined();

    const unnamed = await started(
      panel({ model: 'runway-gen4', referenceImages: references, hints: { characters: ['Mira'] } }),
    );
    expect(unnamed.prediction.input.reference_tags).toEqual(['ref1', 'ref2', 'ref3']);
    expect(unnamed.prediction.input.reference_images).toHaveLength(3);
    expect(unnamed.prediction.input.prompt).toContain('Keep the look of @ref1, @ref2, @ref3');
  });

  test('six predictions at once finish together (each keeps its own clock)', async () => {
    const { image } = providers();
    const began = Date.now();
    const states = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const start = await image.start(panel());
        if (start.status !== 'pending') throw new Error('expected pending');
        return settle(image.check, start.jobId);
      }),
    );
    expect(states.every((state) => state.status === 'done')).toBe(true);
    expect(Date.now() - began).toBeLessThan(LATENCY_MS * 4 + 500);
  });
});

describe('image failures', () => {
  test('E005 and "flagged as sensitive" are sensitive', async () => {
    for (const kind of ['e005', 'sensitive'] as const) {
      fake.fail(kind);
      const { image, jobId } = await started();
      const state = await settle(image.check, jobId);
      if (state.status !== 'failed') throw new Error('expected failed');
      expect(state.error).toMatchObject({ code: 'sensitive', message: AI_MESSAGES.sensitive });
      expect(state.error.details).toMatch(/flagged as sensitive/);
    }
  });

  test('a failed or canceled prediction fails with its error', async () => {
    fake.fail('error');
    const failed = await started();
    const state = await settle(failed.image.check, failed.jobId);
    expect(state).toMatchObject({
      status: 'failed',
      error: { code: 'failed', message: 'Image generation failed: CUDA out of memory. Tried to allocate 2.00 GiB' },
    });

    fake.fail('canceled');
    const canceled = await started();
    expect(await settle(canceled.image.check, canceled.jobId)).toMatchObject({
      status: 'failed',
      error: { code: 'failed', message: 'Image generation failed: the prediction was canceled' },
    });

    fake.fail('noOutput');
    const empty = await started();
    expect(await settle(empty.image.check, empty.jobId)).toMatchObject({
      status: 'failed',
      error: { message: 'No image URL in response' },
    });
  });

  test('create: 429 (after the SDK retries) is a rate limit, 402 the quota, 5xx and 422 fail', async () => {
    fake.fail('create429', SDK_ATTEMPTS);
    const limited = await rejection(providers().image.start(panel()));
    expect(limited).toMatchObject({
      code: 'rate_limit',
      message: 'Rate limit reached. Please wait a moment and try again.',
    });
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(SDK_ATTEMPTS);

    fake.fail('create429', 1);
    await expect(providers().image.start(panel())).resolves.toMatchObject({ status: 'pending' });

    fake.fail('create402');
    expect(await rejection(providers().image.start(panel()))).toMatchObject({ code: 'quota' });

    fake.requests.length = 0;
    fake.fail('create500');
    const server = await rejection(providers().image.start(panel()));
    expect(server).toMatchObject({ code: 'failed', message: 'Image generation failed: Replicate service error (500)' });
    expect(fake.requests).toHaveLength(1);

    fake.fail('create422');
    expect(await rejection(providers().image.start(panel()))).toMatchObject({
      code: 'failed',
      message: 'Image generation failed: - input: scripted validation failure',
    });
  });

  test('the fake refuses inputs the real models refuse (422)', async () => {
    const res = await fetch(`${fake.baseUrl}/models/runwayml/gen4-image/predictions`, {
      method: 'POST',
      headers: { authorization: 'Bearer r8_test', 'content-type': 'application/json' },
      body: JSON.stringify({ input: { prompt: 'x', aspect_ratio: '3:2', reference_tags: ['al'] } }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).toContain('aspect_ratio');
    expect(body.detail).toContain('reference_tags');
  });

  test('no answer to create within timeoutMs is a timeout', async () => {
    fake.fail('createSlow');
    const began = Date.now();
    const error = await rejection(providers({ timeoutMs: 200 }).image.start(panel()));
    expect(error.code).toBe('timeout');
    expect(Date.now() - began).toBeLessThan(3000);
  });

  test('an unreachable API fails', async () => {
    const error = await rejection(
      createReplicateProviders({ token: 't', baseUrl: 'http://127.0.0.1:9/v1' }).image.start(panel()),
    );
    expect(error).toMatchObject({ code: 'failed', message: 'Image generation failed: could not reach Replicate' });
  });

  test('check: a 5xx is thrown (asked again next poll), an unknown prediction has failed', async () => {
    const { image, jobId } = await started();
    fake.fail('get500', SDK_ATTEMPTS);
    expect(await rejection(image.check(jobId))).toMatchObject({ code: 'failed' });
    fake.fail('get429', SDK_ATTEMPTS);
    expect(await rejection(image.check(jobId))).toMatchObject({ code: 'rate_limit' });
    expect(await image.check('doesnotexist')).toMatchObject({ status: 'failed', error: { code: 'failed' } });
  });

  test('a body that is not JSON: on create it fails the call, on a check it is thrown and the next check recovers', async () => {
    fake.fail('createMalformed');
    const created = await rejection(providers().image.start(panel()));
    expect(created.code).toBe('failed');
    expect(created.message).toMatch(/^Image generation failed: /);
    expect(fake.predictions).toHaveLength(0);

    const { image, jobId } = await started();
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS + 20));
    fake.fail('getMalformed');
    expect((await rejection(image.check(jobId))).code).toBe('failed');
    // The job is not lost: the next check reads the finished prediction and downloads the picture.
    const state = await image.check(jobId);
    if (state.status !== 'done') throw new Error(`expected done, got ${state.status}`);
    expect(pngSize(state.output.data)).toEqual({ width: 768, height: 1024 });
  });

  test('download: a 4xx fails the job, a 5xx is thrown to retry', async () => {
    fake.fail('download404');
    const gone = await started();
    expect(await settle(gone.image.check, gone.jobId)).toMatchObject({
      status: 'failed',
      error: { code: 'failed', message: 'Image generation failed: the result could not be downloaded (404)' },
    });

    fake.fail('download500');
    const broken = await started();
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS + 20));
    expect(await rejection(broken.image.check(broken.jobId))).toMatchObject({
      code: 'failed',
      message: 'Image generation failed: the result could not be downloaded (500)',
    });
  });
});

describe('video jobs', () => {
  const source = picture(768, 1024);

  test('wan i2v by default: image and prompt in, MP4 bytes out', async () => {
    const { video } = providers();
    const start = await video.start({ image: source, prompt: 'The lamp turns, waves crash' });
    if (start.status !== 'pending') throw new Error('expected pending');
    expect(fake.requests.at(-1)!.path).toBe('/v1/models/wan-video/wan-2.2-i2v-fast/predictions');
    const input = fake.predictions.at(-1)!.input;
    expect(input.prompt).toBe('The lamp turns, waves crash');
    expect((input.image as string).startsWith('data:image/png;base64,')).toBe(true);
    const state = await settle(video.check, start.jobId);
    if (state.status !== 'done') throw new Error('expected done');
    expect(state.output.contentType).toBe('video/mp4');
    expect(Buffer.from(state.output.data.subarray(4, 8)).toString('ascii')).toBe('ftyp');
  });

  test('a pinned video model version goes through /v1/predictions; failures say Video', async () => {
    const { video } = providers({ videoModel: 'someone/video-model:abc123' });
    fake.fail('error');
    const start = await video.start({ image: { ...source, url: 'https://media.example.com/p.png' }, prompt: 'Waves' });
    if (start.status !== 'pending') throw new Error('expected pending');
    expect(fake.requests.at(-1)!.path).toBe('/v1/predictions');
    expect(fake.requests.at(-1)!.body).toMatchObject({
      version: 'abc123',
      input: { image: 'https://media.example.com/p.png', prompt: 'Waves' },
    });
    expect(await settle(video.check, start.jobId)).toMatchObject({
      status: 'failed',
      error: { message: 'Video generation failed: CUDA out of memory. Tried to allocate 2.00 GiB' },
    });

    fake.fail('create429', SDK_ATTEMPTS);
    expect(await rejection(video.start({ image: source, prompt: 'Waves' }))).toMatchObject({ code: 'rate_limit' });
  });
});

describe('webhooks', () => {
  let receiver: { url: string; received: { headers: Headers; body: string }[]; close: () => Promise<void> };
  beforeAll(async () => {
    const received: { headers: Headers; body: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string') headers.set(name, value);
        received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ai/webhooks/replicate`,
      received,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(() => receiver.close());

  const sign = (secret: string, id: string, timestamp: number, body: string) =>
    `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64')}`;

  test('the completed prediction is posted to the webhook, signed; verifyWebhook accepts only the genuine one', async () => {
    const { image, verifyWebhook } = providers();
    const start = await image.start(panel(), { webhookUrl: receiver.url });
    if (start.status !== 'pending') throw new Error('expected pending');
    expect(fake.requests.at(-1)!.body).toMatchObject({ webhook: receiver.url, webhook_events_filter: ['completed'] });

    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS + 20));
    await fake.settled();
    expect(fake.webhooks.at(-1)).toMatchObject({ predictionId: start.jobId, status: 200 });
    const delivery = receiver.received.at(-1)!;
    expect(JSON.parse(delivery.body)).toMatchObject({ id: start.jobId, status: 'succeeded' });
    // The webhook's prediction can be checked right away.
    expect(await image.check(start.jobId)).toMatchObject({ status: 'done' });

    expect(await verifyWebhook(delivery)).toBe(true);
    expect(await verifyWebhook({ headers: delivery.headers, body: delivery.body.replace('succeeded', 'failed') })).toBe(
      false,
    );
    expect(
      await providers({
        webhookSecret: 'whsec_' + Buffer.from('another secret, 24 bytes!').toString('base64'),
      }).verifyWebhook(delivery),
    ).toBe(false);
    expect(await providers({ webhookSecret: undefined }).verifyWebhook(delivery)).toBe(false);
    const unsigned = new Headers(delivery.headers);
    unsigned.delete('webhook-signature');
    expect(await verifyWebhook({ headers: unsigned, body: delivery.body })).toBe(false);
  });

  test('timestamps more than 5 minutes off are refused; any of several signatures may match', async () => {
    const body = JSON.stringify({ id: 'p1', status: 'succeeded' });
    const now = Math.floor(Date.now() / 1000);
    const headers = (timestamp: number, signature: string) =>
      new Headers({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature });
    const secret = fake.webhookSecret;
    expect(
      await verifyReplicateWebhook({ headers: headers(now, sign(secret, 'msg_1', now, body)), body }, secret),
    ).toBe(true);
    expect(
      await verifyReplicateWebhook(
        { headers: headers(now - 600, sign(secret, 'msg_1', now - 600, body)), body },
        secret,
      ),
    ).toBe(false);
    expect(
      await verifyReplicateWebhook(
        { headers: headers(now + 600, sign(secret, 'msg_1', now + 600, body)), body },
        secret,
      ),
    ).toBe(false);
    expect(
      await verifyReplicateWebhook(
        { headers: headers(now - 240, sign(secret, 'msg_1', now - 240, body)), body },
        secret,
      ),
    ).toBe(true);
    const several = `v1,${Buffer.alloc(32).toString('base64')} v2,xyz ${sign(secret, 'msg_1', now, body)}`;
    expect(await verifyReplicateWebhook({ headers: headers(now, several), body }, secret)).toBe(true);
    expect(await verifyReplicateWebhook({ headers: headers(now, 'v1,not base64!'), body }, secret)).toBe(false);
    expect(
      await verifyReplicateWebhook({ headers: headers(now, sign(secret, 'msg_1', now, body)), body }, 'whsec_***'),
    ).toBe(false);
  });
});

describe('helpers', () => {
  test('nearestRatio picks the closest supported ratio', () => {
    const gen4 = ['16:9', '9:16', '4:3', '3:4', '1:1', '21:9'];
    expect(nearestRatio(768, 1024, gen4)).toBe('3:4');
    expect(nearestRatio(1024, 683, gen4)).toBe('4:3');
    expect(nearestRatio(1024, 683, ['1:1', '3:2', '2:3'])).toBe('3:2');
    expect(nearestRatio(1024, 1024, gen4)).toBe('1:1');
  });

  test('referenceTags: 3 to 15 letters and digits, starting with a letter, distinct', () => {
    expect(
      referenceTags(['Mira', 'Élodie Brûlé', 'Al', '42nd Street', 'Mira', undefined, 'A very long name indeed']),
    ).toEqual(['mira', 'elodiebrule', 'alref', 'r42ndstreet', 'mira2', 'ref6', 'averylongnamein']);
  });

  test('predictionTarget: a model name or a pinned version', () => {
    expect(predictionTarget('wan-video/wan-2.2-i2v-fast')).toEqual({ model: 'wan-video/wan-2.2-i2v-fast' });
    expect(predictionTarget('owner/name:abc')).toEqual({ version: 'abc' });
    expect(predictionTarget('abc123')).toEqual({ version: 'abc123' });
  });

  test('replicateImageInput leaves the art style out when there is none', () => {
    expect(replicateImageInput(panel({ artStyle: '  ' })).input.prompt).toBe(
      'Mira lights the great lamp as the ghost ship nears',
    );
  });
});
