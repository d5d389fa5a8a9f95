// The editor area in every language: with the en-XA pseudo-locale every catalogue string is wrapped in ⟦…⟧,
// so a walk over the story editor, its dialogs, the onboarding wizard and the generation screens fails on any visible
// English that did not come from a catalogue. Then one Arabic check: the editor's shell mirrors, the comic does not.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from './fixtures';
import { loginViaApi, trpcQuery } from './flows';
import { check, expectVisible, registerViaApi, signInWithToken } from './harness';
import type { StoryDetail } from '../../src/lib/story-types';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import { isDefaultStoryTitle } from '../../src/shared/stories';

/** The page shell (header, footer) and shared parts the reader draws too (byline, like, share, remix; marked
 * data-i18n-area="common" where the editor shows them): the common area's walk covers them. */
const OTHER_AREAS = ['header.sticky', 'footer.text-center', '[data-i18n-area="common"]'];

/** The page shell's own words (the common area; its walk covers them) and the product name. */
// A format name is a name.
const SHELL_TEXTS = ['Panelcraft', 'Skip to content', 'PDF'];

/** Visible (or screen-reader) text in `scope` that is neither from a catalogue (⟦…⟧), nor user content, nor words-free (drawings, svg, are art). */
async function englishLeft(page: Page, userContent: readonly string[], scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ scope, skip, userContent, SHELL_TEXTS }) => {
      const found: string[] = [];
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          // Colours (#ffffff) and sizes (8–72 px) are values, not words.
          const words = text.replace(/#[0-9a-f]{3,8}\b/gi, '').replace(/\d+(\.\d+)?\s*px\b/g, '');
          if (!/[A-Za-z]{2}/.test(words) || /[⟦⟧]/.test(text)) continue;
          const element = node.parentElement;
          if (!element || element.closest(`[data-user-content], script, style, noscript, template, svg, ${skip}`))
            continue;
          // Raw values shown as themselves (font names in the bubble editor's font list).
          if (element instanceof HTMLOptionElement && element.value === element.textContent) continue;
          if (!element.checkVisibility({ visibilityProperty: true }) && !element.closest('.sr-only')) continue;
          if (
            SHELL_TEXTS.includes(text) ||
            userContent.some((content) => content && (content.includes(text) || text.includes(content)))
          )
            continue;
          found.push(text);
        }
      }
      return [...new Set(found)];
    },
    { scope, skip: OTHER_AREAS.join(', '), userContent, SHELL_TEXTS },
  );
}

async function expectAllFromCatalogue(page: Page, userContent: readonly string[], where: string, scope?: string) {
  expect(await englishLeft(page, userContent, scope), `English outside the catalogue on ${where}`).toEqual([]);
}

/** What the author typed or the AI wrote for this story: titles, descriptions, names, bubbles, suggestions. */
function storyWords(story: StoryDetail): string[] {
  const words = [story.title, story.description ?? '', ...(story.tags ?? [])];
  for (const entity of [...story.characters, ...story.locations])
    words.push(entity.name, entity.title ?? '', entity.description ?? '');
  for (const scene of story.scenes ?? []) {
    words.push(scene.title, scene.description ?? '');
    for (const panel of scene.panels)
      words.push(panel.description ?? '', panel.altText ?? '', ...panel.textBubbles.map((bubble) => bubble.text));
  }
  return words.filter(Boolean);
}

async function useLanguage(context: BrowserContext, baseUrl: string, lang: string) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseUrl, sameSite: 'Lax' }]);
}

async function openSeedStory(
  page: Page,
  context: BrowserContext,
  baseUrl: string,
  seed: { users: { email: string }[]; storyIds: string[] },
  index: number,
) {
  const owner = seed.users[index % seed.users.length]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  await signInWithToken(context, baseUrl, token);
  const storyId = seed.storyIds[index];
  check(storyId, `seeded story ${index}`);
  const story = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token)).data;
  await page.goto(`/story/${storyId}`);
  await expect(page.getByTestId('prompt-dock').first()).toBeVisible();
  return { story, token };
}

