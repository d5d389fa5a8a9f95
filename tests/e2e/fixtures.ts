// The @playwright/test fixtures the browser tests use: each worker runs the real Node server on its own seeded database.
import { test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import type { SeedResult } from '../../scripts/demo-seed';
import { startServer, type TestServer } from './harness';

export { expect } from '@playwright/test';

/** What a test and the helpers that set one up are handed. */
export interface TestContext {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  seed: SeedResult;
}

export const test = base.extend<{ baseUrl: string; seed: SeedResult }, { server: TestServer }>({
  // One server per worker: the tests in a worker share its database, as they shared one in a serial run.
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  baseUrl: async ({ server }, use) => use(server.baseUrl),
  seed: async ({ server }, use) => use(server.seed),
  // An uncaught exception in the page is a bug even when the assertions pass.
  page: async ({ page }, use) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(page);
    if (pageErrors.length) throw new Error(`uncaught page errors: ${pageErrors.join(' | ')}`);
  },
});
