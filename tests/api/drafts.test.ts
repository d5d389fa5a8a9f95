// Drafts and publishing and covers: who sees a draft, what counts, and the cover that follows the first picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, createTestApp, registerUser, type TestApp } from '../helpers/app';
import { addEntity, addScene, createStory } from '../helpers/stories';

let t: TestApp;
let author: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmail: 'drafts-admin@example.com' } });
  author = await registerUser(t);
  reader = await registerUser(t);
  admin = await registerUser(t, { email: 'drafts-admin@example.com' });
});
afterAll(() => t.close());

const feed = async (query = '', token?: string) => (await t.call('GET', `/api/stories${query}`, { token })).json.data;
const tagCount = async (tag: string) =>
  ((await t.call('GET', '/api/stories/tags')).json.data as { tag: string; count: number }[]).find(
    (row) => row.tag === tag,
  )?.count ?? 0;
const NOT_FOUND = apiError('Story not found', 'not_found');

describe('a new story is a draft', () => {
  let draft: { _id: string };
  let sceneId: string;

  beforeAll(async () => {
    draft = await createStory(t, author.token, { title: 'Secret Plans', tags: ['Hush'] }, { draft: true });
    sceneId = (await addScene(t, draft._id, 2, 'Hidden')).id;
    await addEntity(t, draft._id, 'character', 'Mole');
    await addEntity(t, draft._id, 'location', 'Burrow');
  });

  it('starts as a draft from POST /api/stories', async () => {
    expect((draft as any).status).toBe('draft');
  });

  it('is in no feed, total, tag page or tag count', async () => {
    for (const token of [undefined, reader.token, author.token]) {
      const all = await feed('?limit=50', token);
      expect(all.stories.map((s: any) => s._id)).not.toContain(draft._id);
      const tagged = await feed('?tag=Hush', token);
      expect(tagged).toMatchObject({ stories: [], pagination: { total: 0 } });
    }
    expect(await tagCount('Hush')).toBe(0);
  });

  it('answers 404 Story not found to anyone but its owner and the admin, as an unknown id does', async () => {
    const paths = [
      `/api/stories/${draft._id}`,
      `/api/stories/${draft._id}/scenes`,
      `/api/stories/${draft._id}/characters`,
      `/api/stories/${draft._id}/locations`,
      `/api/likes/stories/${draft._id}`,
    ];
    for (const token of [undefined, reader.token]) {
      for (const path of paths) {
        const res = await t.call('GET', path, { token });
        expect([res.status, res.json], `${path} ${token ? 'reader' : 'visitor'}`).toEqual([404, NOT_FOUND]);
      }
      expect((await t.call('GET', `/api/likes/scenes/${sceneId}`, { token })).status).toBe(404);
    }
    const writes = [
      ['POST', `/api/likes/stories/${draft._id}`],
      ['POST', `/api/stories/${draft._id}/remix`],
      ['POST', `/api/stories/${draft._id}/remix-scene/${sceneId}`],
      ['POST', `/api/stories/${draft._id}/scenes/1/remix`],
      ['PUT', `/api/stories/${draft._id}`],
    ] as const;
    for (const [method, path] of writes) {
      const res = await t.call(method, path, {
        token: reader.token,
        body: method === 'PUT' ? { title: 'Mine' } : undefined,
      });
      expect([res.status, res.json], path).toEqual([404, NOT_FOUND]);
    }
    expect((await t.call('POST', `/api/likes/scenes/${sceneId}`, { token: reader.token })).status).toBe(404);
    for (const token of [author.token, admin.token]) {
      for (const path of paths) expect((await t.call('GET', path, { token })).status, path).toBe(200);
    }
    expect((await t.call('GET', `/api/stories/${draft._id}`, { token: author.token })).json.data.title).toBe(
      'Secret Plans',
    );
  });

  it('is listed on its owner profile only, with its status', async () => {
    const visitor = (await t.call('GET', `/api/users/${author.username}`)).json.data;
    expect(visitor.stories.map((s: any) => s._id)).not.toContain(draft._id);
    const own = (await t.call('GET', `/api/users/${author.username}`, { token: author.token })).json.data;
    expect(own.stories.find((s: any) => s._id === draft._id)).toMatchObject({ status: 'draft' });
    expect(own.stats.draftStories).toBeGreaterThanOrEqual(1);
  });
});

