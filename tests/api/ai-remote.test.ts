// The engine with remote providers: the real OpenAI and Replicate providers against fake servers on 127.0.0.1.
// Scene pictures run as provider jobs that status polls (and signed webhooks) move on; failures map to the spec's answers.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generationJobs, panels as panelsTable, scenes as scenesTable } from '../../db/schema';
import { createOpenAiTextProvider } from '../../worker/ai/openai';
import { sweepJobs } from '../../worker/ai/engine/jobs';
import { createReplicateProviders } from '../../worker/ai/replicate';
import { createReadCache } from '../../worker/platform/public-reads';
import type { AiProviders } from '../../worker/ai/types';
import { randomId } from '../../worker/platform/ids';
import { insertScene } from '../../worker/data/scenes';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { openAiReply, type FakeOpenAi } from '../helpers/fake-openai';
import { SDK_ATTEMPTS, startFakeReplicate, type FakeReplicate } from '../helpers/fake-replicate';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers';
import { createStory } from '../helpers/stories';

let replicate: FakeReplicate;
let openai: FakeOpenAi;
let t: TestApp;
let ai: AiProviders;
let owner: Awaited<ReturnType<typeof registerUser>>;
const clock = testClock();

let providers: FakeProviders;
beforeAll(async () => {
  providers = await startFakeProviders({
    replicate: { latencyMs: 300 },
    timeoutMs: 5000,
    textTimeoutMs: 3000,
    webhooks: true,
  });
  ({ replicate, openai, ai } = providers);
  t = await createTestApp({ clock, ai, config: { publicUrl: 'http://127.0.0.1:9' } });
  owner = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
  await providers?.close();
});
beforeEach(() => {
  openai.reset();
  replicate.clearFailures();
});

const PROMPT =
  'Mira the lighthouse keeper spots a ghost ship in the storm. She lights the great lamp to warn the sailors.';
let promptCounter = 0;
const uniquePrompt = () => `${PROMPT} (take ${++promptCounter})`;

async function startScene(maxPanels = 3) {
  const story = await createStory(t, owner.token);
  const res = await t.call('POST', '/api/ai/generate-scene', {
    token: owner.token,
    body: { storyId: story._id, prompt: uniquePrompt(), generateImages: true, maxPanels },
  });
  expect(res.status, res.text).toBe(200);
  return { story, scene: res.json.data.scene };
}

async function pollUntilDone(sceneId: string) {
  const seen: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const res = await t.call('GET', `/api/ai/scene-status/${sceneId}`, { token: owner.token });
    expect(res.status).toBe(200);
    seen.push(res.json.data.progress);
    if (!res.json.data.isGenerating) return { data: res.json.data, seen };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('scene never finished');
}

