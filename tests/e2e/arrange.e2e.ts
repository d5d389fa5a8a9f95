// What an author arranges after generation, at 1280 and at 390: an empty story's Publish says why not; a character
// comes in from another of their stories and a scene shows it; panels are added, removed (and brought back with Undo)
// and reordered; scenes are reordered and their links follow.
import type { Page } from 'playwright-core';
import type { StoryDetail } from '../../src/lib/story-types';
import { test, type TestContext } from './fixtures';
import { trpcMutation, trpcQuery } from './flows';
import { check, eventually, expectVisible, registerViaApi, signInWithToken } from './harness';

const storyOf = async (baseUrl: string, id: string, token: string) => (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }, token)).data;

async function arrangeWalk({ page, context, baseUrl }: Pick<TestContext, 'page' | 'context' | 'baseUrl'>, phone: boolean) {
  const author = await registerViaApi(baseUrl);
  const token = author.token;
  // Old Bram lives in the author's earlier story, with his reference picture.
  const earlier = (await trpcMutation<{ data: { _id: string } }>(baseUrl, 'stories.create', { title: 'Harbor Tales', description: 'Sailors of the old harbor.' }, token)).data;
  const bram = (await trpcMutation<{ data: { _id: string } }>(baseUrl, 'characters.create', { storyId: earlier._id, name: 'Old Bram', description: 'Old, white beard, eye patch, grey coat', imagePrompt: 'an old sailor with a white beard and an eye patch, grey coat' }, token)).data;
  const drawn = await trpcMutation<{ imageUrl: string }>(baseUrl, 'ai.generateCharacterImage', { characterId: bram._id }, token);
  const story = (await trpcMutation<{ data: { _id: string } }>(baseUrl, 'stories.create', { title: 'Lantern Nights', description: 'A keeper and a lantern.' }, token)).data;
  await trpcMutation(baseUrl, 'stories.update', { id: story._id, changes: { onboardingCompleted: true } }, token);
  await signInWithToken(context, baseUrl, token);
  await page.goto(`/story/${story._id}`);

  // 1. Publish with no scene: refused, with the reason, and the story stays a draft.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectVisible(page.getByText('Add a scene before publishing: a story needs at least one scene'), 'Publish says a story needs a scene');
  check((await storyOf(baseUrl, story._id, token)).status === 'draft', 'the empty story is still a draft');
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
  await expectVisible(library.getByText('from Harbor Tales'), 'the library names the story Bram comes from');
  await page.screenshot({ path: `test-results/e2e/arrange-cast-${phone ? 'phone' : 'desktop'}.png` });
  await library.getByRole('button', { name: 'Use Old Bram in this story' }).click();
  await expectVisible(page.getByText('Old Bram is now in this story'));
  await expectVisible(library.getByText('In this story'), 'the library marks him as in this story');
  const brought = (await storyOf(baseUrl, story._id, token)).characters.find((c) => c.name === 'Old Bram');
  check(brought?.primaryImageUrl === drawn.imageUrl, `Bram keeps his reference picture (${brought?.primaryImageUrl})`);
  await characters.getByRole('button', { name: 'Close' }).first().click();

  // A scene that shows him, from the prompt bar, drawn from his reference.
  await page.getByLabel('Panels', { exact: true }).selectOption('2');
  await page.getByLabel('Scene prompt').fill('Old Bram lights the lantern on the pier at night');
  await page.getByLabel('Scene prompt').press('Enter');
  await eventually(async () => (await storyOf(baseUrl, story._id, token)).scenes.length, (n) => n === 1, 'the first scene is written', 30_000);
  const withBram = await storyOf(baseUrl, story._id, token);
  check(withBram.characters.filter((c) => c.name === 'Old Bram').length === 1, 'Bram is not drafted anew');
  check(JSON.stringify(withBram.characters.find((c) => c.name === 'Old Bram')?.usedInScenes) === '[1]', 'scene 1 shows Bram');
  await expectVisible(page.locator('#scene-1'));
  await trpcMutation(baseUrl, 'ai.generateScene', { storyId: story._id, prompt: 'The keeper waves from the lighthouse as a storm rolls in', generateImages: true, maxPanels: 1 }, token);
  await page.reload();
  await expectVisible(page.locator('#scene-2'));

  // 3. Panels of scene 1: add one, remove it and bring it back, then reorder.
  const tools = page.getByRole('complementary', { name: /Scene 1/ });
  await tools.getByRole('button', { name: 'Add panel' }).click();
  await expectVisible(page.getByText('Panel added'));
  await eventually(async () => (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels.length, (n) => n === 3, 'scene 1 has three panels');
  const before = (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels.map((p) => p._id);
  await tools.getByRole('button', { name: /^Remove panel/ }).click();
  await expectVisible(page.getByText('Panel 1 removed').first());
  await eventually(async () => (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels.length, (n) => n === 2, 'a panel is removed');
  await page.getByTestId('undo-panel-removal').getByRole('button', { name: 'Undo', exact: true }).click();
  await expectVisible(page.getByText('Panel 1 is back'));
  const back = (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels;
  check(back.length === 3 && back[0]!.imageUrl !== null, 'the removed panel is back first, with its picture');

  await tools.getByRole('button', { name: 'Reorder panels' }).click();
  const panelOrder = page.getByRole('dialog', { name: 'Reorder panels' });
  await panelOrder.getByRole('button', { name: 'Move Panel 1 later' }).click();
  await panelOrder.getByRole('listitem', { name: 'Panel 3' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.screenshot({ path: `test-results/e2e/arrange-panels-${phone ? 'phone' : 'desktop'}.png` });
  await panelOrder.getByRole('button', { name: 'Save order' }).click();
  await expectVisible(page.getByText('New order saved'));
  const ordered = (await storyOf(baseUrl, story._id, token)).scenes[0]!.panels;
  // [1, 2, 3] → Panel 1 later: [2, 1, 3] → Panel 3 earlier: [2, 3, 1].
  check(JSON.stringify(ordered.map((p) => p.imageUrl)) === JSON.stringify([1, 2, 0].map((i) => back[i]!.imageUrl)), 'the panels are in the new order with their pictures');
  check(before.length === 3, 'three panels before');

  // 4. Scenes: the storm scene first, by drag on a desktop and by arrow on a phone; links follow.
  await page.getByRole('button', { name: 'Reorder scenes' }).click();
  const sceneOrder = page.getByRole('dialog', { name: 'Reorder scenes' });
  const rows = sceneOrder.getByRole('listitem');
  const titles = (await storyOf(baseUrl, story._id, token)).scenes.map((s) => s._id);
  if (phone) {
    await rows.nth(1).getByRole('button', { name: /later|earlier/ }).first().click();
  } else {
    await dragBy(page, rows.nth(1).locator('[data-drag-handle]'), rows.nth(0));
  }
  await eventually(() => rows.first().getAttribute('data-order-item'), (id) => id === titles[1], 'the storm scene is first in the list');
  await page.screenshot({ path: `test-results/e2e/arrange-scenes-${phone ? 'phone' : 'desktop'}.png` });
  await sceneOrder.getByRole('button', { name: 'Save order' }).click();
  await expectVisible(page.getByText('New order saved'));
  const reordered = (await storyOf(baseUrl, story._id, token)).scenes.sort((a, b) => a.sceneNumber - b.sceneNumber).map((s) => s._id);
  check(JSON.stringify(reordered) === JSON.stringify([titles[1], titles[0]]), 'the scenes are stored in the new order');
  await page.goto(`/story/${story._id}/scene/2`);
  await expectVisible(page.locator('#scene-2'), 'the link to scene 2 opens the lantern scene, now second');
}

/** A pointer drag from a handle to another row (mouse events, which a touch screen's pointer events follow too). */
async function dragBy(page: Page, handle: ReturnType<Page['locator']>, onto: ReturnType<Page['locator']>) {
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('Author arranges panels, scenes and cast at 1280', async ({ page, context, baseUrl }) => {
  await arrangeWalk({ page, context, baseUrl }, false);
});

test('Author arranges panels, scenes and cast on a phone', { tag: '@phone' }, async ({ page, context, baseUrl }) => {
  await arrangeWalk({ page, context, baseUrl }, true);
});
