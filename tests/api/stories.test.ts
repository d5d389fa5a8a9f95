// Stories, feed, tags, likes, remixes and profiles through the real HTTP app, with the ownership matrix and concurrency cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scenes as scenesTable, sessions, stories } from '../../db/schema';
import { SESSION_MS } from '../../src/shared/limits';
import { sessionIdFromToken } from '../../worker/data/sessions';
import { PNG_1PX } from '../helpers/fixtures';
import { apiError, createTestApp, fieldError, registerUser, testClock, type TestApp } from '../helpers/app';
import { addEntity, addScene, createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock, config: { adminEmail: 'admin@panelcraft.test' } });
  owner = await registerUser(t, { firstName: 'Olive', lastName: 'Owner' });
  other = await registerUser(t, { firstName: 'Otto', lastName: '' });
  admin = await registerUser(t, { email: 'admin@panelcraft.test' });
});
afterAll(() => t.close());

function expectNoPrivate(text: string) {
  expect(text).not.toMatch(/password/i);
  for (const user of [owner, other, admin]) expect(text).not.toContain(user.email);
}

describe('POST /api/stories', () => {
  it('creates with the spec defaults', async () => {
    const res = await t.call('POST', '/api/stories', { token: owner.token, body: {} });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      title: 'My New Story',
      aspectRatio: '3:4',
      panels: 1,
      defaultPanels: 1,
      status: 'draft',
      imageGenerationModel: 'flux-kontext-pro',
      likeCount: 0,
      remixCount: 0,
      isRemix: false,
      metadata: { totalScenes: 0 },
      userId: { _id: owner.user._id, username: owner.username, firstName: 'Olive', lastName: 'Owner' },
    });
    expectNoPrivate(res.text);
  });

  it('needs sign-in and valid fields', async () => {
    expect((await t.call('POST', '/api/stories', { body: {} })).status).toBe(401);
    const bad = await t.call('POST', '/api/stories', { token: owner.token, body: { aspectRatio: '16:9', panels: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: any) => e.field).sort()).toEqual(['aspectRatio', 'panels']);
    const tooMany = await t.call('POST', '/api/stories', {
      token: owner.token,
      body: { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe('Maximum of 10 tags allowed');
  });
});

describe('GET /api/stories (feed) and tags', () => {
  let feed: TestApp;
  beforeAll(async () => {
    feed = await createTestApp({ clock: testClock() });
    const author = await registerUser(feed, { firstName: 'Fay' });
    for (let i = 0; i < 15; i++) {
      feed.clock.advance(1000);
      await createStory(feed, author.token, {
        title: `Story ${i}`,
        tags: i % 3 === 0 ? ['Space', 'Robots'] : ['Robots'],
      });
    }
  });
  afterAll(() => feed.close());

  it('pages newest first with pagination and populated authors', async () => {
    const first = await feed.call('GET', '/api/stories?limit=12&page=1');
    expect(first.status).toBe(200);
    expect(first.json.data.pagination).toMatchObject({ page: 1, pages: 2, total: 15 });
    expect(first.json.data.stories.map((s: any) => s.title).slice(0, 3)).toEqual(['Story 14', 'Story 13', 'Story 12']);
    expect(Object.keys(first.json.data.stories[0].userId).sort()).toEqual([
      '_id',
      'avatar',
      'firstName',
      'lastName',
      'username',
    ]);
    expect(first.text).not.toMatch(/email|password/i);
    const second = await feed.call('GET', '/api/stories?limit=12&page=2');
    expect(second.json.data.stories.map((s: any) => s.title)).toEqual(['Story 2', 'Story 1', 'Story 0']);
  });

  it('filters by tag and counts tags, most used first', async () => {
    const space = await feed.call('GET', '/api/stories?tag=Space');
    expect(space.json.data.pagination.total).toBe(5);
    expect(space.json.data.stories.every((s: any) => s.tags.includes('Space'))).toBe(true);
    const tags = await feed.call('GET', '/api/stories/tags');
    expect(tags.json).toEqual({
      success: true,
      data: [
        { tag: 'Robots', count: 15 },
        { tag: 'Space', count: 5 },
      ],
    });
  });

  it('refuses paging out of range or not a whole number with a 400 naming the range, never a quiet default', async () => {
    const limit = 'limit must be a whole number from 1 to 50';
    const page = 'page must be a whole number from 1';
    const refusals: [string, string, Record<string, number>][] = [
      ['limit=0', limit, { minimum: 1 }],
      ['limit=-5', limit, { minimum: 1 }],
      ['limit=abc', limit, {}],
      ['limit=', limit, {}],
      ['limit=2.7', limit, {}],
      ['limit=51', limit, { maximum: 50 }],
      ['page=-1', page, { minimum: 1 }],
      ['page=xyz', page, {}],
      ['page=0', page, { minimum: 1 }],
    ];
    for (const [query, message, range] of refusals) {
      const res = await feed.call('GET', `/api/stories?${query}`);
      const field = query.split('=')[0]!;
      const { messageCode, params } = fieldError(field, message);
      expect([res.status, res.json], query).toEqual([
        400,
        apiError(message, 'validation_error', {
          errors: [fieldError(field, message)],
          messageCode,
          params,
          ...range,
        }),
      ]);
    }
    expect((await feed.call('GET', '/api/stories?limit=50')).json.data.stories).toHaveLength(15);
    expect((await feed.call('GET', '/api/stories?limit=1')).json.data.stories).toHaveLength(1);
    expect((await feed.call('GET', '/api/stories?page=99')).json.data.stories).toHaveLength(0);
    expect((await feed.call('GET', '/api/stories?page=1e9')).status).toBe(200);
  });

  it('refuses a query parameter no call takes, naming it', async () => {
    const typo = await feed.call('GET', '/api/stories?pag=2');
    expect([typo.status, typo.json]).toEqual([
      400,
      apiError('Unknown field: pag', 'unknown_field', {
        messageCode: 'unknown_field',
        params: { field: 'pag' },
        errors: [
          { field: 'pag', message: 'Unknown field: pag', messageCode: 'unknown_field', params: { field: 'pag' } },
        ],
      }),
    ]);
    const elsewhere = await feed.call('GET', '/api/stories/tags?sort=count');
    expect([elsewhere.status, elsewhere.json.message]).toEqual([400, 'Unknown field: sort']);
  });

  it('defaults missing paging fields on the tRPC procedure', async () => {
    for (const input of [undefined, {}, { tag: 'Space' }, { page: 2 }, { limit: 3 }]) {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const res = await feed.call('GET', `/trpc/stories.list${query}`);
      expect(res.status, JSON.stringify(input)).toBe(200);
      const data = res.json.result.data.data;
      expect(data.pagination.page).toBe(input && 'page' in input ? 2 : 1);
      expect(data.stories.length).toBe(
        input && 'limit' in input ? 3 : input && 'tag' in input ? 5 : input && 'page' in input ? 3 : 12,
      );
    }
  });
});

describe('GET /api/stories/:id', () => {
  it('returns scenes in order with panels, bubbles, entities and like stats', async () => {
    const story = await createStory(t, owner.token);
    await addScene(t, story._id, 3, 'Opening');
    await addScene(t, story._id, 1, 'Middle');
    await addEntity(t, story._id, 'character', 'Bolt', 1);
    await addEntity(t, story._id, 'location', 'Neon Bar', 1);
    const res = await t.call('GET', `/api/stories/${story._id}`);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.scenes.map((s: any) => s.sceneNumber)).toEqual([1, 2]);
    expect(data.scenes[0].panels.map((p: any) => p.panelNumber)).toEqual([1, 2, 3]);
    expect(data.scenes[0].panels[0]).toMatchObject({
      hasImage: true,
      imageUrl: expect.stringMatching(/^\/media\//),
      textBubbles: [{ text: 'Line 1', type: 'speech' }],
    });
    expect(data.scenes[0].likeStats).toEqual({ likeCount: 0, isLikedByUser: false });
    expect(data.characters.map((c: any) => c.name)).toEqual(['Bolt']);
    expect(data.locations.map((c: any) => c.name)).toEqual(['Neon Bar']);
    expect(data.metadata.totalScenes).toBe(2);
    expect(data.previewImage).toBe(data.scenes[0].panels[0].imageUrl);

    const scenes = await t.call('GET', `/api/stories/${story._id}/scenes`);
    expect(scenes.json.data).toHaveLength(2);
    expect((await t.call('GET', `/api/stories/${story._id}/characters`)).json.data[0].name).toBe('Bolt');
    expect((await t.call('GET', `/api/stories/${story._id}/locations`)).json.data[0].name).toBe('Neon Bar');
  });

  it('answers 404 for unknown ids everywhere', async () => {
    for (const path of ['', '/scenes', '/characters', '/locations']) {
      const res = await t.call('GET', `/api/stories/nope${path}`);
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual(apiError('Story not found', 'not_found'));
    }
  });

  it('costs one database request per read and never writes, uncached, anonymous and signed in; an extension adds one write per half-life', async () => {
    // The read cache off, so every request goes to the database.
    const bareClock = testClock();
    const bare = await createTestApp({ clock: bareClock, config: { readCacheTtlMs: 0, sessionCacheMs: 0 } });
    try {
      const author = await registerUser(bare);
      const reader = await registerUser(bare);
      const story = await createStory(bare, author.token, { tags: ['Robots'] });
      for (let i = 0; i < 14; i++) await createStory(bare, author.token, { title: `Filler ${i}` });
      for (let i = 0; i < 5; i++) await addScene(bare, story._id, 3, `S${i}`);
      await addEntity(bare, story._id, 'character', 'Bolt');
      await bare.call('POST', `/api/likes/stories/${story._id}`, { token: reader.token });
      const sceneId = (await bare.call('GET', `/api/stories/${story._id}`)).json.data.scenes[0]._id;
      const reads = [
        '/api/stories?limit=12&page=1',
        '/api/stories?limit=12&page=2',
        '/api/stories?tag=Robots',
        '/api/stories/tags',
        `/api/stories/${story._id}`,
        `/api/users/${author.username}`,
        `/api/likes/stories/${story._id}`,
        `/api/likes/scenes/${sceneId}`,
      ];
      const expectWithinBudget = async (label: string, token?: string) => {
        for (const [i, path] of reads.entries()) {
          const before = { ...bare.statements };
          const res = await bare.call('GET', path, { token });
          expect(res.status, `${path} ${label}`).toBe(200);
          // The first signed-in read of a second-half session extends it: one more request, one write.
          const extension = label.includes('extended') && i === 0 ? 1 : 0;
          expect(bare.statements.requests - before.requests, `${path} ${label}`).toBe(1 + extension);
          expect(bare.statements.writes - before.writes, `${path} ${label}`).toBe(extension);
        }
      };
      await expectWithinBudget('anonymous');
      await expectWithinBudget('reader', reader.token);
      // The owner's story read calls advanceJobs only while provider jobs are pending; this story has none, as
      // every story read by a visitor, so its budget is the same as anyone's.
      await expectWithinBudget('owner', author.token);

      // In a session's second half each signed-in request also pushes its expiry forward, inside the same budget.
      bareClock.advance(SESSION_MS / 2 + 60_000);
      const before = await bare.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(reader.token)))
        .get();
      await expectWithinBudget('reader, session extended', reader.token);
      const after = await bare.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(reader.token)))
        .get();
      expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime());
      await expectWithinBudget('owner, session extended', author.token);
    } finally {
      await bare.close();
    }
  });

  it('answers a warm signed-in feed page with one statement and a like toggle with one batch of three', async () => {
    const story = await createStory(t, owner.token, { tags: ['ロボット'] });
    // The first call checks the session; after it the session cache knows the viewer.
    expect((await t.call('GET', '/api/stories?limit=12&page=1', { token: other.token })).status).toBe(200);
    const count = async (method: string, path: string, answer: (json: any) => void) => {
      const before = { ...t.statements };
      const res = await t.call(method, path, { token: other.token });
      expect(res.status, path).toBe(200);
      answer(res.json);
      return { requests: t.statements.requests - before.requests, statements: t.statements.count - before.count };
    };
    for (const path of [
      '/api/stories?limit=12&page=1',
      '/api/stories?limit=5&page=2',
      `/api/stories?limit=12&tag=${encodeURIComponent('ロボット')}`,
    ]) {
      expect(await count('GET', path, (json) => expect(json.data.pagination.total).toBeGreaterThan(0))).toEqual({
        requests: 1,
        statements: 1,
      });
    }
    // The delete, the guarded insert and the stored count, whichever way the toggle goes.
    expect(await count('POST', `/api/likes/stories/${story._id}`, (json) => expect(json.action).toBe('liked'))).toEqual(
      { requests: 1, statements: 3 },
    );
    expect(
      await count('POST', `/api/likes/stories/${story._id}`, (json) => expect(json.action).toBe('unliked')),
    ).toEqual({ requests: 1, statements: 3 });
  });

  it('shows a new like at once although reads are cached', async () => {
    const story = await createStory(t, owner.token);
    expect((await t.call('GET', `/api/stories/${story._id}`, { token: other.token })).json.data.likeStats).toEqual({
      likeCount: 0,
      isLikedByUser: false,
    });
    await t.call('POST', `/api/likes/stories/${story._id}`, { token: other.token });
    expect((await t.call('GET', `/api/stories/${story._id}`, { token: other.token })).json.data.likeStats).toEqual({
      likeCount: 1,
      isLikedByUser: true,
    });
    expect((await t.call('GET', `/api/stories/${story._id}`)).json.data.likeStats).toEqual({
      likeCount: 1,
      isLikedByUser: false,
    });
    const feed = (await t.call('GET', '/api/stories?limit=50', { token: other.token })).json.data.stories;
    expect(feed.find((s: any) => s._id === story._id).likeStats.isLikedByUser).toBe(true);
  });
});

