// The story editor as an author uses it: generate a scene with the offline AI, place and edit a bubble on the Konva
// canvas, find it again after a reload and in the reader, download the scene; plus the story page's dialogs and errors.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './fixtures';
import type { StoryDetail } from '../../src/lib/story-types';
import {
  afterTwoFrames,
  dismissWorldNotice,
  holdProcedure,
  jpegSize,
  openStoryAsSeedOwner,
  restOnPageClock,
  trpcMutation,
  trpcQuery,
} from './flows';
import { AssertionError, check, eventually, expectPath, registerViaApi, signInWithToken } from './harness';

type Story = { data: StoryDetail };

async function storyOf(baseUrl: string, id: string, token?: string) {
  return (await trpcQuery<Story>(baseUrl, 'stories.byId', { id }, token)).data;
}

/** The panel's picture box (inside its border) on screen, scrolled to the middle of the window (clear of the prompt bar). */
async function panelBox(page: Page, sceneNumber: number, panelNumber: number) {
  const inner = page.locator(`#scene-${sceneNumber} [data-panel-number="${panelNumber}"] [data-panel-inner]`);
  await inner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await inner.boundingBox();
  if (!box) throw new AssertionError(`panel ${panelNumber} of scene ${sceneNumber} is not on screen`);
  return box;
}

/**
 * Waits until the lazily loaded Konva stage has drawn over every panel of the scene, with its bubbles laid out: a stage
 * places its bubbles only once their fonts are in (a press before that finds no bubble), and it starts loading them as
 * it is first drawn, so the page's font set is loading them by then.
 */
