// The feed's paging: page numbers served from stored positions (exact after publishing, unpublishing and deleting),
// cursor walks that return every story once while new ones arrive, tags too, and the limit's maximum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStatement } from '../../worker/data/stories';
import { toStatement } from '../../db/client';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { addScene, createStory } from '../helpers/stories';

let t: TestApp;
let author: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;
/** An old draft (created first), published in the middle of the feed by a test. */
let oldDraft: { _id: string };

beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  author = await registerUser(t, { firstName: 'Fay' });
  reader = await registerUser(t);
  oldDraft = await createStory(t, author.token, { title: 'Old draft', tags: ['Space'] }, { draft: true });
  for (let i = 0; i < 23; i++) {
    // Some share a moment: the feed orders them by id.
    if (i % 4 !== 1) t.clock.advance(1000);
    await createStory(t, author.token, { title: `Story ${i}`, tags: i % 3 === 0 ? ['Space', 'Robots'] : ['Robots'] });
  }
});
afterAll(() => t.close());

const ids = (res: { json: any }) => res.json.data.stories.map((story: any) => story._id as string);

/** Every published story newest first (or a tag's), read in pages of the maximum size. */
async function whole(tag?: string): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call('GET', `/api/stories?limit=50&page=${page}${tag ? `&tag=${tag}` : ''}`);
    all.push(...ids(res));
    if (page >= res.json.data.pagination.pages) return all;
  }
}

/** Every page by number, concatenated, for both the REST route and a signed-in reader. */
async function byPages(limit: number, tag?: string) {
  const all: string[] = [];
  const first = await t.call('GET', `/api/stories?limit=${limit}&page=1${tag ? `&tag=${tag}` : ''}`);
  const { pages, total } = first.json.data.pagination;
  expect(pages).toBe(Math.ceil(total / limit));
  for (let page = 1; page <= pages; page++) {
    const res = await t.call('GET', `/api/stories?limit=${limit}&page=${page}${tag ? `&tag=${tag}` : ''}`, {
      token: reader.token,
    });
    expect(res.json.data.pagination).toMatchObject({ page, pages, total, limit });
    all.push(...ids(res));
  }
  return all;
}

describe('page numbers', () => {
  it('serve each page of the feed and of a tag exactly, newest first', async () => {
    for (const tag of [undefined, 'Space', 'Robots']) {
      const expected = await whole(tag);
      expect(await byPages(5, tag), tag).toEqual(expected);
      expect(await byPages(7, tag), tag).toEqual(expected);
    }
  });

  it('stay exact when an old draft is published, a story is unpublished and one deleted', async () => {
    const before = await whole();
    // Published now, but created before all the others: it enters at the feed's end, every position moves.
    await addScene(t, oldDraft._id, 1);
    expect(
      (await t.call('PUT', `/api/stories/${oldDraft._id}`, { token: author.token, body: { status: 'published' } }))
        .status,
    ).toBe(200);
    expect((await whole()).at(-1)).toBe(oldDraft._id);
    // One from the middle leaves the feed, and one is deleted.
    await t.call('PUT', `/api/stories/${before[6]}`, { token: author.token, body: { status: 'draft' } });
    expect((await t.call('DELETE', `/api/stories/${before[11]}`, { token: author.token })).status).toBe(200);
    const after = await whole();
    expect(after).toEqual([...before.filter((id) => id !== before[6] && id !== before[11]), oldDraft._id]);
    for (const tag of [undefined, 'Space', 'Robots']) expect(await byPages(4, tag), tag).toEqual(await whole(tag));
    // Past the end: no cards and no cursor.
    const past = await t.call('GET', '/api/stories?limit=4&page=99');
    expect(past.json.data.stories).toEqual([]);
    expect(past.json.data.pagination.nextCursor).toBeNull();
  });

  it('seek the page by its stored position, the tag page too (no scan of the pages before; the only scan is of the page itself)', async () => {
    for (const tag of [undefined, 'Space']) {
      const statement = toStatement(listStatement({ page: 3, limit: 5, tag }, null));
      const plan = await t.client.execute({
        sql: `explain query plan ${statement.sql}`,
        args: statement.args as never,
      });
      const steps = plan.rows.map((row) => String(row.detail));
      expect(
        steps.some((step) => /SEARCH (s|t) USING INDEX (stories_feed_position_idx|story_tags_position_idx)/.test(step)),
        steps.join('\n'),
      ).toBe(true);
      expect(
        steps.some((step) => /^SCAN (?!CONSTANT ROW|\(subquery-\d+\))/.test(step)),
        steps.join('\n'),
      ).toBe(false);
    }
  });
});

describe('cursors', () => {
  /** Walks the feed (or a tag) by `nextCursor`, publishing a new story after every step; answers the ids seen. */
  async function walk(limit: number, options: { tag?: string; trpc?: boolean } = {}) {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    for (let steps = 0; steps < 100; steps++) {
      let data: any;
      if (options.trpc) {
        const input = encodeURIComponent(JSON.stringify({ limit, tag: options.tag, cursor: cursor ?? undefined }));
        data = (await t.call('GET', `/trpc/stories.list?input=${input}`, { token: reader.token })).json.result.data
          .data;
      } else {
        const query = `limit=${limit}${options.tag ? `&tag=${options.tag}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await t.call('GET', `/api/stories?${query}`);
        expect(res.status).toBe(200);
        data = res.json.data;
      }
      seen.push(...data.stories.map((story: any) => story._id));
      cursor = data.pagination.nextCursor;
      t.clock.advance(1000);
      await createStory(t, author.token, { title: `Arrived during the walk ${steps}`, tags: ['Space', 'Robots'] });
      if (!cursor) return seen;
    }
    throw new Error('the walk did not end');
  }

  it('return every published story exactly once while new ones arrive, for the feed and a tag, REST and tRPC', async () => {
    for (const options of [{}, { tag: 'Space' }, { trpc: true }, { tag: 'Robots', trpc: true }]) {
      const expected = await whole(options.tag);
      const seen = await walk(3, options);
      expect(seen, JSON.stringify(options)).toEqual(expected);
    }
  });

  it('refuse a cursor the server did not hand out', async () => {
    for (const cursor of ['nonsense', 'W10', encodeURIComponent(btoa('[1,2]')), '%00']) {
      const res = await t.call('GET', `/api/stories?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.json.message).toBe('Invalid cursor');
    }
  });
});

describe('limit', () => {
  it('above the maximum is a 400 that names it, on REST and tRPC', async () => {
    for (const limit of [51, 1000]) {
      const res = await t.call('GET', `/api/stories?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        message: 'limit must be a whole number from 1 to 50',
        errorType: 'validation_error',
        maximum: 50,
      });
      const trpc = await t.call('GET', `/trpc/stories.list?input=${encodeURIComponent(JSON.stringify({ limit }))}`);
      expect(trpc.status).toBe(400);
      expect(trpc.json.error).toMatchObject({
        message: 'limit must be a whole number from 1 to 50',
        data: { errorType: 'validation_error', maximum: 50 },
      });
    }
    expect((await t.call('GET', '/api/stories?limit=50')).status).toBe(200);
  });
});
