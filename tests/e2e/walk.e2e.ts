// What a real author and reader run into: publishing, finishing an action after signing in
// or up, acting while the session still loads, keeping a typed scene title through regeneration, picking a cover, the
// prompt bar's progress per panel, and layouts where nothing covers panels, bylines or the sign-up art.
import type { Page } from 'playwright-core';
import type { ProfileData, StoryDetail } from '../../src/lib/story-types';
import { expect, test } from './fixtures';
import {
  createStory,
  field,
  fillSignUp,
  holdProcedure,
  loginViaApi,
  openStoryAsSeedOwner,
  rewriteTrpcAnswers,
  signInThroughForm,
  trpcMutation,
  trpcQuery,
} from './flows';
import { DESKTOP, check, eventually, expectPath, registerViaApi, signInWithToken, uniqueUser } from './harness';

const storyById = async (baseUrl: string, id: string, token: string) =>
  (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }, token)).data;

test('Author publishes and unpublishes from the header', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  const storyId = await createStory(baseUrl, author.token, {
    title: 'Lighthouse Letters',
    description: 'A keeper writes to ships.',
  });
  // A story is published with a scene to read.
  await trpcMutation(
    baseUrl,
    'ai.generateScene',
    {
      storyId: storyId,
      prompt: 'The keeper reads a letter from a ship nobody has seen',
      generateImages: true,
      maxPanels: 1,
    },
    author.token,
  );
  await signInWithToken(context, baseUrl, author.token);
  await page.goto(`/story/${storyId}`);

  const status = page.getByTestId('story-status');
  await expect(status, 'a new story is a private draft').toHaveText(/draft/i);
  await expect(
    page.getByText('Drafts are private: only you can see this story until you publish it.').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Story published! Readers can find it now.').first()).toBeVisible();
  await expect(status, 'the header says Published').toHaveText(/published/i);
  expect((await storyById(baseUrl, storyId, author.token)).status, 'the story is stored as published').toBe(
    'published',
  );

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Story moved back to drafts. Only you can see it now.').first()).toBeVisible();
  await expect(status, 'back to draft').toHaveText(/draft/i);
  expect((await storyById(baseUrl, storyId, author.token)).status, 'the story is stored as a draft again').toBe(
    'draft',
  );

  // The reader says the draft is private.
  await page.goto(`/story/${storyId}/read`);
  await expect(
    page.getByTestId('draft-notice').getByText('Draft: only you can see this story.').first(),
    "the reader's draft notice",
  ).toBeVisible();
  await page.goto(`/story/${storyId}`);

  // Story Settings shows the same status, with what it means.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Story Settings' });
  await expect(settings.getByRole('radio', { name: /Draft/ }), 'Settings shows Draft').toBeChecked();
  await expect(settings.getByText('Private: only you can see it').first()).toBeVisible();
  await settings.getByRole('button', { name: 'Cancel' }).click();

  // The author's dashboard lists the draft with its badge.
  await page.goto('/dashboard');
  const card = page.getByTestId('profile-story').filter({ hasText: 'Lighthouse Letters' });
  await expect(card.first(), 'the story on the dashboard').toBeVisible();
  await expect(card.getByTestId('status-badge'), 'with the draft badge').toHaveText(/^draft$/i);
});

test('Wizard says the story stays private', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  const storyId = await createStory(
    baseUrl,
    author.token,
    { description: 'A robot baker opens a shop at dawn.' },
    { wizard: true },
  );
  await signInWithToken(context, baseUrl, author.token);
  await page.goto(`/story/${storyId}`);
  const next = page.getByRole('button', { name: 'Continue →' });
  for (const heading of ['Launch Your Story', 'Choose Your Visual Style', 'Build Your World']) {
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await next.click();
  }
  await expect(page.getByRole('heading', { name: 'Begin Your Adventure' }).first()).toBeVisible();
  await expect(
    page.getByText('Your story stays private until you publish it.').first(),
    "the last step's privacy line",
  ).toBeVisible();
});

