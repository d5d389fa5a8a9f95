// Issue 24 in the browser: a seeded story shown in Japanese, Arabic and Hindi (its answer rewritten), at phone and
// desktop width: the page loads the Noto faces its text needs, bubbles are painted with them (right to left for
// Arabic), and screenshots are kept in test-results/scripts/ to look at.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoryDetail } from '../../src/lib/story-types';
import { expect, test } from './fixtures';
import { loginViaApi, trpcMutation, trpcQuery } from './flows';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import { DESKTOP, PHONE, ROOT, check, eventually } from './harness';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';

const SHOTS = join(ROOT, 'test-results', 'scripts');
const FAMILY = { ja: 'Noto Sans JP', ar: 'Noto Sans Arabic', hi: 'Noto Sans Devanagari' } as const;

test('Reader in Japanese, Arabic and Hindi loads the Noto faces it needs', async ({ page, baseUrl, seed }) => {
  await mkdir(SHOTS, { recursive: true });
  const owner = seed.users[3 % seed.users.length]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  const storyId = seed.storyIds[3]!;
  for (const lang of ['ja', 'ar', 'hi'] as const) {
    const sample = SCRIPT_SAMPLES.find((s) => s.lang === lang)!;
    // The owner writes the story in the sample's language: title, description and every bubble.
    await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { title: sample.title, description: sample.description } }, token);
    const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token);
    for (const scene of story.scenes) {
      for (const panel of scene.panels) {
        if (!panel.textBubbles.length) continue;
        const textBubbles = panel.textBubbles.map((bubble, i) => ({ ...bubble, text: sample.bubbles[i % sample.bubbles.length]! }));
        await trpcMutation(baseUrl, 'scenes.updatePanel', { sceneId: scene._id, panelNumber: panel.panelNumber, textBubbles }, token);
      }
    }
    for (const [width, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/story/${storyId}/read`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await eventually(() => page.locator('h1').first().textContent(), (text) => text === sample.title, `the ${lang} title`);
      // The face for the script arrives (its stylesheet, then the pieces the text needs) and draws the title.
      await eventually(() => page.evaluate(([family, text]) => document.fonts.check(`16px "${family}"`, text), [FAMILY[lang], sample.title] as const), (ok) => ok, `${FAMILY[lang]} loaded`, 15_000);
      await eventually(() => page.locator('canvas').count(), (n) => n > 0, 'bubble canvases');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(SHOTS, `${lang}-${width}.png`) });
    }
    // The story's share card, kept beside the screenshots to look at.
    const card = await page.request.get(`${baseUrl}/api/stories/${storyId}/og.png`);
    if (card.ok()) await writeFile(join(SHOTS, `${lang}-og.png`), await card.body());
  }
  check(true, 'screenshots taken');
});

test('A Japanese page fetches the Japanese face only, and only the pieces its text needs', async ({ page, baseUrl, seed }) => {
  const owner = seed.users[4 % seed.users.length]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  const storyId = seed.storyIds[4]!;
  const sample = SCRIPT_SAMPLES.find((s) => s.lang === 'ja')!;
  // A kana title, a description, and an author-like line in kanji alone (山田花子): every Han character in the JP face.
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { title: sample.title, description: `${sample.description} ${sample.author}` } }, token);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.(woff2?|ttf|otf)(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/story/${storyId}/read`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await eventually(() => page.locator('h1').first().textContent(), (text) => text === sample.title, 'the Japanese title');
  await eventually(() => page.evaluate((text) => document.fonts.check('16px "Noto Sans JP"', text), `${sample.title}${sample.author}`), (ok) => ok, 'Noto Sans JP loaded', 15_000);
  await page.waitForLoadState('networkidle');
  const noto = fonts.filter((path) => /noto/i.test(path));
  console.log(`Fonts fetched by a Japanese reader page:\n${fonts.join('\n')}`);
  expect(noto.some((path) => /noto-sans-jp/.test(path)), noto.join(', ')).toBe(true);
  // No Chinese or Korean face: the kanji are drawn in Japanese forms.
  expect(noto.filter((path) => /noto-sans-(sc|kr)/.test(path))).toEqual([]);
  // unicode-range: a handful of pieces, not the face's 120.
  expect(noto.length).toBeLessThan(20);
  const faces = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')));
  expect(faces.filter((family) => /Noto Sans (SC|KR)/.test(family))).toEqual([]);
});
