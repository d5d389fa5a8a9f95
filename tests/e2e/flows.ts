// UI steps several end-to-end tests share.
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import type { StoryDetail } from '../../src/lib/story-types';
import { VARIANT_WIDTHS, variantKey } from '../../src/shared/picture-variants';
import { eventually, expectVisible, registerViaApi, signInWithToken, type TestUser } from './harness';
import type { TestContext } from './fixtures';

/**
 * Holds the requests to tRPC procedures whose path includes `procedure` until `release` is called, so a busy state can
 * be seen for as long as a test looks at it (rather than for a guessed delay).
 */
export async function holdProcedure(page: Page, procedure: string) {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      await gate;
      await route.fallback().catch(() => undefined);
    },
  );
  return release;
}

/**
 * Resolves once the page has drawn two more frames. A key press or click is handled, rendered and has sent any request
 * by then (the editor saves at once, without a debounce), so a test can check that it changed nothing.
 */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Resolves once React has hydrated the server-drawn page (its root node holds a fiber). A server-drawn page shows its
 * content before the app's scripts have run: taking the network away before then stops the app from loading at all.
 */
export async function appHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const node = document.querySelector('#root > *');
        return Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactFiber')));
      }),
    )
    .toBe(true);
}

/**
 * Waits until `ms` have passed on the page's own clock since `since` (its performance.now()): a finger resting on the
 * screen, measured as the page measures the press (event time stamps), however slow the machine is.
 */
export async function restOnPageClock(page: Page, since: number, ms: number) {
  await page.waitForFunction(([start, hold]) => performance.now() - start >= hold, [since, ms] as const, {
    polling: 'raf',
  });
}

/** Resolves once every animation inside `locator` has finished (a menu's pop-in, so its box is measured as drawn). */
export async function animationsDone(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fillSignUp(page: Page, user: Partial<TestUser> & { confirm?: string }) {
  await field(page, 'First name').fill(user.firstName ?? '');
  await field(page, 'Last name').fill(user.lastName ?? '');
  await field(page, 'Username').fill(user.username ?? '');
  await field(page, 'Email').fill(user.email ?? '');
  await field(page, 'Password').fill(user.password ?? '');
  await field(page, 'Confirm password').fill(user.confirm ?? user.password ?? '');
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

/** The crash fallback has no route of its own: the user dashboard's chunk that throws on load brings it up. */
export async function breakDashboardChunk(page: Page) {
  await page.route('**/assets/dashboard-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'throw new Error("Simulated crash for the fallback screen");',
    }),
  );
}

/**
 * Rewrites procedures' answers inside tRPC batch responses (e.g. an empty feed or a 429), leaving the other
 * procedures in the same batch untouched. One route handles them all, since a batch can hold several.
 */
export async function rewriteTrpcAnswers(page: Page, rewrites: Record<string, (answer: unknown) => unknown>) {
  const procedures = Object.keys(rewrites);
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && procedures.some((name) => url.pathname.includes(name)),
    async (route) => {
      const url = new URL(route.request().url());
      const names = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
      const response = await route.fetch();
      const body = (await response.json()) as unknown;
      const list = url.searchParams.get('batch') ? (body as unknown[]) : [body];
      const answers = names.map((name, i) => rewrites[name]?.(list[i]) ?? list[i]);
      await route.fulfill({ response, json: url.searchParams.get('batch') ? answers : answers[0] });
    },
  );
}

/** A tRPC error answer as the server formats it. */
export const trpcError = (httpStatus: number, code: string, message: string) => ({
  error: { message, code: -32000, data: { code, httpStatus, path: '' } },
});

/** Calls a public tRPC query over HTTP (what the page would see). */
export async function trpcQuery<T>(baseUrl: string, procedure: string, input?: unknown, token?: string): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${baseUrl}/trpc/${procedure}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!body.result) throw new Error(`${procedure} failed: ${body.error?.message}`);
  return body.result.data;
}

