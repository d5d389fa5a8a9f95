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
  // An uncaught exception in the page is a bug even when the assertions pass; so is anything the Content-Security-Policy
  // refused, and any request to another origin (the app loads nothing from elsewhere).
  page: async ({ page, baseUrl }, use) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.exposeFunction('__reportCspViolation', (violation: string) =>
      pageErrors.push(`CSP violation: ${violation}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation;
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const own = new URL(baseUrl).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== own)
        pageErrors.push(`request to another origin: ${request.url()}`);
    });
    await use(page);
    if (pageErrors.length) throw new Error(`uncaught page errors: ${pageErrors.join(' | ')}`);
  },
});