test('Play as visitor keeps the prompt through sign up', async ({ page, baseUrl }) => {
  const prompt = 'A lighthouse keeper finds a message in a bottle from tomorrow';
  await page.goto('/');
  await page.getByLabel('Story prompt').fill(prompt);
  await page.getByRole('button', { name: 'Play' }).click();

  await expectPath(page, '/login', { redirect: '/', reason: 'play' });
  await expect(
    page
      .getByTestId('sign-in-reason')
      .getByText(/account to turn your prompt into a story/)
      .first(),
    'why sign-in is needed',
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign up here' }).click();
  await expectPath(page, '/register', { redirect: '/', reason: 'play' });
  await expect(page.getByTestId('sign-in-reason').first(), 'the reason survives Sign up here').toBeVisible();

  const user = uniqueUser();
  await fillSignUp(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/story\/[^/]+$/, { timeout: 15_000 });
  const storyId = new URL(page.url()).pathname.split('/')[2]!;
  const token = await loginViaApi(baseUrl, user.email, user.password);
  const story = await storyById(baseUrl, storyId, token);
  expect(story.description, `the typed prompt became the story (${story.description})`).toBe(prompt);
  expect(story.userId.username, 'the new account owns it').toBe(user.username);
});

test('Like as visitor lands after sign in', async ({ page, baseUrl, seed }) => {
  const reader = await registerViaApi(baseUrl);
  const storyId = seed.storyIds[4]!;
  const before = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId })).data.likeStats
    .likeCount;
  await page.goto(`/story/${storyId}/read`);
  await page
    .getByRole('button', { name: /this story \(/ })
    .first()
    .click();

  await expectPath(page, '/login', { redirect: `/story/${storyId}/read`, reason: 'like' });
  await expect(
    page
      .getByTestId('sign-in-reason')
      .getByText(/account to like stories/)
      .first(),
  ).toBeVisible();
  await signInThroughForm(page, reader.email, reader.password);
  await expectPath(page, `/story/${storyId}/read`);
  const like = page.getByRole('button', { name: /this story \(/ }).first();
  await expect(like, 'the like landed after signing in').toHaveAttribute('aria-pressed', 'true');
  // The button shows the like at once; the server has it when the save lands.
  await expect
    .poll(
      async () =>
        (
          await trpcQuery<{ data: { likeCount: number; isLikedByUser: boolean } }>(
            baseUrl,
            'likes.get',
            { targetType: 'story', id: storyId },
            reader.token,
          )
        ).data,
      { message: 'one like by the reader' },
    )
    .toMatchObject({ likeCount: before + 1, isLikedByUser: true });
});

test('Actions wait for the session check', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  // A slow network: the session check answers late (well after the home's first stories, which the page waits for
  // before it replaces the server's first screen, on a loaded machine too).
  const release = await holdProcedure(page, 'auth.me');
  await page.goto('/');
  await expect(page.getByTestId('account-pending').first(), 'a placeholder while the session loads').toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Sign In', exact: true }),
    "no 'Sign In' while the session loads",
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Account menu for/ }), 'no account menu yet either').toHaveCount(0);
  await page.getByRole('button', { name: 'New Story' }).click();
  release();
  await page.waitForURL(/\/story\/[^/]+$/, { timeout: 15_000 });
  expect(page.url(), 'a signed-in author is never sent to sign in').not.toContain('/login');
  await expect(
    page.getByRole('button', { name: /^Account menu for/ }).first(),
    'the account menu once known',
  ).toBeVisible();
});

test('Regeneration keeps the typed title', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 6);
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await field(page, 'Title').fill('The Fog Lifts Tonight');
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('The lights flicker and a stranger steps out of the fog by the pier');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  await expect(
    page.locator('#scene-1').getByText('The Fog Lifts Tonight').first(),
    'the typed title on the card',
  ).toBeVisible();
  const { data: scenes } = await trpcQuery<{ data: { sceneNumber: number; title: string; description: string }[] }>(
    baseUrl,
    'stories.scenes',
    { id: storyId },
    token,
  );
  const first = scenes.find((scene) => scene.sceneNumber === 1)!;
  expect(first.title, `the stored title is the typed one (${first.title})`).toBe('The Fog Lifts Tonight');
  expect(first.description, 'and so is the description').toBe(
    'The lights flicker and a stranger steps out of the fog by the pier',
  );
  expect(
    new Set(scenes.map((scene) => scene.title)).size,
    `no two scenes share a title (${scenes.map((s) => s.title).join(' | ')})`,
  ).toBe(scenes.length);
});

test('Author picks the cover', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 8);
  const story = await storyById(baseUrl, storyId, token);
  const picked = story.scenes
    .find((scene) => scene.sceneNumber === 2)!
    .panels.find((panel) => panel.panelNumber === 1)!.imageUrl!;
  expect(story.previewImage, 'the cover starts as another picture').not.toBe(picked);

  await page.locator('#scene-2').getByRole('button', { name: 'Use as cover (panel 1)' }).click();
  await expect(page.getByText('Cover updated! Story cards now show this picture.').first()).toBeVisible();
  await expect(
    page.locator('#scene-2').getByRole('button', { name: 'Story cover (panel 1)' }).first(),
    'the panel is marked as the cover',
  ).toBeVisible();
  expect((await storyById(baseUrl, storyId, token)).previewImage, 'the story keeps the picked cover').toBe(picked);

  // The author's profile card follows it (client-side navigation: the cached list must not show the old cover).
  const owner = seed.users[8 % seed.users.length]!;
  await page.goto(`/user/${owner.username}`);
  const card = page.getByTestId('profile-story').filter({ hasText: story.title });
  await expect(card.locator('img').first(), 'the profile card shows the picked cover').toHaveAttribute('src', picked);
  const profile = await trpcQuery<{ data: ProfileData }>(baseUrl, 'users.profile', { username: owner.username }, token);
  expect(profile.data.stories.find((item) => item._id === storyId)?.previewImage, 'the profile answer carries it').toBe(
    picked,
  );
});

