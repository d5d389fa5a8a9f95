// The editor draws each panel on its Konva stage: the picture (cropped like the page's own, which steps aside) under the
// bubbles, so what the author drags sits on what Konva draws.
import type { Page } from 'playwright-core';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import type { StoryDetail } from '../../src/lib/story-types';
import { loginViaApi, trpcQuery } from './flows';
import { check, eventually, signInWithToken } from './harness';
import { expect, test } from './fixtures';

/** Pixels of the panel's Konva media canvas and of its picture drawn like object-fit: cover, at a few points. */
function compareMediaLayer(page: Page, panelSelector: string) {
  return page.locator(panelSelector).evaluate(async (panel) => {
    const image = panel.querySelector('img[data-panel-media]') as HTMLImageElement;
    const canvases = [...panel.querySelectorAll('[data-bubble-stage] canvas')] as HTMLCanvasElement[];
    const media = canvases[0]!;
    const width = media.width;
    const height = media.height;
    const reference = document.createElement('canvas');
    reference.width = width;
    reference.height = height;
    const ctx = reference.getContext('2d')!;
    const scale = Math.max(width / image.naturalWidth, height / image.naturalHeight);
    const sw = width / scale;
    const sh = height / scale;
    ctx.drawImage(image, (image.naturalWidth - sw) / 2, (image.naturalHeight - sh) / 2, sw, sh, 0, 0, width, height);
    const drawn = media.getContext('2d')!;
    let compared = 0;
    let close = 0;
    let opaque = 0;
    for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      for (const fy of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        const x = Math.floor(fx * width);
        const y = Math.floor(fy * height);
        // The mean of a small patch: the pictures are detailed, and two scalers differ pixel by pixel.
        // (Inline: a named helper would need tsx's name helper in the page.)
        const a = [0, 0, 0, 0];
        const b = [0, 0, 0, 0];
        const patchA = drawn.getImageData(x - 4, y - 4, 9, 9).data;
        const patchB = ctx.getImageData(x - 4, y - 4, 9, 9).data;
        for (let i = 0; i < patchA.length; i += 4) {
          for (let c = 0; c < 4; c += 1) {
            a[c]! += patchA[i + c]! / 81;
            b[c]! += patchB[i + c]! / 81;
          }
        }
        compared += 1;
        if (a[3]! > 254.5) opaque += 1;
        if (Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!) < 40) close += 1;
      }
    }
    return { compared, close, opaque, imageVisibility: getComputedStyle(image).visibility, layers: canvases.length };
  });
}

test('Editor draws panel pictures on the stage', async ({ page, context, baseUrl, seed }) => {
  const owner = seed.users[2]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  await signInWithToken(context, baseUrl, token);
  const storyId = seed.storyIds[2]!;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token);
  check(story.scenes[0]!.panels[0]!.imageUrl, 'the seeded panel has a picture');
  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  const panel = '#scene-1 [data-panel-number="1"]';
  await expect
    .poll(
      () => page.locator(`${panel} img[data-panel-media]`).evaluate((image) => getComputedStyle(image).visibility),
      { message: 'the page picture steps aside for the stage', timeout: 15_000 },
    )
    .toBe('hidden');
  const result = await compareMediaLayer(page, panel);
  expect(result.layers, `a media layer and a bubble layer (${result.layers})`).toBe(2);
  expect(
    result.opaque,
    `the stage covers the panel with the picture (${result.opaque}/${result.compared} opaque)`,
  ).toBe(result.compared);
  expect(
    result.close,
    `the stage draws the panel's picture, cropped like the page (${result.close}/${result.compared} match)`,
  ).toBeGreaterThanOrEqual(result.compared - 2);

  // Out of edit mode (the readers' preview) the page draws the panel again.
  await page.getByRole('switch', { name: 'Edit mode' }).click();
  await eventually(
    () => page.locator(`${panel} img[data-panel-media]`).evaluate((image) => getComputedStyle(image).visibility),
    (v) => v === 'visible',
    'the preview shows the picture',
  );
});
