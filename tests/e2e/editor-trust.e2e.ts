// The editor authors can trust: picture history (Undo after a regeneration, the Picture history dialog), a
// dialog whose code fails to load, offline, the save state, Edit Media's alt text, entity deletion and small honesty fixes.
import type { Page } from 'playwright-core';
import { test, type TestContext } from './fixtures';
import { authorWithStory, dismissWorldNotice } from './flows';
import { check, eventually, expectVisible } from './harness';
import { PNG_1PX } from '../helpers/fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A signed-in author with a story of one generated two-panel scene with pictures, open on its story page. */
async function authorWithScene(t: TestContext) {
  // A busy machine can be slow; nothing here is timed.
  t.page.setDefaultTimeout(45_000);
  const setup = await authorWithStory(t, 'pictured');
  await t.page.goto(`/story/${setup.storyId}`);
  await expectVisible(t.page.getByRole('switch', { name: 'Edit mode' }), 'the editor', 60_000);
  await dismissWorldNotice(t.page);
  return setup;
}

const panelImage = (page: Page, n: number) => page.locator('#scene-1').locator(`[data-panel="${n}"] img, [data-panel="${n}"]`).first();

test('Undo after regenerate image brings the old picture back', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
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
  await undo.getByRole('button', { name: 'Undo', exact: true }).click();
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

  // A restore from the history takes the Undo chip away: that older Undo would put back a later picture.
  await scene.getByRole('button', { name: 'Regenerate image (panel 1)' }).click();
  await expectVisible(undo, 'Undo after another regeneration', 20_000);
  const latest = (await story()).scenes[0]!.panels[0]!.imageUrl;
  await scene.getByRole('button', { name: 'Picture history (panel 1)' }).click();
  await dialog.getByRole('button', { name: 'Restore earlier picture 2' }).click();
  await eventually(async () => (await story()).scenes[0]!.panels[0]!.imageUrl, (url) => url !== latest, 'an earlier picture is restored');
  await eventually(() => undo.isVisible(), (visible) => !visible, 'no Undo chip is left after a restore from the history');
});

test('Undo after regenerate scene restores every panel', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
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
  await expectVisible(undo.getByRole('button', { name: 'Undo', exact: true }).and(page.locator(':enabled')), 'Undo enabled once drawn', 20_000);
  await undo.getByRole('button', { name: 'Undo', exact: true }).click();
  await expectVisible(page.getByText('Previous version of the scene restored'));
  await eventually(async () => (await story()).scenes[0]!.panels.map((panel) => panel.imageUrl), (urls) => JSON.stringify(urls) === JSON.stringify(before), 'every old picture is back');
});

const promptBox = (page: Page) => page.getByPlaceholder('What happens next?');

test('A dialog whose code fails to load fails alone and keeps the typed text', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  await authorWithScene(t);
  await promptBox(page).fill('The astronaut orders a croissant 🥐 and says مرحبا');
  // The dialogs' code cannot be fetched (offline, or removed by a deploy).
  await page.route('**/assets/story-modals-*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Settings' }).click();
  const failed = page.getByRole('dialog', { name: "This part couldn't load" });
  await expectVisible(failed.getByRole('button', { name: 'Retry' }));
  await shot(page, 'dialog-failed-to-load');
  // Nothing else broke: the editor and the typed scene are still there.
  await expectVisible(page.getByRole('switch', { name: 'Edit mode' }));
  check((await promptBox(page).inputValue()) === 'The astronaut orders a croissant 🥐 and says مرحبا', 'the typed prompt is kept');

  // Back online, Retry loads it.
  await page.unroute('**/assets/story-modals-*.js');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Story Settings' }).getByLabel('Title', { exact: true }));
  await page.keyboard.press('Escape');

  // 'Reload page' keeps what was typed.
  await page.route('**/assets/story-modals-*.js', (route) => route.abort());
  await page.getByRole('button', { name: /^Characters/ }).click();
  await page.getByRole('dialog', { name: "This part couldn't load" }).getByRole('button', { name: 'Reload page' }).click();
  await page.waitForLoadState('load');
  await expectVisible(page.getByRole('switch', { name: 'Edit mode' }), 'the editor after the reload', 60_000);
  check((await promptBox(page).inputValue()) === 'The astronaut orders a croissant 🥐 and says مرحبا', 'the typed prompt survived the reload');
});

