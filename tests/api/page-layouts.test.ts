// A scene's page layout (PUT /api/scenes/:id/layout, scenes.setLayout) and a story's reading direction (story update):
// what is kept, what is refused with which message, who may change them, and what the scene and story answers show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scenes, stories } from '../../db/schema';
import { gridLayout, templateLayout } from '../../src/shared/layout';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { callerFor } from '../helpers/caller';
import { addScene, createStory } from '../helpers/stories';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmail: 'admin@panelcraft.test' } });
  owner = await registerUser(t);
  other = await registerUser(t);
  admin = await registerUser(t, { email: 'admin@panelcraft.test' });
});
afterAll(() => t.close());

const tallStack = templateLayout('tall-stack', 3, '3:4');
const cells = (layout = tallStack) =>
  layout.panels.map(({ panelNumber, x, y, width, height }) => ({ panelNumber, x, y, width, height }));

async function threePanelScene(body: Record<string, unknown> = {}) {
  const story = await createStory(t, owner.token, { title: 'Layouts', ...body });
  const scene = await addScene(t, story._id, 3, 'Layout');
  return { storyId: story._id, sceneId: scene.id };
}

describe('PUT /api/scenes/:id/layout', () => {
  it('keeps the layout, answers the scene with it, and the story scenes show it', async () => {
    const { storyId, sceneId } = await threePanelScene();
    const before = await t.call('GET', `/api/stories/${storyId}/scenes`);
    // A scene never laid out answers the automatic grid it has always shown.
    expect(before.json.data[0].layout).toEqual(gridLayout(3, '3:4'));
    expect(before.json.data[0].automaticLayout).toBe(true);

    const res = await t.call('PUT', `/api/scenes/${sceneId}/layout`, {
      token: owner.token,
      body: { panels: cells(), gutter: 0.03, borderWidth: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.layout).toEqual({ panels: cells(), gutter: 0.03, borderWidth: 5 });
    const after = await t.call('GET', `/api/stories/${storyId}/scenes`);
    expect(after.json.data[0]).toMatchObject({
      layout: { panels: cells(), gutter: 0.03, borderWidth: 5 },
      automaticLayout: false,
    });

    // Without a gutter or border width the stored ones stay.
    const moved = cells().map((cell) =>
      cell.panelNumber === 1 ? { ...cell, width: 0.4 } : cell.panelNumber > 1 ? { ...cell, x: 0.4, width: 0.6 } : cell,
    );
    const again = await t.call('PUT', `/api/scenes/${sceneId}/layout`, { token: owner.token, body: { panels: moved } });
    expect(again.status).toBe(200);
    expect(again.json.data.layout).toEqual({ panels: moved, gutter: 0.03, borderWidth: 5 });
    const row = await t.db.select().from(scenes).where(eq(scenes.id, sceneId)).get();
    expect(row!.layout).toEqual({ panels: moved, gutter: 0.03, borderWidth: 5 });
  });

  it('refuses overlapping cells, cells off the page and the wrong panels with a 400 naming the problem', async () => {
    const { sceneId } = await threePanelScene();
    const put = (body: unknown) => t.call('PUT', `/api/scenes/${sceneId}/layout`, { token: owner.token, body });
    const overlapping = cells().map((cell) => (cell.panelNumber === 2 ? { ...cell, x: 0.3 } : cell));
    const cases: [unknown, RegExp][] = [
      [{ panels: overlapping }, /^Panel 1 overlaps panel 2$/],
      [
        { panels: cells().map((cell) => (cell.panelNumber === 3 ? { ...cell, y: 0.9 } : cell)) },
        /^Panel 3 is off the page/,
      ],
      [
        { panels: cells().map((cell) => (cell.panelNumber === 3 ? { ...cell, x: -0.2 } : cell)) },
        /^Panel 3 is off the page/,
      ],
      [{ panels: cells().slice(0, 2) }, /^Panel 3 is missing from the layout$/],
      [{ panels: [...cells(), { panelNumber: 4, x: 0, y: 0, width: 0.1, height: 0.1 }] }, /overlaps|not in this scene/],
      [
        { panels: cells().map((cell) => (cell.panelNumber === 2 ? { ...cell, panelNumber: 1 } : cell)) },
        /^Panel 1 appears more than once/,
      ],
      [{ panels: cells(), gutter: 0.5 }, /^gutter must be between 0 and 0.08$/],
      [{ panels: cells(), borderWidth: -1 }, /^borderWidth must be between 0 and 12$/],
      [{ panels: cells().map((cell) => ({ ...cell, x: 'left' })) }, /^x must be a number/],
      [{ panels: 'grid' }, /^panels must be a list/],
      [{ panels: cells(), colour: 'red' }, /^Unknown field: colour$/],
      [{}, /panels/i],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message, JSON.stringify(body)).toMatch(message);
    }
    // A layout for another number of panels is refused against the scene itself.
    const two = templateLayout('rows', 2, '3:4');
    const res = await put({ panels: cells(two) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Panel 3 is missing from the layout');
    expect((await t.db.select().from(scenes).where(eq(scenes.id, sceneId)).get())!.layout).toBeNull();
  });

  it('is the owner’s (and the administrator’s): 401, 403 and 404 change nothing', async () => {
    const { sceneId } = await threePanelScene();
    const body = { panels: cells() };
    expect((await t.call('PUT', `/api/scenes/${sceneId}/layout`, { body })).status).toBe(401);
    expect((await t.call('PUT', `/api/scenes/${sceneId}/layout`, { token: other.token, body })).status).toBe(403);
    expect((await t.call('PUT', `/api/scenes/nope/layout`, { token: owner.token, body })).status).toBe(404);
    expect((await t.db.select().from(scenes).where(eq(scenes.id, sceneId)).get())!.layout).toBeNull();
    const draft = await createStory(t, owner.token, { title: 'Hidden' }, { draft: true });
    const hidden = await addScene(t, draft._id, 3);
    expect((await t.call('PUT', `/api/scenes/${hidden.id}/layout`, { token: other.token, body })).status).toBe(404);
    expect((await t.call('PUT', `/api/scenes/${sceneId}/layout`, { token: admin.token, body })).status).toBe(200);
  });

  it('over tRPC, with the same checks', async () => {
    const { sceneId } = await threePanelScene();
    const mine = callerFor(t, owner.token);
    const saved = await mine.scenes.setLayout({
      sceneId,
      panels: cells(templateLayout('l-shape', 3, '3:4')),
      borderWidth: 0,
    });
    expect(saved.data.layout).toMatchObject({
      borderWidth: 0,
      gutter: 0.02,
      panels: cells(templateLayout('l-shape', 3, '3:4')),
    });
    await expect(callerFor(t, other.token).scenes.setLayout({ sceneId, panels: cells() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(mine.scenes.setLayout({ sceneId, panels: cells().slice(1) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Panel 1 is missing from the layout',
    });
  });

  it('a remix copies the layouts and the reading direction', async () => {
    const { storyId, sceneId } = await threePanelScene();
    await t.call('PUT', `/api/scenes/${sceneId}/layout`, {
      token: owner.token,
      body: { panels: cells(), gutter: 0.04 },
    });
    await t.call('PUT', `/api/stories/${storyId}`, { token: owner.token, body: { readingDirection: 'right-to-left' } });
    const remix = await t.call('POST', `/api/stories/${storyId}/remix`, { token: other.token });
    expect(remix.status).toBe(201);
    const copy = await t.call('GET', `/api/stories/${remix.json.data._id}/scenes`, { token: other.token });
    expect(copy.json.data[0].layout).toEqual({ panels: cells(), gutter: 0.04, borderWidth: 3 });
    const story = await t.call('GET', `/api/stories/${remix.json.data._id}`, { token: other.token });
    expect(story.json.data.readingDirection).toBe('right-to-left');
  });
});

describe('a story’s reading direction', () => {
  it('follows the story’s language until the author chooses', async () => {
    const arabic = await createStory(t, owner.token, {
      title: 'القط الطائر',
      description: 'قطة صغيرة تتعلم الطيران فوق المدينة.',
    });
    expect(arabic).toMatchObject({ readingDirection: 'right-to-left', readingDirectionChosen: false });
    const japanese = await createStory(t, owner.token, {
      title: '空飛ぶ猫',
      description: '小さな猫が町の上で空を飛ぶことを学びます。',
    });
    expect(japanese.readingDirection).toBe('left-to-right');
    const manga = await t.call('PUT', `/api/stories/${japanese._id}`, {
      token: owner.token,
      body: { readingDirection: 'right-to-left' },
    });
    expect(manga.status).toBe(200);
    expect(manga.json.data).toMatchObject({ readingDirection: 'right-to-left', readingDirectionChosen: true });
    expect((await t.call('GET', `/api/stories/${japanese._id}`)).json.data.readingDirection).toBe('right-to-left');
    const back = await t.call('PUT', `/api/stories/${japanese._id}`, {
      token: owner.token,
      body: { readingDirection: null },
    });
    expect(back.json.data).toMatchObject({ readingDirection: 'left-to-right', readingDirectionChosen: false });
    const ltr = await callerFor(t, owner.token).stories.update({
      id: arabic._id,
      changes: { readingDirection: 'left-to-right' },
    });
    expect(ltr.data.readingDirection).toBe('left-to-right');
  });

  it('refuses anything else with a 400 naming the choices, and only its owner may change it', async () => {
    const story = await createStory(t, owner.token);
    const bad = await t.call('PUT', `/api/stories/${story._id}`, {
      token: owner.token,
      body: { readingDirection: 'top-to-bottom' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Reading direction must be left-to-right or right-to-left');
    expect(
      (
        await t.call('PUT', `/api/stories/${story._id}`, {
          token: other.token,
          body: { readingDirection: 'right-to-left' },
        })
      ).status,
    ).toBe(403);
    expect((await t.db.select().from(stories).where(eq(stories.id, story._id)).get())!.readingDirection).toBeNull();
  });
});