describe('ownership matrix for every mutating story call', () => {
  const calls: [string, (id: string) => [string, string, unknown?]][] = [
    ['update', (id) => ['PUT', `/api/stories/${id}`, { title: 'Renamed' }]],
    ['art style', (id) => ['PATCH', `/api/stories/${id}/art-style`, { artStyle: 'watercolor' }]],
    ['delete', (id) => ['DELETE', `/api/stories/${id}`]],
  ];
  for (const [name, request] of calls) {
    it(name, async () => {
      const story = await createStory(t, owner.token);
      const [method, path, body] = request(story._id);
      expect((await t.call(method, path, { body })).status).toBe(401);
      const denied = await t.call(method, path, { body, token: other.token });
      expect(denied.status).toBe(403);
      expect(denied.json.message).toBe('You do not have permission to modify this story');
      expect((await t.call('GET', `/api/stories/${story._id}`)).json.data.title).toBe('The Robot Bar');
      expect((await t.call(method, path, { body, token: owner.token })).status).toBe(200);
      const second = await createStory(t, owner.token);
      const [m2, p2, b2] = request(second._id);
      expect((await t.call(m2, p2, { body: b2, token: admin.token })).status).toBe(200);
      expect(
        (
          await t.call(m2, `/api/stories/missing${p2.slice(p2.indexOf(second._id) + second._id.length)}`, {
            body: b2,
            token: owner.token,
          })
        ).status,
      ).toBe(404);
    });
  }
});

