// Sharing a story: the server-drawn share card, the list of published remixes, and panels' alt text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX } from '../helpers/fixtures';
import { pngSize } from '../helpers/png';
import { apiError, createTestApp, fieldError, registerUser, type TestApp } from '../helpers/app';
import { addScene, createStory } from '../helpers/stories';
import { cardKey, cardStory } from '../../worker/web/og-card';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t, { firstName: 'Nova', lastName: 'Quill' });
  reader = await registerUser(t, { firstName: 'Remy', lastName: 'Mixer' });
});
afterAll(() => t.close());

const publish = (id: string, token = owner.token) =>
  t.call('PUT', `/api/stories/${id}`, { token, body: { status: 'published' } });

async function card(id: string) {
  const response = await t.app.request(`/api/stories/${id}/og.png`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('GET /api/stories/:id/og.png', () => {
  let story: { _id: string };
  beforeAll(async () => {
    story = await createStory(t, owner.token, { title: 'Nova and the Neon Bar' }, { draft: true });
    await addScene(t, story._id, 2, 'Opening');
    // The first panel's picture is the cover: a real PNG in the media store.
    await t.media.put(`scenes/${story._id}/Opening-1.png`, PNG_1PX, 'image/png');
  });

  it('is a 404 while the story is a draft, and for an unknown id', async () => {
    expect((await card(story._id)).status).toBe(404);
    const unknown = await card('nosuchstory');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(unknown.bytes))).toEqual(apiError('Story not found', 'not_found'));
  });

  it('draws a 1200x630 PNG for a published story and keeps it in the media store', async () => {
    expect((await publish(story._id)).status).toBe(200);
    const first = await card(story._id);
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/png');
    expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
    const read = await cardStory(t.db, story._id);
    expect(read).toMatchObject({
      id: story._id,
      title: 'Nova and the Neon Bar',
      author: 'Nova Quill',
      cover: `/media/scenes/${story._id}/Opening-1.png`,
    });
    const key = await cardKey(read);
    const stored = await t.media.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(first.bytes.length);
  });

  it('serves the stored card while cover and title are unchanged, and draws a new one when the title changes', async () => {
    const key = await cardKey(await cardStory(t.db, story._id));
    // A marker in the store proves the second request read it instead of drawing again.
    const marker = new Uint8Array([...PNG_1PX]);
    await t.media.put(key, marker, 'image/png');
    expect((await card(story._id)).bytes).toEqual(marker);

    await t.call('PUT', `/api/stories/${story._id}`, { token: owner.token, body: { title: 'Nova Returns' } });
    const redrawn = await card(story._id);
    expect(redrawn.status).toBe(200);
    expect(pngSize(redrawn.bytes)).toEqual({ width: 1200, height: 630 });
    expect(redrawn.bytes.length).toBeGreaterThan(marker.length);
    const newKey = await cardKey(await cardStory(t.db, story._id));
    expect((await cardStory(t.db, story._id)).title).toBe('Nova Returns');
    expect(newKey).not.toBe(key);
    expect((await t.media.get(newKey))?.size).toBe(redrawn.bytes.length);
  });

  it('draws a card for a story without any picture', async () => {
    const bare = await createStory(t, owner.token, { title: 'Words Only' });
    await publish(bare._id);
    const response = await card(bare._id);
    expect(response.status).toBe(200);
    expect(pngSize(response.bytes)).toEqual({ width: 1200, height: 630 });
  });
});

describe('GET /api/stories/:id/remixes', () => {
  let original: { _id: string };
  let published: { _id: string };
  let draft: { _id: string };
  beforeAll(async () => {
    original = await createStory(t, owner.token, { title: 'The Original' });
    await addScene(t, original._id, 1, 'Start');
    await publish(original._id);
    const remix = async () =>
      (await t.call('POST', `/api/stories/${original._id}/remix`, { token: reader.token })).json.data as {
        _id: string;
      };
    published = await remix();
    await publish(published._id, reader.token);
    draft = await remix();
  });

  it('lists the published remixes with title, author, cover and date, drafts left out', async () => {
    const res = await t.call('GET', `/api/stories/${original._id}/remixes`);
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    const [item] = res.json.data;
    expect(item._id).toBe(published._id);
    expect(item._id).not.toBe(draft._id);
    expect(item.title).toContain('The Original');
    expect(item.userId).toEqual({
      _id: reader.user._id,
      username: reader.username,
      firstName: 'Remy',
      lastName: 'Mixer',
      avatar: '',
    });
    expect(item.previewImage).toMatch(/^\/media\//);
    expect(new Date(item.createdAt).getTime()).toBe(t.clock.now().getTime());
    expect(res.text).not.toContain(reader.email);
  });

  it('answers the same through the procedure path used by the client', async () => {
    const res = await t.call(
      'GET',
      `/trpc/stories.remixes?input=${encodeURIComponent(JSON.stringify({ id: original._id }))}`,
    );
    expect(res.status).toBe(200);
    expect(res.json.result.data.data.map((remix: { _id: string }) => remix._id)).toEqual([published._id]);
  });

  it('is a 404 for a draft (except to its owner) and for an unknown story', async () => {
    expect((await t.call('GET', `/api/stories/${draft._id}/remixes`)).status).toBe(404);
    expect((await t.call('GET', `/api/stories/${draft._id}/remixes`, { token: owner.token })).status).toBe(404);
    const mine = await t.call('GET', `/api/stories/${draft._id}/remixes`, { token: reader.token });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toEqual([]);
    expect((await t.call('GET', '/api/stories/nosuchstory/remixes')).status).toBe(404);
  });
});

describe('panel alt text', () => {
  it('is set through PUT /api/scenes/:sceneId/panels/:n and returned in story reads', async () => {
    const story = await createStory(t, owner.token);
    const scene = await addScene(t, story._id, 2);
    const text = 'A chrome robot leans on a neon-lit bar, raising a glass of motor oil.';
    const res = await t.call('PUT', `/api/scenes/${scene.id}/panels/2`, {
      token: owner.token,
      body: { altText: `  ${text}  ` },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.altText).toBe(text);
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    const panels = read.json.data.scenes[0].panels;
    expect(panels.map((panel: { altText: string }) => panel.altText)).toEqual(['', text]);
  });

  it('refuses alt text that is too long, and anyone but the owner', async () => {
    const story = await createStory(t, owner.token);
    const scene = await addScene(t, story._id, 1);
    const long = await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, {
      token: owner.token,
      body: { altText: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual([fieldError('altText', 'Alt text must be less than 500 characters')]);
    const other = await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, {
      token: reader.token,
      body: { altText: 'Mine now' },
    });
    expect(other.status).toBe(403);
    const read = await t.call('GET', `/api/stories/${story._id}`, { token: owner.token });
    expect(read.json.data.scenes[0].panels[0].altText).toBe('');
  });
});
