// The story editor's dialogs, each on a story of its own made through the API: what every modal shares
// (Escape, outside click, busy, focus trap, content kept while closing), the art style dialog, Edit Media's messages and
// auto-regenerate, Story Settings, the character and location cards and dialogs, and the wizard's first two steps.
import type { Page, Route } from 'playwright-core';
import { test, type TestContext } from './fixtures';
import { authorWithStory, trpcMutation, trpcQuery } from './flows';
import { check, eventually, expectEnabled, expectFocused, expectPath, expectVisible } from './harness';

/** Holds a tRPC procedure's requests until `release` is called (the dialog stays busy meanwhile). */
async function holdProcedure(page: Page, procedure: string) {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route: Route) => {
      await gate;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** A click on the dimmed backdrop, away from the dialog. */
const clickOutside = (page: Page) => page.mouse.click(6, 6);

async function openEditMedia(page: Page) {
  await page
    .locator('#scene-1')
    .getByRole('button', { name: /^Edit media/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await dialog.waitFor();
  return dialog;
}

test('Escape and outside click close but not while busy', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId } = await authorWithStory(t);
  await page.goto(`/story/${storyId}`);

  // Escape closes; the form stays on screen while the dialog animates out.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Story Settings' });
  await expectVisible(settings.getByLabel('Title', { exact: true }));
  const duringClose = await page.evaluate(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await new Promise((done) => setTimeout(done, 40));
    const dialog = document.querySelector('[role="dialog"]');
    return {
      closing: Boolean(dialog?.className.includes('animate-pop-out')),
      fields: dialog?.querySelectorAll('input, select, textarea').length ?? 0,
    };
  });
  check(duringClose.closing, 'the dialog is animating out');
  check(duringClose.fields > 0, `the form is still shown during the closing animation (${duringClose.fields} fields)`);
  await settings.waitFor({ state: 'detached' });

  // An outside click closes.
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.waitFor();
  await clickOutside(page);
  await settings.waitFor({ state: 'detached' });

  // Edit Scene while saving: Escape, outside clicks and the close button wait for the answer.
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const editScene = page.getByRole('dialog', { name: 'Edit Scene' });
  await editScene.getByLabel('Title', { exact: true }).fill('Opening day');
  const release = await holdProcedure(page, 'scenes.update');
  await editScene.getByRole('button', { name: 'Save' }).click();
  await eventually(
    () => editScene.getAttribute('aria-busy'),
    (busy) => busy === 'true',
    'the dialog is busy',
  );
  await page.keyboard.press('Escape');
  await clickOutside(page);
  await page.waitForTimeout(300);
  await expectVisible(editScene, 'Edit Scene stays open while saving');
  await expectEnabled(editScene.getByRole('button', { name: 'Close' }), false, 'the close button while saving');
  release();
  await expectVisible(page.getByText('Scene updated!'));
  await editScene.waitFor({ state: 'detached' });
});

test('Focus is trapped inside a dialog', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId } = await authorWithStory(t);
  await page.goto(`/story/${storyId}`);
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await expectFocused(dialog.getByLabel('Title', { exact: true }), 'the first field');
  const save = dialog.getByRole('button', { name: 'Save' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await save.focus();
  await page.keyboard.press('Tab');
  await expectFocused(close, 'Tab from the last control wraps to the first');
  await page.keyboard.press('Shift+Tab');
  await expectFocused(save, 'Shift+Tab from the first control wraps to the last');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(
    page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }),
    'focus returns to the opener',
  );
});

