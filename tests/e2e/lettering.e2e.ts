// Lettering an author can work with: every balloon kind (sound effect, burst, whisper, vertical Japanese) drawn by the
// one painter in the editor, the reader and the PDF; a tail tip dragged on the stage (mouse, touch, keys) and read back
// from the API; regenerating a scene keeps the author's bubbles.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PDFDocument, PDFName, PDFRawStream, PDFDict } from 'pdf-lib';
import type { TextBubble } from '../../src/shared/bubbles';
import { expect, type TestContext, test } from './fixtures';
import { afterTwoFrames, authorWithStory, trpcMutation } from './flows';
import { ROOT, check, eventually } from './harness';

const SHOTS = join(ROOT, 'test-results', 'lettering');

const WORDS = 'ドーン！';
const b = (
  id: string,
  x: number,
  y: number,
  extra: Partial<TextBubble> = {},
  style: Record<string, unknown> = {},
): TextBubble => ({
  id,
  text: WORDS,
  type: 'speech',
  position: { x, y },
  style: { fontSize: 18, tailDirection: 'none', ...style },
  ...extra,
});

/** One of each kind, the same words in each, on panel 1; the vertical one in Japanese with its punctuation. */
const KINDS: TextBubble[] = [
  b('plain', 0.22, 0.12),
  b('sfx', 0.7, 0.14, { type: 'sfx', rotation: -15 }, { fontSize: 40 }),
  b('burst', 0.25, 0.42, {}, { bubbleShape: 'burst' }),
  b('whisper', 0.72, 0.45, {}, { bubbleShape: 'whisper' }),
  b(
    'vertical',
    0.3,
    0.78,
    { text: '「待って」、ここだよー。', writingMode: 'vertical-rl', tail: { x: 0.6, y: 0.95 } },
    { tailDirection: 'bottom-left' },
  ),
  b('pointing', 0.75, 0.8, { text: 'Over here!', tail: { x: 0.95, y: 0.55 } }, { tailDirection: 'bottom-left' }),
];

interface Painted {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the reader's bubble canvas of a panel painted inside each bubble's box: opaque, white, dark and yellow shares. */
function readPainted(page: Page, panel: string) {
  return page.locator(`${panel} [data-bubble-layer] canvas`).evaluate((canvas: HTMLCanvasElement) => {
    const painted = JSON.parse(canvas.dataset.painted || '[]') as Painted[];
    const k = canvas.width / canvas.getBoundingClientRect().width;
    const ctx = canvas.getContext('2d')!;
    return painted.map((box) => {
      const data = ctx.getImageData(
        Math.round(box.x * k),
        Math.round(box.y * k),
        Math.max(1, Math.round(box.width * k)),
        Math.max(1, Math.round(box.height * k)),
      ).data;
      let opaque = 0;
      let white = 0;
      let dark = 0;
      let yellow = 0;
      const n = data.length / 4;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
        if (a < 200) continue;
        opaque += 1;
        if (r > 240 && g > 240 && b > 240) white += 1;
        else if (r + g + b < 200) dark += 1;
        else if (r > 220 && g > 180 && b < 120) yellow += 1;
      }
      return {
        id: box.id,
        width: box.width,
        height: box.height,
        opaque: opaque / n,
        white: white / n,
        dark: dark / n,
        yellow: yellow / n,
      };
    });
  });
}

/** The largest picture on a PDF page (the page's panels as painted), as its JPEG bytes. */
function pageJpeg(pdf: PDFDocument, index: number): Uint8Array | null {
  const resources = pdf.getPage(index).node.Resources();
  const objects = resources?.lookup(PDFName.of('XObject'), PDFDict);
  let best: Uint8Array | null = null;
  for (const [, ref] of objects?.entries() ?? []) {
    const stream = pdf.context.lookup(ref);
    if (
      stream instanceof PDFRawStream &&
      stream.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode') &&
      (!best || stream.contents.length > best.length)
    )
      best = stream.contents;
  }
  return best;
}

