// Screenshots of every foundation screen at desktop and phone widths, into screenshots/ (gitignored), to look at.
// Usage: node --import tsx tests/e2e/screenshots.ts
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { SeedResult } from '../../db/seed';
import { breakDashboardChunk } from './flows';
import { DESKTOP, PHONE, ROOT, newPage, registerViaApi, signInWithToken, startEnvironment } from './harness';

const OUT = join(ROOT, 'screenshots');

interface Shot {
  name: string;
  /** A path, or one built from the seeded demo content. */
  path: string | ((seed: SeedResult) => string);
  signedIn: boolean;
  /** Something to do before the page loads (break a chunk) and before the picture (open a menu, show errors). */
  setup?: (page: Page) => Promise<void>;
  prepare?: (page: Page) => Promise<void>;
  /** Just the window, for things pinned to it (toasts). */
  viewportOnly?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'login', path: '/login', signedIn: false },
  {
    name: 'login-errors',
    path: '/login',
    signedIn: false,
    prepare: async (page) => {
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    },
  },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  {
    name: 'home-menu',
    path: '/',
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
    },
  },
  { name: 'home-visitor', path: '/', signedIn: false },
  { name: 'reader', path: (seed) => `/story/${seed.storyIds[4]}/read`, signedIn: false },
  { name: 'reader-square', path: (seed) => `/story/${seed.storyIds[5]}/read`, signedIn: true },
  {
    name: 'remix-toast',
    path: (seed) => `/story/${seed.storyIds[3]}/read`,
    signedIn: true,
    viewportOnly: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Remix: remix this story' }).click();
      await page.getByText('Story remixed successfully').waitFor();
    },
  },
  { name: 'profile', path: (seed) => `/user/${seed.users[1]!.username}`, signedIn: true },
  { name: 'user-not-found', path: '/user/nobody_here', signedIn: false },
  { name: 'story-error', path: '/story/missing/read', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'not-found', path: '/no/such/page', signedIn: false },
  { name: 'crash', path: '/dashboard', signedIn: true, setup: breakDashboardChunk },
];

async function main() {
  await mkdir(OUT, { recursive: true });
  const env = await startEnvironment();
  try {
    const user = await registerViaApi(env.baseUrl, { firstName: 'Ada', lastName: 'Lovelace', username: 'ada_draws', email: 'ada@example.com' });
    for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      for (const shot of SHOTS) {
        const { context, page } = await newPage(env, viewport);
        if (shot.signedIn) await signInWithToken(context, env.baseUrl, user.token);
        await shot.setup?.(page);
        await page.goto(typeof shot.path === 'string' ? shot.path : shot.path(env.seed));
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await shot.prepare?.(page);
        await page.waitForTimeout(300);
        const file = join(OUT, `${shot.name}-${label}.png`);
        await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
        console.log(`saved ${file}`);
        await context.close();
      }
    }
  } finally {
    await env.close();
  }
}

await main();
