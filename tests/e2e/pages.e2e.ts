// The shell's other screens: Page Not Found, the home page, the sign-in/sign-up links.
import { test } from './fixtures';
import { breakDashboardChunk, rewriteTrpcAnswers, trpcError, trpcQuery } from './flows';
import { PHONE, check, expectEnabled, expectPath, expectVisible, registerViaApi, signInWithToken } from './harness';

test('Unknown path shows page not found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  check(response?.status() === 404, 'an unknown path answers 404 with the client');
  await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
  await expectVisible(
    page.getByText("The page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL."),
  );
  // Signed out, the shell offers Sign In.
  await expectVisible(page.getByRole('link', { name: 'Sign In', exact: true }));
  await page.getByRole('link', { name: 'Go Home' }).click();
  // Home is public: a visitor browses it inside the shell.
  await expectPath(page, '/');
  await expectVisible(page.getByRole('heading', { name: 'Interactive Story Builder' }));
  await expectVisible(page.getByRole('link', { name: 'Sign In', exact: true }));
});

test('Go home from not found when signed in', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/definitely-missing');
  await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expectPath(page, '/');
  await expectVisible(page.getByRole('heading', { name: 'Interactive Story Builder' }));
});

test('Home play creates story from prompt', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/');
  const prompt = page.getByPlaceholder('A robot walks into a bar...');
  const play = page.getByRole('button', { name: 'Play' });
  await expectVisible(prompt);
  await expectEnabled(play, false, 'Play is disabled with an empty prompt');
  await prompt.fill('   ');
  await expectEnabled(play, false, 'Play stays disabled for a blank prompt');
  await prompt.fill('A robot walks into a bar');
  await expectEnabled(play, true, 'Play is enabled once there is a prompt');
  await expectVisible(page.getByRole('button', { name: 'All', exact: true }));
  await expectVisible(page.getByRole('heading', { name: 'Recent Stories' }));
  await expectVisible(page.getByRole('button', { name: 'New Story' }));

  await play.click();
  await page.waitForURL(/\/story\/[^/]+$/);
  const created = page.url();
  await expectVisible(page.getByRole('heading', { name: 'My New Story' }));
  await expectVisible(page.getByLabel('Scene prompt'), 'the story page with its prompt bar');
  // Play's prompt is the first scene at once.
  await expectVisible(page.locator('#scene-1'), 'the prompt drawn as scene 1', 30_000);

  await page.goto('/');
  await page.setViewportSize(PHONE);
  await prompt.waitFor({ state: 'hidden' });
  await expectVisible(page.getByRole('button', { name: 'New Story' }), 'the New Story button on a phone');
  // The new story is a private draft: not in the feed, but on its owner's dashboard, whose card opens the story page.
  const storyId = new URL(created).pathname.split('/')[2]!;
  const feed = (await trpcQuery<{ data: { stories: { _id: string }[] } }>(baseUrl, 'stories.list', { page: 1, limit: 12 }, user.token)).data.stories;
  check(!feed.some((story) => story._id === storyId), 'the draft is not in the feed');
  await page.goto('/dashboard');
  // (Its first scene may have given it a title of its own by now.)
  await page.locator(`[data-testid="profile-story"][href="/story/${storyId}"]`).click();
  await page.waitForURL(new RegExp(`/story/${storyId}$`));
});

test('Home empty and error states', async ({ page }) => {
  const empty = { result: { data: { success: true, data: { stories: [], pagination: { page: 1, pages: 0, total: 0, limit: 12 } } } } };
  await rewriteTrpcAnswers(page, { 'stories.list': () => empty });
  await page.goto('/');
  await expectVisible(page.getByRole('heading', { name: 'No stories yet' }));
  await expectVisible(page.getByText('Create your first story to get started!'));
  // A visitor who wants to create is sent to sign in, with home remembered.
  await page.getByRole('button', { name: 'Create Your First Story' }).click();
  await expectPath(page, '/login', { redirect: '/' });

  await page.unrouteAll();
  await rewriteTrpcAnswers(page, {
    'stories.list': () => trpcError(429, 'TOO_MANY_REQUESTS', 'Slow down'),
    'stories.tags': () => trpcError(500, 'INTERNAL_SERVER_ERROR', 'Boom'),
  });
  await page.goto('/');
  await expectVisible(page.getByText('Too many requests. Please wait a moment and try again.'));
  await expectVisible(page.getByText('Failed to load tags'));

  await page.unrouteAll();
  await rewriteTrpcAnswers(page, { 'stories.list': () => trpcError(500, 'INTERNAL_SERVER_ERROR', 'Boom') });
  await page.goto('/');
  await expectVisible(page.getByText('Failed to load stories'), 'the generic load failure');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expectVisible(page.getByTestId('story-card'), 'stories after Try Again');
});

test('Sign in and sign up link to each other', async ({ page }) => {
  await page.goto('/login');
  await expectVisible(page.getByRole('heading', { name: 'Tell your story' }));
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
  await expectVisible(page.getByRole('heading', { name: 'Something went wrong' }));
  await expectVisible(page.getByText("Don't worry, our comic heroes are working on fixing this issue!"));
  await expectVisible(page.getByRole('button', { name: 'Try Again' }));
  check(logged.some((text) => text.includes('Simulated crash')), 'the error is logged to the console');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expectPath(page, '/');
  await expectVisible(page.getByRole('heading', { name: 'Interactive Story Builder' }));
});
