// The byte check: what an English visitor's home and reader pages fetch (JS, CSS, fonts; bytes on the wire),
// and which fonts a page with Japanese text fetches. Serves E2E_DIST_DIR (default dist/) on a seeded throw-away database.
// Usage: node --import tsx scripts/font-bytes.ts
import type { Page } from 'playwright-core';
import { PHONE, newPage, startEnvironment } from '../tests/e2e/harness';

async function fetched(page: Page, path: string) {
  const sizes = { script: 0, stylesheet: 0, font: 0 };
  const fonts: string[] = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType() as keyof typeof sizes;
    if (!(type in sizes)) return;
    const bytes = (await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
    sizes[type] += bytes;
    if (type === 'font') fonts.push(`${request.url().split('/').pop()} ${bytes}`);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  return { ...sizes, total: sizes.script + sizes.stylesheet + sizes.font, fonts };
}

const env = await startEnvironment();
try {
  for (const [name, path] of [
    ['home', '/'],
    ['reader', `/story/${env.seed.storyIds[1]}/read`],
  ] as const) {
    const { page, context } = await newPage(env, PHONE);
    await context.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip, br' });
    console.log(name, JSON.stringify(await fetched(page, path)));
    await context.close();
  }
  // A Japanese page: the reader with its first heading's text replaced by Japanese (as a Japanese story shows it).
  const { page, context } = await newPage(env, PHONE);
  const seen: string[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'font' || /noto/.test(request.url()))
      seen.push(
        `${request.url().split('/').pop()} ${(await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize}`,
      );
  });
  await page.goto(`/story/${env.seed.storyIds[1]}/read`, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const h1 = document.querySelector('h1');
    if (h1) h1.textContent = '星をさがす小さな猫 — 今日は天気がいいですね。';
  });
  await page.waitForTimeout(3000);
  console.log(
    await page.evaluate(
      () =>
        [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => (l as HTMLLinkElement).href).join(' ') +
        ' | ' +
        getComputedStyle(document.querySelector('h1')!).fontFamily +
        ' | ' +
        [...document.fonts]
          .filter((f) => f.status !== 'unloaded')
          .map((f) => f.family)
          .join(','),
    ),
  );
  console.log('japanese page fetched', JSON.stringify(seen, null, 1));
  await context.close();
} finally {
  await env.close();
}
