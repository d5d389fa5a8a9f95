// The engine's budget and judgement: database round trips of a 6-panel scene, entities that name existing ones,
// the default story title replaced, and panel alt text.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { entities, panels as panelsTable, stories as storiesTable } from '../../db/schema';
import { createOpenAiTextProvider } from '../../worker/ai/openai';
import { matchEntity, panelAltText } from '../../worker/ai/engine/scenes';
import type { AiProviders } from '../../worker/ai/types';
import { createTestApp, offlineProviders, registerUser, type TestApp } from '../helpers/app';
import { openAiReply, startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai';
import { addEntity, createStory } from '../helpers/stories';

describe('generate-scene within the Workers budget (offline provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('writes 6 panels, new characters and a location and their pictures in a handful of round trips', async () => {
    const owner = await registerUser(t);
    const story = await createStory(t, owner.token, {
      title: 'My New Story',
      description: 'Mira the lighthouse keeper and a ghost ship.',
    });
    // Every round trip on either connection (an execute, a batch, each statement of a transaction).
    const requestsBefore = t.statements.requests;
    const statementsBefore = t.statements.count;
    const res = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Mira the lighthouse keeper spots a ghost ship in the storm near the harbour.',
        generateImages: true,
        maxPanels: 6,
      },
    });
    expect(res.status, res.text).toBe(200);
    const { scene, newCharacters, newLocations } = res.json.data;
    expect(scene.status).toBe('completed');
    expect(scene.panels).toHaveLength(6);
    expect(scene.panels.every((panel: any) => panel.imageUrl?.startsWith('/media/generated/'))).toBe(true);
    expect(newCharacters.length).toBeGreaterThan(0);
    expect(newLocations.length).toBeGreaterThan(0);
    expect(
      [...newCharacters, ...newLocations].every((entity: any) =>
        entity.primaryImageUrl.startsWith('/media/generated/'),
      ),
    ).toBe(true);
    // The session with the story, the read batch, the write batch, the picture results batch and the scene read back.
    expect(t.statements.requests - requestsBefore).toBe(5);
    expect(t.statements.count - statementsBefore).toBeLessThanOrEqual(60);
  });
});

