// Export and share: the reader's whole-story downloads opened and checked, Share (native sheet and the
// copied link), the remixes under The End and the panels' image descriptions.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { strFromU8, unzipSync, unzlibSync } from 'fflate';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import type { StoryDetail } from '../../src/lib/story-types';
import { expect, type TestContext, test } from './fixtures';
import { jpegSize, loginViaApi, trpcMutation, trpcQuery } from './flows';
import { ROOT, check, eventually, registerViaApi, signInWithToken } from './harness';

const SHOTS = join(ROOT, 'test-results', 'export');

/**
 * A published seeded story with its three scenes of pictured panels with bubbles (every fourth one is a draft); these
 * tests take stories no other end-to-end test changes (6, 10 and 15).
 */
async function publishedSeedStory({ baseUrl, seed }: TestContext, index = 6) {
  const storyId = seed.storyIds[index]!;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId });
  expect(story.status, `seeded story ${index} is published`).toBe('published');
  expect(story.scenes.length, `the story has 3 scenes (${story.scenes.length})`).toBe(3);
  expect(
    story.scenes.every((scene) => scene.panels.some((panel) => panel.textBubbles.length > 0)),
    'every scene has bubbles',
  ).toBeTruthy();
  return story;
}

async function openReader(page: Page, story: StoryDetail) {
  await page.goto(`/story/${story._id}/read`);
  await expect(page.getByRole('heading', { level: 1, name: story.title }).first()).toBeVisible();
  const panels = story.scenes.reduce((sum, scene) => sum + scene.panels.length, 0);
  await expect(page.locator('figure img'), `${panels} panel pictures`).toHaveCount(panels);
}

/** Picks a format in the Download story menu and answers the downloaded file's name and bytes. */
async function downloadStory(page: Page, format: string) {
  await page.getByRole('button', { name: 'Download story' }).click();
  const item = page
    .getByRole('menu', { name: 'Download story as' })
    .getByRole('menuitem', { name: new RegExp(`^${format.replace(/[()]/g, '\\$&')}`) });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), item.click()]);
  const bytes = new Uint8Array(await readFile(await download.path()));
  return { name: download.suggestedFilename(), bytes };
}

