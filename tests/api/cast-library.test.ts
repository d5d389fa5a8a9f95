// The cast library: an author's characters and locations across their stories, brought into another story with their
// words and reference picture, so its scenes draw them from the same reference; never another author's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { addEntity, createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { readCacheTtlMs: 0 } });
  owner = await registerUser(t);
  other = await registerUser(t);
});
afterAll(() => t.close());

describe('GET /api/characters and /api/locations', () => {
  it("lists the caller's own in every story, with the story each comes from, searchable; nobody else's", async () => {
    const first = await createStory(t, owner.token, { title: 'Harbor Tales' });
    const draft = await createStory(t, owner.token, { title: '灯台の夜' }, { draft: true });
    await addEntity(t, first._id, 'character', 'Captain Mara');
    await addEntity(t, draft._id, 'character', '灯台守の娘');
    await addEntity(t, draft._id, 'location', 'Lighthouse');
    const theirs = await createStory(t, other.token, { title: 'Not Yours' });
    await addEntity(t, theirs._id, 'character', 'Stranger');

    const mine = await t.call('GET', '/api/characters', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.json.data.map((c: any) => [c.name, c.story.title]).sort()).toEqual([
      ['Captain Mara', 'Harbor Tales'],
      ['灯台守の娘', '灯台の夜'],
    ]);
    expect(mine.json.data[0]).toMatchObject({
      description: expect.any(String),
      primaryImageUrl: expect.stringMatching(/^\/media\//),
      originId: null,
    });
    expect(JSON.stringify(mine.json)).not.toContain('Stranger');
    expect((await t.call('GET', '/api/locations', { token: owner.token })).json.data.map((l: any) => l.name)).toEqual([
      'Lighthouse',
    ]);
    expect(
      (await t.call('GET', '/api/characters?q=灯台', { token: owner.token })).json.data.map((c: any) => c.name),
    ).toEqual(['灯台守の娘']);
    expect(
      (await t.call('GET', '/api/characters?q=captain%20MARA', { token: owner.token })).json.data.map(
        (c: any) => c.name,
      ),
    ).toEqual(['Captain Mara']);
    expect((await t.call('GET', '/api/characters?q=nobody', { token: owner.token })).json.data).toEqual([]);
    const theirList = await t.call('GET', '/api/characters', { token: other.token });
    expect(theirList.json.data.map((c: any) => c.name)).toEqual(['Stranger']);
    expect((await t.call('GET', '/api/characters')).status).toBe(401);
    expect(
      (await t.call('GET', '/trpc/characters.library', { token: owner.token })).json.result.data.data,
    ).toHaveLength(2);
  });
});

describe('POST /api/stories/:id/characters and /locations with a source', () => {
  it('brings one in with its name, description and reference picture; scenes there draw it from that reference', async () => {
    const origin = await createStory(t, owner.token, { title: 'Origin' });
    const created = await t.call('POST', '/api/characters', {
      token: owner.token,
      body: {
        storyId: origin._id,
        name: 'Old Bram',
        description: 'Old, white beard, eye patch, a long grey coat',
        imagePrompt: 'an old sailor with a white beard and an eye patch',
      },
    });
    const bram = created.json.data;
    const drawn = await t.call('POST', '/api/ai/generate-character-image', {
      token: owner.token,
      body: { characterId: bram._id },
    });
    expect(drawn.status).toBe(200);
    const reference = drawn.json.imageUrl as string;
    const next = await createStory(t, owner.token, { title: 'Sequel' }, { draft: true });

    const brought = await t.call('POST', `/api/stories/${next._id}/characters`, {
      token: owner.token,
      body: { fromCharacterId: bram._id },
    });
    expect(brought.status).toBe(201);
    expect(brought.json.data).toMatchObject({
      name: 'Old Bram',
      description: 'Old, white beard, eye patch, a long grey coat',
      imagePrompt: bram.imagePrompt,
      primaryImageUrl: reference,
    });
    expect(brought.json.data._id).not.toBe(bram._id);
    const listed = (await t.call('GET', '/api/characters?q=bram', { token: owner.token })).json.data;
    expect(listed.find((c: any) => c.story._id === next._id)).toMatchObject({ originId: bram._id });
    // Twice is a 409 (the story has one of that name), changing nothing.
    const again = await t.call('POST', `/api/stories/${next._id}/characters`, {
      token: owner.token,
      body: { fromCharacterId: bram._id },
    });
    expect([again.status, again.json.message]).toEqual([
      409,
      'A character named Old Bram already exists in this story',
    ]);

    // A scene of the new story that shows Bram is drawn with his picture as its reference.
    const scene = await t.call('POST', '/api/ai/generate-scene', {
      token: owner.token,
      body: {
        storyId: next._id,
        prompt: 'Old Bram rows out into the fog and finds a lantern',
        generateImages: true,
        maxPanels: 1,
      },
    });
    expect(scene.status).toBe(200);
    expect(scene.json.data.newCharacters.map((c: any) => c.name)).not.toContain('Old Bram');
    const characters = (await t.call('GET', `/api/stories/${next._id}/characters`, { token: owner.token })).json.data;
    expect(characters.filter((c: any) => c.name === 'Old Bram')).toHaveLength(1);
    expect(characters.find((c: any) => c.name === 'Old Bram')).toMatchObject({
      usedInScenes: [1],
      primaryImageUrl: reference,
    });
    const job = await t.client.execute({
      sql: "select request from generation_jobs where story_id = ? and kind = 'panel'",
      args: [next._id],
    });
    // Every picture that shows him is drawn with his reference picture, by name, and his words in its prompt.
    const requests = job.rows
      .map((row) => JSON.parse(String(row.request)))
      .filter((request) => request.characters.includes('Old Bram'));
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.referenceUrls[request.referenceNames.indexOf('Old Bram')]).toBe(reference);
      expect(request.prompt).toContain('Old Bram (Old, white beard, eye patch, a long grey coat)');
    }

    // The origin story's deletion keeps the picture the sequel still uses.
    expect((await t.call('DELETE', `/api/stories/${origin._id}`, { token: owner.token })).status).toBe(200);
    expect((await t.app.request(reference)).status).toBe(200);
  });

  it("refuses another author's cast (404) and another author's story (403/404); limits per story hold", async () => {
    const mine = await createStory(t, owner.token, { title: 'Mine' });
    const theirs = await createStory(t, other.token, { title: 'Theirs' });
    const theirDraft = await createStory(t, other.token, { title: 'Their draft' }, { draft: true });
    const stranger = await addEntity(t, theirs._id, 'character', 'Stranger');
    const myHero = await addEntity(t, mine._id, 'character', 'Hero');
    const myPlace = await addEntity(t, mine._id, 'location', 'Cove');

    const stolen = await t.call('POST', `/api/stories/${mine._id}/characters`, {
      token: owner.token,
      body: { fromCharacterId: stranger },
    });
    expect([stolen.status, stolen.json.message]).toEqual([404, 'Character not found']);
    expect(
      (
        await t.call('POST', `/api/stories/${theirs._id}/characters`, {
          token: other.token,
          body: { fromCharacterId: myHero },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/api/stories/${theirs._id}/characters`, {
          token: owner.token,
          body: { fromCharacterId: myHero },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', `/api/stories/${theirDraft._id}/characters`, {
          token: owner.token,
          body: { fromCharacterId: myHero },
        })
      ).status,
    ).toBe(404);
    // A location is no character, and the other way round.
    expect(
      (
        await t.call('POST', `/api/stories/${theirs._id}/characters`, {
          token: other.token,
          body: { fromCharacterId: myPlace },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/api/stories/${mine._id}/locations`, {
          token: owner.token,
          body: { fromLocationId: myHero },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/stories/${mine._id}/characters`, { body: { fromCharacterId: myHero } })).status,
    ).toBe(401);
    const bad = await t.call('POST', `/api/stories/${mine._id}/characters`, {
      token: owner.token,
      body: { fromCharacterId: '' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await t.call('GET', `/api/stories/${theirs._id}/characters`, { token: other.token })).json.data.map(
        (c: any) => c.name,
      ),
    ).toEqual(['Stranger']);

    const full = await createStory(t, owner.token, { title: 'Full house' }, { draft: true });
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) await addEntity(t, full._id, 'location', `Place ${name}`);
    const seventh = await t.call('POST', `/api/stories/${full._id}/locations`, {
      token: owner.token,
      body: { fromLocationId: myPlace },
    });
    expect([seventh.status, seventh.json.message]).toEqual([400, 'A story holds at most 6 locations']);
    // Made by hand, the same limits and messages as the AI's drafts and the library: the ninth character, the seventh place.
    const manual = await t.call('POST', '/api/locations', {
      token: owner.token,
      body: {
        storyId: full._id,
        name: 'مكتبة الميناء',
        description: 'A seventh place the story has no room for',
        imagePrompt: 'a harbour library at night',
      },
    });
    expect([manual.status, manual.json.message]).toEqual([400, 'A story holds at most 6 locations']);
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) await addEntity(t, full._id, 'character', `Sailor ${name}`);
    const eighth = await t.call('POST', '/api/characters', {
      token: owner.token,
      body: {
        storyId: full._id,
        name: 'राधा 🌊',
        description: 'The eighth sailor, who still fits',
        imagePrompt: 'a young sailor with a blue scarf',
      },
    });
    expect([eighth.status, eighth.json.data?.name]).toEqual([201, 'राधा 🌊']);
    const ninth = await t.call('POST', '/trpc/characters.create', {
      token: owner.token,
      body: {
        storyId: full._id,
        name: 'ช่างไฟ',
        description: 'A ninth sailor the story has no room for',
        imagePrompt: 'a lamplighter on the pier',
      },
    });
    expect([ninth.status, ninth.json.error?.message]).toEqual([400, 'A story holds at most 8 characters']);
    const kept = (await t.call('GET', `/api/stories/${full._id}/characters`, { token: owner.token })).json.data.map(
      (c: any) => c.name,
    );
    expect([kept.length, kept.includes('ช่างไฟ')]).toEqual([8, false]);
    // A name the story has is still a 409 while there is room.
    const twice = await t.call('POST', '/api/locations', {
      token: owner.token,
      body: {
        storyId: mine._id,
        name: 'cove',
        description: 'The same cove, written again',
        imagePrompt: 'a small cove at dawn',
      },
    });
    expect([twice.status, twice.json.message]).toEqual([409, 'A location named cove already exists in this story']);
    const room = await createStory(t, owner.token, { title: 'Room' }, { draft: true });
    const place = await t.call('POST', `/api/stories/${room._id}/locations`, {
      token: owner.token,
      body: { fromLocationId: myPlace },
    });
    expect([place.status, place.json.data.name]).toEqual([201, 'Cove']);
  });
});
