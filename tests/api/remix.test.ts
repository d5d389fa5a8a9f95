// Remixes as deep copies that live their own lives, and the counters (remixes, scene likes) exact under concurrency;
// the concurrency tests call the procedures in-process (tests/helpers/caller.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { entities, sceneEntities, scenes } from '../../db/schema';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { callerFor, signedInCaller } from '../helpers/caller';
import { addEntity, addScene, bubble, createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let remixer: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmail: 'remix-admin@example.com' } });
  owner = await registerUser(t);
  remixer = await registerUser(t);
  admin = await registerUser(t, { email: 'remix-admin@example.com' });
});
afterAll(() => t.close());

/** Read as the administrator, who also sees the remixes (drafts until their remixers publish them). */
const read = async (storyId: string) => {
  const res = await t.call('GET', `/api/stories/${storyId}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.json.data;
};

/** Which entities (by name) each scene (by number) shows, from the link table. */
async function shownByScene(storyId: string) {
  const rows = await t.db
    .select({ sceneNumber: scenes.sceneNumber, name: entities.name, entityStory: entities.storyId })
    .from(sceneEntities)
    .innerJoin(scenes, eq(scenes.id, sceneEntities.sceneId))
    .innerJoin(entities, eq(entities.id, sceneEntities.entityId))
    .where(eq(scenes.storyId, storyId))
    .orderBy(asc(scenes.sceneNumber), asc(entities.name));
  // A link must never cross into another story's entities.
  for (const row of rows) expect(row.entityStory).toBe(storyId);
  return rows.map((row) => `${row.sceneNumber}:${row.name}`);
}

describe('remix deep copy', () => {
  let original: { _id: string };
  let copy: { _id: string };

  beforeAll(async () => {
    original = await createStory(t, owner.token, { title: 'Harbor Nights', tags: ['Noir'] });
    const one = await addScene(t, original._id, 2, 'One');
    const two = await addScene(t, original._id, 1, 'Two');
    const ada = await addEntity(t, original._id, 'character', 'Ada');
    await addEntity(t, original._id, 'character', 'Quill', 2);
    const dock = await addEntity(t, original._id, 'location', 'Dock');
    await t.db.insert(sceneEntities).values([
      { sceneId: one.id, entityId: ada },
      { sceneId: one.id, entityId: dock },
      { sceneId: two.id, entityId: ada },
    ]);
    const res = await t.call('POST', `/api/stories/${original._id}/remix`, { token: remixer.token });
    expect(res.status).toBe(201);
    copy = res.json.data;
  });

  it('copies characters, locations and the scene links, pointing at the copies', async () => {
    const [source, remix] = [await read(original._id), await read(copy._id)];
    expect(remix.characters.map((c: any) => c.name)).toEqual(['Ada', 'Quill']);
    expect(remix.locations.map((l: any) => [l.name, l.primaryImageUrl])).toEqual([
      ['Dock', source.locations[0].primaryImageUrl],
    ]);
    const sourceIds = new Set([...source.characters, ...source.locations].map((e: any) => e._id));
    for (const entity of [...remix.characters, ...remix.locations]) expect(sourceIds.has(entity._id)).toBe(false);

    expect(await shownByScene(copy._id)).toEqual(['1:Ada', '1:Dock', '2:Ada']);
    expect(await shownByScene(original._id)).toEqual(['1:Ada', '1:Dock', '2:Ada']);
    // The copied links guard the copies: Ada cannot be deleted from the remix while its scenes show her.
    const ada = remix.characters.find((c: any) => c.name === 'Ada');
    const refused = await t.call('DELETE', `/api/characters/${ada._id}`, { token: remixer.token });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Ada appears in scenes 1, 2 and cannot be deleted');
  });

  it("edits of the copy's bubbles and character leave the original alone", async () => {
    const before = await read(original._id);
    const remix = await read(copy._id);
    const edited = await t.call('PUT', `/api/scenes/${remix.scenes[0]._id}/panels/1`, {
      token: remixer.token,
      body: { textBubbles: [bubble('Remixed line', 0.6, 0.7)] },
    });
    expect(edited.status).toBe(200);
    const ada = remix.characters.find((c: any) => c.name === 'Ada');
    const renamed = await t.call('PUT', `/api/characters/${ada._id}`, {
      token: remixer.token,
      body: { name: 'Ada Prime', description: 'A sharper, colder Ada.' },
    });
    expect(renamed.status).toBe(200);

    const after = await read(copy._id);
    expect(after.scenes[0].panels[0].textBubbles).toMatchObject([
      { text: 'Remixed line', position: { x: 0.6, y: 0.7 } },
    ]);
    expect(after.characters.map((c: any) => c.name)).toEqual(['Ada Prime', 'Quill']);
    expect(await read(original._id)).toEqual(before);
    expect(before.scenes[0].panels[0].textBubbles).toMatchObject([{ text: 'Line 1', position: { x: 0.3, y: 0.2 } }]);
    expect(before.characters.find((c: any) => c.name === 'Ada').description).toBe('Ada description');
  });

  it("edits of the original's bubbles, location and scenes leave the copy alone", async () => {
    const before = await read(copy._id);
    const source = await read(original._id);
    expect(
      (
        await t.call('PUT', `/api/scenes/${source.scenes[0]._id}/panels/2`, {
          token: owner.token,
          body: { textBubbles: [bubble('Original only')] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/locations/${source.locations[0]._id}`, {
          token: owner.token,
          body: { title: 'Pier 9' },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('DELETE', `/api/scenes/${source.scenes[1]._id}`, { token: owner.token })).status).toBe(200);

    expect(await read(copy._id)).toEqual(before);
    expect(before.scenes.map((s: any) => s.title)).toEqual(['One', 'Two']);
    expect(before.scenes[0].panels[1].textBubbles).toMatchObject([{ text: 'Line 2' }]);
    expect(before.locations[0].title).toBe('');
    expect(await shownByScene(copy._id)).toEqual(['1:Ada Prime', '1:Dock', '2:Ada Prime']);
    expect(await shownByScene(original._id)).toEqual(['1:Ada', '1:Dock']);
  });
});

