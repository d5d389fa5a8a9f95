// What the browser tests and the screenshot and bench scripts share: a built client, the real Node server on a
// throw-away seeded database, Debian's Chromium, and small helpers for users and assertions.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { newUser } from '../helpers/app';
import { createDatabase } from '../../db/client';
import { openNodeClient } from '../../db/file-client';
import { migrateDatabase } from '../../db/migrate';
import { seedDatabase, type SeedResult } from '../../scripts/demo-seed';
import { createOfflineProviders } from '../../packages/offline-ai/src';
import { createNodeSvgRenderer } from '../../packages/svg-render/src/resvg-node';
import { createFsMediaStore } from '../../worker/platform/media-fs';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node.js'; // '.js': a bare '.node' would be read as a native addon
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from './chromium';

export { DESKTOP, PHONE } from './chromium';

export const ROOT = resolve(import.meta.dirname, '../..');
// E2E_DIST_DIR lets two runs of the suite build and serve their own copies of the client side by side.
export const DIST_DIR = resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist');
const DIST_INDEX = join(DIST_DIR, 'index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the client when dist/ is missing or older than the sources, so tests never run against a stale bundle. */
export function ensureClientBuilt() {
  const sourcesChanged = () =>
    Math.max(newestMtime(join(ROOT, 'src')), statSync(join(ROOT, 'index.html')).mtimeMs) > statSync(DIST_INDEX).mtimeMs;
  // The same build makes the server's page renderer (dist-ssr/), which the server draws sign-in and sign-up with.
  if (existsSync(DIST_INDEX) && existsSync(join(ROOT, 'dist-ssr', 'entry-server.js')) && !sourcesChanged()) return;
  buildClient();
}

/** Builds the client into dist/ (and the server's page renderer into dist-ssr/). */
export function buildClient() {
  console.log('Building the client (vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

export interface TestServer {
  baseUrl: string;
  /** The demo content every run starts with (users' password: SEED_PASSWORD). */
  seed: SeedResult;
  close(): Promise<void>;
}

export interface TestEnvironment extends TestServer {
  browser: Browser;
}

// The browser tests' global set-up seeds one database and media folder for the whole run (E2E_SEED_DIR); each worker's
// server starts on its own copy instead of painting the same seeded pictures again (2 workers, then 2 more for the phone
// project, each spent seconds on it before its first test).
const SEED_DIR_ENV = 'E2E_SEED_DIR';
const SEED_FILE = 'seed.json';

/** Seeds the run's template database and media folder (the global set-up); servers started after it copy them. */
export async function seedTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'panelcraft-e2e-seed-'));
  try {
    const seed = await seedE2eDatabase(join(dir, 'e2e.db'), join(dir, 'media'), true);
    await writeFile(join(dir, SEED_FILE), JSON.stringify(seed));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  process.env[SEED_DIR_ENV] = dir;
  return {
    dir,
    async remove() {
      delete process.env[SEED_DIR_ENV];
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The real server in this process (port chosen by the OS) on its own migrated, seeded database and media folder. */
export async function startServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'panelcraft-e2e-'));
  const databasePath = join(dataDir, 'e2e.db');
  const databaseUrl = `file:${databasePath}`;
  const mediaDir = join(dataDir, 'media');
  // A copy of the run's seeded template when the global set-up made one (the same rows and pictures), else seeded here.
  const template = process.env[SEED_DIR_ENV];
  let seed: SeedResult | undefined;
  if (template) {
    await cp(template, dataDir, { recursive: true });
    seed = JSON.parse(await readFile(join(dataDir, SEED_FILE), 'utf8')) as SeedResult;
  }
  const server = await startNodeServer({
    ...optionsFromEnv(),
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    mediaDir,
    distDir: DIST_DIR,
    // Tests register freely; an invite code from the developer's environment must not leak in.
    inviteCode: undefined,
    // The i18n walk marks every catalogue string (lang=en-XA) to find English that is not from a catalogue.
    pseudoLocale: true,
    // Seeded rows are written beside the app, so its read cache must not hide them (or a test's own changes).
    readCacheTtlMs: 0,
    // The offline provider answers at once, and a developer's AI keys must never be spent by tests.
    ai: { provider: 'offline' },
    // Tests generate many scenes back to back; the duplicate-prompt rule stays as the spec sets it.
    generationLimits: { minIntervalSeconds: 0, maxPerHour: 1000, duplicateWindowSeconds: 300 },
  });
  try {
    seed ??= await seedE2eDatabase(databasePath, mediaDir);
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    baseUrl: server.url,
    seed,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A built client, the server and one browser: what the screenshot and bench scripts run against. */
export async function startEnvironment(): Promise<TestEnvironment> {
  ensureClientBuilt();
  const server = await startServer();
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    ...server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** 16 stories by 4 authors (two home pages of 12), each with 3 scenes of 3 pictured panels; `migrate` for a database no
 * server has opened yet (the template). */
async function seedE2eDatabase(databasePath: string, mediaDir: string, migrate = false): Promise<SeedResult> {
  const client = await openNodeClient(`file:${databasePath}`);
  try {
    if (migrate) await migrateDatabase(client);
    const seed = await seedDatabase(createDatabase(client), {
      users: 4,
      stories: 16,
      scenesPerStory: 3,
      panelsPerScene: 3,
      bigStoryScenes: 3,
      media: createFsMediaStore(mediaDir),
      painter: createOfflineProviders({ renderSvg: createNodeSvgRenderer() }).image,
    });
    // The template is copied file by file: everything in the database file, none of it left in the WAL.
    if (migrate) await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    return seed;
  } finally {
    client.close();
  }
}

export async function newPage(env: TestEnvironment, viewport: { width: number; height: number } = DESKTOP) {
  const context = await env.browser.newContext({ baseURL: env.baseUrl, viewport, reducedMotion: 'reduce' });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}

// Users ---------------------------------------------------------------------------------------------

export interface TestUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A valid, unique sign-up (the API tests' generator). */
export function uniqueUser(overrides: Partial<TestUser> = {}): TestUser {
  return { ...newUser(), ...overrides };
}

/** Creates an account through the REST API (fast set-up for tests that are not about signing up). */
export async function registerViaApi(baseUrl: string, overrides: Partial<TestUser> = {}) {
  const user = uniqueUser(overrides);
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (response.status !== 201 || !body.token) throw new Error(`register failed: ${response.status} ${body.message}`);
  return { ...user, token: body.token };
}

/** Signs the browser context in by placing a token in the session cookie from outside, as tools do (the server then
 * renews it as its own HttpOnly cookie). */
export async function signInWithToken(context: BrowserContext, baseUrl: string, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: baseUrl, sameSite: 'Lax' }]);
}

export async function hasTokenCookie(context: BrowserContext) {
  return (await context.cookies()).some((cookie) => cookie.name === 'token');
}

// Assertions (Playwright's expect, so failures show in its report with the step that failed) -------------------------

/** For failures the tests raise themselves (an axe report, a panel off screen). */
export class AssertionError extends Error {}

export function check(condition: unknown, message: string): asserts condition {
  expect(Boolean(condition), message).toBe(true);
}

/** Polls until `read` returns a value `accept` likes, and returns it; fails with the last value seen. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeout?: number,
) {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return accept(last);
      },
      { timeout, intervals: [50, 100, 250] },
    )
    .toBe(true)
    .catch((error: Error) => {
      error.message = `${what}: last value ${JSON.stringify(last)}\n${error.message}`;
      throw error;
    });
  return last as T;
}

export async function expectPath(page: Page, pathname: string, search?: Record<string, string>) {
  await expect(page, `expected to be at ${pathname} ${search ? JSON.stringify(search) : ''}`).toHaveURL(
    (url) =>
      url.pathname === pathname &&
      Object.entries(search ?? {}).every(([key, value]) => url.searchParams.get(key) === value),
  );
}

/** The text of the error tied to a field through aria-describedby ('' when there is none). */
export async function fieldError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const texts: string[] = [];
  for (const id of ids) {
    const element = field.page().locator(`[id="${id}"][role="alert"]`);
    if (await element.count()) texts.push((await element.innerText()).trim());
  }
  return texts.join(' ');
}

export async function expectFieldError(field: Locator, message: string) {
  await expect.poll(() => fieldError(field), { message: `error under field should read "${message}"` }).toBe(message);
  await expect(field, `field with "${message}" should be aria-invalid`).toHaveAttribute('aria-invalid', 'true');
}

export async function expectNoFieldError(field: Locator) {
  await expect.poll(() => fieldError(field), { message: 'field error should be cleared' }).toBe('');
}

export async function expectVisible(locator: Locator, what?: string, timeout?: number) {
  await expect(locator.first(), `expected to see ${what ?? locator.toString()}`).toBeVisible({ timeout });
}

export async function expectAttribute(locator: Locator, name: string, value: string, what: string) {
  await expect(locator, what).toHaveAttribute(name, value);
}

export async function expectFocused(locator: Locator, what: string) {
  await expect(locator, what).toBeFocused();
}

export async function expectEnabled(locator: Locator, enabled: boolean, what: string) {
  await expect(locator, what).toBeEnabled({ enabled });
}
