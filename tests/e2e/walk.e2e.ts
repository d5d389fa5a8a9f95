// What a real author and reader run into: publishing, finishing an action after signing in
// or up, acting while the session still loads, keeping a typed scene title through regeneration, picking a cover, the
// prompt bar's progress per panel, and layouts where nothing covers panels, bylines or the sign-up art.
import type { Page } from 'playwright-core';
import type { ProfileData, StoryDetail } from '../../src/lib/story-types';
import { test } from './fixtures';
import { field, fillSignUp, loginViaApi, openStoryAsSeedOwner, rewriteTrpcAnswers, signInThroughForm, trpcMutation, trpcQuery } from './flows';
import { DESKTOP, check, eventually, expectAttribute, expectPath, expectVisible, registerViaApi, signInWithToken, uniqueUser } from './harness';

const storyById = async (baseUrl: string, id: string, token: string) => (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }, token)).data;

test('Author publishes and unpublishes from the header', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  const { data: created } = await trpcMutation<{ data: { _id: string } }>(baseUrl, 'stories.create', { title: 'Lighthouse Letters', description: 'A keeper writes to ships.' }, author.token);
  await trpcMutation(baseUrl, 'stories.update', { id: created._id, changes: { onboardingCompleted: true } }, author.token);
  // A story is published with a scene to read.
  await trpcMutation(baseUrl, 'ai.generateScene', { storyId: created._id, prompt: 'The keeper reads a letter from a ship nobody has seen', generateImages: true, maxPanels: 1 }, author.token);
  await signInWithToken(context, baseUrl, author.token);
  await page.goto(`/story/${created._id}`);

  const status = page.getByTestId('story-status');
  await eventually(() => status.innerText(), (text) => /draft/i.test(text), 'a new story is a private draft');
  await expectVisible(page.getByText('Drafts are private: only you can see this story until you publish it.'));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectVisible(page.getByText('Story published! Readers can find it now.'));
  await eventually(() => status.innerText(), (text) => /published/i.test(text), 'the header says Published');
  check((await storyById(baseUrl, created._id, author.token)).status === 'published', 'the story is stored as published');

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expectVisible(page.getByText('Story moved back to drafts. Only you can see it now.'));
  await eventually(() => status.innerText(), (text) => /draft/i.test(text), 'back to draft');
  check((await storyById(baseUrl, created._id, author.token)).status === 'draft', 'the story is stored as a draft again');

  // The reader says the draft is private.
  await page.goto(`/story/${created._id}/read`);
  await expectVisible(page.getByTestId('draft-notice').getByText('Draft: only you can see this story.'), "the reader's draft notice");
  await page.goto(`/story/${created._id}`);

  // Story Settings shows the same status, with what it means.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Story Settings' });
  check(await settings.getByRole('radio', { name: /Draft/ }).isChecked(), 'Settings shows Draft');
  await expectVisible(settings.getByText('Private: only you can see it'));
  await settings.getByRole('button', { name: 'Cancel' }).click();

  // The author's dashboard lists the draft with its badge.
  await page.goto('/dashboard');
  const card = page.getByTestId('profile-story').filter({ hasText: 'Lighthouse Letters' });
  await expectVisible(card, 'the story on the dashboard');
  check((await card.getByTestId('status-badge').innerText()).trim().toLowerCase() === 'draft', 'with the draft badge');
});

test('Wizard says the story stays private', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  const { data: created } = await trpcMutation<{ data: { _id: string } }>(baseUrl, 'stories.create', { description: 'A robot baker opens a shop at dawn.' }, author.token);
  await signInWithToken(context, baseUrl, author.token);
  await page.goto(`/story/${created._id}`);
  const next = page.getByRole('button', { name: 'Continue →' });
  for (const heading of ['Launch Your Story', 'Choose Your Visual Style', 'Build Your World']) {
    await expectVisible(page.getByRole('heading', { name: heading }));
    await next.click();
  }
  await expectVisible(page.getByRole('heading', { name: 'Begin Your Adventure' }));
  await expectVisible(page.getByText('Your story stays private until you publish it.'), "the last step's privacy line");
});

