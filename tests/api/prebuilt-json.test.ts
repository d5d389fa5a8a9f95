// The feed's REST answer is sent as text built from kept pieces (worker/platform/prebuilt-json.ts): it must say exactly
// what the procedure's object says, over tRPC, for visitors and signed-in readers, cached or not, before and after likes.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { createStory } from '../helpers/stories';

let t: TestApp;
afterEach(() => t?.close());

const input = (value: object) => encodeURIComponent(JSON.stringify(value));

async function bothWays(path: string, query: object, token?: string) {
  const rest = await t.call('GET', `/api/stories${path}`, { token });
  const trpc = await t.call('GET', `/trpc/stories.list?input=${input(query)}`, { token });
  expect(rest.status).toBe(200);
  expect(trpc.status).toBe(200);
  return { rest: rest.json, trpc: trpc.json.result.data };
}

describe('the feed sent as prebuilt JSON', () => {
  it('answers what the procedure answers, for visitors and readers, cached and fresh, across likes', async () => {
    t = await createTestApp();
    const author = await registerUser(t);
    const reader = await registerUser(t);
    const titles = ['Quote "marks" \\ and slashes', 'Ünïcödé 🐙 and </script>', 'Plain'];
    const ids: string[] = [];
    for (const title of titles) ids.push((await createStory(t, author.token, { title, tags: ['Fantasy'] }))._id);
    await t.call('POST', `/api/likes/stories/${ids[1]}`, { token: reader.token });

    for (const round of ['first, filling the cache', 'second, from the cache']) {
      const visitor = await bothWays('?page=1&limit=12', { page: 1, limit: 12 });
      expect(visitor.rest, round).toEqual(visitor.trpc);
      expect(visitor.rest.data.stories.map((story: { title: string }) => story.title).sort()).toEqual([...titles].sort());

      const signedIn = await bothWays('?page=1&limit=12', { page: 1, limit: 12 }, reader.token);
      expect(signedIn.rest, round).toEqual(signedIn.trpc);
      const liked = signedIn.rest.data.stories.find((story: { _id: string }) => story._id === ids[1]);
      expect(liked.likeCount).toBe(1);
      expect(liked.likeStats).toEqual({ likeCount: 1, isLikedByUser: true });
      expect(signedIn.rest.data.stories.filter((story: { likeStats: { isLikedByUser: boolean } }) => story.likeStats.isLikedByUser)).toHaveLength(1);

      const tagged = await bothWays('?tag=Fantasy&limit=2&page=2', { tag: 'Fantasy', limit: 2, page: 2 }, author.token);
      expect(tagged.rest).toEqual(tagged.trpc);
      expect(tagged.rest.data.pagination).toEqual({ page: 2, pages: 2, total: 3, limit: 2 });
    }

    // A like moves the cached card's count; the text follows.
    await t.call('POST', `/api/likes/stories/${ids[1]}`, { token: author.token });
    const after = await bothWays('', {}, author.token);
    expect(after.rest).toEqual(after.trpc);
    expect(after.rest.data.stories.find((story: { _id: string }) => story._id === ids[1]).likeStats).toEqual({ likeCount: 2, isLikedByUser: true });
    const visitorAfter = await bothWays('', {});
    expect(visitorAfter.rest.data.stories.find((story: { _id: string }) => story._id === ids[1]).likeStats).toEqual({ likeCount: 2, isLikedByUser: false });
  });
});