test('Art style dialog custom and preset', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story } = await authorWithStory(t);
  await page.goto(`/story/${storyId}`);

  await page.getByRole('button', { name: /^Art Style:/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Choose Art Style' });
  await dialog.getByRole('switch', { name: 'Use Custom Prompt' }).click();
  const apply = dialog.getByRole('button', { name: 'Apply' });
  const custom = dialog.getByLabel('Describe your art style');
  await expectEnabled(apply, false, 'Apply with an empty custom prompt');
  await custom.fill('   ');
  await expectEnabled(apply, false, 'Apply with a blank custom prompt');
  await custom.fill('Moody ink wash with splashes of neon pink');
  await expectEnabled(apply, true, 'Apply with a custom prompt');
  await apply.click();
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('button', { name: 'Art Style: Custom Style' }), 'the header names a custom style');
  check((await story()).artStyle === 'Moody ink wash with splashes of neon pink', 'the custom prompt is saved');

  // A preset replaces it.
  await page.getByRole('button', { name: 'Art Style: Custom Style' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose Art Style' });
  check(
    (await dialog.getByLabel('Describe your art style').inputValue()) === 'Moody ink wash with splashes of neon pink',
    'the custom prompt is shown again',
  );
  await dialog.locator('label[data-art-style="film-noir"]').click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('button', { name: 'Art Style: Film Noir' }), 'the header names the preset');
  check(/noir/i.test((await story()).artStyle), 'the preset is saved');
});

test('Edit media messages prompt keys regenerate and upload', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, token, story } = await authorWithStory(t);
  const scene = (await story()).scenes[0]!;
  const first = scene.panels.find((panel) => panel.panelNumber === 1)!;
  // Panel 1 shows a video made from its picture, and has lost its picture prompt.
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: scene._id, panelNumber: 1, videoUrl: first.imageUrl, videoPrompt: 'steam rises', imagePrompt: '' },
    token,
  );
  await page.goto(`/story/${storyId}`);
  const media = await openEditMedia(page);
  await expectVisible(media.getByRole('button', { name: 'Current video (selected)' }), 'the video is selected');

  // Modify and Animate need a picture, not a video.
  await media.getByLabel('How should the selected image change?').fill('Make it night time');
  await media.getByRole('button', { name: 'Refine Image' }).click();
  await expectVisible(page.getByText('Please select an image to edit. Videos cannot be edited.'));
  await media.getByRole('tab', { name: 'Animate' }).click();
  await media.getByLabel('Describe the motion').fill('The camera pushes in');
  await media.getByRole('button', { name: 'Animate', exact: true }).click();
  await expectVisible(page.getByText('Please select an image to animate'));

  // Regenerate needs the panel's own picture prompt.
  await media.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expectVisible(page.getByText('No original image prompt available for regeneration'));
  await expectVisible(
    media.getByRole('tab', { name: 'Generate', selected: true }),
    'Regenerate switches to the Generate tab',
  );

  // Shift+Enter breaks the line; Enter sends.
  const prompt = media.getByLabel('Describe a new image');
  await prompt.fill('A lighthouse on the moon');
  await prompt.press('Shift+Enter');
  await prompt.pressSequentially('at dusk');
  check((await prompt.inputValue()) === 'A lighthouse on the moon\nat dusk', 'Shift+Enter adds a new line');
  await prompt.press('Enter');
  await expectVisible(media.getByRole('button', { name: 'New image (selected)' }), 'Enter generated a new image');
  check((await prompt.inputValue()) === '', 'the prompt box is cleared');

  // A wrong file type is refused before upload.
  await media.getByRole('tab', { name: 'Upload' }).click();
  await media
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expectVisible(page.getByText('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.'));
  await media.getByRole('button', { name: 'Cancel' }).click();
  await media.waitFor({ state: 'detached' });

  // With its prompt back, Regenerate draws a new picture.
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: scene._id, panelNumber: 1, imagePrompt: first.imagePrompt || 'A robot baker on the moon' },
    token,
  );
  await page.reload();
  const again = await openEditMedia(page);
  await again.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expectVisible(page.getByText('Image regenerated successfully!'));
  await expectVisible(again.getByRole('button', { name: 'New image (selected)' }), 'the regenerated picture, selected');
});

