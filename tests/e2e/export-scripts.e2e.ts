// The words the comic book (CBZ) and webtoon exports paint themselves, scene headings and "The End", in Japanese,
// Hindi, Thai and Arabic: read back from the downloaded JPEGs and compared, pixel by pixel, with the same words drawn in
// the page in the bubbles' faces and direction, and with what a Latin-only face (boxes, on this machine without system
// fonts for these scripts) or the wrong direction would draw.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import type { StoryDetail } from '../../src/lib/story-types';
import { fontStack } from '../../src/shared/bubble-style';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';
import { expect, test } from './fixtures';
import { loginViaApi, trpcMutation, trpcQuery } from './flows';
import { ROOT } from './harness';

const SHOTS = join(ROOT, 'test-results', 'export-scripts');
const sample = (lang: string) => SCRIPT_SAMPLES.find((s) => s.lang === lang)!;

async function download(page: Page, format: string) {
  await page.getByRole('button', { name: 'Download story' }).click();
  const item = page
    .getByRole('menu', { name: 'Download story as' })
    .getByRole('menuitem', { name: new RegExp(`^${format.replace(/[()]/g, '\\$&')}`) });
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), item.click()]);
  return unzipSync(new Uint8Array(await readFile(await file.path())));
}

interface Label {
  text: string;
  /** The box the export paints the label in (its left edge, width, baseline), in the picture's pixels. */
  x: number;
  width: number;
  y: number;
  size: number;
  align?: 'center';
}

/** Each JPEG's width and height, as the page decodes it (passed in as base64: an array of numbers is several times the bytes). */
const sizesOf = (page: Page, jpegs: Uint8Array[]) =>
  page.evaluate(
    (slices) =>
      Promise.all(
        slices.map(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const { width, height } = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
          return { width, height };
        }),
      ),
    jpegs.map((jpeg) => Buffer.from(jpeg).toString('base64')),
  );

/**
 * How far (mean difference of grey levels over the label's band) the JPEGs' band is from the label drawn in the page
 * three ways: as it should be (the bubbles' stack, the text's direction, cut with an ellipsis at its end), with the
 * comic fonts alone, and in the other direction. Several JPEGs are slices of one strip, read stacked top to bottom as
 * a webtoon reader shows them (the label's box is in the stack's pixels): a slice may be cut through the label.
 */
function labelDistances(
  page: Page,
  jpegs: Uint8Array | Uint8Array[],
  label: Label,
  stack: { shipped: string; latin: string },
) {
  return page.evaluate(
    async ({ slices, label, stack }) => {
      const bitmaps = await Promise.all(
        slices.map((base64) =>
          createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' })),
        ),
      );
      const bitmap = { width: bitmaps[0]!.width, height: bitmaps.reduce((sum, slice) => sum + slice.height, 0) };
      // A canvas draws with whatever face is in when it draws, and asks for a missing one only then: the faces of both
      // stacks that cover the label's characters are loaded first, so the comparison is never drawn with a fallback.
      await Promise.all(
        [stack.shipped, stack.latin].map((family) => document.fonts.load(`400 ${label.size}px ${family}`, label.text)),
      );
      const band = { top: Math.max(0, Math.round(label.y - label.size * 1.2)), height: Math.round(label.size * 1.6) };
      const grey = (draw: (ctx: CanvasRenderingContext2D) => void) => {
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#fff8e7';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        draw(ctx);
        const data = ctx.getImageData(0, band.top, canvas.width, band.height).data;
        const out = new Float32Array(data.length / 4);
        for (let i = 0; i < out.length; i += 1) out[i] = (data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3;
        return out;
      };
      const drawLabel = (family: string, direction: 'ltr' | 'rtl') => (ctx: CanvasRenderingContext2D) => {
        ctx.font = `400 ${label.size}px ${family}`;
        ctx.direction = direction;
        ctx.fillStyle = '#1b1530';
        ctx.textAlign = label.align === 'center' ? 'center' : 'start';
        let text = label.text;
        if (ctx.measureText(text).width > label.width) {
          const parts = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
            (part) => part.segment,
          );
          let keep = parts.length;
          while (keep > 0 && ctx.measureText(`${parts.slice(0, keep).join('').trimEnd()}…`).width > label.width)
            keep -= 1;
          text = `${parts.slice(0, keep).join('').trimEnd()}…`;
        }
        const x =
          label.align === 'center' ? label.x + label.width / 2 : direction === 'rtl' ? label.x + label.width : label.x;
        ctx.fillText(text, x, label.y);
      };
      const exported = grey((ctx) => {
        let top = 0;
        for (const slice of bitmaps) {
          ctx.drawImage(slice, 0, top);
          top += slice.height;
        }
      });
      const distance = (other: Float32Array) => {
        let sum = 0;
        for (let i = 0; i < other.length; i += 1) sum += Math.abs(other[i]! - exported[i]!);
        return sum / other.length;
      };
      const rtl = /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(label.text);
      return {
        shipped: distance(grey(drawLabel(stack.shipped, rtl ? 'rtl' : 'ltr'))),
        latin: distance(grey(drawLabel(stack.latin, rtl ? 'rtl' : 'ltr'))),
        otherDirection: distance(grey(drawLabel(stack.shipped, rtl ? 'ltr' : 'rtl'))),
      };
    },
    // As base64: an array of numbers is several times the bytes to pass into the page.
    {
      slices: (Array.isArray(jpegs) ? jpegs : [jpegs]).map((jpeg) => Buffer.from(jpeg).toString('base64')),
      label,
      stack,
    },
  );
}