export async function loginViaApi(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login failed: ${response.status} ${body.message}`);
  return body.token;
}

/** Calls a tRPC mutation over HTTP as a signed-in user (test set-up through the public API). */
export async function trpcMutation<T>(baseUrl: string, procedure: string, input: unknown, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!body.result) throw new Error(`${procedure} failed: ${response.status} ${body.error?.message}`);
  return body.result.data;
}

/** The story as its author reads it. */
export async function readStory(baseUrl: string, storyId: string, token: string): Promise<StoryDetail> {
  return (await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId }, token)).data;
}

/** A new story of the author's, past the first-story wizard unless `wizard` keeps it: its id. */
export async function createStory(
  baseUrl: string,
  token: string,
  story: { title?: string; description: string },
  { wizard = false } = {},
): Promise<string> {
  const { data: created } = await trpcMutation<{ data: { _id: string } }>(baseUrl, 'stories.create', story, token);
  if (!wizard)
    await trpcMutation(baseUrl, 'stories.update', { id: created._id, changes: { onboardingCompleted: true } }, token);
  return created._id;
}

/**
 * One generated scene a prompt, of at most `maxPanels` panels (pictured unless `pictures` is false), and the story once
 * every scene is written and, when pictured, every panel has its picture.
 */
export async function generateScenes(
  baseUrl: string,
  token: string,
  storyId: string,
  prompts: string[],
  { maxPanels, pictures = true, timeout = 30_000 }: { maxPanels: number; pictures?: boolean; timeout?: number },
): Promise<StoryDetail> {
  for (const prompt of prompts)
    await trpcMutation(baseUrl, 'ai.generateScene', { storyId, prompt, generateImages: pictures, maxPanels }, token);
  return eventually(
    () => readStory(baseUrl, storyId, token),
    (story) =>
      story.scenes.length === prompts.length &&
      story.scenes.every(
        (scene) =>
          scene.status === 'completed' &&
          scene.panels.length > 0 &&
          (!pictures || scene.panels.every((panel) => panel.imageUrl)),
      ),
    pictures ? 'the scenes are drawn' : 'the scenes are written',
    timeout,
  );
}

/**
 * Asks for each stored picture's reader-size copies until all are WebP (the server makes one on first ask, as a deployed
 * app has them by the time readers come) or `timeout` ms pass: how many copies there are and how many are ready.
 */
export async function warmPictureCopies(baseUrl: string, pictures: Iterable<string>, timeout = 120_000) {
  const copies = [...new Set(pictures)]
    .filter((url) => url.startsWith('/media/'))
    .flatMap((url) => VARIANT_WIDTHS.map((width) => variantKey(url, width)));
  let missing = copies;
  const stillMissing = async () => {
    const answers = await Promise.all(
      missing.map(async (url) =>
        (await fetch(baseUrl + url)).headers.get('content-type') === 'image/webp' ? null : url,
      ),
    );
    missing = answers.filter((url): url is string => url !== null);
    return missing.length;
  };
  // Past the timeout the caller hears how many are ready and decides.
  await eventually(stillMissing, (count) => count === 0, "the pictures' copies", timeout).catch(() => undefined);
  return { total: copies.length, ready: copies.length - missing.length };
}

/** Width and height from a JPEG's start-of-frame marker (null when the bytes are not a JPEG). */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    }
    i += 2 + length;
  }
  return null;
}

/** Opens seeded story `index` on its story page, signed in as its owner (each test takes its own story). */
export async function openStoryAsSeedOwner({ page, context, baseUrl, seed }: TestContext, index = 0) {
  const owner = seed.users[index % seed.users.length]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  await signInWithToken(context, baseUrl, token);
  const storyId = seed.storyIds[index]!;
  await page.goto(`/story/${storyId}`);
  await expectVisible(page.getByRole('switch', { name: 'Edit mode' }));
  return { storyId, token };
}

/**
 * The offline AI may add characters or locations; their notice is closed like an author would. It opens in the same
 * render that frees the prompt bar after a generation, or not at all, so whether it is there is known once the bar is free.
 */
export async function dismissWorldNotice(page: Page) {
  await expect(
    page.getByRole('form', { name: 'New scene' }).getByRole('button', { name: 'Generate', exact: true }),
    'the prompt bar is free again',
  ).toBeVisible({ timeout: 30_000 });
  await afterTwoFrames(page);
  const notice = page.getByRole('dialog', { name: 'Your Story World Just Grew!' });
  if (!(await notice.isVisible())) return;
  await notice.getByRole('button', { name: 'Got it, thanks!' }).click();
  await notice.waitFor({ state: 'detached' });
}

export interface AuthorSetup {
  token: string;
  storyId: string;
  story: () => Promise<StoryDetail>;
}

/**
 * A signed-in author with a new story. `scene`: none (the wizard shows), 'pictured' (one generated scene with pictures)
 * or 'bare' (a generated scene whose panels have no picture yet).
 */
export async function authorWithStory(
  { context, baseUrl }: TestContext,
  scene: 'none' | 'pictured' | 'bare' | 'wizard' = 'pictured',
): Promise<AuthorSetup> {
  const author = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, author.token);
  const storyId = await createStory(
    baseUrl,
    author.token,
    {
      title: 'The Moon Bakery',
      description: 'A retired robot opens a bakery on the moon and a lonely astronaut keeps coming back for bread.',
    },
    { wizard: scene === 'wizard' },
  );
  if (scene === 'pictured' || scene === 'bare')
    await generateScenes(
      baseUrl,
      author.token,
      storyId,
      ['The robot baker opens the shop and the astronaut walks in for bread'],
      { maxPanels: 2, pictures: scene === 'pictured', timeout: 20_000 },
    );
  return { token: author.token, storyId, story: () => readStory(baseUrl, storyId, author.token) };
}
