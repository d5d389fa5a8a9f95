// Scene numbers and entity limits under truly concurrent requests: the app over the Hrana fixture with @libsql/client
// over HTTP, as on Workers with Turso. Nothing serializes the calls here (unlike tests/helpers/app.ts): every
// transaction is its own stream and SQLite connection, so writers really race for the lock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { createApp } from '../../worker/app';
import { createFsMediaStore } from '../../worker/platform/media-fs';
import { newUser, offlineProviders, TEST_GENERATION_LIMITS, testClock } from '../helpers/app';
import { startHranaServer, type HranaServer } from '../helpers/hrana-server';

let hrana: HranaServer;
let client: Client;
let dir: string;
let app: ReturnType<typeof createApp>;
let token: string;

async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-concurrency-'));
  hrana = await startHranaServer({ file: join(dir, 'app.db') });
  client = createClient({ url: hrana.url });
  await migrateDatabase(client);
  app = createApp({
    db: createDatabase(client),
    media: createFsMediaStore(join(dir, 'media')),
    ai: await offlineProviders(),
    config: { generationLimits: TEST_GENERATION_LIMITS },
    clock: testClock(),
  });
  const res = await app.request('/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newUser()),
  });
  token = (await res.json()).token;
});

afterAll(async () => {
  client?.close();
  await hrana?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('concurrent generation over libSQL HTTP (not serialized)', () => {
  it('numbers concurrent scenes without gaps or duplicates', async () => {
    const story = (await call('POST', '/api/stories', { title: 'Race' })).json.data;
    const requestsBefore = hrana.requests;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', '/api/ai/generate-scene', {
          storyId: story._id,
          prompt: `Scene ${i}: the crew sails into the fog near the harbour`,
          generateImages: false,
          maxPanels: 2,
        }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(hrana.requests).toBeGreaterThan(requestsBefore);
    const numbers = results.map((res) => res.json.data.scene.sceneNumber).sort((a: number, b: number) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const stored = (await call('GET', `/api/stories/${story._id}/scenes`)).json.data;
    expect(stored.map((scene: any) => scene.sceneNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stored.every((scene: any) => scene.panels.length === 2)).toBe(true);
  });

  it('keeps the entity limits and unique names when extractions and scenes race', async () => {
    const story = (await call('POST', '/api/stories', { title: 'Crowd' })).json.data;
    const description =
      'Mira, Tobin, Captain Rook, Old Nan, Professor Quill, Sergeant Vale, Lady Ash, Brother Finch, Pip and Posy meet at the harbour, ' +
      'the lighthouse, the sunken chapel, the market square, the smugglers cave, the old mill and the cliff road.';
    const results = await Promise.all([
      call('POST', '/api/ai/extract-entities', { storyId: story._id, description }),
      call('POST', '/api/ai/extract-entities', { storyId: story._id, description }),
      call('POST', '/api/ai/generate-scene', {
        storyId: story._id,
        prompt: 'Mira and Captain Rook argue in the lighthouse while Tobin waits.',
        generateImages: false,
      }),
      call('POST', '/api/ai/extract-entities', { storyId: story._id, description }),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const characters = (await call('GET', `/api/stories/${story._id}/characters`)).json.data;
    const locations = (await call('GET', `/api/stories/${story._id}/locations`)).json.data;
    expect(characters.length).toBeGreaterThan(0);
    expect(characters.length).toBeLessThanOrEqual(8);
    expect(locations.length).toBeLessThanOrEqual(6);
    const names = [...characters, ...locations].map((entity: any) => entity.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
