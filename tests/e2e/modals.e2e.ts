// The story editor's dialogs, each on a story of its own made through the API: what every modal shares
// (Escape, outside click, busy, focus trap, content kept while closing), the art style dialog, Edit Media's messages and
// auto-regenerate, Story Settings, the character and location cards and dialogs, and the wizard's first two steps.
import type { Page } from 'playwright-core';
import { expect, type TestContext, test } from './fixtures';
import { afterTwoFrames, authorWithStory, holdProcedure, trpcMutation, trpcQuery } from './flows';
import { check, eventually, expectPath } from './harness';

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
  await expect(settings.getByLabel('Title', { exact: true }).first()).toBeVisible();
  const duringClose = await page.evaluate(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    // Looked at on each frame until the close is rendered (the dialog starts its pop-out, well over a frame long) or the
    // dialog is gone: an update from a listener outside React may be drawn a frame or two later.
    const dialog = await new Promise<Element | null>((done) => {
      const look = () => {
        const open = document.querySelector('[role="dialog"]');
        if (!open || open.className.includes('animate-pop-out')) done(open);
        else requestAnimationFrame(look);
      };
      look();
    });
    return {
      closing: Boolean(dialog?.className.includes('animate-pop-out')),
      fields: dialog?.querySelectorAll('input, select, textarea').length ?? 0,
    };
  });
  check(duringClose.closing, 'the dialog is animating out');
  expect(
    duringClose.fields,
    `the form is still shown during the closing animation (${duringClose.fields} fields)`,
  ).toBeGreaterThan(0);
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
  await expect(editScene, 'the dialog is busy').toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Escape');
  await clickOutside(page);
  await afterTwoFrames(page);
  await expect(editScene.first(), 'Edit Scene stays open while saving').toBeVisible();
  await expect(editScene.getByRole('button', { name: 'Close' }), 'the close button while saving').toBeDisabled();
  release();
  await expect(page.getByText('Scene updated!').first()).toBeVisible();
  await editScene.waitFor({ state: 'detached' });
});