test('Edit media auto regenerates a panel without picture', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story } = await authorWithStory(t, 'bare');
  check(!(await story()).scenes[0]!.panels[0]!.imageUrl, 'the panel has no picture yet');
  await page.goto(`/story/${storyId}`);
  const media = await openEditMedia(page);
  await expectVisible(media.getByRole('tab', { name: 'Generate', selected: true }), 'opens on the Generate tab');
  await expectVisible(page.getByText('Image regenerated successfully!'), 'the picture is drawn without a click');
  await expectVisible(media.getByRole('button', { name: 'New image (selected)' }), 'the new picture, selected');
  await media.getByRole('button', { name: 'Use This Image' }).click();
  await media.waitFor({ state: 'detached' });
  await eventually(
    async () => (await story()).scenes[0]!.panels.find((panel) => panel.panelNumber === 1)?.imageUrl,
    Boolean,
    'the panel keeps the picture',
  );
});

test('Story settings model and two step delete', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story, token } = await authorWithStory(t);
  await page.goto(`/story/${storyId}`);

  await page.getByRole('button', { name: 'Settings' }).click();
  let settings = page.getByRole('dialog', { name: 'Story Settings' });
  await settings.getByLabel('Image model').selectOption('flux-kontext-max');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expectVisible(page.getByText('Story settings saved!'));
  await settings.waitFor({ state: 'detached' });
  check((await story()).imageGenerationModel === 'flux-kontext-max', 'the image model is saved');

  await page.getByRole('button', { name: 'Settings' }).click();
  settings = page.getByRole('dialog', { name: 'Story Settings' });
  check(
    (await settings.getByLabel('Image model').inputValue()) === 'flux-kontext-max',
    'the settings show the saved model',
  );
  await settings.getByRole('button', { name: 'Delete story' }).click();
  const confirm = settings.getByRole('group', { name: 'Confirm story deletion' });
  await expectVisible(confirm, 'the confirmation step');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  check((await story())._id === storyId, 'Cancel keeps the story');
  await settings.getByRole('button', { name: 'Delete story' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete story' }).click();
  await expectPath(page, '/');
  const gone = await trpcQuery(baseUrl, 'stories.byId', { id: storyId }, token).then(
    () => false,
    () => true,
  );
  check(gone, 'the story is deleted');
  check(
    (await context.cookies()).some((cookie) => cookie.name === 'token'),
    'still signed in',
  );
});

test('Entity cards two step delete and used character', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story, token } = await authorWithStory(t);
  const used = (await story()).characters[0];
  check(used, 'the generated scene brought a character');
  const { data: spare } = await trpcMutation<{ data: { _id: string } }>(
    baseUrl,
    'characters.create',
    {
      storyId,
      name: 'Spare Baker',
      description: 'A baker nobody has drawn into a scene yet.',
      imagePrompt: 'A baker in a white apron on the moon',
    },
    token,
  );
  await page.goto(`/story/${storyId}`);
  await page.getByRole('button', { name: /^Characters \(/ }).click();
  const list = page.getByRole('dialog', { name: 'Characters' });

  // Two steps: Delete asks, Cancel keeps.
  const spareCard = list.locator(`li[data-entity="${spare._id}"]`);
  await spareCard.getByRole('button', { name: 'Delete Spare Baker' }).click();
  const confirm = spareCard.getByRole('group', { name: 'Confirm deleting Spare Baker' });
  await expectVisible(confirm, 'the confirmation step');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await spareCard.getByRole('button', { name: 'Delete Spare Baker' }).click();
  // While the delete runs the list cannot be closed.
  const release = await holdProcedure(page, 'characters.delete');
  await confirm.getByRole('button', { name: 'Confirm delete' }).click();
  await eventually(
    () => list.getAttribute('aria-busy'),
    (busy) => busy === 'true',
    'the list is busy',
  );
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  await expectVisible(list, 'the list stays open while deleting');
  release();
  await expectVisible(page.getByText('Character Spare Baker deleted'));
  await spareCard.waitFor({ state: 'detached' });

  // A character a scene shows cannot go, and the card says why before any confirm step.
  const usedCard = list.locator(`li[data-entity="${used._id}"]`);
  await usedCard.getByRole('button', { name: `Delete ${used.name}` }).click();
  await expectVisible(usedCard.getByText(`${used.name} appears in scene 1 and cannot be deleted`), 'the reason');
  check((await usedCard.getByRole('button', { name: 'Confirm delete' }).count()) === 0, 'no confirm step');
  check(
    (await story()).characters.some((character) => character._id === used._id),
    'the used character is kept',
  );
});