describe('remix counts under concurrency', () => {
  it('counts 10 concurrent remixes by different users exactly', async () => {
    const original = await createStory(t, owner.token);
    await addScene(t, original._id, 2, 'Popular');
    await addEntity(t, original._id, 'location', 'Dock');
    const fans = await Promise.all(Array.from({ length: 10 }, () => signedInCaller(t)));
    const results = await Promise.all(fans.map((fan) => fan.caller.remix.story({ storyId: original._id })));
    const ids = results.map((r) => r.data._id);
    expect(new Set(ids).size).toBe(10);
    expect(results.map((r) => r.data.userId._id).sort()).toEqual(fans.map((fan) => fan.user._id).sort());
    expect((await read(original._id)).remixCount).toBe(10);
    // Every remix is whole: its scene, panels and location, and starts with no remixes or likes of its own.
    for (const id of ids) {
      const remix = await read(id);
      expect(remix).toMatchObject({ remixCount: 0, likeCount: 0, originalStoryId: original._id });
      expect(remix.scenes.map((s: any) => s.panels.length)).toEqual([2]);
      expect(remix.locations.map((l: any) => l.name)).toEqual(['Dock']);
    }
    const copies = await t.db.select({ id: scenes.id }).from(scenes).where(inArray(scenes.storyId, ids));
    expect(copies).toHaveLength(10);
  });
});

// Procedure-level: through createCaller, no HTTP (the REST paths of likes are covered in stories.test.ts).
describe('scene likes under concurrency', () => {
  const sceneLike = (id: string) => ({ targetType: 'scene' as const, id });

  it('counts concurrent likes of a scene by many users exactly', async () => {
    const story = await createStory(t, owner.token);
    const scene = await addScene(t, story._id, 1);
    const fans = await Promise.all(Array.from({ length: 15 }, () => signedInCaller(t)));
    const results = await Promise.all(fans.map((fan) => fan.caller.likes.toggle(sceneLike(scene.id))));
    expect(results.every((r) => r.action === 'liked')).toBe(true);
    expect((await callerFor(t).likes.get(sceneLike(scene.id))).data).toEqual({ likeCount: 15, isLikedByUser: false });
    expect((await fans[3]!.caller.likes.get(sceneLike(scene.id))).data).toEqual({ likeCount: 15, isLikedByUser: true });
    const scenesOfStory = (await read(story._id)).scenes;
    expect(scenesOfStory[0].likeStats).toEqual({ likeCount: 15, isLikedByUser: false });
    // Scene likes are not story likes.
    expect((await read(story._id)).likeCount).toBe(0);
  });

  it("keeps count and state consistent under one user's burst of toggles", async () => {
    const story = await createStory(t, owner.token);
    const scene = await addScene(t, story._id, 1);
    const bystander = await signedInCaller(t);
    await bystander.caller.likes.toggle(sceneLike(scene.id));
    const fan = callerFor(t, remixer.token);

    const odd = await Promise.all(Array.from({ length: 11 }, () => fan.likes.toggle(sceneLike(scene.id))));
    expect(odd.filter((r) => r.action === 'liked')).toHaveLength(6);
    expect(odd.filter((r) => r.action === 'unliked')).toHaveLength(5);
    // Each answer is consistent with its own action.
    for (const r of odd) expect(r.data.isLikedByUser).toBe(r.action === 'liked');
    expect((await fan.likes.get(sceneLike(scene.id))).data).toEqual({ likeCount: 2, isLikedByUser: true });

    const even = await Promise.all(Array.from({ length: 8 }, () => fan.likes.toggle(sceneLike(scene.id))));
    expect(even.filter((r) => r.action === 'liked')).toHaveLength(4);
    // An even burst ends where it began.
    expect((await fan.likes.get(sceneLike(scene.id))).data).toEqual({ likeCount: 2, isLikedByUser: true });
    const last = await fan.likes.toggle(sceneLike(scene.id));
    expect(last).toEqual({ success: true, action: 'unliked', data: { likeCount: 1, isLikedByUser: false } });
    expect((await bystander.caller.likes.get(sceneLike(scene.id))).data).toEqual({ likeCount: 1, isLikedByUser: true });
  });
});
