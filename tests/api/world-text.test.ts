// Text in every script through the real app: stories, names, tags and bubbles go in and come back whole,
// the server's limits agree with the client's count, and the server-drawn page and link preview keep the words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitEdit } from '../../src/lib/char-limit';
import { graphemeCount, sliceGraphemes } from '../../src/shared/text';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { addScene, bubble, createStory } from '../helpers/stories';
import { SCRIPTS } from '../helpers/scripts';

let t: TestApp;
let author: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  author = await registerUser(t, { firstName: '太郎', lastName: '山田' });
});
afterAll(() => t.close());

const ASTRONAUT = '👩‍🚀';

describe('a story in every script goes in and comes back whole', () => {
  for (const [script, { title, description, tag }] of Object.entries(SCRIPTS)) {
    it(`${script}: title, description and tag`, async () => {
      const created = await t.call('POST', '/api/stories', {
        token: author.token,
        body: { title, description, tags: [tag] },
      });
      expect(created.status).toBe(201);
      const read = await t.call('GET', `/api/stories/${created.json.data._id}`, { token: author.token });
      expect(read.status).toBe(200);
      expect(read.json.data).toMatchObject({ title, description, tags: [tag] });
      expect(read.json.data.userId).toMatchObject({ firstName: '太郎', lastName: '山田' });
    });
  }

  it("keeps bubble text of 500 characters in any script, and refuses 501 with the spec's message", async () => {
    const story = await createStory(t, author.token, { title: SCRIPTS.thai.title });
    const scene = await addScene(t, story._id, 1, 'ฉากแรก');
    const texts = Object.values(SCRIPTS).map(({ description }) => description);
    const long = ASTRONAUT.repeat(500);
    const ok = await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, {
      token: author.token,
      body: { textBubbles: [...texts, long].map((text) => bubble(text)) },
    });
    expect(ok.status).toBe(200);
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: author.token });
    const panel = read.json.data.scenes[0].panels[0];
    expect(panel.textBubbles.map((b: { text: string }) => b.text)).toEqual([...texts, long]);
    const over = await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, {
      token: author.token,
      body: { textBubbles: [bubble(`${long}🚀`)] },
    });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe('Bubble text must be at most 500 characters');
  });
});

describe('the server counts as the client does', () => {
  // Each limit the client enforces, at its edge, in a script whose characters are several UTF-16 units each.
  const edges: {
    label: string;
    max: number;
    message: string;
    send: (text: string) => Promise<{ status: number; json: any }>;
  }[] = [
    {
      label: 'story title',
      max: 200,
      message: 'Title must be at most 200 characters',
      send: async (title) => t.call('POST', '/api/stories', { token: author.token, body: { title } }),
    },
    {
      label: 'story description',
      max: 1000,
      message: 'Description must be at most 1000 characters',
      send: async (description) => t.call('POST', '/api/stories', { token: author.token, body: { description } }),
    },
    {
      label: 'first name',
      max: 50,
      message: 'Name must be at most 50 characters',
      send: async (firstName) => t.call('PUT', '/api/auth/profile', { token: author.token, body: { firstName } }),
    },
    {
      label: 'tag',
      max: 50,
      message: 'Each tag must be at most 50 characters',
      send: async (tag) => t.call('POST', '/api/stories', { token: author.token, body: { tags: [tag] } }),
    },
  ];

  for (const { label, max, message, send } of edges) {
    it(`${label}: what the field lets through the server takes; one more is refused with the spec's message`, async () => {
      for (const unit of [ASTRONAUT, 'स्त्री', 'ดี', '🇯🇵', 'e\u0323\u0302']) {
        // What a user's paste leaves in the field (src/lib/char-limit.ts), as the counter shows it.
        const typed = limitEdit('', unit.repeat(max + 5), max, true);
        expect(graphemeCount(typed)).toBe(max);
        expect(typed.length).toBeGreaterThan(max);
        const ok = await send(typed);
        expect(ok.status, `${label} of ${max} × ${unit}`).toBeLessThan(300);
        const over = await send(typed + unit);
        expect(over.status).toBe(400);
        expect(over.json.message).toBe(message);
      }
    });
  }

  it('takes 11 astronauts as a name (the old count made them 55) and a 60-letter Hindi title', async () => {
    const profile = await t.call('PUT', '/api/auth/profile', {
      token: author.token,
      body: { firstName: ASTRONAUT.repeat(11), lastName: '' },
    });
    expect(profile.status).toBe(200);
    expect(profile.json.user.firstName).toBe(ASTRONAUT.repeat(11));
    const hindi = 'स्त्री'.repeat(60);
    const story = await t.call('POST', '/api/stories', { token: author.token, body: { title: hindi } });
    expect(story.status).toBe(201);
    expect(story.json.data.title).toBe(hindi);
    const renamed = await t.call('PUT', `/api/stories/${story.json.data._id}`, {
      token: author.token,
      body: { title: `${hindi}!` },
    });
    expect(renamed.status).toBe(200);
    await t.call('PUT', '/api/auth/profile', { token: author.token, body: { firstName: '太郎', lastName: '山田' } });
  });
});

