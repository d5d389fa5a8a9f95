// Browsing, reading, liking, remixing and author profiles, against the seeded demo stories.
import { expect, test } from './fixtures';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import type { ProfileData, StoryDetail } from '../../src/lib/story-types';
import { loginViaApi, trpcQuery } from './flows';
import {
  check,
  eventually,
  expectAttribute,
  expectPath,
  expectVisible,
  registerViaApi,
  signInWithToken,
} from './harness';

type ListAnswer = { data: { pagination: { total: number } } };
type TagsAnswer = { data: { tag: string; count: number }[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Visitor browses filters scrolls and reads', async ({ page, baseUrl, seed }) => {
  const total = (await trpcQuery<ListAnswer>(baseUrl, 'stories.list', { page: 1, limit: 1 })).data.pagination.total;
  expect(total, `the seed gives more than one page (${total})`).toBeGreaterThan(12);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Interactive Story Builder' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  const cards = page.getByTestId('story-card');
  await expect(cards, 'the first page holds 12 cards').toHaveCount(12);

  // Infinite scroll: near the bottom the next page loads, until the end-of-list line.
  const end = page.getByText("You've seen all stories!");
  await eventually(
    async () => {
      await page.mouse.wheel(0, 4000);
      return end.isVisible();
    },
    Boolean,
    'the end-of-list text after scrolling',
  );
  await expect(cards, `all ${total} stories are listed`).toHaveCount(total);

  // Tag filter.
  const { data: tags } = await trpcQuery<TagsAnswer>(baseUrl, 'stories.tags');
  const tag = tags[0]!;
  await page
    .getByRole('group', { name: 'Filter stories by tag' })
    .getByRole('button', { name: new RegExp(`^${escape(tag.tag)}`) })
    .click();
  await expect(page.getByRole('heading', { name: `${tag.tag} Stories` }).first()).toBeVisible();
  // The first page of them (other tests in this worker may have published more stories with this tag).
  await expect(cards, `${tag.count} cards for ${tag.tag}`).toHaveCount(Math.min(tag.count, 12));
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recent Stories' }).first()).toBeVisible();

  // A visitor's card opens the reader: a seeded story's (another test in this worker may have published a story of
  // its own first, with anything in it).
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((href) => seed.storyIds.some((id) => href === `/story/${id}/read`));
  expect(index, `a seeded story among the first cards (${hrefs.join(', ')})`).toBeGreaterThanOrEqual(0);
  const storyId = hrefs[index]!.split('/')[2]!;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId });
  const title = story.title;
  await expect(cards.nth(index).locator('h3'), 'the card shows the story title').toHaveText(title);
  await cards.nth(index).click();
  await expectPath(page, `/story/${storyId}/read`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const scene of story.scenes)
    await expect(page.locator(`#scene-${scene.sceneNumber}`), `scene ${scene.sceneNumber}`).toBeVisible();
  const panelCount = story.scenes.reduce((sum, scene) => sum + scene.panels.length, 0);
  // Another test may have turned a seeded panel's picture into a video: both count.
  await expect(page.locator('figure img, figure video'), `${panelCount} panel pictures`).toHaveCount(panelCount);
  const spoken = story.scenes.find((scene) => scene.panels.some((panel) => panel.textBubbles.length));
  expect(spoken, 'the story has words').toBeTruthy();
  const bubble = spoken!.panels.find((panel) => panel.textBubbles.length)!.textBubbles[0]!;
  await expect(
    page.locator(`#scene-${spoken!.sceneNumber} [data-bubble-type]`).getByText(bubble.text, { exact: true }).first(),
    'the first bubble',
  ).toBeVisible();
  const narrated = story.scenes.some((scene) =>
    scene.panels.some((panel) => panel.textBubbles.some((b) => b.type === 'narration')),
  );
  if (narrated)
    await expect(page.locator('[data-bubble-type="narration"]').first(), 'a narration caption').toBeVisible();
  await expect(page.getByRole('heading', { name: 'The End' })).toBeVisible();
  await expect(page.getByText(`Thanks for reading "${title}"!`)).toBeVisible();

  // Acting signed out asks for sign-in and comes back here.
  await page
    .getByRole('button', { name: /this story \(/ })
    .first()
    .click();
  await expectPath(page, '/login', { redirect: `/story/${storyId}/read` });
});