test('Play as visitor keeps the prompt through sign up', async ({ page, baseUrl }) => {
  const prompt = 'A lighthouse keeper finds a message in a bottle from tomorrow';
  await page.goto('/');
  await page.getByLabel('Story prompt').fill(prompt);
  await page.getByRole('button', { name: 'Play' }).click();

  await expectPath(page, '/login', { redirect: '/', reason: 'play' });
  await expectVisible(page.getByTestId('sign-in-reason').getByText(/account to turn your prompt into a story/), 'why sign-in is needed');
  await page.getByRole('link', { name: 'Sign up here' }).click();
  await expectPath(page, '/register', { redirect: '/', reason: 'play' });
  await expectVisible(page.getByTestId('sign-in-reason'), 'the reason survives Sign up here');

  const user = uniqueUser();
  await fillSignUp(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/story\/[^/]+$/, { timeout: 15_000 });
  const storyId = new URL(page.url()).pathname.split('/')[2]!;
  const token = await loginViaApi(baseUrl, user.email, user.password);
  const story = await storyById(baseUrl, storyId, token);
  check(story.description === prompt, `the typed prompt became the story (${story.description})`);
  check(story.userId.username === user.username, 'the new account owns it');
});

test('Like as visitor lands after sign in', async ({ page, baseUrl, seed }) => {
  const reader = await registerViaApi(baseUrl);
  const storyId = seed.storyIds[4]!;
  const before = (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId })).data.likeStats.likeCount;
  await page.goto(`/story/${storyId}/read`);
  await page.getByRole('button', { name: /this story \(/ }).first().click();

  await expectPath(page, '/login', { redirect: `/story/${storyId}/read`, reason: 'like' });
  await expectVisible(page.getByTestId('sign-in-reason').getByText(/account to like stories/));
  await signInThroughForm(page, reader.email, reader.password);
  await expectPath(page, `/story/${storyId}/read`);
  const like = page.getByRole('button', { name: /this story \(/ }).first();
  await expectAttribute(like, 'aria-pressed', 'true', 'the like landed after signing in');
  const after = await trpcQuery<{ data: { likeCount: number; isLikedByUser: boolean } }>(baseUrl, 'likes.get', { targetType: 'story', id: storyId }, reader.token);
  check(after.data.isLikedByUser && after.data.likeCount === before + 1, `one like by the reader (${JSON.stringify(after.data)})`);
});

test('Actions wait for the session check', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  // A slow network: the session check answers late (well after the home's first stories, which the page waits for
  // before it replaces the server's first screen, on a loaded machine too).
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.me'),
    async (route) => {
      await new Promise((done) => setTimeout(done, 5000));
      await route.fallback();
    },
  );
  await page.goto('/');
  await expectVisible(page.getByTestId('account-pending'), 'a placeholder while the session loads');
  check((await page.getByRole('link', { name: 'Sign In', exact: true }).count()) === 0, "no 'Sign In' while the session loads");
  check((await page.getByRole('button', { name: /^Account menu for/ }).count()) === 0, 'no account menu yet either');
  await page.getByRole('button', { name: 'New Story' }).click();
  await page.waitForURL(/\/story\/[^/]+$/, { timeout: 15_000 });
  check(!page.url().includes('/login'), 'a signed-in author is never sent to sign in');
  await expectVisible(page.getByRole('button', { name: /^Account menu for/ }), 'the account menu once known');
});

test('Regeneration keeps the typed title', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 6);
  await page.locator('#scene-1').getByRole('button', { name: 'Edit scene' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Scene' });
  await field(page, 'Title').fill('The Fog Lifts Tonight');
  await dialog.getByLabel('Description', { exact: true }).fill('The lights flicker and a stranger steps out of the fog by the pier');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  await expectVisible(page.locator('#scene-1').getByText('The Fog Lifts Tonight'), 'the typed title on the card');
  const { data: scenes } = await trpcQuery<{ data: { sceneNumber: number; title: string; description: string }[] }>(baseUrl, 'stories.scenes', { id: storyId }, token);
  const first = scenes.find((scene) => scene.sceneNumber === 1)!;
  check(first.title === 'The Fog Lifts Tonight', `the stored title is the typed one (${first.title})`);
  check(first.description === 'The lights flicker and a stranger steps out of the fog by the pier', 'and so is the description');
  check(new Set(scenes.map((scene) => scene.title)).size === scenes.length, `no two scenes share a title (${scenes.map((s) => s.title).join(' | ')})`);
});

