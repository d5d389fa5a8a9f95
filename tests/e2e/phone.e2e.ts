// The phone-first reader and editor: no sideways scrolling from 320 px, the first panel's art on the first screen,
// the guided panel view (tap, swipe, arrows, Escape), the editor's one-row header with its More menu, its dock and page
// header tucking away on scroll, toasts clear of the controls, bubble text never under 11 px, right-to-left titles
// aligned to their start, and screenshots of the reader and editor at 320, 360 and 390 px (test-results/phone/, or
// E2E_SHOTS_DIR).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, type TestContext, test } from './fixtures';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import type { StoryDetail } from '../../src/lib/story-types';
import {
  accountButton,
  afterTwoFrames,
  createStory,
  generateScenes,
  loginViaApi,
  trpcMutation,
  trpcQuery,
} from './flows';
import { DESKTOP, PHONE, ROOT, eventually, registerViaApi, signInWithToken } from './harness';

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(ROOT, 'test-results', 'phone');

async function signInAsSeedOwner({ context, baseUrl, seed }: TestContext, index: number) {
  const owner = seed.users[index % seed.users.length]!;
  await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
  return seed.storyIds[index]!;
}

const pageWidth = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test('No sideways scrolling from 320 px', async ({ page, context, baseUrl, seed }) => {
  const storyId = seed.storyIds[2]!;
  const widths = [320, 360, 390];
  // Each page is visited once and the window resized through the phone widths (a page resized keeps to the rules a
  // page loaded at that width does).
  const noWiderThanTheWindow = async (what: string) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 780 });
      await afterTwoFrames(page);
      expect(await pageWidth(page), `${what} at ${width} px is ${await pageWidth(page)} px wide`).toBeLessThanOrEqual(
        width,
      );
    }
  };
  await context.clearCookies();
  for (const path of ['/', `/story/${storyId}/read`, '/login', '/no/such/page']) {
    await page.setViewportSize({ width: widths[0]!, height: 780 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await noWiderThanTheWindow(path);
  }
  // 'Sign In' whole, inside the screen.
  await page.goto('/');
  const signIn = page.getByRole('link', { name: 'Sign In', exact: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 780 });
    await afterTwoFrames(page);
    await expect(signIn.first()).toBeVisible();
    const box = (await signIn.boundingBox())!;
    expect(
      box.x >= 0 && box.x + box.width <= width,
      `Sign In inside the screen at ${width} px (${box.x}+${box.width})`,
    ).toBeTruthy();
    await expect(signIn, `Sign In's words at ${width} px`).toHaveText('Sign In', { useInnerText: true });
    expect(
      await signIn.evaluate((link) => link.scrollWidth <= link.clientWidth),
      `Sign In not cut at ${width} px`,
    ).toBe(true);
  }
  // The author's editor too.
  await signInAsSeedOwner({ page, context, baseUrl, seed }, 2);
  await page.setViewportSize({ width: widths[0]!, height: 780 });
  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await noWiderThanTheWindow('the editor');
});

test('Reader shows the first panel on the first screen', async ({ page, context, baseUrl, seed }) => {
  await mkdir(SHOTS, { recursive: true });
  const storyId = seed.storyIds[3]!;
  await page.setViewportSize(PHONE);
  await page.goto(`/story/${storyId}/read`);
  const first = page.locator('#scene-1 [data-panel]').first();
  await expect(first.first()).toBeVisible();
  const box = (await first.boundingBox())!;
  expect(
    box.y + 120,
    `the first panel starts at ${Math.round(box.y)} px: at least 120 px of its art on the 844 px screen`,
  ).toBeLessThanOrEqual(PHONE.height);
  await expect(first.locator('img[data-panel-media]').first(), 'its picture').toBeVisible();
  // The story's actions are one row; the scene's come after its art.
  const actions = page.getByRole('toolbar', { name: 'Story actions' });
  const tops = await actions
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(
    tops.length === 4 && Math.max(...tops) - Math.min(...tops) < 16,
    `the story's four actions in one row (tops ${tops.join(', ')})`,
  ).toBeTruthy();
  const sceneActions = (await page.getByRole('toolbar', { name: 'Scene 1 actions' }).boundingBox())!;
  const lastPanel = (await page.locator('#scene-1 [data-panel]').last().boundingBox())!;
  expect(sceneActions.y, "the scene's Like / Download / Remix after its art").toBeGreaterThanOrEqual(
    lastPanel.y + lastPanel.height,
  );

  // Screenshots of the reader and the editor at each phone width (the window resized, each page loaded once).
  const shoot = async (name: string) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await afterTwoFrames(page);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
    }
  };
  await context.clearCookies();
  await page.goto(`/story/${storyId}/read`);
  await page.waitForLoadState('networkidle');
  await shoot('reader');
  await signInAsSeedOwner({ page, context, baseUrl, seed }, 3);
  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot('editor');
});