test('Focus is trapped inside a dialog', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId } = await authorWithStory(t);
  await page.goto(`/story/${storyId}`);
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await expect(dialog.getByLabel('Title', { exact: true }), 'the first field').toBeFocused();
  const save = dialog.getByRole('button', { name: 'Save' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await save.focus();
  await page.keyboard.press('Tab');
  await expect(close, 'Tab from the last control wraps to the first').toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(save, 'Shift+Tab from the first control wraps to the last').toBeFocused();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(
    page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }),
    'focus returns to the opener',
  ).toBeFocused();
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
  await expect(apply, 'Apply with an empty custom prompt').toBeDisabled();
  await custom.fill('   ');
  await expect(apply, 'Apply with a blank custom prompt').toBeDisabled();
  await custom.fill('Moody ink wash with splashes of neon pink');
  await expect(apply, 'Apply with a custom prompt').toBeEnabled();
  await apply.click();
  await dialog.waitFor({ state: 'detached' });
  await expect(
    page.getByRole('button', { name: 'Art Style: Custom Style' }).first(),
    'the header names a custom style',
  ).toBeVisible();
  expect((await story()).artStyle, 'the custom prompt is saved').toBe('Moody ink wash with splashes of neon pink');

  // A preset replaces it.
  await page.getByRole('button', { name: 'Art Style: Custom Style' }).click();
  dialog = page.getByRole('dialog', { name: 'Choose Art Style' });
  await expect(dialog.getByLabel('Describe your art style'), 'the custom prompt is shown again').toHaveValue(
    'Moody ink wash with splashes of neon pink',
  );
  await dialog.locator('label[data-art-style="film-noir"]').click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect(
    page.getByRole('button', { name: 'Art Style: Film Noir' }).first(),
    'the header names the preset',
  ).toBeVisible();
  expect((await story()).artStyle, 'the preset is saved').toMatch(/noir/i);
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
  await expect(
    media.getByRole('button', { name: 'Current video (selected)' }).first(),
    'the video is selected',
  ).toBeVisible();

  // Modify and Animate need a picture, not a video.
  await media.getByLabel('How should the selected image change?').fill('Make it night time');
  await media.getByRole('button', { name: 'Refine Image' }).click();
  await expect(page.getByText('Please select an image to edit. Videos cannot be edited.').first()).toBeVisible();
  await media.getByRole('tab', { name: 'Animate' }).click();
  await media.getByLabel('Describe the motion').fill('The camera pushes in');
  await media.getByRole('button', { name: 'Animate', exact: true }).click();
  await expect(page.getByText('Please select an image to animate').first()).toBeVisible();

  // Regenerate needs the panel's own picture prompt.
  await media.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(page.getByText('No original image prompt available for regeneration').first()).toBeVisible();
  await expect(
    media.getByRole('tab', { name: 'Generate', selected: true }).first(),
    'Regenerate switches to the Generate tab',
  ).toBeVisible();

  // Shift+Enter breaks the line; Enter sends.
  const prompt = media.getByLabel('Describe a new image');
  await prompt.fill('A lighthouse on the moon');
  await prompt.press('Shift+Enter');
  await prompt.pressSequentially('at dusk');
  await expect(prompt, 'Shift+Enter adds a new line').toHaveValue('A lighthouse on the moon\nat dusk');
  await prompt.press('Enter');
  await expect(
    media.getByRole('button', { name: 'New image (selected)' }).first(),
    'Enter generated a new image',
  ).toBeVisible();
  await expect(prompt, 'the prompt box is cleared').toHaveValue('');

  // A wrong file type is refused before upload.
  await media.getByRole('tab', { name: 'Upload' }).click();
  await media
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(
    page.getByText('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.').first(),
  ).toBeVisible();
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
  await expect(page.getByText('Image regenerated successfully!').first()).toBeVisible();
  await expect(
    again.getByRole('button', { name: 'New image (selected)' }).first(),
    'the regenerated picture, selected',
  ).toBeVisible();
});