async function waitForStages(page: Page, sceneNumber: number, panels: number) {
  await expect(
    page.locator(`#scene-${sceneNumber} [data-bubble-stage] .konvajs-content`),
    'the Konva stages are drawn',
  ).toHaveCount(panels, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  await afterTwoFrames(page);
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;

test('Author generates a scene and edits a bubble', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);

  // A new story from the home page.
  await page.goto('/');
  await page.getByRole('button', { name: 'New Story' }).click();
  await page.waitForURL(/\/story\/[^/]+$/);
  const storyId = new URL(page.url()).pathname.split('/')[2]!;
  // A new story opens the onboarding wizard (walked in wizard.e2e.ts); this author skips it for the prompt bar.
  await expect(page.getByRole('heading', { name: 'Launch Your Story' }).first(), 'the onboarding wizard').toBeVisible();
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { onboardingCompleted: true } }, author.token);
  await page.reload();
  await expect(page.getByText('Your first scene awaits!').first()).toBeVisible();

  // An empty prompt is refused; a real one generates a 3-panel scene (held until its busy label has been seen).
  const prompt = page.getByLabel('Scene prompt');
  await prompt.press('Enter');
  await expect(page.getByText('Please enter a scene prompt').first()).toBeVisible();
  await page.getByLabel('Panels', { exact: true }).selectOption('3');
  const releaseScene = await holdProcedure(page, 'ai.generateScene');
  await prompt.fill('A robot bartender slides a glowing drink to a nervous detective in a neon bar');
  await prompt.press('Enter');
  await expect(page.getByRole('button', { name: /Generating scene/ }).first(), 'the busy label').toBeVisible();
  releaseScene();
  // Three offline pictures: seconds on a busy two-core machine.
  await expect(page.locator('#scene-1').first(), 'the new scene').toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page
          .locator('#scene-1 [data-panel] img')
          .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
      { message: 'three panels with loaded pictures', timeout: 30_000 },
    )
    .toBe(3);
  await dismissWorldNotice(page);
  await expect(prompt, 'the prompt is cleared after the scene is made').toHaveValue('');
  await expect(page.getByLabel('Panels', { exact: true }), 'the panel count stays').toHaveValue('3');
  let story = await storyOf(baseUrl, storyId, author.token);
  expect(
    story.scenes.length === 1 && story.scenes[0]!.panels.length === 3,
    'one scene of 3 panels was saved',
  ).toBeTruthy();
  expect(story.scenes[0]!.status, `the offline scene is complete (${story.scenes[0]!.status})`).toBe('completed');
  await expect(page.getByRole('link', { name: 'Read Story' }).first()).toBeVisible();
  await waitForStages(page, 1, 3);

  // Add a speech bubble to the first panel.
  const existingIds = new Set(story.scenes[0]!.panels[0]!.textBubbles.map((bubble) => bubble.id));
  await page.getByRole('button', { name: /^Add speech bubble/ }).click();
  const create = page.getByRole('dialog', { name: 'Create New Text Bubble' });
  await create.getByLabel('Text', { exact: true }).fill('Hello there!');
  await create.getByRole('button', { name: 'Add Bubble' }).click();
  await create.waitFor({ state: 'detached' });
  const added = await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, author.token)).scenes[0]!.panels[0]!.textBubbles.find(
        (bubble) => !existingIds.has(bubble.id),
      ),
    (bubble) => bubble?.text === 'Hello there!',
    'the new bubble is saved',
  );
  expect(added!.id, `bubble id ${added!.id}`).toMatch(/^bubble-\d+-[a-z0-9]+$/);
  expect(added!.type, 'a speech bubble').toBe('speech');

  // Drag it with the mouse.
  let box = await panelBox(page, 1, 1);
  const from = { x: box.x + added!.position.x * box.width, y: box.y + added!.position.y * box.height };
  const by = { x: box.width * 0.2, y: box.height * 0.25 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 5 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 5 });
  await page.mouse.up();
  const target = { x: added!.position.x + by.x / box.width, y: added!.position.y + by.y / box.height };
  const moved = await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, author.token)).scenes[0]!.panels[0]!.textBubbles.find(
        (bubble) => bubble.id === added!.id,
      )!,
    (bubble) => near(bubble.position.x, target.x, 0.01) && near(bubble.position.y, target.y, 0.01),
    `the bubble moved to (${target.x.toFixed(3)}, ${target.y.toFixed(3)})`,
  );

  // Undo puts it back, redo moves it again.
  await page.keyboard.press('Control+z');
  await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, author.token)).scenes[0]!.panels[0]!.textBubbles.find(
        (bubble) => bubble.id === added!.id,
      )!.position,
    (position) => near(position.x, added!.position.x, 0.001) && near(position.y, added!.position.y, 0.001),
    'undo restores the position',
  );
  await page.keyboard.press('Control+Shift+z');
  await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, author.token)).scenes[0]!.panels[0]!.textBubbles.find(
        (bubble) => bubble.id === added!.id,
      )!.position,
    (position) => near(position.x, moved.position.x, 0.001) && near(position.y, moved.position.y, 0.001),
    'redo moves it again',
  );

  // Double-click opens the editor: new text, font and shape.
  const at = { x: box.x + moved.position.x * box.width, y: box.y + moved.position.y * box.height };
  await page.mouse.dblclick(at.x, at.y);
  const edit = page.getByRole('dialog', { name: 'Edit Text Bubble' });
  await expect(edit.first()).toBeVisible();
  await expect(edit.getByLabel('Text', { exact: true }), 'the editor shows the text').toHaveValue('Hello there!');
  await edit.getByLabel('Text', { exact: true }).fill('Back again!');
  await edit.getByText('Advanced', { exact: true }).click();
  await edit.getByLabel('Font', { exact: true }).selectOption('Creepster');
  await edit.getByLabel('Shape', { exact: true }).selectOption('oval');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'detached' });
  const edited = await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, author.token)).scenes[0]!.panels[0]!.textBubbles.find(
        (bubble) => bubble.id === added!.id,
      )!,
    (bubble) =>
      bubble.text === 'Back again!' && bubble.style.fontFamily === 'Creepster' && bubble.style.bubbleShape === 'oval',
    'text, font and shape are saved',
  );
  expect(near(edited.position.x, moved.position.x, 0.0001), 'editing keeps the place').toBeTruthy();

  // After a reload the bubble is where it was: double-clicking that spot opens it.
  await page.reload();
  await waitForStages(page, 1, 3);
  box = await panelBox(page, 1, 1);
  await page.mouse.dblclick(box.x + edited.position.x * box.width, box.y + edited.position.y * box.height);
  await expect(edit.first()).toBeVisible();
  await expect(edit.getByLabel('Text', { exact: true }), 'the reloaded bubble opens with its text').toHaveValue(
    'Back again!',
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await edit.waitFor({ state: 'detached' });

  // The reader draws it in the same place.
  await page.getByRole('link', { name: 'Read Story' }).click();
  await expectPath(page, `/story/${storyId}/read`);
  const drawn = page.locator(`#scene-1 [data-bubble-id="${added!.id}"]`);
  await expect(drawn.getByText('Back again!', { exact: true }).first(), 'the bubble in the reader').toBeVisible();
  const readerBox = await panelBox(page, 1, 1);
  // The reader's canvas paints with the editor's painter; it records the boxes it painted.
  const layer = page.locator('#scene-1 [data-panel-number="1"] canvas[data-painted]');
  const painted = await eventually(
    async () =>
      JSON.parse((await layer.getAttribute('data-painted')) || '[]') as {
        id: string;
        x: number;
        y: number;
        width: number;
        height: number;
      }[],
    (boxes) => boxes.some((box) => box.id === added!.id),
    'the reader painted the bubble',
  );
  const body = painted.find((box) => box.id === added!.id)!;
  const centre = { x: edited.position.x * readerBox.width, y: edited.position.y * readerBox.height };
  expect(
    near(body.x + body.width / 2, centre.x, 3),
    `the bubble is centred on its x (${body.x + body.width / 2} vs ${centre.x})`,
  ).toBeTruthy();
  expect(
    near(body.y + body.height / 2, centre.y, 0.04 * readerBox.width),
    `the bubble is centred on its y (${body.y + body.height / 2} vs ${centre.y})`,
  ).toBeTruthy();
  // And the canvas really has the bubble there (its fill), and nothing far from every bubble.
  const alphaAt = (fx: number, fy: number) =>
    layer.evaluate(
      (canvas: HTMLCanvasElement, [x, y]) =>
        canvas.getContext('2d')!.getImageData(Math.floor(x! * canvas.width), Math.floor(y! * canvas.height), 1, 1)
          .data[3],
      [fx, fy],
    );
  expect(
    await alphaAt(centre.x / readerBox.width, centre.y / readerBox.height),
    'the bubble is painted at its place',
  ).toBe(255);
  const far = { x: centre.x < readerBox.width / 2 ? 0.97 : 0.03, y: centre.y < readerBox.height / 2 ? 0.97 : 0.03 };
  const covered = painted.some(
    (box) =>
      far.x * readerBox.width >= box.x - 20 &&
      far.x * readerBox.width <= box.x + box.width + 20 &&
      far.y * readerBox.height >= box.y - 20 &&
      far.y * readerBox.height <= box.y + box.height + 20,
  );
  if (!covered) expect(await alphaAt(far.x, far.y), 'nothing is painted far from the bubbles').toBe(0);

  // Download: one JPEG of the panels at twice their drawn size.
  const grid = (await page.locator('#scene-1 [data-panel-grid]').boundingBox())!;
  const frames = await page.locator('#scene-1 [data-panel]').evaluateAll((items) => {
    const rects = items.map((item) => item.getBoundingClientRect());
    return {
      width: Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left)),
      height: Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top)),
    };
  });
  expect(frames.width, 'the panels sit in the grid').toBeLessThanOrEqual(grid.width + 1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download scene 1 as an image' }).click(),
  ]);
  expect(download.suggestedFilename(), `file name ${download.suggestedFilename()}`).toMatch(
    /^my-new-story-scene-1\.jpg$/,
  );
  const size = jpegSize(new Uint8Array(await readFile(await download.path())));
  check(size, 'the download is a JPEG');
  expect(
    near(size.width, frames.width * 2, 1) && near(size.height, frames.height * 2, 1),
    `JPEG ${size.width}x${size.height} is twice ${frames.width}x${frames.height}`,
  ).toBeTruthy();
});