describe('tags are one tag whatever the Unicode form', () => {
  it('splits a tag typed as a list at the comma of its script (、 ، ，), on create and on update', async () => {
    const tagger = await registerUser(t, { firstName: 'Hana' });
    const story = await createStory(t, tagger.token, { title: 'List', tags: ['猫、冒険'] });
    expect(story.tags).toEqual(['猫', '冒険']);
    const updated = await t.call('PUT', `/api/stories/${story._id}`, {
      token: tagger.token,
      body: { tags: ['قطة، مغامرة', '夜，星'] },
    });
    expect(updated.status).toBe(200);
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: tagger.token });
    expect(read.json.data.tags).toEqual(['قطة', 'مغامرة', '夜', '星']);
  });

  it('stores NFC, counts composed and decomposed together and finds either spelling', async () => {
    const tagger = await registerUser(t, { firstName: 'Chloé' });
    const composed = 'Crème brûlée';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const one = await createStory(t, tagger.token, { title: 'Un', tags: [decomposed, composed] });
    expect(one.tags).toEqual([composed]);
    await createStory(t, tagger.token, { title: 'Deux', tags: [decomposed] });
    const tags = await t.call('GET', '/api/stories/tags');
    expect(tags.json.data.filter((row: { tag: string }) => row.tag.normalize('NFC') === composed)).toEqual([
      { tag: composed, count: 2 },
    ]);
    for (const spelling of [composed, decomposed]) {
      const feed = await t.call('GET', `/api/stories?tag=${encodeURIComponent(spelling)}`);
      expect(feed.json.data.stories.map((s: { title: string }) => s.title).sort()).toEqual(['Deux', 'Un']);
    }
  });
});

/** A page as the server draws it: its title, description, head and #root, the text of each as it reads. */
async function drawnPage(path: string) {
  const { status, text } = await t.call('GET', path);
  expect(status, path).toBe(200);
  const unescape = (html: string) =>
    html
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(text)![1]!),
    description: unescape(/<meta name="description" content="([^"]*)"/.exec(text)![1]!),
    head: text.slice(0, text.indexOf('</head>')),
    root: text.slice(text.indexOf('<div id="root"')),
  };
}

describe('the server-drawn page and its link preview keep every script', () => {
  it('carries the title intact into <title> and Open Graph, cuts the description between characters, and marks user text dir=auto', async () => {
    for (const { title, description } of Object.values(SCRIPTS)) {
      const long = sliceGraphemes(`${description} `.repeat(40), 400);
      const story = await createStory(t, author.token, { title, description: long });
      await addScene(t, story._id, 1, title);
      const page = await drawnPage(`/story/${story._id}/read`);
      expect(page.title).toBe(`${title} · Panelcraft`);
      const escapedTitle = title.replace(/"/g, '&quot;');
      expect(page.head).toContain(`<meta property="og:title" content="${escapedTitle}">`);
      expect(page.head).toContain(`<meta name="twitter:title" content="${escapedTitle}">`);
      expect(page.description.endsWith('…')).toBe(true);
      expect(graphemeCount(page.description)).toBe(200);
      expect(page.description).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      // The reader's own components: the title, the description and the scene's title as written, each marked dir=auto.
      expect(/<h1 dir="auto"[^>]*>([^<]*)<\/h1>/.exec(page.root)?.[1]).toBe(title);
      expect(page.root).toMatch(/<p dir="auto"[^>]*>/);
      expect(/<h2 id="scene-1-title"[^>]*>[\s\S]*?<span dir="auto"[^>]*>([^<]*)<\/span>/.exec(page.root)?.[1]).toBe(
        title,
      );
    }
  });

  it('names the author family name first on their page and its preview', async () => {
    const page = await drawnPage(`/user/${author.username}`);
    expect(page.title).toBe('山田太郎 · Panelcraft');
    expect(page.head).toContain('<meta property="og:title" content="山田太郎 on Panelcraft">');
  });
});
