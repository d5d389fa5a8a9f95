// Text as data in the browser: stories in every script read back with their words, direction taken from
// the text (dir=auto), counters and field limits counted as the server counts, NFC tags, initials and name order,
// and dates in the viewer's language.
import type { BrowserContext, Page } from 'playwright-core';
import { SCRIPTS } from '../helpers/scripts';
import { expect, type TestContext, test } from './fixtures';
import { eventually, registerViaApi, signInWithToken } from './harness';
import { trpcMutation, trpcQuery } from './flows';

const ASTRONAUT = '👩‍🚀';
const HINDI_60 = 'स्त्री'.repeat(60);

/** A published story with one scene (the reader shows its header only when there is a scene). */
async function publishedStory(
  baseUrl: string,
  token: string,
  story: { title: string; description: string; tag: string },
) {
  const { data } = await trpcMutation<{ data: { _id: string } }>(
    baseUrl,
    'stories.create',
    { title: story.title, description: story.description, tags: [story.tag] },
    token,
  );
  await trpcMutation(baseUrl, 'stories.update', { id: data._id, changes: { onboardingCompleted: true } }, token);
  await trpcMutation(
    baseUrl,
    'ai.generateScene',
    {
      storyId: data._id,
      prompt: `A small cat walks to the lighthouse in the rain: ${story.title}`,
      generateImages: false,
      maxPanels: 1,
    },
    token,
  );
  await trpcMutation(baseUrl, 'stories.update', { id: data._id, changes: { status: 'published' } }, token);
  return data._id;
}

/** What the page shows of an element: its text, its dir attribute and the direction the browser laid it out in. */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => ({
      text: element.textContent ?? '',
      dir: element.getAttribute('dir'),
      direction: getComputedStyle(element).direction,
    }));