test('Home tag filter lives in the url', async ({ page, baseUrl }) => {
  const total = (await trpcQuery<ListAnswer>(baseUrl, 'stories.list', { page: 1, limit: 1 })).data.pagination.total;
  const { data: tags } = await trpcQuery<TagsAnswer>(baseUrl, 'stories.tags');
  const tag = tags.find((item) => item.count < total)!;
  check(Boolean(tag), 'a tag that filters the list');
  const cards = page.getByTestId('story-card');
  const filter = page.getByRole('group', { name: 'Filter stories by tag' });
  const tagButton = filter.getByRole('button', { name: new RegExp(`^${escape(tag.tag)}`) });
  const historyLength = () => page.evaluate(() => window.history.length);

  // Choosing a tag puts it in the URL in place of the current entry; All takes it out again.
  await page.goto('/');
  await expectVisible(page.getByRole('heading', { name: 'Recent Stories' }));
  const entries = await historyLength();
  await tagButton.click();
  await expectPath(page, '/', { tag: tag.tag });
  await expectVisible(page.getByRole('heading', { name: `${tag.tag} Stories` }));
  await eventually(
    () => cards.count(),
    (n) => n === Math.min(tag.count, 12),
    `the ${tag.tag} cards`,
  );
  await expectAttribute(tagButton, 'aria-pressed', 'true', 'the chosen tag is pressed');
  check((await historyLength()) === entries, 'the tag replaces the history entry rather than adding one');
  await filter.getByRole('button', { name: 'All', exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: 'Recent Stories' }));
  await eventually(
    async () => new URL(page.url()),
    (url) => url.pathname === '/' && !url.searchParams.has('tag'),
    'All removes the tag from the URL',
  );
  await eventually(
    () => cards.count(),
    (n) => n === Math.min(total, 12),
    'the whole list again',
  );

  // A shared link opens filtered; the server renders the filtered list itself, never the unfiltered one.
  const link = `/?tag=${encodeURIComponent(tag.tag)}`;
  const firstPaint = await (await fetch(new URL(link, baseUrl))).text();
  check(
    firstPaint.includes('<div id="root" data-rendered="">') &&
      !firstPaint.includes('Recent Stories') &&
      firstPaint.includes('aria-pressed="true"'),
    'the first paint is the filtered list',
  );
  await page.goto(link);
  await expectVisible(page.getByRole('heading', { name: `${tag.tag} Stories` }));
  await expectAttribute(tagButton, 'aria-pressed', 'true', 'the linked tag is pressed');
  await eventually(
    () => cards.count(),
    (n) => n === Math.min(tag.count, 12),
    `the linked ${tag.tag} cards`,
  );

  // An unknown tag (even one that reads as a number) shows the empty filtered list.
  await page.goto('/?tag=1984');
  await expectVisible(page.getByRole('heading', { name: '1984 Stories' }));
  await expectVisible(page.getByRole('heading', { name: 'No stories yet' }));
  await expect(cards, 'no cards for an unknown tag').toHaveCount(0);
});

test('Signed in reader likes and remixes', async ({ page, context, baseUrl, seed }) => {
  const user = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, user.token);
  const storyId = seed.storyIds[5]!;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId });
  const before = story.likeStats.likeCount;
  await page.goto(`/story/${storyId}/read`);

  const like = page.getByRole('button', { name: /this story \(/ }).first();
  await expectAttribute(like, 'aria-pressed', 'false', 'not liked yet');
  await like.click();
  await expectAttribute(like, 'aria-pressed', 'true', 'liked after the click');
  await expectAttribute(
    like,
    'aria-label',
    `Unlike this story (${before + 1} ${before + 1 === 1 ? 'like' : 'likes'})`,
    'the count went up',
  );
  // The closing block's 'Show your love' shows the same state.
  await expectAttribute(
    page.getByRole('button', { name: /Show your love/ }),
    'aria-pressed',
    'true',
    'the closing like agrees',
  );

  await page.reload();
  await expectAttribute(like, 'aria-pressed', 'true', 'the like survives a reload');
  await expectAttribute(
    like,
    'aria-label',
    `Unlike this story (${before + 1} ${before + 1 === 1 ? 'like' : 'likes'})`,
    'the count survives a reload',
  );

  await page.getByRole('button', { name: 'Remix: remix this story' }).click();
  await page
    .getByRole('dialog', { name: /^Make your own copy of/ })
    .getByRole('button', { name: 'Make my copy' })
    .click();
  await page.waitForURL(/\/story\/[^/]+$/);
  check(!page.url().includes(storyId), 'the remix is a new story');
  await expectVisible(page.getByRole('heading', { level: 1, name: `${story.title} (Remix)` }));
  await expectVisible(page.getByText('Story remixed successfully'));
  await expectVisible(page.getByRole('link', { name: story.title }), 'the remix names its origin');
});

