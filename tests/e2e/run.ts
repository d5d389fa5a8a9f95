// A tiny end-to-end runner (only playwright-core is installed, not @playwright/test).
// Every async function exported by tests/e2e/*.e2e.ts is a test; each gets a fresh browser context.
// Usage: node --import tsx tests/e2e/run.ts [name filter]
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import type { SeedResult } from '../../scripts/demo-seed';
import { ROOT, newPage, startEnvironment } from './harness';

export interface TestContext {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  seed: SeedResult;
}

type TestFn = (t: TestContext) => Promise<void>;

const TEST_DIR = join(ROOT, 'tests', 'e2e');
const RESULTS_DIR = join(ROOT, 'test-results');

async function collectTests(filter: string | undefined) {
  const files = (await readdir(TEST_DIR)).filter((file) => file.endsWith('.e2e.ts')).sort();
  const tests: { name: string; fn: TestFn }[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(TEST_DIR, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      const name = `${file.replace('.e2e.ts', '')} › ${exportName}`;
      if (typeof value === 'function' && (!filter || name.includes(filter))) tests.push({ name, fn: value as TestFn });
    }
  }
  return tests;
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();

async function main() {
  const filter = process.argv[2];
  const tests = await collectTests(filter);
  const env = await startEnvironment();
  console.log(`Running ${tests.length} end-to-end tests against ${env.baseUrl}\n`);
  let passed = 0;
  let failed = 0;
  try {
    for (const test of tests) {
      const started = Date.now();
      const { context, page } = await newPage(env);
      // An uncaught exception in the page is a bug even when the assertions pass.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await test.fn({ page, context, baseUrl: env.baseUrl, seed: env.seed });
        if (pageErrors.length) throw new Error(`uncaught page errors: ${pageErrors.join(' | ')}`);
        passed += 1;
        console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        await mkdir(RESULTS_DIR, { recursive: true });
        const shot = join(RESULTS_DIR, `${slug(test.name)}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        console.log(`  ✗ ${test.name} (${Date.now() - started} ms)`);
        console.log(`      ${error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 4).join('\n      ') : String(error)}`);
        console.log(`      at ${page.url()} — screenshot: ${shot}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await env.close();
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || tests.length === 0 ? 1 : 0;
}

await main();
