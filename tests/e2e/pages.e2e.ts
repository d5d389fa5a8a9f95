// The shell's other screens: Page Not Found, the home page, the sign-in/sign-up links.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { breakDashboardChunk, rewriteTrpcAnswers, trpcError, trpcQuery } from './flows';
import { PHONE, expectPath, registerViaApi, signInWithToken } from './harness';

test('Unknown path shows page not found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status(), 'an unknown path answers 404 with the client').toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' }).first()).toBeVisible();
  await expect(
    page
      .getByText(
        "The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.",
      )
      .first(),
  ).toBeVisible();
  // Signed out, the shell offers Sign In.
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  // Home is public: a visitor browses it inside the shell.
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: 'Interactive Story Builder' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
});

test('Go home from not found when signed in', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/definitely-missing');
  await expect(page.getByRole('heading', { name: 'Page Not Found' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: 'Interactive Story Builder' }).first()).toBeVisible();
});

test('Home play creates story from prompt', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/');
  const prompt = page.getByPlaceholder('A robot walks into a bar...');
  const play = page.getByRole('button', { name: 'Play' });
  await expect(prompt.first()).toBeVisible();
  await expect(play, 'Play is disabled with an empty prompt').toBeDisabled();
  await prompt.fill('   ');
  await expect(play, 'Play stays disabled for a blank prompt').toBeDisabled();
  await prompt.fill('A robot walks into a bar');
  await expect(play, 'Play is enabled once there is a prompt').toBeEnabled();
  await expect(page.getByRole('button', { name: 'All', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Stories' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Story' }).first()).toBeVisible();

  await play.click();
  await page.waitForURL(/\/story\/[^/]+$/);
  const created = page.url();
  await expect(page.getByRole('heading', { name: 'My New Story' }).first()).toBeVisible();
  await expect(page.getByLabel('Scene prompt').first(), 'the story page with its prompt bar').toBeVisible();
  // Play's prompt is the first scene at once.
  await expect(page.locator('#scene-1').first(), 'the prompt drawn as scene 1').toBeVisible({ timeout: 30_000 });

  await page.goto('/');
  await page.setViewportSize(PHONE);
  await prompt.waitFor({ state: 'hidden' });
  await expect(
    page.getByRole('button', { name: 'New Story' }).first(),
    'the New Story button on a phone',
  ).toBeVisible();
  // The new story is a private draft: not in the feed, but on its owner's dashboard, whose card opens the story page.
  const storyId = new URL(created).pathname.split('/')[2]!;
  const feed = (
    await trpcQuery<{ data: { stories: { _id: string }[] } }>(
      baseUrl,
      'stories.list',
      { page: 1, limit: 12 },
      user.token,
    )
  ).data.stories;
  expect(
    feed.some((story) => story._id === storyId),
    'the draft is not in the feed',
  ).toBeFalsy();
  await page.goto('/dashboard');
  // (Its first scene may have given it a title of its own by now.)
  await page.locator(`[data-testid="profile-story"][href="/story/${storyId}"]`).click();
  await page.waitForURL(new RegExp(`/story/${storyId}$`));
});

/**
 * Home reached inside the app (from sign-in, once it has hydrated), so its feed comes from the browser's own call: a
 * home loaded from the server arrives with the server's stories already in it.
 */
async function homeInApp(page: Page) {
  await page.goto('/login');
  await expect(page.getByLabel('Email'), 'sign-in hydrated').toBeEditable();
  await page.getByRole('link', { name: 'Panelcraft home' }).first().click();
}

test('Home empty and error states', async ({ page }) => {
  const empty = {
    result: { data: { success: true, data: { stories: [], pagination: { page: 1, pages: 0, total: 0, limit: 12 } } } },
  };
  await rewriteTrpcAnswers(page, { 'stories.list': () => empty });
  await homeInApp(page);
  await expect(page.getByRole('heading', { name: 'No stories yet' }).first()).toBeVisible();
  await expect(page.getByText('Create your first story to get started!').first()).toBeVisible();
  // A visitor who wants to create is sent to sign in, with home remembered.
  await page.getByRole('button', { name: 'Create Your First Story' }).click();
  await expectPath(page, '/login', { redirect: '/' });

  await page.unrouteAll();
  await rewriteTrpcAnswers(page, {
    'stories.list': () => trpcError(429, 'TOO_MANY_REQUESTS', 'Slow down'),
    'stories.tags': () => trpcError(500, 'INTERNAL_SERVER_ERROR', 'Boom'),
  });
  await homeInApp(page);
  await expect(page.getByText('Too many requests. Please wait a moment and try again.').first()).toBeVisible();
  await expect(page.getByText('Failed to load tags').first()).toBeVisible();

  await page.unrouteAll();
  await rewriteTrpcAnswers(page, { 'stories.list': () => trpcError(500, 'INTERNAL_SERVER_ERROR', 'Boom') });
  await homeInApp(page);
  await expect(page.getByText('Failed to load stories').first(), 'the generic load failure').toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('story-card').first(), 'stories after Try Again').toBeVisible();
});

test('Sign in and sign up link to each other', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Tell your story' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Sign up here' }).click();
  await expectPath(page, '/register');
  await page.getByRole('link', { name: 'Sign in here' }).click();
  await expectPath(page, '/login');
});

test('Crash shows fallback with try again and go home', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await breakDashboardChunk(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Something went wrong' }).first()).toBeVisible();
  await expect(page.getByText("Don't worry, our comic heroes are working on fixing this issue!").first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' }).first()).toBeVisible();
  expect(
    logged.some((text) => text.includes('Simulated crash')),
    'the error is logged to the console',
  ).toBeTruthy();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: 'Interactive Story Builder' }).first()).toBeVisible();
});