/** A scene-status answer (worker/ai/engine/scenes.ts sceneStatusView) for panels drawn ('image') or not yet. */
function statusAnswer(status: 'generating' | 'completed', panels: ('image' | 'drawing')[]) {
  const drawn = panels.filter((panel) => panel === 'image').length;
  const scene = {
    _id: 'polled',
    status,
    panels: panels.map((panel, i) => ({
      panelNumber: i + 1,
      imageUrl: panel === 'image' ? `/media/polled-${i}.png` : null,
      imageGenerationError: null,
    })),
  };
  const data = {
    scene,
    progress: Math.round((drawn / panels.length) * 100),
    isGenerating: status === 'generating',
    isComplete: status === 'completed',
    hasError: false,
    hasPartialErrors: false,
    errorMessage: null,
  };
  return { result: { data: { success: true, data } } };
}

const panelStates = (page: Page) =>
  page
    .getByTestId('generation-progress')
    .getByRole('list', { name: /^Panels/ })
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
const stepState = (page: Page, label: string) =>
  page.getByTestId('generation-progress').getByRole('listitem').filter({ hasText: label }).getAttribute('data-state');

test('Prompt bar shows progress per panel from the status stream', async ({ page, context, baseUrl, seed }) => {
  // A remote provider: generation answers 'generating' (a little late); the page follows the scene's status stream.
  // Each connection is one part of the stream, held back until the page has shown the part before, and ends with
  // `reconnect` (as a Worker's stream does), so the page must come back for the next one.
  const answers = [
    statusAnswer('generating', ['image', 'drawing', 'drawing']),
    statusAnswer('generating', ['image', 'image', 'drawing']),
    statusAnswer('completed', ['image', 'image', 'image']),
  ];
  const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const panel = (n: number) =>
    event('panel', { panelNumber: n, imageUrl: `/media/polled-${n - 1}.png`, imageGenerationError: null });
  const parts = [
    panel(1) + event('status', answers[0]!.result.data) + `retry: 200\n${event('reconnect', {})}`,
    panel(2) + event('status', answers[1]!.result.data) + `retry: 200\n${event('reconnect', {})}`,
    panel(3) + event('status', answers[2]!.result.data) + event('done', answers[2]!.result.data),
  ];
  const gates = parts.map(() => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  gates[0]!.resolve();
  const seen = { streams: 0, polls: 0, trpcPolls: 0 };
  await rewriteTrpcAnswers(page, {
    'ai.generateScene': (answer) => {
      const result = answer as { result?: { data: { data: { scene: { status: string } } } } };
      if (result.result) result.result.data.data.scene.status = 'generating';
      return result;
    },
    'ai.sceneStatus': (answer) => {
      seen.trpcPolls += 1;
      return answer;
    },
  });
  await page.route(
    (url) => url.pathname.startsWith('/api/ai/scene-status/'),
    async (route) => {
      if (!(route.request().headers().accept ?? '').includes('text/event-stream')) {
        seen.polls += 1;
        await route.fallback();
        return;
      }
      const part = Math.min(seen.streams, parts.length - 1);
      seen.streams += 1;
      await gates[part]!.promise;
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        body: parts[part]!,
      });
    },
  );
  // The scene request waits until its step has been seen.
  const releaseScene = await holdProcedure(page, 'ai.generateScene');
  await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 10);
  await page.getByLabel('Panels', { exact: true }).selectOption('3');
  await page.getByLabel('Scene prompt').fill('The harbour bells ring although nobody is in the tower');
  await page.getByLabel('Scene prompt').press('Enter');

  await expect.poll(() => stepState(page, 'Generating scene'), { message: "'Generating scene' first" }).toBe('active');
  await eventually(
    () => panelStates(page),
    (states) => states.join() === 'waiting,waiting,waiting',
    'three panels waiting',
  );
  releaseScene();
  await eventually(
    () => stepState(page, 'Generating image'),
    (state) => state === 'active',
    "then 'Generating image'",
    8000,
  );
  expect(await stepState(page, 'Generating scene'), 'the scene step is done').toBe('done');
  await eventually(
    () => panelStates(page),
    (states) => states.join() === 'done,drawing,drawing',
    'panel 1 drawn with the first part of the stream',
    8000,
  );
  gates[1]!.resolve();
  await eventually(
    () => panelStates(page),
    (states) => states.join() === 'done,done,drawing',
    'panel 2 with the second',
    8000,
  );
  gates[2]!.resolve();
  await page.getByTestId('generation-progress').waitFor({ state: 'detached', timeout: 10_000 });
  expect(seen.streams, `three connections of the stream (${seen.streams})`).toBe(3);
  expect(
    seen.polls === 0 && seen.trpcPolls === 0,
    `no status polls while the stream was open (${seen.polls} JSON, ${seen.trpcPolls} tRPC)`,
  ).toBeTruthy();
});

