// Flaky providers: outputs that are not pictures, answers that stall, downloads that hang, status checks
// that keep failing and jobs interrupted while starting, against the fake OpenAI and Replicate servers. Deadlines are
// shortened through AppConfig.aiTimings; each test asserts the bounded outcome and the final state, never a duration.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generationJobs, panels as panelsTable, scenes as scenesTable } from '../../db/schema';
import { claimJob, sweepJobs } from '../../worker/ai/engine/jobs';
import { createReadCache } from '../../worker/platform/public-reads';
import type { AiProviders } from '../../worker/ai/types';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { openAiReply, type FakeOpenAi } from '../helpers/fake-openai';
import type { FakeReplicate } from '../helpers/fake-replicate';
import { PNG_1PX } from '../helpers/fixtures';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers';
import { createStory } from '../helpers/stories';

const TIMINGS = { textMs: 1500, providerCallMs: 1000, pollBudgetMs: 200, maxCheckFailures: 3 };

let replicate: FakeReplicate;
let openai: FakeOpenAi;
let t: TestApp;
let ai: AiProviders;
let owner: Awaited<ReturnType<typeof registerUser>>;
const clock = testClock();

let providers: FakeProviders;
beforeAll(async () => {
  providers = await startFakeProviders({
    replicate: { latencyMs: 100, slowMs: 30_000 },
    timeoutMs: 30_000,
    textTimeoutMs: 30_000,
  });
  ({ replicate, openai, ai } = providers);
  t = await createTestApp({ clock, ai, config: { aiTimings: TIMINGS, imageWaitMs: 3000 } });
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

let promptCounter = 0;
const uniquePrompt = () => `Mira the lighthouse keeper spots a ghost ship in the storm (take ${++promptCounter}).`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startScene(maxPanels: number) {
  const story = await createStory(t, owner.token, { title: 'Faults' });
  const res = await t.call('POST', '/api/ai/generate-scene', {
    token: owner.token,
    body: { storyId: story._id, prompt: uniquePrompt(), generateImages: true, maxPanels },
  });
  expect(res.status, res.text).toBe(200);
  return { story, scene: res.json.data.scene };
}

/** Polls scene-status until the scene is final (each poll answers within its budget, so this loop is bounded). */
async function pollUntilFinal(sceneId: string, polls = 60) {
  for (let i = 0; i < polls; i += 1) {
    const res = await t.call('GET', `/api/ai/scene-status/${sceneId}`, { token: owner.token });
    expect(res.status).toBe(200);
    if (!res.json.data.isGenerating) return res.json.data;
    await sleep(150);
  }
  throw new Error('the scene never reached a final state');
}

/** Whether anything was stored for a job, under any of the keys a picture or video would get. */
const storedFor = async (jobId: string) =>
  (
    await Promise.all(
      ['png', 'apng', 'jpg', 'gif', 'webp', 'mp4', 'webm', 'bin'].map((ext) =>
        t.media.get(`generated/${jobId}.${ext}`),
      ),
    )
  ).some(Boolean);

describe('provider outputs are checked by their bytes', () => {
  it.each(['outputHtml', 'outputJson', 'outputMislabelled'] as const)(
    '%s becomes the panel’s error and nothing is stored',
    async (fault) => {
      replicate.fail(
        fault,
        2,
        (body) =>
          typeof body?.input?.prompt === 'string' &&
          !body.input.prompt.includes('portrait') &&
          !body.input.prompt.includes('Establishing'),
      );
      const { scene } = await startScene(2);
      const final = await pollUntilFinal(scene._id);
      expect(final).toMatchObject({ hasError: true, isComplete: false });
      for (const panel of final.scene.panels) {
        expect(panel.imageUrl).toBeNull();
        expect(panel.imageGenerationError).toBe('Image generation failed: the provider did not return a picture');
      }
      const jobs = await t.db.select().from(generationJobs).where(eq(generationJobs.sceneId, scene._id));
      expect(jobs.every((job) => job.status === 'failed' && job.resultUrl === null)).toBe(true);
      expect(jobs).toHaveLength(2);
      for (const job of jobs) expect(await storedFor(job.id)).toBe(false);
    },
  );
});

describe('deadlines', () => {
  it('ends generate-scene with a timeout when OpenAI sends headers and then stalls, storing nothing', async () => {
    openai.respondWith(openAiReply.stall());
    const story = await createStory(t, owner.token, { title: 'Stalled' });
    const prompt = uniquePrompt();
    const res = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, prompt, generateImages: true, maxPanels: 2 },
    });
    expect(res.status).toBe(504);
    expect(res.json.message).toBe('The AI service took too long to answer. Please try again.');
    expect(await t.db.select().from(scenesTable).where(eq(scenesTable.storyId, story._id))).toHaveLength(0);
    // The attempt was given back: the same prompt is not a duplicate.
    openai.reset();
    const again = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, prompt, generateImages: false, maxPanels: 1 },
    });
    expect(again.status, again.text).toBe(200);
  });

  it('answers polls and story reads while an output download hangs, then fails the panel once checks keep failing', async () => {
    replicate.fail(
      'downloadHang',
      1,
      (body) =>
        typeof body?.input?.prompt === 'string' &&
        !body.input.prompt.includes('portrait') &&
        !body.input.prompt.includes('Establishing'),
    );
    const { story, scene } = await startScene(1);
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.status).toBe(200);
    const final = await pollUntilFinal(scene._id);
    expect(final).toMatchObject({ isGenerating: false, hasError: true });
    expect(final.scene.panels[0].imageGenerationError).toBe(
      'Image generation failed: the provider did not answer status checks',
    );
    const [job] = await t.db.select().from(generationJobs).where(eq(generationJobs.sceneId, scene._id));
    expect(job).toMatchObject({ status: 'failed', resultUrl: null });
  });

  it('fails a panel whose download sends headers and then stalls', async () => {
    replicate.fail(
      'downloadStall',
      1,
      (body) =>
        typeof body?.input?.prompt === 'string' &&
        !body.input.prompt.includes('portrait') &&
        !body.input.prompt.includes('Establishing'),
    );
    const { scene } = await startScene(1);
    const final = await pollUntilFinal(scene._id);
    expect(final.scene.panels[0]).toMatchObject({
      imageUrl: null,
      imageGenerationError: 'Image generation failed: the provider did not answer status checks',
    });
  });

  it('fails a job whose status checks keep failing, so the scene is final', async () => {
    const { scene } = await startScene(1);
    replicate.fail('get500', 200);
    const final = await pollUntilFinal(scene._id);
    expect(final).toMatchObject({ isGenerating: false, hasError: true });
    expect(final.scene.panels[0].imageGenerationError).toBe(
      'Image generation failed: the provider did not answer status checks',
    );
  });

  it('times out a picture whose start never answers, with the panel’s error', async () => {
    replicate.fail(
      'createSlow',
      1,
      (body) =>
        typeof body?.input?.prompt === 'string' &&
        !body.input.prompt.includes('portrait') &&
        !body.input.prompt.includes('Establishing'),
    );
    const { scene } = await startScene(1);
    const final = await pollUntilFinal(scene._id);
    expect(final.scene.panels[0]).toMatchObject({ imageUrl: null, imageGenerationError: 'Image generation timed out' });
  });
});