const viewerPosition = (page: Page) => page.getByTestId('panel-viewer').locator('#panel-view-position').innerText();

test('Guided view moves panel by panel', async ({ page, seed }) => {
  const storyId = seed.storyIds[7]!;
  // Desktop: click, arrows, buttons, Escape.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/story/${storyId}/read`);
  const opener = page.getByRole('button', { name: 'Open scene 1, panel 1 full screen' });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Panel view' });
  await expect(viewer.first()).toBeVisible();
  expect(
    (await viewerPosition(page)).startsWith('Scene 1, panel 1 of 3'),
    `opens on the tapped panel (${await viewerPosition(page)})`,
  ).toBeTruthy();
  await expect(viewer.getByRole('button', { name: 'Close panel view' }).first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Previous panel' }), 'no panel before the first').toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await eventually(
    () => viewerPosition(page),
    (text) => text.startsWith('Scene 1, panel 2 of 3'),
    'ArrowRight: the next panel',
  );
  await page.keyboard.press('ArrowLeft');
  await eventually(
    () => viewerPosition(page),
    (text) => text.startsWith('Scene 1, panel 1 of 3'),
    'ArrowLeft: back',
  );
  // Across the scene's end into the next scene.
  for (let i = 0; i < 3; i += 1) await viewer.getByRole('button', { name: 'Next panel' }).click();
  await eventually(
    () => viewerPosition(page),
    (text) => text.startsWith('Scene 2, panel 1 of 3'),
    'Next goes on into scene 2',
  );
  const guided = viewer.locator('[data-guided-panel] [data-panel]');
  const large = (await guided.boundingBox())!;
  expect(large.height, `the panel is large (${Math.round(large.height)} px tall)`).toBeGreaterThan(500);
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  expect(
    await opener.evaluate((button) => button === document.activeElement),
    'focus goes back to the panel',
  ).toBeTruthy();

  // Phone: tap, then swipe left and right.
  await page.setViewportSize(PHONE);
  await page.goto(`/story/${storyId}/read`);
  await page
    .getByRole('button', { name: 'Open scene 1, panel 1 full screen' })
    .tap()
    .catch(() => page.getByRole('button', { name: 'Open scene 1, panel 1 full screen' }).click());
  await expect(viewer.first()).toBeVisible();
  const swipe = async (fromX: number, toX: number) => {
    const box = (await guided.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move((fromX + toX) / 2, y + 5);
    await page.mouse.move(toX, y + 8);
    await page.mouse.up();
  };
  await swipe(320, 60);
  await eventually(
    () => viewerPosition(page),
    (text) => text.startsWith('Scene 1, panel 2 of 3'),
    'a swipe left: the next panel',
  );
  await swipe(60, 320);
  await eventually(
    () => viewerPosition(page),
    (text) => text.startsWith('Scene 1, panel 1 of 3'),
    'a swipe right: back',
  );
  const phoneBox = (await guided.boundingBox())!;
  expect(phoneBox.width, `full width on a phone (${Math.round(phoneBox.width)} px)`).toBeGreaterThanOrEqual(
    PHONE.width - 24,
  );
  await viewer.getByRole('button', { name: 'Close panel view' }).click();
  await viewer.waitFor({ state: 'detached' });
});

test('Editor bars tuck away while scrolling down', async ({ page: testPage, context: testContext, baseUrl, seed }) => {
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const { page } = t;
  await page.setViewportSize(PHONE);
  const storyId = await signInAsSeedOwner(t, 8);
  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  const dock = page.getByTestId('prompt-dock');
  const dockTop = async () => Math.round((await dock.boundingBox())!.y);
  const shown = await dockTop();
  expect(shown, 'the dock is on screen at first').toBeLessThan(PHONE.height);
  // The page header goes and comes back with it.
  const headerBottom = async () =>
    Math.round(
      (await page.locator('header.site-header').boundingBox())!.y +
        (await page.locator('header.site-header').boundingBox())!.height,
    );
  expect(await headerBottom(), 'the page header is on screen at first').toBeGreaterThan(0);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 500);
  await eventually(dockTop, (top) => top >= PHONE.height - 2, 'scrolling down tucks the dock below the screen');
  await eventually(headerBottom, (bottom) => bottom <= 0, 'and the page header above it');
  await page.mouse.wheel(0, -200);
  await eventually(dockTop, (top) => top === shown, 'scrolling up brings it back');
  await eventually(headerBottom, (bottom) => bottom > 0, 'and the page header');
  // Tucked, it comes back when the author reaches it from the keyboard.
  await page.mouse.wheel(0, 400);
  await eventually(dockTop, (top) => top >= PHONE.height - 2, 'tucked again');
  await page.getByLabel('Scene prompt').focus();
  await eventually(dockTop, (top) => top === shown, 'focus brings it back');
});

