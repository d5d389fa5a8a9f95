// The AI engine through the real HTTP app with the offline provider: scene generation, limits, scenes and panels,
// characters and locations, pictures, videos, text helpers and uploads, with the ownership matrix for every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sceneEntities, scenes as scenesTable } from '../../db/schema';
import { PNG_1PX } from '../helpers/fixtures';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { sceneGenerationScenario } from '../helpers/scene-scenario';
import { createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock, config: { adminEmail: 'admin@panelcraft.test' } });
  owner = await registerUser(t);
  other = await registerUser(t);
  admin = await registerUser(t, { email: 'admin@panelcraft.test' });
});
afterAll(() => t.close());

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function media(url: string) {
  expect(url).toMatch(/^\/media\//);
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

const PROMPT = 'Mira the lighthouse keeper spots a ghost ship in the storm. She lights the great lamp to warn the sailors.';

let take = 0;
/** Generates a scene; the default prompt changes every call, since one user may not repeat a prompt within 5 minutes. */
async function generate(token: string, storyId: string, body: Record<string, unknown> = {}) {
  take += 1;
  return t.call('POST', '/api/ai/generate-scene', { token, body: { storyId, prompt: `${PROMPT} (take ${take})`, generateImages: true, maxPanels: 3, ...body } });
}

describe('POST /api/ai/generate-scene', () => {
  it('passes the scenario shared with the Worker', async () => {
    const user = await registerUser(t);
    await sceneGenerationScenario(
      async (method, path, body, token) => {
        const res = await t.call(method, path, { body, token });
        return { status: res.status, json: res.json };
      },
      async (url) => {
        const res = await t.app.request(url);
        return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
      },
      user.token,
    );
  });

  it('validates the prompt and panel count with the spec messages', async () => {
    const story = await createStory(t, owner.token);
    const cases: [unknown, number, string][] = [
      [undefined, 400, 'Scene prompt is required'],
      ['   ', 400, 'Scene prompt is required'],
      ['too short', 400, 'Prompt should be at least 10 characters'],
      ['x'.repeat(1001), 400, 'Prompt too long (max 1000 characters)'],
    ];
    for (const [prompt, status, message] of cases) {
      const res = await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt, generateImages: false } });
      expect(res.status).toBe(status);
      expect(res.json.message).toBe(message);
    }
    for (const maxPanels of [0, 7, 'many']) {
      const res = await generate(owner.token, story._id, { maxPanels, prompt: `A different prompt ${maxPanels} for the panel check` });
      expect(res.status, String(maxPanels)).toBe(400);
    }
    expect((await generate(owner.token, 'no-such-story')).status).toBe(404);
  });

  it('enforces ownership: anonymous 401, other user 403, owner and admin succeed', async () => {
    const story = await createStory(t, owner.token);
    expect((await generate('', story._id)).status).toBe(401);
    const forbidden = await generate(other.token, story._id);
    expect(forbidden.status).toBe(403);
    expect((await generate(owner.token, story._id, { generateImages: false })).status).toBe(200);
    expect((await generate(admin.token, story._id, { generateImages: false })).status).toBe(200);
    const read = await t.call('GET', `/api/stories/${story._id}`);
    expect(read.json.data.scenes).toHaveLength(2);
  });

  it('writes a completed scene with real panel pictures, bubbles and the new characters and locations', async () => {
    const story = await createStory(t, owner.token, { aspectRatio: '3:4' });
    const res = await generate(owner.token, story._id);
    expect(res.status).toBe(200);
    const { scene, newCharacters, newLocations } = res.json.data;
    expect(scene.status).toBe('completed');
    expect(scene.sceneNumber).toBe(1);
    expect(scene.title.length).toBeGreaterThan(0);
    expect(scene.panels).toHaveLength(3);
    for (const panel of scene.panels) {
      expect(panel.hasImage).toBe(true);
      expect(panel.imageGenerationError).toBeNull();
      const picture = await media(panel.imageUrl);
      expect(picture.type).toBe('image/png');
      expect(pngSize(picture.bytes)).toEqual({ width: 768, height: 1024 });
      for (const bubble of panel.textBubbles) {
        expect(bubble.id).toMatch(/^bubble-\d+-[a-z0-9]+$/);
        expect(bubble.text.trim().length).toBeGreaterThan(0);
        expect(bubble.position.x).toBeGreaterThanOrEqual(0);
        expect(bubble.position.x).toBeLessThanOrEqual(1);
        expect(bubble.style).toMatchObject({ fontFamily: expect.any(String), fontSize: expect.any(Number), borderColor: expect.any(String) });
      }
    }
    expect(scene.panels.flatMap((panel: any) => panel.textBubbles).length).toBeGreaterThan(0);
    expect(newCharacters.map((c: any) => c.name)).toContain('Mira');
    expect(newLocations.length).toBeGreaterThan(0);
    expect(newCharacters[0]).toMatchObject({ _id: expect.any(String), firstAppearance: 1 });

    // The story shows them, and the scene records whom it shows.
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.json.data.characters.map((c: any) => c.name)).toContain('Mira');
    const links = await t.db.select().from(sceneEntities).where(eq(sceneEntities.sceneId, scene._id));
    expect(links.length).toBeGreaterThan(0);

    // A second scene about Mira reuses her instead of adding another.
    const next = await generate(owner.token, story._id, { prompt: 'Mira climbs down to the beach at dawn and finds a message in a bottle.' });
    expect(next.json.data.scene.sceneNumber).toBe(2);
    expect(next.json.data.newCharacters.map((c: any) => c.name)).not.toContain('Mira');
    const after = await t.call('GET', `/api/stories/${story._id}/characters`);
    expect(after.json.data.filter((c: any) => c.name === 'Mira')).toHaveLength(1);
  });

  it('sizes pictures by aspect ratio', async () => {
    for (const [aspectRatio, size] of [
      ['3:2', { width: 1024, height: 683 }],
      ['1:1', { width: 1024, height: 1024 }],
    ] as const) {
      const story = await createStory(t, owner.token, { aspectRatio });
      const res = await generate(owner.token, story._id, { maxPanels: 1, prompt: `A robot and a cat explore a neon city street (${aspectRatio})` });
      expect(res.status).toBe(200);
      expect(pngSize((await media(res.json.data.scene.panels[0].imageUrl)).bytes)).toEqual(size);
    }
  });

  it('numbers concurrent scenes without gaps or duplicates', async () => {
    const story = await createStory(t, owner.token);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => generate(owner.token, story._id, { generateImages: false, prompt: `Scene number ${i}: the crew sails into the fog` })),
    );
    expect(results.map((res) => res.status)).toEqual(Array(6).fill(200));
    const numbers = results.map((res) => res.json.data.scene.sceneNumber).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('regenerates a scene in place, keeping its id and number', async () => {
    const story = await createStory(t, owner.token);
    const first = await generate(owner.token, story._id, { maxPanels: 2 });
    await generate(owner.token, story._id, { maxPanels: 2, prompt: 'Later that night the ghost ship drifts into the harbour.' });
    const scene = first.json.data.scene;
    const again = await generate(owner.token, story._id, { regenerateExisting: true, existingSceneId: scene._id, maxPanels: 4 });
    expect(again.status).toBe(200);
    expect(again.json.data.scene._id).toBe(scene._id);
    expect(again.json.data.scene.sceneNumber).toBe(1);
    expect(again.json.data.scene.panels).toHaveLength(4);
    expect(again.json.data.scene.panels.map((p: any) => p._id)).not.toContain(scene.panels[0]._id);
    const read = await t.call('GET', `/api/stories/${story._id}/scenes`);
    expect(read.json.data.map((s: any) => s.sceneNumber)).toEqual([1, 2]);
    const missing = await generate(owner.token, story._id, { regenerateExisting: true, existingSceneId: 'nope' });
    expect(missing.status).toBe(404);
  });
});