test('Bubble keyboard delete undo and presets', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 1);
  const before = await storyOf(baseUrl, storyId, token);
  const scene = before.scenes[0]!;
  const bubble = scene.panels[0]!.textBubbles[0]!;
  await waitForStages(page, 1, scene.panels.length);

  // Click selects, Delete removes, Ctrl+Z brings it back.
  const box = await panelBox(page, 1, 1);
  await page.mouse.click(box.x + bubble.position.x * box.width, box.y + bubble.position.y * box.height);
  await page.keyboard.press('Delete');
  await eventually(
    async () => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles.length,
    (n) => n === 0,
    'Delete removes the bubble',
  );
  await page.keyboard.press('Control+z');
  await eventually(
    async () => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles[0]?.id,
    (id) => id === bubble.id,
    'undo restores it',
  );

  // A shout from the preset list lands in the next free slot of the second panel.
  const second = await panelBox(page, 1, 2);
  await page.mouse.click(second.x + 5, second.y + second.height - 5);
  await page.getByRole('button', { name: 'Add speech bubble (panel 2)' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Text Bubble' });
  await create.getByLabel('Preset', { exact: true }).selectOption('shout');
  await create.getByLabel('Text', { exact: true }).fill('STOP RIGHT THERE');
  await create.getByRole('button', { name: 'Add Bubble' }).click();
  await create.waitFor({ state: 'detached' });
  const shout = await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[1]!.textBubbles.find(
        (item) => item.text === 'STOP RIGHT THERE',
      ),
    Boolean,
    'the shout is saved',
  );
  expect(shout!.style.fontSize === 24 && shout!.style.maxWidth === 220, 'the shout preset values').toBeTruthy();
  // The seed's bubble sits at (0.3, 0.18), so the first slot (0.25, 0.15) is taken: the shout goes to a free one
  // (which, for its drawn size, editor-trust.e2e.ts's "New bubbles land in free space" checks).
  expect(
    shout!.position.x === 0.25 && shout!.position.y === 0.15,
    `not the taken first slot (${shout!.position.x}, ${shout!.position.y})`,
  ).toBeFalsy();
  expect(
    shout!.position.x > 0 && shout!.position.x < 1 && shout!.position.y > 0 && shout!.position.y < 1,
    'inside the panel',
  ).toBeTruthy();

  // Escape closes a dialog; the editor's Delete Bubble removes.
  const shoutAt = async () => {
    const box = await panelBox(page, 1, 2);
    return [box.x + shout!.position.x * box.width, box.y + shout!.position.y * box.height] as const;
  };
  await page.mouse.dblclick(...(await shoutAt()));
  const edit = page.getByRole('dialog', { name: 'Edit Text Bubble' });
  await expect(edit.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await edit.waitFor({ state: 'detached' });
  await page.mouse.dblclick(...(await shoutAt()));
  await edit.getByRole('button', { name: 'Delete Bubble' }).click();
  await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[1]!.textBubbles.some(
        (item) => item.text === 'STOP RIGHT THERE',
      ),
    (found) => !found,
    'Delete Bubble removes it',
  );
});

