// Flows: Play makes the first scene, New Story reuses an untouched draft, Remix asks once, scene links land on
// their scene for every viewer without refused requests, and unknown pages or stories answer 404 with Page Not Found.
import type { Page } from 'playwright-core';
import { test, type TestContext } from './fixtures';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import type { StoryDetail } from '../../src/lib/story-types';
import { loginViaApi, trpcMutation, trpcQuery } from './flows';
import { check, eventually, expectPath, expectVisible, registerViaApi, signInWithToken } from './harness';

const storyById = async (baseUrl: string, id: string, token?: string) => (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }, token)).data;
const ownStories = async (baseUrl: string, username: string, token: string) =>
  (await trpcQuery<{ data: { stories: { _id: string }[] } }>(baseUrl, 'users.profile', { username }, token)).data.stories;
const storyIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]!;

test('Play turns the prompt into the first scene', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  await page.goto('/');
  const prompt = 'A lighthouse keeper finds a map hidden under the stairs';
  await page.getByLabel('Story prompt').fill(prompt);
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForURL(/\/story\/[^/]+$/);
  // No wizard: the prompt is already being drawn as scene 1.
  await expectVisible(page.locator('#scene-1'), 'scene 1 made from the prompt', 30_000);
  check((await page.getByRole('heading', { name: 'Begin Your Adventure' }).count()) === 0, 'the wizard is skipped');
  const story = await storyById(baseUrl, storyIdOf(page), author.token);
  check(story.scenes.length === 1, `one scene (${story.scenes.length})`);
  check(story.description === prompt && story.onboardingCompleted, 'the prompt is the description and onboarding is done');
  check((await ownStories(baseUrl, author.username, author.token)).length === 1, 'one story made');
});

test('New story reuses the untouched draft', async ({ page, context, baseUrl }) => {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  await page.goto('/');
  await page.getByRole('button', { name: 'New Story' }).click();
  await page.waitForURL(/\/story\/[^/]+$/);
  const first = storyIdOf(page);
  await expectVisible(page.locator('[aria-valuetext^="Step 1 of"]'), 'the wizard of the new story');
  for (let i = 0; i < 2; i += 1) {
    await page.goto('/');
    await page.getByRole('button', { name: 'New Story' }).click();
    await page.waitForURL(/\/story\/[^/]+$/);
    check(storyIdOf(page) === first, `New Story opened the same untouched draft (${storyIdOf(page)} vs ${first})`);
  }
  check((await ownStories(baseUrl, author.username, author.token)).length === 1, 'still one draft');
  // Once the author has worked on it, New Story makes another.
  await trpcMutation(baseUrl, 'stories.update', { id: first, changes: { title: 'The Map' } }, author.token);
  await page.goto('/');
  await page.getByRole('button', { name: 'New Story' }).click();
  await page.waitForURL(/\/story\/[^/]+$/);
  check(storyIdOf(page) !== first, 'a touched draft is left alone');
  check((await ownStories(baseUrl, author.username, author.token)).length === 2, 'two stories now');
});

test('Remix asks once and says the copy is private', async ({ page, context, baseUrl, seed }) => {
  const reader = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, reader.token);
  const storyId = seed.storyIds[9]!;
  const original = await storyById(baseUrl, storyId);
  await page.goto(`/story/${storyId}/read`);
  await page.getByRole('button', { name: 'Remix: remix this story' }).click();
  const dialog = page.getByRole('dialog', { name: `Make your own copy of “${original.title}”?` });
  await expectVisible(dialog, 'Remix asks first');
  await expectVisible(dialog.getByText('only you can see it until you publish it'), 'and says the copy is private');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  check((await ownStories(baseUrl, reader.username, reader.token)).length === 0, 'a cancelled remix makes nothing');

  // A scene's remix asks about that scene; confirming makes one copy and opens it.
  await page.locator('#scene-2').getByRole('button', { name: /Remix scene/ }).click();
  const sceneDialog = page.getByRole('dialog', { name: `Make your own copy of scene 2 of “${original.title}”?` });
  await expectVisible(sceneDialog);
  await sceneDialog.getByRole('button', { name: 'Make my copy' }).click();
  await page.waitForURL((url) => /^\/story\/[^/]+$/.test(url.pathname) && !url.pathname.includes(storyId));
  const mine = await ownStories(baseUrl, reader.username, reader.token);
  check(mine.length === 1, `one copy (${mine.length})`);
  const copy = await storyById(baseUrl, storyIdOf(page), reader.token);
  check(copy.status === 'draft' && copy.scenes.length === 1, 'a private draft with the one scene');
});

