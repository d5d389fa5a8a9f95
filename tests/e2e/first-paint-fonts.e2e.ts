// The Japanese and Arabic home pages: the file the server cut of the first screen's characters is preloaded by the
// page, drawn before the app starts, and fetched once; the app's interface words draw in the faces the page declares,
// so the face's whole stylesheet comes only for a title past them, and then only for that title's characters; English
// fetches only the three Latin comic fonts.
import { expect, test } from './fixtures';

for (const [lang, family, text] of [
  ['ja', 'Noto Sans JP Text', 'インタラクティブ'],
  ['ar', 'Noto Sans Arabic Text', 'صانع'],
] as const) {
  test(`${lang} home: the first screen's cut file arrives with the page, once`, async ({ page, context, baseUrl }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.(woff2?|ttf)(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
    });
    // The app's script never runs: the server's page alone draws the title in the face.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    const preloaded = await page
      .locator('link[rel="preload"][as="font"][href^="/fonts/text/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(([f, t]) => document.fonts.check(`48px "${f}"`, t), [family, text] as const))
      .toBe(true);
    await expect(page.locator('h1').first()).toContainText(text);

    // With the app: nothing asks for the file again.
    await page.unroute(/\/assets\/.*\.js$/);
    fonts.length = 0;
    await page.reload({ waitUntil: 'load' });
    await page.locator('#hero-title').waitFor();
    await page.waitForLoadState('networkidle');
    for (const path of preloaded)
      expect(
        fonts.filter((fetched) => fetched === path),
        path,
      ).toHaveLength(1);
  });
}

test('ja home: the interface draws in the faces the page declares; the face’s whole stylesheet comes only for a title past them', async ({
  page,
  context,
  baseUrl,
}) => {
  await context.addCookies([{ name: 'lang', value: 'ja', url: baseUrl }]);
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.locator('#stories-heading').waitFor();
  await page.locator('main ul li').first().waitFor();
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => {
    const declared: [number, number][] = [];
    let notoFaces = 0;
    let cutFaces = 0;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Noto Sans JP') notoFaces += 1;
      if (face.family.replace(/"/g, '') === 'Noto Sans JP Text') cutFaces += 1;
      for (const part of face.unicodeRange.split(',')) {
        const [from, to] = part
          .trim()
          .replace(/^U\+/i, '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        declared.push([from!, to ?? from!]);
      }
    });
    // The page's words, the cards' titles too: each character in some declared face, none waiting on a fallback.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const missing = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('[data-fonts-on-demand]')) continue;
      for (const char of node.textContent ?? '') {
        const code = char.codePointAt(0)!;
        if (code > 0x7f && !/\s|\p{Cf}/u.test(char) && !declared.some(([from, to]) => code >= from && code <= to))
          missing.add(char);
      }
    }
    return {
      notoFaces,
      cutFaces,
      missing: [...missing],
      heading: document.querySelector('#stories-heading')?.textContent,
    };
  });
  expect(state.heading).toBe('新着ストーリー');
  expect(state.missing).toEqual([]);
  // The page's two rules (the first screen's characters, the interface's others), not the 124 of @fontsource's sheet.
  expect(state.cutFaces).toBe(2);
  expect(state.notoFaces).toBe(0);
  expect(sheets.filter((path) => !/\/assets\/index-[\w-]+\.css$/.test(path))).toEqual([]);
  const pieces = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /noto-sans-jp-[\w-]+\.woff2$/.test(name)),
    );
  expect(await pieces()).toEqual([]);

  // A title in kanji the interface does not use brings the face's stylesheet, and the title is drawn in the face.
  await page.evaluate(() => {
    const title = document.createElement('p');
    title.setAttribute('data-user-content', '');
    title.id = 'japanese-title';
    title.textContent = '鬱蒼とした森の麒麟';
    document.querySelector('main')!.append(title);
  });
  await expect.poll(() => sheets.length).toBeGreaterThan(0);
  // Its kanji in the face's pieces (its kana are in the page's files).
  await expect
    .poll(() =>
      page.evaluate(() => document.fonts.check('16px "Noto Sans JP"', '鬱蒼森麒麟') && document.fonts.size > 100),
    )
    .toBe(true);
  // Then only pieces for the title's five kanji: the interface's own 270 characters, which fall in some two dozen
  // pieces, still draw from the page's files.
  await page.waitForLoadState('networkidle');
  expect((await pieces()).length).toBeGreaterThanOrEqual(5);
  expect((await pieces()).length).toBeLessThanOrEqual(8);
});

test('English home: the three Latin comic fonts, and a Noto face only for a title in another script', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.(woff2?|ttf)(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.locator('#hero-title').waitFor();
  await page.waitForLoadState('networkidle');
  // The server declares a face for what the page shows: a seeded story another test in this worker retitled in
  // Japanese or Arabic brings its script's face; the English interface and English stories bring none (the language
  // picker's names, each in its own script, are outside the page's main part and ask for no face).
  const otherScript = await page.evaluate(() =>
    /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(document.querySelector('main')!.innerText),
  );
  const noto = fonts.filter((path) => /noto|\/fonts\/text\//i.test(path));
  await expect(page.locator('style[data-page-faces]')).toHaveCount(otherScript ? 1 : 0);
  if (!otherScript) expect(noto).toEqual([]);
  expect(fonts.filter((path) => !noto.includes(path))).toHaveLength(3);
});