/** The text a PDF page shows: the strings of its content stream's text operators (hex strings, as pdf-lib writes them). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  let text = '';
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.get(PDFName.of('Filter'));
    const raw = filter === PDFName.of('FlateDecode') ? unzlibSync(stream.contents) : stream.contents;
    for (const [, hex] of strFromU8(raw).matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      text += `${hex!.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16)))} `;
    }
  }
  return text.replace(/\s+/g, ' ');
}

test('Reader downloads pdf comic book and webtoon', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const story = await publishedSeedStory(t);
  // The export builders are their own chunk, fetched only once the menu is used.
  const builderRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/story-export[^/]*\.js$/.test(new URL(request.url()).pathname)) builderRequests.push(request.url());
  });
  await openReader(page, story);
  expect(builderRequests.length, 'the export code is not loaded with the reader').toBe(0);
  await mkdir(SHOTS, { recursive: true });

  // PDF: a cover then one page per scene, title and author in the metadata, panels' words as the pages' text.
  await page.getByRole('button', { name: 'Download story' }).click();
  const pdfItem = page.getByRole('menuitem', { name: /^PDF/ });
  await expect(pdfItem.first(), 'the PDF item in the menu').toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'reader-download-menu.png') });
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('progressbar', { name: 'Building PDF' }).waitFor({ timeout: 60_000 }),
    pdfItem.click(),
  ]);
  expect(builderRequests.length, 'the export code loads when the menu is used').toBeGreaterThan(0);
  const slug = story.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30)
    .replace(/-$/, '');
  expect(pdfDownload.suggestedFilename(), `PDF file name ${pdfDownload.suggestedFilename()}`).toBe(`${slug}.pdf`);
  const pdfBytes = new Uint8Array(await readFile(await pdfDownload.path()));
  await writeFile(join(SHOTS, 'story.pdf'), pdfBytes);
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  expect(pdf.getPageCount(), `the PDF has 4 pages (${pdf.getPageCount()})`).toBe(4);
  expect(pdf.getTitle(), `PDF title ${pdf.getTitle()}`).toBe(story.title);
  const author = [story.userId.firstName, story.userId.lastName].filter(Boolean).join(' ') || story.userId.username;
  expect(pdf.getAuthor(), `PDF author ${pdf.getAuthor()} (${author})`).toBe(author);
  const cover = pageText(pdf.getPage(0));
  expect(cover, `the cover page shows the title (${cover.slice(0, 80)})`).toContain(story.title.split(' ')[0]!);
  for (const scene of [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber)) {
    const text = pageText(pdf.getPage(scene.sceneNumber));
    expect(text, `page ${scene.sceneNumber + 1} is headed with its scene number`).toContain(`#${scene.sceneNumber}`);
    const said = scene.panels.flatMap((panel) =>
      panel.textBubbles.map(
        (bubble) =>
          bubble.text
            .replace(/[^\x20-\x7e]/g, ' ')
            .split(' ')
            .filter(Boolean)[0],
      ),
    );
    for (const word of said)
      check(word && text.includes(word), `page ${scene.sceneNumber + 1} carries the bubble text "${word}"`);
  }

  // Comic book: 001.jpg … 003.jpg and ComicInfo.xml with the story's fields.
  const cbz = await downloadStory(page, 'Comic book (CBZ)');
  expect(cbz.name, `CBZ file name ${cbz.name}`).toBe(`${slug}.cbz`);
  const book = unzipSync(cbz.bytes);
  const names = Object.keys(book).sort();
  expect(JSON.stringify(names), `CBZ entries ${names.join(', ')}`).toBe(
    JSON.stringify(['001.jpg', '002.jpg', '003.jpg', 'ComicInfo.xml']),
  );
  for (const name of names.filter((entry) => entry.endsWith('.jpg')))
    expect(jpegSize(book[name]!), `${name} is a JPEG`).toBeTruthy();
  const info = strFromU8(book['ComicInfo.xml']!);
  expect(info, 'ComicInfo PageCount 3').toMatch(/<PageCount>3<\/PageCount>/);
  expect(info, 'ComicInfo Writer').toContain(`<Writer>${author}</Writer>`);
  expect(/<Title>.+<\/Title>/.test(info) && /<Summary>/.test(info), 'ComicInfo Title and Summary').toBeTruthy();

  // Webtoon: JPEG slices 800 px wide, at most 1280 px tall, numbered in reading order.
  const strip = await downloadStory(page, 'Webtoon strip');
  expect(strip.name, `webtoon file name ${strip.name}`).toBe(`${slug}-webtoon.zip`);
  const slices = unzipSync(strip.bytes);
  const sliceNames = Object.keys(slices).sort();
  expect(sliceNames.length, `several slices (${sliceNames.length})`).toBeGreaterThanOrEqual(3);
  sliceNames.forEach((name, i) => {
    expect(name, `slice ${i + 1} is ${name}`).toBe(`${String(i + 1).padStart(3, '0')}.jpg`);
    const size = jpegSize(slices[name]!);
    check(
      size && size.width === 800 && size.height <= 1280 && size.height > 0,
      `${name} is 800 px wide and at most 1280 px tall (${JSON.stringify(size)})`,
    );
  });
  await writeFile(join(SHOTS, 'webtoon-001.jpg'), slices['001.jpg']!);

  // The scene download offers PNG beside the JPEG, under the same file-name rule.
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download scene 2 as a PNG' }).click(),
  ]);
  expect(png.suggestedFilename(), `PNG file name ${png.suggestedFilename()}`).toBe(`${slug}-scene-2.png`);
  const pngBytes = new Uint8Array(await readFile(await png.path()));
  expect(strFromU8(pngBytes.subarray(1, 4)), 'the scene download is a PNG').toBe('PNG');
  await writeFile(join(SHOTS, 'cbz-001.jpg'), book['001.jpg']!);
});

test('Share copies the reader link or opens the share sheet', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const story = await publishedSeedStory(t, 10);
  const url = `${baseUrl}/story/${story._id}/read`;

  // Without a share sheet: the link goes to the clipboard and the page says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await openReader(page, story);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied').first(), "'Link copied'").toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied, `the clipboard holds the reader URL (${copied})`).toBe(url);

  // With one (a phone), from the author's story page: the story's title and reader URL go to the sheet instead.
  const owner = t.seed.users.find((user) => user.id === story.userId._id)!;
  await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
  const phone = await context.newPage();
  // As a string: tsx's name helpers would not exist in the page.
  await phone.addInitScript(`
    window.shared = [];
    Object.defineProperty(Navigator.prototype, 'share', { value: (data) => (window.shared.push(data), Promise.resolve()), configurable: true });
    Object.defineProperty(Navigator.prototype, 'canShare', { value: () => true, configurable: true });
  `);
  await phone.goto(`/story/${story._id}`);
  await expect(phone.getByRole('switch', { name: 'Edit mode' }).first(), 'the story page').toBeVisible();
  await phone.getByRole('button', { name: 'Share' }).click();
  const shared = await eventually(
    () => phone.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared),
    (list) => list.length === 1,
    'one share sheet',
  );
  expect(
    shared[0]!.url === url && shared[0]!.title === story.title,
    `shared ${JSON.stringify(shared[0])}`,
  ).toBeTruthy();
  await phone.close();
});

test('Author writes alt text and reader lists remixes', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const story = await publishedSeedStory(t, 15);
  const owner = seed.users.find((user) => user.id === story.userId._id)!;
  const scene = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber)[0]!;
  const panel = [...scene.panels].sort((a, b) => a.panelNumber - b.panelNumber)[0]!;

  // The author describes panel 1 in Edit Media.
  await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
  await page.goto(`/story/${story._id}`);
  await page
    .locator('#scene-1')
    .getByRole('button', { name: /^Edit media/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await dialog.waitFor();
  const alt = 'A lighthouse keeper waves a lantern at a passing airship.';
  const save = dialog.getByRole('button', { name: 'Save alt text' });
  await expect(save, 'nothing to save before typing').toBeDisabled();
  await dialog.getByLabel('Alt text', { exact: true }).fill(alt);
  await mkdir(SHOTS, { recursive: true });
  await dialog.screenshot({ path: join(SHOTS, 'edit-media-alt-text.png') });
  await save.click();
  await expect(page.getByText('Description saved').first(), "'Description saved'").toBeVisible();
  const { data: saved } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: story._id });
  expect(
    saved.scenes.find((s) => s._id === scene._id)!.panels.find((p) => p.panelNumber === panel.panelNumber)!.altText,
    'the alt text is stored',
  ).toBe(alt);

  // One published remix and one draft: only the first is listed.
  const remixer = await registerViaApi(baseUrl);
  const published = (
    await trpcMutation<{ data: { _id: string; title: string } }>(
      baseUrl,
      'remix.story',
      { storyId: story._id },
      remixer.token,
    )
  ).data;
  await trpcMutation(
    baseUrl,
    'stories.update',
    { id: published._id, changes: { status: 'published', title: 'The Airship Remix' } },
    remixer.token,
  );
  const draft = (
    await trpcMutation<{ data: { _id: string } }>(baseUrl, 'remix.story', { storyId: story._id }, remixer.token)
  ).data;

  await openReader(page, story);
  const described = page.locator('#scene-1 [data-panel-inner][role="img"]').first();
  const label = (await described.getAttribute('aria-label')) ?? '';
  expect(label.startsWith(alt), `the first panel is described by its alt text (${label})`).toBeTruthy();
  for (const bubble of panel.textBubbles)
    expect(label, `the description carries the bubble "${bubble.text}"`).toContain(bubble.text.trim());

  const remixes = page.getByRole('region', { name: 'Remixes of this story' });
  await expect(
    remixes.getByRole('link', { name: 'The Airship Remix' }).first(),
    'the published remix under The End',
  ).toBeVisible();
  await remixes.screenshot({ path: join(SHOTS, 'reader-remixes.png') });
  await expect(remixes.getByRole('listitem'), 'only the published remix is listed').toHaveCount(1);
  await expect(page.locator(`a[href="/story/${draft._id}/read"]`), 'the draft remix is not linked').toHaveCount(0);
  await remixes.getByRole('link', { name: 'The Airship Remix' }).click();
  await page.waitForURL(new RegExp(`/story/${published._id}/read$`));
});

/** The pixel colour at (x, y) of a JPEG, decoded with mozjpeg's wasm build. */
async function jpegPixel(bytes: Uint8Array, x: number, y: number) {
  const require = createRequire(import.meta.url);
  await initJpegDecoder(
    await WebAssembly.compile(await readFile(require.resolve('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'))),
  );
  const image = await decodeJpeg(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return { r: image.data[at]!, g: image.data[at + 1]!, b: image.data[at + 2]! };
}

test('Video panels export their first frame', async ({ page, context, baseUrl }) => {
  // A one-panel story whose panel shows a video: red for its first half second, blue after.
  const author = await registerViaApi(baseUrl);
  const created = await trpcMutation<{ data: { _id: string } }>(
    baseUrl,
    'stories.create',
    { title: 'Red Then Blue', description: 'A video panel.' },
    author.token,
  );
  const storyId = created.data._id;
  await trpcMutation(
    baseUrl,
    'ai.generateScene',
    { storyId, prompt: 'A lantern glows in a dark lighthouse room', generateImages: true, maxPanels: 1 },
    author.token,
  );
  // Read below by its author: it stays a draft, out of the feed other tests read.
  await signInWithToken(context, baseUrl, author.token);
  await page.goto('/');
  // Recorded in the page from a canvas (as a string: tsx's name helpers would not exist there).
  const webm = await page.evaluate<number[]>(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 320;
    const ctx = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((done) => (recorder.onstop = done));
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 240, 320);
    recorder.start();
    const started = performance.now();
    await new Promise((done) => {
      function frame() {
        ctx.fillStyle = performance.now() - started < 500 ? '#ff0000' : '#0000ff';
        ctx.fillRect(0, 0, 240, 320);
        if (performance.now() - started < 1200) requestAnimationFrame(frame);
        else done();
      }
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  })()`);
  const upload = await fetch(`${baseUrl}/api/media`, {
    method: 'POST',
    headers: { 'content-type': 'video/webm', Authorization: `Bearer ${author.token}` },
    body: new Uint8Array(webm),
  });
  expect(upload.status, `the video uploads (${upload.status})`).toBe(201);
  const videoUrl = ((await upload.json()) as { data: { url: string } }).data.url;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(
    baseUrl,
    'stories.byId',
    { id: storyId },
    author.token,
  );
  const scene = story.scenes[0]!;
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: scene._id, panelNumber: 1, videoUrl, textBubbles: [] },
    author.token,
  );

  await page.goto(`/story/${storyId}/read`);
  await expect(page.locator('#scene-1 video').first(), 'the video panel').toBeVisible();
  // Let the video play past its red start, so only a first-frame export shows red.
  // A function, not a string: the page's policy refuses to evaluate strings as script.
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('#scene-1 video')?.currentTime ?? 0) > 0.7,
    undefined,
    { timeout: 10_000 },
  );
  const cbz = await downloadStory(page, 'Comic book (CBZ)');
  const first = unzipSync(cbz.bytes)['001.jpg']!;
  const size = jpegSize(first)!;
  // The one panel sits in the middle of the page, under the heading: sample its centre.
  const pixel = await jpegPixel(first, size.width / 2, size.height * 0.6);
  expect(
    pixel.r > 180 && pixel.b < 90,
    `the panel shows the video's first (red) frame: ${JSON.stringify(pixel)}`,
  ).toBeTruthy();
});

test('Story download failure shows the spec message', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const story = await publishedSeedStory(t, 10);
  // No picture can be loaded: the export has nothing to draw and says so with the spec's message.
  await page.route('**/media/**', (route) => route.abort());
  await page.goto(`/story/${story._id}/read`);
  await expect(page.getByRole('heading', { level: 1, name: story.title }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Download story' }).click();
  await page.getByRole('menuitem', { name: /^Webtoon strip/ }).click();
  await expect(
    page.getByText('Download failed: Failed to capture any panels').first(),
    'the download error toast',
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download story' }).first(), 'the button is back').toBeVisible();
  await expect(page.getByRole('button', { name: 'Download story' }), 'the button can be used again').toBeEnabled();
});