/** Every tRPC or REST answer with status 403 while `run` runs. */
async function refusedDuring(page: Page, run: () => Promise<void>) {
  const refused: string[] = [];
  const listen = (response: { status(): number; url(): string }) => {
    if (response.status() === 403) refused.push(response.url());
  };
  page.on('response', listen);
  try {
    await run();
    await page.waitForTimeout(500);
  } finally {
    page.off('response', listen);
  }
  return refused;
}

async function expectSceneOnTop(page: Page, sceneNumber: number, who: string) {
  await eventually(
    () => page.evaluate((n) => Math.round(document.getElementById(`scene-${n}`)?.getBoundingClientRect().top ?? -9999), sceneNumber),
    (top) => top >= 0 && top < 220,
    `${who}: scene ${sceneNumber} at the top of the screen`,
  );
}

/**
 * A seeded story a visitor can read that still has three scenes: tests in the same worker share the seed and some edit
 * or delete scenes of theirs (the editor's tests delete scene 2 of story 5), so the story is picked as it is now.
 */
async function publishedWithThreeScenes(baseUrl: string, storyIds: string[]): Promise<number> {
  for (const [index, id] of storyIds.entries()) {
    const story = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id }).catch(() => null);
    if (story && story.data.scenes.length >= 3) return index;
  }
  throw new Error('no published seed story with three scenes is left');
}

test('Scene links land on the scene for every viewer', async ({ page, context, baseUrl, seed }) => {
  const index = await publishedWithThreeScenes(baseUrl, seed.storyIds);
  const storyId = seed.storyIds[index]!;
  const link = `/story/${storyId}/scene/3`;

  // A visitor, signed out.
  let refused = await refusedDuring(page, async () => {
    await page.goto(link);
    await expectPath(page, `/story/${storyId}/read`);
    await expectSceneOnTop(page, 3, 'visitor');
  });
  check(new URL(page.url()).hash === '#scene-3', `the reader's address names the scene (${page.url()})`);
  check(refused.length === 0, `no refused requests for a visitor: ${refused.join(', ')}`);

  // Someone else, signed in.
  const reader = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, reader.token);
  refused = await refusedDuring(page, async () => {
    await page.goto(link);
    await expectPath(page, `/story/${storyId}/read`);
    await expectSceneOnTop(page, 3, 'non-owner');
  });
  check(refused.length === 0, `no refused requests for a non-owner: ${refused.join(', ')}`);

  // The owner edits there.
  await context.clearCookies();
  const owner = seed.users[index % seed.users.length]!;
  await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
  refused = await refusedDuring(page, async () => {
    await page.goto(link);
    await expectVisible(page.getByRole('switch', { name: 'Edit mode' }));
    await expectPath(page, link);
    await expectSceneOnTop(page, 3, 'owner');
  });
  check(refused.length === 0, `no refused requests for the owner: ${refused.join(', ')}`);
});

test('Unknown pages and unreadable stories are 404', async ({ page, context, baseUrl }) => {
  for (const path of ['/no/such/page', '/story/no-such-story/read']) {
    const response = await page.goto(path);
    check(response?.status() === 404, `${path} answers 404 (${response?.status()})`);
    await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }), `${path} shows Page Not Found`);
    await expectVisible(page.getByRole('link', { name: 'Go Home' }));
  }
  // A private draft: 404 and Page Not Found for a visitor; its owner still reads it (the client draws it).
  const author = await registerViaApi(baseUrl);
  const draft = (await trpcMutation<{ data: { _id: string } }>(baseUrl, 'stories.create', { title: 'Private Plans' }, author.token)).data;
  const visitor = await page.goto(`/story/${draft._id}/read`);
  check(visitor?.status() === 404, `a draft is 404 to a visitor (${visitor?.status()})`);
  await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
  check((await page.content()).includes('Private Plans') === false, 'nothing of the draft in the page');
  await signInWithToken(context, baseUrl, author.token);
  await page.goto(`/story/${draft._id}/read`);
  await expectVisible(page.getByText("This story doesn't have any scenes yet."), "the owner's own draft");
  // The app's client routes keep working after a 404 page.
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Interactive Story Builder' }));
});
