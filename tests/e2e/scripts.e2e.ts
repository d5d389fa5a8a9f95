// Text in every script in the browser: a seeded story shown in Japanese, Arabic and Hindi (its answer rewritten), at phone and
// desktop width: the page loads the Noto faces its text needs, bubbles are painted with them (right to left for
// Arabic), and screenshots are kept in test-results/scripts/ to look at.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { StoryDetail } from '../../src/lib/story-types';
import { NOTO_FAMILIES } from '../../src/shared/bubble-style';
import { expect, test } from './fixtures';
import { afterTwoFrames, loginViaApi, trpcMutation, trpcQuery } from './flows';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import { DESKTOP, PHONE, ROOT, eventually, signInWithToken } from './harness';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';

const SHOTS = join(ROOT, 'test-results', 'scripts');
const FAMILY = { ja: 'Noto Sans JP Text', ar: 'Noto Sans Arabic Text', hi: 'Noto Sans Devanagari Text' } as const;

test('Reader in Japanese, Arabic and Hindi loads the Noto faces it needs', async ({ page, baseUrl, seed }) => {
  await mkdir(SHOTS, { recursive: true });
  const owner = seed.users[3 % seed.users.length]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  const storyId = seed.storyIds[3]!;
  for (const lang of ['ja', 'ar', 'hi'] as const) {
    const sample = SCRIPT_SAMPLES.find((s) => s.lang === lang)!;
    // The owner writes the story in the sample's language: title, description and every bubble.
    await trpcMutation(
      baseUrl,
      'stories.update',
      { id: storyId, changes: { title: sample.title, description: sample.description } },
      token,
    );
    const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token);
    for (const scene of story.scenes) {
      for (const panel of scene.panels) {
        if (!panel.textBubbles.length) continue;
        const textBubbles = panel.textBubbles.map((bubble, i) => ({
          ...bubble,
          text: sample.bubbles[i % sample.bubbles.length]!,
        }));
        await trpcMutation(
          baseUrl,
          'scenes.updatePanel',
          { sceneId: scene._id, panelNumber: panel.panelNumber, textBubbles },
          token,
        );
      }
    }
    for (const [width, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/story/${storyId}/read`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await expect(page.locator('h1').first(), `the ${lang} title`).toHaveText(sample.title);
      // The file the server cut of the page's characters in the script arrives and draws the title.
      await eventually(
        () =>
          page.evaluate(([family, text]) => document.fonts.check(`16px "${family}"`, text), [
            FAMILY[lang],
            sample.title,
          ] as const),
        (ok) => ok,
        `${FAMILY[lang]} loaded`,
        15_000,
      );
      await expect(page.locator('canvas').first(), 'bubble canvases').toBeAttached();
      // The screenshot is taken once every face the page asked for is in and the bubbles have been drawn with them.
      await page.evaluate(() => document.fonts.ready);
      await afterTwoFrames(page);
      await page.screenshot({ path: join(SHOTS, `${lang}-${width}.png`) });
    }
    // The story's share card, kept beside the screenshots to look at.
    const card = await page.request.get(`${baseUrl}/api/stories/${storyId}/og.png`);
    if (card.ok()) await writeFile(join(SHOTS, `${lang}-og.png`), await card.body());
  }
});

for (const [lang, face, others] of [
  ['ja', 'JP', /Noto Sans (SC|KR)/],
  ['zh', 'SC', /Noto Sans (JP|KR)/],
  ['ko', 'KR', /Noto Sans (JP|SC)/],
] as const) {
  test(`A ${lang} reader fetches the Noto files cut for its text, and nothing of the other CJK faces`, async ({
    page,
    baseUrl,
    seed,
  }) => {
    const index = { ja: 4, zh: 10, ko: 11 }[lang];
    const owner = seed.users[index % seed.users.length]!;
    const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
    const storyId = seed.storyIds[index]!;
    const sample = SCRIPT_SAMPLES.find((s) => s.lang === lang)!;
    // A title, a description, and an author-like line in Han alone (山田花子, 李小龙): every Han character in the story's face.
    await trpcMutation(
      baseUrl,
      'stories.update',
      { id: storyId, changes: { title: sample.title, description: `${sample.description} ${sample.author}` } },
      token,
    );
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.(woff2?|ttf|otf)(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/story/${storyId}/read`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await expect(page.locator('h1').first(), 'the title').toHaveText(sample.title);
    const family = `Noto Sans ${face} Text`;
    await eventually(
      () =>
        page.evaluate(([family, text]) => document.fonts.check(`16px "${family}"`, text), [
          family,
          `${sample.title}${sample.author}`,
        ] as const),
      (ok) => ok,
      'the cut file loaded',
      15_000,
    );
    await page.waitForLoadState('networkidle');
    const noto = fonts.filter((path) => /noto/i.test(path));
    // Files of the page's characters cut by the server (the first screen's, and the words the app shows after it),
    // instead of @fontsource's pieces (and their stylesheet).
    const cut = new RegExp(`^/fonts/text/noto-sans-${face.toLowerCase()}/[0-9a-z.]+\\.ttf$`);
    expect(noto.length, noto.join(', ')).toBeGreaterThanOrEqual(1);
    expect(noto.length, noto.join(', ')).toBeLessThanOrEqual(2);
    expect(
      noto.filter((path) => !cut.test(path)),
      noto.join(', '),
    ).toEqual([]);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((loaded) => loaded.status === 'loaded')
        .map((loaded) => loaded.family.replace(/"/g, '')),
    );
    expect(faces.filter((name) => others.test(name))).toEqual([]);
    expect(faces).toContain(family);
  });
}

/**
 * Ink in a panel's bubble layer: dark opaque pixels. In the reader only those inside the middle of each painted bubble
 * box count (its outline is ink too), so a blank bubble has none; in the editor's stage (without its picture layer) all.
 */
const inkIn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((panel) => {
    const dark = (data: Uint8ClampedArray) => {
      let ink = 0;
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3]! > 200 && data[i]! + data[i + 1]! + data[i + 2]! < 240) ink += 1;
      return ink;
    };
    const reader = panel.querySelector<HTMLCanvasElement>('canvas[data-painted]');
    if (reader) {
      const k = reader.width / reader.getBoundingClientRect().width;
      const boxes = JSON.parse(reader.dataset.painted!) as { x: number; y: number; width: number; height: number }[];
      const ctx = reader.getContext('2d')!;
      return boxes.reduce(
        (sum, b) =>
          sum +
          dark(
            ctx.getImageData(
              (b.x + b.width * 0.2) * k,
              (b.y + b.height * 0.25) * k,
              b.width * 0.6 * k,
              b.height * 0.5 * k,
            ).data,
          ),
        0,
      );
    }
    const stage = [...panel.querySelectorAll('[data-bubble-stage] canvas')].slice(1) as HTMLCanvasElement[];
    return stage.reduce(
      (sum, canvas) => sum + dark(canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data),
      0,
    );
  });