test('Editing bar leaves the panel tops in view', async ({ page, context, baseUrl, seed }) => {
  // A panel scrolled just under the page header shows its top (where captions sit).
  await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 15);
  const grid = page.locator('#scene-2 [data-panel-grid]');
  await grid.waitFor();
  const covered = await grid.evaluate((element) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    window.scrollBy(0, element.getBoundingClientRect().top - header - 12);
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 6);
    return hit && !element.contains(hit) ? hit.outerHTML.slice(0, 120) : '';
  });
  expect(covered, `the top of the panels is visible, not under ${covered}`).toBe('');
});

test('Phone new story leaves bylines in view', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'New Story' }).first(), 'New Story on a phone').toBeVisible();
  const cards = page.getByTestId('story-card');
  await expect.poll(() => cards.count(), { message: 'cards on the home page' }).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < 4; i++) {
    const hidden = await cards.nth(i).evaluate((card) => {
      const byline = card.querySelector('p')!;
      // Where a floating button in the bottom corner would sit.
      window.scrollBy(0, byline.getBoundingClientRect().bottom - (window.innerHeight - 24));
      const box = byline.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width * 0.75, box.top + box.height / 2);
      return hit && !byline.contains(hit) ? hit.outerHTML.slice(0, 120) : '';
    });
    expect(hidden, `card ${i + 1}'s byline is not covered by ${hidden}`).toBe('');
  }
});

test('Sign up art runs the forms height', async ({ page }) => {
  // At 1280x800 the sign-up form is taller than the window.
  await page.goto('/register');
  // The server draws the heading before the app; the form is the app's.
  await expect(page.getByRole('heading', { name: 'Create your account' }).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Create account', exact: true }).first(),
    'the sign-up form',
  ).toBeVisible();
  const [art, form] = await Promise.all([page.locator('aside').boundingBox(), page.locator('main').boundingBox()]);
  check(art && form && form.height > DESKTOP.height, `the sign-up page is taller than the window (${form?.height})`);
  expect(
    art.height,
    `the art column (${art.height}px) reaches the form's height (${form.height}px)`,
  ).toBeGreaterThanOrEqual(form.height - 1);
});

test('Header sign in does not finish an abandoned like', async ({ page, baseUrl, seed }) => {
  // Signing in from the header (not for an action) must not finish an action left behind earlier.
  const storyId = seed.storyIds[3]!;
  const reader = await registerViaApi(baseUrl);
  await page.goto(`/story/${storyId}/read`);
  await page
    .getByRole('button', { name: /this story \(/ })
    .first()
    .click();
  await expectPath(page, '/login', { reason: 'like' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expectPath(page, '/login');
  await expect(page.getByTestId('sign-in-reason'), 'no reason when nothing asked for sign-in').toHaveCount(0);
  await signInThroughForm(page, reader.email, reader.password);
  await expectPath(page, '/');
  await page.goto(`/story/${storyId}/read`);
  await expect(
    page.getByRole('button', { name: /this story \(/ }).first(),
    'the abandoned like did not land',
  ).toHaveAttribute('aria-pressed', 'false');
});

test('Remix as visitor starts after sign in', async ({ page, baseUrl, seed }) => {
  const reader = await registerViaApi(baseUrl);
  const storyId = seed.storyIds[2]!;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId });
  await page.goto(`/story/${storyId}/read`);
  await page.getByRole('button', { name: 'Remix: remix this story' }).click();
  // Asked once, before signing in; not again after.
  await page
    .getByRole('dialog', { name: /^Make your own copy of/ })
    .getByRole('button', { name: 'Make my copy' })
    .click();
  await expectPath(page, '/login', { redirect: `/story/${storyId}/read`, reason: 'remix' });
  await expect(
    page
      .getByTestId('sign-in-reason')
      .getByText(/account to remix stories/)
      .first(),
  ).toBeVisible();
  await signInThroughForm(page, reader.email, reader.password);
  await page.waitForURL((url) => /^\/story\/[^/]+$/.test(url.pathname) && !url.pathname.includes(storyId), {
    timeout: 15_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: `${story.title} (Remix)` }).first(),
    'the remix opened after signing in',
  ).toBeVisible();
  const remixId = new URL(page.url()).pathname.split('/')[2]!;
  expect((await storyById(baseUrl, remixId, reader.token)).userId.username, 'the reader owns the remix').toBe(
    reader.username,
  );
});