/** Opens a dialog with `open`, checks it, and closes it with Escape. */
async function checkDialog(page: Page, words: readonly string[], where: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog.first(), where).toBeVisible();
  // Its lazy part and any fetch on open: the English check waits until the dialog is neither busy nor loading.
  await expect(dialog.locator('[aria-busy="true"], .animate-pulse, .animate-spin'), `${where} has loaded`).toHaveCount(
    0,
  );
  await expectAllFromCatalogue(page, words, where, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the wizard (every step, the loading screen), then the story editor and its dialogs show only catalogue strings', async ({
  page,
  context,
  baseUrl,
}) => {
  test.setTimeout(240_000);
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  await useLanguage(context, baseUrl, 'en-XA');
  // New Story from the home page: the story's default title is the interface's (the pseudo-locale's is marked), so
  // the walk checks it wherever it shows instead of skipping it as the author's words.
  await page.goto('/');
  // The home's stories are in: the app has taken over the server's first paint.
  await expect(page.locator('main li').first()).toBeVisible();
  await page.getByRole('button', { name: '⟦New Story⟧' }).filter({ visible: true }).first().click();
  await page.waitForURL(/\/story\/[^/]+$/);
  const created = { _id: new URL(page.url()).pathname.split('/').pop()! };
  const stored = async () =>
    (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: created._id }, author.token)).data;
  expect((await stored()).title).toBe('⟦My New Story⟧');
  const wizard = page.locator('[data-onboarding-step]');
  const words = async () => storyWords(await stored()).filter((word) => !isDefaultStoryTitle(word));

  await expect(wizard).toHaveAttribute('data-onboarding-step', '1');
  await expectAllFromCatalogue(page, await words(), 'wizard step 1');
  await page.getByRole('button', { name: /Story Seeds/ }).click();
  await expect(wizard.locator('ul[aria-label] li button').first(), 'the story seeds').toBeVisible();
  const description = 'A retired robot opens a tiny bakery on the moon, where every pastry grants a strange wish.';
  await page.getByRole('textbox', { name: /What is your story about/ }).fill(description);
  await expectAllFromCatalogue(
    page,
    [...(await words()), description, ...(await seedTexts(page))],
    'wizard step 1 with seeds',
  );
  await next(page);

  await expect(wizard).toHaveAttribute('data-onboarding-step', '2');
  await expectAllFromCatalogue(page, await words(), 'wizard step 2');
  await next(page);

  await expect(wizard).toHaveAttribute('data-onboarding-step', '3');
  await page.getByRole('button', { name: /Generate From Your Story/ }).click();
  await expect(page.locator('[data-extraction-phase="complete"]')).toBeVisible({ timeout: 30_000 });
  await expectAllFromCatalogue(page, await words(), 'wizard step 3');
  await next(page);

  await expect(wizard).toHaveAttribute('data-onboarding-step', '4');
  await expect(wizard.locator('ul[aria-label] li button').first(), 'the ideas for the opening').toBeVisible();
  const opening = 'At dawn the robot baker unlocks the shop and finds a customer already waiting.';
  await page.getByRole('textbox', { name: /How does your story begin/ }).fill(opening);
  await expectAllFromCatalogue(page, [...(await words()), opening, ...(await seedTexts(page))], 'wizard step 4');
  await page.getByRole('button', { name: /Create Your Story/ }).click();
  const loading = page.getByRole('dialog', { name: /Creating Your Story|Your story is ready/ });
  await expect(loading.first()).toBeVisible();
  await expectAllFromCatalogue(page, await words(), 'the generation loading screen', '[role="dialog"]');
  await expect(loading).toBeHidden({ timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await walkEditor(page, baseUrl, created._id, author.token);
});