describe('scene generation with remote providers', () => {
  it('answers generating, starts every panel at once, and completes through status polls', async () => {
    const before = replicate.predictions.length;
    const story = await createStory(t, owner.token);
    const res = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, prompt: uniquePrompt(), generateImages: true, maxPanels: 3 },
    });
    const { scene, newCharacters, newLocations } = res.json.data;
    expect(scene.status).toBe('generating');
    expect(scene.panels.every((panel: any) => panel.imageUrl === null)).toBe(true);
    // Three panel pictures (3:4) and one square picture for each new character and location.
    const created = replicate.predictions.slice(before).filter((prediction) => prediction.input.aspect_ratio === '3:4');
    expect(created).toHaveLength(3);
    expect(
      replicate.predictions.slice(before).filter((prediction) => prediction.input.aspect_ratio === '1:1'),
    ).toHaveLength(newCharacters.length + newLocations.length);
    expect(created[0]!.model).toBe('black-forest-labs/flux-kontext-pro');
    expect(created[0]!.input.aspect_ratio).toBe('3:4');
    expect(created[0]!.webhook).toBe('http://127.0.0.1:9/api/ai/webhooks/replicate');

    const { data, seen } = await pollUntilDone(scene._id);
    expect(data).toMatchObject({
      isComplete: true,
      hasError: false,
      hasPartialErrors: false,
      progress: 100,
      errorMessage: null,
    });
    expect(seen[0]).toBeLessThan(100);
    // Pictures were copied into the media store: our URLs, never the provider's.
    for (const panel of data.scene.panels) {
      expect(panel.imageUrl).toMatch(/^\/media\/generated\//);
      const res = await t.app.request(panel.imageUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    // The OpenAI request asked for structured output.
    const request = openai.requests.at(-1)!;
    expect(request.body.response_format.type).toBe('json_schema');
  });

  it('completes with partial errors when one panel is flagged as sensitive', async () => {
    replicate.fail('e005', 1);
    const { scene } = await startScene(3);
    const { data } = await pollUntilDone(scene._id);
    expect(data.isComplete).toBe(true);
    expect(data.hasPartialErrors).toBe(true);
    const failed = data.scene.panels.filter((panel: any) => panel.imageGenerationError);
    expect(failed).toHaveLength(1);
    expect(failed[0].imageGenerationError).toBe('Content flagged as sensitive. Try a different prompt.');
    expect(data.errorMessage).toMatch(/^Scene completed but 1 of 3 panel images failed/);
    expect(data.scene.panels.filter((panel: any) => panel.imageUrl)).toHaveLength(2);
  });

  it('fails the scene when no picture could be made', async () => {
    replicate.fail('error', 2);
    const { scene } = await startScene(2);
    const { data } = await pollUntilDone(scene._id);
    expect(data).toMatchObject({ isComplete: false, hasError: true });
    expect(data.scene.status).toBe('failed');
    expect(data.errorMessage).toMatch(/^Scene generation failed during image creation/);
  });

  it('resumes a scene left generating by a crash, and restarts a job that never started', async () => {
    const story = await createStory(t, owner.token);
    const scene = await insertScene(
      t.db,
      story._id,
      {
        title: 'Interrupted',
        status: 'generating',
        panels: [
          { description: 'The keeper climbs the stairs', imagePrompt: 'a keeper climbs a spiral staircase' },
          { description: 'The lamp blazes', imagePrompt: 'a great lighthouse lamp blazing in the storm' },
        ],
      },
      clock.now(),
    );
    const [first] = await t.db
      .select()
      .from(panelsTable)
      .where(eq(panelsTable.sceneId, scene.id))
      .orderBy(panelsTable.panelNumber);
    // Panel 1 was claimed long ago and never started; panel 2 was never even claimed.
    await t.db.insert(generationJobs).values({
      id: randomId(),
      kind: 'panel',
      userId: owner.user._id,
      storyId: story._id,
      sceneId: scene.id,
      panelId: first!.id,
      provider: 'replicate',
      status: 'starting',
      request: {
        prompt: 'a keeper climbs a spiral staircase',
        width: 768,
        height: 1024,
        model: 'flux-kontext-pro',
        artStyle: '',
      },
      createdAt: new Date(clock.now().getTime() - 5 * 60_000),
      updatedAt: new Date(clock.now().getTime() - 5 * 60_000),
    });
    const { data } = await pollUntilDone(scene.id);
    expect(data.isComplete).toBe(true);
    expect(data.scene.panels.every((panel: any) => panel.imageUrl)).toBe(true);
  });

  it('fails a job the provider never finishes, so the scene is never stuck', async () => {
    const slow = await startFakeReplicate({ latencyMs: 60_000 });
    const images = createReplicateProviders({ token: 'test-token', baseUrl: slow.baseUrl, timeoutMs: 5000 });
    const text = createOpenAiTextProvider({
      apiKey: 'sk-test',
      baseURL: openai.baseURL,
      timeoutMs: 3000,
      maxRetries: 0,
    });
    const stuck = await createTestApp({ clock, ai: { text, image: images.image, video: images.video } });
    try {
      const user = await registerUser(stuck);
      const story = (await stuck.call('POST', '/api/stories', { token: user.token, body: {} })).json.data;
      const res = await stuck.call('POST', '/api/ai/generate-scene', {
        token: user.token,
        body: { storyId: story._id, prompt: uniquePrompt(), maxPanels: 2 },
      });
      const sceneId = res.json.data.scene._id;
      expect(
        (await stuck.call('GET', `/api/ai/scene-status/${sceneId}`, { token: user.token })).json.data.isGenerating,
      ).toBe(true);
      clock.advance(11 * 60_000);
      const after = await stuck.call('GET', `/api/ai/scene-status/${sceneId}`, { token: user.token });
      expect(after.json.data).toMatchObject({ isGenerating: false, hasError: true });
      expect(after.json.data.scene.panels[0].imageGenerationError).toBe('Image generation timed out');
    } finally {
      await stuck.close();
      await slow.close();
    }
  });

  it('moves a job on from a signed webhook and refuses a forged one', async () => {
    const { scene } = await startScene(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [job] = await t.db.select().from(generationJobs).where(eq(generationJobs.sceneId, scene._id));
    const prediction = replicate.view(job!.externalId!);
    const body = JSON.stringify(prediction);
    const id = `msg_${randomId()}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const key = Buffer.from(replicate.webhookSecret.replace(/^whsec_/, ''), 'base64');
    const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    const headers = { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': timestamp };

    const forged = await t.call('POST', '/api/ai/webhooks/replicate', {
      body: body.replace('succeeded', 'failed'),
      headers: { ...headers, 'webhook-signature': `v1,${signature}` },
    });
    expect(forged.status).toBe(401);
    const res = await t.call('POST', '/api/ai/webhooks/replicate', {
      body,
      headers: { ...headers, 'webhook-signature': `v1,${signature}` },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(scenesTable).where(eq(scenesTable.id, scene._id));
    expect(row!.status).toBe('completed');
    const [panel] = await t.db.select().from(panelsTable).where(eq(panelsTable.sceneId, scene._id));
    expect(panel!.imageUrl).toMatch(/^\/media\/generated\//);
    // The same delivery again changes nothing.
    expect(
      (
        await t.call('POST', '/api/ai/webhooks/replicate', {
          body,
          headers: { ...headers, 'webhook-signature': `v1,${signature}` },
        })
      ).status,
    ).toBe(200);
  });
});

describe('text provider failures answer with the spec messages', () => {
  const cases: [string, () => ReturnType<typeof openAiReply.answer>, number, string, Record<string, unknown>?][] = [
    ['429', () => openAiReply.rateLimit(), 429, 'AI service is busy - please try again in a moment!'],
    ['quota', () => openAiReply.quota(), 503, 'OpenAI quota exceeded'],
    ['500', () => openAiReply.serverError(500), 502, 'AI scene generation failed'],
    [
      'malformed JSON',
      () => openAiReply.malformed(),
      502,
      'AI response format error',
      { debug: { type: 'JSON_PARSE_ERROR' } },
    ],
  ];
  for (const [name, reply, status, message, extra] of cases) {
    it(`maps ${name}`, async () => {
      const story = await createStory(t, owner.token);
      const prompt = uniquePrompt();
      openai.respondWith(reply());
      const res = await t.call('POST', '/api/ai/generate-scene', {
        token: owner.token,
        body: { storyId: story._id, prompt, maxPanels: 1 },
      });
      expect(res.status).toBe(status);
      expect(res.json.success).toBe(false);
      expect(res.json.message.startsWith(message)).toBe(true);
      if (extra) expect(res.json).toMatchObject(extra);
      // Nothing was written, and the failed attempt does not block the same prompt.
      expect((await t.call('GET', `/api/stories/${story._id}/scenes`)).json.data).toHaveLength(0);
      openai.reset();
      expect(
        (
          await t.call('POST', '/api/ai/generate-scene', {
            token: owner.token,
            body: { storyId: story._id, prompt, maxPanels: 1, generateImages: false },
          })
        ).status,
      ).toBe(200);
    });
  }

  it('maps a provider rate limit on a single picture', async () => {
    const story = await createStory(t, owner.token);
    replicate.fail('create429', 10);
    const res = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { prompt: 'A lighthouse at dawn', width: 1024, height: 1024, storyId: story._id },
    });
    expect(res.status).toBe(429);
    expect(res.json.message).toBe('Rate limit reached. Please wait a moment and try again.');
  });

  it('maps a sensitive single picture to the spec message', async () => {
    const story = await createStory(t, owner.token);
    replicate.fail('e005', 1);
    const res = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { prompt: 'A lighthouse at dawn', width: 1024, height: 1024, storyId: story._id },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Content flagged as sensitive. Try a different prompt.');
  });
});

const PUBLIC = 'http://127.0.0.1:9';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedPng(url: string) {
  expect(url).toMatch(/^\/media\/generated\//);
  const res = await t.app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
}

describe('characters and locations from a scene, as reference pictures', () => {
  it("draws the new characters and locations, and passes their pictures to the next scene's panels", async () => {
    const story = await createStory(t, owner.token);
    const first = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, prompt: uniquePrompt(), maxPanels: 2 },
    });
    const { newCharacters, newLocations } = first.json.data;
    expect(newCharacters.map((c: any) => c.name)).toEqual(['Mira']);
    expect(newLocations.map((l: any) => l.name)).toEqual(['The Lighthouse']);
    // The first scene's panels have no pictures to refer to yet.
    const firstPanels = replicate.predictions.filter((p) => p.input.aspect_ratio === '3:4').slice(-2);
    expect(firstPanels.every((p) => p.input.input_image === undefined)).toBe(true);
    await pollUntilDone(first.json.data.scene._id);

    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    const mira = read.json.data.characters.find((c: any) => c.name === 'Mira');
    const lighthouse = read.json.data.locations.find((l: any) => l.name === 'The Lighthouse');
    await storedPng(mira.primaryImageUrl);
    await storedPng(lighthouse.primaryImageUrl);

    const before = replicate.predictions.length;
    const second = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, prompt: uniquePrompt(), maxPanels: 2 },
    });
    expect(second.status).toBe(200);
    expect(second.json.data.newCharacters).toEqual([]);
    const panels = replicate.predictions.slice(before);
    expect(panels).toHaveLength(2);
    for (const prediction of panels) {
      // FLUX Kontext gets the first reference (Mira) as its input picture, by the app's public URL.
      expect(prediction.input.input_image).toBe(`${PUBLIC}${mira.primaryImageUrl}`);
      expect(prediction.input.prompt).toContain('Keep Mira looking as in the input image');
    }
    await pollUntilDone(second.json.data.scene._id);
  });
});

describe('single pictures and videos with the remote provider', () => {
  it('generates a panel picture and a character picture within the request', async () => {
    const { story, scene } = await startScene(1);
    await pollUntilDone(scene._id);
    const before = replicate.predictions.length;
    const res = await t.call('POST', '/api/ai/generate-panel-image', {
      token: owner.token,
      body: { sceneId: scene._id, panelNumber: 1 },
    });
    expect(res.status, res.text).toBe(200);
    await storedPng(res.json.imageUrl);
    expect(replicate.predictions.slice(before)[0]!.input.aspect_ratio).toBe('3:4');
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[0].imageUrl).toBe(res.json.imageUrl);

    const mira = read.json.data.characters[0];
    const drawn = await t.call('POST', '/api/ai/generate-character-image', {
      token: owner.token,
      body: { characterId: mira._id },
    });
    expect(drawn.status).toBe(200);
    await storedPng(drawn.json.imageUrl);
    expect(replicate.predictions.at(-1)!.input.aspect_ratio).toBe('1:1');
    expect(drawn.json.data.primaryImageUrl).toBe(drawn.json.imageUrl);
    expect(drawn.json.data.imageUrls).toContain(drawn.json.imageUrl);
  });

  it('runs a video job: processing, then completed and copied into the media store; a failed one reports failed', async () => {
    const { story, scene } = await startScene(1);
    const { data } = await pollUntilDone(scene._id);
    const imageUrl = data.scene.panels[0].imageUrl;
    const start = await t.call('POST', '/api/ai/generate-video', {
      token: owner.token,
      body: { imageUrl, prompt: 'The lamp sweeps across the waves', storyId: story._id },
    });
    expect(start.status).toBe(200);
    expect(start.json.data.status).toBe('processing');
    const prediction = replicate.predictions.at(-1)!;
    expect(prediction.output).toBe('mp4');
    expect(prediction.input.image).toBe(`${PUBLIC}${imageUrl}`);
    const jobId = start.json.data.jobId;
    const first = await t.call('GET', `/api/ai/video-status/${jobId}`, { token: owner.token });
    expect(first.json).toEqual({ success: true, status: 'processing' });
    let status = first;
    for (let i = 0; i < 40 && status.json.status === 'processing'; i += 1) {
      await sleep(50);
      status = await t.call('GET', `/api/ai/video-status/${jobId}`, { token: owner.token });
    }
    expect(status.json).toMatchObject({
      status: 'completed',
      result: { originalImageUrl: imageUrl, isLocallyStored: true },
    });
    expect(status.json.result.videoUrl).toMatch(/^\/media\/generated\/.+\.mp4$/);
    const video = await t.app.request(status.json.result.videoUrl);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');

    replicate.fail('error', 1);
    const failing = await t.call('POST', '/api/ai/generate-video', {
      token: owner.token,
      body: { imageUrl, prompt: 'The lamp goes dark', storyId: story._id },
    });
    let failed = await t.call('GET', `/api/ai/video-status/${failing.json.data.jobId}`, { token: owner.token });
    for (let i = 0; i < 40 && failed.json.status === 'processing'; i += 1) {
      await sleep(50);
      failed = await t.call('GET', `/api/ai/video-status/${failing.json.data.jobId}`, { token: owner.token });
    }
    expect(failed.json).toMatchObject({ success: true, status: 'failed' });
    expect(failed.json.error).toMatch(/^Video generation failed: CUDA out of memory/);
  });

  it('keeps a panel whose create call met a 429 or a 500 as a partial failure with the spec messages', async () => {
    const onlyPanel2 = (body: any) => String(body?.input?.prompt ?? '').includes('moment 2');
    for (const [kind, times, message] of [
      ['create429', SDK_ATTEMPTS, 'Rate limit reached. Please wait a moment and try again.'],
      ['create500', 1, 'Image generation failed: Replicate service error (500)'],
    ] as const) {
      replicate.fail(kind, times, onlyPanel2);
      const { scene } = await startScene(3);
      const { data } = await pollUntilDone(scene._id);
      expect(data).toMatchObject({ isComplete: true, hasError: false, hasPartialErrors: true });
      expect(data.scene.panels.map((panel: any) => panel.imageGenerationError)).toEqual([null, message, null]);
      expect(data.scene.panels[1].imageUrl).toBeNull();
      expect(data.errorMessage).toBe(`Scene completed but 1 of 3 panel images failed: ${message}`);
      replicate.clearFailures();
    }
  });

  it("accepts this app's absolute media URLs (on PUBLIC_URL) and stores them relative", async () => {
    const { scene } = await startScene(1);
    const res = await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, {
      token: owner.token,
      body: { imageUrl: `${PUBLIC}/media/uploads/me/pic.png` },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.imageUrl).toBe('/media/uploads/me/pic.png');
    const foreign = await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, {
      token: owner.token,
      body: { imageUrl: 'http://127.0.0.1:10/media/uploads/me/pic.png' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe('Media must be a /media/ URL of this site (upload or generate it here first)');
  });
});

describe('single pictures that outlive the request (slow provider)', () => {
  let slow: FakeReplicate;
  let app: TestApp;
  let user: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    slow = await startFakeReplicate({ latencyMs: 1200 });
    const images = createReplicateProviders({ token: 'test-token', baseUrl: slow.baseUrl, timeoutMs: 5000 });
    app = await createTestApp({
      clock,
      ai: { ...ai, image: images.image, video: images.video },
      config: { imageWaitMs: 150 },
    });
    user = await registerUser(app);
  });
  afterAll(async () => {
    await app?.close();
    await slow?.close();
  });

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 60; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await sleep(100);
    }
    throw new Error('never finished');
  }

  it('answers 202 pending with a job id for a free image, which image-status then delivers', async () => {
    const story = (await app.call('POST', '/api/stories', { token: user.token, body: {} })).json.data;
    const began = Date.now();
    const res = await app.call('POST', '/api/ai/generate-image', {
      token: user.token,
      body: { prompt: 'A lighthouse at dawn', width: 1024, height: 1024, storyId: story._id },
    });
    expect(Date.now() - began).toBeLessThan(1000);
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({
      success: true,
      pending: true,
      imageUrl: null,
      jobId: expect.any(String),
      message: 'The picture is still being generated. It will appear shortly.',
    });
    const first = await app.call('GET', `/api/ai/image-status/${res.json.jobId}`, { token: user.token });
    expect(first.json).toEqual({ success: true, status: 'processing' });
    expect((await app.call('GET', `/api/ai/image-status/${res.json.jobId}`, { token: owner.token })).status).toBe(401);
    const other = await registerUser(app);
    expect((await app.call('GET', `/api/ai/image-status/${res.json.jobId}`, { token: other.token })).status).toBe(404);
    const done = await until(
      () => app.call('GET', `/api/ai/image-status/${res.json.jobId}`, { token: user.token }),
      (answer) => answer.json.status !== 'processing',
    );
    expect(done.json.status).toBe('completed');
    expect(done.json.imageUrl).toMatch(/^\/media\/generated\//);
    expect((await app.app.request(done.json.imageUrl)).status).toBe(200);
  });

  it('lets a pending panel picture and character picture land later through scene polls and story reads', async () => {
    const story = (await app.call('POST', '/api/stories', { token: user.token, body: {} })).json.data;
    const scene = (
      await app.call('POST', '/api/ai/generate-scene', {
        token: user.token,
        body: { storyId: story._id, prompt: uniquePrompt(), maxPanels: 1 },
      })
    ).json.data;
    const done = await until(
      () => app.call('GET', `/api/ai/scene-status/${scene.scene._id}`, { token: user.token }),
      (answer) => !answer.json.data.isGenerating,
    );
    const old = done.json.data.scene.panels[0].imageUrl;
    expect(old).toMatch(/^\/media\//);

    const panel = await app.call('POST', '/api/ai/generate-panel-image', {
      token: user.token,
      body: { sceneId: scene.scene._id, panelNumber: 1 },
    });
    expect(panel.status).toBe(202);
    expect(panel.json).toMatchObject({ success: true, pending: true, jobId: expect.any(String) });
    const polled = await until(
      () => app.call('GET', `/api/ai/scene-status/${scene.scene._id}`, { token: user.token }),
      (answer) => answer.json.data.scene.panels[0].imageUrl !== old,
    );
    expect(polled.json.data.scene.panels[0].imageUrl).toMatch(/^\/media\/generated\//);

    const mira = scene.newCharacters[0];
    const character = await app.call('POST', '/api/ai/generate-character-image', {
      token: user.token,
      body: { characterId: mira._id },
    });
    expect(character.status).toBe(202);
    expect(character.json).toMatchObject({ success: true, pending: true, data: { _id: mira._id } });
    // Story reads advance the story's jobs.
    const pictured = await until(
      async () => {
        await app.call('GET', `/api/stories/${story._id}`, { token: user.token });
        return (await app.call('GET', `/api/stories/${story._id}/characters`, { token: user.token })).json.data[0];
      },
      (entity: any) => entity.imageUrls.length > 1,
    );
    expect(pictured.primaryImageUrl).toMatch(/^\/media\/generated\//);
  });
});

describe('the cron sweep', () => {
  it('finishes pending jobs and copies their outputs into the media store without any poll', async () => {
    const { story, scene } = await startScene(2);
    await sleep(400);
    const env = { db: t.db, media: t.media, ai, config: {}, clock, cache: createReadCache({ ttlMs: 0 }) };
    const swept = await sweepJobs(env);
    expect(swept.finished).toBeGreaterThanOrEqual(2);
    const [row] = await t.db.select().from(scenesTable).where(eq(scenesTable.id, scene._id));
    expect(row!.status).toBe('completed');
    const stored = await t.db.select().from(panelsTable).where(eq(panelsTable.sceneId, scene._id));
    for (const panel of stored) await storedPng(panel.imageUrl!);
    // The story's new characters got their pictures in the same sweep.
    const characters = (await t.call('GET', `/api/stories/${story._id}/characters`)).json.data;
    expect(characters[0].primaryImageUrl).toMatch(/^\/media\/generated\//);
    // Nothing of this scene is left active.
    const active = await t.db.select().from(generationJobs).where(eq(generationJobs.sceneId, scene._id));
    expect(active.every((job) => job.status === 'done')).toBe(true);
  });
});