/** Each kind painted in the reader's panel, unlike the plain bubble with the same words. */
async function checkKinds(page: Page, panel: string) {
  const drawn = Object.fromEntries((await readPainted(page, panel)).map((box) => [box.id, box]));
  const plain = drawn.plain!;
  expect(plain.white, `the plain bubble is a white balloon (${JSON.stringify(plain)})`).toBeGreaterThan(0.4);
  // Shares of what is painted in its box (a rotated word fills less of an upright box): yellow letters, ink outline, no white.
  const sfx = drawn.sfx!;
  expect(
    sfx.opaque > 0.05 && sfx.white / sfx.opaque < 0.05 && sfx.yellow / sfx.opaque > 0.1 && sfx.dark / sfx.opaque > 0.1,
    `the sound effect is yellow letters outlined in ink, no balloon (${JSON.stringify(sfx)})`,
  ).toBeTruthy();
  expect(
    drawn.burst!.opaque < plain.opaque - 0.1 && drawn.burst!.width > plain.width,
    `the burst is spiky, so its box is not filled like a plain balloon's (${JSON.stringify(drawn.burst)})`,
  ).toBeTruthy();
  expect(
    drawn.whisper!.dark < plain.dark && drawn.whisper!.opaque < plain.opaque,
    `the whisper's outline is dashed and its type smaller (${JSON.stringify(drawn.whisper)})`,
  ).toBeTruthy();
  expect(
    drawn.vertical!.height,
    `vertical lettering stands in columns (${JSON.stringify(drawn.vertical)})`,
  ).toBeGreaterThan(drawn.vertical!.width * 1.3);
}

test('Every balloon kind is drawn in the editor, the reader and the PDF', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const author = await authorWithStory(t, 'pictured');
  const scene = (await author.story()).scenes[0]!;
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: scene._id, panelNumber: 1, textBubbles: KINDS },
    author.token,
  );
  await mkdir(SHOTS, { recursive: true });

  // The reader: each kind painted, and unlike the plain bubble with the same words.
  await page.goto(`/story/${author.storyId}/read`);
  const panel = '[data-panel-number="1"]';
  await eventually(
    () => page.evaluate(() => document.fonts.check('18px "Noto Sans JP"', '「待って」、ここだよー。ドーン！')),
    Boolean,
    'the Japanese face is loaded',
    15_000,
  );
  await eventually(
    () => readPainted(page, panel),
    (boxes) => boxes.length === KINDS.length,
    'every bubble painted',
    15_000,
  );
  await page
    .locator(panel)
    .first()
    .screenshot({ path: join(SHOTS, 'reader-kinds.png') });
  await checkKinds(page, panel);

  // The editor's stage draws the same.
  await page.goto(`/story/${author.storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  await expect(page.locator(`#scene-1 ${panel} [data-bubble-stage] canvas`), 'the stage is drawn').toHaveCount(2, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
  await afterTwoFrames(page);
  await page.locator(`#scene-1 ${panel}`).screenshot({ path: join(SHOTS, 'editor-kinds.png') });

  // The PDF's page of the scene: the same painter.
  await page.goto(`/story/${author.storyId}/read`);
  await page.getByRole('button', { name: 'Download story' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('menuitem', { name: /^PDF/ }).click(),
  ]);
  const pdf = await PDFDocument.load(new Uint8Array(await readFile(await download.path())), { updateMetadata: false });
  const jpeg = pageJpeg(pdf, 1);
  check(jpeg, 'the scene page has its picture');
  await writeFile(join(SHOTS, 'pdf-kinds.jpg'), jpeg);
});

