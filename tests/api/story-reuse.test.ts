// New Story and Play reuse the author's newest untouched empty draft; remixes are listed once published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { addEntity, addScene, createStory, seedPublished } from '../helpers/stories';

let t: TestApp;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/trpc/stories.create', { token, body: { reuseDraft: true, ...body } });
const created = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await create(token, body);
  expect(res.status).toBe(200);
  return res.json.result.data as {
    reused: boolean;
    data: {
      _id: string;
      title: string;
      description: string;
      tags: string[];
      onboardingCompleted: boolean;
      createdAt: string;
    };
  };
};
const myStories = async (token: string, username: string) =>
  (await t.call('GET', `/api/users/${username}`, { token })).json.data.stories as { _id: string }[];

describe('stories.create with reuseDraft', () => {
  it('makes one empty draft however often New Story is pressed, and moves it to now', async () => {
    const author = await registerUser(t);
    const first = await created(author.token);
    expect(first.reused).toBe(false);
    clock.advance(60_000);
    const second = await created(author.token, { tags: ['space'] });
    expect(second.reused).toBe(true);
    expect(second.data._id).toBe(first.data._id);
    expect(second.data.tags).toEqual(['space']);
    expect(new Date(second.data.createdAt).getTime()).toBe(clock.now().getTime());
    expect(await myStories(author.token, author.username)).toHaveLength(1);
  });

  it("Play's prompt takes the untouched draft, skips the wizard, and the next New Story makes a fresh one", async () => {
    const author = await registerUser(t);
    const blank = await created(author.token);
    const play = await created(author.token, { description: 'A robot walks into a bar', onboardingCompleted: true });
    expect(play).toMatchObject({
      reused: true,
      data: { _id: blank.data._id, description: 'A robot walks into a bar', onboardingCompleted: true },
    });
    const next = await created(author.token);
    expect(next.reused).toBe(false);
    expect(next.data._id).not.toBe(blank.data._id);
  });

  it.each([
    [
      'a title edit',
      async (token: string, id: string) => t.call('PUT', `/api/stories/${id}`, { token, body: { title: 'Mine now' } }),
    ],
    [
      'a description edit',
      async (token: string, id: string) =>
        t.call('PUT', `/api/stories/${id}`, { token, body: { description: 'Something' } }),
    ],
    // The API publishes only a story with a scene; one published by a seed (or before that rule) is no draft either.
    ['publishing', async (_token: string, id: string) => seedPublished(t, id)],
    ['a scene', async (_token: string, id: string) => addScene(t, id, 1, 'Start')],
    ['a character', async (_token: string, id: string) => addEntity(t, id, 'character', 'Robo')],
    [
      'an art style',
      async (token: string, id: string) =>
        t.call('PATCH', `/api/stories/${id}/art-style`, { token, body: { artStyle: 'Noir' } }),
    ],
  ])('leaves a draft alone after %s', async (_what, touch) => {
    const author = await registerUser(t);
    const draft = await created(author.token);
    clock.advance(1000);
    await touch(author.token, draft.data._id);
    const next = await created(author.token);
    expect(next.reused).toBe(false);
    expect(next.data._id).not.toBe(draft.data._id);
  });

  it("never takes another author's draft, and without reuseDraft always makes a new story", async () => {
    const one = await registerUser(t);
    const two = await registerUser(t);
    const mine = await created(one.token);
    const theirs = await created(two.token);
    expect(theirs.data._id).not.toBe(mine.data._id);
    const plain = await t.call('POST', '/api/stories', { token: one.token, body: {} });
    expect(plain.status).toBe(201);
    expect(plain.json.data._id).not.toBe(mine.data._id);
  });

  it('makes one draft when two New Story requests race', async () => {
    const author = await registerUser(t);
    const [a, b] = await Promise.all([created(author.token), created(author.token)]);
    expect(a.data._id).toBe(b.data._id);
    expect(await myStories(author.token, author.username)).toHaveLength(1);
  });
});

describe('Remixes of this story', () => {
  it('lists a remix once its author publishes it, and not while it is private', async () => {
    const owner = await registerUser(t);
    const reader = await registerUser(t);
    const original = await createStory(t, owner.token, { title: 'Origin' });
    await addScene(t, original._id, 1, 'Start');
    const remix = (await t.call('POST', `/api/stories/${original._id}/remix`, { token: reader.token })).json.data as {
      _id: string;
      status: string;
    };
    expect(remix.status).toBe('draft');
    const list = async () =>
      ((await t.call('GET', `/api/stories/${original._id}/remixes`)).json.data as { _id: string }[]).map(
        (item) => item._id,
      );
    expect(await list()).toEqual([]);
    expect(
      (await t.call('PUT', `/api/stories/${remix._id}`, { token: reader.token, body: { status: 'published' } })).status,
    ).toBe(200);
    expect(await list()).toEqual([remix._id]);
  });
});