/** The story editor of the story the wizard just made, and every dialog it opens. */
async function walkEditor(page: Page, baseUrl: string, storyId: string, token: string) {
  await page.goto(`/story/${storyId}`);
  await expect(page.getByTestId('prompt-dock').first()).toBeVisible();
  const story = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token)).data;
  const words = storyWords(story);
  await expectAllFromCatalogue(page, words, 'the story page (preview)');

  const editSwitch = page.getByRole('switch', { name: /Edit mode/ });
  if ((await editSwitch.getAttribute('aria-checked')) !== 'true') await editSwitch.click();
  await expect(
    page
      .locator('[data-scene-tools]')
      .getByRole('button', { name: /Edit media/ })
      .first(),
  ).toBeVisible();
  await expectAllFromCatalogue(page, words, 'the story page (edit mode)');

  const tools = page.locator('[data-scene-tools]').first();
  await checkDialog(page, words, 'Story Settings', () =>
    page
      .getByRole('button', { name: /Settings/ })
      .first()
      .click(),
  );
  await checkDialog(page, words, 'Characters', () => page.getByRole('button', { name: /Characters \(/ }).click());
  await checkDialog(page, words, 'Locations', () => page.getByRole('button', { name: /Locations \(/ }).click());
  await checkDialog(page, words, 'Choose Art Style', () => page.getByRole('button', { name: /Art Style/ }).click());
  await checkDialog(page, words, 'Edit Media', () => tools.getByRole('button', { name: /Edit media/ }).click());
  await checkDialog(page, words, 'Picture history', () =>
    tools.getByRole('button', { name: /Picture history/ }).click(),
  );
  await checkDialog(page, words, 'Edit Scene', () => tools.getByRole('button', { name: /Edit scene/ }).click());
  await checkDialog(page, words, 'the bubble editor', async () => {
    await tools.getByRole('button', { name: /Add speech bubble/ }).click();
    await page
      .getByRole('dialog')
      .getByText(/Advanced/)
      .click();
  });

  // The delete confirmation, then Cancel.
  await tools.getByRole('button', { name: /Delete scene/ }).click();
  const confirm = page.getByRole('group', { name: /Confirm scene deletion/ });
  await expect(confirm.first()).toBeVisible();
  await expectAllFromCatalogue(page, words, 'the delete confirmation', '[data-scene-tools]');
  await confirm.getByRole('button', { name: /Cancel/ }).click();

  // The download menu.
  await page.locator('button[aria-haspopup="menu"]').first().click();
  await expect(page.getByRole('menu').first()).toBeVisible();
  await expectAllFromCatalogue(page, words, 'the download menu', '[role="menu"]');
  await page.keyboard.press('Escape');

  // A new scene: the generation progress above the prompt bar.
  await page
    .getByRole('textbox', { name: /Scene prompt/ })
    .fill('The detective follows the glowing footprints into the rain');
  await page.getByRole('textbox', { name: /Scene prompt/ }).press('Enter');
  const progress = page.getByTestId('generation-progress');
  try {
    await progress.waitFor({ state: 'visible', timeout: 3000 });
    await expectAllFromCatalogue(page, words, 'the generation progress', '[data-testid="generation-progress"]');
  } catch {
    // The offline AI can finish before the progress is seen; the page after it is checked below.
  }
  await expect(page.locator('[data-scene-tools]').nth(1), 'the new scene').toBeVisible();
  const notice = page.getByRole('dialog', { name: /Your Story World Just Grew!/ });
  if (await notice.isVisible()) {
    const grown = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: story._id }, token)).data;
    await expectAllFromCatalogue(page, storyWords(grown), 'the world notice', '[role="dialog"]');
    await notice.getByRole('button', { name: /Got it/ }).click();
  }
  await walkMoves(page, baseUrl, storyId, token);
}

