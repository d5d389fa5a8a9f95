// The public-read cache: hits within the TTL, shared concurrent loads, clearing on writes, and no stale answer from a load that raced a write.
import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../worker/platform/public-reads';
import { createTestApp, registerUser } from '../helpers/app';
import { createStory, seedPublished } from '../helpers/stories';

describe('read cache', () => {
  it('serves within the TTL and reloads after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    now = 1001;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });

  it('drops everything on invalidate, including a load that was running during the write', async () => {
    const cache = createReadCache({ ttlMs: 60_000 });
    let release!: (value: string) => void;
    const racing = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('before the write');
    expect(await racing).toBe('before the write');
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
  });

  it('is off with a zero TTL', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 0 });
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('anonymous response cache', () => {
  it('serves repeated anonymous reads without SQL and drops them on any mutation', async () => {
    const { createTestApp, registerUser } = await import('../helpers/app');
    const { createStory } = await import('../helpers/stories');
    const t = await createTestApp();
    try {
      const author = await registerUser(t);
      const story = await createStory(t, author.token, { title: 'Cached' });
      const first = await t.call('GET', `/api/stories/${story._id}`);
      const before = t.statements.count;
      const second = await t.call('GET', `/api/stories/${story._id}`);
      expect(t.statements.count).toBe(before);
      expect(second.text).toBe(first.text);
      await t.call('PUT', `/api/stories/${story._id}`, { token: author.token, body: { title: 'Renamed' } });
      expect((await t.call('GET', `/api/stories/${story._id}`)).json.data.title).toBe('Renamed');
      // Signed-in reads are never answered from the anonymous cache.
      const liked = await t.call('POST', `/api/likes/stories/${story._id}`, { token: author.token });
      expect(liked.json.data.isLikedByUser).toBe(true);
      expect(
        (await t.call('GET', `/api/stories/${story._id}`, { token: author.token })).json.data.likeStats.isLikedByUser,
      ).toBe(true);
      expect((await t.call('GET', `/api/stories/${story._id}`)).json.data.likeStats).toEqual({
        likeCount: 1,
        isLikedByUser: false,
      });
      expect((await t.call('GET', '/api/stories/missing')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('read records and the read cache', () => {
  it('keeps cached public reads when readers record their visits', async () => {
    const { createTestApp, registerUser } = await import('../helpers/app');
    const { createStory } = await import('../helpers/stories');
    const { readEvents } = await import('../../db/schema');
    const t = await createTestApp();
    try {
      const author = await registerUser(t);
      const reader = await registerUser(t);
      const story = await createStory(t, author.token, { title: 'Often read' });
      const paths = [`/api/stories/${story._id}`, '/api/stories?limit=12&page=1', `/api/users/${author.username}`];
      const first = await Promise.all(paths.map((path) => t.call('GET', path)));
      for (const token of [undefined, reader.token]) {
        expect((await t.call('POST', `/api/stories/${story._id}/read`, { token })).status).toBe(200);
      }
      expect(await t.db.select().from(readEvents)).toHaveLength(2);
      const before = t.statements.count;
      const again = await Promise.all(paths.map((path) => t.call('GET', path)));
      expect(t.statements.count, 'served from the cache').toBe(before);
      expect(again.map((res) => res.text)).toEqual(first.map((res) => res.text));
    } finally {
      await t.close();
    }
  });
});

describe('HTTP caching of anonymous public reads', () => {
  it('answers with an ETag and a short shared Cache-Control, 304 for If-None-Match, a new tag after a write; signed-in reads are private', async () => {
    const t = await createTestApp();
    try {
      const author = await registerUser(t);
      const story = await createStory(t, author.token, { title: 'Tagged' });
      const first = await t.call('GET', '/api/stories');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
      const again = await t.call('GET', '/api/stories', { headers: { 'if-none-match': etag! } });
      expect([again.status, again.text]).toEqual([304, '']);
      expect(again.headers.get('etag')).toBe(etag);
      await t.call('PUT', `/api/stories/${story._id}`, { token: author.token, body: { title: 'Tagged again' } });
      const changed = await t.call('GET', '/api/stories', { headers: { 'if-none-match': etag! } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(changed.json.data.stories[0].title).toBe('Tagged again');
      const signedIn = await t.call('GET', '/api/stories', { token: author.token });
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
      // The list's answer carries it from the start; the others (a story, an error) get it on the way out.
      const story_ = await t.call('GET', `/api/stories/${story._id}`, { token: author.token });
      const missing = await t.call('GET', '/api/stories/no-such-story', { token: author.token });
      expect([story_.status, story_.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
      expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'private, no-cache']);
      // A signed-in answer's tag is its own (per token), never the shared one.
      expect(signedIn.headers.get('etag')).not.toBe(changed.headers.get('etag'));
    } finally {
      await t.close();
    }
  });
});

describe('likes and the cached feed', () => {
  it('drops the cached feed on a like: every reader sees the new count at once, a signed-in list read is one request', async () => {
    const t = await createTestApp();
    try {
      const author = await registerUser(t);
      const fan = await registerUser(t);
      const other = await registerUser(t);
      const story = await createStory(t, author.token, { title: 'Liked' });
      const feed = '/api/stories?limit=12&page=1';
      const card = (res: { json: any }) => res.json.data.stories.find((s: any) => s._id === story._id);
      // Warm the feed for visitors and each signed-in reader's session.
      await t.call('GET', feed);
      for (const token of [fan.token, other.token]) await t.call('GET', feed, { token });

      expect((await t.call('POST', `/api/likes/stories/${story._id}`, { token: fan.token })).json.action).toBe('liked');
      // The fan: the new count and their flag, in one request of one statement (the session cached).
      const before = { ...t.statements };
      const fanView = card(await t.call('GET', feed, { token: fan.token }));
      expect(t.statements.requests - before.requests).toBe(1);
      expect(t.statements.count - before.count).toBe(1);
      expect(fanView.likeStats).toEqual({ likeCount: 1, isLikedByUser: true });
      expect(fanView.likeCount).toBe(1);
      // Another signed-in reader and a visitor see the count too, without the flag.
      expect(card(await t.call('GET', feed, { token: other.token })).likeStats).toEqual({
        likeCount: 1,
        isLikedByUser: false,
      });
      expect(card(await t.call('GET', feed)).likeStats).toEqual({ likeCount: 1, isLikedByUser: false });
      // The story's own page, cached for visitors before the like, is dropped by it.
      await t.call('POST', `/api/likes/stories/${story._id}`, { token: other.token });
      expect((await t.call('GET', `/api/stories/${story._id}`)).json.data.likeStats.likeCount).toBe(2);
      expect((await t.call('POST', `/api/likes/stories/${story._id}`, { token: fan.token })).json.action).toBe(
        'unliked',
      );
      expect(card(await t.call('GET', feed)).likeStats.likeCount).toBe(1);
      expect(card(await t.call('GET', feed, { token: fan.token })).likeStats).toEqual({
        likeCount: 1,
        isLikedByUser: false,
      });
    } finally {
      await t.close();
    }
  });

  it('shows a like written elsewhere to signed-in readers at once, and to visitors once the TTL ends', async () => {
    const t = await createTestApp({ config: { readCacheTtlMs: 400 } });
    try {
      const author = await registerUser(t);
      const fan = await registerUser(t);
      const story = await createStory(t, author.token, { title: 'Liked elsewhere' });
      const feed = '/api/stories?limit=12&page=1';
      const card = (res: { json: any }) => res.json.data.stories.find((s: any) => s._id === story._id);
      await t.call('GET', feed);
      const me = fan.user._id as string;
      // Another instance (another isolate, a script) records the like: this instance's cached visitors' page does not know.
      await t.client.execute({
        sql: "insert into likes (user_id, target_type, target_id, created_at) values (?, 'story', ?, ?)",
        args: [me, story._id, Date.now()],
      });
      expect(card(await t.call('GET', feed, { token: fan.token })).likeStats).toEqual({
        likeCount: 1,
        isLikedByUser: true,
      });
      expect(card(await t.call('GET', feed, { token: author.token })).likeStats).toEqual({
        likeCount: 1,
        isLikedByUser: false,
      });
      expect(card(await t.call('GET', feed)).likeStats.likeCount).toBe(0);
      await new Promise((done) => setTimeout(done, 450));
      expect(card(await t.call('GET', feed)).likeStats.likeCount).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('still clears the cached cards on any other write', async () => {
    const t = await createTestApp();
    try {
      const author = await registerUser(t);
      const reader = await registerUser(t);
      const story = await createStory(t, author.token, { title: 'Before' });
      await t.call('GET', '/api/stories?limit=12&page=1', { token: reader.token });
      await t.call('PUT', `/api/stories/${story._id}`, { token: author.token, body: { title: 'After' } });
      const res = await t.call('GET', '/api/stories?limit=12&page=1', { token: reader.token });
      expect(res.json.data.stories.map((s: any) => s.title)).toContain('After');
    } finally {
      await t.close();
    }
  });
});

describe('ETags for token reads', () => {
  it('tags a signed-in read per token and answers 304 when the caller has it, 200 when it changed', async () => {
    const t = await createTestApp();
    try {
      const alice = await registerUser(t);
      const bob = await registerUser(t);
      const story = (await t.call('POST', '/api/stories', { token: alice.token, body: { title: 'Tagged 東京 🌊' } }))
        .json.data;
      const first = await t.call('GET', `/api/stories/${story._id}`, { token: alice.token });
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const again = await t.call('GET', `/api/stories/${story._id}`, {
        token: alice.token,
        headers: { 'if-none-match': etag },
      });
      expect([again.status, again.text]).toEqual([304, '']);
      // Another token's answer has its own tag, even for the same bytes.
      const me = await t.call('GET', '/api/stories', { token: alice.token });
      const them = await t.call('GET', '/api/stories', { token: bob.token });
      expect(me.text).toBe(them.text);
      expect(me.headers.get('etag')).not.toBe(them.headers.get('etag'));
      expect(
        (
          await t.call('GET', '/api/stories', {
            token: bob.token,
            headers: { 'if-none-match': me.headers.get('etag')! },
          })
        ).status,
      ).toBe(200);
      await t.call('PUT', `/api/stories/${story._id}`, { token: alice.token, body: { title: 'Changed' } });
      const changed = await t.call('GET', `/api/stories/${story._id}`, {
        token: alice.token,
        headers: { 'if-none-match': etag },
      });
      expect(changed.status).toBe(200);
      expect(changed.json.data.title).toBe('Changed');
    } finally {
      await t.close();
    }
  });
});

describe('ETags for cookie-session reads', () => {
  it('tags a browser session read per session: 304 for its own tag, never another session’s, and Vary on every read', async () => {
    const t = await createTestApp();
    try {
      const alice = await registerUser(t);
      const bob = await registerUser(t);
      const cookie = (token: string, ifNoneMatch?: string) => ({
        cookie: `token=${token}`,
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      });
      const story = (
        await t.call('POST', '/api/stories', { token: alice.token, body: { title: 'クッキー مرحبا नमस्ते สวัสดี 🍪' } })
      ).json.data;
      const path = `/api/stories/${story._id}`;
      const first = await t.call('GET', path, { headers: cookie(alice.token) });
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('vary')).toBe('Authorization, Cookie');
      const again = await t.call('GET', path, { headers: cookie(alice.token, etag) });
      expect([again.status, again.text]).toEqual([304, '']);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('vary')).toBe('Authorization, Cookie');
      // The cookie and the bearer header of one session are one credential: the same tag either way.
      expect((await t.call('GET', path, { token: alice.token })).headers.get('etag')).toBe(etag);

      // Another session reading the same bytes gets its own tag, and the first session's tag means nothing to it.
      await seedPublished(t, story._id);
      const mine = await t.call('GET', '/api/stories', { headers: cookie(alice.token) });
      const theirs = await t.call('GET', '/api/stories', { headers: cookie(bob.token) });
      expect(mine.text).toBe(theirs.text);
      expect(mine.headers.get('etag')).not.toBe(theirs.headers.get('etag'));
      const borrowed = await t.call('GET', '/api/stories', { headers: cookie(bob.token, mine.headers.get('etag')!) });
      expect(borrowed.status).toBe(200);
      expect(borrowed.text).toBe(theirs.text);
      // Nor is a visitor's shared tag a signed-in reader's, nor the other way round; the visitor's answer varies too.
      const visitor = await t.call('GET', '/api/stories');
      expect(visitor.headers.get('vary')).toBe('Authorization, Cookie');
      expect(visitor.headers.get('etag')).not.toBe(mine.headers.get('etag'));
      expect(
        (await t.call('GET', '/api/stories', { headers: { 'if-none-match': mine.headers.get('etag')! } })).status,
      ).toBe(200);

      // A change gives the session a fresh answer for its old tag; an error answer is private and varies as well.
      await t.call('PUT', path, { token: alice.token, body: { title: 'Changed 変更' } });
      const changed = await t.call('GET', path, { headers: cookie(alice.token, etag) });
      expect(changed.status).toBe(200);
      expect(changed.json.data.title).toBe('Changed 変更');
      const missing = await t.call('GET', '/api/stories/no-such-story', { headers: cookie(alice.token) });
      expect([missing.status, missing.headers.get('cache-control'), missing.headers.get('vary')]).toEqual([
        404,
        'private, no-cache',
        'Authorization, Cookie',
      ]);
    } finally {
      await t.close();
    }
  });
});
