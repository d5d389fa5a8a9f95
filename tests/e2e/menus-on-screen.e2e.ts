// Menus, popovers and toasts stay on the screen in every direction: Arabic (right to left), Japanese and Hindi at a
// phone's 360 px and a desktop's 1280 px, on the story editor (More, Download, the account menu) and the reader
// (Download, on phones); in Arabic every item of the phone's More menu can be reached, and the password field's eye sits at the
// field's end without covering what is typed.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './fixtures';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import { animationsDone, loginViaApi } from './flows';
import { check, signInWithToken } from './harness';
import arEditor from '../../src/shared/i18n/editor/ar.json' with { type: 'json' };
import arCommon from '../../src/shared/i18n/common/ar.json' with { type: 'json' };

const LANGUAGES = ['ar', 'ja', 'hi'] as const;
const WIDTHS = [360, 1280];

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** Opens the menu behind `button`, checks the menu and each of its items lie inside the window, and closes it. */
async function expectMenuOnScreen(page: Page, button: Locator, where: string) {
  await button.click();
  const menu = page.locator('[role="menu"]').first();
  await expect(menu.first(), `${where}: the menu opens`).toBeVisible();
  // Its pop-in animation settles first (the box is measured as drawn).
  await animationsDone(menu);
  const width = page.viewportSize()!.width;
  const boxes = [await boxOf(menu), ...(await Promise.all((await menu.getByRole('menuitem').all()).map(boxOf)))];
  for (const box of boxes) {
    expect(
      box.x >= 0 && box.x + box.width <= width,
      `${where}: ${Math.round(box.x)}..${Math.round(box.x + box.width)} lies inside 0..${width}`,
    ).toBeTruthy();
  }
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}

test('every menu and toast stays inside the window in Arabic, Japanese and Hindi, at 360 and 1280 px', async ({
  page,
  context,
  baseUrl,
  seed,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = seed.users[1]!;
  await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
  const storyId = seed.storyIds[1]!;
  for (const locale of LANGUAGES) {
    await context.addCookies([{ name: 'lang', value: locale, url: baseUrl }]);
    for (const width of WIDTHS) {
      const where = `${locale} at ${width} px`;
      await page.setViewportSize({ width, height: 760 });
      await page.goto(`/story/${storyId}`);
      await expect(page.getByTestId('prompt-dock').first(), `${where}: the editor`).toBeVisible({ timeout: 30_000 });
      const actions = page.getByRole('toolbar').first();
      const more = actions.locator('button[aria-haspopup="menu"]').last();
      if (width < 640) await expectMenuOnScreen(page, more, `${where}, More`);
      await expectMenuOnScreen(page, actions.locator('button[aria-haspopup="menu"]').first(), `${where}, Download`);
      await expectMenuOnScreen(
        page,
        page.locator('header nav button[aria-haspopup="menu"]'),
        `${where}, the account menu`,
      );
      if (locale === 'ar' && width === 360) {
        await more.click();
        await animationsDone(page.locator('[role="menu"]').first());
        await page.screenshot({ path: testInfo.outputPath('ar-360-more.png') });
        await page.keyboard.press('Escape');
      }
      // A toast (an empty prompt's) is on the screen too.
      await page.getByTestId('prompt-dock').getByRole('textbox').first().press('Enter');
      const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
      await expect(toast.first(), `${where}: a toast`).toBeVisible();
      const box = await boxOf(toast);
      expect(
        box.x >= 0 && box.x + box.width <= width,
        `${where}: the toast ${Math.round(box.x)}..${Math.round(box.x + box.width)} lies inside 0..${width}`,
      ).toBeTruthy();

      // The reader's download menu ends its phone action bar (on a desktop it has the room the editor's has).
      if (width >= 640) continue;
      await page.goto(`/story/${storyId}/read`);
      const download = page.locator('main button[aria-haspopup="menu"]').first();
      await expect(download.first(), `${where}: the reader's download button`).toBeVisible({ timeout: 30_000 });
      await expectMenuOnScreen(page, download, `${where}, the reader's Download`);
    }
  }
});

test("in Arabic on a 360 px phone every item of the editor's More menu can be reached", async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const owner = seed.users[2]!;
  await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl }]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/story/${seed.storyIds[2]}`);
  await expect(page.getByTestId('prompt-dock').first(), 'the Arabic editor').toBeVisible({ timeout: 30_000 });
  const more = page.getByRole('button', { name: arEditor['editor.header.more'] });
  for (const [item, dialog] of [
    [arEditor['editor.header.settings'], true],
    [arEditor['editor.header.characters'], true],
    [arEditor['editor.header.locations'], true],
    [arEditor['editor.header.artStyleLabel'].split('{')[0]!.trim(), true],
    [arEditor['editor.publish.unpublish'], false],
  ] as const) {
    await more.click();
    const entry = page.getByRole('menuitem', { name: item }).first();
    await expect(entry.first(), `More → ${item}`).toBeVisible();
    const box = await boxOf(entry);
    expect(
      box.x >= 0 && box.x + box.width <= 360,
      `More → ${item} is on the screen (${Math.round(box.x)}..${Math.round(box.x + box.width)})`,
    ).toBeTruthy();
    // What is drawn at its middle is the item itself (nothing covers it, it is not off the edge).
    const hit = await entry.evaluate(
      (element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    check(hit, `More → ${item} can be tapped`);
    // Unpublish is only reached, not chosen: the seeded story stays published for the other tests.
    if (!dialog) await page.keyboard.press('Escape');
    else {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByRole('dialog').last(), `${item} opens its dialog`).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').last().waitFor({ state: 'hidden' });
    }
  }
});

test("the password field's eye sits at the field's end and never over the typed text, in Arabic and English", async ({
  page,
  context,
  baseUrl,
}) => {
  for (const [locale, side] of [
    ['ar', 'left'],
    ['en', 'right'],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: locale, url: baseUrl }]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    const input = page.locator('input[type="password"]');
    await input.fill('a-long-latin-password-123456');
    const eye = page.getByRole('button', { name: locale === 'ar' ? arCommon['form.showPassword'] : 'Show password' });
    const field = await boxOf(input);
    const button = await boxOf(eye);
    const text = await input.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      };
    });
    expect(
      side === 'left' ? button.x < field.x + field.width / 2 : button.x > field.x + field.width / 2,
      `${locale}: the eye is on the ${side}, the field's end`,
    ).toBeTruthy();
    expect(
      button.x + button.width <= text.left + 1 || button.x >= text.right - 1,
      `${locale}: the eye (${Math.round(button.x)}..${Math.round(button.x + button.width)}) is outside the text area (${Math.round(text.left)}..${Math.round(text.right)})`,
    ).toBeTruthy();
  }
});