/**
 * The characters (grapheme clusters) of `texts` the page's faces do not draw: each drawn alone with the bubbles' stack
 * must leave ink (an emoji face without glyphs Chromium can draw leaves none) and differ from the same character drawn
 * with the comic fonts and the system's alone (this machine has no system font for these scripts: boxes). Drawn as the
 * page stands, so a face that has not arrived counts as missing.
 */
const notDrawn = (page: Page, texts: string[]) =>
  page.evaluate(
    ([list, families]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 80;
      const ctx = canvas.getContext('2d')!;
      const picture = (char: string, stack: string) => {
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        ctx.font = `48px ${stack}`;
        ctx.fillText(char, 10, 60);
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        let ink = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink += 1;
        return { ink, url: canvas.toDataURL() };
      };
      const chars = new Set<string>();
      for (const text of list)
        for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text))
          if (/[^\p{White_Space}\p{ASCII}]/u.test(segment)) chars.add(segment);
      return [...chars].filter((char) => {
        const shipped = picture(char, `"Comic Neue", ${families}, sans-serif`);
        return shipped.ink === 0 || shipped.url === picture(char, '"Comic Neue", sans-serif').url;
      });
    },
    [texts, NOTO_FAMILIES] as const,
  );

test('A story opened directly draws its bubbles in every script, in the reader and the editor', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const owner = seed.users[1]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  const storyId = seed.storyIds[1]!;
  // A Latin title and description: nothing on the first screen brings a face, only the bubbles can.
  await trpcMutation(
    baseUrl,
    'stories.update',
    { id: storyId, changes: { title: 'Cosmic Cats', description: 'A story in every script' } },
    token,
  );
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token);
  const scene = story.scenes[0]!;
  const panel = scene.panels.find((p) => p.textBubbles.length)!;
  const selector = `#scene-1 [data-panel-number="${panel.panelNumber}"]`;
  await mkdir(SHOTS, { recursive: true });
  for (const lang of ['ja', 'ar', 'hi', 'th', 'emoji'] as const) {
    const sample = SCRIPT_SAMPLES.find((s) => s.lang === lang)!;
    // With emoji, the symbols a suggestion card shows with the emoji presentation selector (⚡️, ✉️) too.
    const bubbles = lang === 'emoji' ? [`${sample.bubbles[0]} ⚡️`, `${sample.bubbles[1]} ✉️`] : sample.bubbles;
    const textBubbles = panel.textBubbles.map((bubble, i) => ({ ...bubble, text: bubbles[i % bubbles.length]! }));
    await trpcMutation(
      baseUrl,
      'scenes.updatePanel',
      { sceneId: scene._id, panelNumber: panel.panelNumber, textBubbles },
      token,
    );
    await page.goto(`/story/${storyId}/read`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    await page.locator(selector).scrollIntoViewIfNeeded();
    await eventually(
      () => page.locator(`${selector} canvas[data-painted]`).getAttribute('data-painted'),
      (painted) => Boolean(painted && JSON.parse(painted).length),
      `${lang} bubbles painted`,
      20_000,
    );
    await eventually(
      () =>
        notDrawn(
          page,
          textBubbles.map((bubble) => bubble.text),
        ),
      (missing) => missing.length === 0,
      `${lang} bubbles drawn in the shipped faces`,
      20_000,
    );
    await eventually(
      () => inkIn(page, selector),
      (ink) => ink > 100,
      `${lang} bubbles have words in the reader`,
    );
    await page.locator(selector).screenshot({ path: join(SHOTS, `direct-${lang}-reader.png`) });
  }

  // The editor, opened directly on a Japanese story.
  const ja = SCRIPT_SAMPLES.find((s) => s.lang === 'ja')!;
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    {
      sceneId: scene._id,
      panelNumber: panel.panelNumber,
      textBubbles: panel.textBubbles.map((bubble, i) => ({ ...bubble, text: ja.bubbles[i % ja.bubbles.length]! })),
    },
    token,
  );
  await signInWithToken(context, baseUrl, token);
  await page.goto(`/story/${storyId}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  await eventually(
    () => page.locator(`${selector} [data-bubble-stage] canvas`).count(),
    (n) => n >= 2,
    'the editor stage',
    20_000,
  );
  await eventually(
    () => notDrawn(page, ja.bubbles),
    (missing) => missing.length === 0,
    'Japanese bubbles drawn in the shipped faces in the editor',
    20_000,
  );
  await eventually(
    () => inkIn(page, selector),
    (ink) => ink > 200,
    'Japanese bubbles have words in the editor',
  );
  await page.locator(selector).screenshot({ path: join(SHOTS, 'direct-ja-editor.png') });
});
