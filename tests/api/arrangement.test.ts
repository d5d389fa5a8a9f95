// Arranging after generation: panels added, split, removed and reordered (pictures, bubbles and versions follow their
// panel), scenes reordered (numbers, links and the cover follow), each a single batch; and only the author may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { panelMediaVersions, scenes, stories } from '../../db/schema';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { addEntity, addScene, bubble, createStory } from '../helpers/stories';
import { sceneEntities } from '../../db/schema';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { readCacheTtlMs: 0 } });
  owner = await registerUser(t);
  other = await registerUser(t);
});
afterAll(() => t.close());

const scenesOf = async (storyId: string, token = owner.token) =>
  (await t.call('GET', `/api/stories/${storyId}/scenes`, { token })).json.data as any[];
const panelsOf = async (storyId: string, sceneNumber = 1) =>
  (await scenesOf(storyId)).find((scene) => scene.sceneNumber === sceneNumber).panels as any[];
const storyRow = async (id: string) => (await t.db.select().from(stories).where(eq(stories.id, id)))[0]!;

describe('panels after generation', () => {
  it('adds an empty panel at the end or at a place, six at most, and a seventh is a 400 that changes nothing', async () => {
    const story = await createStory(t, owner.token, { title: 'Add' });
    const scene = await addScene(t, story._id, 2, 'Add');
    const before = await panelsOf(story._id);

    const appended = await t.call('POST', `/api/scenes/${scene.id}/panels`, { token: owner.token, body: {} });
    expect(appended.status).toBe(201);
    expect(appended.json).toMatchObject({ success: true, message: 'Panel added' });
    expect(appended.json.data.panel).toMatchObject({
      panelNumber: 3,
      imageUrl: null,
      hasImage: false,
      textBubbles: [],
      description: '',
    });

    const first = await t.call('POST', `/api/scenes/${scene.id}/panels`, {
      token: owner.token,
      body: { position: 1, description: '夜の港 · ميناء ليلي · रात का बंदरगाह · ท่าเรือยามค่ำ 🌙' },
    });
    expect(first.status).toBe(201);
    const panels = await panelsOf(story._id);
    expect(panels.map((p) => p.panelNumber)).toEqual([1, 2, 3, 4]);
    expect(panels[0]).toMatchObject({
      _id: first.json.data.panel._id,
      description: '夜の港 · ميناء ليلي · रात का बंदरगाह · ท่าเรือยามค่ำ 🌙',
      imageUrl: null,
    });
    // The panels that were there moved up one, each with its own picture and bubbles.
    expect(panels.slice(1, 3).map((p) => [p._id, p.imageUrl, p.textBubbles[0].text])).toEqual(
      before.map((p) => [p._id, p.imageUrl, p.textBubbles[0].text]),
    );
    expect((await storyRow(story._id)).panelCount).toBe(4);

    for (let n = 5; n <= 6; n += 1)
      expect((await t.call('POST', `/api/scenes/${scene.id}/panels`, { token: owner.token, body: {} })).status).toBe(
        201,
      );
    const seventh = await t.call('POST', `/api/scenes/${scene.id}/panels`, {
      token: owner.token,
      body: { position: 2 },
    });
    expect([seventh.status, seventh.json.message]).toEqual([400, 'A scene holds at most 6 panels']);
    const six = await panelsOf(story._id);
    expect(six.map((p) => p.panelNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(six[1]._id).toBe(before[0]._id);
    expect((await storyRow(story._id)).panelCount).toBe(6);

    // Two adds at once on five panels: one gets the sixth place, the other is refused; numbers stay 1..6.
    const five = await addScene(t, story._id, 5, 'Race');
    const race = await Promise.all(
      [1, 2].map(() => t.call('POST', `/api/scenes/${five.id}/panels`, { token: owner.token, body: { position: 1 } })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await panelsOf(story._id, 2)).map((p) => p.panelNumber)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('splits a panel into two: the new one follows it with its description and picture prompt, ready to draw', async () => {
    const story = await createStory(t, owner.token, { title: 'Split' });
    const scene = await addScene(t, story._id, 3, 'Split');
    const split = await t.call('POST', `/api/scenes/${scene.id}/panels`, {
      token: owner.token,
      body: { splitFrom: 2 },
    });
    expect(split.status).toBe(201);
    expect(split.json.data.panel).toMatchObject({
      panelNumber: 3,
      description: 'Split panel 2',
      imagePrompt: 'prompt 2',
      imageUrl: null,
    });
    expect(split.json.data.scene.panels.map((p: any) => p.description)).toEqual([
      'Split panel 1',
      'Split panel 2',
      'Split panel 2',
      'Split panel 3',
    ]);
    // Its picture is then generated like any panel's.
    const drawn = await t.call('POST', '/api/ai/generate-panel-image', {
      token: owner.token,
      body: { sceneId: scene.id, panelNumber: 3 },
    });
    expect(drawn.status).toBe(200);
    expect((await panelsOf(story._id))[2].imageUrl).toMatch(/^\/media\//);
    const missing = await t.call('POST', `/api/scenes/${scene.id}/panels`, {
      token: owner.token,
      body: { splitFrom: 6 },
    });
    expect([missing.status, missing.json.message]).toEqual([404, 'Panel not found']);
    const both = await t.call('POST', `/api/scenes/${scene.id}/panels`, {
      token: owner.token,
      body: { splitFrom: 1, position: 1 },
    });
    expect(both.status).toBe(400);
    expect(await panelsOf(story._id)).toHaveLength(4);
  });

  it('removes a panel, closes the gap, keeps its picture among the versions and brings it back with Undo', async () => {
    const story = await createStory(t, owner.token, { title: 'Remove' });
    const scene = await addScene(t, story._id, 3, 'Remove');
    const before = await panelsOf(story._id);
    await t.call('PUT', `/api/scenes/${scene.id}/panels/3`, {
      token: owner.token,
      body: { imageUrl: `/media/scenes/${story._id}/newer-3.png` },
    });
    const versionsBefore = (await t.call('GET', `/api/scenes/${scene.id}/versions`, { token: owner.token })).json.data;
    expect(versionsBefore.map((v: any) => v.panelNumber)).toEqual([3]);

    const removed = await t.call('DELETE', `/api/scenes/${scene.id}/panels/2`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.json.data.removed).toMatchObject({
      panelNumber: 2,
      imageUrl: before[1].imageUrl,
      description: 'Remove panel 2',
      textBubbles: [{ text: 'Line 2' }],
    });
    const after = await panelsOf(story._id);
    expect(after.map((p) => [p.panelNumber, p._id])).toEqual([
      [1, before[0]._id],
      [2, before[2]._id],
    ]);
    // Panel 3's history moved with it to number 2; the removed panel's picture is kept but belongs to no panel now.
    expect(
      (await t.call('GET', `/api/scenes/${scene.id}/versions`, { token: owner.token })).json.data.map((v: any) => [
        v.panelNumber,
        v.imageUrl,
      ]),
    ).toEqual([[2, before[2].imageUrl]]);
    const kept = await t.db.select().from(panelMediaVersions).where(eq(panelMediaVersions.sceneId, scene.id));
    expect(kept.find((v) => v.imageUrl === before[1].imageUrl)).toMatchObject({
      panelNumber: 0,
      textBubbles: before[1].textBubbles,
    });
    expect((await storyRow(story._id)).panelCount).toBe(2);

    // Undo: the removed panel comes back at its place with its picture, words and bubbles.
    const { panelNumber, ...content } = removed.json.data.removed;
    const undone = await t.call('POST', `/api/scenes/${scene.id}/panels`, {
      token: owner.token,
      body: { ...content, position: panelNumber },
    });
    expect(undone.status).toBe(201);
    const back = await panelsOf(story._id);
    expect(back.map((p) => [p.imageUrl, p.description, p.textBubbles.map((b: any) => b.text)])).toEqual(
      before.map((p, i) => [
        i === 2 ? `/media/scenes/${story._id}/newer-3.png` : p.imageUrl,
        p.description,
        p.textBubbles.map((b: any) => b.text),
      ]),
    );

    // The last panel stays; a panel that is not there is a 404.
    const single = await addScene(t, story._id, 1, 'Single');
    const last = await t.call('DELETE', `/api/scenes/${single.id}/panels/1`, { token: owner.token });
    expect([last.status, last.json.message]).toEqual([400, 'A scene keeps at least one panel']);
    expect((await t.call('DELETE', `/api/scenes/${scene.id}/panels/6`, { token: owner.token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/scenes/${scene.id}/panels/x`, { token: owner.token })).status).toBe(400);
  });

  it('reorders panels: pictures, bubbles and versions follow their panel; the cover follows the first picture', async () => {
    const story = await createStory(t, owner.token, { title: 'Order' });
    const scene = await addScene(t, story._id, 3, 'Order');
    await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, {
      token: owner.token,
      body: { textBubbles: [bubble('こんにちは 👋'), bubble('مرحبا')] },
    });
    await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, {
      token: owner.token,
      body: { imageUrl: `/media/scenes/${story._id}/first-again.png` },
    });
    // Panel 2 has no picture, so after the reorder the cover is panel 3's (now first).
    await t.call('PUT', `/api/scenes/${scene.id}/panels/2`, { token: owner.token, body: { imageUrl: null } });
    const before = await panelsOf(story._id);

    const ordered = await t.call('PUT', `/api/scenes/${scene.id}/panel-order`, {
      token: owner.token,
      body: { order: [3, 1, 2] },
    });
    expect(ordered.status).toBe(200);
    const after = await panelsOf(story._id);
    expect(ordered.json.data.scene.panels).toEqual(after);
    expect(after.map((p) => p._id)).toEqual([before[2]._id, before[0]._id, before[1]._id]);
    expect(after[1].textBubbles.map((b: any) => b.text)).toEqual(['こんにちは 👋', 'مرحبا']);
    expect(after[1].imageUrl).toBe(`/media/scenes/${story._id}/first-again.png`);
    const versions = (await t.call('GET', `/api/scenes/${scene.id}/versions`, { token: owner.token })).json.data;
    // The versions of old panel 1 (its first picture) are now panel 2's; old panel 2's (its removed picture) panel 3's.
    expect(versions.map((v: any) => [v.panelNumber, v.imageUrl]).sort()).toEqual([
      [2, `/media/scenes/${story._id}/Order-1.png`],
      [3, `/media/scenes/${story._id}/Order-2.png`],
    ]);
    expect((await storyRow(story._id)).coverImage).toBe(before[2].imageUrl);
    // A version restores onto the panel it now belongs to.
    const restore = await t.call('POST', `/api/scenes/${scene.id}/versions/restore`, {
      token: owner.token,
      body: { versionIds: [versions.find((v: any) => v.panelNumber === 3)._id] },
    });
    expect(restore.json.data.scene.panels[2]).toMatchObject({
      _id: before[1]._id,
      imageUrl: `/media/scenes/${story._id}/Order-2.png`,
    });

    for (const order of [[1, 2], [1, 2, 2], [1, 2, 4], [0, 1, 2], [1, 2, 3, 4], [], 'abc', [1.5, 2, 3]]) {
      const bad = await t.call('PUT', `/api/scenes/${scene.id}/panel-order`, { token: owner.token, body: { order } });
      expect([bad.status, bad.json.message], JSON.stringify(order)).toEqual([
        400,
        'The order must list every panel of the scene exactly once',
      ]);
    }
    expect((await panelsOf(story._id)).map((p) => p._id)).toEqual(after.map((p) => p._id));
    const extra = await t.call('PUT', `/api/scenes/${scene.id}/panel-order`, {
      token: owner.token,
      body: { order: [1, 2, 3], also: 1 },
    });
    expect([extra.status, extra.json.errorType]).toEqual([400, 'unknown_field']);
  });

  it("keeps a stored page layout: a split halves the panel's cell, a removed panel's cell goes to its neighbour, a reorder keeps the cells", async () => {
    const story = await createStory(t, owner.token, { title: 'Layout' });
    const scene = await addScene(t, story._id, 3, 'Layout');
    const cells = [
      { panelNumber: 1, x: 0, y: 0, width: 0.5, height: 1 },
      { panelNumber: 2, x: 0.5, y: 0, width: 0.5, height: 0.5 },
      { panelNumber: 3, x: 0.5, y: 0.5, width: 0.5, height: 0.5 },
    ];
    expect(
      (
        await t.call('PUT', `/api/scenes/${scene.id}/layout`, {
          token: owner.token,
          body: { panels: cells, gutter: 0.02 },
        })
      ).status,
    ).toBe(200);
    const split = await t.call('POST', `/api/scenes/${scene.id}/panels`, {
      token: owner.token,
      body: { splitFrom: 1 },
    });
    const afterSplit = split.json.data.scene;
    expect(afterSplit.automaticLayout).toBe(false);
    expect(afterSplit.layout.gutter).toBe(0.02);
    expect(afterSplit.layout.panels.map((p: any) => p.panelNumber)).toEqual([1, 2, 3, 4]);
    expect(afterSplit.layout.panels[0]).toMatchObject({ x: 0, y: 0, width: 0.5 });
    expect(afterSplit.layout.panels[0].height + afterSplit.layout.panels[1].height).toBeCloseTo(1);
    expect(afterSplit.layout.panels.slice(2)).toEqual(
      cells.slice(1).map((cell) => ({ ...cell, panelNumber: cell.panelNumber + 1 })),
    );
    const removed = await t.call('DELETE', `/api/scenes/${scene.id}/panels/4`, { token: owner.token });
    expect(removed.json.data.scene).toMatchObject({ automaticLayout: false });
    // The cell went to a neighbour sharing a whole side: three panels still fill the page.
    expect(removed.json.data.scene.layout.panels.map((p: any) => p.panelNumber)).toEqual([1, 2, 3]);
    expect(
      removed.json.data.scene.layout.panels.reduce((sum: number, p: any) => sum + p.width * p.height, 0),
    ).toBeCloseTo(1);
    const ordered = await t.call('PUT', `/api/scenes/${scene.id}/panel-order`, {
      token: owner.token,
      body: { order: [3, 1, 2] },
    });
    expect(ordered.json.data.scene.layout).toEqual(removed.json.data.scene.layout);
    const added = await t.call('POST', `/api/scenes/${scene.id}/panels`, { token: owner.token, body: {} });
    expect(added.json.data.scene.automaticLayout).toBe(false);
    expect(added.json.data.scene.layout.panels).toHaveLength(4);
  });

  it('leaves the panels of another author alone (404 for a draft, 403 for a published story, 401 signed out)', async () => {
    const published = await createStory(t, owner.token, { title: 'Theirs' });
    const scene = await addScene(t, published._id, 2, 'Theirs');
    const draft = await createStory(t, owner.token, { title: 'Hidden' }, { draft: true });
    const hidden = await addScene(t, draft._id, 2, 'Hidden');
    const before = JSON.stringify([await panelsOf(published._id), await scenesOf(draft._id)]);
    for (const [id, status] of [
      [scene.id, 403],
      [hidden.id, 404],
    ] as const) {
      expect((await t.call('POST', `/api/scenes/${id}/panels`, { token: other.token, body: {} })).status).toBe(status);
      expect((await t.call('DELETE', `/api/scenes/${id}/panels/1`, { token: other.token })).status).toBe(status);
      expect(
        (await t.call('PUT', `/api/scenes/${id}/panel-order`, { token: other.token, body: { order: [2, 1] } })).status,
      ).toBe(status);
      expect((await t.call('PUT', `/api/scenes/${id}/panel-order`, { body: { order: [2, 1] } })).status).toBe(401);
    }
    expect((await t.call('POST', '/api/scenes/nosuchscene/panels', { token: owner.token, body: {} })).status).toBe(404);
    expect(JSON.stringify([await panelsOf(published._id), await scenesOf(draft._id)])).toBe(before);
  });

  it('makes each change one batch after the session check', async () => {
    const story = await createStory(t, owner.token, { title: 'Budget' });
    const scene = await addScene(t, story._id, 3, 'Budget');
    for (const [method, path, body] of [
      ['POST', `/api/scenes/${scene.id}/panels`, { position: 2 }],
      ['PUT', `/api/scenes/${scene.id}/panel-order`, { order: [4, 3, 2, 1] }],
      ['DELETE', `/api/scenes/${scene.id}/panels/2`, undefined],
    ] as const) {
      const before = t.statements.requests;
      expect((await t.call(method, path, { token: owner.token, body })).status).toBeLessThan(300);
      expect(t.statements.requests - before, path).toBeLessThanOrEqual(2);
    }
  });

  it('costs what docs/data-path.md says for every arranging call: a layout 1, a change or a reorder 2, the library 1, a bring-in 2', async () => {
    const story = await createStory(t, owner.token, { title: 'Trips' });
    const first = await addScene(t, story._id, 2, 'Trips one');
    const second = await addScene(t, story._id, 1, 'Trips two');
    const earlier = await createStory(t, owner.token, { title: 'Earlier' }, { draft: true });
    const bram = await addEntity(t, earlier._id, 'character', 'Old Bram');
    const cove = await addEntity(t, earlier._id, 'location', 'Smugglers Cove');
    const theirs = await createStory(t, other.token, { title: 'Theirs' });
    const calls: [
      label: string,
      trips: number,
      status: number,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      body?: unknown,
      token?: string,
    ][] = [
      [
        'layout',
        1,
        200,
        'PUT',
        `/api/scenes/${first.id}/layout`,
        {
          panels: [
            { panelNumber: 1, x: 0, y: 0, width: 0.6, height: 1 },
            { panelNumber: 2, x: 0.6, y: 0, width: 0.4, height: 1 },
          ],
          gutter: 0.03,
        },
      ],
      [
        'layout refused (overlap): no trip',
        0,
        400,
        'PUT',
        `/api/scenes/${first.id}/layout`,
        {
          panels: [
            { panelNumber: 1, x: 0, y: 0, width: 0.6, height: 1 },
            { panelNumber: 2, x: 0.5, y: 0, width: 0.5, height: 1 },
          ],
        },
      ],
      ['panel add', 2, 201, 'POST', `/api/scenes/${first.id}/panels`, { position: 3 }],
      ['panel order', 2, 200, 'PUT', `/api/scenes/${first.id}/panel-order`, { order: [3, 1, 2] }],
      ['panel remove', 2, 200, 'DELETE', `/api/scenes/${first.id}/panels/1`],
      ['scene order', 2, 200, 'PUT', `/api/stories/${story._id}/scene-order`, { order: [second.id, first.id] }],
      ['cast library (characters)', 1, 200, 'GET', '/api/characters?q=bram'],
      ['cast library (locations)', 1, 200, 'GET', '/api/locations'],
      ['bring in a character', 2, 201, 'POST', `/api/stories/${story._id}/characters`, { fromCharacterId: bram }],
      ['bring in a location', 2, 201, 'POST', `/api/stories/${story._id}/locations`, { fromLocationId: cove }],
      [
        'bring in refused (another author’s cast)',
        1,
        404,
        'POST',
        `/api/stories/${theirs._id}/characters`,
        { fromCharacterId: bram },
        other.token,
      ],
      [
        'bring in refused (into another author’s story)',
        1,
        403,
        'POST',
        `/api/stories/${theirs._id}/characters`,
        { fromCharacterId: bram },
      ],
    ];
    for (const [label, trips, status, method, path, body, token = owner.token] of calls) {
      const before = t.statements.requests;
      const res = await t.call(method, path, { token, body });
      expect([res.status, t.statements.requests - before], `${label}: ${res.text}`).toEqual([status, trips]);
    }
    expect((await scenesOf(story._id)).map((scene) => [scene._id, scene.sceneNumber])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);
  });
});

describe('scenes in any order', () => {
  it('renumbers the scenes in one batch; numbers, links, the cover and first appearances follow', async () => {
    const story = await createStory(t, owner.token, { title: 'Reorder' });
    const [a, b, c] = [
      await addScene(t, story._id, 1, 'Alpha'),
      await addScene(t, story._id, 2, 'Beta'),
      await addScene(t, story._id, 1, 'Gamma'),
    ];
    const hero = await addEntity(t, story._id, 'character', 'Hero', 3);
    await t.db.insert(sceneEntities).values({ sceneId: c.id, entityId: hero });
    await t.call('POST', `/api/likes/scenes/${b.id}`, { token: other.token });
    expect((await storyRow(story._id)).coverImage).toBe(`/media/scenes/${story._id}/Alpha-1.png`);

    const before = t.statements.requests;
    const ordered = await t.call('PUT', `/api/stories/${story._id}/scene-order`, {
      token: owner.token,
      body: { order: [c.id, a.id, b.id] },
    });
    expect(t.statements.requests - before).toBeLessThanOrEqual(2);
    expect(ordered.status).toBe(200);
    expect(ordered.json.data.map((s: any) => [s._id, s.sceneNumber])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const read = await scenesOf(story._id);
    expect(read.map((s) => [s.title, s.sceneNumber, s.panels.length])).toEqual([
      ['Gamma', 1, 1],
      ['Alpha', 2, 1],
      ['Beta', 3, 2],
    ]);
    // A scene keeps its likes; the cover is now the first picture of the new first scene; Hero first appears in scene 1.
    expect(read[2].likeStats.likeCount).toBe(1);
    expect((await storyRow(story._id)).coverImage).toBe(`/media/scenes/${story._id}/Gamma-1.png`);
    const characters = (await t.call('GET', `/api/stories/${story._id}/characters`, { token: owner.token })).json.data;
    expect(characters[0]).toMatchObject({ name: 'Hero', firstAppearance: 1, usedInScenes: [1] });
    // The scene link /story/:id/scene/2 now opens Alpha: its number is the link, and a scene remix by number follows.
    const remix = await t.call('POST', `/api/stories/${story._id}/scenes/2/remix`, { token: other.token });
    expect(remix.status).toBe(201);
    expect((await scenesOf(remix.json.data._id, other.token)).map((s) => s.title)).toEqual(['Alpha']);
    // A new scene comes after them all.
    expect((await addScene(t, story._id, 1, 'Delta')).sceneNumber).toBe(4);
  });

  it('refuses an order that is not every scene exactly once, and changes nothing', async () => {
    const story = await createStory(t, owner.token, { title: 'Strict' });
    const [a, b] = [await addScene(t, story._id, 1, 'One'), await addScene(t, story._id, 1, 'Two')];
    const elsewhere = await addScene(t, (await createStory(t, owner.token, { title: 'Elsewhere' }))._id, 1, 'Else');
    for (const order of [
      [a.id],
      [a.id, a.id],
      [a.id, b.id, elsewhere.id],
      [a.id, elsewhere.id],
      [],
      [a.id, 'nosuch'],
      'x',
      [1, 2],
    ]) {
      const bad = await t.call('PUT', `/api/stories/${story._id}/scene-order`, { token: owner.token, body: { order } });
      expect([bad.status, bad.json.message], JSON.stringify(order)).toEqual([
        400,
        'The order must list every scene of the story exactly once',
      ]);
    }
    expect((await scenesOf(story._id)).map((s) => s.title)).toEqual(['One', 'Two']);
    expect((await t.db.select().from(scenes).where(eq(scenes.id, elsewhere.id)))[0]!.sceneNumber).toBe(1);
  });

  it('lets only the author reorder: 403 on a published story, 404 on a draft, 401 signed out', async () => {
    const story = await createStory(t, owner.token, { title: 'Mine' });
    const [a, b] = [await addScene(t, story._id, 1, 'One'), await addScene(t, story._id, 1, 'Two')];
    const draft = await createStory(t, owner.token, { title: 'Draft' }, { draft: true });
    const [c, d] = [await addScene(t, draft._id, 1, 'One'), await addScene(t, draft._id, 1, 'Two')];
    expect(
      (
        await t.call('PUT', `/api/stories/${story._id}/scene-order`, {
          token: other.token,
          body: { order: [b.id, a.id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/stories/${draft._id}/scene-order`, {
          token: other.token,
          body: { order: [d.id, c.id] },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('PUT', `/api/stories/${story._id}/scene-order`, { body: { order: [b.id, a.id] } })).status,
    ).toBe(401);
    expect((await scenesOf(story._id)).map((s) => s.title)).toEqual(['One', 'Two']);
    const trpc = await t.call('POST', '/trpc/stories.orderScenes', {
      token: owner.token,
      body: { id: story._id, order: [b.id, a.id] },
    });
    expect(trpc.status).toBe(200);
    expect((await scenesOf(story._id)).map((s) => s.title)).toEqual(['Two', 'One']);
  });
});