describe('restarts', () => {
  it('resumes jobs left starting by a restart on the first poll 25 s later', async () => {
    const story = await createStory(t, owner.token, { title: 'Restarted' });
    const env = { ...t, ai, config: { aiTimings: TIMINGS }, cache: createReadCache({ ttlMs: 0 }) } as never;
    // What a process that stopped right after claiming leaves behind: a job in 'starting' that no one will start.
    const job = await claimJob(env, {
      kind: 'image',
      userId: owner.user._id,
      storyId: story._id,
      request: { prompt: 'a lighthouse at night', width: 1024, height: 1024, model: 'flux-kontext-pro', artStyle: '' },
    });
    const early = await t.call('GET', `/api/ai/image-status/${job!.id}`, { token: owner.token });
    expect(early.json.status).toBe('processing');
    clock.advance(26_000);
    let status = '';
    for (let i = 0; i < 30 && status !== 'completed'; i += 1) {
      const res = await t.call('GET', `/api/ai/image-status/${job!.id}`, { token: owner.token });
      expect(res.status).toBe(200);
      status = res.json.status;
      if (status !== 'completed') await sleep(100);
    }
    expect(status).toBe('completed');
    const row = (await t.db.select().from(generationJobs).where(eq(generationJobs.id, job!.id)).get())!;
    expect(row.status).toBe('done');
    expect(row.resultUrl).toMatch(/^\/media\/generated\/.+\.png$/);
  });

  it('resumes the panels of a scene interrupted while its predictions were being created, from the cron sweep', async () => {
    const { scene } = await startScene(2);
    // Put it back as a restart would find it: generating, panels without pictures, their jobs still 'starting'.
    await t.db
      .update(panelsTable)
      .set({ imageUrl: null, imageGenerationError: null })
      .where(eq(panelsTable.sceneId, scene._id));
    await t.db.update(scenesTable).set({ status: 'generating' }).where(eq(scenesTable.id, scene._id));
    await t.db
      .update(generationJobs)
      .set({ status: 'starting', externalId: null, updatedAt: clock.now() })
      .where(eq(generationJobs.sceneId, scene._id));
    clock.advance(26_000);
    // The cron sweep takes them over with no poll at all; polls then see the pictures arrive.
    const env = { ...t, ai, config: { aiTimings: TIMINGS }, cache: createReadCache({ ttlMs: 0 }) } as never;
    await sweepJobs(env);
    const jobs = await t.db.select().from(generationJobs).where(eq(generationJobs.sceneId, scene._id));
    expect(jobs.filter((job) => job.status === 'starting')).toHaveLength(0);
    expect(jobs.filter((job) => job.status === 'pending' && job.externalId)).toHaveLength(2);
    const final = await pollUntilFinal(scene._id);
    expect(final).toMatchObject({ isComplete: true, hasError: false });
    expect(final.scene.panels.every((panel: any) => panel.imageUrl?.startsWith('/media/generated/'))).toBe(true);
  });
});