test('Failed save rolls back', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 2);
  const scene = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  await waitForStages(page, 1, scene.panels.length);
  // The failure waits until the optimistic bubble has been seen.
  let saves = 0;
  let fail!: () => void;
  const failing = new Promise<void>((done) => (fail = done));
  await page.route('**/trpc/scenes.updatePanel*', async (route) => {
    saves += 1;
    await failing;
    await route.fulfill({
      status: 500,
      json: [
        {
          error: {
            message: 'Database is asleep',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'scenes.updatePanel' },
          },
        },
      ],
    });
  });
  const drawn = () => bubbleCount(page, 1);
  const before = await drawn();
  // Select the first panel (an empty spot), so the undo shortcut below has a live selection.
  const box = await panelBox(page, 1, 1);
  await page.mouse.click(box.x + 5, box.y + box.height - 5);
  await page
    .getByRole('button', { name: /^Add speech bubble/ })
    .first()
    .click();
  const create = page.getByRole('dialog', { name: 'Create New Text Bubble' });
  await create.getByLabel('Text', { exact: true }).fill('Never saved');
  await create.getByRole('button', { name: 'Add Bubble' }).click();
  await expect.poll(drawn, { message: 'the new bubble is drawn at once' }).toBe(before + 1);
  fail();
  await expect(page.getByText('Failed to update text: Database is asleep').first()).toBeVisible();
  await eventually(drawn, (n) => n === before, 'the failed bubble is taken off the panel');
  const after = await storyOf(baseUrl, storyId, token);
  expect(
    after.scenes[0]!.panels[0]!.textBubbles.some((bubble) => bubble.text === 'Never saved'),
    'nothing was saved',
  ).toBeFalsy();
  // The edit that never happened is not in the undo history: Ctrl+Z has nothing to write.
  await page.keyboard.press('Control+z');
  await afterTwoFrames(page);
  expect(saves, `undo after a failed save sends nothing (${saves} saves)`).toBe(1);
  expect(await drawn(), 'undo does not bring the failed bubble back').toBe(before);
});

