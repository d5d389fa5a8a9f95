// The explicit like: PUT /api/likes/{stories|scenes}/{id} with { liked } sets the state (safe to retry), answering as the
// spec's toggling POST does, with the same refusals; and its tRPC twin likes.set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIKED_MESSAGE } from '../../worker/trpc/routers/likes';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { addScene, createStory } from '../helpers/stories';

let t: TestApp;
let author: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;
let second: Awaited<ReturnType<typeof registerUser>>;
let story: { _id: string };
let draft: { _id: string };
let sceneId: string;
let draftSceneId: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t);
  reader = await registerUser(t);
  second = await registerUser(t);
  story = await createStory(t, author.token, { title: 'いいね 👍 مرحبا' });
  sceneId = (await addScene(t, story._id, 2, 'Harbor')).id;
  draft = await createStory(t, author.token, { title: 'Hidden draft' }, { draft: true });
  draftSceneId = (await addScene(t, draft._id, 1, 'Secret')).id;
});
afterAll(() => t.close());

const put = (path: string, body: unknown, token: string | null = reader.token) =>
  t.call('PUT', path, { ...(token ? { token } : {}), body });

describe('PUT /api/likes/{kind}/{id}', () => {
  for (const kind of ['stories', 'scenes'] as const) {
    it(`sets a ${kind === 'stories' ? 'story' : 'scene'} like: twice true stays liked, twice false stays unliked, the count exact`, async () => {
      const path = () => `/api/likes/${kind}/${kind === 'stories' ? story._id : sceneId}`;
      const liked = await put(path(), { liked: true });
      expect(liked.status).toBe(200);
      expect(liked.json).toEqual({ success: true, action: 'liked', data: { likeCount: 1, isLikedByUser: true } });
      expect((await put(path(), { liked: true })).json).toEqual(liked.json);
      // Another reader's like counts too; the state read agrees.
      expect((await put(path(), { liked: true }, second.token)).json.data).toEqual({
        likeCount: 2,
        isLikedByUser: true,
      });
      expect((await t.call('GET', path(), { token: reader.token })).json.data).toEqual({
        likeCount: 2,
        isLikedByUser: true,
      });

      const unliked = await put(path(), { liked: false });
      expect(unliked.json).toEqual({ success: true, action: 'unliked', data: { likeCount: 1, isLikedByUser: false } });
      expect((await put(path(), { liked: false })).json).toEqual(unliked.json);
      // The toggling POST answers the same shape and still flips.
      const toggled = await t.call('POST', path(), { token: reader.token });
      expect(toggled.json).toEqual({ success: true, action: 'liked', data: { likeCount: 2, isLikedByUser: true } });
      await put(path(), { liked: false });
      await put(path(), { liked: false }, second.token);
      expect((await t.call('GET', path())).json.data).toEqual({ likeCount: 0, isLikedByUser: false });
    });
  }

  it('stays exact under a burst of retries', async () => {
    const path = `/api/likes/stories/${story._id}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => put(path, { liked: true })));
    for (const res of answers) expect(res.json).toMatchObject({ action: 'liked', data: { isLikedByUser: true } });
    expect((await t.call('GET', path)).json.data.likeCount).toBe(1);
    await put(path, { liked: false });
  });

  it("refuses as the POST does: signed out, a missing target, another author's draft (which stays unliked)", async () => {
    const cases: [path: string, status: number, message: string][] = [
      [`/api/likes/stories/nosuchstory`, 404, 'Story not found'],
      [`/api/likes/scenes/nosuchscene`, 404, 'Scene not found'],
      [`/api/likes/stories/${draft._id}`, 404, 'Story not found'],
      [`/api/likes/scenes/${draftSceneId}`, 404, 'Scene not found'],
    ];
    for (const [path, status, message] of cases) {
      for (const liked of [true, false]) {
        const res = await put(path, { liked });
        const toggle = await t.call('POST', path, { token: reader.token });
        expect(res.status, path).toBe(status);
        expect(res.json.message, path).toBe(message);
        expect({ status: toggle.status, message: toggle.json.message }, path).toEqual({ status, message });
      }
    }
    const signedOut = await put(`/api/likes/stories/${story._id}`, { liked: true }, null);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.message).toBe((await t.call('POST', `/api/likes/stories/${story._id}`)).json.message);
    // The owner may like their own draft, as with the POST; nobody else's like landed on it.
    expect((await put(`/api/likes/stories/${draft._id}`, { liked: true }, author.token)).json.data).toEqual({
      likeCount: 1,
      isLikedByUser: true,
    });
  });

  it('answers 400 for a body without a boolean liked, or with a field it does not take (named)', async () => {
    const path = `/api/likes/stories/${story._id}`;
    for (const body of [{}, { liked: 'true' }, { liked: 1 }, { liked: null }]) {
      const res = await put(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(LIKED_MESSAGE);
    }
    const unknown = await put(path, { liked: true, like: true });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ message: 'Unknown field: like', errorType: 'unknown_field' });
    for (const body of ['[true]', 'true', '']) expect((await put(path, body)).status, body).toBe(400);
    expect((await t.call('GET', path)).json.data.likeCount).toBe(0);
  });

  it('costs what the toggle costs in database requests', async () => {
    const path = `/api/likes/scenes/${sceneId}`;
    const measure = async (call: () => Promise<unknown>) => {
      const before = t.statements.requests;
      await call();
      return t.statements.requests - before;
    };
    const toggle = await measure(() => t.call('POST', path, { token: reader.token }));
    const set = await measure(() => put(path, { liked: false }));
    expect(set).toBe(toggle);
  });
});

describe('likes.set (tRPC)', () => {
  it('sets the state with { targetType, id, liked }', async () => {
    const api = callerFor(t, second.token);
    expect(await api.likes.set({ targetType: 'scene', id: sceneId, liked: true })).toEqual({
      success: true,
      action: 'liked',
      data: { likeCount: 1, isLikedByUser: true },
    });
    expect((await api.likes.set({ targetType: 'scene', id: sceneId, liked: true })).data.likeCount).toBe(1);
    expect((await api.likes.set({ targetType: 'scene', id: sceneId, liked: false })).data).toEqual({
      likeCount: 0,
      isLikedByUser: false,
    });
    await expect(api.likes.set({ targetType: 'story', id: draft._id, liked: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
