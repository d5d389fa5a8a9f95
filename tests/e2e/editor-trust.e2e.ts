// Issue 26, the editor authors can trust: picture history (Undo after a regeneration, the Picture history dialog), a
// dialog whose code fails to load, offline, the save state, Edit Media's alt text, entity deletion and small honesty fixes.
import type { Page } from 'playwright-core';
import type { TestContext } from './run';
import type { StoryDetail } from '../../src/lib/story-types';
import { dismissWorldNotice, trpcMutation, trpcQuery } from './flows';
import { check, eventually, expectVisible, registerViaApi, signInWithToken } from './harness';

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A signed-in author with a story of one generated two-panel scene with pictures, open on its story page. */
async function authorWithScene({ page, context, baseUrl }: TestContext) {
  // A busy machine can be slow; nothing here is timed.
  page.setDefaultTimeout(45_000);
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  const { data: created } = await trpcMutation<{ data: { _id: string } }>(
    baseUrl,
    'stories.create',
    { title: 'The Moon Bakery', description: 'A retired robot opens a bakery on the moon and a lonely astronaut keeps coming back for bread.' },
    author.token,
  );
  const storyId = created._id;
  const story = async () => (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, author.token)).data;
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { onboardingCompleted: true } }, author.token);
  await trpcMutation(baseUrl, 'ai.generateScene', { storyId, prompt: 'The robot baker opens the shop and the astronaut walks in for bread', generateImages: true, maxPanels: 2 }, author.token);
  await eventually(story, (current) => current.scenes[0]?.status === 'completed' && current.scenes[0].panels.every((panel) => panel.imageUrl), 'the scene is ready', 20_000);
  await page.goto(`/story/${storyId}`);
  await expectVisible(page.getByRole('switch', { name: 'Edit mode' }), 'the editor', 60_000);
  await dismissWorldNotice(page);
  return { token: author.token, storyId, story };
}

const panelImage = (page: Page, n: number) => page.locator('#scene-1').locator(`[data-panel="${n}"] img, [data-panel="${n}"]`).first();

export async function undoAfterRegenerateImageBringsTheOldPictureBack(t: TestContext) {
  const { page } = t;
  const { story } = await authorWithScene(t);
  const before = (await story()).scenes[0]!.panels[0]!.imageUrl;
  const scene = page.locator('#scene-1');
  await scene.getByRole('button', { name: 'Regenerate image (panel 1)' }).click();
  const undo = scene.getByTestId('undo-regeneration');
  await expectVisible(undo, 'Undo after Regenerate image', 20_000);
  const after = (await story()).scenes[0]!.panels[0]!.imageUrl;
  check(after && after !== before, 'the picture was regenerated');
  await shot(page, 'undo-after-regenerate');
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expectVisible(page.getByText('Previous picture restored'));
  await eventually(async () => (await story()).scenes[0]!.panels[0]!.imageUrl, (url) => url === before, 'the old picture is back');
  check(!(await undo.isVisible()), 'the Undo offer is gone once used');

  // The picture Undo replaced is in the history: restore it from the picker.
  await scene.getByRole('button', { name: 'Picture history (panel 1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Picture history' });
  await expectVisible(dialog.getByRole('list', { name: 'Earlier pictures' }));
  check((await dialog.getByRole('listitem').count()) === 1, 'one earlier picture');
  check((await dialog.locator('img').getAttribute('src')) === after, 'the regenerated picture is the earlier one now');
  await shot(page, 'picture-history');
  await dialog.getByRole('button', { name: 'Restore earlier picture 1' }).click();
  await expectVisible(page.getByText('Earlier picture restored'));
  await eventually(async () => (await story()).scenes[0]!.panels[0]!.imageUrl, (url) => url === after, 'the chosen version is shown again');
}

export async function undoAfterRegenerateSceneRestoresEveryPanel(t: TestContext) {
  const { page } = t;
  const { story } = await authorWithScene(t);
  const before = (await story()).scenes[0]!.panels.map((panel) => panel.imageUrl);
  const scene = page.locator('#scene-1');
  await scene.getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await dialog.getByLabel('Description').fill('The astronaut brings moon flowers and the robot bakes a flower-shaped loaf.');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  const undo = scene.getByTestId('undo-regeneration');
  await expectVisible(undo, 'Undo after Regenerate scene', 30_000);
  await eventually(async () => (await story()).scenes[0]!, (current) => current.status === 'completed' && current.panels.every((panel) => panel.imageUrl), 'regenerated', 30_000);
  await expectVisible(undo.getByRole('button', { name: 'Undo' }).and(page.locator(':enabled')), 'Undo enabled once drawn', 20_000);
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expectVisible(page.getByText('Previous version of the scene restored'));
  await eventually(async () => (await story()).scenes[0]!.panels.map((panel) => panel.imageUrl), (urls) => JSON.stringify(urls) === JSON.stringify(before), 'every old picture is back');
}