describe('client mistakes are not provider failures', () => {
  it('answers 404 for refine and video sources that name no stored picture', async () => {
    const story = await createStory(t, owner.token, { title: 'Sources' });
    for (const url of [
      '/media/uploads/missing.png',
      '/media/%E0%A4%A',
      '/media/%c0%ae%c0%ae/app.db',
      '/media/../app.db',
    ]) {
      const video = await t.call('POST', '/api/ai/generate-video', {
        token: owner.token,
        body: { imageUrl: url, prompt: 'waves roll in', storyId: story._id },
      });
      expect(video.status, url).toBe(404);
      expect(video.json.message).toBe('Image not found: choose a picture from this story or upload one first');
      const refine = await t.call('POST', '/api/ai/generate-image', {
        token: owner.token,
        body: { prompt: 'make it night', storyId: story._id, isRefineMode: true, initialImageUrl: url },
      });
      expect(refine.status, url).toBe(404);
      expect(refine.json.message).toBe('Image not found: choose a picture from this story or upload one first');
    }
    const upload = await t.call('POST', '/api/media', {
      token: owner.token,
      body: PNG_1PX,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(201);
    const video = await t.call('POST', '/api/ai/generate-video', {
      token: owner.token,
      body: { imageUrl: upload.json.data.url, prompt: 'waves roll in', storyId: story._id },
    });
    expect(video.status, video.text).toBe(200);
  });
});
