// The editor authors can trust: picture history (Undo after a regeneration, the Picture history dialog), a
// dialog whose code fails to load, offline, the save state, Edit Media's alt text, entity deletion and small honesty fixes.
import type { Page } from 'playwright-core';
import { expect, type TestContext, test } from './fixtures';
import { afterTwoFrames, authorWithStory } from './flows';
import { check, eventually } from './harness';
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
  await expect(t.page.getByRole('switch', { name: 'Edit mode' }).first(), 'the editor').toBeVisible({
    timeout: 60_000,
  });
  // No world notice to close: it follows a scene generated on the page, and this one was made through the API.
  return setup;
}

test('Undo after regenerate image brings the old picture back', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const before = (await story()).scenes[0]!.panels[0]!.imageUrl;
  const scene = page.locator('#scene-1');
  await scene.getByRole('button', { name: 'Regenerate image (panel 1)' }).click();
  const undo = scene.getByTestId('undo-regeneration');
  await expect(undo.first(), 'Undo after Regenerate image').toBeVisible({ timeout: 20_000 });
  const after = (await story()).scenes[0]!.panels[0]!.imageUrl;
  check(after && after !== before, 'the picture was regenerated');
  await shot(page, 'undo-after-regenerate');
  await undo.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Previous picture restored').first()).toBeVisible();
  await eventually(
    async () => (await story()).scenes[0]!.panels[0]!.imageUrl,
    (url) => url === before,
    'the old picture is back',
  );
  await expect(undo, 'the Undo offer is gone once used').toBeHidden();

  // The picture Undo replaced is in the history: restore it from the picker.
  await scene.getByRole('button', { name: 'Picture history (panel 1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Picture history' });
  await expect(dialog.getByRole('list', { name: 'Earlier pictures' }).first()).toBeVisible();
  await expect(dialog.getByRole('listitem'), 'one earlier picture').toHaveCount(1);
  await expect(dialog.locator('img'), 'the regenerated picture is the earlier one now').toHaveAttribute('src', after);
  await shot(page, 'picture-history');
  await dialog.getByRole('button', { name: 'Restore earlier picture 1' }).click();
  await expect(page.getByText('Earlier picture restored').first()).toBeVisible();
  await eventually(
    async () => (await story()).scenes[0]!.panels[0]!.imageUrl,
    (url) => url === after,
    'the chosen version is shown again',
  );

  // A restore from the history takes the Undo chip away: that older Undo would put back a later picture.
  await scene.getByRole('button', { name: 'Regenerate image (panel 1)' }).click();
  await expect(undo.first(), 'Undo after another regeneration').toBeVisible({ timeout: 20_000 });
  const latest = (await story()).scenes[0]!.panels[0]!.imageUrl;
  await scene.getByRole('button', { name: 'Picture history (panel 1)' }).click();
  await dialog.getByRole('button', { name: 'Restore earlier picture 2' }).click();
  await eventually(
    async () => (await story()).scenes[0]!.panels[0]!.imageUrl,
    (url) => url !== latest,
    'an earlier picture is restored',
  );
  await expect(undo, 'no Undo chip is left after a restore from the history').toBeHidden();
});

test('Undo after regenerate scene restores every panel', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const before = (await story()).scenes[0]!.panels.map((panel) => panel.imageUrl);
  const scene = page.locator('#scene-1');
  await scene.getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await dialog
    .getByLabel('Description')
    .fill('The astronaut brings moon flowers and the robot bakes a flower-shaped loaf.');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  const undo = scene.getByTestId('undo-regeneration');
  await expect(undo.first(), 'Undo after Regenerate scene').toBeVisible({ timeout: 30_000 });
  await eventually(
    async () => (await story()).scenes[0]!,
    (current) => current.status === 'completed' && current.panels.every((panel) => panel.imageUrl),
    'regenerated',
    30_000,
  );
  await expect(
    undo.getByRole('button', { name: 'Undo', exact: true }).and(page.locator(':enabled')).first(),
    'Undo enabled once drawn',
  ).toBeVisible({ timeout: 20_000 });
  await undo.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByText('Previous version of the scene restored').first()).toBeVisible();
  await eventually(
    async () => (await story()).scenes[0]!.panels.map((panel) => panel.imageUrl),
    (urls) => JSON.stringify(urls) === JSON.stringify(before),
    'every old picture is back',
  );
});

const promptBox = (page: Page) => page.getByPlaceholder('What happens next?');