test('Edit media auto regenerates a panel without picture', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story } = await authorWithStory(t, 'bare');
  check(!(await story()).scenes[0]!.panels[0]!.imageUrl, 'the panel has no picture yet');
  await page.goto(`/story/${storyId}`);
  const media = await openEditMedia(page);
  await expect(
    media.getByRole('tab', { name: 'Generate', selected: true }).first(),
    'opens on the Generate tab',
  ).toBeVisible();
  await expect(
    page.getByText('Image regenerated successfully!').first(),
    'the picture is drawn without a click',
  ).toBeVisible();
  await expect(
    media.getByRole('button', { name: 'New image (selected)' }).first(),
    'the new picture, selected',
  ).toBeVisible();
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
  await expect(page.getByText('Story settings saved!').first()).toBeVisible();
  await settings.waitFor({ state: 'detached' });
  expect((await story()).imageGenerationModel, 'the image model is saved').toBe('flux-kontext-max');

  await page.getByRole('button', { name: 'Settings' }).click();
  settings = page.getByRole('dialog', { name: 'Story Settings' });
  await expect(settings.getByLabel('Image model'), 'the settings show the saved model').toHaveValue('flux-kontext-max');
  await settings.getByRole('button', { name: 'Delete story' }).click();
  const confirm = settings.getByRole('group', { name: 'Confirm story deletion' });
  await expect(confirm.first(), 'the confirmation step').toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect((await story())._id, 'Cancel keeps the story').toBe(storyId);
  await settings.getByRole('button', { name: 'Delete story' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete story' }).click();
  await expectPath(page, '/');
  const gone = await trpcQuery(baseUrl, 'stories.byId', { id: storyId }, token).then(
    () => false,
    () => true,
  );
  check(gone, 'the story is deleted');
  expect(
    (await context.cookies()).some((cookie) => cookie.name === 'token'),
    'still signed in',
  ).toBeTruthy();
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
  await expect(confirm.first(), 'the confirmation step').toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await spareCard.getByRole('button', { name: 'Delete Spare Baker' }).click();
  // While the delete runs the list cannot be closed.
  const release = await holdProcedure(page, 'characters.delete');
  await confirm.getByRole('button', { name: 'Confirm delete' }).click();
  await expect(list, 'the list is busy').toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Escape');
  await afterTwoFrames(page);
  await expect(list.first(), 'the list stays open while deleting').toBeVisible();
  release();
  await expect(page.getByText('Character Spare Baker deleted').first()).toBeVisible();
  await spareCard.waitFor({ state: 'detached' });

  // A character a scene shows cannot go, and the card says why before any confirm step.
  const usedCard = list.locator(`li[data-entity="${used._id}"]`);
  await usedCard.getByRole('button', { name: `Delete ${used.name}` }).click();
  await expect(
    usedCard.getByText(`${used.name} appears in scene 1 and cannot be deleted`).first(),
    'the reason',
  ).toBeVisible();
  await expect(usedCard.getByRole('button', { name: 'Confirm delete' }), 'no confirm step').toHaveCount(0);
  expect(
    (await story()).characters.some((character) => character._id === used._id),
    'the used character is kept',
  ).toBeTruthy();
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
  await expect(add.getByText('Please enter a location description').first()).toBeVisible();
  await add
    .getByLabel('Describe your location')
    .fill('A crooked lighthouse on a stormy cliff, its lamp flickering green');
  await add.getByRole('button', { name: 'Generate Location' }).click();
  await expect(
    add.getByRole('tab', { name: 'Manual', selected: true }).first(),
    'the drafted form on the Manual tab',
  ).toBeVisible();
  const name = await add.getByLabel('Name', { exact: true }).inputValue();
  expect(name.trim(), 'the drafted form has a name').not.toBe('');
  await expect(add.getByLabel('Image prompt', { exact: true }), `the form is filled (${name})`).toHaveValue(/.{10}/);
  // The picture is drawn right away, before Save.
  await expect(add.getByRole('img', { name, exact: true }).first(), 'the drafted picture').toBeVisible();
  await add.getByRole('button', { name: 'Create Location' }).click();
  await expect(page.getByText('Location created!').first()).toBeVisible();
  await add.waitFor({ state: 'detached' });
  const saved = await eventually(
    async () => (await story()).locations,
    (locations) =>
      locations.length === before + 1 &&
      locations.some((location) => location.name === name && location.primaryImageUrl),
    'the location is saved with its picture',
  );
  const location = saved.find((item) => item.name === name)!;
  await expect(
    list.locator(`li[data-entity="${location._id}"]`).getByRole('img', { name, exact: true }).first(),
    'the card shows the picture',
  ).toBeVisible();
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
  await expect(
    edit.getByRole('img', { name: 'Generating image of Green Lighthouse' }).first(),
    'the placeholder in the dialog',
  ).toBeVisible();
  await trpcMutation(baseUrl, 'ai.generateLocationImage', { locationId: lighthouse._id }, token);
  await expect(
    edit.getByRole('img', { name: 'Green Lighthouse', exact: true }).first(),
    'the picture replaces the placeholder',
  ).toBeVisible();
});