test('Comic book and webtoon headings and The End are drawn in the author’s script and direction', async ({
  page,
  baseUrl,
  seed,
}) => {
  test.setTimeout(240_000);
  await mkdir(SHOTS, { recursive: true });
  const owner = seed.users[1]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  const stack = { shipped: fontStack('Bangers'), latin: '"Bangers", "Comic Neue", sans-serif' };
  // A Japanese story whose scenes are headed in Japanese, Hindi and Thai; an Arabic one whose heading is too long.
  const longArabic = `${sample('ar').description} ${sample('ar').title} ${sample('ar').description}`;
  const stories = [
    { index: 5, lang: 'ja', headings: [sample('ja').title, sample('hi').title, sample('th').title], end: 'おわり' },
    { index: 9, lang: 'ar', headings: [longArabic, sample('ar').title, sample('ar').author], end: 'النهاية' },
  ];
  for (const { index, lang, headings, end } of stories) {
    const storyId = seed.storyIds[index]!;
    const words = sample(lang);
    await trpcMutation(
      baseUrl,
      'stories.update',
      { id: storyId, changes: { title: words.title, description: words.description } },
      token,
    );
    const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token);
    const scenes = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber);
    for (const [i, scene] of scenes.entries()) {
      await trpcMutation(
        baseUrl,
        'scenes.update',
        { id: scene._id, title: headings[i]!, description: scene.description || words.description },
        token,
      );
      for (const panel of scene.panels) {
        const textBubbles = panel.textBubbles.map((bubble, n) => ({
          ...bubble,
          text: words.bubbles[n % words.bubbles.length]!,
        }));
        if (textBubbles.length)
          await trpcMutation(
            baseUrl,
            'scenes.updatePanel',
            { sceneId: scene._id, panelNumber: panel.panelNumber, textBubbles },
            token,
          );
      }
    }
    const { data: written } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token);
    expect(written.outputLocale, `the story speaks ${lang} (${written.outputLocale})`).toBe(lang);

    await page.goto(`/story/${storyId}/read`);
    await expect(page.getByRole('heading', { level: 1, name: words.title }).first()).toBeVisible();

    // The comic book: each page's heading, 2× the reader's 40 px, in the grid's width.
    const book = await download(page, 'Comic book (CBZ)');
    // One page per scene with panels, in order (another test in this worker may have emptied one of the seeded scenes).
    const drawn = scenes.flatMap((scene, n) =>
      scene.panels.length > 0 ? [{ heading: headings[n]!, number: scene.sceneNumber }] : [],
    );
    expect(
      Object.keys(book).filter((name) => name.endsWith('.jpg')).length,
      `a page per scene with panels (${drawn.length})`,
    ).toBe(drawn.length);
    for (const [i, { heading, number }] of drawn.entries()) {
      const name = `${String(i + 1).padStart(3, '0')}.jpg`;
      await writeFile(join(SHOTS, `${lang}-cbz-${name}`), book[name]!);
      const { width } = (await sizesOf(page, [book[name]!]))[0]!;
      const d = await labelDistances(
        page,
        book[name]!,
        { text: `#${number}  ${heading}`, x: 48, width: width - 96, y: 136, size: 80 },
        stack,
      );
      expect(d.shipped * 2, `CBZ heading ${i + 1} (${lang}) in the shipped faces: ${JSON.stringify(d)}`).toBeLessThan(
        d.latin,
      );
      if (heading === longArabic)
        expect(
          d.shipped * 2,
          `the Arabic heading runs right to left, its ellipsis on the left: ${JSON.stringify(d)}`,
        ).toBeLessThan(d.otherDirection);
    }

    // The webtoon: the first heading at the top of the first slice, the closing words at the strip's foot.
    const strip = await download(page, 'Webtoon');
    const slices = Object.keys(strip)
      .filter((name) => name.endsWith('.jpg'))
      .sort();
    await writeFile(join(SHOTS, `${lang}-webtoon-001.jpg`), strip[slices[0]!]!);
    await writeFile(join(SHOTS, `${lang}-webtoon-last.jpg`), strip[slices.at(-1)!]!);
    const first = await labelDistances(
      page,
      strip[slices[0]!]!,
      { text: `#${drawn[0]!.number}  ${drawn[0]!.heading}`, x: 24, width: 752, y: 96, size: 44 },
      stack,
    );
    expect(first.shipped * 2, `webtoon heading (${lang}) in the shipped faces: ${JSON.stringify(first)}`).toBeLessThan(
      first.latin,
    );
    if (lang === 'ar')
      expect(
        first.shipped * 2,
        `the webtoon's Arabic heading runs right to left: ${JSON.stringify(first)}`,
      ).toBeLessThan(first.otherDirection);
    // The last cut may fall through or above the closing words: once the editor's scene test has deleted a scene of
    // the Japanese story earlier in this worker, its strip ends 40 px into its last slice. The last two slices hold them.
    const foot = slices.slice(-2).map((name) => strip[name]!);
    const height = (await sizesOf(page, foot)).reduce((sum, size) => sum + size.height, 0);
    const closing = await labelDistances(
      page,
      foot,
      { text: end, x: 24, width: 752, y: height - 90, size: 72, align: 'center' },
      stack,
    );
    expect(
      closing.shipped * 2,
      `the webtoon's closing words (${lang}) in the shipped faces: ${JSON.stringify(closing)}`,
    ).toBeLessThan(closing.latin);
  }
});