/** The bubbles a scene's panels draw, as the scene card reports them (data-bubble-count). */
async function bubbleCount(page: Page, sceneNumber: number) {
  return Number(await page.locator(`#scene-${sceneNumber} [data-bubble-count]`).getAttribute('data-bubble-count'));
}

test('Shortcuts only act on a live selection in edit mode', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 11);
  const scene = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  const bubble = scene.panels[0]!.textBubbles[0]!;
  await waitForStages(page, 1, scene.panels.length);
  const total = await bubbleCount(page, 1);
  const stage = page.locator('#scene-1 [data-panel-number="1"] [data-bubble-stage]');
  // A live selection shows its handles (the stage lists where they are).
  const selected = () => expect(stage, 'the bubble is selected').toHaveAttribute('data-handles', /./);
  const clickBubble = async () => {
    const box = await panelBox(page, 1, 1);
    await page.mouse.click(box.x + bubble.position.x * box.width, box.y + bubble.position.y * box.height);
    await selected();
  };
  const stillThere = async (what: string) => {
    await afterTwoFrames(page);
    expect(await bubbleCount(page, 1), `${what}: the panel keeps its bubbles`).toBe(total);
    const saved = (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles;
    expect(
      saved.some((item) => item.id === bubble.id && item.position.x === bubble.position.x),
      `${what}: the saved bubble is untouched`,
    ).toBeTruthy();
  };

  // A press outside every panel lets go of the bubble.
  await clickBubble();
  await page.mouse.click(20, 400);
  await expect(stage, 'no bubble is selected').not.toHaveAttribute('data-handles');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ArrowRight');
  await stillThere('Backspace and arrows after clicking outside the panels');

  // Edit mode off (from the keyboard, so no press outside clears the selection first): no shortcut edits, and turning
  // it back on does not revive the old selection. The bubble is selected from the keyboard too (its button in the
  // panel's list): a second click on it this soon after the first would be a double click, which opens its editor.
  await page
    .locator('#scene-1 [data-panel-number="1"]')
    .getByRole('button', { name: `Edit bubble: ${bubble.text}`, exact: true })
    .focus();
  await selected();
  const editMode = page.getByRole('switch', { name: 'Edit mode' });
  await editMode.focus();
  await page.keyboard.press('Space');
  await expect(editMode, 'edit mode is off').toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+z');
  await stillThere('Delete and Ctrl+Z with edit mode off');
  await page.keyboard.press('Space');
  await expect(editMode, 'edit mode is on again').toHaveAttribute('aria-checked', 'true');
  await waitForStages(page, 1, scene.panels.length);
  await page.keyboard.press('Delete');
  await stillThere('Delete after edit mode comes back');

  // With a live selection in edit mode the shortcuts work.
  await clickBubble();
  await page.keyboard.press('Delete');
  await eventually(
    () => bubbleCount(page, 1),
    (n) => n === total - 1,
    'Delete removes the selected bubble',
  );
  await page.keyboard.press('Control+z');
  await eventually(
    async () =>
      (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles.some((item) => item.id === bubble.id),
    Boolean,
    'undo restores it',
  );
});