describe('entities and titles with OpenAI writing the scene', () => {
  let openai: FakeOpenAi;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    openai = await startFakeOpenAi();
    const offline = await offlineProviders();
    const ai: AiProviders = {
      ...offline,
      text: createOpenAiTextProvider({ apiKey: 'sk-test', baseURL: openai.baseURL, timeoutMs: 3000, maxRetries: 0 }),
    };
    t = await createTestApp({ ai });
    owner = await registerUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });
  beforeEach(() => openai.reset());

  const entity = (name: string, title = '') => ({
    name,
    title,
    description: `${name} as the story tells.`,
    imagePrompt: `A portrait of ${name}`,
  });
  const panel = (characters: string[], location: string | null, extra: Record<string, unknown> = {}) => ({
    description: 'Mara steers through the fog. The harbour lights fade.',
    imagePrompt: 'A captain at the wheel in fog',
    characters,
    location,
    bubbles: [],
    ...extra,
  });

  it('reads a new entity that names an existing one (by part of the name, by title, any case) as that entity', async () => {
    const story = await createStory(t, owner.token, { title: 'The Fog Run' });
    await addEntity(t, story._id, 'character', 'Captain Mara');
    await addEntity(t, story._id, 'location', 'Old Harbour');
    await t.db.update(entities).set({ title: 'The skipper' }).where(eq(entities.name, 'Captain Mara'));
    openai.respondWith((request) =>
      request.body.response_format.json_schema.name === 'scene'
        ? openAiReply.answer({
            title: 'Into the Fog',
            description: 'Mara takes the boat out.',
            panels: [
              panel(['Captain Mara', 'Mara'], 'the old harbour'),
              panel(['MARA', 'The Skipper', 'Tomas Reed'], 'Harbour'),
              panel(['Tomas'], 'Lighthouse Point'),
            ],
            newCharacters: [
              entity('Mara', 'Boat captain'),
              entity('the skipper'),
              entity('Tomas Reed', 'Deckhand'),
              entity('Tomas'),
            ],
            newLocations: [entity('Harbour'), entity('Lighthouse Point'), entity("Mara's Ship")],
          })
        : openAiReply.answer({ title: 'Unused' }),
    );
    const res = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'Mara takes the boat out into the fog.',
        generateImages: false,
        maxPanels: 3,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.newCharacters.map((row: any) => row.name)).toEqual(['Tomas Reed']);
    // A place named after a character is still a place.
    expect(res.json.data.newLocations.map((row: any) => row.name)).toEqual(['Lighthouse Point', "Mara's Ship"]);
    // The prompt told the model to reuse the story's entities by their exact names.
    const prompt = JSON.stringify(
      openai.requests.find((request) => request.body.response_format.json_schema.name === 'scene')!.body.messages,
    );
    expect(prompt).toContain('Captain Mara');
    expect(prompt).toMatch(/exactly these names/);

    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.json.data.characters.map((row: any) => row.name).sort()).toEqual(['Captain Mara', 'Tomas Reed']);
    expect(read.json.data.locations.map((row: any) => row.name).sort()).toEqual([
      'Lighthouse Point',
      "Mara's Ship",
      'Old Harbour',
    ]);
    const rows = await t.db.select().from(panelsTable).where(eq(panelsTable.sceneId, res.json.data.scene._id));
    expect(rows).toHaveLength(3);
  });

  it('extract-entities also reads a name of an existing entity as that entity', async () => {
    const story = await createStory(t, owner.token, { title: 'Extracted' });
    await addEntity(t, story._id, 'character', 'Captain Mara');
    openai.respondWith(
      openAiReply.answer({
        characters: [entity('Mara'), entity('captain mara'), entity('Tomas Reed'), entity('Tomas')],
        locations: [entity('Lighthouse Point')],
      }),
    );
    const res = await t.call('POST', '/api/ai/extract-entities', {
      token: owner.token,
      body: { storyId: story._id, description: 'Captain Mara and Tomas sail to Lighthouse Point.' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.newCharacters.map((row: any) => row.name)).toEqual(['Tomas Reed']);
    expect(res.json.newLocations.map((row: any) => row.name)).toEqual(['Lighthouse Point']);
  });

  it('replaces the default title of a story from Play with a generated one, and keeps an author’s title', async () => {
    const play = await createStory(t, owner.token, {
      title: 'My New Story',
      description: 'A keeper sees a ghost ship in a storm.',
    });
    const res = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: play._id,
        prompt: 'The keeper sees a ghost ship in the storm.',
        generateImages: false,
        maxPanels: 1,
      },
    });
    expect(res.status, res.text).toBe(200);
    const titled = await t.db.select().from(storiesTable).where(eq(storiesTable.id, play._id)).get();
    expect(titled!.title).toBe('The Lighthouse Keeper');
    const titleCalls = openai.requests.filter((request) => request.body.response_format.json_schema.name === 'title');
    expect(JSON.stringify(titleCalls.at(-1)!.body.messages)).toContain('A keeper sees a ghost ship in a storm.');

    const titleCallsBefore = openai.requests.filter(
      (request) => request.body.response_format.json_schema.name === 'title',
    ).length;
    const named = await createStory(t, owner.token, {
      title: 'Storm Keepers',
      description: 'A keeper sees a ghost ship in a storm.',
    });
    const again = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: named._id,
        prompt: 'The keeper lights the lamp in the storm.',
        generateImages: false,
        maxPanels: 1,
      },
    });
    expect(again.status).toBe(200);
    expect((await t.db.select().from(storiesTable).where(eq(storiesTable.id, named._id)).get())!.title).toBe(
      'Storm Keepers',
    );
    expect(openai.requests.filter((request) => request.body.response_format.json_schema.name === 'title')).toHaveLength(
      titleCallsBefore,
    );
  });

  it('keeps the scene when the title call fails, and the default title until a later scene', async () => {
    const play = await createStory(t, owner.token, {
      title: 'My New Story',
      description: 'Two friends open a bakery.',
    });
    openai.respondWith((request) =>
      request.body.response_format.json_schema.name === 'title'
        ? openAiReply.serverError(500)
        : openAiReply.answer({
            title: 'Opening Day',
            description: 'The bakery opens.',
            panels: [panel([], null)],
            newCharacters: [],
            newLocations: [],
          }),
    );
    const res = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: play._id, prompt: 'The bakery opens its doors at dawn.', generateImages: false, maxPanels: 1 },
    });
    expect(res.status, res.text).toBe(200);
    expect((await t.db.select().from(storiesTable).where(eq(storiesTable.id, play._id)).get())!.title).toBe(
      'My New Story',
    );
  });

  it('stores each panel’s alt text, from the draft or the description’s first sentence, also on regeneration', async () => {
    const story = await createStory(t, owner.token, { title: 'Alt Story' });
    openai.respondWith((request) =>
      request.body.response_format.json_schema.name === 'scene'
        ? openAiReply.answer({
            title: 'Fog',
            description: 'Fog.',
            panels: [
              panel([], null, { altText: 'A captain at the wheel, fog all around.' }),
              panel([], null, { altText: null }),
            ],
            newCharacters: [],
            newLocations: [],
          })
        : openAiReply.answer({ title: 'Unused' }),
    );
    const res = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: { storyId: story._id, prompt: 'A captain steers through fog.', generateImages: false, maxPanels: 2 },
    });
    expect(res.status, res.text).toBe(200);
    const altTexts = async (sceneId: string) =>
      (await t.db.select().from(panelsTable).where(eq(panelsTable.sceneId, sceneId)))
        .sort((a, b) => a.panelNumber - b.panelNumber)
        .map((row) => row.altText);
    expect(await altTexts(res.json.data.scene._id)).toEqual([
      'A captain at the wheel, fog all around.',
      'Mara steers through the fog.',
    ]);
    const regenerated = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: story._id,
        prompt: 'A captain steers through thicker fog.',
        generateImages: false,
        maxPanels: 2,
        regenerateExisting: true,
        existingSceneId: res.json.data.scene._id,
      },
    });
    expect(regenerated.status, regenerated.text).toBe(200);
    expect(await altTexts(res.json.data.scene._id)).toEqual([
      'A captain at the wheel, fog all around.',
      'Mara steers through the fog.',
    ]);
  });
});

describe('matchEntity', () => {
  const rows = [
    { name: 'Captain Mara', title: 'The skipper' },
    { name: 'Mira Vale', title: 'Lighthouse keeper' },
  ];
  it('matches by name, title and whole-word parts, never by a stray word', () => {
    expect(matchEntity('mara', rows)?.name).toBe('Captain Mara');
    expect(matchEntity('Captain  MARA', rows)?.name).toBe('Captain Mara');
    expect(matchEntity('the lighthouse keeper', rows)?.name).toBe('Mira Vale');
    expect(matchEntity('Vale', rows)?.name).toBe('Mira Vale');
    expect(matchEntity('Marathon', rows)).toBeUndefined();
    expect(matchEntity('The', rows)).toBeUndefined();
    expect(matchEntity('Keeper', rows)).toBeUndefined();
  });
  it('falls back to the description’s first sentence for alt text', () => {
    expect(panelAltText({ description: 'She runs. The door slams.', altText: null })).toBe('She runs.');
    expect(panelAltText({ description: 'No full stop here', altText: '  ' })).toBe('No full stop here');
  });
});
