// Phones in every language: the header keeps its wordmark whole or gives up its words in order, by CSS from the first paint,
// the story pages' action bars stay one row at 320/360/390 px with long Spanish and Portuguese words, and in Arabic a
// toast keeps clear of the account button, which sits on the left there.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './fixtures';
import { SEED_PASSWORD } from '../../scripts/demo-seed';
import { LOCALES } from '../../src/shared/locales';
import arEditor from '../../src/shared/i18n/editor/ar.json' with { type: 'json' };
import { afterTwoFrames, loginViaApi } from './flows';
import { check, eventually, signInWithToken } from './harness';

const WIDTHS = [320, 360, 390];
const LONG = ['en', 'es', 'pt-BR', 'ar'];

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The header row's state: its height, whether it scrolls sideways, each of its words (the wordmark, the header
 * action's) whole or hidden on the line its box hides (`clipped` lists those cut partway), the controls on screen.
 */
const headerState = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('header > div')!;
    const brand = row.querySelector<HTMLElement>('[data-brand]')!;
    const words = [
      { name: 'wordmark', box: brand, text: brand.querySelector<HTMLElement>('span')! },
      ...[...row.querySelectorAll<HTMLElement>('button')].flatMap((button) => {
        const text = button.querySelector<HTMLElement>('span');
        return text ? [{ name: button.textContent ?? '', box: button, text }] : [];
      }),
    ].map(({ name, box, text }) => {
      // What the box shows: inside its border (where its overflow is cut).
      const border = box.getBoundingClientRect();
      const outer = {
        top: border.top + box.clientTop,
        left: border.left + box.clientLeft,
        bottom: border.top + box.clientTop + box.clientHeight,
        right: border.left + box.clientLeft + box.clientWidth,
      };
      const inner = text.getBoundingClientRect();
      const inside =
        inner.width > 1 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5 &&
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5;
      const hidden = inner.width <= 1 || inner.top >= outer.bottom - 0.5;
      return { name, shown: inside, clipped: !inside && !hidden };
    });
    return {
      height: row.getBoundingClientRect().height,
      sideways: row.scrollWidth > row.clientWidth + 1,
      clipped: words.filter((word) => word.clipped).map((word) => word.name),
      wordmarkShown: words[0]!.shown,
      actionWordsShown: words.slice(1).every((word) => word.shown),
      controlsInside: [...row.querySelectorAll('a, button')].every((el) => {
        const box = el.getBoundingClientRect();
        return box.width === 0 || (box.left >= -0.5 && box.right <= innerWidth + 0.5);
      }),
    };
  });

/** The distinct tops (rounded) of a toolbar's visible controls: one row has one. */
const rowsOf = (toolbar: Locator) =>
  toolbar.evaluate(
    (bar) =>
      new Set(
        [...bar.querySelectorAll(':scope > *')]
          .flatMap((el) => [
            ...(el.matches('a, button')
              ? [el]
              : el.querySelectorAll(':scope > a, :scope > button, :scope > div > button')),
          ])
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => Math.round(box.top / 8)),
      ).size,
  );

test('The header fits its row in every language from 320 px, from the first paint', async ({
  page,
  context,
  baseUrl,
}) => {
  // Eight languages: on a loaded 2-core machine this is more than the default 90 s.
  test.setTimeout(180_000);
  for (const locale of LOCALES) {
    await context.clearCookies();
    await context.addCookies([{ name: 'lang', value: locale, url: baseUrl }]);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 700 });
    // The server's page first: the app's code is held until its header has been checked at every width (the CSS fits
    // it, nothing measures), then let through, and the app's header (with New on phones) is checked at every width in
    // the same visit. A page resized keeps to the rules a page loaded at that width does: both are the CSS's.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('header nav a').first(), `${locale}: the sign-in link`).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    for (const stage of ['first paint', 'app']) {
      if (stage === 'app') {
        release();
        // The app puts New in the header on phones.
        await expect(page.locator('header button')).toHaveCount(1);
        await page.evaluate(() => document.fonts.ready);
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await afterTwoFrames(page);
        const state = await eventually(
          () => headerState(page),
          (now) => !now.sideways && now.clipped.length === 0 && now.controlsInside && now.height <= 64.5,
          `${locale} at ${width} px, ${stage}: one row, no word cut, nothing off the screen`,
        );
        const where = `${locale} at ${width} px, ${stage} (${JSON.stringify(state)})`;
        // English gives up nothing it did not already give up on the narrowest phones.
        if (locale === 'en' && width >= 360)
          check(state.wordmarkShown && state.actionWordsShown, `${where}: English keeps every word`);
        // The header action's words go before the wordmark.
        if (!state.wordmarkShown) check(!state.actionWordsShown, `${where}: the action's words went first`);
      }
    }
    await page.unroute(/\/assets\/.*\.js$/);
  }
});

/**
 * The words of the home headline that are split across two lines: each word (Intl.Segmenter in the page's language, so
 * Japanese is cut into インタラクティブ / ストーリー / ビルダー) as a Range over the headline's text, split when its boxes
 * sit on more than one line.
 */
