// Pages no one can hijack: every page kind answers with the Content-Security-Policy and the security headers, loads
// nothing from another origin and trips no policy (the shared fixture fails a test on either), /api/docs included; the
// session token is out of the page's reach; stored script payloads never run.
import type { Page } from 'playwright-core';
import { test } from './fixtures';
import { authorWithStory, trpcMutation } from './flows';
import { check, expectVisible } from './harness';
import { API_REFERENCE_SCRIPT } from '../../worker/web/api-reference';

const PAYLOAD = `"><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><svg onload="window.__pwned=3">`;

async function expectSecureAnswer(page: Page, path: string) {
  const response = await page.goto(path);
  check(response, `${path} answered`);
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  check(/(^|; )script-src 'self'(;|$)/.test(policy), `${path}: scripts only from the app (${policy})`);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) check(policy.includes(directive), `${path}: ${directive}`);
  check(headers['x-content-type-options'] === 'nosniff', `${path}: nosniff`);
  check(headers['referrer-policy'] === 'strict-origin-when-cross-origin', `${path}: Referrer-Policy`);
  check((headers['permissions-policy'] ?? '').includes('camera=()'), `${path}: Permissions-Policy`);
  await page.waitForLoadState('load');
}

test('Every page kind and the API reference load under the policy, from the app alone', async ({ page, context, baseUrl, seed }) => {
  for (const path of ['/', '/login', '/register', `/story/${seed.storyIds[0]}/read`, `/user/${seed.users[0]!.username}`, '/no/such/page']) {
    await expectSecureAnswer(page, path);
    await expectVisible(page.locator('#main, main').first(), `${path} drew its page`);
  }

  // The API reference: the pinned package from the app's own assets, over the app's own document. The Node host
  // compresses a static file at brotli's best setting once, on its first request: for this 1.7 MB bundle that takes
  // long on a busy machine, so the test asks for it first.
  await page.request.get(API_REFERENCE_SCRIPT, { headers: { 'accept-encoding': 'br' }, timeout: 60_000 });
  await expectSecureAnswer(page, '/api/docs');
  await expectVisible(page.getByRole('heading', { name: /Panelcraft API/ }), 'the reference drew the document');
  await expectVisible(page.getByText('/api/stories', { exact: true }), 'an operation is listed');

  // Signed in: the editor and the dashboard.
  const { storyId } = await authorWithStory({ page, context, baseUrl, seed });
  await expectSecureAnswer(page, `/story/${storyId}`);
  await expectVisible(page.getByRole('switch', { name: 'Edit mode' }));
  await expectSecureAnswer(page, '/dashboard');
  await expectVisible(page.getByRole('heading', { name: /Welcome to your Dashboard/ }));
  const session = (await context.cookies()).find((cookie) => cookie.name === 'token');
  check(session?.httpOnly, 'the session cookie became HttpOnly once the server confirmed it');
  check(!(await page.evaluate(() => document.cookie)).includes(session!.value), 'page script cannot read the session token');
});

test('Stored script payloads in titles, descriptions, tags, names and bubbles never run', async ({ page, context, baseUrl, seed }) => {
  const { storyId, token, story } = await authorWithStory({ page, context, baseUrl, seed });
  await trpcMutation(baseUrl, 'stories.update', { id: storyId, changes: { title: `Moon ${PAYLOAD}`.slice(0, 100), description: PAYLOAD, tags: ['<b>x</b>', '"><svg onload=alert(1)>'], status: 'published' } }, token);
  await trpcMutation(baseUrl, 'characters.create', { storyId, name: '<img src=x onerror=1>', description: PAYLOAD, imagePrompt: PAYLOAD }, token);
  await trpcMutation(baseUrl, 'auth.updateProfile', { firstName: '<svg onload=alert(1)>' }, token);
  const scene = (await story()).scenes[0]!;
  const bubble = { id: 'payload', text: PAYLOAD, type: 'speech', position: { x: 0.5, y: 0.3 } };
  await trpcMutation(baseUrl, 'scenes.updatePanel', { sceneId: scene._id, panelNumber: 1, textBubbles: [bubble] }, token);

  for (const path of [`/story/${storyId}/read`, `/story/${storyId}`, '/', '/dashboard']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    check((await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)) === undefined, `${path}: no payload ran`);
  }
  await expectVisible(page.getByText('Welcome to your Dashboard', { exact: false }));
});