test('A dialog whose code fails to load fails alone and keeps the typed text', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  await authorWithScene(t);
  await promptBox(page).fill('The astronaut orders a croissant 🥐 and says مرحبا');
  // The dialogs' code cannot be fetched (offline, or removed by a deploy).
  await page.route('**/assets/story-modals-*.js', (route) => route.abort());
  await page.getByRole('button', { name: 'Settings' }).click();
  const failed = page.getByRole('dialog', { name: "This part couldn't load" });
  await expect(failed.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await shot(page, 'dialog-failed-to-load');
  // Nothing else broke: the editor and the typed scene are still there.
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  await expect(promptBox(page), 'the typed prompt is kept').toHaveValue(
    'The astronaut orders a croissant 🥐 and says مرحبا',
  );

  // Back online, Retry loads it.
  await page.unroute('**/assets/story-modals-*.js');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Story Settings' }).getByLabel('Title', { exact: true }).first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // 'Reload page' keeps what was typed.
  await page.route('**/assets/story-modals-*.js', (route) => route.abort());
  await page.getByRole('button', { name: /^Characters/ }).click();
  await page
    .getByRole('dialog', { name: "This part couldn't load" })
    .getByRole('button', { name: 'Reload page' })
    .click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first(), 'the editor after the reload').toBeVisible({
    timeout: 60_000,
  });
  await expect(promptBox(page), 'the typed prompt survived the reload').toHaveValue(
    'The astronaut orders a croissant 🥐 and says مرحبا',
  );
});

const OFFLINE_NOTICE = "You're offline. Reconnect to use this, nothing was sent.";

test('Offline shows a banner and actions say so at once', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page, context } = t;
  const { story } = await authorWithScene(t);
  // Each offline notice (a toast) is counted as it is shown: on a slow machine the first may be gone before the second.
  await page.evaluate((text) => {
    const shown = { count: 0 };
    (window as unknown as { __offlineNotices: typeof shown }).__offlineNotices = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = [
            ...(node.matches('[data-sonner-toast]') ? [node] : []),
            ...node.querySelectorAll('[data-sonner-toast]'),
          ];
          shown.count += toasts.filter((toast) => toast.textContent?.includes(text)).length;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, OFFLINE_NOTICE);
  const noticesShown = () =>
    page.evaluate(() => (window as unknown as { __offlineNotices: { count: number } }).__offlineNotices.count);
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner.first(), 'the offline banner').toBeVisible();
  await promptBox(page).fill('The robot closes the shop for the night');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText(OFFLINE_NOTICE).first()).toBeVisible();
  await expect.poll(noticesShown, { message: 'one offline notice' }).toBe(1);
  await expect(page.getByTestId('generation-progress'), 'no progress timer runs').toBeHidden();
  await shot(page, 'offline');

  // Regenerate image fails at once, and is not sent later.
  await page.locator('#scene-1').getByRole('button', { name: 'Regenerate image (panel 1)' }).click();
  await expect.poll(noticesShown, { message: 'a second offline notice' }).toBe(2);
  const before = (await story()).scenes[0]!.panels[0]!.imageUrl;
  // A paused request would be sent when the connection is back, by the same 'online' event that takes the banner away:
  // none is.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.url());
  });
  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  await afterTwoFrames(page);
  expect(sent, 'nothing was sent after reconnecting').toEqual([]);
  const after = await story();
  expect(after.scenes.length, 'no scene was generated after reconnecting').toBe(1);
  expect(after.scenes[0]!.panels[0]!.imageUrl, 'no picture was regenerated after reconnecting').toBe(before);
});

test('The save state shows and unsaved edits go out on reconnect', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page, context } = t;
  const { story } = await authorWithScene(t);
  const addBubble = async (text: string) => {
    await page
      .locator('#scene-1')
      .getByRole('button', { name: /^Add speech bubble/ })
      .click();
    const create = page.getByRole('dialog', { name: 'Create New Text Bubble' });
    await create.getByLabel('Text', { exact: true }).fill(text);
    await create.getByRole('button', { name: 'Add Bubble' }).click();
    await create.waitFor({ state: 'detached' });
  };
  const state = page.getByTestId('save-state');
  await addBubble('Fresh bread!');
  await expect(state, 'Saved').toHaveAttribute('data-state', 'saved', { timeout: 30_000 });
  await expect(state.getByText('Saved').first()).toBeVisible();

  await context.setOffline(true);
  await addBubble('Still warm ☕');
  await expect(state, "Couldn't save").toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
  await expect(state.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await shot(page, 'save-state-failed');
  expect(
    (await story()).scenes[0]!.panels[0]!.textBubbles.some((bubble) => bubble.text === 'Still warm ☕'),
    'not on the server yet',
  ).toBeFalsy();
  await context.setOffline(false);
  await expect(state, 'saved after reconnecting').toHaveAttribute('data-state', 'saved', { timeout: 30_000 });
  await eventually(
    async () => (await story()).scenes[0]!.panels[0]!.textBubbles.map((bubble) => bubble.text),
    (texts) => texts.includes('Still warm ☕'),
    'the edit reached the server',
  );
});