test('Add location through generate tab', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story } = await authorWithStory(t);
  const before = (await story()).locations.length;
  await page.goto(`/story/${storyId}`);
  await page.getByRole('button', { name: /^Locations \(/ }).click();
  const list = page.getByRole('dialog', { name: 'Locations' });
  await list.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Location' });
  await add.getByRole('button', { name: 'Generate Location' }).click();
  await expectVisible(add.getByText('Please enter a location description'));
  await add
    .getByLabel('Describe your location')
    .fill('A crooked lighthouse on a stormy cliff, its lamp flickering green');
  await add.getByRole('button', { name: 'Generate Location' }).click();
  await expectVisible(add.getByRole('tab', { name: 'Manual', selected: true }), 'the drafted form on the Manual tab');
  const name = await add.getByLabel('Name', { exact: true }).inputValue();
  check(
    name.trim() && (await add.getByLabel('Image prompt', { exact: true }).inputValue()).length >= 10,
    `the form is filled (${name})`,
  );
  // The picture is drawn right away, before Save.
  await expectVisible(add.getByRole('img', { name, exact: true }), 'the drafted picture');
  await add.getByRole('button', { name: 'Create Location' }).click();
  await expectVisible(page.getByText('Location created!'));
  await add.waitFor({ state: 'detached' });
  const saved = await eventually(
    async () => (await story()).locations,
    (locations) =>
      locations.length === before + 1 &&
      locations.some((location) => location.name === name && location.primaryImageUrl),
    'the location is saved with its picture',
  );
  const location = saved.find((item) => item.name === name)!;
  await expectVisible(
    list.locator(`li[data-entity="${location._id}"]`).getByRole('img', { name, exact: true }),
    'the card shows the picture',
  );
});