/** Answers one tRPC procedure with an error, without calling the server. */
async function failProcedure(
  page: Page,
  procedure: string,
  httpStatus: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    (route) => {
      const batch = new URL(route.request().url()).searchParams.get('batch');
      const answer = {
        error: { message, code: -32000, data: { code: 'ERROR', httpStatus, path: procedure, ...extra } },
      };
      return route.fulfill({ status: httpStatus, json: batch ? [answer] : answer });
    },
  );
}

test('Prompt bar errors and suggestions', async ({ page, context, baseUrl, seed }) => {
  await failProcedure(page, 'ai.sceneSuggestions', 503, 'AI offline');
  await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 3);
  await expect(page.getByText("Couldn't fetch new ideas right now").first(), 'the suggestions failure').toBeVisible();

  const prompt = page.getByLabel('Scene prompt');
  await prompt.fill('Too short');
  await prompt.press('Enter');
  await expect(page.getByText('Prompt should be at least 10 characters').first()).toBeVisible();

  // Shift+Enter is a new line, not a submit.
  await prompt.fill('The heroes argue about the map');
  await prompt.press('Shift+Enter');
  await expect(prompt, 'Shift+Enter adds a line').toHaveValue(/\n$/);

  await failProcedure(page, 'ai.generateScene', 429, 'Slow down', { errorType: 'rate_limit', timeRemaining: 12 });
  await prompt.press('Enter');
  await expect(page.getByText('Please wait 12 seconds before generating another scene').first()).toBeVisible();
  await expect(prompt, 'a refused prompt is kept').toHaveValue(/^The heroes argue/);
  await page.unroute((url) => url.pathname.includes('ai.generateScene'));
  await failProcedure(page, 'ai.generateScene', 429, 'Dup', { errorType: 'duplicate_prompt' });
  await prompt.press('Enter');
  await expect(
    page.getByText('You used this exact prompt recently. Please try a different prompt or wait 5 minutes!').first(),
  ).toBeVisible();
});

