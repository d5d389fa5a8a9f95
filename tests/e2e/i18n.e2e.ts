// The interface in the reader's language: a walk in the en-XA pseudo-locale that fails on any visible English
// not from a catalogue, Arabic laid out right to left, the picker saved on the account and followed on another device,
// and each language's server-drawn first paint.
import type { Page } from '@playwright/test';
import { appHydrated, breakDashboardChunk, holdProcedure, loginViaApi, trpcMutation, trpcQuery } from './flows';
import { expect, test } from './fixtures';
import { registerViaApi, signInWithToken } from './harness';
import { LOCALES } from '../../src/shared/locales';
import type { ProfileData, StoryDetail } from '../../src/lib/story-types';
import { displayName } from '../../src/shared/user-display';

/**
 * Visible text nodes that are not inside ⟦…⟧ (a catalogue string in the pseudo-locale), skipping user content
 * ([data-user-content]), the product's name ([data-brand]), dates (<time>) and text with no letters (counts, emoji).
 */
async function unmarkedText(page: Page, userContent: readonly string[] = []): Promise<string[]> {
  return page.evaluate((userContent) => {
    const isUserContent = (text: string) =>
      userContent.some((content) => content.includes(text) || text.includes(content));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!/\p{L}{2,}/u.test(text)) continue;
      const element = node.parentElement;
      // <time>: a date formatted by Intl in the interface language (English in the pseudo-locale), not a sentence.
      if (!element || element.closest('[data-user-content], [data-brand], time, script, style, noscript, option'))
        continue;
      if (isUserContent(text)) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const srOnly = element.closest('.sr-only');
      if (!srOnly && (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0))
        continue;
      // A message with markup is split into several text nodes: the block around them carries the markers.
      let marked = false;
      for (let at: Element | null = element, depth = 0; at && depth < 3 && !marked; at = at.parentElement, depth++) {
        marked = /⟦[\s\S]*⟧/.test(at.textContent ?? '') && (at.textContent ?? '').includes(text);
      }
      if (!marked) found.push(text);
    }
    // Attributes people read too: labels, placeholders, titles.
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (element.closest('[data-user-content], [data-brand]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value && /\p{L}{2,}/u.test(value) && !value.includes('⟦') && !isUserContent(value))
          found.push(`${name}="${value}"`);
      }
    }
    return found;
  }, userContent);
}

async function expectAllMarked(page: Page, screen: string, userContent: readonly string[] = []) {
  await expect(page.locator('body')).toContainText('⟦');
  expect(await unmarkedText(page, userContent), `${screen}: English outside the catalogue`).toEqual([]);
}

test.describe('pseudo-locale walk', () => {
  test('home, sign-in, sign-up, not-found and the crash page have no English outside the catalogue', async ({
    page,
    context,
    baseUrl,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en-XA', url: baseUrl }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Interactive');
    await expect(page.locator('main li').first()).toBeVisible();
    await expectAllMarked(page, 'home');
    // Offline: the banner is the catalogue's too (the app must have loaded before the network goes).
    await appHydrated(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('⟦');
    await expectAllMarked(page, 'home, offline');
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();

    await page.goto('/login');
    await expect(page.getByRole('button', { name: '⟦Sign in⟧' })).toBeVisible();
    await expectAllMarked(page, 'sign-in');

    await page.goto('/register');
    await expect(page.getByRole('button', { name: '⟦Create account⟧' })).toBeVisible();
    await expectAllMarked(page, 'sign-up');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '⟦Page Not Found⟧' })).toBeVisible();
    await expectAllMarked(page, 'not-found');

    const user = await registerViaApi(baseUrl);
    await signInWithToken(context, baseUrl, user.token);
    await breakDashboardChunk(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: '⟦Something went wrong⟧' })).toBeVisible();
    await expectAllMarked(page, 'crash');
  });
});