test('Offline shows a banner and actions say so at once', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page, context } = t;
  const { story } = await authorWithScene(t);
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expectVisible(banner, 'the offline banner');
  await promptBox(page).fill('The robot closes the shop for the night');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expectVisible(page.getByText("You're offline. Reconnect to use this, nothing was sent."));
  check(!(await page.getByTestId('generation-progress').isVisible()), 'no progress timer runs');
  await shot(page, 'offline');

  // Regenerate image fails at once, and is not sent later.
  await page.locator('#scene-1').getByRole('button', { name: 'Regenerate image (panel 1)' }).click();
  await eventually(() => page.getByText("You're offline. Reconnect to use this, nothing was sent.").count(), (count) => count === 2, 'a second offline notice');
  const before = (await story()).scenes[0]!.panels[0]!.imageUrl;
  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  // Give a paused request every chance to run: none must (the reload of the story is the page's own).
  await page.waitForTimeout(3000);
  const after = await story();
  check(after.scenes.length === 1, 'no scene was generated after reconnecting');
  check(after.scenes[0]!.panels[0]!.imageUrl === before, 'no picture was regenerated after reconnecting');
});

test('The save state shows and unsaved edits go out on reconnect', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page, context } = t;
  const { story } = await authorWithScene(t);
  const addBubble = async (text: string) => {
    await page.locator('#scene-1').getByRole('button', { name: /^Add speech bubble/ }).click();
    const create = page.getByRole('dialog', { name: 'Create New Text Bubble' });
    await create.getByLabel('Text', { exact: true }).fill(text);
    await create.getByRole('button', { name: 'Add Bubble' }).click();
    await create.waitFor({ state: 'detached' });
  };
  const state = page.getByTestId('save-state');
  await addBubble('Fresh bread!');
  await eventually(() => state.getAttribute('data-state'), (value) => value === 'saved', 'Saved', 30_000);
  await expectVisible(state.getByText('Saved'));

  await context.setOffline(true);
  await addBubble('Still warm ☕');
  await eventually(() => state.getAttribute('data-state'), (value) => value === 'failed', "Couldn't save", 30_000);
  await expectVisible(state.getByRole('button', { name: 'Retry' }));
  await shot(page, 'save-state-failed');
  check(!(await story()).scenes[0]!.panels[0]!.textBubbles.some((bubble) => bubble.text === 'Still warm ☕'), 'not on the server yet');
  await context.setOffline(false);
  await eventually(() => state.getAttribute('data-state'), (value) => value === 'saved', 'saved after reconnecting', 30_000);
  await eventually(async () => (await story()).scenes[0]!.panels[0]!.textBubbles.map((bubble) => bubble.text), (texts) => texts.includes('Still warm ☕'), 'the edit reached the server');
});