test('Scene edit delete and settings', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 5);
  const before = await storyOf(baseUrl, storyId, token);
  const card = (n: number): Locator => page.locator(`#scene-${n}`);

  // Edit scene: both fields are required.
  await card(1).getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await dialog.getByLabel('Title', { exact: true }).fill('');
  await dialog.getByLabel('Description', { exact: true }).fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required').first()).toBeVisible();
  await expect(dialog.getByText('Description is required').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(dialog.getByText('Scene description is required for regeneration').first()).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill('The Great Escape');
  await dialog.getByLabel('Description', { exact: true }).fill('Everyone runs for the exit as the lights go out.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect(
    card(1)
      .getByRole('heading', { name: /The Great Escape/ })
      .first(),
  ).toBeVisible();

  // Delete takes two steps.
  await card(2).getByRole('button', { name: 'Delete scene' }).click();
  await card(2).getByRole('button', { name: 'Cancel' }).click();
  await card(2).getByRole('button', { name: 'Delete scene' }).click();
  await card(2).getByRole('button', { name: 'Confirm delete' }).click();
  await expect(page.getByText('Scene deleted!').first()).toBeVisible();
  await eventually(
    async () => (await storyOf(baseUrl, storyId, token)).scenes.length,
    (n) => n === before.scenes.length - 1,
    'one scene fewer',
  );

  // Settings: tags as chips, at most 10.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Story Settings' });
  const tags = settings.getByLabel('Tags', { exact: true });
  await tags.fill(Array.from({ length: 11 }, (_, i) => `tag${i + 1}`).join(', ') + ',');
  await expect(settings.getByText('Maximum of 10 tags allowed').first()).toBeVisible();
  await settings.getByRole('button', { name: 'Remove tag tag1', exact: true }).click();
  await tags.fill('  Space Opera  ');
  await tags.press('Enter');
  await settings.getByLabel('Title', { exact: true }).fill('Renamed Story');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await settings.waitFor({ state: 'detached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed Story' }).first()).toBeVisible();
  const after = await storyOf(baseUrl, storyId, token);
  expect(
    after.tags.length === 10 && after.tags.includes('Space Opera') && !after.tags.includes('tag1'),
    `tags saved: ${after.tags.join(', ')}`,
  ).toBeTruthy();
});

test('Story page states and preview', async ({ page, context, baseUrl, seed }) => {
  const { storyId } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 4);
  // Edit mode off shows the reader's controls.
  await page.getByRole('switch', { name: 'Edit mode' }).click();
  await expect(
    page.locator('#scene-1').getByRole('button', { name: 'Download scene 1 as an image' }).first(),
  ).toBeVisible();
  await expect(
    page
      .locator('#scene-1')
      .getByRole('button', { name: /Remix scene/ })
      .first(),
  ).toBeVisible();
  await expect(
    page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }),
    'no edit tools in preview',
  ).toHaveCount(0);
  await page.goto(`/story/${storyId}/scene/3`);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to scene 3' }).toBeGreaterThan(200);
  await page.goto('/story/no-such-story');
  await expect(page.getByRole('heading', { name: 'Story Not Found' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' }).first()).toBeVisible();
});

test('Regenerate scene and panel image', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 7);
  const before = (await storyOf(baseUrl, storyId, token)).scenes[0]!;

  // One panel's picture, from the side button (the first panel when none is selected).
  await page
    .locator('#scene-1')
    .getByRole('button', { name: /^Regenerate image/ })
    .click();
  await expect(page.getByText('Image regenerated successfully!').first()).toBeVisible();
  const afterImage = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  expect(afterImage.panels[0]!.imageUrl, 'panel 1 has a new picture').not.toBe(before.panels[0]!.imageUrl);
  expect(afterImage.panels[1]!.imageUrl, 'panel 2 is untouched').toBe(before.panels[1]!.imageUrl);

  // The whole scene, from the Edit Scene dialog, which says first that the lettering stays: an edited bubble is kept.
  const kept = {
    id: 'bubble-1700000000000-kept0001',
    text: 'Kept words',
    type: 'speech' as const,
    position: { x: 0.6, y: 0.3 },
    style: { bubbleShape: 'burst' as const },
    tail: { x: 0.2, y: 0.9 },
  };
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: before._id, panelNumber: 2, textBubbles: [...afterImage.panels[1]!.textBubbles, kept] },
    token,
  );
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await expect(
    dialog.getByText('Regenerate draws new pictures; your bubbles keep their words, places and styles.').first(),
    'the dialog says the lettering stays',
  ).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: /^Also rewrite the words/ }),
    'new words are the author’s choice',
  ).not.toBeChecked();
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('The lights flicker and a stranger steps out of the fog');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Scene regenerated successfully!').first(), 'the regeneration toast').toBeVisible();
  await dialog.waitFor({ state: 'detached' });
  const after = (await storyOf(baseUrl, storyId, token)).scenes[0]!;
  expect(after._id === before._id && after.sceneNumber === 1, 'the same scene was regenerated in place').toBeTruthy();
  expect(
    after.panels.every((panel) => panel.imageUrl && !before.panels.some((old) => old.imageUrl === panel.imageUrl)),
    'every panel has a new picture',
  ).toBeTruthy();
  const stays = after.panels[1]!.textBubbles.find((bubble) => bubble.id === kept.id);
  expect(
    stays?.text === kept.text &&
      stays.position.x === 0.6 &&
      stays.position.y === 0.3 &&
      stays.tail?.x === 0.2 &&
      stays.style.bubbleShape === 'burst',
    `the edited bubble is kept with its words, place, tail and style (${JSON.stringify(stays)})`,
  ).toBeTruthy();
  expect(JSON.stringify(after.panels[0]!.textBubbles), 'panel 1 keeps its bubbles').toBe(
    JSON.stringify(afterImage.panels[0]!.textBubbles),
  );
  await eventually(
    () =>
      page
        .locator('#scene-1 [data-panel] img')
        .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
    (n) => n === after.panels.length,
    'the new pictures are shown',
    15_000,
  );
});

