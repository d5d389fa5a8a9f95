// Characters and locations through the real HTTP app with the offline provider: validation, create, update, delete,
// pictures from scenes and the per-story limits under concurrency. What needs no status or path calls the procedures.
import { describe, expect, it } from 'vitest';
import { admin, generate, media, other, owner, t, useAiSuite } from '../helpers/ai-suite';
import { pngSize } from '../helpers/png';
import { callerFor } from '../helpers/caller';
import { createStory } from '../helpers/stories';

useAiSuite();

describe('characters and locations', () => {
  const character = {
    name: 'Captain Rook',
    title: 'the smuggler',
    description: 'A wiry smuggler with a scarred grin.',
    imagePrompt: 'wiry smuggler with a scarred grin',
  };

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
    expect(
      (await t.call('POST', '/api/characters', { token: other.token, body: { ...character, storyId: story._id } }))
        .status,
    ).toBe(403);
    const created = await t.call('POST', '/api/characters', {
      token: owner.token,
      body: { ...character, storyId: story._id },
    });
    expect(created.status).toBe(201);
    const id = created.json.data._id;
    expect(created.json.data).toMatchObject({ name: 'Captain Rook', firstAppearance: 1, primaryImageUrl: '' });
    expect(
      (await t.call('POST', '/api/characters', { token: owner.token, body: { ...character, storyId: story._id } }))
        .status,
    ).toBe(409);

    expect((await t.call('PUT', `/api/characters/${id}`, { token: other.token, body: { title: 'x' } })).status).toBe(
      403,
    );
    const updated = await t.call('PUT', `/api/characters/${id}`, {
      token: admin.token,
      body: { title: 'the reformed smuggler' },
    });
    expect(updated.json.data.title).toBe('the reformed smuggler');
    expect((await t.call('PUT', `/api/locations/${id}`, { token: owner.token, body: { title: 'x' } })).status).toBe(
      404,
    );

    // A scene with Captain Rook in it keeps him.
    const scene = await generate(owner.token, story._id, {
      prompt: 'Captain Rook sneaks aboard the ghost ship at midnight',
      generateImages: false,
    });
    expect(scene.status).toBe(200);
    const refused = await t.call('DELETE', `/api/characters/${id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Captain Rook appears in scene 1');
    await t.call('DELETE', `/api/scenes/${scene.json.data.scene._id}`, { token: owner.token });
    expect((await t.call('DELETE', `/api/characters/${id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/characters/${id}`, { token: owner.token })).json).toEqual({
      success: true,
      message: 'Character deleted successfully',
    });
    expect(
      (await t.call('GET', `/api/stories/${story._id}/characters`)).json.data.map((c: any) => c.name),
    ).not.toContain('Captain Rook');
  });
});

describe('characters and locations: updates, locations, pictures from scenes', () => {
  const location = {
    name: 'Salt Harbour',
    title: 'the old port',
    description: 'A crooked harbour of tarred piers and gulls.',
    imagePrompt: 'crooked harbour with tarred piers and gulls',
  };

  it('keeps the stored title when a PUT leaves it out (characters and locations)', async () => {
    const story = await createStory(t, owner.token);
    const api = callerFor(t, owner.token);
    for (const [kind, body] of [
      [
        'characters',
        {
          name: 'Old Nan',
          title: 'the net mender',
          description: 'A tiny woman who mends nets.',
          imagePrompt: 'tiny old woman mending fishing nets',
        },
      ],
      ['locations', location],
    ] as const) {
      const created = await api[kind].create({ ...body, storyId: story._id });
      expect(created.success).toBe(true);
      const id = created.data._id;
      const updated = await api[kind].update({ id, description: 'A new description of at least ten characters.' });
      expect(updated.data).toMatchObject({
        title: body.title,
        description: 'A new description of at least ten characters.',
        name: body.name,
      });
      const read = await api.stories[kind]({ id: story._id });
      expect(read.data.find((entity) => entity._id === id)!.title).toBe(body.title);
      // An explicit empty title still clears it.
      expect((await api[kind].update({ id, title: '' })).data.title).toBe('');
    }
  });

  it('creates, updates and deletes a location; refuses deleting one a scene shows (409)', async () => {
    const story = await createStory(t, owner.token);
    expect(
      (await t.call('POST', '/api/locations', { token: other.token, body: { ...location, storyId: story._id } }))
        .status,
    ).toBe(403);
    const created = await t.call('POST', '/api/locations', {
      token: owner.token,
      body: { ...location, storyId: story._id },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      success: true,
      message: 'Location created successfully',
      data: { name: 'Salt Harbour', title: 'the old port' },
    });
    const id = created.json.data._id;
    expect(
      (
        await t.call('POST', '/api/locations', {
          token: owner.token,
          body: { ...location, name: 'salt harbour', storyId: story._id },
        })
      ).status,
    ).toBe(409);
    const updated = await t.call('PUT', `/api/locations/${id}`, {
      token: owner.token,
      body: { name: 'Salt Harbour Quay', imagePrompt: 'a quay of tarred piers at dusk' },
    });
    expect(updated.json.data).toMatchObject({
      name: 'Salt Harbour Quay',
      imagePrompt: 'a quay of tarred piers at dusk',
      title: 'the old port',
    });
    expect((await t.call('PUT', `/api/characters/${id}`, { token: owner.token, body: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/locations/${id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/locations/${id}`, { token: owner.token })).json).toEqual({
      success: true,
      message: 'Location deleted successfully',
    });
    expect((await t.call('GET', `/api/stories/${story._id}/locations`)).json.data).toHaveLength(0);

    // A location a scene shows stays.
    const scene = await generate(owner.token, story._id, { generateImages: false });
    const shown = scene.json.data.newLocations[0];
    expect(shown).toBeDefined();
    const refused = await t.call('DELETE', `/api/locations/${shown._id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(`${shown.name} appears in scene 1 and cannot be deleted`);
    expect((await t.call('GET', `/api/stories/${story._id}/locations`)).json.data.map((l: any) => l._id)).toContain(
      shown._id,
    );
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
    for (const entity of [...read.json.data.characters, ...read.json.data.locations])
      expect(entity.primaryImageUrl).toMatch(/^\/media\/generated\//);
    // Without pictures asked for, none are drawn.
    const plain = await createStory(t, owner.token);
    const textOnly = await generate(owner.token, plain._id, { generateImages: false });
    for (const entity of [...textOnly.json.data.newCharacters, ...textOnly.json.data.newLocations])
      expect(entity.primaryImageUrl).toBe('');
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
      body: {
        ...location,
        name: 'Pip',
        storyId: story._id,
        primaryImageUrl: 'https://replicate.delivery/pbxt/abc/out.png',
      },
    });
    expect(created.status).toBe(400);
    expect(created.json.message).toBe(message);
    const ok = await t.call('PUT', `/api/scenes/${scene._id}/panels/1`, {
      token: owner.token,
      body: { imageUrl: '/media/uploads/x.png', videoUrl: null },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.imageUrl).toBe('/media/uploads/x.png');
  });

  it('never lets concurrent extractions and scenes pass 8 characters, 6 locations or repeat a name', async () => {
    const story = await createStory(t, owner.token);
    const description =
      'Mira, Tobin, Captain Rook, Old Nan, Professor Quill, Sergeant Vale, Lady Ash, Brother Finch, Pip and Posy meet at the harbour, ' +
      'the lighthouse, the sunken chapel, the market square, the smugglers cave, the old mill and the cliff road.';
    const api = callerFor(t, owner.token);
    const extract = () => api.ai.extractEntities({ storyId: story._id, description });
    const scene = (prompt: string) =>
      api.ai
        .generateScene({ storyId: story._id, generateImages: false, prompt })
        .then((result) => ({ success: result.success, ...result.data }));
    const results = await Promise.all([
      extract(),
      extract(),
      scene('Mira and Captain Rook argue in the lighthouse while Tobin waits at the harbour.'),
      extract(),
      scene('Old Nan and Lady Ash whisper in the sunken chapel about Professor Quill.'),
    ]);
    expect(results.map((result) => result.success)).toEqual([true, true, true, true, true]);
    const characters = (await api.stories.characters({ id: story._id })).data;
    const locations = (await api.stories.locations({ id: story._id })).data;
    expect(characters.length).toBeGreaterThan(0);
    expect(characters.length).toBeLessThanOrEqual(8);
    expect(locations.length).toBeLessThanOrEqual(6);
    const names = [...characters, ...locations].map((entity) => entity.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    // What each call says it added is what was stored.
    const reported = results.flatMap((result) => [...result.newCharacters, ...result.newLocations]);
    expect(reported.map((entity) => entity._id).sort()).toEqual(
      [...characters, ...locations].map((entity) => entity._id).sort(),
    );
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
    expect(
      (
        await t.call('POST', '/api/ai/generate-location-from-description', {
          body: { description: 'a crumbling lighthouse' },
        })
      ).status,
    ).toBe(401);
  });
});