test('Bubble text is never under 11 px', async ({ page, baseUrl }) => {
  // A 6-panel scene whose bubbles include small text (12 px of a 340 px panel).
  const author = await registerViaApi(baseUrl);
  const story = (
    await trpcMutation<{ data: { _id: string } }>(
      baseUrl,
      'stories.create',
      { title: 'Six Panels', aspectRatio: '3:4' },
      author.token,
    )
  ).data;
  await trpcMutation(
    baseUrl,
    'ai.generateScene',
    {
      storyId: story._id,
      prompt: 'Six friends open a tiny noodle shop at the harbour',
      generateImages: true,
      maxPanels: 6,
    },
    author.token,
  );
  const detail = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: story._id }, author.token))
    .data;
  const scene = detail.scenes[0]!;
  expect(scene.panels.length, `six panels (${scene.panels.length})`).toBe(6);
  for (const panel of scene.panels) {
    const bubble = {
      id: `small-${panel.panelNumber}`,
      text: 'Tiny words here',
      type: 'speech',
      position: { x: 0.5, y: 0.3 },
      style: { fontSize: 12, fontFamily: 'Bangers' },
    };
    await trpcMutation(
      baseUrl,
      'scenes.updatePanel',
      { sceneId: scene._id, panelNumber: panel.panelNumber, textBubbles: [bubble] },
      author.token,
    );
  }
  await trpcMutation(baseUrl, 'stories.update', { id: story._id, changes: { status: 'published' } }, author.token);

  for (const viewport of [DESKTOP, PHONE, { width: 360, height: 740 }, { width: 320, height: 640 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`/story/${story._id}/read`);
    const canvases = page.locator('#scene-1 [data-bubble-layer] canvas');
    // The new scene's six pictures may still be being drawn by the offline provider: the first visit can take a while.
    await expect(page.locator('#scene-1 [data-panel-grid]').first(), 'the scene drawn by the client').toBeVisible({
      timeout: 45_000,
    });
    await expect
      .poll(
        () =>
          canvases.evaluateAll((all) => all.filter((canvas) => (canvas as HTMLCanvasElement).dataset.minFontPx).length),
        { message: 'bubbles painted', timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(1);
    // Every panel scrolled to, so every layer paints.
    for (const panel of await page.locator('#scene-1 [data-panel]').all()) await panel.scrollIntoViewIfNeeded();
    const sizes = await eventually(
      () =>
        canvases.evaluateAll((all) =>
          all.map((canvas) => Number((canvas as HTMLCanvasElement).dataset.minFontPx || 0)),
        ),
      (all) => all.length === 6 && all.every((size) => size > 0),
      'all six panels painted',
      10_000,
    );
    expect(
      Math.min(...sizes),
      `bubble text at ${viewport.width} px is ${Math.min(...sizes)} px at its smallest`,
    ).toBeGreaterThanOrEqual(11);
  }
});

/** Whether two boxes share any area. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('Phone editor header is one bar with a More menu', { tag: '@phone' }, async ({ page, context, baseUrl, seed }) => {
  const storyId = await signInAsSeedOwner({ page, context, baseUrl, seed }, 3);
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto(`/story/${storyId}`);
    await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
    const actions = page.getByRole('toolbar', { name: 'Story actions' });
    const tops = await actions
      .getByRole('button')
      .or(actions.getByRole('link'))
      .evaluateAll((items) =>
        items
          .filter((item) => (item as HTMLElement).offsetParent)
          .map((item) => Math.round(item.getBoundingClientRect().top)),
      );
    const rows = tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 8).length;
    expect(
      rows,
      `the story's actions in at most two rows at ${width} px (tops ${tops.join(', ')})`,
    ).toBeLessThanOrEqual(2);
    // Settings and the story world's tools wait in the menu: the first scene starts on the first screen.
    await expect(
      page.getByRole('button', { name: 'Settings', exact: true }),
      'no Settings button in the row',
    ).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Story world' }), 'no Characters / Locations row').toHaveCount(0);
    const scene = (await page.locator('#scene-1').boundingBox())!;
    expect(scene.y, `scene 1 starts at ${Math.round(scene.y)} px, on the first screen`).toBeLessThan(780 - 150);

    // The keyboard: Enter opens on the first item, arrows move, Enter chooses, the dialog gives focus back.
    const more = page.getByRole('button', { name: 'More', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.first()).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(
      box.x >= 0 && box.x + box.width <= width,
      `the menu inside the screen at ${width} px (${Math.round(box.x)}+${Math.round(box.width)})`,
    ).toBeTruthy();
    const story = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId })).data;
    await expect
      .poll(
        () => menu.getByRole('menuitem').evaluateAll((items) => items.indexOf(document.activeElement as HTMLElement)),
        { message: 'focus on Settings' },
      )
      .toBe(0);
    // (A published story's Unpublish waits in the menu too, after Settings.)
    await expect(menu.getByRole('menuitem', { name: 'Unpublish' }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await eventually(
      () =>
        menu
          .getByRole('menuitem', { name: `Characters (${story.characters.length})` })
          .evaluate((item) => item === document.activeElement),
      (focused) => focused,
      'ArrowDown twice: Characters',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Characters' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Characters' }).waitFor({ state: 'detached' });
    expect(await more.evaluate((button) => button === document.activeElement), 'focus back on More').toBeTruthy();
    // Escape closes the menu itself.
    await page.keyboard.press('ArrowDown');
    await expect(menu.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await more.click();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Story Settings' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

/** A new author's story of one two-panel scene (pictures drawn by the offline provider), the author signed in. */
async function authorWithScene(
  { context, baseUrl }: Pick<TestContext, 'context' | 'baseUrl'>,
  story: { title: string; description: string; prompt: string },
) {
  const author = await registerViaApi(baseUrl);
  const storyId = await createStory(baseUrl, author.token, { title: story.title, description: story.description });
  // The offline provider draws the pictures after answering: wait for them, so the pages below load at their usual pace.
  await generateScenes(baseUrl, author.token, storyId, [story.prompt], { maxPanels: 2 });
  await signInWithToken(context, baseUrl, author.token);
  return { storyId, token: author.token };
}

test('Phone toasts leave the controls free', { tag: '@phone' }, async ({ page, context, baseUrl }) => {
  const { storyId } = await authorWithScene(
    { context, baseUrl },
    {
      title: 'Harbour Lights',
      description: 'A ferry that only sails at night.',
      prompt: 'The night ferry leaves the harbour with one passenger',
    },
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first(), 'the editor').toBeVisible({ timeout: 30_000 });
  const toastBox = async () => {
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
    await expect(toast.first(), 'a toast').toBeVisible();
    return (await toast.boundingBox())!;
  };
  const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
  const prompt = page.getByLabel('Scene prompt');
  const send = page.getByRole('button', { name: 'Generate', exact: true });

  // An empty prompt's message: clear of the send button and the account menu's button.
  await prompt.focus();
  await prompt.press('Enter');
  let toast = await toastBox();
  expect(overlaps(toast, await boxOf(send)), 'the toast is clear of the send button').toBeFalsy();
  expect(overlaps(toast, await boxOf(accountButton(page))), 'the toast is clear of the avatar button').toBeFalsy();
  expect(toast.width, `the toast is wide enough to read (${Math.round(toast.width)} px)`).toBeGreaterThanOrEqual(180);

  // With the account menu open (focus leaves it without a click, so it stays open): clear of its items.
  await accountButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.first()).toBeVisible();
  await prompt.focus();
  await prompt.press('Enter');
  toast = await toastBox();
  expect(overlaps(toast, await boxOf(menu)), 'the toast is clear of the whole account menu').toBeFalsy();
  expect(overlaps(toast, await boxOf(accountButton(page))), 'and of the avatar button').toBeFalsy();
  await page.keyboard.press('Escape');

  // In a dialog: a save that fails offline says so without covering the dialog's close button.
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Story Settings' });
  await expect(dialog.getByLabel('Title', { exact: true }).first()).toBeVisible();
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  toast = await toastBox();
  expect(
    overlaps(toast, await boxOf(dialog.getByRole('button', { name: 'Close' }))),
    "the toast is clear of the dialog's close button",
  ).toBeFalsy();
  await context.setOffline(false);
});

