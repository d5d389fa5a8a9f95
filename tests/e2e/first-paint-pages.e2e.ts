// The home feed, the reader and author profiles are rendered on the server from the app's own components, with the
// data their loaders read and in the visitor's language: the first byte holds the page itself (cards, panels, the
// author's name), drawn in the faces its script needs before any script runs (no machine here has a CJK, Arabic or Indic
// font), and the app hydrates those nodes in place: no hydration error, no request for what the page already holds,
// nothing redrawn.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { trpcQuery } from './flows';
import { registerViaApi, signInWithToken } from './harness';

interface Case {
  lang: string;
  /** The family the page's interface words are drawn in. */
  family: string;
  path: (seed: { users: { username: string }[]; storyIds: string[] }) => string;
  /** An element of the page's own content and the text it shows in the first byte. */
  content: string;
  /** A word of the interface in this language the page shows. */
  word: string;
  /** The tRPC procedure the page's data comes from, which the browser must not ask again. */
  procedure: string;
}

const CASES: Case[] = [
  {
    lang: 'ja',
    family: 'Noto Sans JP Text',
    path: (seed) => `/story/${seed.storyIds[0]}/read`,
    content: 'h1',
    word: 'ログイン',
    procedure: 'stories.byId',
  },
  {
    lang: 'ja',
    family: 'Noto Sans JP Text',
    path: () => '/',
    content: 'h3',
    word: '新着ストーリー',
    procedure: 'stories.list',
  },
  {
    lang: 'ar',
    family: 'Noto Sans Arabic Text',
    path: () => '/',
    content: 'h3',
    word: 'أحدث القصص',
    procedure: 'stories.list',
  },
  {
    lang: 'ja',
    family: 'Noto Sans JP Text',
    path: (seed) => `/user/${seed.users[1]!.username}`,
    content: 'h1',
    word: '公開中',
    procedure: 'users.profile',
  },
  {
    lang: 'ar',
    family: 'Noto Sans Arabic Text',
    path: (seed) => `/user/${seed.users[1]!.username}`,
    content: 'h1',
    word: 'المنشورة',
    procedure: 'users.profile',
  },
];

/** Whether `family` has a loaded face and every face the text needs is in (no fallback, so no tofu). */
const drawnIn = (page: Page, family: string, text: string) =>
  page.evaluate(
    ([f, t]) =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded') &&
      document.fonts.check(`16px "${f}"`, t),
    [family, text] as const,
  );

for (const { lang, family, path, content, word, procedure } of CASES) {
  test(`${lang} ${procedure}: the server's page draws in its faces before the app, and the app hydrates it in place`, async ({
    page,
    context,
    baseUrl,
    seed,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logs.push(message.text());
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/')) calls.push(url.pathname);
    });
    const address = path(seed);

    // The server's page alone: the app's script never runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(address, { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const shown = (await page.locator(`#root ${content}`).first().textContent())!;
    expect(shown.trim().length).toBeGreaterThan(0);
    await expect(page.locator('#root').getByText(word, { exact: true }).first()).toBeVisible();
    await expect.poll(() => drawnIn(page, family, word)).toBe(true);

    // With the app: the nodes the server drew are the ones the app keeps, with the same text.
    await page.unroute(/\/assets\/.*\.js$/);
    await page.addInitScript((selector) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { served: Element | null }).served = document.querySelector(`#root ${selector}`);
      });
    }, content);
    calls.length = 0;
    await page.reload({ waitUntil: 'load' });
    // React has hydrated the node once it holds the node's fiber.
    await expect
      .poll(() =>
        page.evaluate((selector) => {
          const node = document.querySelector(`#root ${selector}`);
          return Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactFiber')));
        }, content),
      )
      .toBe(true);
    expect(
      await page.evaluate(
        (selector) =>
          (window as unknown as { served: Element | null }).served === document.querySelector(`#root ${selector}`),
        content,
      ),
    ).toBe(true);
    await expect(page.locator(`#root ${content}`).first()).toHaveText(shown);
    expect(logs.filter((text) => /hydrat|did not match|server rendered|recoverable/i.test(text))).toEqual([]);
    expect(calls.filter((call) => call.includes(procedure) || call.includes('stories.tags'))).toEqual([]);
  });
}

/**
 * Holds the app's code (the module that hydrates the page) from now until `release`: `asked` resolves once the page's
 * entry has run and asks for it, so the server's page is on screen, without handlers, and early taps are being held.
 */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let asked!: () => void;
  const requested = new Promise<void>((done) => (asked = done));
  await page.route('**/assets/app-*.js', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

test('a like, New Story and a language picked before the app has hydrated each happen once it has, once, and the page keeps its scroll', async ({
  page,
  context,
  baseUrl,
  seed,
}) => {
  const visitor = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, visitor.token);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) calls.push(...pathname.slice('/trpc/'.length).split(','));
  });
  const storyId = seed.storyIds[0]!;
  const likes = async () =>
    (
      await trpcQuery<{ data: { isLikedByUser: boolean; likeCount: number } }>(
        baseUrl,
        'likes.get',
        { targetType: 'story', id: storyId },
        visitor.token,
      )
    ).data;
  const before = await likes();
  expect(before.isLikedByUser).toBe(false);

  // The reader: Like tapped twice before the app runs is one like once it does.
  let app = await holdTheApp(page);
  await page.goto(`/story/${storyId}/read`, { waitUntil: 'commit' });
  await app.requested;
  const like = page.getByRole('button', { name: /like this story/i }).first();
  await like.click();
  await like.click();
  expect(calls.filter((call) => call === 'likes.toggle')).toEqual([]);
  // Scrolled down before the app runs, the reader stays where it is as the app hydrates the page.
  await page.evaluate(() => window.scrollTo(0, 300));
  app.release();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  await expect.poll(likes).toEqual({ isLikedByUser: true, likeCount: before.likeCount + 1 });
  expect(calls.filter((call) => call === 'likes.toggle')).toHaveLength(1);
  await page.unrouteAll({ behavior: 'wait' });

  // Home: Japanese picked and New Story tapped before the app runs: the page turns Japanese and one story is made.
  app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await app.requested;
  await page.getByTestId('language-picker').selectOption('ja');
  await page.getByRole('button', { name: 'New Story' }).click();
  app.release();
  await expect(page).toHaveURL(/\/story\/[^/?]+(\?|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(calls.filter((call) => call === 'stories.create')).toHaveLength(1);
  const savedLocale = async () =>
    (await trpcQuery<{ user: { locale: string | null } }>(baseUrl, 'auth.me', undefined, visitor.token)).user.locale;
  await expect.poll(savedLocale).toBe('ja');
});
