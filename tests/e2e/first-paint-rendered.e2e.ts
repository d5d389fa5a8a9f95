// Sign-in and sign-up are rendered on the server from the app's own components: the page's first byte holds the real
// form in the visitor's language and its face (no tofu on a machine without CJK or Arabic fonts), and the app hydrates
// that markup in place (the same nodes, no mismatch, no refetch) instead of drawing the page again.
import { expect, test } from './fixtures';

for (const [lang, family, path, heading, label] of [
  ['ja', 'Noto Sans JP Text', '/login', 'おかえりなさい', 'パスワード'],
  ['ar', 'Noto Sans Arabic Text', '/register', 'أنشئ حسابك', 'الاسم الأول'],
] as const) {
  test(`${lang} ${path}: the server's form draws in its face before the app, and the app hydrates it in place`, async ({
    page,
    context,
    baseUrl,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logs.push(message.text());
    });
    const trpcCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) trpcCalls.push(new URL(request.url()).pathname);
    });

    const cutFonts = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/fonts/text/')) cutFonts.add(path);
    });

    // The server's page alone: the app's script never runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(([f, t]) => document.fonts.check(`32px "${f}"`, t), [family, `${heading}${label}`] as const),
      )
      .toBe(true);
    // The first layout asks for no cut file but the one the page preloads (Japanese carries its own in the page): all
    // it lays out is in it, the language picker's other names too (a closed list is as wide as its widest entry), so
    // no second file stands before the first paint.
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel="preload"][href^="/fonts/text/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...cutFonts]).toEqual(preloaded);

    // With the app: the nodes the server drew are the ones the app keeps, and they answer input.
    await page.unroute(/\/assets\/.*\.js$/);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
      });
    });
    await page.reload({ waitUntil: 'load' });
    const toggle = page.locator('form button[type="button"]').first();
    // The password field's show button is held until React has attached its handlers (the click waits for it).
    await toggle.click();
    await expect(page.locator('input[type="text"][autocomplete$="password"]')).toHaveCount(1);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('#root h1'),
      ),
    ).toBe(true);
    expect(logs.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // A visitor with no session cookie asks nothing of the API to show the form.
    expect(trpcCalls).toEqual([]);
  });
}