test('Scene download saves a jpeg', async ({ page, seed }) => {
  await page.goto(`/story/${seed.storyIds[2]}/read`);
  const button = page.getByRole('button', { name: 'Download scene 1 as an image' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  check(/-scene-1\.jpg$/.test(download.suggestedFilename()), `file name ${download.suggestedFilename()}`);
});

test('Author profile shows stats', async ({ page, baseUrl, seed }) => {
  const author = seed.users[1]!;
  const { data: profile } = await trpcQuery<{ data: ProfileData }>(baseUrl, 'users.profile', {
    username: author.username,
  });
  await page.goto(`/user/${author.username}`);
  const name = [profile.user.firstName, profile.user.lastName].filter(Boolean).join(' ');
  await expectVisible(page.getByRole('heading', { level: 1, name }));
  await expectVisible(page.getByText(`@${author.username}`));
  await expectVisible(page.getByText(/^Member since /));
  const stats = {
    Stories: profile.stats.totalStories,
    Published: profile.stats.publishedStories,
    Scenes: profile.stats.totalScenes,
    Panels: profile.stats.totalPanels,
  };
  for (const [label, value] of Object.entries(stats)) {
    const tile = (await page.getByTestId(`stat-${label}`).innerText()).replace(/\s+/g, ' ').trim();
    check(tile.toLowerCase() === `${label} ${value}`.toLowerCase(), `${label} tile shows ${value} (saw "${tile}")`);
  }
  check(profile.stats.totalStories === 4, 'the seed gives this author 4 stories');
  await expectVisible(page.getByRole('heading', { name: `Stories by ${name}` }));
  await eventually(
    () => page.getByTestId('profile-story').count(),
    (n) => n === profile.stories.length,
    'one card per story',
  );
  await expectVisible(page.getByText('published').first());
  await page.getByTestId('profile-story').first().click();
  await page.waitForURL(/\/story\/[^/]+\/read$/);
});

test('Edit route guards', async ({ page, context, baseUrl, seed }) => {
  const storyId = seed.storyIds[0]!;
  // Visitors sign in first.
  await page.goto(`/story/${storyId}`);
  await expectPath(page, '/login', { redirect: `/story/${storyId}` });
  // Let the sign-in page's debounced session check finish first: a check cut off by the next navigation counts as a
  // failed check, which drops the token cookie we are about to set (the network is quiet only after it ran).
  await page.waitForLoadState('networkidle');

  // A signed-in non-owner reads instead.
  const stranger = await registerViaApi(baseUrl);
  await signInWithToken(context, baseUrl, stranger.token);
  await page.goto(`/story/${storyId}`);
  await expectPath(page, `/story/${storyId}/read`);

  // The owner stays, sees the story page, and the reader offers them Edit Story.
  const owner = seed.users[0]!;
  await context.clearCookies();
  await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
  await page.goto(`/story/${storyId}/scene/3`);
  await expectVisible(page.getByRole('switch', { name: 'Edit mode' }));
  await expectPath(page, `/story/${storyId}/scene/3`);
  await eventually(
    () => page.evaluate(() => window.scrollY),
    (y) => y > 200,
    'scrolled to scene 3',
  );
  await page.getByRole('link', { name: 'Read Story' }).click();
  await expectPath(page, `/story/${storyId}/read`);
  await page.getByRole('link', { name: 'Edit Story' }).click();
  await expectPath(page, `/story/${storyId}`);
});

test('Unknown story and user', async ({ page }) => {
  // An unknown story is Page Not Found, as the server's 404 draws it.
  await page.goto('/story/no-such-story/read');
  await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
  await expectVisible(page.getByRole('link', { name: 'Go Home' }));

  await page.goto('/user/nobody_by_that_name');
  await expectVisible(page.getByRole('heading', { name: 'User Not Found' }));
  await expectVisible(page.getByText('The user "nobody_by_that_name" could not be found.'));
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expectPath(page, '/');
});

test('Reader lays out bubbles as the reader nears them', { tag: '@phone' }, async ({ page, baseUrl, seed }) => {
  // On a phone only the top of the story is laid out at first; a scene further down paints its bubbles once the reader
  // scrolls near it, while its words are in the page from the start.
  const storyId = seed.storyIds[2]!;
  const { data: story } = await trpcQuery<{ data: StoryDetail }>(baseUrl, 'stories.byId', { id: storyId });
  const last = story.scenes.at(-1)!;
  check(
    story.scenes.length >= 3 && last.panels.some((panel) => panel.textBubbles.length),
    'the story has bubbles far down',
  );
  await page.goto(`/story/${storyId}/read`);
  const scene = page.locator(`#scene-${last.sceneNumber}`);
  await eventually(
    () => scene.locator('[data-bubble-id]').count(),
    (n) => n > 0,
    "the far scene's words in the page",
  );
  await eventually(
    () => page.locator('#scene-1 canvas[data-painted]').count(),
    (n) => n > 0,
    'the first scene painted',
  );
  await expect(
    scene.locator('canvas[data-painted]'),
    'the far scene is not painted before the reader is near it',
  ).toHaveCount(0);
  await scene.scrollIntoViewIfNeeded();
  await eventually(
    () => scene.locator('canvas[data-painted]').count(),
    (n) => n > 0,
    'the far scene painted once near',
  );
  await eventually(
    () =>
      scene
        .locator('canvas[data-painted]')
        .evaluateAll((canvases) =>
          canvases.flatMap((canvas) => JSON.parse((canvas as HTMLCanvasElement).dataset.painted || '[]')),
        ),
    (boxes) => boxes.length > 0,
    'its bubbles painted',
  );
});