/** A finger's drag through CDP touch events (the phone project has touch), in eight steps. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let i = 1; i <= 8; i += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const phone of [false, true]) {
  test(`A tail tip is dragged and keyed anywhere in the panel and read back from the API${phone ? ' @phone' : ''}`, async ({
    page,
    context,
    baseUrl,
    seed,
  }) => {
    const author = await authorWithStory({ page, context, baseUrl, seed }, 'bare');
    const scene = (await author.story()).scenes[0]!;
    const speech = b('speaker', 0.3, 0.3, { text: 'Who is there?' }, { tailDirection: 'bottom-left' });
    await trpcMutation(
      baseUrl,
      'scenes.updatePanel',
      { sceneId: scene._id, panelNumber: 1, textBubbles: [speech] },
      author.token,
    );
    const tail = async () => (await author.story()).scenes[0]!.panels[0]!.textBubbles[0]!.tail;

    await page.goto(`/story/${author.storyId}`);
    await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
    await expect(
      page.locator('#scene-1 [data-bubble-stage] .konvajs-content').first(),
      'the stage is drawn',
    ).toBeAttached({ timeout: 15_000 });
    // Focusing the bubble's button in the panel's list selects it (as Tab does).
    await page.getByRole('button', { name: 'Edit bubble: Who is there?' }).focus();
    const handle = page.getByRole('button', { name: /^Tail tip of “Who is there\?”/ });
    await expect(handle.first(), 'the tail handle on the old bottom-left tail').toBeVisible();
    const inner = page.locator('#scene-1 [data-panel-number="1"] [data-panel-inner]');
    await inner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await inner.boundingBox())!;
    const grip = (await handle.boundingBox())!;
    const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
    const to = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.85 };
    if (phone) await touchDrag(page, from, to);
    else {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
    }
    await eventually(
      tail,
      (tip) => Boolean(tip && Math.abs(tip.x - 0.8) < 0.02 && Math.abs(tip.y - 0.85) < 0.02),
      'the API answers the dragged tip',
    );
    const moved = (await handle.boundingBox())!;
    expect(
      Math.abs(moved.x + moved.width / 2 - to.x) < 6 && Math.abs(moved.y + moved.height / 2 - to.y) < 6,
      'the handle sits where it was dropped',
    ).toBeTruthy();
    await page.screenshot({ path: join(SHOTS, `tail-dragged${phone ? '-phone' : ''}.png`) });
    // The bubble itself did not move.
    const stored = (await author.story()).scenes[0]!.panels[0]!.textBubbles[0]!;
    expect(
      stored.position.x === 0.3 && stored.position.y === 0.3,
      `the bubble stays put (${JSON.stringify(stored.position)})`,
    ).toBeTruthy();

    // Keys: Shift+Left moves the tip 5% of the panel; Delete takes the tail off (the bubble stays).
    await handle.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await eventually(tail, (tip) => Boolean(tip && Math.abs(tip.x - 0.75) < 0.021), 'Shift+Left moves the tip');
    await page.keyboard.press('Delete');
    await eventually(tail, (tip) => tip === null, 'Delete leaves no tail');
    expect((await author.story()).scenes[0]!.panels[0]!.textBubbles.length, 'the bubble is still there').toBe(1);
    await expect(page.getByRole('button', { name: 'Edit bubble: Who is there?' }).first(), 'the bubble').toBeVisible();
    await expect(handle, 'no handle without a tail').toHaveCount(0);
  });
}

test('Every balloon kind is drawn on a phone, in the reader and the editor, and a regenerated scene keeps an edited bubble @phone', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const author = await authorWithStory({ page, context, baseUrl, seed }, 'pictured');
  const scene = (await author.story()).scenes[0]!;
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: scene._id, panelNumber: 1, textBubbles: KINDS },
    author.token,
  );
  await mkdir(SHOTS, { recursive: true });

  // The reader at 390: every kind painted, the Japanese in its face (no empty boxes: the face is loaded and covers it).
  await page.goto(`/story/${author.storyId}/read`);
  const panel = '[data-panel-number="1"]';
  await eventually(
    () => page.evaluate(() => document.fonts.check('18px "Noto Sans JP"', '「待って」、ここだよー。ドーン！')),
    Boolean,
    'the Japanese face is loaded',
    15_000,
  );
  await page.locator(panel).first().scrollIntoViewIfNeeded();
  await eventually(
    () => readPainted(page, panel),
    (boxes) => boxes.length === KINDS.length,
    'every bubble painted',
    30_000,
  );
  await page
    .locator(panel)
    .first()
    .screenshot({ path: join(SHOTS, 'reader-kinds-phone.png') });
  await checkKinds(page, panel);

  // The editor's stage at 390.
  await page.goto(`/story/${author.storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  await expect(page.locator(`#scene-1 ${panel} [data-bubble-stage] canvas`), 'the stage is drawn').toHaveCount(2, {
    timeout: 15_000,
  });
  await page.locator(`#scene-1 ${panel}`).scrollIntoViewIfNeeded();
  await page.locator(`#scene-1 ${panel}`).screenshot({ path: join(SHOTS, 'editor-kinds-phone.png') });

  // Regenerate the scene from the phone: every bubble stays with its words, place, turn and kind.
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await expect(
    dialog.getByText('Regenerate draws new pictures; your bubbles keep their words, places and styles.').first(),
    'the dialog says the lettering stays',
  ).toBeVisible();
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Night falls and the robot lights a lantern in the bakery window');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  const after = await eventually(
    async () => (await author.story()).scenes[0]!,
    (current) => current.status === 'completed' && current.panels[0]!.imageUrl !== scene.panels[0]!.imageUrl,
    'the scene is regenerated',
    30_000,
  );
  const kept = after.panels[0]!.textBubbles;
  expect(
    JSON.stringify(
      kept.map((bubble) => [
        bubble.id,
        bubble.text,
        bubble.type,
        bubble.position,
        bubble.rotation,
        bubble.writingMode,
        bubble.tail,
      ]),
    ),
    `every bubble is kept (${JSON.stringify(kept)})`,
  ).toBe(
    JSON.stringify(
      KINDS.map((bubble) => [
        bubble.id,
        bubble.text,
        bubble.type,
        bubble.position,
        bubble.rotation,
        bubble.writingMode,
        bubble.tail,
      ]),
    ),
  );
});