describe('publishing', () => {
  it('publishes and unpublishes with PUT status, moving totals and tag counts in the same write', async () => {
    const before = (await feed()).pagination.total;
    const story = await createStory(
      t,
      author.token,
      { title: 'Going Public', tags: ['Dawn', 'Light'] },
      { draft: true },
    );
    expect((await feed()).pagination.total).toBe(before);

    // A story with no scene has nothing to read: publishing it is refused and changes nothing, the title sent with it included.
    const empty = await t.call('PUT', `/api/stories/${story._id}`, {
      token: author.token,
      body: { status: 'published', title: '空の物語 · قصة فارغة 📭' },
    });
    expect([empty.status, empty.json.message]).toEqual([
      400,
      'Add a scene before publishing: a story needs at least one scene',
    ]);
    expect((await feed()).pagination.total).toBe(before);
    expect(await tagCount('Dawn')).toBe(0);
    expect((await t.call('GET', `/api/stories/${story._id}`, { token: author.token })).json.data).toMatchObject({
      status: 'draft',
      title: 'Going Public',
    });
    const viaTrpc = await t.call('POST', '/trpc/stories.update', {
      token: author.token,
      body: { id: story._id, changes: { status: 'published' } },
    });
    expect([viaTrpc.status, viaTrpc.json.error.message]).toEqual([
      400,
      'Add a scene before publishing: a story needs at least one scene',
    ]);
    await addScene(t, story._id, 1, 'Dawn');

    const published = await t.call('PUT', `/api/stories/${story._id}`, {
      token: author.token,
      body: { status: 'published' },
    });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ success: true, message: 'Story published', data: { status: 'published' } });
    expect((await feed()).pagination.total).toBe(before + 1);
    expect((await feed()).stories[0]._id).toBe(story._id);
    expect(await tagCount('Dawn')).toBe(1);
    expect((await feed('?tag=Light')).stories.map((s: any) => s._id)).toEqual([story._id]);
    expect((await t.call('GET', `/api/stories/${story._id}`)).status).toBe(200);

    // Tags changed while published move their counts too.
    await t.call('PUT', `/api/stories/${story._id}`, { token: author.token, body: { tags: ['Dawn'] } });
    expect(await tagCount('Light')).toBe(0);

    const unpublished = await t.call('PUT', `/api/stories/${story._id}`, {
      token: author.token,
      body: { status: 'draft' },
    });
    expect(unpublished.json).toMatchObject({ message: 'Story moved back to drafts', data: { status: 'draft' } });
    expect((await feed()).pagination.total).toBe(before);
    expect(await tagCount('Dawn')).toBe(0);
    expect((await t.call('GET', `/api/stories/${story._id}`)).status).toBe(404);
  });

  it('refuses other statuses with a clear message and lets the admin publish', async () => {
    const story = await createStory(t, author.token, {}, { draft: true });
    await addScene(t, story._id, 1);
    const bad = await t.call('PUT', `/api/stories/${story._id}`, { token: author.token, body: { status: 'public' } });
    expect([bad.status, bad.json.message]).toEqual([400, 'Status must be draft or published']);
    const byAdmin = await t.call('PUT', `/api/stories/${story._id}`, {
      token: admin.token,
      body: { status: 'published' },
    });
    expect([byAdmin.status, byAdmin.json.data.status]).toEqual([200, 'published']);
  });

  it("answers 403 to someone else's change of a published story", async () => {
    const story = await createStory(t, author.token);
    const res = await t.call('PUT', `/api/stories/${story._id}`, { token: reader.token, body: { status: 'draft' } });
    expect([res.status, res.json.message]).toEqual([403, 'You do not have permission to modify this story']);
    expect((await t.call('GET', `/api/stories/${story._id}`)).json.data.status).toBe('published');
  });
});

describe('covers', () => {
  it('follows the first picture at once on home and profile cards, until the author picks one', async () => {
    const story = await createStory(t, author.token, { title: 'Cover Story' });
    const cards = async () => {
      const home = (await feed('?limit=50')).stories.find((s: any) => s._id === story._id);
      const profile = (await t.call('GET', `/api/users/${author.username}`)).json.data.stories.find(
        (s: any) => s._id === story._id,
      );
      return [home.previewImage, profile.previewImage];
    };
    // Written through the data layer (as generation does), before the first read caches the cards.
    const first = await addScene(t, story._id, 2, 'Opening');
    expect(await cards()).toEqual(Array(2).fill(`/media/scenes/${story._id}/Opening-1.png`));

    // Replacing the first panel's picture moves the cover at once, although both reads are cached.
    const replaced = await t.call('PUT', `/api/scenes/${first.id}/panels/1`, {
      token: author.token,
      body: { imageUrl: '/media/uploads/new-first.png' },
    });
    expect(replaced.status).toBe(200);
    expect(await cards()).toEqual(Array(2).fill('/media/uploads/new-first.png'));
    // Without a picture in panel 1, the next one is the cover.
    await t.call('PUT', `/api/scenes/${first.id}/panels/1`, { token: author.token, body: { imageUrl: '' } });
    expect(await cards()).toEqual(Array(2).fill(`/media/scenes/${story._id}/Opening-2.png`));

    const picked = await t.call('PUT', `/api/stories/${story._id}`, {
      token: author.token,
      body: { previewImage: '/media/uploads/picked.png' },
    });
    expect(picked.json.data).toMatchObject({ previewImage: '/media/uploads/picked.png', coverPicked: true });
    await t.call('PUT', `/api/scenes/${first.id}/panels/1`, {
      token: author.token,
      body: { imageUrl: '/media/uploads/later.png' },
    });
    expect(await cards()).toEqual(Array(2).fill('/media/uploads/picked.png'));

    const cleared = await t.call('PUT', `/api/stories/${story._id}`, {
      token: author.token,
      body: { previewImage: null },
    });
    expect(cleared.json.data).toMatchObject({ previewImage: '/media/uploads/later.png', coverPicked: false });
    expect(await cards()).toEqual(Array(2).fill('/media/uploads/later.png'));
  });

  it('takes only this app media as a picked cover', async () => {
    const story = await createStory(t, author.token);
    expect(story.previewImage).toBe('');
    const res = await t.call('PUT', `/api/stories/${story._id}`, {
      token: author.token,
      body: { previewImage: 'https://evil.example/x.png' },
    });
    expect([res.status, res.json.message]).toEqual([
      400,
      'Media must be a /media/ URL of this site (upload or generate it here first)',
    ]);
    const emptied = await t.call('PUT', `/api/stories/${story._id}`, {
      token: author.token,
      body: { previewImage: '' },
    });
    expect(emptied.json.data.coverPicked).toBe(false);
  });
});