describe('PUT /api/stories/:id', () => {
  it('normalises tags and validates every field', async () => {
    const story = await createStory(t, owner.token, { tags: ['Old'] });
    const ok = await t.call('PUT', `/api/stories/${story._id}`, {
      token: owner.token,
      body: {
        tags: [' Space ', '', 'space', 'Robots', '  '],
        status: 'published',
        imageGenerationModel: 'runway-gen4',
        description: 'New',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({
      tags: ['Space', 'Robots'],
      status: 'published',
      imageGenerationModel: 'runway-gen4',
      description: 'New',
    });
    const tagRes = await t.call('GET', '/api/stories?tag=Old');
    expect(tagRes.json.data.stories.some((s: any) => s._id === story._id)).toBe(false);

    const cases: [unknown, string, string][] = [
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [{ description: '' }, 'description', 'Description is required'],
      [{ description: 'x'.repeat(1001) }, 'description', 'Description must be at most 1000 characters'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags', 'Maximum of 10 tags allowed'],
      [{ tags: ['x'.repeat(51)] }, 'tags', 'Each tag must be at most 50 characters'],
      [{ imageGenerationModel: 'dall-e' }, 'imageGenerationModel', 'Unknown image generation model'],
      [{ status: 'archived' }, 'status', 'Status must be draft or published'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('PUT', `/api/stories/${story._id}`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json.errors).toContainEqual(fieldError(field, message));
    }
    expect((await t.call('GET', `/api/stories/${story._id}`)).json.data.tags).toEqual(['Space', 'Robots']);
  });
});

describe('likes', () => {
  it('toggles and reads story and scene likes', async () => {
    const story = await createStory(t, owner.token);
    const scene = await addScene(t, story._id, 1);
    const liked = await t.call('POST', `/api/likes/stories/${story._id}`, { token: other.token });
    expect(liked.json).toEqual({ success: true, action: 'liked', data: { likeCount: 1, isLikedByUser: true } });
    expect((await t.call('GET', `/api/likes/stories/${story._id}`)).json.data).toEqual({
      likeCount: 1,
      isLikedByUser: false,
    });
    expect(
      (await t.call('GET', `/api/likes/stories/${story._id}`, { token: other.token })).json.data.isLikedByUser,
    ).toBe(true);
    const unliked = await t.call('POST', `/api/likes/stories/${story._id}`, { token: other.token });
    expect(unliked.json).toEqual({ success: true, action: 'unliked', data: { likeCount: 0, isLikedByUser: false } });
    const sceneLike = await t.call('POST', `/api/likes/scenes/${scene.id}`, { token: owner.token });
    expect(sceneLike.json.data).toEqual({ likeCount: 1, isLikedByUser: true });
    expect((await t.call('POST', `/api/likes/stories/${story._id}`)).status).toBe(401);
    expect((await t.call('POST', '/api/likes/stories/nope', { token: owner.token })).status).toBe(404);
    expect((await t.call('GET', '/api/likes/scenes/nope')).status).toBe(404);
  });

  it('counts concurrent likes by many users exactly', async () => {
    const story = await createStory(t, owner.token);
    const fans = await Promise.all(Array.from({ length: 12 }, () => registerUser(t)));
    const results = await Promise.all(
      fans.map((fan) => t.call('POST', `/api/likes/stories/${story._id}`, { token: fan.token })),
    );
    expect(results.every((r) => r.status === 200 && r.json.action === 'liked')).toBe(true);
    const read = await t.call('GET', `/api/stories/${story._id}`);
    expect(read.json.data.likeCount).toBe(12);
    expect(read.json.data.likeStats.likeCount).toBe(12);
  });

  it('keeps count and state consistent under a burst by one user', async () => {
    const story = await createStory(t, owner.token);
    const burst = await Promise.all(
      Array.from({ length: 9 }, () => t.call('POST', `/api/likes/stories/${story._id}`, { token: other.token })),
    );
    const actions = burst.map((r) => r.json.action);
    expect(actions.filter((a) => a === 'liked')).toHaveLength(5);
    expect(actions.filter((a) => a === 'unliked')).toHaveLength(4);
    expect((await t.call('GET', `/api/likes/stories/${story._id}`, { token: other.token })).json.data).toEqual({
      likeCount: 1,
      isLikedByUser: true,
    });
  });
});

describe('remix', () => {
  it('deep-copies a whole story for the remixer, independent of the original', async () => {
    const original = await createStory(t, owner.token, { tags: ['Noir'] });
    await addScene(t, original._id, 2, 'One');
    await addScene(t, original._id, 3, 'Two');
    await addEntity(t, original._id, 'character', 'Ada');
    await t.call('POST', `/api/likes/stories/${original._id}`, { token: admin.token });

    const res = await t.call('POST', `/api/stories/${original._id}/remix`, { token: other.token });
    expect(res.status).toBe(201);
    const remix = res.json.data;
    expect(remix).toMatchObject({
      isRemix: true,
      originalStoryId: original._id,
      originalStoryTitle: 'The Robot Bar',
      likeCount: 0,
      remixCount: 0,
      userId: { _id: other.user._id },
      tags: ['Noir'],
    });
    expect(remix.status).toBe('draft');
    // A remix starts as a draft: only the remixer sees it.
    expect((await t.call('GET', `/api/stories/${remix._id}`)).status).toBe(404);
    const copy = (await t.call('GET', `/api/stories/${remix._id}`, { token: other.token })).json.data;
    const source = (await t.call('GET', `/api/stories/${original._id}`)).json.data;
    expect(source.remixCount).toBe(1);
    expect(source.likeCount).toBe(1);
    expect(copy.scenes.map((s: any) => [s.sceneNumber, s.title, s.panels.length])).toEqual([
      [1, 'One', 2],
      [2, 'Two', 3],
    ]);
    expect(copy.scenes[0]._id).not.toBe(source.scenes[0]._id);
    expect(copy.scenes[0].panels[0]._id).not.toBe(source.scenes[0].panels[0]._id);
    expect(copy.scenes[0].panels[0].imageUrl).toBe(source.scenes[0].panels[0].imageUrl);
    expect(copy.characters[0]._id).not.toBe(source.characters[0]._id);

    // Editing the copy leaves the original alone.
    await t.call('PUT', `/api/stories/${remix._id}`, { token: other.token, body: { title: 'Mine now' } });
    await t.db.update(scenesTable).set({ title: 'Changed' }).where(eq(scenesTable.storyId, remix._id));
    const after = (await t.call('GET', `/api/stories/${original._id}`)).json.data;
    expect(after.title).toBe('The Robot Bar');
    expect(after.scenes.map((s: any) => s.title)).toEqual(['One', 'Two']);
    expect((await t.call('POST', `/api/stories/${original._id}/remix`)).status).toBe(401);
    expect((await t.call('POST', '/api/stories/nope/remix', { token: other.token })).status).toBe(404);
  });

  it('remixes one scene by id or by number into scene 1 of a new story', async () => {
    const original = await createStory(t, owner.token);
    await addScene(t, original._id, 1, 'First');
    const second = await addScene(t, original._id, 4, 'Second');
    const byId = await t.call('POST', `/api/stories/${original._id}/remix-scene/${second.id}`, { token: other.token });
    expect(byId.status).toBe(201);
    const byNumber = await t.call('POST', `/api/stories/${original._id}/scenes/2/remix`, { token: other.token });
    expect(byNumber.status).toBe(201);
    for (const res of [byId, byNumber]) {
      const copy = (await t.call('GET', `/api/stories/${res.json.data._id}`, { token: other.token })).json.data;
      expect(copy.scenes.map((s: any) => [s.sceneNumber, s.panels.length])).toEqual([[1, 4]]);
      expect(copy.originalStoryId).toBe(original._id);
    }
    expect((await t.call('GET', `/api/stories/${original._id}`)).json.data.remixCount).toBe(2);
    for (const sceneNumber of ['9', 'abc', '0', '1.5', '-1']) {
      const missing = await t.call('POST', `/api/stories/${original._id}/scenes/${sceneNumber}/remix`, {
        token: other.token,
      });
      expect([missing.status, missing.json], sceneNumber).toEqual([404, apiError('Scene not found', 'not_found')]);
    }
    expect((await t.call('POST', `/api/stories/${original._id}/remix-scene/nope`, { token: other.token })).status).toBe(
      404,
    );
  });
});

describe('DELETE /api/stories/:id', () => {
  it('removes the story, its content, likes and unshared media; remixes survive', async () => {
    const original = await createStory(t, owner.token);
    const scene = await addScene(t, original._id, 1, 'Doomed');
    const sharedKey = `scenes/${original._id}/Doomed-1.png`;
    await t.media.put(sharedKey, PNG_1PX, 'image/png');
    const privateKey = `uploads/${original._id}/private.png`;
    await t.media.put(privateKey, PNG_1PX, 'image/png');
    await t.call('PUT', `/api/stories/${original._id}`, { token: owner.token, body: { status: 'published' } });
    await t.call('POST', `/api/likes/scenes/${scene.id}`, { token: other.token });
    const remix = (await t.call('POST', `/api/stories/${original._id}/remix`, { token: other.token })).json.data;
    // Set after the remix, so only the original points at this object.
    await t.db
      .update(stories)
      .set({ previewImage: `/media/${privateKey}` })
      .where(eq(stories.id, original._id));

    const res = await t.call('DELETE', `/api/stories/${original._id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/stories/${original._id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/likes/scenes/${scene.id}`)).status).toBe(404);
    const survivor = (await t.call('GET', `/api/stories/${remix._id}`, { token: other.token })).json.data;
    expect(survivor).toMatchObject({ originalStoryDeleted: true, originalStoryTitle: 'The Robot Bar', isRemix: true });
    expect(survivor.scenes[0].panels[0].imageUrl).toBe(`/media/${sharedKey}`);
    expect(await t.media.get(sharedKey)).not.toBeNull(); // still used by the remix
    expect(await t.media.get(privateKey)).toBeNull();
  });
});

describe('GET /api/users/:username', () => {
  it('shows public fields, stories and stats', async () => {
    const author = await registerUser(t, { firstName: 'Pia', lastName: 'Author' });
    const a = await createStory(t, author.token, { title: 'A' }, { draft: true });
    clock.advance(1000);
    const b = await createStory(t, author.token, { title: 'B' }, { draft: true });
    await addScene(t, a._id, 2);
    await addScene(t, a._id, 3);
    await addScene(t, b._id, 1);
    await t.call('PUT', `/api/stories/${a._id}`, { token: author.token, body: { status: 'published' } });
    // Others see the published story only, and stats of it only.
    const res = await t.call('GET', `/api/users/${author.username.toUpperCase()}`, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ username: author.username, firstName: 'Pia', lastName: 'Author' });
    expect(res.json.data.stats).toEqual({ totalStories: 1, publishedStories: 1, totalScenes: 2, totalPanels: 5 });
    expect(res.json.data.stories.map((s: any) => s.title)).toEqual(['A']);
    const anonymous = await t.call('GET', `/api/users/${author.username}`);
    expect(anonymous.json.data.stories.map((s: any) => s.title)).toEqual(['A']);
    // The author sees the draft too, with its status, and a draft count.
    const own = await t.call('GET', `/api/users/${author.username}`, { token: author.token });
    expect(own.json.data.stories.map((s: any) => [s.title, s.status])).toEqual([
      ['B', 'draft'],
      ['A', 'published'],
    ]);
    expect(own.json.data.stats).toEqual({
      totalStories: 2,
      publishedStories: 1,
      draftStories: 1,
      totalScenes: 3,
      totalPanels: 6,
    });
    expect(res.text).not.toContain(author.email);
    expectNoPrivate(res.text);
    expect((await t.call('GET', '/api/users/nobody_here')).status).toBe(404);
  });
});

describe('read tracking', () => {
  it('records a read for anyone and 404s for unknown stories', async () => {
    const story = await createStory(t, owner.token);
    expect((await t.call('POST', `/api/stories/${story._id}/read`)).status).toBe(200);
    expect((await t.call('POST', `/api/stories/${story._id}/read`, { token: other.token })).status).toBe(200);
    expect((await t.call('POST', '/api/stories/nope/read')).status).toBe(404);
  });
});