test('Recent entity shows generating placeholder until its picture', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, token } = await authorWithStory(t);
  const { data: lighthouse } = await trpcMutation<{ data: { _id: string } }>(
    baseUrl,
    'locations.create',
    {
      storyId,
      name: 'Green Lighthouse',
      description: 'A crooked lighthouse on a stormy cliff.',
      imagePrompt: 'A crooked lighthouse with a green lamp in a storm',
    },
    token,
  );
  await page.goto(`/story/${storyId}`);
  await page.getByRole('button', { name: /^Locations \(/ }).click();
  const list = page.getByRole('dialog', { name: 'Locations' });
  await list.getByRole('button', { name: 'Edit Green Lighthouse' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Location' });
  await expectVisible(
    edit.getByRole('img', { name: 'Generating image of Green Lighthouse' }),
    'the placeholder in the dialog',
  );
  await trpcMutation(baseUrl, 'ai.generateLocationImage', { locationId: lighthouse._id }, token);
  await expectVisible(
    edit.getByRole('img', { name: 'Green Lighthouse', exact: true }),
    'the picture replaces the placeholder',
  );
});

test('Wizard seeds description and custom style', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId } = await authorWithStory(t, 'wizard');
  await page.goto(`/story/${storyId}`);
  await expectVisible(page.getByRole('heading', { name: 'Launch Your Story' }));
  const description = page.getByLabel('What is your story about?');
  const next = page.getByRole('button', { name: 'Continue →' });

  // An empty description cannot continue.
  await description.fill('');
  await next.click();
  await expectVisible(page.getByText('Please provide a story description'));
  await expectVisible(page.getByRole('heading', { name: 'Launch Your Story' }), 'still on step 1');

  // Story Seeds: collapsed, opened with five ideas, refreshed, and one picked.
  const seedsToggle = page.getByRole('button', { name: /^Story Seeds/ });
  check((await seedsToggle.getAttribute('aria-expanded')) === 'false', 'the seeds start collapsed');
  await seedsToggle.click();
  check((await seedsToggle.getAttribute('aria-expanded')) === 'true', 'the seeds open');
  const seeds = page.getByRole('list', { name: 'Pick a seed to use it as your description' });
  await eventually(
    () => seeds.getByRole('button').count(),
    (count) => count === 5,
    'five seeds',
  );
  const refreshed = page.waitForRequest(
    (request) => request.url().includes('ai.sceneSuggestions') && request.postData()?.includes('storySeeds') === true,
  );
  await page.getByRole('button', { name: 'New ideas' }).click();
  await refreshed;
  await eventually(
    () => seeds.getByRole('button').count(),
    (count) => count === 5,
    'five seeds after refreshing',
  );
  const picked = (await seeds.getByRole('button').first().locator('span').last().innerText()).trim();
  await seeds.getByRole('button').first().click();
  check((await description.inputValue()).trim() === picked.slice(0, 1000), 'the seed becomes the description');
  await seedsToggle.click();
  check((await seedsToggle.getAttribute('aria-expanded')) === 'false', 'the seeds close');
  await next.click();

  // A blank custom style cannot continue.
  await expectVisible(page.getByRole('heading', { name: 'Choose Your Visual Style' }));
  await expectEnabled(next, true, 'Continue with a preset');
  await page.getByRole('switch', { name: 'Custom Style' }).click();
  await expectEnabled(next, false, 'Continue with an empty custom style');
  await page.getByLabel('Describe your own style').fill('   ');
  await expectEnabled(next, false, 'Continue with a blank custom style');
  await page.getByLabel('Describe your own style').fill('Soft pastel crayons on rough paper');
  await expectEnabled(next, true, 'Continue with a custom style');
  await next.click();
  await expectVisible(page.getByRole('heading', { name: 'Build Your World' }));
});

test('Wizard hands over to fresh highlighted suggestions', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story } = await authorWithStory(t, 'wizard');
  await page.goto(`/story/${storyId}`);
  const next = page.getByRole('button', { name: 'Continue →' });
  await expectVisible(page.getByRole('heading', { name: 'Launch Your Story' }));
  await next.click();
  await expectVisible(page.getByRole('heading', { name: 'Choose Your Visual Style' }));
  await next.click();
  await expectVisible(page.getByRole('heading', { name: 'Build Your World' }));
  await next.click();
  await expectVisible(page.getByRole('heading', { name: 'Begin Your Adventure' }));
  await page
    .getByLabel('How does your story begin?')
    .fill('The robot baker opens the shop at dawn and the astronaut walks in');
  // The story page asks for continuation ideas as soon as it takes over.
  const continuation = page.waitForRequest(
    (request) => request.url().includes('ai.sceneSuggestions') && request.postData()?.includes('continuation') === true,
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Create Your Story' }).click();
  await expectVisible(page.locator('#scene-1'), 'the first scene');
  await continuation;
  const block = page.getByRole('region', { name: 'What happens next?' });
  await expectVisible(block, 'the suggestion block for the next scene');
  check((await block.getAttribute('data-fresh')) === 'true', 'the suggestions are highlighted after onboarding');
  await expectVisible(block.getByText(/^Your story has begun!/), 'the hand-over note');
  await eventually(
    () => block.getByRole('button').count(),
    (count) => count >= 1 + 4,
    'four fresh ideas (and New ideas)',
    15_000,
  );
  // Nothing is sent without the author: still one scene.
  await page.waitForTimeout(500);
  check((await story()).scenes.length === 1, 'no scene is generated by itself');
  // A later visit shows the ordinary block.
  await page.reload();
  await expectVisible(block, 'the suggestion block after reload');
  check((await block.getAttribute('data-fresh')) === null, 'not highlighted on a later visit');
});
