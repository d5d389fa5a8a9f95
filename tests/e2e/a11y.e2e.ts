// axe-core (WCAG 2.0 A/AA and 2.1 AA) on every kind of screen, signed out and in: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import { loginViaApi } from './flows';
import { AssertionError, PHONE, registerViaApi, signInWithToken } from './harness';
import { expect, type TestContext, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Runs axe on the page as it is and fails with every serious or critical finding, each with its elements. */
async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (serious.length) {
    const lines = serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n'),
    );
    throw new AssertionError(`${what}: ${serious.length} serious/critical axe violation(s)\n  ${lines.join('\n  ')}`);
  }
}

/** A published seed story and its owner's session. */
async function publishedStoryAndOwner(baseUrl: string, seed: TestContext['seed']) {
  for (const id of seed.storyIds) {
    const body = (await (await fetch(`${baseUrl}/api/stories/${id}`)).json()) as {
      data?: { status: string; title: string; userId: { username: string } };
    };
    if (body.data?.status !== 'published') continue;
    const owner = seed.users.find((user) => user.username === body.data!.userId.username)!;
    return { id, title: body.data.title, owner, token: await loginViaApi(baseUrl, owner.email, SEED_PASSWORD) };
  }
  throw new AssertionError('the seed has no published story');
}

// One test per width: twelve axe runs in one test came near its time limit on a loaded two-core machine.
for (const viewport of [undefined, PHONE]) {
  test(`Signed out pages have no serious axe violations${viewport ? ' at phone width' : ''}`, async ({
    page,
    baseUrl,
    seed,
  }) => {
    const story = await publishedStoryAndOwner(baseUrl, seed);
    const pages = [
      { path: '/login', ready: page.getByRole('heading', { name: 'Welcome back' }) },
      { path: '/register', ready: page.getByRole('heading', { name: 'Create your account' }) },
      { path: '/', ready: page.getByTestId('story-card') },
      { path: `/story/${story.id}/read`, ready: page.locator('[data-panel-media]') },
      {
        path: `/user/${story.owner.username}`,
        ready: page.getByTestId('story-card').or(page.getByRole('heading', { name: /Stories by/ })),
      },
      { path: '/no/such/page', ready: page.getByRole('heading', { name: 'Page Not Found' }) },
    ];
    if (viewport) await page.setViewportSize(viewport);
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready.first(), `${path} loaded`).toBeVisible();
      await expectNoSeriousViolations(page, `${path} signed out${viewport ? ' (phone)' : ''}`);
    }
  });
}

test('Signed in pages have no serious axe violations', async ({ page, context, baseUrl, seed }) => {
  const story = await publishedStoryAndOwner(baseUrl, seed);
  await signInWithToken(context, baseUrl, story.token);
  const pages = [
    { path: '/', ready: page.getByTestId('story-card') },
    { path: `/story/${story.id}`, ready: page.locator('#scene-1') },
    { path: '/dashboard', ready: page.getByRole('heading', { name: /Welcome to your Dashboard/ }) },
    { path: `/story/${story.id}/read`, ready: page.locator('[data-panel-media]') },
  ];
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(ready.first(), `${path} loaded`).toBeVisible();
    await expectNoSeriousViolations(page, `${path} signed in`);
  }
});

test('New member dashboard has no serious axe violations', async ({ page, context, baseUrl }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome to your Dashboard/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard (new member)');
});