test('Right-to-left titles align to their start', async ({ page, context, baseUrl }) => {
  const title = 'حكاية المنارة';
  const description = 'تجد حارسة المنارة خريطة مخبأة تحت الدرج، وتبدأ رحلة طويلة نحو الجزيرة البعيدة.';
  const sceneTitle = 'המפה מתחת למדרגות';
  const { storyId, token } = await authorWithScene(
    { context, baseUrl },
    { title, description, prompt: 'حارسة المنارة تفتح الخريطة تحت ضوء المصباح' },
  );
  const story = { _id: storyId };
  const scene = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token)).data
    .scenes[0]!;
  await trpcMutation(
    baseUrl,
    'scenes.update',
    { id: scene._id, title: sceneTitle, description: scene.description || 'الخريطة' },
    token,
  );
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { status: 'published' } }, token);
  /** How far the text's right edge is from the right edge of `container` (the element itself by default): 0 is aligned right. */
  const gapRight = (locator: Locator, container?: string) =>
    locator.evaluate((element, selector) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = (selector ? element.closest(selector)! : element).getBoundingClientRect();
      return Math.round(box.right - text.right);
    }, container);
  for (const viewport of [DESKTOP, { width: 360, height: 740 }]) {
    await page.setViewportSize(viewport);
    await context.clearCookies();
    await page.goto(`/story/${story._id}/read`);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading.first()).toBeVisible();
    expect(
      await gapRight(heading),
      `the reader's Arabic title is aligned right at ${viewport.width} px (${await gapRight(heading)} px short)`,
    ).toBeLessThanOrEqual(2);
    const about = page.locator('p[dir="auto"]', { hasText: description.slice(0, 20) });
    expect(await gapRight(about), `its description too (${await gapRight(about)} px short)`).toBeLessThanOrEqual(2);
    // A Hebrew scene title ends at the heading's right edge (its number badge stays first).
    const sceneHeading = page.locator('#scene-1 h2 span[dir="auto"]');
    await expect(sceneHeading.getByText(sceneTitle).first()).toBeVisible();
    expect(
      await gapRight(sceneHeading, 'h2'),
      `the Hebrew scene title is aligned right (${await gapRight(sceneHeading, 'h2')} px short)`,
    ).toBeLessThanOrEqual(2);
    // An Arabic story reads right to left (its default reading direction): panel 1 is on the right, or on top.
    const panels = page.locator('#scene-1 [data-panel]');
    const [first, second] = [(await panels.nth(0).boundingBox())!, (await panels.nth(1).boundingBox())!];
    expect(first.x > second.x || first.y < second.y, 'panel 1 comes first, right to left').toBeTruthy();
    // The story page's header too.
    await signInWithToken(context, baseUrl, token);
    await page.goto(`/story/${story._id}`);
    const editorHeading = page.getByRole('heading', { level: 1, name: title });
    await expect(editorHeading.first()).toBeVisible();
    expect(
      await gapRight(editorHeading),
      `the story page's Arabic title is aligned right at ${viewport.width} px`,
    ).toBeLessThanOrEqual(2);
  }
});