/** A context for a viewer whose browser speaks `locale`, signed in with `token`. */
async function viewer(t: TestContext, locale: string, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await t.context
    .browser()!
    .newContext({ baseURL: t.baseUrl, locale, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(10_000);
  await signInWithToken(context, t.baseUrl, token);
  return { context, page: await context.newPage() };
}

test('Stories in every script read back with their direction', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  // This test opens its own contexts (a browser language each), so the fixtures' page and context keep other names.
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  const author = await registerViaApi(t.baseUrl, { firstName: '太郎', lastName: '山田' });
  const ids: Record<string, string> = {};
  for (const [script, story] of Object.entries(SCRIPTS))
    ids[script] = await publishedStory(t.baseUrl, author.token, story);

  const { context, page } = await viewer(t, 'en-US', author.token);
  try {
    for (const [script, { title, description }] of Object.entries(SCRIPTS)) {
      await page.goto(`/story/${ids[script]}/read`);
      // The server draws the first screen (with dir=auto too); the app then replaces it.
      await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
      await expect(page.getByRole('heading', { level: 1, name: title }).first(), `the ${script} title`).toBeVisible();
      const heading = await shown(page, 'h1');
      expect(
        heading.text === title && heading.dir === 'auto',
        `${script}: the title reads back whole with dir=auto (${JSON.stringify(heading)})`,
      ).toBeTruthy();
      const rtl = script === 'arabic' || script === 'hebrew';
      expect(
        heading.direction,
        `${script}: the title is laid out ${rtl ? 'right to left' : 'left to right'} (${heading.direction})`,
      ).toBe(rtl ? 'rtl' : 'ltr');
      const paragraph = await page
        .locator('header p[dir="auto"]')
        .first()
        .evaluate((element) => ({ text: element.textContent ?? '', direction: getComputedStyle(element).direction }));
      expect(
        paragraph.text.startsWith(description),
        `${script}: the description reads back (${paragraph.text})`,
      ).toBeTruthy();
      expect(paragraph.direction, `${script}: the description's direction follows its text`).toBe(rtl ? 'rtl' : 'ltr');
      expect(
        (await page.title()).startsWith(title),
        `${script}: the page title carries the story's title (${await page.title()})`,
      ).toBeTruthy();
    }
    // The byline: family name first and its initials, and an English date for an English browser.
    const byline = page.getByRole('link', { name: /山田太郎/ }).first();
    await expect(byline.first(), 'the byline names 山田太郎').toBeVisible();
    const date = (await byline.locator('time').textContent()) ?? '';
    expect(date, `an English viewer reads 'Nov 26, 2026' (${date})`).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(byline.locator('[aria-hidden="true"]').first(), 'the initials are family then given name').toHaveText(
      '山太',
    );
  } finally {
    await context.close();
  }

  // The same page for a Japanese browser: the date in Japanese.
  const japanese = await viewer(t, 'ja-JP', author.token);
  try {
    await japanese.page.goto(`/story/${ids.japanese}/read`);
    await japanese.page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
    const date =
      (await japanese.page
        .getByRole('link', { name: /山田太郎/ })
        .first()
        .locator('time')
        .textContent()) ?? '';
    expect(date, `a Japanese viewer reads the date in Japanese (${date})`).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await japanese.page.goto(`/user/${author.username}`);
    await expect(japanese.page.getByRole('heading', { level: 1, name: '山田太郎' }).first()).toBeVisible();
    // The interface follows the Japanese browser too: 'Member since' is the catalogue's Japanese, around a Japanese date.
    const since = (await japanese.page.getByText(/から参加$/).textContent()) ?? '';
    expect(since, `Member since in the viewer's language (${since})`).toMatch(/^\d{4}年\d{1,2}月から参加$/);
    // Cards: titles laid out in their own direction, dates in the viewer's language; tag chips on the home page.
    const profileCard = japanese.page.getByTestId('profile-story').filter({ hasText: SCRIPTS.arabic.title }).first();
    const profileTitle = await profileCard
      .locator('h3')
      .evaluate((element) => ({ dir: element.getAttribute('dir'), direction: getComputedStyle(element).direction }));
    expect(
      profileTitle.dir === 'auto' && profileTitle.direction === 'rtl',
      `an Arabic title on the profile is laid out right to left (${JSON.stringify(profileTitle)})`,
    ).toBeTruthy();
    await japanese.page.goto('/');
    const card = japanese.page.getByTestId('story-card').filter({ hasText: SCRIPTS.hebrew.title }).first();
    await expect(card.first(), 'the Hebrew story on the home page').toBeVisible();
    const cardTitle = await card
      .locator('h3')
      .evaluate((element) => ({ dir: element.getAttribute('dir'), direction: getComputedStyle(element).direction }));
    expect(
      cardTitle.dir === 'auto' && cardTitle.direction === 'rtl',
      `a Hebrew card title is laid out right to left (${JSON.stringify(cardTitle)})`,
    ).toBeTruthy();
    await expect(card.locator('span[dir="auto"]'), 'the card names the author family name first').toHaveText(
      '山田太郎',
    );
    await expect(card.locator('time'), 'the card date is in Japanese').toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    const chip = japanese.page.getByRole('button', { name: new RegExp(`^${SCRIPTS.hebrew.tag}`) });
    await expect(chip.first(), 'the Hebrew tag chip').toBeVisible();
    await expect(chip.locator('bdi'), 'the tag chip isolates its text in <bdi>').toHaveText(SCRIPTS.hebrew.tag);
  } finally {
    await japanese.context.close();
  }
});

test('Counters and limits count characters as the server does', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  const { data } = await trpcMutation<{ data: { _id: string } }>(
    baseUrl,
    'stories.create',
    { title: 'Counting', description: 'Counting characters.' },
    author.token,
  );
  await trpcMutation(baseUrl, 'stories.update', { id: data._id, changes: { onboardingCompleted: true } }, author.token);
  await page.goto(`/story/${data._id}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first(), 'the story page').toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Story Settings' });
  const title = settings.getByLabel('Title', { exact: true });
  const description = settings.getByLabel('Description', { exact: true });
  await expect(title.first()).toBeVisible();
  await expect(title, 'the title takes its direction from the text').toHaveAttribute('dir', 'auto');
  await expect(description, 'the description takes its direction from the text').toHaveAttribute('dir', 'auto');
  await expect(title, 'no UTF-16 maxLength on the title').not.toHaveAttribute('maxlength');

  // A 60-letter Hindi title (360 UTF-16 units) fits the limit of 200 and is kept whole.
  await title.fill(HINDI_60);
  await expect(title, 'the Hindi title is kept whole').toHaveValue(HINDI_60);
  // 205 astronauts pasted: the field keeps 200 of them (1000 UTF-16 units), as the server counts.
  await title.fill(ASTRONAUT.repeat(205));
  await expect(
    title,
    `the title keeps 200 characters (${[...new Intl.Segmenter().segment(await title.inputValue())].length})`,
  ).toHaveValue(ASTRONAUT.repeat(200));

  // The counter counts characters: 11 astronauts are 11 of 1000, an Arabic line counts its letters.
  await description.fill(ASTRONAUT.repeat(11));
  await expect(settings.getByText('11/1000', { exact: true }).first(), 'the counter says 11/1000').toBeVisible();
  await description.fill(`${SCRIPTS.arabic.description} ${SCRIPTS.hindi.description}`);
  const count = [...new Intl.Segmenter().segment(`${SCRIPTS.arabic.description} ${SCRIPTS.hindi.description}`)].length;
  await expect(
    settings.getByText(`${count}/1000`, { exact: true }).first(),
    `the counter says ${count}/1000`,
  ).toBeVisible();
  expect(
    await description.evaluate((element) => getComputedStyle(element).direction),
    'an Arabic description is written right to left',
  ).toBe('rtl');

  // Tags: the decomposed spelling of a tag already added is the same tag; a chip isolates its text.
  const tags = settings.getByLabel('Tags', { exact: true });
  await tags.fill('Café');
  await tags.press('Enter');
  await tags.fill('Cafe\u0301');
  await tags.press('Enter');
  await expect(settings.getByText('That tag is already added').first(), 'the second spelling is refused').toBeVisible();
  await tags.fill(`${SCRIPTS.japanese.tag},`);
  await tags.fill(`${ASTRONAUT.repeat(50)},`);
  const chips = await settings.getByRole('list', { name: 'Current tags' }).locator('bdi').allTextContents();
  expect(JSON.stringify(chips), `the chips are Café, 冒険 and 50 astronauts (${chips.join(' | ')})`).toBe(
    JSON.stringify(['Café', SCRIPTS.japanese.tag, ASTRONAUT.repeat(50)]),
  );

  await title.fill(ASTRONAUT.repeat(200));
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Story settings saved!').first()).toBeVisible();
  const saved = await eventually(
    async () =>
      (
        await trpcQuery<{ data: { title: string; description: string; tags: string[] } }>(
          baseUrl,
          'stories.byId',
          { id: data._id },
          author.token,
        )
      ).data,
    (story) => story.title === ASTRONAUT.repeat(200),
    'the server kept the 200-character title',
  );
  expect(JSON.stringify(saved.tags), `the server kept the tags (${saved.tags.join(' | ')})`).toBe(
    JSON.stringify(['Café', SCRIPTS.japanese.tag, ASTRONAUT.repeat(50)]),
  );
  expect(saved.tags[0], 'stored in NFC').toBe('Café'.normalize('NFC'));
});

test('An English first screen builds no Intl object beyond the catalogue plurals', async ({
  page: testPage,
  context: testContext,
  baseUrl,
  seed,
}) => {
  // This test opens its own contexts (a browser language each), so the fixtures' page and context keep other names.
  const t: TestContext = { page: testPage, context: testContext, baseUrl, seed };
  // The first Intl object a page builds loads the runtime's Unicode data; English pages spell their dates and counts
  // and count Latin text without one (src/lib/format.ts, src/shared/text.ts).
  const context = await t.context
    .browser()!
    .newContext({ baseURL: t.baseUrl, locale: 'en-US', viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
      for (const name of ['Segmenter', 'DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator'] as const) {
        const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
        Object.defineProperty(Intl, name, {
          configurable: true,
          writable: true,
          value: new Proxy(Real, {
            construct(target, args) {
              built.push(name);
              return Reflect.construct(target, args);
            },
          }),
        });
      }
    });
    const page = await context.newPage();
    for (const path of ['/', `/story/${t.seed.storyIds[0]}/read`, `/user/${t.seed.users[0]!.username}`]) {
      await page.goto(path);
      await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
      await expect(page.locator('time').first(), `a date on ${path}`).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The interface catalogue's plural messages ("{n, plural, …}") select through Intl.PluralRules and spell "#" with
      // Intl.NumberFormat (the i18n library's runtime); segmenting, dates and sorting still build nothing in English.
      const built = (await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).filter(
        (name) => name !== 'PluralRules' && name !== 'NumberFormat',
      );
      expect(
        built.length,
        `${path} built no Segmenter, DateTimeFormat or Collator for an English viewer (${built.join(', ')})`,
      ).toBe(0);
    }
    // The hook sees what it should: a formatter built now is counted.
    const seen = await page.evaluate(() => {
      const built = (window as unknown as { intlBuilt: string[] }).intlBuilt;
      built.length = 0; // the page's own catalogue plurals (a profile's scene counts) are counted above
      new Intl.NumberFormat('en-US').format(1);
      return built;
    });
    expect(seen.join(), `the count of Intl objects works (${seen.join()})`).toBe('NumberFormat');
  } finally {
    await context.close();
  }
});