/** A finger on the screen, through the DevTools protocol (Playwright's touchscreen only taps). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, holdMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  const moves = Array.from({ length: 8 }, (_, i) =>
    point(from.x + ((to.x - from.x) * (i + 1)) / 8, from.y + ((to.y - from.y) * (i + 1)) / 8),
  );
  const start = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  if (holdMs > 0) {
    await start;
    await restOnPageClock(page, await page.evaluate(() => performance.now()), holdMs);
  }
  // Without a hold the moves are sent straight after the start, in order, without waiting for each answer: a busy
  // machine must not turn a quick swipe into a 150 ms rest.
  await Promise.all([
    start,
    ...moves.map((touchPoints) => cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints })),
  ]);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('Touch drag needs a hold', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 9);
  const bubble = (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles[0]!;
  await waitForStages(page, 1, 3);
  const box = await panelBox(page, 1, 1);
  const from = { x: box.x + bubble.position.x * box.width, y: box.y + bubble.position.y * box.height };
  const to = { x: from.x + box.width * 0.3, y: from.y + box.height * 0.2 };
  const position = async () => (await storyOf(baseUrl, storyId, token)).scenes[0]!.panels[0]!.textBubbles[0]!.position;

  // Moving at once is a scroll: the bubble stays, and nothing is saved.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('scenes.updatePanel')) saves.push(request.url());
  });
  // A swipe flings the page, which glides on after the finger has left. The next finger must wait for it to stop: the
  // panel measured during the glide is no longer where it was when the finger lands (it lands beside the bubble, and
  // its move is a scroll), and a finger on a gliding page stops the glide rather than pressing what is under it. Only
  // the end of a scroll that began with this swipe counts (the panel was just scrolled into view).
  const glide = await page.evaluateHandle(() => {
    let swiped = false;
    addEventListener('pointerdown', () => (swiped = true), { capture: true, once: true });
    return { over: new Promise<void>((done) => addEventListener('scrollend', () => swiped && done())) };
  });
  await touchDrag(page, from, to, 0);
  await glide.evaluate((state) => state.over);
  expect(saves, 'a quick swipe sends no save').toEqual([]);
  expect(near((await position()).x, bubble.position.x, 0.0001), 'a quick swipe does not move the bubble').toBeTruthy();

  // Resting 150 ms first picks it up.
  const again = await panelBox(page, 1, 1);
  const start = { x: again.x + bubble.position.x * again.width, y: again.y + bubble.position.y * again.height };
  await touchDrag(page, start, { x: start.x + again.width * 0.3, y: start.y + again.height * 0.2 }, 250);
  await eventually(
    position,
    (p) => near(p.x, bubble.position.x + 0.3, 0.02) && near(p.y, bubble.position.y + 0.2, 0.02),
    'a held drag moves the bubble',
  );
});
