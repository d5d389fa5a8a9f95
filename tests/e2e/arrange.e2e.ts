// What an author arranges after generation, at 1280 and at 390: an empty story's Publish says why not; a character
// comes in from another of their stories and a scene shows it; panels are added, removed (and brought back with Undo)
// and reordered; scenes are reordered and their links follow.
import type { StoryDetail } from '../../src/lib/story-types';
import { drag, middleOf } from './drag';
import { expect, type TestContext, test } from './fixtures';
import { trpcMutation, trpcQuery } from './flows';
import { check, eventually, registerViaApi, signInWithToken } from './harness';

const storyOf = async (baseUrl: string, id: string, token: string) =>
  (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }, token)).data;

async function arrangeWalk(
  { page, context, baseUrl }: Pick<TestContext, 'page' | 'context' | 'baseUrl'>,
  phone: boolean,
) {
  // A long walk (two scenes drawn, then panels, scenes and cast arranged): on a busy machine it needs more than 90 s.
  test.setTimeout(180_000);
  const author = await registerViaApi(baseUrl);
  const token = author.token;
  // Old Bram lives in the author's earlier story, with his reference picture.
  const earlier = (
    await trpcMutation<{ data: { _id: string } }>(
      baseUrl,
      'stories.create',
      { title: 'Harbor Tales', description: 'Sailors of the old harbor.' },
      token,
    )
  ).data;
  const bram = (
    await trpcMutation<{ data: { _id: string } }>(
      baseUrl,
      'characters.create',
      {
        storyId: earlier._id,
        name: 'Old Bram',
        description: 'Old, white beard, eye patch, grey coat',
        imagePrompt: 'an old sailor with a white beard and an eye patch, grey coat',
      },
      token,
    )
  ).data;
  const drawn = await trpcMutation<{ imageUrl: string }>(
    baseUrl,
    'ai.generateCharacterImage',
    { characterId: bram._id },
    token,
  );
  const story = (
    await trpcMutation<{ data: { _id: string } }>(
      baseUrl,
      'stories.create',
      { title: 'Lantern Nights', description: 'A keeper and a lantern.' },
      token,
    )
  ).data;
  await trpcMutation(baseUrl, 'stories.update', { id: story._id, changes: { onboardingCompleted: true } }, token);
  await signInWithToken(context, baseUrl, token);
  await page.goto(`/story/${story._id}`);

  // 1. Publish with no scene: refused, with the reason, and the story stays a draft.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText('Add a scene before publishing: a story needs at least one scene').first(),
    'Publish says a story needs a scene',
  ).toBeVisible();
  expect((await storyOf(baseUrl, story._id, token)).status, 'the empty story is still a draft').toBe('draft');
  await page.screenshot({ path: `test-results/e2e/arrange-publish-${phone ? 'phone' : 'desktop'}.png` });

  // 2. The cast library: Old Bram from Harbor Tales, brought in with his picture.
  if (phone) {
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Characters (0)' }).click();
  } else {
    await page.getByRole('button', { name: 'Characters (0)' }).click();
  }
  const characters = page.getByRole('dialog', { name: 'Characters' });
  const library = characters.getByRole('region', { name: 'From your other stories' });
  await library.getByRole('searchbox', { name: 'Search your cast' }).fill('bram');
  await expect(
    library.getByText('from Harbor Tales').first(),
    'the library names the story Bram comes from',
  ).toBeVisible();
  await page.screenshot({ path: `test-results/e2e/arrange-cast-${phone ? 'phone' : 'desktop'}.png` });
  await library.getByRole('button', { name: 'Use Old Bram in this story' }).click();
  await expect(page.getByText('Old Bram is now in this story').first()).toBeVisible();
  await expect(library.getByText('In this story').first(), 'the library marks him as in this story').toBeVisible();
  const brought = (await storyOf(baseUrl, story._id, token)).characters.find((c) => c.name === 'Old Bram');
  expect(brought?.primaryImageUrl, `Bram keeps his reference picture (${brought?.primaryImageUrl})`).toBe(
    drawn.imageUrl,
  );
  await characters.getByRole('button', { name: 'Close' }).first().click();

  // A scene that shows him, from the prompt bar, drawn from his reference.
  await page.getByLabel('Panels', { exact: true }).selectOption('2');
  await page.getByLabel('Scene prompt').fill('Old Bram lights the lantern on the pier at night');
  await page.getByLabel('Scene prompt').press('Enter');
  await eventually(
    async () => (await storyOf(baseUrl, story._id, token)).scenes.length,
    (n) => n === 1,
    'the first scene is written',
    30_000,
  );
  const withBram = await storyOf(baseUrl, story._id, token);
  expect(withBram.characters.filter((c) => c.name === 'Old Bram').length, 'Bram is not drafted anew').toBe(1);
  const bramHere = withBram.characters.find((c) => c.name === 'Old Bram')!;
  expect(JSON.stringify(bramHere.usedInScenes), 'scene 1 shows Bram').toBe('[1]');
  expect(bramHere.primaryImageUrl, 'his reference picture is the one drawn in Harbor Tales').toBe(drawn.imageUrl);
  // The panels that show him are drawn from his sheet: his words, as written in the first story, in each picture's prompt
  // (with his reference picture beside it: tests/api/cast-library.test.ts reads the picture jobs).
  const showing = withBram.scenes[0]!.panels.filter((panel) => panel.imagePrompt?.includes('Old Bram'));
  expect(
    showing.length > 0 &&
      showing.every(
        (panel) =>
          panel.imagePrompt.includes(`Old Bram (${bramHere.description})`) &&
          bramHere.description === 'Old, white beard, eye patch, grey coat',
      ),
    `every panel that shows Bram carries his description (${showing.map((p) => p.imagePrompt).join(' | ')})`,
  ).toBeTruthy();
  await expect(page.locator('#scene-1').first()).toBeVisible();
  await trpcMutation(
    baseUrl,
    'ai.generateScene',
    {
      storyId: story._id,
      prompt: 'The keeper waves from the lighthouse as a storm rolls in',
      generateImages: true,
      maxPanels: 1,
    },
    token,
  );
  await page.reload();
  await expect(page.locator('#scene-2').first()).toBeVisible();

  // 3. Panels of scene 1: add one, remove it and bring it back, then reorder.
  const tools = page.getByRole('complementary', { name: /Scene 1/ });
  await tools.getByRole('button', { name: 'Add panel' }).click();
  await expect(page.getByText('Panel added').first()).toBeVisible();
  await eventually(
    async () => (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels.length,
    (n) => n === 3,
    'scene 1 has three panels',
  );
  const before = (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels.map((p) => p._id);
  await tools.getByRole('button', { name: /^Remove panel/ }).click();
  await expect(page.getByText('Panel 1 removed').first()).toBeVisible();
  await eventually(
    async () => (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels.length,
    (n) => n === 2,
    'a panel is removed',
  );
  await page.getByTestId('undo-panel-removal').getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Panel 1 is back').first()).toBeVisible();
  const back = (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels;
  check(back.length === 3 && back[0]!.imageUrl !== null, 'the removed panel is back first, with its picture');

  await tools.getByRole('button', { name: 'Reorder panels' }).click();
  const panelOrder = page.getByRole('dialog', { name: 'Reorder panels' });
  const panelRows = panelOrder.getByRole('listitem');
  // Dragged by its handle (a finger on a phone): Panel 3 first, [3, 1, 2]; then by arrow and by key.
  await drag(page, await middleOf(panelRows.nth(2).locator('[data-drag-handle]')), [await middleOf(panelRows.nth(0))], {
    touch: phone,
  });
  await expect(panelRows.first(), 'Panel 3 is dragged first').toHaveAttribute('aria-label', 'Panel 3');
  await panelOrder.getByRole('button', { name: 'Move Panel 1 later' }).click();
  await panelOrder.getByRole('listitem', { name: 'Panel 2' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.screenshot({ path: `test-results/e2e/arrange-panels-${phone ? 'phone' : 'desktop'}.png` });
  await panelOrder.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('New order saved').first()).toBeVisible();
  const ordered = (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels;
  // [1, 2, 3] → Panel 3 dragged first: [3, 1, 2] → Panel 1 later: [3, 2, 1] → Panel 2 earlier: [2, 3, 1].
  expect(JSON.stringify(ordered.map((p) => p.imageUrl)), 'the panels are in the new order with their pictures').toBe(
    JSON.stringify([1, 2, 0].map((i) => back[i]!.imageUrl)),
  );
  expect(before.length, 'three panels before').toBe(3);

  // 4. Scenes, moved on the story page: the storm scene dragged by its handle above the lantern scene (the page scrolls
  // up as the pointer nears the top; a finger on a phone), back down with the arrow key, and the drag again with Undo.
  // Each move is one scene-order call; numbers and links follow.
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('stories.orderScenes')) orderCalls.push(request.url());
  });
  const [lantern, storm] = (await storyOf(baseUrl, story._id, token)).scenes
    .sort((a, b) => a.sceneNumber - b.sceneNumber)
    .map((s) => s._id);
  const sceneIds = async () =>
    (await storyOf(baseUrl, story._id, token)).scenes.sort((a, b) => a.sceneNumber - b.sceneNumber).map((s) => s._id);
  const stormHandle = page.locator(`[data-scene-handle="${storm}"]`);
  await drag(page, await middleOf(stormHandle), [{ x: (await middleOf(stormHandle)).x, y: 40 }], {
    touch: phone,
    steps: 12,
    beforeRelease: () =>
      eventually(
        () => page.evaluate(() => window.scrollY),
        (y) => y === 0,
        'the page scrolls up under the drag',
      ),
  });
  await expect(
    page.getByTestId('scene-moved').getByText('Scene 2 is now scene 1').first(),
    'the move is announced',
  ).toBeVisible();
  expect(JSON.stringify(await sceneIds()), 'the storm scene is first').toBe(JSON.stringify([storm, lantern]));
  expect(orderCalls.length, `one scene-order call for the drag (${orderCalls.join()})`).toBe(1);
  await expect
    .poll(() => page.locator('[data-scene-slot]').first().getAttribute('data-scene-slot'), {
      message: 'the storm card is first on the page',
    })
    .toBe(storm);
  await expect(
    page.locator(`[data-scene-slot="${storm}"] #scene-1`).first(),
    'the storm scene is numbered 1',
  ).toBeVisible();
  await page.screenshot({ path: `test-results/e2e/arrange-scenes-${phone ? 'phone' : 'desktop'}.png` });

  await page.locator(`[data-scene-handle="${storm}"]`).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('scene-moved').getByText('Scene 1 is now scene 2').first()).toBeVisible();
  await eventually(
    sceneIds,
    (ids) => JSON.stringify(ids) === JSON.stringify([lantern, storm]),
    'the arrow key moves the storm scene back down',
  );
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.sceneHandle), {
      message: 'the focus stays on the moved scene’s handle',
    })
    .toBe(storm);
  await page.keyboard.press('ArrowUp');
  await eventually(sceneIds, (ids) => JSON.stringify(ids) === JSON.stringify([storm, lantern]), 'and up again');
  await page.getByTestId('scene-moved').getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Scene order restored').first()).toBeVisible();
  await eventually(
    sceneIds,
    (ids) => JSON.stringify(ids) === JSON.stringify([lantern, storm]),
    'Undo puts the order back',
  );
  expect(orderCalls.slice().length, `one call per move: drag, two keys and the undo (${orderCalls.length})`).toBe(4);
  await page.getByTestId('scene-moved').waitFor({ state: 'detached' });
  await page.locator(`[data-scene-handle="${lantern}"]`).focus();
  await page.keyboard.press('ArrowDown');
  await eventually(
    sceneIds,
    (ids) => JSON.stringify(ids) === JSON.stringify([storm, lantern]),
    'the lantern scene moves second',
  );
  await page.goto(`/story/${story._id}/scene/2`);
  await expect(
    page.locator(`[data-scene-slot="${lantern}"] #scene-2`).first(),
    'the link to scene 2 opens the lantern scene, now second',
  ).toBeVisible();
}

test('Author arranges panels, scenes and cast at 1280', async ({ page, context, baseUrl }) => {
  await arrangeWalk({ page, context, baseUrl }, false);
});

test('Author arranges panels, scenes and cast on a phone', { tag: '@phone' }, async ({ page, context, baseUrl }) => {
  await arrangeWalk({ page, context, baseUrl }, true);
});
