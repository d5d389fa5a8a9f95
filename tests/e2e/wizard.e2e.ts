// A new author's first story, end to end with the offline AI: sign up, the four onboarding steps, the first scene;
// then the story editor's dialogs: Edit Media (refine, animate, upload), a character added by hand and edited, the
// story settings, and regenerating the scene from Edit Scene.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { expect, test } from './fixtures';
import type { StoryDetail } from '../../src/lib/story-types';
import { createStory, fillSignUp, trpcQuery } from './flows';
import { check, eventually, expectPath, registerViaApi, signInWithToken, uniqueUser } from './harness';

async function storyOf(baseUrl: string, id: string, token: string) {
  return (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }, token)).data;
}

async function tokenOf(context: BrowserContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  check(token, 'signed in (token cookie)');
  return token;
}

/** How many of the images under `scope` have loaded a real picture. */
const loadedImages = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll(
      (images) =>
        images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
          .length,
    );

/** A 16x16 PNG of one colour, written to disk like a file the author picked. */
async function writePng(path: string, [r, g, b]: [number, number, number]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  await writeFile(path, png);
}

async function openEditMedia(page: Page) {
  await page
    .locator('#scene-1')
    .getByRole('button', { name: /^Edit media/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await expect(
    dialog.getByRole('button', { name: /^Current (image|video)/ }).first(),
    'the panel in the media thread',
  ).toBeVisible();
  return dialog;
}

async function useSelectedMedia(page: Page, dialog: Locator, button: 'Use This Image' | 'Use This Video') {
  await dialog.getByRole('button', { name: button }).click();
  await expect(
    page.getByText(button === 'Use This Video' ? 'Video saved to the panel!' : 'Image saved to the panel!').first(),
  ).toBeVisible();
  await dialog.waitFor({ state: 'detached' });
}

/** The first panel's picture or motion as the story page draws it. */
const panelMedia = (page: Page) => page.locator('#scene-1 [data-panel-number="1"] [data-panel-media]');

test('New author walks the wizard and edits the story', async ({ page, context, baseUrl }) => {
  // Sign up through the form.
  const author = uniqueUser({ firstName: 'Mina', lastName: 'Okafor' });
  await page.goto('/register');
  await fillSignUp(page, author);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/');
  const token = await tokenOf(context);

  // New Story opens the wizard on an empty story.
  await page.getByRole('button', { name: 'New Story' }).click();
  await page.waitForURL(/\/story\/[^/]+$/);
  const storyId = new URL(page.url()).pathname.split('/')[2]!;
  const progress = page.getByRole('progressbar', { name: 'Setup progress' });
  const next = page.getByRole('button', { name: 'Continue →' });

  // 1. Launch Your Story: a description, polished by AI Improve.
  await expect(page.getByRole('heading', { name: 'Launch Your Story' }).first()).toBeVisible();
  await expect(progress, 'step 1 of 4').toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('button', { name: '← Back' }), 'no Back on the first step').toBeDisabled();
  const description = page.getByLabel('What is your story about?');
  const rough = 'a retired robot opens a bakery on the moon and a lonely astronaut keeps coming back for bread';
  await description.fill(rough);
  await page.getByRole('button', { name: 'AI Improve' }).click();
  // The suggestion waits beside the author's text: nothing changes until it is accepted.
  const suggestion = page.getByRole('region', { name: 'AI suggestion' });
  await expect(suggestion.first()).toBeVisible();
  await expect(description, 'the author text is untouched while the suggestion waits').toHaveValue(rough);
  await suggestion.getByRole('button', { name: 'Use suggestion' }).click();
  await expect(page.getByText('Description improved!').first()).toBeVisible();
  const improved = await description.inputValue();
  expect(improved.trim() && improved !== rough, `AI Improve changed the description (${improved})`).toBeTruthy();
  await next.click();

  // 2. Choose Your Visual Style: Watercolor.
  await expect(page.getByRole('heading', { name: 'Choose Your Visual Style' }).first()).toBeVisible();
  await page.locator('label[data-art-style="watercolor"]').click();
  await expect(page.getByRole('radio', { name: /^Watercolor/ }), 'Watercolor is chosen').toBeChecked();
  await next.click();

  // 3. Build Your World: characters and locations from the description, with pictures.
  await expect(page.getByRole('heading', { name: 'Build Your World' }).first()).toBeVisible();
  let story = await storyOf(baseUrl, storyId, token);
  expect(story.description, 'the improved description was saved').toBe(improved.trim());
  expect(story.artStyle, `the Watercolor style was saved (${story.artStyle})`).toMatch(/watercolor/i);
  await page.getByRole('button', { name: 'Generate From Your Story' }).click();
  await expect(
    page.getByText(/^Added \d+ characters? and \d+ locations?\.$/).first(),
    'the extraction summary',
  ).toBeVisible();
  story = await storyOf(baseUrl, storyId, token);
  expect(
    story.characters.length > 0 && story.locations.length > 0,
    `characters (${story.characters.length}) and locations (${story.locations.length}) were made`,
  ).toBeTruthy();
  const characters = page.getByRole('region', { name: 'Characters' });
  const locations = page.getByRole('region', { name: 'Locations' });
  for (const entity of story.characters)
    await expect(characters.getByText(entity.name, { exact: true }).first(), `character ${entity.name}`).toBeVisible();
  for (const entity of story.locations)
    await expect(locations.getByText(entity.name, { exact: true }).first(), `location ${entity.name}`).toBeVisible();
  await eventually(
    () => loadedImages(characters),
    (n) => n === story.characters.length,
    'every character has a picture',
    20_000,
  );
  await eventually(
    () => loadedImages(locations),
    (n) => n === story.locations.length,
    'every location has a picture',
    20_000,
  );
  await next.click();

  // 4. Begin Your Adventure: an opening idea, then Create Your Story.
  await expect(page.getByRole('heading', { name: 'Begin Your Adventure' }).first()).toBeVisible();
  await expect(next, 'no Continue on the last step').toHaveCount(0);
  const ideas = page.getByRole('list', { name: 'Pick one to use it as your opening' });
  await ideas.getByRole('button').first().click();
  const opening = page.getByLabel('How does your story begin?');
  await expect(opening, 'the idea fills the opening prompt').toHaveValue(/.{10}/);
  await page.getByRole('button', { name: 'Create Your Story' }).click();
  await expect(
    page.getByRole('dialog', { name: /Creating Your Story|Your story is ready!/ }).first(),
    'the loading screen',
  ).toBeVisible();

  // The story page takes over with the first scene and its pictures.
  await expect(page.locator('#scene-1').first(), 'the first scene').toBeVisible();
  await expect(page.getByLabel('Scene prompt').first(), 'the prompt bar').toBeVisible();
  story = await storyOf(baseUrl, storyId, token);
  const scene = story.scenes[0]!;
  check(story.onboardingCompleted, 'onboarding is recorded as complete');
  expect(
    scene.status === 'completed' && scene.panels.every((panel) => panel.imageUrl),
    'a completed scene with pictures',
  ).toBeTruthy();
  expect(story.title, `the story got a generated title (${story.title})`).not.toBe('My New Story');
  await eventually(
    () => loadedImages(page.locator('#scene-1 [data-panel-grid]')),
    (n) => n === scene.panels.length,
    'the panel pictures are shown',
    15_000,
  );
  await expect(page.getByRole('heading', { level: 1, name: story.title }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Art Style: Watercolor' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Characters (${story.characters.length})` }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Locations (${story.locations.length})` }).first()).toBeVisible();

  // Edit Media, Modify: a refined picture replaces the panel's.
  const firstPicture = scene.panels[0]!.imageUrl!;
  let media = await openEditMedia(page);
  await media.getByRole('tab', { name: 'Modify' }).click();
  await media.getByLabel('How should the selected image change?').fill('Make it night time with stars over the bakery');
  await media.getByRole('button', { name: 'Refine Image' }).click();
  await expect(
    media.getByRole('button', { name: 'Refined image (selected)' }).first(),
    'the refined picture, selected',
  ).toBeVisible();
  await useSelectedMedia(page, media, 'Use This Image');
  const refined = await eventually(
    async () => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!,
    (panel) => Boolean(panel.imageUrl) && panel.imageUrl !== firstPicture,
    'the panel has the refined picture',
  );
  await expect
    .poll(() => panelMedia(page).getAttribute('src'), { message: 'the story page shows the refined picture' })
    .toBe(refined.imageUrl);

  // Animate: a video made from the picture, its job followed on the video-status event stream rather than polled.
  const statusCalls: { url: string; accept: string }[] = [];
  const onStatusCall = (request: Request) => {
    if (/video-status|videoStatus/.test(request.url()))
      statusCalls.push({ url: request.url(), accept: request.headers().accept ?? '' });
  };
  page.on('request', onStatusCall);
  media = await openEditMedia(page);
  await media.getByRole('tab', { name: 'Animate' }).click();
  await media.getByLabel('Describe the motion').fill('The stars twinkle and steam rises from the bread');
  await media.getByRole('button', { name: 'Animate' }).click();
  await expect(media.getByRole('button', { name: 'Video (selected)' }).first(), 'the video, selected').toBeVisible();
  page.off('request', onStatusCall);
  expect(
    statusCalls.length === 1 &&
      /\/api\/ai\/video-status\/[^/?]+$/.test(statusCalls[0]!.url) &&
      statusCalls[0]!.accept.includes('text/event-stream'),
    `one event stream followed the video job, and no status was polled: ${JSON.stringify(statusCalls)}`,
  ).toBeTruthy();
  await useSelectedMedia(page, media, 'Use This Video');
  const animated = await eventually(
    async () => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!,
    (panel) => Boolean(panel.videoUrl),
    'the panel has a video',
  );
  expect(animated.imageUrl, 'the picture stays under the video').toBe(refined.imageUrl);
  await expect
    .poll(() => panelMedia(page).getAttribute('src'), { message: 'the story page shows the video' })
    .toBe(animated.videoUrl);

  // Upload: a PNG from disk replaces the picture (and the video made from the old one).
  const pngPath = join(tmpdir(), `panel-upload-${Date.now()}.png`);
  await writePng(pngPath, [255, 120, 40]);
  media = await openEditMedia(page);
  await media.getByRole('tab', { name: 'Upload' }).click();
  await media.locator('input[type="file"]').setInputFiles(pngPath);
  await expect(page.getByText('Image uploaded!').first()).toBeVisible();
  await expect(
    media.getByRole('button', { name: 'Uploaded image (selected)' }).first(),
    'the upload, selected',
  ).toBeVisible();
  await useSelectedMedia(page, media, 'Use This Image');
  const uploaded = await eventually(
    async () => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!,
    (panel) => Boolean(panel.imageUrl) && panel.imageUrl !== refined.imageUrl && !panel.videoUrl,
    'the panel has the uploaded picture and no video',
  );
  await expect
    .poll(() => panelMedia(page).getAttribute('src'), { message: 'the story page shows the upload' })
    .toBe(uploaded.imageUrl);
  const served = await fetch(new URL(uploaded.imageUrl!, baseUrl));
  check(served.ok && (served.headers.get('content-type') ?? '').startsWith('image/'), 'the uploaded picture is served');

  // Characters: add one by hand (Manual tab), then edit it.
  await page.getByRole('button', { name: `Characters (${story.characters.length})` }).click();
  const list = page.getByRole('dialog', { name: 'Characters' });
  await list.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Character' });
  await expect(
    add.getByRole('tab', { name: 'Generate', selected: true }).first(),
    'the Generate tab first',
  ).toBeVisible();
  await add.getByRole('tab', { name: 'Manual' }).click();
  await add.getByLabel('Name', { exact: true }).fill('Captain Ilse Varga');
  await add.getByLabel('Title (optional)').fill('Night-shift astronaut');
  await add
    .getByLabel('Description', { exact: true })
    .fill('A tired astronaut who visits the moon bakery every night after her shift.');
  await add
    .getByLabel('Image prompt', { exact: true })
    .fill('An astronaut in a scuffed white suit holding a warm loaf of bread');
  await add.getByRole('button', { name: 'Create Character' }).click();
  await expect(page.getByText('Character created!').first()).toBeVisible();
  await add.waitFor({ state: 'detached' });
  const card = list.locator('li', { hasText: 'Captain Ilse Varga' });
  await expect(
    card.getByRole('img', { name: 'Captain Ilse Varga', exact: true }).first(),
    'the new character with its picture',
  ).toBeVisible();
  await card.getByRole('button', { name: 'Edit Captain Ilse Varga' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Character' });
  await expect(edit.getByRole('tab'), 'no tabs when editing').toHaveCount(0);
  await edit.getByLabel('Title (optional)').fill('Commander of the night shift');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Character updated!').first()).toBeVisible();
  await edit.waitFor({ state: 'detached' });
  await expect(card.getByText('Commander of the night shift').first(), 'the edited title in the list').toBeVisible();
  story = await storyOf(baseUrl, storyId, token);
  const ilse = story.characters.find((character) => character.name === 'Captain Ilse Varga');
  check(
    ilse?.title === 'Commander of the night shift' && ilse.primaryImageUrl,
    'the character is saved with its picture',
  );
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
  await expect(
    page.getByRole('button', { name: `Characters (${story.characters.length})` }).first(),
    'the new count in the header',
  ).toBeVisible();

  // Settings: title, a tag, published.
  await page.getByRole('button', { name: 'Settings' }).click();
  let settings = page.getByRole('dialog', { name: 'Story Settings' });
  await settings.getByLabel('Title', { exact: true }).fill('Bread on the Moon');
  await settings.getByLabel('Tags', { exact: true }).fill('Cozy Sci-Fi');
  await settings.getByLabel('Tags', { exact: true }).press('Enter');
  await settings.getByRole('radio', { name: /Published/ }).check();
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Story settings saved!').first()).toBeVisible();
  await settings.waitFor({ state: 'detached' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bread on the Moon' }).first(),
    'the new title',
  ).toBeVisible();
  story = await storyOf(baseUrl, storyId, token);
  expect(
    story.title === 'Bread on the Moon' && story.tags.includes('Cozy Sci-Fi') && story.status === 'published',
    `settings saved (${story.tags.join(', ')}; ${story.status})`,
  ).toBeTruthy();
  await page.getByRole('button', { name: 'Settings' }).click();
  settings = page.getByRole('dialog', { name: 'Story Settings' });
  await expect(
    settings.getByRole('list', { name: 'Current tags' }).getByText('Cozy Sci-Fi').first(),
    'the tag in the settings',
  ).toBeVisible();
  await expect(settings.getByRole('radio', { name: /Published/ }), 'published in the settings').toBeChecked();
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await settings.waitFor({ state: 'detached' });

  // Regenerate the whole scene from Edit Scene.
  const beforeRegeneration = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const editScene = page.getByRole('dialog', { name: 'Edit Scene' });
  await editScene
    .getByLabel('Description', { exact: true })
    .fill('At midnight the astronaut and the robot share warm bread under a sky full of stars');
  await editScene.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Scene regenerated successfully!').first()).toBeVisible();
  await editScene.waitFor({ state: 'detached' });
  const regenerated = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  expect(regenerated._id, 'the same scene was regenerated').toBe(beforeRegeneration._id);
  expect(
    regenerated.panels.every(
      (panel) => panel.imageUrl && !beforeRegeneration.panels.some((old) => old.imageUrl === panel.imageUrl),
    ),
    'every panel has a new picture',
  ).toBeTruthy();
  await expect
    .poll(() => panelMedia(page).getAttribute('src'), { message: 'the story page shows the new picture' })
    .toBe(regenerated.panels[0]!.imageUrl);
});

test('World notice edit opens the new character', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  const storyId = await createStory(baseUrl, author.token, {
    title: 'Neon Nights',
    description: 'A detective story in a robot bar',
  });
  await page.goto(`/story/${storyId}`);
  await page.getByLabel('Scene prompt').fill('A robot bartender serves a glowing drink to a nervous detective');
  await page.getByLabel('Scene prompt').press('Enter');
  const notice = page.getByRole('dialog', { name: 'Your Story World Just Grew!' });
  await expect(notice.first(), 'the new-entities notice').toBeVisible();
  const story = await storyOf(baseUrl, storyId, author.token);
  const character = story.characters[0]!;
  await notice.getByRole('button', { name: `Edit ${character.name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Character' });
  await expect(edit.getByLabel('Name', { exact: true }), 'the editor opens on that character').toHaveValue(
    character.name,
  );
  await edit.getByLabel('Title (optional)').fill('Owner of the robot bar');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Character updated!').first()).toBeVisible();
  await edit.waitFor({ state: 'detached' });
  await expect(
    notice.getByRole('button', { name: 'Got it, thanks!' }).first(),
    'the notice is still there',
  ).toBeVisible();
  const saved = (await storyOf(baseUrl, storyId, author.token)).characters.find((item) => item._id === character._id);
  expect(saved?.title, 'the edit is saved').toBe('Owner of the robot bar');
});