describe('generation limits', () => {
  it('answers rate_limit, quota_exceeded and duplicate_prompt with their fields', async () => {
    const limited = await createTestApp({ clock, config: { generationLimits: { minIntervalSeconds: 30, maxPerHour: 3, duplicateWindowSeconds: 300 } } });
    try {
      const user = await registerUser(limited);
      const res = await limited.call('POST', '/api/stories', { token: user.token, body: {} });
      const storyId = res.json.data._id;
      const call = (prompt: string) =>
        limited.call('POST', '/api/ai/generate-scene', { token: user.token, body: { storyId, prompt, generateImages: false, maxPanels: 1 } });

      expect((await call('The first scene of the tale begins here')).status).toBe(200);
      const tooSoon = await call('The second scene follows right after');
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.json).toMatchObject({ success: false, errorType: 'rate_limit', timeRemaining: 30 });
      expect(tooSoon.json.message).toBe('Please wait 30 seconds before generating another scene');

      clock.advance(10_000);
      expect((await call('The second scene follows right after')).json.timeRemaining).toBe(20);

      clock.advance(25_000);
      const duplicate = await call('The first scene of the tale begins here');
      expect(duplicate.status).toBe(429);
      expect(duplicate.json).toMatchObject({
        errorType: 'duplicate_prompt',
        message: 'You used this exact prompt recently. Please try a different prompt or wait 5 minutes!',
      });
      expect((await call('The second scene follows right after')).status).toBe(200);
      clock.advance(31_000);
      expect((await call('The third scene closes the chapter')).status).toBe(200);
      clock.advance(31_000);
      const quota = await call('A fourth scene is one too many');
      expect(quota.status).toBe(429);
      expect(quota.json).toMatchObject({ errorType: 'quota_exceeded', maxPerHour: 3 });
      expect(new Date(quota.json.resetTime).getTime()).toBeGreaterThan(clock.now().getTime());

      // An hour later the slots are free again, and the same prompt too.
      clock.advance(3_600_000);
      expect((await call('The first scene of the tale begins here')).status).toBe(200);

      // Simultaneous requests by one user: exactly one gets through the interval.
      clock.advance(60_000);
      const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => call(`Burst scene ${i} with a unique prompt`)));
      expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/ai/scene-status/:id', () => {
  it('reports a completed scene and checks ownership', async () => {
    const story = await createStory(t, owner.token);
    const scene = (await generate(owner.token, story._id, { maxPanels: 2, prompt: 'Two knights duel in a castle hall at midnight' })).json.data.scene;
    const res = await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ progress: 100, isGenerating: false, isComplete: true, hasError: false, hasPartialErrors: false, errorMessage: null });
    expect(res.json.data.scene.panels).toHaveLength(2);
    expect((await t.call('GET', `/api/ai/scene-status/${scene._id}`)).status).toBe(401);
    expect((await t.call('GET', `/api/ai/scene-status/${scene._id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('GET', '/api/ai/scene-status/unknown', { token: owner.token })).status).toBe(404);
  });
});

describe('scenes and panels', () => {
  async function sceneOf(token = owner.token) {
    const story = await createStory(t, token);
    const res = await generate(token, story._id, { maxPanels: 2, prompt: `An astronaut lands on a red desert planet ${Math.random()}` });
    return { story, scene: res.json.data.scene };
  }

  it('updates title and description with the spec messages and ownership', async () => {
    const { scene } = await sceneOf();
    const blank = await t.call('PUT', `/api/scenes/${scene._id}`, { token: owner.token, body: { title: ' ', description: 'x' } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe('Title is required');
    const noDescription = await t.call('PUT', `/api/scenes/${scene._id}`, { token: owner.token, body: { title: 'Landing' } });
    expect(noDescription.json.message).toBe('Description is required');
    expect((await t.call('PUT', `/api/scenes/${scene._id}`, { body: { title: 'a', description: 'b' } })).status).toBe(401);
    expect((await t.call('PUT', `/api/scenes/${scene._id}`, { token: other.token, body: { title: 'a', description: 'b' } })).status).toBe(403);
    const ok = await t.call('PUT', `/api/scenes/${scene._id}`, { token: admin.token, body: { title: 'Landing', description: 'The ship touches down.' } });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ title: 'Landing', description: 'The ship touches down.' });
    expect((await t.call('PUT', '/api/scenes/none', { token: owner.token, body: { title: 'a', description: 'b' } })).status).toBe(404);
  });

  it('deletes a scene and renumbers the rest', async () => {
    const story = await createStory(t, owner.token);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push((await generate(owner.token, story._id, { generateImages: false, prompt: `Chapter ${i}: the storm rolls in over the bay` })).json.data.scene._id);
    }
    expect((await t.call('DELETE', `/api/scenes/${ids[1]}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/scenes/${ids[1]}`)).status).toBe(401);
    const res = await t.call('DELETE', `/api/scenes/${ids[1]}`, { token: owner.token });
    expect(res.json).toEqual({ success: true, message: 'Scene deleted successfully' });
    const rows = await t.db.select().from(scenesTable).where(eq(scenesTable.storyId, story._id)).orderBy(scenesTable.sceneNumber);
    expect(rows.map((row) => [row.id, row.sceneNumber])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[3], 3],
    ]);
    expect((await t.call('DELETE', `/api/scenes/${ids[1]}`, { token: owner.token })).status).toBe(404);
  });

  it('changes only the allowed panel fields and validates bubbles', async () => {
    const { scene } = await sceneOf();
    const path = `/api/scenes/${scene._id}/panels/1`;
    const bubble = {
      id: 'bubble-1700000000000-abc12',
      text: 'Houston, we have sand.',
      type: 'speech',
      position: { x: 0.4, y: 0.25, anchor: 'center' },
      style: { fontSize: 24, fontFamily: 'Creepster', bubbleShape: 'cloud', tailDirection: 'right', maxWidth: 220, evil: '<script>' },
    };
    const ok = await t.call('PUT', path, {
      token: owner.token,
      body: { textBubbles: [bubble], imagePrompt: 'Red dunes under two moons', description: 'not allowed', imageGenerationError: 'nope', panelNumber: 9 },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.panelNumber).toBe(1);
    expect(ok.json.data.imagePrompt).toBe('Red dunes under two moons');
    expect(ok.json.data.description).toBe(scene.panels[0].description);
    expect(ok.json.data.imageGenerationError).toBeNull();
    expect(ok.json.data.textBubbles).toHaveLength(1);
    expect(ok.json.data.textBubbles[0].style).not.toHaveProperty('evil');
    expect(ok.json.data.textBubbles[0].style).toMatchObject({ fontFamily: 'Creepster', bubbleShape: 'cloud' });

    const bad = [
      { ...bubble, position: { x: 1.5, y: 0.2 } },
      { ...bubble, type: 'shout' },
      { ...bubble, style: { fontSize: 100 } },
      { ...bubble, style: { maxWidth: 50 } },
      { ...bubble, style: { fontFamily: 'Comic Sans' } },
      { ...bubble, style: { tailDirection: 'up' } },
    ];
    for (const candidate of bad) {
      const res = await t.call('PUT', path, { token: owner.token, body: { textBubbles: [candidate] } });
      expect(res.status, JSON.stringify(candidate)).toBe(400);
    }
    // Nothing stored was lost by the refused updates.
    const read = await t.call('GET', `/api/stories/${scene.storyId}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[0].textBubbles[0].text).toBe('Houston, we have sand.');

    expect((await t.call('PUT', path, { body: { textBubbles: [] } })).status).toBe(401);
    expect((await t.call('PUT', path, { token: other.token, body: { textBubbles: [] } })).status).toBe(403);
    expect((await t.call('PUT', `/api/scenes/${scene._id}/panels/6`, { token: owner.token, body: { textBubbles: [] } })).status).toBe(404);
    expect((await t.call('PUT', `/api/scenes/${scene._id}/panels/2`, { token: admin.token, body: { videoUrl: '/media/x.mp4' } })).status).toBe(200);
  });

  it('keeps concurrent edits of different panels', async () => {
    const { scene } = await sceneOf();
    const edit = (n: number) =>
      t.call('PUT', `/api/scenes/${scene._id}/panels/${n}`, {
        token: owner.token,
        body: { textBubbles: [{ id: `bubble-1-p${n}`, text: `Panel ${n}`, type: 'speech', position: { x: 0.5, y: 0.5 } }] },
      });
    await Promise.all([edit(1), edit(2)]);
    const read = await t.call('GET', `/api/stories/${scene.storyId}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels.map((p: any) => p.textBubbles[0].text)).toEqual(['Panel 1', 'Panel 2']);
  });
});

describe('characters and locations', () => {
  const character = { name: 'Captain Rook', title: 'the smuggler', description: 'A wiry smuggler with a scarred grin.', imagePrompt: 'wiry smuggler with a scarred grin' };

  it('validates with the spec messages', async () => {
    const story = await createStory(t, owner.token);
    const cases: [string, Record<string, unknown>, string][] = [
      ['characters', { ...character, name: '' }, 'Character name is required'],
      ['locations', { ...character, name: ' ' }, 'Location name is required'],
      ['characters', { ...character, name: 'n'.repeat(101) }, 'Name must be less than 100 characters'],
      ['characters', { ...character, title: 't'.repeat(201) }, 'Title must be less than 200 characters'],
      ['characters', { ...character, description: 'short' }, 'Description must be at least 10 characters'],
      ['locations', { ...character, description: 'd'.repeat(1001) }, 'Description must be less than 1000 characters'],
      ['characters', { ...character, imagePrompt: 'tiny' }, 'Image prompt must be at least 10 characters'],
      ['locations', { ...character, imagePrompt: 'p'.repeat(1001) }, 'Image prompt must be less than 1000 characters'],
    ];
    for (const [kind, body, message] of cases) {
      const res = await t.call('POST', `/api/${kind}`, { token: owner.token, body: { ...body, storyId: story._id } });
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });

  it('creates, updates and deletes with ownership; refuses deleting one a scene shows', async () => {
    const story = await createStory(t, owner.token);
    expect((await t.call('POST', '/api/characters', { body: { ...character, storyId: story._id } })).status).toBe(401);
    expect((await t.call('POST', '/api/characters', { token: other.token, body: { ...character, storyId: story._id } })).status).toBe(403);
    const created = await t.call('POST', '/api/characters', { token: owner.token, body: { ...character, storyId: story._id } });
    expect(created.status).toBe(201);
    const id = created.json.data._id;
    expect(created.json.data).toMatchObject({ name: 'Captain Rook', firstAppearance: 1, primaryImageUrl: '' });
    expect((await t.call('POST', '/api/characters', { token: owner.token, body: { ...character, storyId: story._id } })).status).toBe(409);

    expect((await t.call('PUT', `/api/characters/${id}`, { token: other.token, body: { title: 'x' } })).status).toBe(403);
    const updated = await t.call('PUT', `/api/characters/${id}`, { token: admin.token, body: { title: 'the reformed smuggler' } });
    expect(updated.json.data.title).toBe('the reformed smuggler');
    expect((await t.call('PUT', `/api/locations/${id}`, { token: owner.token, body: { title: 'x' } })).status).toBe(404);

    // A scene with Captain Rook in it keeps him.
    const scene = await generate(owner.token, story._id, { prompt: 'Captain Rook sneaks aboard the ghost ship at midnight', generateImages: false });
    expect(scene.status).toBe(200);
    const refused = await t.call('DELETE', `/api/characters/${id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Captain Rook appears in scene 1');
    await t.call('DELETE', `/api/scenes/${scene.json.data.scene._id}`, { token: owner.token });
    expect((await t.call('DELETE', `/api/characters/${id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/characters/${id}`, { token: owner.token })).json).toEqual({ success: true, message: 'Character deleted successfully' });
    expect((await t.call('GET', `/api/stories/${story._id}/characters`)).json.data.map((c: any) => c.name)).not.toContain('Captain Rook');
  });
});

describe('pictures and videos', () => {
  it('generates and refines free images at the asked size', async () => {
    const story = await createStory(t, owner.token);
    const body = { prompt: 'A lighthouse on a cliff at sunset', width: 768, height: 1024, storyId: story._id, isRefineMode: false };
    expect((await t.call('POST', '/api/ai/generate-image', { token: other.token, body })).status).toBe(403);
    const res = await t.call('POST', '/api/ai/generate-image', { token: owner.token, body });
    expect(res.status).toBe(200);
    expect(pngSize((await media(res.json.imageUrl)).bytes)).toEqual({ width: 768, height: 1024 });
    const refined = await t.call('POST', '/api/ai/generate-image', {
      token: owner.token,
      body: { ...body, prompt: 'Make it night with heavy rain', isRefineMode: true, initialImageUrl: res.json.imageUrl },
    });
    expect(refined.status).toBe(200);
    expect(refined.json.imageUrl).not.toBe(res.json.imageUrl);
    const before = (await media(res.json.imageUrl)).bytes;
    const after = (await media(refined.json.imageUrl)).bytes;
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(false);
    const noImage = await t.call('POST', '/api/ai/generate-image', { token: owner.token, body: { ...body, isRefineMode: true } });
    expect(noImage.status).toBe(400);
  });

  it('regenerates one panel picture and fills character and location pictures', async () => {
    const story = await createStory(t, owner.token);
    const generated = await generate(owner.token, story._id, { maxPanels: 2 });
    const scene = generated.json.data.scene;
    const res = await t.call('POST', '/api/ai/generate-panel-image', { token: owner.token, body: { sceneId: scene._id, panelNumber: 2 } });
    expect(res.status).toBe(200);
    expect(res.json.imageUrl).not.toBe(scene.panels[1].imageUrl);
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[1].imageUrl).toBe(res.json.imageUrl);
    expect((await t.call('POST', '/api/ai/generate-panel-image', { token: other.token, body: { sceneId: scene._id, panelNumber: 2 } })).status).toBe(403);
    expect((await t.call('POST', '/api/ai/generate-panel-image', { token: owner.token, body: { sceneId: scene._id, panelNumber: 5 } })).status).toBe(404);

    const character = generated.json.data.newCharacters[0];
    const withImage = await t.call('POST', '/api/ai/generate-character-image', { token: owner.token, body: { characterId: character._id } });
    expect(withImage.status).toBe(200);
    expect(pngSize((await media(withImage.json.imageUrl)).bytes)).toEqual({ width: 1024, height: 1024 });
    expect(withImage.json.data.primaryImageUrl).toBe(withImage.json.imageUrl);
    expect(withImage.json.data.imageUrls).toContain(withImage.json.imageUrl);
    const location = generated.json.data.newLocations[0];
    const place = await t.call('POST', '/api/ai/generate-location-image', { token: owner.token, body: { locationId: location._id } });
    expect(place.status).toBe(200);
    expect((await t.call('POST', '/api/ai/generate-location-image', { token: owner.token, body: { locationId: character._id } })).status).toBe(404);
    expect((await t.call('POST', '/api/ai/generate-character-image', { token: other.token, body: { characterId: character._id } })).status).toBe(403);
  });

  it('makes a playable video from a panel picture and reports it', async () => {
    const story = await createStory(t, owner.token);
    const scene = (await generate(owner.token, story._id, { maxPanels: 1 })).json.data.scene;
    const imageUrl = scene.panels[0].imageUrl;
    const start = await t.call('POST', '/api/ai/generate-video', { token: owner.token, body: { imageUrl, prompt: 'Rain lashes the lighthouse', storyId: story._id } });
    expect(start.status).toBe(200);
    const jobId = start.json.data.jobId;
    const status = await t.call('GET', `/api/ai/video-status/${jobId}`, { token: owner.token });
    expect(status.json).toMatchObject({ status: 'completed', result: { originalImageUrl: imageUrl, isLocallyStored: true } });
    const video = await media(status.json.result.videoUrl);
    expect(video.type).toBe('image/apng');
    expect(Buffer.from(video.bytes).includes(Buffer.from('acTL'))).toBe(true);
    expect((await t.call('GET', `/api/ai/video-status/${jobId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', '/api/ai/generate-video', { token: other.token, body: { imageUrl, prompt: 'Rain', storyId: story._id } })).status).toBe(403);
    expect((await t.call('POST', '/api/ai/generate-video', { token: owner.token, body: { imageUrl: 'https://evil.example/x.png', prompt: 'Rain', storyId: story._id } })).status).toBe(400);
  });

  it('lists recent panel pictures for the loading screen', async () => {
    const res = await t.call('GET', '/api/stories/random-images');
    expect(res.status).toBe(200);
    expect(res.json.data.images.length).toBeGreaterThan(0);
    expect(res.json.data.images.length).toBeLessThanOrEqual(12);
    for (const url of res.json.data.images) expect(url).toMatch(/^\/media\//);
  });
});

describe('text helpers', () => {
  it('suggests next scenes, story seeds and openings', async () => {
    const story = await createStory(t, owner.token);
    const fresh = await t.call('POST', '/api/ai/scene-suggestions', { token: owner.token, body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'continuation' } });
    expect(fresh.status).toBe(200);
    expect(fresh.json.isNewStory).toBe(true);
    expect(fresh.json.suggestions).toHaveLength(4);
    await generate(owner.token, story._id, { generateImages: false });
    const next = await t.call('POST', '/api/ai/scene-suggestions', { token: owner.token, body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'continuation' } });
    expect(next.json.isNewStory).toBe(false);
    const seeds = await t.call('POST', '/api/ai/scene-suggestions', { token: owner.token, body: { storyId: story._id, maxSuggestions: 5, suggestionType: 'storySeeds', timestamp: Date.now() } });
    expect(seeds.json.suggestions).toHaveLength(5);
    for (const suggestion of seeds.json.suggestions) expect(suggestion.text.length).toBeGreaterThan(10);
    expect(new Set(seeds.json.suggestions.map((s: any) => s.text)).size).toBe(5);
    expect((await t.call('POST', '/api/ai/scene-suggestions', { token: other.token, body: { storyId: story._id } })).status).toBe(403);
  });

  it('improves text with the spec messages, and makes titles', async () => {
    const cases: [unknown, string][] = [
      ['', 'Please enter some text to improve'],
      ['too short', 'Please enter at least 10 characters to improve'],
      ['y'.repeat(1001), 'Text is too long for improvement (max 1000 characters)'],
    ];
    for (const [text, message] of cases) {
      const res = await t.call('POST', '/api/ai/improve-text', { token: owner.token, body: { text } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const text = 'a girl finds a dragon egg in her grandmothers attic';
    const res = await t.call('POST', '/api/ai/improve-text', { token: owner.token, body: { text, context: { storyId: undefined } } });
    expect(res.status).toBe(200);
    expect(res.json.improvedText).not.toBe(text);
    expect(res.json.improvedText.length).toBeLessThanOrEqual(1000);
    expect((await t.call('POST', '/api/ai/improve-text', { body: { text } })).status).toBe(401);
    const title = await t.call('POST', '/api/ai/generate-title', { token: owner.token, body: { description: text } });
    expect(title.status).toBe(200);
    expect(title.json.title.split(/\s+/).length).toBeLessThanOrEqual(8);
  });

  it('fills characters and locations from descriptions and extracts them within the limits', async () => {
    const short = await t.call('POST', '/api/ai/generate-character-from-description', { token: owner.token, body: { description: 'old' } });
    expect(short.json.message).toBe('Description must be at least 5 characters');
    const empty = await t.call('POST', '/api/ai/generate-location-from-description', { token: owner.token, body: { description: '' } });
    expect(empty.json.message).toBe('Please enter a location description');
    const filled = await t.call('POST', '/api/ai/generate-character-from-description', {
      token: owner.token,
      body: { description: 'an old fisherman with a wooden leg', context: 'pirate tale' },
    });
    expect(filled.status).toBe(200);
    expect(filled.json.data).toMatchObject({ name: expect.any(String), description: expect.any(String), imagePrompt: expect.any(String) });
    expect(filled.json.data.description.length).toBeGreaterThanOrEqual(10);

    const story = await createStory(t, owner.token);
    const none = await t.call('POST', '/api/ai/extract-entities', { token: owner.token, body: { storyId: story._id, description: ' ' } });
    expect(none.json.message).toBe('Please provide a story description to generate characters and locations');
    const description =
      'Mira, a young lighthouse keeper, and her friend Tobin the fisherman meet Captain Rook, Old Nan, Professor Quill, Sergeant Vale, ' +
      'Lady Ash, Brother Finch and the twins Pip and Posy at the harbour, the lighthouse, the sunken chapel, the market square, ' +
      'the smugglers cave, the old mill and the cliff road.';
    const res = await t.call('POST', '/api/ai/extract-entities', { token: owner.token, body: { storyId: story._id, description } });
    expect(res.status).toBe(200);
    expect(res.json.newCharacters.length).toBeGreaterThan(0);
    expect(res.json.newCharacters.length).toBeLessThanOrEqual(8);
    expect(res.json.newLocations.length).toBeLessThanOrEqual(6);
    // Offline pictures are ready at once.
    for (const entity of [...res.json.newCharacters, ...res.json.newLocations]) expect(entity.primaryImageUrl).toMatch(/^\/media\/generated\//);
    const again = await t.call('POST', '/api/ai/extract-entities', { token: owner.token, body: { storyId: story._id, description } });
    const names = [...res.json.newCharacters, ...again.json.newCharacters].map((c: any) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const all = await t.call('GET', `/api/stories/${story._id}/characters`);
    expect(all.json.data.length).toBeLessThanOrEqual(8);
    expect((await t.call('POST', '/api/ai/extract-entities', { token: other.token, body: { storyId: story._id, description } })).status).toBe(403);
  });
});

describe('POST /api/upload/image', () => {
  async function upload(file: Blob | null, name = 'picture.png', token = owner.token) {
    const form = new FormData();
    if (file) form.set('image', file, name);
    const res = await t.app.request('/api/upload/image', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, json: (await res.json()) as any };
  }

  it('stores real images and answers with the URL and the original name', async () => {
    const res = await upload(new Blob([PNG_1PX], { type: 'image/png' }), 'hero.png');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, data: { originalName: 'hero.png' } });
    const stored = await media(res.json.data.imageUrl);
    expect(stored.type).toBe('image/png');
    // The bytes decide the type, not the name or the claimed type.
    const misnamed = await upload(new Blob([PNG_1PX], { type: 'image/jpeg' }), 'hero.jpg');
    expect(misnamed.status).toBe(201);
    expect(misnamed.json.data.imageUrl).toMatch(/\.png$/);
  });

  it('refuses a spoofed type, SVG, no file, an 11 MB file and anonymous uploads', async () => {
    const spoofed = await upload(new Blob(['<html>not a picture</html>'], { type: 'image/png' }), 'fake.png');
    expect(spoofed.status).toBe(400);
    expect(spoofed.json.message).toBe('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.');
    const svg = await upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'x.svg');
    expect(svg.status).toBe(400);
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('No file selected');
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PNG_1PX);
    const tooLarge = await upload(new Blob([big], { type: 'image/png' }), 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toMatch(/^File too large \(11\.\d MB\)\. Maximum size is 10MB\.$/);
    expect((await upload(new Blob([PNG_1PX], { type: 'image/png' }), 'a.png', '')).status).toBe(401);
  });
});

describe('characters and locations: updates, locations, pictures from scenes', () => {
  const location = { name: 'Salt Harbour', title: 'the old port', description: 'A crooked harbour of tarred piers and gulls.', imagePrompt: 'crooked harbour with tarred piers and gulls' };

  it('keeps the stored title when a PUT leaves it out (characters and locations)', async () => {
    const story = await createStory(t, owner.token);
    for (const [kind, body] of [
      ['characters', { name: 'Old Nan', title: 'the net mender', description: 'A tiny woman who mends nets.', imagePrompt: 'tiny old woman mending fishing nets' }],
      ['locations', location],
    ] as const) {
      const created = await t.call('POST', `/api/${kind}`, { token: owner.token, body: { ...body, storyId: story._id } });
      expect(created.status).toBe(201);
      const id = created.json.data._id;
      const updated = await t.call('PUT', `/api/${kind}/${id}`, { token: owner.token, body: { description: 'A new description of at least ten characters.' } });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json.data).toMatchObject({ title: body.title, description: 'A new description of at least ten characters.', name: body.name });
      const read = await t.call('GET', `/api/stories/${story._id}/${kind}`, { token: owner.token });
      expect(read.json.data.find((entity: any) => entity._id === id).title).toBe(body.title);
      // An explicit empty title still clears it.
      expect((await t.call('PUT', `/api/${kind}/${id}`, { token: owner.token, body: { title: '' } })).json.data.title).toBe('');
    }
  });

  it('creates, updates and deletes a location; refuses deleting one a scene shows (409)', async () => {
    const story = await createStory(t, owner.token);
    expect((await t.call('POST', '/api/locations', { token: other.token, body: { ...location, storyId: story._id } })).status).toBe(403);
    const created = await t.call('POST', '/api/locations', { token: owner.token, body: { ...location, storyId: story._id } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ success: true, message: 'Location created successfully', data: { name: 'Salt Harbour', title: 'the old port' } });
    const id = created.json.data._id;
    expect((await t.call('POST', '/api/locations', { token: owner.token, body: { ...location, name: 'salt harbour', storyId: story._id } })).status).toBe(409);
    const updated = await t.call('PUT', `/api/locations/${id}`, { token: owner.token, body: { name: 'Salt Harbour Quay', imagePrompt: 'a quay of tarred piers at dusk' } });
    expect(updated.json.data).toMatchObject({ name: 'Salt Harbour Quay', imagePrompt: 'a quay of tarred piers at dusk', title: 'the old port' });
    expect((await t.call('PUT', `/api/characters/${id}`, { token: owner.token, body: { title: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/locations/${id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/locations/${id}`, { token: owner.token })).json).toEqual({ success: true, message: 'Location deleted successfully' });
    expect((await t.call('GET', `/api/stories/${story._id}/locations`)).json.data).toHaveLength(0);

    // A location a scene shows stays.
    const scene = await generate(owner.token, story._id, { generateImages: false });
    const shown = scene.json.data.newLocations[0];
    expect(shown).toBeDefined();
    const refused = await t.call('DELETE', `/api/locations/${shown._id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(`${shown.name} appears in scene 1 and cannot be deleted`);
    expect((await t.call('GET', `/api/stories/${story._id}/locations`)).json.data.map((l: any) => l._id)).toContain(shown._id);
  });

  it('gives the characters and locations a scene adds their pictures (offline: at once)', async () => {
    const story = await createStory(t, owner.token);
    const res = await generate(owner.token, story._id);
    const { newCharacters, newLocations } = res.json.data;
    expect(newCharacters.length + newLocations.length).toBeGreaterThan(0);
    for (const entity of [...newCharacters, ...newLocations]) {
      expect(entity.primaryImageUrl).toMatch(/^\/media\/generated\//);
      expect(entity.imageUrls).toEqual([entity.primaryImageUrl]);
      expect(pngSize((await media(entity.primaryImageUrl)).bytes)).toEqual({ width: 1024, height: 1024 });
    }
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    for (const entity of [...read.json.data.characters, ...read.json.data.locations]) expect(entity.primaryImageUrl).toMatch(/^\/media\/generated\//);
    // Without pictures asked for, none are drawn.
    const plain = await createStory(t, owner.token);
    const textOnly = await generate(owner.token, plain._id, { generateImages: false });
    for (const entity of [...textOnly.json.data.newCharacters, ...textOnly.json.data.newLocations]) expect(entity.primaryImageUrl).toBe('');
  });

  it('refuses provider and foreign URLs in panels and entities with a clear 400', async () => {
    const story = await createStory(t, owner.token);
    const scene = (await generate(owner.token, story._id, { maxPanels: 1, generateImages: false })).json.data.scene;
    const message = 'Media must be a /media/ URL of this site (upload or generate it here first)';
    for (const body of [
      { imageUrl: 'https://replicate.delivery/pbxt/abc/out.png' },
      { videoUrl: 'https://replicate.delivery/pbxt/abc/out.mp4' },
      { imageUrl: 'http://evil.example/media/x.png' },
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: '/media/../secrets' },
    ]) {
      const res = await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const created = await t.call('POST', '/api/characters', {
      token: owner.token,
      body: { ...location, name: 'Pip', storyId: story._id, primaryImageUrl: 'https://replicate.delivery/pbxt/abc/out.png' },
    });
    expect(created.status).toBe(400);
    expect(created.json.message).toBe(message);
    const ok = await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, { token: owner.token, body: { imageUrl: '/media/uploads/x.png', videoUrl: null } });
    expect(ok.status).toBe(200);
    expect(ok.json.data.imageUrl).toBe('/media/uploads/x.png');
  });

  it('never lets concurrent extractions and scenes pass 8 characters, 6 locations or repeat a name', async () => {
    const story = await createStory(t, owner.token);
    const description =
      'Mira, Tobin, Captain Rook, Old Nan, Professor Quill, Sergeant Vale, Lady Ash, Brother Finch, Pip and Posy meet at the harbour, ' +
      'the lighthouse, the sunken chapel, the market square, the smugglers cave, the old mill and the cliff road.';
    const extract = () => t.call('POST', '/api/ai/extract-entities', { token: owner.token, body: { storyId: story._id, description } });
    const results = await Promise.all([
      extract(),
      extract(),
      generate(owner.token, story._id, { generateImages: false, prompt: 'Mira and Captain Rook argue in the lighthouse while Tobin waits at the harbour.' }),
      extract(),
      generate(owner.token, story._id, { generateImages: false, prompt: 'Old Nan and Lady Ash whisper in the sunken chapel about Professor Quill.' }),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const characters = (await t.call('GET', `/api/stories/${story._id}/characters`, { token: owner.token })).json.data;
    const locations = (await t.call('GET', `/api/stories/${story._id}/locations`, { token: owner.token })).json.data;
    expect(characters.length).toBeGreaterThan(0);
    expect(characters.length).toBeLessThanOrEqual(8);
    expect(locations.length).toBeLessThanOrEqual(6);
    const names = [...characters, ...locations].map((entity: any) => entity.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    // What each call says it added is what was stored.
    const reported = results.flatMap((res) => [...(res.json.newCharacters ?? res.json.data.newCharacters), ...(res.json.newLocations ?? res.json.data.newLocations)]);
    expect(reported.map((entity: any) => entity._id).sort()).toEqual([...characters, ...locations].map((entity: any) => entity._id).sort());
  });
});

describe('offline calls: the remaining answers and messages', () => {
  it('fills a location from a description', async () => {
    const res = await t.call('POST', '/api/ai/generate-location-from-description', {
      token: owner.token,
      body: { description: 'a crumbling lighthouse on a black rock', context: 'ghost story' },
    });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.name.length).toBeGreaterThan(0);
    expect(res.json.data.name.length).toBeLessThanOrEqual(100);
    expect(res.json.data.description.length).toBeGreaterThanOrEqual(10);
    expect(res.json.data.imagePrompt.length).toBeGreaterThanOrEqual(10);
    expect(`${res.json.data.description} ${res.json.data.imagePrompt}`.toLowerCase()).toContain('lighthouse');
    expect((await t.call('POST', '/api/ai/generate-location-from-description', { body: { description: 'a crumbling lighthouse' } })).status).toBe(401);
  });

  it('validates generate-title', async () => {
    for (const [description, message] of [
      [undefined, 'Description is required'],
      ['   ', 'Description is required'],
      ['d'.repeat(1001), 'Description must be less than 1000 characters'],
    ] as const) {
      const res = await t.call('POST', '/api/ai/generate-title', { token: owner.token, body: { description } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await t.call('POST', '/api/ai/generate-title', { body: { description: 'A dragon egg' } })).status).toBe(401);
  });

  it('suggests opening scenes and refuses an unknown suggestion type', async () => {
    const story = await createStory(t, owner.token);
    await generate(owner.token, story._id, { generateImages: false });
    const openings = await t.call('POST', '/api/ai/scene-suggestions', { token: owner.token, body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'openingScenes' } });
    expect(openings.status).toBe(200);
    expect(openings.json.isNewStory).toBe(false);
    expect(openings.json.suggestions).toHaveLength(4);
    for (const suggestion of openings.json.suggestions) expect(suggestion.text.trim().length).toBeGreaterThan(10);
    const continuation = await t.call('POST', '/api/ai/scene-suggestions', { token: owner.token, body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'continuation' } });
    expect(openings.json.suggestions.map((s: any) => s.text)).not.toEqual(continuation.json.suggestions.map((s: any) => s.text));
    const bad = await t.call('POST', '/api/ai/scene-suggestions', { token: owner.token, body: { storyId: story._id, suggestionType: 'sequels' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('suggestionType must be continuation, storySeeds or openingScenes');
  });

  it('writes generated bubbles with the spec default style (type presets aside)', async () => {
    const SPEC_DEFAULTS = {
      fontSize: 16,
      fontFamily: 'Bangers',
      fontWeight: 400,
      textColor: '#000000',
      backgroundColor: '#ffffff',
      borderColor: '#374151',
      borderWidth: 2,
      borderStyle: 'solid',
      bubbleShape: 'rounded',
      padding: 10,
      maxWidth: 160,
      tailDirection: 'bottom-left',
      tailSize: 12,
      shadow: true,
      opacity: 1,
    };
    const PRESETS: Record<string, Record<string, unknown>> = {
      speech: {},
      thought: { bubbleShape: 'cloud' },
      narration: { maxWidth: 180, tailDirection: 'none', backgroundColor: '#fef9c3', bubbleShape: 'rectangular' },
      subtitle: { fontSize: 18, maxWidth: 300, textColor: '#ffffff', backgroundColor: '#000000', borderWidth: 5, padding: 5, fontFamily: 'Righteous', tailDirection: 'none', bubbleShape: 'rectangular' },
    };
    const story = await createStory(t, owner.token);
    const res = await generate(owner.token, story._id, { maxPanels: 6, generateImages: false, prompt: 'Mira shouts to Tobin across the storm; the narrator tells of the ghost ship as she thinks of home.' });
    const bubbles = res.json.data.scene.panels.flatMap((panel: any) => panel.textBubbles);
    expect(bubbles.length).toBeGreaterThan(0);
    expect(bubbles.some((bubble: any) => bubble.type === 'speech')).toBe(true);
    for (const bubble of bubbles) {
      const expected = { ...SPEC_DEFAULTS, ...PRESETS[bubble.type] };
      if (bubble.type === 'speech') {
        // A speech bubble's tail points from its corner to the middle of the panel; everything else is the default.
        const { tailDirection, ...rest } = bubble.style;
        expect(['bottom-left', 'bottom-right', 'top-left', 'top-right']).toContain(tailDirection);
        const { tailDirection: _default, ...expectedRest } = expected;
        expect(rest).toEqual(expectedRest);
      } else {
        expect(bubble.style).toEqual(expected);
      }
    }
  });

  it('accepts GIF87a and GIF89a uploads only, and refuses SVG with the spec message', async () => {
    const upload = async (bytes: Uint8Array | string, name: string, type: string) => {
      const form = new FormData();
      form.set('image', new Blob([bytes as BlobPart], { type }), name);
      const res = await t.app.request('/api/upload/image', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
      return { status: res.status, json: (await res.json()) as any };
    };
    const gif = (magic: string) => new Uint8Array([...Buffer.from(magic, 'ascii'), 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    for (const magic of ['GIF87a', 'GIF89a']) {
      const res = await upload(gif(magic), 'a.gif', 'image/gif');
      expect(res.status, magic).toBe(201);
      expect(res.json.data.imageUrl).toMatch(/\.gif$/);
    }
    for (const magic of ['GIF8xa', 'GIF', 'GIF90a']) {
      const res = await upload(gif(magic), 'a.gif', 'image/gif');
      expect(res.status, magic).toBe(400);
      expect(res.json.message).toBe('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.');
    }
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'x.svg', 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.json.message).toBe('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.');
  });

  it('asks for a description when regenerating with an empty prompt', async () => {
    const story = await createStory(t, owner.token);
    const scene = (await generate(owner.token, story._id, { generateImages: false })).json.data.scene;
    for (const prompt of ['', '   ', undefined]) {
      const res = await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt, regenerateExisting: true, existingSceneId: scene._id } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Scene description is required for regeneration');
    }
    // A short one still gets the prompt rule, and a new scene without a prompt the usual message.
    const short = await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt: 'short', regenerateExisting: true, existingSceneId: scene._id } });
    expect(short.json.message).toBe('Prompt should be at least 10 characters');
    expect((await t.call('POST', '/api/ai/generate-scene', { token: owner.token, body: { storyId: story._id, prompt: '' } })).json.message).toBe('Scene prompt is required');
  });

  it('shuffles random-images on every anonymous call (not served from the read cache)', async () => {
    const story = await createStory(t, owner.token);
    await generate(owner.token, story._id, { maxPanels: 4, prompt: 'Four ravens circle the abandoned mill at dusk over the cliff road.' });
    const orders = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const res = await t.call('GET', '/api/stories/random-images');
      expect(res.status).toBe(200);
      expect(res.json.data.images.length).toBeGreaterThanOrEqual(4);
      orders.add(JSON.stringify(res.json.data.images));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
