// The Japanese and Arabic home pages (issue 28): the first paint's Noto pieces are preloaded by the server's page, drawn
// before the app starts, and fetched once each even after the app loads the face's whole stylesheet; English fetches
// only the three Latin comic fonts.
import { expect, test } from './fixtures';

for (const [lang, family, text] of [
  ['ja', 'Noto Sans JP', 'インタラクティブ'],
  ['ar', 'Noto Sans Arabic', 'صانع'],
] as const) {
  test(`${lang} home: the first paint's Noto pieces arrive with the page, once each`, async ({ page, context, baseUrl }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
    });
    // The app's script never runs: the server's page alone draws the title in the face.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    const preloaded = await page.locator(`link[rel="preload"][as="font"][data-ui-fonts="${lang} home"]`).evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(([f, t]) => document.fonts.check(`48px "${f}"`, t), [family, text] as const)).toBe(true);
    expect(await page.locator('h1').first().textContent()).toContain(text);

    // With the app: its stylesheet for the face names the same files, so none is fetched twice.
    await page.unroute(/\/assets\/.*\.js$/);
    fonts.length = 0;
    await page.reload({ waitUntil: 'load' });
    await page.locator('#hero-title').waitFor();
    await page.waitForLoadState('networkidle');
    for (const path of preloaded) expect(fonts.filter((fetched) => fetched === path), path).toHaveLength(1);
  });
}

test('English home: the three Latin comic fonts and no Noto piece', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2?(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.locator('#hero-title').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-ui-fonts]').count()).toBe(0);
  expect(fonts.filter((path) => /noto/i.test(path))).toEqual([]);
  expect(fonts).toHaveLength(3);
});
