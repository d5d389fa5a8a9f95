// Pages no one can hijack: every page kind answers with the Content-Security-Policy and the security headers, loads
// nothing from another origin and trips no policy (the shared fixture fails a test on either), /api/docs included; the
// session token is out of the page's reach; stored script payloads never run.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './fixtures';
import { afterTwoFrames, authorWithStory, trpcMutation } from './flows';
import { check } from './harness';
import { API_REFERENCE_SCRIPT } from '../../worker/web/api-reference';

const PAYLOAD = `"><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><svg onload="window.__pwned=3">`;

async function expectSecureAnswer(page: Page, path: string) {
  const response = await page.goto(path);
  check(response, `${path} answered`);
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `${path}: scripts only from the app (${policy})`).toMatch(/(^|; )script-src 'self'(;|$)/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"])
    expect(policy, `${path}: ${directive}`).toContain(directive);
  expect(headers['x-content-type-options'], `${path}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${path}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'] ?? '', `${path}: Permissions-Policy`).toContain('camera=()');
  await page.waitForLoadState('load');
}

test('Every page kind and the API reference load under the policy, from the app alone', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  for (const path of [
    '/',
    '/login',
    '/register',
    `/story/${seed.storyIds[0]}/read`,
    `/user/${seed.users[0]!.username}`,
    '/no/such/page',
  ]) {
    await expectSecureAnswer(page, path);
    await expect(page.locator('#main, main').first(), `${path} drew its page`).toBeVisible();
  }

  // The API reference: the pinned package from the app's own assets, over the app's own document. The Node host
  // compresses a static file at brotli's best setting once, on its first request: for this 1.7 MB bundle that takes
  // long on a busy machine, so the test asks for it first.
  await page.request.get(API_REFERENCE_SCRIPT, { headers: { 'accept-encoding': 'br' }, timeout: 60_000 });
  await expectSecureAnswer(page, '/api/docs');
  await expect(
    page.getByRole('heading', { name: /Panelcraft API/ }).first(),
    'the reference drew the document',
  ).toBeVisible();
  await expect(page.getByText('/api/stories', { exact: true }).first(), 'an operation is listed').toBeVisible();

  // Signed in: the editor and the dashboard.
  const { storyId } = await authorWithStory({ page, context, baseUrl, seed });
  await expectSecureAnswer(page, `/story/${storyId}`);
  await expect(page.getByRole('switch', { name: 'Edit mode' }).first()).toBeVisible();
  await expectSecureAnswer(page, '/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome to your Dashboard/ }).first()).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'token');
  check(session?.httpOnly, 'the session cookie became HttpOnly once the server confirmed it');
  expect(await page.evaluate(() => document.cookie), 'page script cannot read the session token').not.toContain(
    session.value,
  );
});

test('Stored script payloads in titles, descriptions, tags, names and bubbles never run', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const { storyId, token, story } = await authorWithStory({ page, context, baseUrl, seed });
  await trpcMutation(
    baseUrl,
    'stories.update',
    {
      id: storyId,
      changes: {
        title: `Moon ${PAYLOAD}`.slice(0, 100),
        description: PAYLOAD,
        tags: ['<b>x</b>', '"><svg onload=alert(1)>'],
        status: 'published',
      },
    },
    token,
  );
  await trpcMutation(
    baseUrl,
    'characters.create',
    { storyId, name: '<img src=x onerror=1>', description: PAYLOAD, imagePrompt: PAYLOAD },
    token,
  );
  await trpcMutation(baseUrl, 'auth.updateProfile', { firstName: '<svg onload=alert(1)>' }, token);
  const scene = (await story()).scenes[0]!;
  const bubble = { id: 'payload', text: PAYLOAD, type: 'speech', position: { x: 0.5, y: 0.3 } };
  await trpcMutation(
    baseUrl,
    'scenes.updatePanel',
    { sceneId: scene._id, panelNumber: 1, textBubbles: [bubble] },
    token,
  );

  // Each page is checked once it has drawn the stored words (a payload in them would have run by then).
  const drawn: [string, Locator][] = [
    [`/story/${storyId}/read`, page.getByRole('heading', { level: 1, name: /^Moon/ })],
    [`/story/${storyId}`, page.getByRole('switch', { name: 'Edit mode' })],
    ['/', page.getByTestId('story-card').first()],
    ['/dashboard', page.getByRole('heading', { name: /Welcome to your Dashboard/ })],
  ];
  for (const [path, words] of drawn) {
    await page.goto(path);
    await expect(words, `${path} is drawn`).toBeVisible();
    await afterTwoFrames(page);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      `${path}: no payload ran`,
    ).toBe(undefined);
  }
  await expect(page.getByText('Welcome to your Dashboard', { exact: false }).first()).toBeVisible();
});
