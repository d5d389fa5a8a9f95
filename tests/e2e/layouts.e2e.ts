// Page layouts and reading direction: an author picks a template and moves a line between panels (desktop and phone),
// and it is kept; an Arabic story reads right to left in the reader, the guided view and the PDF; a story of three
// layouts downloads as PDF pages and a webtoon strip drawn by those layouts.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { PDFDocument, PDFName } from 'pdf-lib';
import { templateLayout, type LayoutTemplate } from '../../src/shared/layout';
import { drag, middleOf } from './drag';
import { expect, test, type TestContext } from './fixtures';
import { createStory, generateScenes, jpegSize, readStory, trpcMutation } from './flows';
import { ROOT, check, eventually, expectVisible, registerViaApi, signInWithToken } from './harness';
import readerAr from '../../src/shared/i18n/reader/ar.json' with { type: 'json' };
import readerEn from '../../src/shared/i18n/reader/en.json' with { type: 'json' };

const SHOTS = join(ROOT, 'test-results', 'layouts');

/** A signed-in author with a story of `scenes` generated scenes of three pictured panels each. */
async function authorWithScenes(
  { context, baseUrl }: TestContext,
  story: { title: string; description: string; prompts: string[] },
) {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  const storyId = await createStory(baseUrl, author.token, { title: story.title, description: story.description });
  const ready = await generateScenes(baseUrl, author.token, storyId, story.prompts, { maxPanels: 3 });
  // The layouts below are drawn for three panels.
  expect(
    ready.scenes.map((scene) => scene.panels.length),
    'each scene has three panels',
  ).toEqual(story.prompts.map(() => 3));
  const read = () => readStory(baseUrl, storyId, author.token);
  const setLayout = (
    sceneIndex: number,
    template: LayoutTemplate,
    extra: { gutter?: number; borderWidth?: number } = {},
  ) =>
    trpcMutation(
      baseUrl,
      'scenes.setLayout',
      {
        sceneId: ready.scenes[sceneIndex]!._id,
        panels: templateLayout(template, 3, ready.aspectRatio).panels,
        ...extra,
      },
      author.token,
    );
  return { token: author.token, storyId, story: ready, read, setLayout };
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  check(found, `${selector} is on the page`);
  return found;
}

