// The engine with remote providers: the real OpenAI and Replicate providers against fake servers on 127.0.0.1.
// Scene pictures run as provider jobs that status polls (and signed webhooks) move on; failures map to the spec's answers.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generationJobs, panels as panelsTable, scenes as scenesTable } from '../../db/schema';
import { createOpenAiTextProvider } from '../../worker/ai/openai';
import { createReplicateProviders } from '../../worker/ai/replicate';
import type { AiProviders } from '../../worker/ai/types';
import { randomId } from '../../worker/platform/ids';
import { insertScene } from '../../worker/stories/write';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { openAiReply, startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai';
import { startFakeReplicate, type FakeReplicate } from '../helpers/fake-replicate';
import { createStory } from '../helpers/stories';

let replicate: FakeReplicate;
let openai: FakeOpenAi;
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
const clock = testClock();

beforeAll(async () => {
  replicate = await startFakeReplicate({ latencyMs: 300 });
  openai = await startFakeOpenAi();
  const images = createReplicateProviders({ token: 'test-token', baseUrl: replicate.baseUrl, webhookSecret: replicate.webhookSecret, timeoutMs: 5000 });
  const ai: AiProviders = {
    text: createOpenAiTextProvider({ apiKey: 'sk-test', baseURL: openai.baseURL, timeoutMs: 3000, maxRetries: 0 }),
    image: images.image,
    video: images.video,
    verifyWebhook: images.verifyWebhook,
  };
  t = await createTestApp({ clock, ai, config: { publicUrl: 'http://127.0.0.1:9' } });
  owner = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
  await replicate?.close();
  await openai?.close();
});
beforeEach(() => {
  openai.reset();
  replicate.clearFailures();
});

const PROMPT = 'Mira the lighthouse keeper spots a ghost ship in the storm. She lights the great lamp to warn the sailors.';
let promptCounter = 0;
const uniquePrompt = () => `${PROMPT} (take ${++promptCounter})`;

async function startScene(maxPanels = 3) {
  const story = await createStory(t, owner.token);
  const res = await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt: uniquePrompt(), generateImages: true, maxPanels } });
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
    const { scene } = await startScene(3);
    expect(scene.status).toBe('generating');
    expect(scene.panels.every((panel: any) => panel.imageUrl === null)).toBe(true);
    const created = replicate.predictions.slice(before);
    expect(created).toHaveLength(3);
    // In parallel: all three were created before the first could have finished.
    expect(Math.max(...created.map((p) => p.createdAt)) - Math.min(...created.map((p) => p.createdAt))).toBeLessThan(300);
    expect(created[0]!.model).toBe('black-forest-labs/flux-kontext-pro');
    expect(created[0]!.input.aspect_ratio).toBe('3:4');
    expect(created[0]!.webhook).toBe('http://127.0.0.1:9/api/ai/webhooks/replicate');

    const { data, seen } = await pollUntilDone(scene._id);
    expect(data).toMatchObject({ isComplete: true, hasError: false, hasPartialErrors: false, progress: 100, errorMessage: null });
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
    const [first] = await t.db.select().from(panelsTable).where(eq(panelsTable.sceneId, scene.id)).orderBy(panelsTable.panelNumber);
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
      request: {},
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
    const text = createOpenAiTextProvider({ apiKey: 'sk-test', baseURL: openai.baseURL, timeoutMs: 3000, maxRetries: 0 });
    const stuck = await createTestApp({ clock, ai: { text, image: images.image, video: images.video } });
    try {
      const user = await registerUser(stuck);
      const story = (await stuck.call('POST', '/api/stories', { token: user.token, body: {} })).json.data;
      const res = await stuck.call('POST', '/api/ai/generate-scene', { token: user.token, body: { storyId: story._id, prompt: uniquePrompt(), maxPanels: 2 } });
      const sceneId = res.json.data.scene._id;
      expect((await stuck.call('GET', `/api/ai/scene-status/${sceneId}`, { token: user.token })).json.data.isGenerating).toBe(true);
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

    const forged = await t.call('POST', '/api/ai/webhooks/replicate', { body: body.replace('succeeded', 'failed'), headers: { ...headers, 'webhook-signature': `v1,${signature}` } });
    expect(forged.status).toBe(401);
    const res = await t.call('POST', '/api/ai/webhooks/replicate', { body, headers: { ...headers, 'webhook-signature': `v1,${signature}` } });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(scenesTable).where(eq(scenesTable.id, scene._id));
    expect(row!.status).toBe('completed');
    const [panel] = await t.db.select().from(panelsTable).where(eq(panelsTable.sceneId, scene._id));
    expect(panel!.imageUrl).toMatch(/^\/media\/generated\//);
    // The same delivery again changes nothing.
    expect((await t.call('POST', '/api/ai/webhooks/replicate', { body, headers: { ...headers, 'webhook-signature': `v1,${signature}` } })).status).toBe(200);
  });
});

describe('text provider failures answer with the spec messages', () => {
  const cases: [string, () => ReturnType<typeof openAiReply.answer>, number, string, Record<string, unknown>?][] = [
    ['429', () => openAiReply.rateLimit(), 429, 'AI service is busy - please try again in a moment!'],
    ['quota', () => openAiReply.quota(), 503, 'OpenAI quota exceeded'],
    ['500', () => openAiReply.serverError(500), 502, 'AI scene generation failed'],
    ['malformed JSON', () => openAiReply.malformed(), 502, 'AI response format error', { debug: { type: 'JSON_PARSE_ERROR' } }],
  ];
  for (const [name, reply, status, message, extra] of cases) {
    it(`maps ${name}`, async () => {
      const story = await createStory(t, owner.token);
      const prompt = uniquePrompt();
      openai.respondWith(reply());
      const res = await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt, maxPanels: 1 } });
      expect(res.status).toBe(status);
      expect(res.json.success).toBe(false);
      expect(res.json.message.startsWith(message)).toBe(true);
      if (extra) expect(res.json).toMatchObject(extra);
      // Nothing was written, and the failed attempt does not block the same prompt.
      expect((await t.call('GET', `/api/stories/${story._id}/scenes`)).json.data).toHaveLength(0);
      openai.reset();
      expect((await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt, maxPanels: 1, generateImages: false } })).status).toBe(200);
    });
  }

  it('maps a provider rate limit on a single picture', async () => {
    const story = await createStory(t, owner.token);
    replicate.fail('create429', 10);
    const res = await t.call('POST', '/api/ai/generate-image', { token: owner.token, body: { prompt: 'A lighthouse at dawn', width: 1024, height: 1024, storyId: story._id } });
    expect(res.status).toBe(429);
    expect(res.json.message).toBe('Rate limit reached. Please wait a moment and try again.');
  });

  it('maps a sensitive single picture to the spec message', async () => {
    const story = await createStory(t, owner.token);
    replicate.fail('e005', 1);
    const res = await t.call('POST', '/api/ai/generate-image', { token: owner.token, body: { prompt: 'A lighthouse at dawn', width: 1024, height: 1024, storyId: story._id } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Content flagged as sensitive. Try a different prompt.');
  });
});