/** Moving scenes by keyboard: what is announced (the moved line, the reorder dialog's live region) and the toasts. */
async function walkMoves(page: Page, baseUrl: string, storyId: string, token: string) {
  const words = storyWords(
    (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token)).data,
  );
  const toasts = page.locator('[data-sonner-toaster]');
  // A scene's handle and the down arrow: the page says where it went, and Undo's toast says it is back.
  await page.locator('[data-scene-handle]').first().focus();
  await page.keyboard.press('ArrowDown');
  const moved = page.getByTestId('scene-moved');
  await expect(moved).toContainText('⟦');
  await expectAllFromCatalogue(page, words, 'the scene moved line', '[data-testid="scene-moved"]');
  await moved.getByRole('button', { name: /Undo/ }).click();
  await expect(toasts.getByText(/⟦/).first()).toBeVisible();
  await expectAllFromCatalogue(page, words, 'the scene order toast', '[data-sonner-toaster]');

  // The reorder dialog: Alt+Down on a row is announced in its live region; Save's toast.
  await page.getByRole('button', { name: /Reorder scenes/ }).click();
  const dialog = page.getByRole('dialog', { name: /Reorder scenes/ });
  await expectVisible(dialog);
  await dialog.locator('[data-order-item]').first().focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(dialog.getByTestId('reorder-announcement')).toHaveText(/^⟦.*⟧$/);
  await expectAllFromCatalogue(page, words, 'the reorder dialog after a keyboard move', '[role="dialog"]');
  await dialog.getByRole('button', { name: /Save order/ }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts.getByText(/⟦New order saved⟧/)).toBeVisible();
  await expectAllFromCatalogue(page, words, 'the reorder toast', '[data-sonner-toaster]');
}

/** The wizard's Continue (pictures still arriving redraw the step: click again until the step moves on). */
async function next(page: Page) {
  const step = await page.locator('[data-onboarding-step]').getAttribute('data-onboarding-step');
  await expect(async () => {
    // A click that moved on late (a loaded machine) leaves no Continue to click again.
    if ((await page.locator('[data-onboarding-step]').getAttribute('data-onboarding-step')) !== step) return;
    await page.getByRole('button', { name: /Continue/ }).click({ timeout: 3000 });
    await expect(page.locator('[data-onboarding-step]')).not.toHaveAttribute('data-onboarding-step', step ?? '', {
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
}

/** The AI's ideas on the page (seeds, opening ideas): the AI's words, like user content. */
const seedTexts = (page: Page) => page.locator('[data-onboarding-step] li button').allInnerTexts();

test('in Arabic the editor shell is mirrored but the comic panels are not', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  await useLanguage(context, baseUrl, 'ar');
  await openSeedStory(page, context, baseUrl, seed, 0);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The prompt bar mirrors: the text box starts on the right, the Generate button sits at its left.
  const prompt = await page.getByRole('textbox', { name: 'وصف المشهد' }).boundingBox();
  const generate = await page.getByTestId('prompt-dock').locator('button[type="submit"]').boundingBox();
  check(prompt && generate, 'prompt bar laid out');
  expect(generate.x + generate.width).toBeLessThanOrEqual(prompt.x + 1);
  // The panels do not: panel 1 is left of panel 2 (the grid stays left to right).
  const grid = page.locator('[data-panel-grid]').first();
  await expect(grid).toHaveAttribute('dir', 'ltr');
  const frames = grid.locator(':scope > *');
  if ((await frames.count()) > 1) {
    const [first, second] = [await frames.nth(0).boundingBox(), await frames.nth(1).boundingBox()];
    check(first && second, 'panels laid out');
    if (Math.abs(first.y - second.y) < 4) expect(first.x).toBeLessThan(second.x);
  }
  // The Settings button's text is Arabic, and the world tools read right to left.
  await expect(page.getByRole('button', { name: 'الإعدادات' }).first()).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 760 } });
  test("the editor's More menu and Story Settings show only catalogue strings @phone", async ({
    page,
    context,
    baseUrl,
    seed,
  }) => {
    await useLanguage(context, baseUrl, 'en-XA');
    const { story } = await openSeedStory(page, context, baseUrl, seed, 2);
    const words = storyWords(story);
    const more = page.getByRole('toolbar').first().locator('button[aria-haspopup="menu"]').last();
    await more.click();
    await expect(page.getByRole('menu').first(), 'the More menu').toBeVisible();
    await expectAllFromCatalogue(page, words, 'the More menu', '[role="menu"]');
    await page.keyboard.press('Escape');
    await checkDialog(page, words, 'Story Settings from the More menu', async () => {
      await more.click();
      await page
        .getByRole('menuitem', { name: /Settings/ })
        .first()
        .click();
    });
  });
});