test('Author picks the cover', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token } = await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 8);
  const story = await storyById(baseUrl, storyId, token);
  const picked = story.scenes.find((scene) => scene.sceneNumber === 2)!.panels.find((panel) => panel.panelNumber === 1)!.imageUrl!;
  check(story.previewImage !== picked, 'the cover starts as another picture');

  await page.locator('#scene-2').getByRole('button', { name: 'Use as cover (panel 1)' }).click();
  await expectVisible(page.getByText('Cover updated! Story cards now show this picture.'));
  await expectVisible(page.locator('#scene-2').getByRole('button', { name: 'Story cover (panel 1)' }), 'the panel is marked as the cover');
  check((await storyById(baseUrl, storyId, token)).previewImage === picked, 'the story keeps the picked cover');

  // The author's profile card follows it (client-side navigation: the cached list must not show the old cover).
  const owner = seed.users[8 % seed.users.length]!;
  await page.goto(`/user/${owner.username}`);
  const card = page.getByTestId('profile-story').filter({ hasText: story.title });
  await expectAttribute(card.locator('img').first(), 'src', picked, 'the profile card shows the picked cover');
  const profile = await trpcQuery<{ data: ProfileData }>(baseUrl, 'users.profile', { username: owner.username }, token);
  check(profile.data.stories.find((item) => item._id === storyId)?.previewImage === picked, 'the profile answer carries it');
});

/** A scene-status answer (worker/ai/engine/scenes.ts sceneStatusView) for panels drawn ('image') or not yet. */
function statusAnswer(status: 'generating' | 'completed', panels: ('image' | 'drawing')[]) {
  const drawn = panels.filter((panel) => panel === 'image').length;
  const scene = { _id: 'polled', status, panels: panels.map((panel, i) => ({ panelNumber: i + 1, imageUrl: panel === 'image' ? `/media/polled-${i}.png` : null, imageGenerationError: null })) };
  const data = { scene, progress: Math.round((drawn / panels.length) * 100), isGenerating: status === 'generating', isComplete: status === 'completed', hasError: false, hasPartialErrors: false, errorMessage: null };
  return { result: { data: { success: true, data } } };
}

const panelStates = (page: Page) => page.getByTestId('generation-progress').getByRole('list', { name: /^Panels/ }).locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
const stepState = (page: Page, label: string) => page.getByTestId('generation-progress').getByRole('listitem').filter({ hasText: label }).getAttribute('data-state');

test('Prompt bar shows progress per panel from the status stream', async ({ page, context, baseUrl, seed }) => {
  // A remote provider: generation answers 'generating' (a little late); the page follows the scene's status stream.
  // Each connection is one part of the stream, held back until the page has shown the part before, and ends with
  // `reconnect` (as a Worker's stream does), so the page must come back for the next one.
  const answers = [statusAnswer('generating', ['image', 'drawing', 'drawing']), statusAnswer('generating', ['image', 'image', 'drawing']), statusAnswer('completed', ['image', 'image', 'image'])];
  const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  const panel = (n: number) => event('panel', { panelNumber: n, imageUrl: `/media/polled-${n - 1}.png`, imageGenerationError: null });
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
      await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }, body: parts[part]! });
    },
  );
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('ai.generateScene'),
    async (route) => {
      await new Promise((done) => setTimeout(done, 1200));
      await route.fallback();
    },
  );
  await openStoryAsSeedOwner({ page, context, baseUrl, seed }, 10);
  await page.getByLabel('Panels', { exact: true }).selectOption('3');
  await page.getByLabel('Scene prompt').fill('The harbour bells ring although nobody is in the tower');
  await page.getByLabel('Scene prompt').press('Enter');

  await eventually(() => stepState(page, 'Generating scene'), (state) => state === 'active', "'Generating scene' first");
  await eventually(() => panelStates(page), (states) => states.join() === 'waiting,waiting,waiting', 'three panels waiting');
  await eventually(() => stepState(page, 'Generating image'), (state) => state === 'active', "then 'Generating image'", 8000);
  check((await stepState(page, 'Generating scene')) === 'done', 'the scene step is done');
  await eventually(() => panelStates(page), (states) => states.join() === 'done,drawing,drawing', 'panel 1 drawn with the first part of the stream', 8000);
  gates[1]!.resolve();
  await eventually(() => panelStates(page), (states) => states.join() === 'done,done,drawing', 'panel 2 with the second', 8000);
  gates[2]!.resolve();
  await page.getByTestId('generation-progress').waitFor({ state: 'detached', timeout: 10_000 });
  check(seen.streams === 3, `three connections of the stream (${seen.streams})`);
  check(seen.polls === 0 && seen.trpcPolls === 0, `no status polls while the stream was open (${seen.polls} JSON, ${seen.trpcPolls} tRPC)`);
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
  check(covered === '', `the top of the panels is visible, not under ${covered}`);
});