for (const phone of [false, true]) {
  test(`an author chooses a template, moves a line between panels, and after a reload the page is kept${phone ? ' @phone' : ''}`, async ({
    page,
    context,
    baseUrl,
    seed,
  }) => {
    const ctx = { page, context, baseUrl, seed };
    const { storyId, read } = await authorWithScenes(ctx, {
      title: 'The Moon Bakery',
      description: 'A retired robot opens a bakery on the moon.',
      prompts: ['The robot baker opens the shop and the astronaut walks in for bread'],
    });
    await page.goto(`/story/${storyId}`);
    const editMode = page.getByRole('switch', { name: 'Edit mode' });
    // The editor's first load on a busy machine can take a while.
    await expectVisible(editMode, 'the story page', 45_000);
    if ((await editMode.getAttribute('aria-checked')) !== 'true') await editMode.click();
    await page.getByRole('button', { name: 'Page layout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Page layout' });
    await expectVisible(dialog);
    const tall = dialog.getByRole('button', { name: 'One tall + stack' });
    await tall.click();
    await eventually(
      () => tall.getAttribute('aria-pressed'),
      (value) => value === 'true',
      'the template is chosen',
    );
    // The line between the tall panel and the stack: dragged from the middle to about a third of the page.
    const line = dialog.getByRole('slider', { name: 'Line between panels 1, 2, 3' });
    // Dragged by its grip with the mouse on a desktop, with a finger on a phone, in one sweep past the target and back.
    const start = await middleOf(line.locator('[data-grip]'));
    const sheet = await box(page, '[data-testid="layout-page"]');
    const third = sheet.x + sheet.width / 3;
    await drag(
      page,
      start,
      [
        { x: third - sheet.width * 0.1, y: start.y + 5 },
        { x: third, y: start.y },
      ],
      { touch: phone },
    );
    await eventually(
      async () => Number(await line.getAttribute('aria-valuenow')),
      (value) => value >= 30 && value <= 36,
      'the line followed the drag to about a third',
    );
    // The keyboard moves it too, one hundredth a press.
    await line.focus();
    const dragged = Number(await line.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await eventually(
      async () => Number(await line.getAttribute('aria-valuenow')),
      (value) => value === dragged + 1,
      'the arrow keys move the line',
    );
    await page.screenshot({ path: join(SHOTS, `editor-${phone ? 'phone' : 'desktop'}.png`) });
    await dialog.getByRole('button', { name: 'Save layout' }).click();
    await dialog.waitFor({ state: 'detached' });

    const saved = (await read()).scenes[0]!;
    check(saved.automaticLayout === false, 'the layout is stored');
    const first = saved.layout.panels.find((panel) => panel.panelNumber === 1)!;
    check(
      first.x === 0 && first.height === 1 && first.width > 0.27 && first.width < 0.37,
      `panel 1 is the tall third (${JSON.stringify(first)})`,
    );

    await page.reload();
    await expectVisible(page.locator('[data-page-layout]'));
    const pageOnScreen = await box(page, '[data-page-layout]');
    const one = await box(page, '[data-page-cell="1"]');
    const two = await box(page, '[data-page-cell="2"]');
    check(
      Math.abs(one.width / pageOnScreen.width - (first.width - saved.layout.gutter)) < 0.03,
      `panel 1 keeps its width after the reload (${one.width / pageOnScreen.width})`,
    );
    check(one.height > two.height * 1.6 && two.x > one.x, 'panel 1 is the tall one, on the left; panel 2 beside it');
    await page.screenshot({ path: join(SHOTS, `story-page-${phone ? 'phone' : 'desktop'}.png`), fullPage: false });
  });
}

/**
 * An Arabic story of three panels in the tall-and-stack template reads right to left in the reader, the guided view and
 * the PDF. `words` is the reader catalogue of the interface language, so the same checks run in the Arabic interface.
 */
async function arabicStoryReadsRightToLeft(ctx: TestContext, words: typeof readerEn, shot: string) {
  const { page, baseUrl } = ctx;
  const { storyId, token, story, setLayout } = await authorWithScenes(ctx, {
    title: 'خبّاز على القمر',
    description: 'روبوت متقاعد يفتح مخبزًا على سطح القمر ورائدة فضاء وحيدة تعود كل صباح لشراء الخبز.',
    prompts: ['يفتح الروبوت الخبّاز المتجر وتدخل رائدة الفضاء لتشتري الخبز'],
  });
  check(
    story.readingDirection === 'right-to-left',
    `an Arabic story reads right to left by default (${story.readingDirection})`,
  );
  await setLayout(0, 'tall-stack');
  const names = ['ONE', 'TWO', 'THREE'];
  for (const [i, altText] of names.entries())
    await trpcMutation(
      baseUrl,
      'scenes.updatePanel',
      { sceneId: story.scenes[0]!._id, panelNumber: i + 1, altText },
      token,
    );
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { status: 'published' } }, token);

  await page.goto(`/story/${storyId}/read`);
  await expectVisible(page.locator('[data-page-layout][data-reading-direction="right-to-left"]'));
  await eventually(
    () => page.locator('[data-page-layout] figure img').count(),
    (n) => n === 3,
    'three pictures',
  );
  const viewport = page.viewportSize()!;
  const layout = await box(page, '[data-page-layout]');
  check(
    layout.x >= -1 && layout.x + layout.width <= viewport.width + 1,
    `the page fits the screen (${layout.x}+${layout.width} of ${viewport.width})`,
  );
  const one = await box(page, '[data-page-cell="1"]');
  const two = await box(page, '[data-page-cell="2"]');
  const three = await box(page, '[data-page-cell="3"]');
  check(
    one.x > two.x && one.x > three.x && three.y > two.y,
    'panel 1 (the tall one) is on the right, 2 and 3 stacked on its left',
  );
  await page.screenshot({ path: join(SHOTS, `reader-arabic-${shot}.png`) });

  // The guided view: the next panel is to the left (the left arrow key), as on the page.
  await page.locator('[data-page-cell="1"] button').click();
  const viewer = page.getByTestId('panel-viewer');
  await expectVisible(viewer.locator('[data-guided-panel="1-1"]'));
  await page.keyboard.press('ArrowLeft');
  await expectVisible(viewer.locator('[data-guided-panel="1-2"]'));
  // The counter reads "2 / 3" on screen (in a right-to-left line unisolated it showed "3 / 2"), panel 2 of 3 in words.
  const counter = await viewer.locator('[data-panel-count]').evaluate((element) => {
    const text = element.firstChild!;
    const x = (at: number) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().x;
    };
    const value = text.textContent ?? '';
    return { value, here: x(0), total: x(value.length - 1) };
  });
  check(
    counter.value === '2 / 3' && counter.here < counter.total,
    `the counter shows 2 before 3 (${JSON.stringify(counter)})`,
  );
  await expect(viewer.locator('#panel-view-position'), 'the position names panel 2').toContainText(' 2 ');
  const next = await viewer.getByRole('button', { name: words['reader.viewer.nextPanel'] }).boundingBox();
  const previous = await viewer.getByRole('button', { name: words['reader.viewer.previousPanel'] }).boundingBox();
  check(next && previous && next.x < previous.x, 'Next is on the left');
  check(next.x >= 0 && previous.x + previous.width <= viewport.width, 'both arrows are on the screen');
  await page.screenshot({ path: join(SHOTS, `guided-arabic-${shot}.png`) });
  await page.keyboard.press('ArrowRight');
  await expectVisible(viewer.locator('[data-guided-panel="1-1"]'));
  await page.keyboard.press('Escape');

  // The PDF: the scene's page mirrored (panel 1's text layer to the right of panel 2's), and viewers told to read R2L.
  await page.getByRole('button', { name: words['reader.download.button'], exact: true }).click();
  const item = page
    .getByRole('menu', { name: words['reader.download.menu'] })
    .getByRole('menuitem', { name: words['reader.download.pdf'] });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), item.click()]);
  const bytes = new Uint8Array(await readFile(await download.path()));
  await mkdir(SHOTS, { recursive: true });
  await writeFile(join(SHOTS, `arabic-${shot}.pdf`), bytes);
  const doc = await PDFDocument.load(bytes);
  const preferences = doc.catalog.lookup(PDFName.of('ViewerPreferences'));
  check(
    String(preferences).includes('/Direction /R2L'),
    `the PDF asks for right-to-left reading (${String(preferences)})`,
  );
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await pdf.getPage(2)).getTextContent();
  const xOf = (name: string) => {
    const found = content.items.find((entry) => 'str' in entry && entry.str.includes(name));
    check(found && 'transform' in found, `the text layer names panel ${name}`);
    return found.transform[4] as number;
  };
  check(xOf('ONE') > xOf('TWO') && xOf('ONE') > xOf('THREE'), 'in the PDF panel 1 is on the right');
}