test('Edit media keeps typed alt text and clears it for another picture', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const upload = async () => {
    await page
      .locator('#scene-1')
      .getByRole('button', { name: /^Edit media/ })
      .click();
    const media = page.getByRole('dialog', { name: 'Edit Media' });
    await media.getByRole('tab', { name: 'Upload' }).click();
    await media
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX) });
    await expect(
      media.getByRole('button', { name: 'Use This Image' }).and(page.locator(':enabled')).first(),
      'the uploaded picture, ready to use',
    ).toBeVisible();
    return media;
  };
  let media = await upload();
  await media.getByLabel('Alt text').fill('A robot hands over a loaf — 月のパン');
  await media.getByRole('button', { name: 'Use This Image' }).click();
  await media.waitFor({ state: 'detached' });
  await eventually(
    async () => (await story()).scenes[0]!.panels[0]!,
    (panel) => panel.altText === 'A robot hands over a loaf — 月のパン',
    'the typed alt text is saved with the picture',
  );

  media = await upload();
  await media.getByRole('button', { name: 'Use This Image' }).click();
  await media.waitFor({ state: 'detached' });
  const panel = await eventually(
    async () => (await story()).scenes[0]!.panels[0]!,
    (current) => current.altText === '',
    'the old alt text is cleared for the new picture',
  );
  expect(panel.imageUrl?.startsWith('/media/'), 'the new picture is on the panel').toBeTruthy();

  // The dialog saves through the editor's queue: with no connection the choice waits on this device and goes out on
  // reconnect, as a bubble edit does.
  media = await upload();
  await media.getByLabel('Alt text').fill('Offline: قطة على السطح');
  await t.context.setOffline(true);
  await media.getByRole('button', { name: 'Use This Image' }).click();
  await media.waitFor({ state: 'detached' });
  await expect(page.getByText("Saved on this device. It will be sent when you're back online.").first()).toBeVisible();
  const state = page.getByTestId('save-state');
  await expect(state, "Couldn't save, with Retry").toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
  await t.context.setOffline(false);
  await expect(state, 'saved after reconnecting').toHaveAttribute('data-state', 'saved', { timeout: 30_000 });
  const sent = await eventually(
    async () => (await story()).scenes[0]!.panels[0]!,
    (current) => current.altText === 'Offline: قطة على السطح',
    'the offline choice reached the server',
  );
  expect(sent.imageUrl, 'with its new picture').not.toBe(panel.imageUrl);
});

test('A character in a scenes says why before any confirm', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const character = (await story()).characters[0];
  check(character, 'the scene made a character');
  await page.getByRole('button', { name: /^Characters/ }).click();
  const list = page.getByRole('dialog', { name: 'Characters' });
  await list.getByRole('button', { name: `Delete ${character.name}` }).click();
  await expect(list.getByText(`${character.name} appears in scene 1 and cannot be deleted`).first()).toBeVisible();
  await expect(
    list.getByRole('button', { name: 'Confirm delete' }),
    'no confirm step for a character that cannot go',
  ).toHaveCount(0);
});

test('New bubbles land in free space', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  const { story } = await authorWithScene(t);
  const before = new Set(
    (await story()).scenes[0]!.panels.flatMap((panel) => panel.textBubbles.map((bubble) => bubble.id)),
  );
  expect(before.size, 'the generated scene has bubbles of its own').toBeGreaterThan(0);
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
    async () =>
      JSON.parse((await canvas.getAttribute('data-painted')) || '[]') as {
        id: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[],
    (boxes) => boxes.length === panel.textBubbles.filter((bubble) => bubble.text.trim()).length,
    'every bubble painted',
  );
  const panelBox = (await page.locator('#scene-1 [data-panel-number="1"] [data-bubble-layer]').boundingBox())!;
  await shot(page, 'new-bubbles-free-space');
  for (const box of painted.filter((item) => added.has(item.id))) {
    expect(
      box.x >= 0 && box.y >= 0 && box.x + box.width <= panelBox.width + 1 && box.y + box.height <= panelBox.height + 1,
      `${box.id} inside the panel`,
    ).toBeTruthy();
    for (const other of painted) {
      if (other.id === box.id) continue;
      const overlap =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      check(!overlap, `new bubble ${box.id} is clear of ${other.id}`);
    }
  }
});
