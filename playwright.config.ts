// The browser tests (tests/e2e/*.e2e.ts) in Debian's Chromium; each worker starts its own server (tests/e2e/fixtures.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from './tests/e2e/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  // Leaves test-results/ (where Vitest writes its report) alone; Playwright empties its own folder on each run.
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Every worker has its own server and database, so any test can run beside any other.
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // Only CI retries, once: a test that passes only on its retry is reported as flaky in the totals line. Locally a
  // failure shows at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: a loaded machine (or CI runner) makes the long walks slow; the old runner had no limit at all.
  timeout: 90_000,
  // Waits, not budgets: on a 2-core runner with two browsers and their servers busy a screen can take over 10 s.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // Recording a trace costs every test time; in CI one is recorded for the retry of a failed test, locally for a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: DESKTOP } },
    { name: 'phone', grep: /@phone/, use: { viewport: PHONE, isMobile: true, hasTouch: true } },
  ],
});