/** What the author wrote (and the names shown with it): the walk skips it. */
function storyWords(story: StoryDetail): string[] {
  const words = [
    story.title,
    story.description ?? '',
    displayName(story.userId),
    story.userId.username,
    story.originalStoryTitle ?? '',
  ];
  for (const scene of story.scenes) {
    words.push(scene.title, scene.description ?? '');
    for (const panel of scene.panels)
      words.push(panel.description ?? '', panel.altText ?? '', ...panel.textBubbles.map((bubble) => bubble.text));
  }
  return words.filter((word) => word.trim().length > 1);
}

/** A published seeded story with scenes, as a visitor reads it. */
async function seededStory(baseUrl: string, storyIds: string[]): Promise<StoryDetail> {
  for (const id of storyIds) {
    const story = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }).catch(() => null))?.data;
    if (story && story.status === 'published' && story.scenes.some((scene) => scene.panels.length > 0)) return story;
  }
  throw new Error('no published seeded story with panels');
}

test.describe('pseudo-locale walk: reader, profile, dashboard', () => {
  test('the reader (panel view, remix question, share and download menu) has no English outside the catalogue', async ({
    page,
    context,
    baseUrl,
    seed,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en-XA', url: baseUrl }]);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const story = await seededStory(baseUrl, seed.storyIds);
    const words = storyWords(story);
    await page.goto(`/story/${story._id}/read`);
    await expect(page.getByRole('heading', { name: '⟦The End⟧' })).toBeVisible();
    await expect(page.locator('section[id^="scene-"]')).toHaveCount(story.scenes.length);
    await expectAllMarked(page, 'reader', words);

    // The guided panel view.
    await page.locator('section[id^="scene-"] button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByTestId('panel-viewer')).toBeVisible();
    await expectAllMarked(page, 'panel view', words);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('panel-viewer')).toHaveCount(0);

    // The remix question (asked before anything else, signed in or not).
    await page
      .getByRole('toolbar', { name: '⟦Story actions⟧' })
      .getByRole('button', { name: /⟦Remix⟧/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAllMarked(page, 'remix question', words);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Share (copies the link here: a toast says so), then the download menu.
    const actions = page.getByRole('toolbar', { name: '⟦Story actions⟧' });
    await actions.getByRole('button', { name: /⟦Share⟧/ }).click();
    await expect(page.getByText(/⟦(Link copied|Could not copy the link)/).first()).toBeVisible();
    await actions.getByRole('button', { name: /⟦Download story⟧/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(3);
    await expectAllMarked(page, 'download menu', words);
  });

  test('a profile and the dashboard (every card, a new token) have no English outside the catalogue', async ({
    page,
    context,
    baseUrl,
    seed,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en-XA', url: baseUrl }]);
    const author = seed.users[0]!;
    const profile = (await trpcQuery<{ data: ProfileData }>(baseUrl, 'users.profile', { username: author.username }))
      .data;
    const words = [
      displayName(profile.user),
      profile.user.username,
      ...profile.stories.flatMap((story) => [story.title, story.description ?? '']),
    ].filter(Boolean);
    await page.goto(`/user/${author.username}`);
    await expect(page.getByTestId('profile-story').first()).toBeVisible();
    await expectAllMarked(page, 'profile', words);

    await page.goto('/user/nobody-has-this-name');
    await expect(page.getByRole('heading', { name: '⟦User Not Found⟧' })).toBeVisible();
    await expectAllMarked(page, 'unknown profile', ['nobody-has-this-name']);

    const user = await registerViaApi(baseUrl, { firstName: 'Walk', lastName: 'Tester' });
    // One token already made, so the list shows a row with its dates.
    await trpcMutation(
      baseUrl,
      'tokens.create',
      { name: 'nightly-script', scope: 'read', expiresInDays: 30 },
      user.token,
    );
    await signInWithToken(context, baseUrl, user.token);
    // While the session is being checked, the route guard's full-page loading line is a catalogue string too.
    const releaseSession = await holdProcedure(page, 'auth.me');
    await page.goto('/dashboard');
    await expect(page.getByRole('status').getByText('⟦Loading...⟧')).toBeVisible();
    await expectAllMarked(page, 'route guard', []);
    releaseSession();
    await expect(page.getByRole('heading', { name: '⟦API tokens⟧' })).toBeVisible();
    await expect(page.getByRole('list', { name: '⟦Your API tokens⟧' }).getByRole('listitem')).toHaveCount(1);
    const mine = [user.username, user.email, 'Walk', 'Tester', 'Walk Tester', 'nightly-script', 'my-walk-token'];
    await expectAllMarked(page, 'dashboard', mine);
    // The token's expiry choices are words too (the walk skips <option>s).
    for (const option of await page
      .locator('section[aria-labelledby="api-tokens-heading"] select option')
      .allTextContents())
      expect(option).toMatch(/^⟦.*⟧$/);

    // A new token's secret, shown once.
    await page.getByLabel(/⟦Token name⟧/).fill('my-walk-token');
    await page.getByRole('button', { name: '⟦Create token⟧' }).click();
    await expect(page.getByText(/⟦Your new token/)).toBeVisible();
    await expectAllMarked(page, 'new token', mine);

    // A field error from the shared form checks, and a toast from the server's answer.
    await page.getByLabel(/⟦Current password⟧/).fill('Wrong-password1');
    await page.getByLabel(/⟦New password⟧/).fill('Another-pass1');
    await page.getByLabel(/⟦Confirm new password⟧/).fill('Different-pass1');
    await page.getByRole('button', { name: '⟦Change password⟧' }).click();
    await expect(page.getByText('⟦Passwords do not match⟧')).toBeVisible();
    await expectAllMarked(page, 'password form error', mine);
  });
});

test("the reader's first paint (server HTML, before any script) draws the shell in Japanese", async ({
  page,
  baseUrl,
  seed,
}) => {
  const story = await seededStory(baseUrl, seed.storyIds);
  const html = await (await page.request.get(`/story/${story._id}/read`, { headers: { cookie: 'lang=ja' } })).text();
  expect(html).toContain('<html lang="ja" dir="ltr"');
  // The reader rendered from the app's components; the language picker names each language in itself, by design.
  const root = html
    .slice(html.indexOf('<div id="root"'), html.lastIndexOf('</body>'))
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<select[^>]*data-fonts-on-demand[\s\S]*?<\/select>/g, '');
  expect(root).toContain('<div id="root" data-rendered="">');
  // Words a person reads there: text between tags and the labels; the author's words and the product name aside.
  const userText = storyWords(story);
  const read = [...root.matchAll(/>([^<]+)</g), ...root.matchAll(/(?:aria-label|alt|title|placeholder)="([^"]*)"/g)]
    .map((match) => match[1]!.replace(/&[a-z#0-9]+;/g, ' ').trim())
    .filter((text) => text && !userText.some((words) => words.includes(text) || text.includes(words)));
  const english = read
    // File formats and key names are written in Latin letters in Japanese too (PNGでダウンロード, alt+T).
    .map((text) => text.replace(/Panelcraft|Panel|craft|\b(PNG|JPEG|PDF|CBZ)\b|alt\+\w/g, ''))
    .filter((text) => /[A-Za-z]{2,}/.test(text));
  expect(read.length).toBeGreaterThan(0);
  expect(english, 'English words in the Japanese first paint').toEqual([]);
  // A profile too: its shell.
  const profileHtml = await (
    await page.request.get(`/user/${seed.users[0]!.username}`, { headers: { cookie: 'lang=ja' } })
  ).text();
  expect(profileHtml).toContain('<html lang="ja" dir="ltr"');
  expect(profileHtml).toContain('aria-label="Panelcraft');
  expect(profileHtml).not.toMatch(/aria-label="Panelcraft home"/);
});

test('Arabic: lang="ar" dir="rtl", the shell mirrored, the picker names each language in itself', async ({
  page,
  context,
  baseUrl,
}) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl }]);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('صانع');
  // The logo sits at the right end of the header, the Sign In link at the left.
  const signInLink = page.getByRole('link', { name: 'تسجيل الدخول' });
  await expect(signInLink).toBeVisible(); // the account control appears once the session is known
  const header = await page.locator('header').first().boundingBox();
  const logo = await page.locator('header [data-brand]').boundingBox();
  const signIn = await signInLink.boundingBox();
  expect(logo!.x + logo!.width / 2).toBeGreaterThan(header!.x + header!.width / 2);
  expect(signIn!.x + signIn!.width / 2).toBeLessThan(header!.x + header!.width / 2);
  const names = await page.getByTestId('language-picker').locator('option').allTextContents();
  expect(names).toEqual([
    'English',
    'Español',
    'Português (Brasil)',
    '日本語',
    '한국어',
    '简体中文',
    'हिन्दी',
    'العربية',
  ]);
});

test('the picker switches at once, saves the choice on the account, and it follows the user to a new device', async ({
  page,
  context,
  baseUrl,
  browser,
}) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  // Picked while the page's session check is still out (a slow server, a page just opened): the choice still reaches
  // the account once the check answers.
  const releaseCheck = await holdProcedure(page, 'auth.me');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Interactive');
  await page.getByTestId('language-picker').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('インタラクティブ');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ja');
  releaseCheck();
  // Saved on the account: the server answers it with the user.
  await expect
    .poll(
      async () =>
        (await (await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${user.token}` } })).json())
          .user.locale,
    )
    .toBe('ja');
  // The next page load is drawn in Japanese by the server.
  const reload = await page.request.get('/login');
  expect(await reload.text()).toContain('<html lang="ja" dir="ltr"');

  // Another device: no cookie, an English browser; once signed in, the account's language wins.
  const other = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
  try {
    await signInWithToken(other, baseUrl, await loginViaApi(baseUrl, user.email, user.password));
    const second = await other.newPage();
    await second.goto('/');
    await expect(second.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(second.getByRole('heading', { level: 1 })).toContainText('インタラクティブ');
  } finally {
    await other.close();
  }
});

test('each language draws its own first paint, chosen by the cookie or by Accept-Language', async ({
  page,
  baseUrl,
}) => {
  const kicker: Record<string, string> = {
    en: 'Prompt → scenes → panels',
    es: 'Idea → escenas → viñetas',
    'pt-BR': 'Ideia → cenas → quadros',
    ja: 'アイデア → シーン → コマ',
    ko: '아이디어 → 장면 → 컷',
    'zh-CN': '提示 → 场景 → 分格',
    hi: 'विचार → दृश्य → पैनल',
    ar: 'فكرة ← مشاهد ← لوحات',
  };
  for (const locale of LOCALES) {
    const byCookie = await (await page.request.get('/', { headers: { cookie: `lang=${locale}` } })).text();
    expect(byCookie, locale).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(byCookie, locale).toContain(kicker[locale]);
  }
  const byBrowser = await (await fetch(`${baseUrl}/`, { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })).text();
  expect(byBrowser).toContain('<html lang="ko"');
});

test("a refused sign-in reads in the reader's language by its code, and no page downloads a table of API messages", async ({
  page,
  context,
  baseUrl,
}) => {
  const tables: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(page|known)-messages-[\w-]+\.js$/.test(request.url())) tables.push(request.url());
  });
  const failSignIn = async () => {
    await page.locator('input[type="email"]').fill('nobody@example.com');
    await page.locator('input[type="password"]').fill('Wrong-password1');
    await page.locator('form button[type="submit"]').click();
  };

  await page.goto('/login');
  await failSignIn();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  expect(tables).toEqual([]);

  await context.addCookies([{ name: 'lang', value: 'ja', url: baseUrl }]);
  await page.goto('/login');
  await failSignIn();
  await expect(page.getByText('メールアドレスまたはパスワードが違います').first()).toBeVisible();
  expect(tables).toEqual([]);
});