test('Wizard seeds description and custom style', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId } = await authorWithStory(t, 'wizard');
  await page.goto(`/story/${storyId}`);
  await expect(page.getByRole('heading', { name: 'Launch Your Story' }).first()).toBeVisible();
  const description = page.getByLabel('What is your story about?');
  const next = page.getByRole('button', { name: 'Continue →' });

  // An empty description cannot continue.
  await description.fill('');
  await next.click();
  await expect(page.getByText('Please provide a story description').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Launch Your Story' }).first(), 'still on step 1').toBeVisible();

  // Story Seeds: collapsed, opened with five ideas, refreshed, and one picked.
  const seedsToggle = page.getByRole('button', { name: /^Story Seeds/ });
  await expect(seedsToggle, 'the seeds start collapsed').toHaveAttribute('aria-expanded', 'false');
  await seedsToggle.click();
  await expect(seedsToggle, 'the seeds open').toHaveAttribute('aria-expanded', 'true');
  const seeds = page.getByRole('list', { name: 'Pick a seed to use it as your description' });
  await expect(seeds.getByRole('button'), 'five seeds').toHaveCount(5);
  const refreshed = page.waitForRequest(
    (request) => request.url().includes('ai.sceneSuggestions') && request.postData()?.includes('storySeeds') === true,
  );
  await page.getByRole('button', { name: 'New ideas' }).click();
  await refreshed;
  await expect(seeds.getByRole('button'), 'five seeds after refreshing').toHaveCount(5);
  const picked = (await seeds.getByRole('button').first().locator('span').last().innerText()).trim();
  await seeds.getByRole('button').first().click();
  await expect
    .poll(async () => (await description.inputValue()).trim(), { message: 'the seed becomes the description' })
    .toBe(picked.slice(0, 1000));
  await seedsToggle.click();
  await expect(seedsToggle, 'the seeds close').toHaveAttribute('aria-expanded', 'false');
  await next.click();

  // A blank custom style cannot continue.
  await expect(page.getByRole('heading', { name: 'Choose Your Visual Style' }).first()).toBeVisible();
  await expect(next, 'Continue with a preset').toBeEnabled();
  await page.getByRole('switch', { name: 'Custom Style' }).click();
  await expect(next, 'Continue with an empty custom style').toBeDisabled();
  await page.getByLabel('Describe your own style').fill('   ');
  await expect(next, 'Continue with a blank custom style').toBeDisabled();
  await page.getByLabel('Describe your own style').fill('Soft pastel crayons on rough paper');
  await expect(next, 'Continue with a custom style').toBeEnabled();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Build Your World' }).first()).toBeVisible();
});

test('Wizard hands over to fresh highlighted suggestions', async ({ page, context, baseUrl, seed }) => {
  const t: TestContext = { page, context, baseUrl, seed };
  const { storyId, story } = await authorWithStory(t, 'wizard');
  await page.goto(`/story/${storyId}`);
  const next = page.getByRole('button', { name: 'Continue →' });
  await expect(page.getByRole('heading', { name: 'Launch Your Story' }).first()).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Choose Your Visual Style' }).first()).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Build Your World' }).first()).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Begin Your Adventure' }).first()).toBeVisible();
  await page
    .getByLabel('How does your story begin?')
    .fill('The robot baker opens the shop at dawn and the astronaut walks in');
  // The story page asks for continuation ideas as soon as it takes over.
  const continuation = page.waitForRequest(
    (request) => request.url().includes('ai.sceneSuggestions') && request.postData()?.includes('continuation') === true,
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Create Your Story' }).click();
  await expect(page.locator('#scene-1').first(), 'the first scene').toBeVisible();
  await continuation;
  const block = page.getByRole('region', { name: 'What happens next?' });
  await expect(block.first(), 'the suggestion block for the next scene').toBeVisible();
  await expect(block, 'the suggestions are highlighted after onboarding').toHaveAttribute('data-fresh', 'true');
  await expect(block.getByText(/^Your story has begun!/).first(), 'the hand-over note').toBeVisible();
  await expect
    .poll(() => block.getByRole('button').count(), { message: 'four fresh ideas (and New ideas)', timeout: 15_000 })
    .toBeGreaterThanOrEqual(1 + 4);
  // Nothing is sent without the author: still one scene once the ideas are drawn.
  await afterTwoFrames(page);
  expect((await story()).scenes.length, 'no scene is generated by itself').toBe(1);
  // A later visit shows the ordinary block.
  await page.reload();
  await expect(block.first(), 'the suggestion block after reload').toBeVisible();
  await expect(block, 'not highlighted on a later visit').not.toHaveAttribute('data-fresh');
});
