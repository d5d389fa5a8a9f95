// Progress for scripts and the editor: a JSON poll says when to ask again (Retry-After), a stream (Accept:
// text/event-stream) sends each change and each panel as it lands until the scene is done, a job's provider is asked
// at most once per interval whatever callers do, and the Node host moves provider jobs on when nobody asks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scenes as scenesTable } from '../../db/schema';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { startFakeProviders, type FakeProviders } from '../helpers/fake-providers';
import { createStory } from '../helpers/stories';

let providers: FakeProviders;
beforeAll(async () => {
  providers = await startFakeProviders({ replicate: { latencyMs: 400 }, timeoutMs: 5000, textTimeoutMs: 3000 });
});
afterAll(() => providers?.close());

const PROMPT =
  'Mira the lighthouse keeper spots a ghost ship in the storm. She lights the great lamp to warn the sailors.';
let take = 0;

async function startScene(t: TestApp, token: string, maxPanels = 3) {
  const story = await createStory(t, token);
  const res = await t.call('POST', '/api/ai/generate-scene', {
    token,
    body: { storyId: story._id, prompt: `${PROMPT} (${++take})`, generateImages: true, maxPanels },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.data.scene as { _id: string };
}

/** The server-sent events of a whole stream, in order. */
function events(text: string): { event: string; data: any; retry?: number }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
      const retry = field('retry')[0];
      return {
        event: field('event')[0] ?? 'message',
        data: JSON.parse(field('data').join('\n')),
        ...(retry ? { retry: Number(retry) } : {}),
      };
    });
}

describe('scene progress', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: testClock(), ai: providers.ai });
    token = (await registerUser(t)).token;
  });
  afterAll(() => t?.close());

  it('answers a poll while generating with Retry-After, and none once done', async () => {
    const scene = await startScene(t, token);
    const poll = await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token });
    expect(poll.json.data.isGenerating).toBe(true);
    expect(poll.headers.get('retry-after')).toBe('2');
    let done = poll;
    for (let i = 0; i < 60 && done.json.data.isGenerating; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token });
    }
    expect(done.json.data.isComplete).toBe(true);
    expect(done.headers.get('retry-after')).toBeNull();
  });

  it('streams each change and each panel as it lands until the scene is done', async () => {
    const scene = await startScene(t, token);
    const res = await t.app.request(`/api/ai/scene-status/${scene._id}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = events(await res.text());
    const kinds = stream.map((event) => event.event);
    expect(kinds[0]).toBe('status');
    expect(stream[0]!.data.data.isGenerating).toBe(true);
    expect(kinds.at(-1)).toBe('done');
    expect(stream.at(-1)!.data.data).toMatchObject({ isComplete: true, progress: 100 });
    const panels = stream.filter((event) => event.event === 'panel').map((event) => event.data);
    expect(panels.map((panel) => panel.panelNumber).sort()).toEqual([1, 2, 3]);
    expect(panels.every((panel) => /^\/media\//.test(panel.imageUrl))).toBe(true);
    // Progress only grows, and each status event is a change.
    const progress = stream.filter((event) => event.event === 'status').map((event) => event.data.data.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(
      new Set(stream.filter((event) => event.event === 'status').map((event) => JSON.stringify(event.data))).size,
    ).toBe(progress.length);
  });

  it("refuses a stream of someone else's scene with the JSON error", async () => {
    const scene = await startScene(t, token, 1);
    const other = await registerUser(t);
    const res = await t.app.request(`/api/ai/scene-status/${scene._id}`, {
      headers: { authorization: `Bearer ${other.token}`, accept: 'text/event-stream' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errorType: string }).errorType).toBe('forbidden');
  });
});

describe('provider checks', () => {
  it('asks the provider about a job at most once per interval, however often a script polls', async () => {
    const t = await createTestApp({
      clock: testClock(),
      ai: providers.ai,
      config: { aiTimings: { minCheckIntervalMs: 60_000 } },
    });
    try {
      const { token } = await registerUser(t);
      const scene = await startScene(t, token);
      const checks = () =>
        providers.replicate.requests.filter(
          (request) => request.method === 'GET' && request.path.startsWith('/v1/predictions/'),
        ).length;
      expect((await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token })).status).toBe(200);
      const afterFirst = checks();
      expect(afterFirst).toBeGreaterThan(0);
      for (let i = 0; i < 20; i += 1) {
        const poll = await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token });
        expect([poll.status, poll.json.data.isGenerating]).toEqual([200, true]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Every job was asked about once within the minute; twenty more polls asked the provider nothing.
      expect(checks()).toBe(afterFirst);
    } finally {
      await t.close();
    }
  });

  it('moves provider jobs on in the Node host when nobody polls', async () => {
    const { startNodeServer, optionsFromEnv } = await import('../../worker/entry.node.js');
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'panelcraft-sweep-'));
    const server = await startNodeServer({
      ...optionsFromEnv({}),
      port: 0,
      databaseUrl: `file:${join(dir, 'app.db')}`,
      mediaDir: join(dir, 'media'),
      aiProviders: providers.ai,
      sweepIntervalMs: 200,
      generationLimits: { minIntervalSeconds: 0, maxPerHour: 100, duplicateWindowSeconds: 0 },
    });
    try {
      const call = async (method: string, path: string, body?: unknown, token?: string) => {
        const res = await fetch(server.url + path, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return res.json();
      };
      const { token } = await call('POST', '/api/auth/register', {
        username: 'sweeper',
        email: 'sweeper@example.com',
        password: 'Sweep-pass1',
      });
      const story = (await call('POST', '/api/stories', { title: 'Swept' }, token)).data;
      const generated = await call(
        'POST',
        '/api/ai/generate-scene',
        { storyId: story._id, prompt: `${PROMPT} (swept)`, generateImages: true, maxPanels: 2 },
        token,
      );
      expect(generated.data.scene.status).toBe('generating');
      // Nobody polls: the sweep alone finishes the scene.
      const { openNodeClient } = await import('../../db/file-client');
      const { createDatabase } = await import('../../db/client');
      const client = await openNodeClient(`file:${join(dir, 'app.db')}`);
      try {
        const db = createDatabase(client);
        let status = 'generating';
        for (let i = 0; i < 50 && status === 'generating'; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          status = (
            await db
              .select({ status: scenesTable.status })
              .from(scenesTable)
              .where(eq(scenesTable.id, generated.data.scene._id))
          )[0]!.status;
        }
        expect(status).toBe('completed');
      } finally {
        client.close();
      }
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