const splitHeadlineWords = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const title = document.querySelector<HTMLElement>('#hero-title')!;
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((node) => node.data).join('');
    const at = (offset: number): [Text, number] => {
      for (const node of nodes) {
        if (offset <= node.data.length) return [node, offset];
        offset -= node.data.length;
      }
      return [nodes.at(-1)!, nodes.at(-1)!.data.length];
    };
    const split: string[] = [];
    for (const { segment, index, isWordLike } of new Intl.Segmenter(document.documentElement.lang, {
      granularity: 'word',
    }).segment(text)) {
      if (!isWordLike) continue;
      const range = document.createRange();
      range.setStart(...at(index));
      range.setEnd(...at(index + segment.length));
      const tops = new Set(
        [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top / 4)),
      );
      if (tops.size > 1) split.push(segment);
    }
    return { split, fontSize: getComputedStyle(title).fontSize, words: text };
  });

test('The home headline keeps every word on one line in every language, phone to desktop', async ({
  page,
  context,
  baseUrl,
}) => {
  // Eight languages: on a loaded 2-core machine this is more than the default 90 s.
  test.setTimeout(180_000);
  for (const locale of LOCALES) {
    await context.clearCookies();
    await context.addCookies([{ name: 'lang', value: locale, url: baseUrl }]);
    // One visit per language, the window resized through the widths (the headline's size is the CSS's).
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto('/');
    for (const width of [...WIDTHS, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('#hero-title').first(), `${locale} ${width}: the headline`).toBeVisible();
      await afterTwoFrames(page);
      const { split, fontSize, words } = await splitHeadlineWords(page);
      expect(
        split.length,
        `${locale} at ${width} px: "${words}" at ${fontSize} breaks inside ${split.join(', ')}`,
      ).toBe(0);
    }
  }
});

test('The story action bars are one row on phones in long languages', async ({ page, context, baseUrl, seed }) => {
  const owner = seed.users[0]!;
  const storyId = seed.storyIds[0]!;
  const token = await loginViaApi(baseUrl, owner.email, SEED_PASSWORD);
  for (const locale of LONG) {
    await context.clearCookies();
    await context.addCookies([{ name: 'lang', value: locale, url: baseUrl }]);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 780 });
    await page.goto(`/story/${storyId}/read`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      await afterTwoFrames(page);
      const reader = page.locator('main header [role=toolbar]').first();
      await expect(reader.first(), `${locale} ${width}: the reader's action bar`).toBeVisible();
      expect(await rowsOf(reader), `${locale} at ${width} px: the reader's action bar is one row`).toBe(1);
    }
    await signInWithToken(context, baseUrl, token);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/story/${storyId}`);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 780 });
      await afterTwoFrames(page);
      const bar = page.locator('main header [role=toolbar]').first();
      const more = bar.locator('button[aria-haspopup=menu]').last();
      await expect(more.first(), `${locale} ${width}: the editor's More button`).toBeVisible();
      expect(await rowsOf(bar), `${locale} at ${width} px: the editor's action bar (More included) is one row`).toBe(1);
      const moreWidth = (await boxOf(more)).width;
      expect(moreWidth, `${locale} at ${width} px: More is an icon (${Math.round(moreWidth)} px wide)`).toBeLessThan(
        56,
      );
      await expect(
        more,
        `${locale} at ${width} px: More keeps its name for screen readers (no aria-label over it)`,
      ).not.toHaveAttribute('aria-label');
      await expect(more, `${locale} at ${width} px: More keeps its name for screen readers`).toHaveText(/\S/);
    }
  }
});

test(
  'Arabic phone toasts keep clear of the account button on the left',
  { tag: '@phone' },
  async ({ page, context, baseUrl, seed }) => {
    const owner = seed.users[1]!;
    await signInWithToken(context, baseUrl, await loginViaApi(baseUrl, owner.email, SEED_PASSWORD));
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl }]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/story/${seed.storyIds[1]}`);
    const prompt = page.getByLabel(arEditor['editor.prompt.label']);
    await expect(prompt.first(), 'the Arabic editor').toBeVisible({ timeout: 30_000 });
    const account = page.locator('header nav button[aria-haspopup=menu]');
    const avatar = await boxOf(account);
    expect(avatar.x, `the account button is on the left in Arabic (x ${Math.round(avatar.x)})`).toBeLessThan(180);
    await prompt.focus();
    await prompt.press('Enter');
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
    await expect(toast.first(), 'a toast').toBeVisible();
    const box = await boxOf(toast);
    expect(
      overlaps(box, avatar),
      `the toast (${Math.round(box.x)}..${Math.round(box.x + box.width)}) is clear of the avatar (${Math.round(avatar.x)}..${Math.round(avatar.x + avatar.width)})`,
    ).toBeFalsy();
    expect(box.x + box.width, 'the toast stays on the screen at the right').toBeLessThanOrEqual(360 - 4);
    expect(box.width, `the toast is wide enough to read (${Math.round(box.width)} px)`).toBeGreaterThanOrEqual(180);
  },
);
