// The AI text helpers through the real HTTP app with the offline provider: suggestions, improved text, titles and
// characters and locations from descriptions.
import { describe, expect, it } from 'vitest';
import { generate, other, owner, t, useAiSuite } from '../helpers/ai-suite';
import { createStory } from '../helpers/stories';

useAiSuite();

describe('text helpers', () => {
  it('suggests next scenes, story seeds and openings', async () => {
    const story = await createStory(t, owner.token);
    const fresh = await t.call('POST', '/api/ai/scene-suggestions', {
      token: owner.token,
      body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'continuation' },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json.isNewStory).toBe(true);
    expect(fresh.json.suggestions).toHaveLength(4);
    await generate(owner.token, story._id, { generateImages: false });
    const next = await t.call('POST', '/api/ai/scene-suggestions', {
      token: owner.token,
      body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'continuation' },
    });
    expect(next.json.isNewStory).toBe(false);
    const seeds = await t.call('POST', '/api/ai/scene-suggestions', {
      token: owner.token,
      body: { storyId: story._id, maxSuggestions: 5, suggestionType: 'storySeeds', timestamp: Date.now() },
    });
    expect(seeds.json.suggestions).toHaveLength(5);
    for (const suggestion of seeds.json.suggestions) expect(suggestion.text.length).toBeGreaterThan(10);
    expect(new Set(seeds.json.suggestions.map((s: any) => s.text)).size).toBe(5);
    expect(
      (await t.call('POST', '/api/ai/scene-suggestions', { token: other.token, body: { storyId: story._id } })).status,
    ).toBe(403);
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
    const res = await t.call('POST', '/api/ai/improve-text', {
      token: owner.token,
      body: { text, context: { storyId: undefined } },
    });
    expect(res.status).toBe(200);
    expect(res.json.improvedText).not.toBe(text);
    expect(res.json.improvedText.length).toBeLessThanOrEqual(1000);
    expect((await t.call('POST', '/api/ai/improve-text', { body: { text } })).status).toBe(401);
    const title = await t.call('POST', '/api/ai/generate-title', { token: owner.token, body: { description: text } });
    expect(title.status).toBe(200);
    expect(title.json.title.split(/\s+/).length).toBeLessThanOrEqual(8);
  });

  it('fills characters and locations from descriptions and extracts them within the limits', async () => {
    const short = await t.call('POST', '/api/ai/generate-character-from-description', {
      token: owner.token,
      body: { description: 'old' },
    });
    expect(short.json.message).toBe('Description must be at least 5 characters');
    const empty = await t.call('POST', '/api/ai/generate-location-from-description', {
      token: owner.token,
      body: { description: '' },
    });
    expect(empty.json.message).toBe('Please enter a location description');
    const filled = await t.call('POST', '/api/ai/generate-character-from-description', {
      token: owner.token,
      body: { description: 'an old fisherman with a wooden leg', context: 'pirate tale' },
    });
    expect(filled.status).toBe(200);
    expect(filled.json.data).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      imagePrompt: expect.any(String),
    });
    expect(filled.json.data.description.length).toBeGreaterThanOrEqual(10);

    const story = await createStory(t, owner.token);
    const none = await t.call('POST', '/api/ai/extract-entities', {
      token: owner.token,
      body: { storyId: story._id, description: ' ' },
    });
    expect(none.json.message).toBe('Please provide a story description to generate characters and locations');
    const description =
      'Mira, a young lighthouse keeper, and her friend Tobin the fisherman meet Captain Rook, Old Nan, Professor Quill, Sergeant Vale, ' +
      'Lady Ash, Brother Finch and the twins Pip and Posy at the harbour, the lighthouse, the sunken chapel, the market square, ' +
      'the smugglers cave, the old mill and the cliff road.';
    const res = await t.call('POST', '/api/ai/extract-entities', {
      token: owner.token,
      body: { storyId: story._id, description },
    });
    expect(res.status).toBe(200);
    expect(res.json.newCharacters.length).toBeGreaterThan(0);
    expect(res.json.newCharacters.length).toBeLessThanOrEqual(8);
    expect(res.json.newLocations.length).toBeLessThanOrEqual(6);
    // Offline pictures are ready at once.
    for (const entity of [...res.json.newCharacters, ...res.json.newLocations])
      expect(entity.primaryImageUrl).toMatch(/^\/media\/generated\//);
    const again = await t.call('POST', '/api/ai/extract-entities', {
      token: owner.token,
      body: { storyId: story._id, description },
    });
    const names = [...res.json.newCharacters, ...again.json.newCharacters].map((c: any) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const all = await t.call('GET', `/api/stories/${story._id}/characters`);
    expect(all.json.data.length).toBeLessThanOrEqual(8);
    expect(
      (
        await t.call('POST', '/api/ai/extract-entities', {
          token: other.token,
          body: { storyId: story._id, description },
        })
      ).status,
    ).toBe(403);
  });
});

describe('offline calls: the remaining answers and messages', () => {
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
    expect((await t.call('POST', '/api/ai/generate-title', { body: { description: 'A dragon egg' } })).status).toBe(
      401,
    );
  });

  it('suggests opening scenes and refuses an unknown suggestion type', async () => {
    const story = await createStory(t, owner.token);
    await generate(owner.token, story._id, { generateImages: false });
    const openings = await t.call('POST', '/api/ai/scene-suggestions', {
      token: owner.token,
      body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'openingScenes' },
    });
    expect(openings.status).toBe(200);
    expect(openings.json.isNewStory).toBe(false);
    expect(openings.json.suggestions).toHaveLength(4);
    for (const suggestion of openings.json.suggestions) expect(suggestion.text.trim().length).toBeGreaterThan(10);
    const continuation = await t.call('POST', '/api/ai/scene-suggestions', {
      token: owner.token,
      body: { storyId: story._id, maxSuggestions: 4, suggestionType: 'continuation' },
    });
    expect(openings.json.suggestions.map((s: any) => s.text)).not.toEqual(
      continuation.json.suggestions.map((s: any) => s.text),
    );
    const bad = await t.call('POST', '/api/ai/scene-suggestions', {
      token: owner.token,
      body: { storyId: story._id, suggestionType: 'sequels' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('suggestionType must be continuation, storySeeds or openingScenes');
  });
});