test('an Arabic story reads right to left: reader, guided view and PDF', async ({ page, context, baseUrl, seed }) => {
  await arabicStoryReadsRightToLeft({ page, context, baseUrl, seed }, readerEn, 'desktop');
});

test.describe('on a 360 px phone in the Arabic interface', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test('an Arabic story reads right to left, the page chrome too: reader, guided view and PDF @phone', async ({
    page,
    context,
    baseUrl,
    seed,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl }]);
    await arabicStoryReadsRightToLeft({ page, context, baseUrl, seed }, readerAr, 'phone-ar');
    await eventually(
      () => page.locator('html').getAttribute('dir'),
      (dir) => dir === 'rtl',
      'the interface is right to left',
    );
  });
});

test('a story of three layouts downloads as PDF pages and a webtoon strip drawn by them', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const ctx = { page, context, baseUrl, seed };
  const { storyId, setLayout } = await authorWithScenes(ctx, {
    title: 'Three Pages',
    description: 'A lighthouse keeper, a lost whale and a storm over the harbour.',
    prompts: [
      'The keeper climbs the lighthouse stairs at dusk',
      'A whale surfaces beside the rocks in the storm',
      'The keeper lowers a lantern to guide the whale home',
    ],
  });
  await setLayout(0, 'tall-stack', { gutter: 0.03 });
  await setLayout(1, 'splash-strip', { borderWidth: 6 });
  await setLayout(2, 'rows', { gutter: 0.01 });
  await page.goto(`/story/${storyId}/read`);
  await eventually(
    () => page.locator('[data-page-layout]').count(),
    (n) => n === 3,
    'three laid-out pages',
  );
  await eventually(
    () => page.locator('[data-page-layout] figure img').count(),
    (n) => n === 9,
    'nine pictures',
  );
  await mkdir(SHOTS, { recursive: true });
  const download = async (format: RegExp) => {
    await page.getByRole('button', { name: 'Download story' }).click();
    const item = page.getByRole('menu', { name: 'Download story as' }).getByRole('menuitem', { name: format });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), item.click()]);
    return new Uint8Array(await readFile(await file.path()));
  };
  const pdf = await download(/^PDF/);
  await writeFile(join(SHOTS, 'three-layouts.pdf'), pdf);
  const doc = await PDFDocument.load(pdf);
  check(doc.getPageCount() === 4, `a cover and three scene pages (${doc.getPageCount()})`);
  for (const scenePage of doc.getPages().slice(1)) {
    const { width, height } = scenePage.getSize();
    check(height > width, 'a laid-out scene is an upright page');
  }
  const strip = unzipSync(await download(/^Webtoon strip/));
  const slices = Object.keys(strip).sort();
  check(slices.length >= 3, `the strip has its slices (${slices.length})`);
  for (const name of slices) {
    await writeFile(join(SHOTS, `strip-${name}`), strip[name]!);
    const size = jpegSize(strip[name]!);
    check(size && size.width === 800 && size.height <= 1280, `${name} is 800 px wide, at most 1280 tall`);
  }
});