test('Phone new story leaves bylines in view', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expectVisible(page.getByRole('button', { name: 'New Story' }), 'New Story on a phone');
  const cards = page.getByTestId('story-card');
  await eventually(() => cards.count(), (n) => n >= 4, 'cards on the home page');
  for (let i = 0; i < 4; i++) {
    const hidden = await cards.nth(i).evaluate((card) => {
      const byline = card.querySelector('p')!;
      // Where a floating button in the bottom corner would sit.
      window.scrollBy(0, byline.getBoundingClientRect().bottom - (window.innerHeight - 24));
      const box = byline.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width * 0.75, box.top + box.height / 2);
      return hit && !byline.contains(hit) ? hit.outerHTML.slice(0, 120) : '';
    });
    check(hidden === '', `card ${i + 1}'s byline is not covered by ${hidden}`);
  }
});

test('Sign up art runs the forms height', async ({ page }) => {
  // At 1280x800 the sign-up form is taller than the window.
  await page.goto('/register');
  // The server draws the heading before the app; the form is the app's.
  await expectVisible(page.getByRole('heading', { name: 'Create your account' }));
  await expectVisible(page.getByRole('button', { name: 'Create account', exact: true }), 'the sign-up form');
  const [art, form] = await Promise.all([page.locator('aside').boundingBox(), page.locator('main').boundingBox()]);
  check(art && form && form.height > DESKTOP.height, `the sign-up page is taller than the window (${form?.height})`);
  check(art!.height >= form!.height - 1, `the art column (${art!.height}px) reaches the form's height (${form!.height}px)`);
});

test('Header sign in does not finish an abandoned like', async ({ page, baseUrl, seed }) => {
  // Signing in from the header (not for an action) must not finish an action left behind earlier.
  const storyId = seed.storyIds[3]!;
  const reader = await registerViaApi(baseUrl);
  await page.goto(`/story/${storyId}/read`);
  await page.getByRole('button', { name: /this story \(/ }).first().click();
  await expectPath(page, '/login', { reason: 'like' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expectPath(page, '/login');
  check((await page.getByTestId('sign-in-reason').count()) === 0, 'no reason when nothing asked for sign-in');
  await signInThroughForm(page, reader.email, reader.password);
  await expectPath(page, '/');
  await page.goto(`/story/${storyId}/read`);
  await expectAttribute(page.getByRole('button', { name: /this story \(/ }).first(), 'aria-pressed', 'false', 'the abandoned like did not land');
});

test('Remix as visitor starts after sign in', async ({ page, baseUrl, seed }) => {
  const reader = await registerViaApi(baseUrl);
  const storyId = seed.storyIds[2]!;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId });
  await page.goto(`/story/${storyId}/read`);
  await page.getByRole('button', { name: 'Remix: remix this story' }).click();
  // Asked once, before signing in; not again after.
  await page.getByRole('dialog', { name: /^Make your own copy of/ }).getByRole('button', { name: 'Make my copy' }).click();
  await expectPath(page, '/login', { redirect: `/story/${storyId}/read`, reason: 'remix' });
  await expectVisible(page.getByTestId('sign-in-reason').getByText(/account to remix stories/));
  await signInThroughForm(page, reader.email, reader.password);
  await page.waitForURL((url) => /^\/story\/[^/]+$/.test(url.pathname) && !url.pathname.includes(storyId), { timeout: 15_000 });
  await expectVisible(page.getByRole('heading', { level: 1, name: `${story.title} (Remix)` }), 'the remix opened after signing in');
  const remixId = new URL(page.url()).pathname.split('/')[2]!;
  check((await storyById(baseUrl, remixId, reader.token)).userId.username === reader.username, 'the reader owns the remix');
});
