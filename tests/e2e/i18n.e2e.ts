// The interface in the reader's language (issue 28): a walk in the en-XA pseudo-locale that fails on any visible English
// not from a catalogue, Arabic laid out right to left, the picker saved on the account and followed on another device,
// and each language's server-drawn first paint.
import type { Page } from '@playwright/test';
import { breakDashboardChunk, loginViaApi } from './flows';
import { expect, test } from './fixtures';
import { registerViaApi, signInWithToken } from './harness';
import { LOCALES } from '../../src/shared/locales';

/**
 * Visible text nodes that are not inside ⟦…⟧ (a catalogue string in the pseudo-locale), skipping user content
 * ([data-user-content]), the product's name ([data-brand]), dates (<time>) and text with no letters (counts, emoji).
 */
async function unmarkedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!/\p{L}{2,}/u.test(text)) continue;
      const element = node.parentElement;
      // <time>: a date formatted by Intl in the interface language (English in the pseudo-locale), not a sentence.
      if (!element || element.closest('[data-user-content], [data-brand], time, script, style, noscript, option')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const srOnly = element.closest('.sr-only');
      if (!srOnly && (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0)) continue;
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
        if (value && /\p{L}{2,}/u.test(value) && !value.includes('⟦')) found.push(`${name}="${value}"`);
      }
    }
    return found;
  });
}

async function expectAllMarked(page: Page, screen: string) {
  await expect(page.locator('body')).toContainText('⟦');
  expect(await unmarkedText(page), `${screen}: English outside the catalogue`).toEqual([]);
}

test.describe('pseudo-locale walk', () => {
  test('home, sign-in, sign-up, not-found and the crash page have no English outside the catalogue', async ({ page, context, baseUrl }) => {
    await context.addCookies([{ name: 'lang', value: 'en-XA', url: baseUrl }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦Interactive');
    await expect(page.locator('main li').first()).toBeVisible();
    await expectAllMarked(page, 'home');

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

test('Arabic: lang="ar" dir="rtl", the shell mirrored, the picker names each language in itself', async ({ page, context, baseUrl }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl }]);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('صانع');
  // The logo sits at the right end of the header, the Sign In link at the left.
  const header = await page.locator('header').first().boundingBox();
  const logo = await page.locator('header [data-brand]').boundingBox();
  const signIn = await page.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox();
  expect(logo!.x + logo!.width / 2).toBeGreaterThan(header!.x + header!.width / 2);
  expect(signIn!.x + signIn!.width / 2).toBeLessThan(header!.x + header!.width / 2);
  const names = await page.getByTestId('language-picker').locator('option').allTextContents();
  expect(names).toEqual(['English', 'Español', 'Português (Brasil)', '日本語', '한국어', '简体中文', 'हिन्दी', 'العربية']);
});

test('the picker switches at once, saves the choice on the account, and it follows the user to a new device', async ({ page, context, baseUrl, browser }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Interactive');
  await page.getByTestId('language-picker').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('インタラクティブ');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ja');
  // Saved on the account: the server answers it with the user.
  await expect
    .poll(async () => (await (await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${user.token}` } })).json()).user.locale)
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

test('each language draws its own first paint, chosen by the cookie or by Accept-Language', async ({ page, baseUrl }) => {
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