test('Edit media keeps typed alt text and clears it for another picture', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const upload = async () => {
    await page.locator('#scene-1').getByRole('button', { name: /^Edit media/ }).click();
    const media = page.getByRole('dialog', { name: 'Edit Media' });
    await media.getByRole('tab', { name: 'Upload' }).click();
    await media.locator('input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX) });
    await expectVisible(media.getByRole('button', { name: 'Use This Image' }).and(page.locator(':enabled')), 'the uploaded picture, ready to use');
    return media;
  };
  let media = await upload();
  await media.getByLabel('Alt text').fill('A robot hands over a loaf — 月のパン');
  await media.getByRole('button', { name: 'Use This Image' }).click();
  await media.waitFor({ state: 'detached' });
  await eventually(async () => (await story()).scenes[0]!.panels[0]!, (panel) => panel.altText === 'A robot hands over a loaf — 月のパン', 'the typed alt text is saved with the picture');

  media = await upload();
  await media.getByRole('button', { name: 'Use This Image' }).click();
  await media.waitFor({ state: 'detached' });
  const panel = await eventually(async () => (await story()).scenes[0]!.panels[0]!, (current) => current.altText === '', 'the old alt text is cleared for the new picture');
  check(panel.imageUrl?.startsWith('/media/'), 'the new picture is on the panel');

  // The dialog saves through the editor's queue: with no connection the choice waits on this device and goes out on
  // reconnect, as a bubble edit does.
  media = await upload();
  await media.getByLabel('Alt text').fill('Offline: قطة على السطح');
  await t.context.setOffline(true);
  await media.getByRole('button', { name: 'Use This Image' }).click();
  await media.waitFor({ state: 'detached' });
  await expectVisible(page.getByText("Saved on this device. It will be sent when you're back online."));
  const state = page.getByTestId('save-state');
  await eventually(() => state.getAttribute('data-state'), (value) => value === 'failed', "Couldn't save, with Retry", 30_000);
  await t.context.setOffline(false);
  await eventually(() => state.getAttribute('data-state'), (value) => value === 'saved', 'saved after reconnecting', 30_000);
  const sent = await eventually(async () => (await story()).scenes[0]!.panels[0]!, (current) => current.altText === 'Offline: قطة على السطح', 'the offline choice reached the server');
  check(sent.imageUrl !== panel.imageUrl, 'with its new picture');
});

test('A character in a scenes says why before any confirm', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const character = (await story()).characters[0];
  check(character, 'the scene made a character');
  await page.getByRole('button', { name: /^Characters/ }).click();
  const list = page.getByRole('dialog', { name: 'Characters' });
  await list.getByRole('button', { name: `Delete ${character!.name}` }).click();
  await expectVisible(list.getByText(`${character!.name} appears in scene 1 and cannot be deleted`));
  check((await list.getByRole('button', { name: 'Confirm delete' }).count()) === 0, 'no confirm step for a character that cannot go');
});

test('New bubbles land in free space', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const before = new Set((await story()).scenes[0]!.panels.flatMap((panel) => panel.textBubbles.map((bubble) => bubble.id)));
  check(before.size > 0, 'the generated scene has bubbles of its own');
  const texts = ['Fresh bread!', 'Moon flour only 🌙', 'مرحبا بالجميع', 'One more loaf, please'];
  for (const text of texts) {
    await page.locator('#scene-1').getByRole('button', { name: 'Add speech bubble (panel 1)' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Text Bubble' });
    await create.getByLabel('Text', { exact: true }).fill(text);
    await create.getByRole('button', { name: 'Add Bubble' }).click();
    await create.waitFor({ state: 'detached' });
  }
  const panel = await eventually(
    async () => (await story()).scenes[0]!.panels.find((candidate) => candidate.panelNumber === 1)!,
    (current) => texts.every((text) => current.textBubbles.some((bubble) => bubble.text === text)),
    'the new bubbles are saved',
    30_000,
  );
  const added = new Set(panel.textBubbles.filter((bubble) => !before.has(bubble.id)).map((bubble) => bubble.id));
  // As readers see it: every box the panel painted, none of the new ones over another bubble.
  await page.getByRole('switch', { name: 'Edit mode' }).click();
  const canvas = page.locator('#scene-1 [data-panel-number="1"] [data-bubble-layer] canvas');
  const painted = await eventually(
    async () => JSON.parse((await canvas.getAttribute('data-painted')) || '[]') as { id: string; x: number; y: number; width: number; height: number }[],
    (boxes) => boxes.length === panel.textBubbles.filter((bubble) => bubble.text.trim()).length,
    'every bubble painted',
  );
  const panelBox = (await page.locator('#scene-1 [data-panel-number="1"] [data-bubble-layer]').boundingBox())!;
  await shot(page, 'new-bubbles-free-space');
  for (const box of painted.filter((item) => added.has(item.id))) {
    check(box.x >= 0 && box.y >= 0 && box.x + box.width <= panelBox.width + 1 && box.y + box.height <= panelBox.height + 1, `${box.id} inside the panel`);
    for (const other of painted) {
      if (other.id === box.id) continue;
      const overlap = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      check(!overlap, `new bubble ${box.id} is clear of ${other.id}`);
    }
  }
});
