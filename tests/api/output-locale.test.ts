// The language of a story's outputs: the author's saved interface language, else the story's own language,
// else English; one `outputLocale` field on the story answer (nothing else of the author's account), and the share card
// drawn with its byline in that language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { createStory } from '../helpers/stories';
import { cardKey, cardSvg, cardWords } from '../../worker/web/og-card';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publish = (id: string, token: string) =>
  t.call('PUT', `/api/stories/${id}`, { token, body: { status: 'published' } });

describe('outputLocale on the story answer', () => {
  it("is the author's saved language for every viewer, whatever the viewer reads in", async () => {
    const author = await registerUser(t, { firstName: 'Aoi', lastName: 'Sato' });
    await t.call('PUT', '/api/auth/profile', { token: author.token, body: { locale: 'ja' } });
    const story = await createStory(t, author.token, { title: 'Night Market', description: 'A walk' });
    expect((await publish(story._id, author.token)).status).toBe(200);
    const viewer = await registerUser(t);
    await t.call('PUT', '/api/auth/profile', { token: viewer.token, body: { locale: 'es' } });
    for (const token of [undefined, viewer.token, author.token]) {
      const read = await t.call('GET', `/api/stories/${story._id}`, {
        token,
        headers: { 'accept-language': 'es', cookie: 'lang=es' },
      });
      expect(read.status).toBe(200);
      expect(read.json.data.outputLocale).toBe('ja');
      // Only the language: the author's account is not on the answer.
      expect(JSON.stringify(read.json.data)).not.toContain(author.email);
      expect(read.json.data.userId).not.toHaveProperty('locale');
    }
  });

  it("is the story's language when the author chose none, and English for a script the interface does not have", async () => {
    const author = await registerUser(t);
    const cases: [string, string][] = [
      ['東京の夜の猫たち', 'ja'],
      ['夜市里的猫', 'zh-CN'],
      ['القطط في السوق الليلي', 'ar'],
      ['Ночной рынок', 'en'],
      ['Night Market', 'en'],
    ];
    for (const [title, locale] of cases) {
      const story = await createStory(t, author.token, { title, description: '' });
      const read = await t.call('GET', `/api/stories/${story._id}`, { token: author.token });
      expect(read.json.data.outputLocale, title).toBe(locale);
    }
  });
});

describe("og.png in the author's language", () => {
  it("composes the byline in the author's language and draws (and keeps) that card", async () => {
    const author = await registerUser(t, { firstName: 'Aoi', lastName: 'Sato' });
    await t.call('PUT', '/api/auth/profile', { token: author.token, body: { locale: 'ja' } });
    const story = await createStory(t, author.token, { title: 'Night Market' });
    await publish(story._id, author.token);
    const response = await t.app.request(`/api/stories/${story._id}/og.png`, { headers: { cookie: 'lang=es' } });
    expect(response.status).toBe(200);
    // The stored card is the Japanese one: its key is made from the words drawn.
    const japanese = { id: story._id, title: 'Night Market', author: 'Aoi Sato', cover: null, locale: 'ja' as const };
    expect(await t.media.get(await cardKey(japanese))).toBeTruthy();
    expect(await t.media.get(await cardKey({ ...japanese, locale: 'en' }))).toBeFalsy();
    expect(cardWords(japanese).byline).toBe('作：Aoi Sato');
    expect(cardSvg(japanese, null)).toContain('作：Aoi Sato');
    expect(cardSvg({ ...japanese, locale: 'ar' }, null)).toContain('بقلم Aoi Sato');
    expect(cardSvg({ ...japanese, locale: undefined }, null)).toContain('by Aoi Sato');
    expect(cardWords({ ...japanese, title: ' ', locale: 'es' }).title).toBe('Historia sin título');
  });
});
