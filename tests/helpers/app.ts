// A real app over a migrated in-memory libSQL and a temporary media folder, for API tests without a network port.
import { expect } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../db/client';
import { openNodeClient } from '../../db/file-client';
import { migrateDatabase } from '../../db/migrate';
import type { AiProviders } from '../../worker/ai/types';
import { createApp } from '../../worker/app';
import type { AppConfig } from '../../worker/deps';
import type { RateLimiter } from '../../worker/platform/rate-limits';
import type { Clock } from '../../worker/platform/ids';
import { createFsMediaStore } from '../../worker/platform/media-fs';
import { createNodePictureCodec } from '../../worker/platform/media-codec-node';
import { MESSAGES, codedMessage, type CodedMessage, type MessageCode } from '../../src/shared/messages';

/** A clock tests can move forward. */
export function testClock(start = new Date('2026-11-01T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

/** Scene generation limits loose enough that tests only meet them when they mean to. */
export const TEST_GENERATION_LIMITS = { minIntervalSeconds: 0, maxPerHour: 1000, duplicateWindowSeconds: 300 };

let offline: Promise<AiProviders> | undefined;
/** The offline providers (one wasm renderer for the whole test file), loaded only by tests that use them. */
export function offlineProviders(): Promise<AiProviders> {
  return (offline ??= Promise.all([
    import('../../packages/offline-ai/src'),
    import('../../packages/svg-render/src/resvg-node'),
  ]).then(([{ createOfflineProviders }, { createNodeSvgRenderer }]) =>
    createOfflineProviders({ renderSvg: createNodeSvgRenderer() }),
  ));
}

/** What a host that serves pages adds: the built page (here the source index.html) and the page renderer. */
async function pageDeps() {
  const page = await readFile(join(import.meta.dirname, '../../index.html'), 'utf8');
  const { render } = await import('../../src/entry-server');
  return {
    assets: () => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    renderPage: render,
  };
}

export async function createTestApp(
  options: {
    config?: AppConfig;
    clock?: ReturnType<typeof testClock>;
    ipHeader?: string;
    ai?: AiProviders;
    rateLimiter?: RateLimiter;
    /** Serves pages too: the repository's index.html as the built page, drawn by the client's components. */
    pages?: boolean;
  } = {},
) {
  // A real file database, opened as the Node host opens it (WAL, calls taking turns).
  const dir = await mkdtemp(join(tmpdir(), 'panelcraft-test-'));
  const client = await openNodeClient(`file:${join(dir, 'app.db')}`);
  await migrateDatabase(client);
  // Counts the SQL statements the app sends, for the statements-per-request budget: each one, also inside batch()
  // and transaction(), since a batch is one round trip but as many statements.
  // `requests` counts round trips (each execute or batch call); `writes` the statements that change rows.
  const statements = { count: 0, requests: 0, writes: 0 };
  const sqlOf = (statement: unknown) =>
    typeof statement === 'string' ? statement : String((statement as { sql?: string })?.sql ?? '');
  const countWrites = (list: unknown[]) => {
    statements.writes += list.filter((statement) =>
      /^\s*(insert|update|delete|replace)\b/i.test(sqlOf(statement)),
    ).length;
  };
  type Call = (...args: any[]) => any;
  const counting = <T extends object>(target: T, wrap: (property: string | symbol, call: Call) => unknown): T =>
    new Proxy(target, {
      get(inner, property) {
        const value = Reflect.get(inner, property);
        return typeof value === 'function' ? (wrap(property, value.bind(inner)) ?? value.bind(inner)) : value;
      },
    });
  const countCalls = (property: string | symbol, call: Call) => {
    if (property === 'execute') {
      return (...args: unknown[]) => {
        statements.count += 1;
        statements.requests += 1;
        countWrites([args[0]]);
        return call(...args);
      };
    }
    if (property === 'batch') {
      return (batch: unknown[], ...rest: unknown[]) => {
        statements.count += batch.length;
        statements.requests += 1;
        countWrites(batch);
        return call(batch, ...rest);
      };
    }
    return undefined;
  };
  const counted = counting(client, (property, call) => {
    if (property === 'transaction') {
      return async (...args: unknown[]) => counting(await call(...args), countCalls);
    }
    return countCalls(property, call);
  });
  const db = createDatabase(counted);
  const mediaDir = join(dir, 'media');
  const media = createFsMediaStore(mediaDir);
  const clock = options.clock ?? testClock();
  const ipHeader = options.ipHeader ?? 'x-test-ip';
  const ai = options.ai ?? (await offlineProviders());
  // Tests poll and stream quickly: no pause between a job's provider checks unless a test asks for one.
  const config: AppConfig = {
    generationLimits: TEST_GENERATION_LIMITS,
    ...options.config,
    aiTimings: { minCheckIntervalMs: 0, streamIntervalMs: 50, ...options.config?.aiTimings },
  };
  const app = createApp({
    db,
    media,
    ai,
    renderSvg: (svg) =>
      import('../../packages/svg-render/src/resvg-node').then(({ createNodeSvgRenderer }) =>
        createNodeSvgRenderer()(svg),
      ),
    pictureCodec: createNodePictureCodec(),
    config,
    clock,
    clientIp: (c) => c.req.header(ipHeader) ?? '203.0.113.1',
    rateLimiter: options.rateLimiter,
    ...(options.pages && (await pageDeps())),
  });

  async function call(
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const body =
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : init.body instanceof Uint8Array
            ? (init.body as Uint8Array<ArrayBuffer>)
            : JSON.stringify(init.body);
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  let open = true;
  /** Closes every connection to the database (a test of database failures calls it early). */
  const closeDatabase = () => {
    if (!open) return;
    open = false;
    client.close();
  };

  return {
    app,
    db,
    ai,
    config,
    client,
    statements,
    media,
    clock,
    call,
    closeDatabase,
    async close() {
      closeDatabase();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A valid, unique registration payload. */
export function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `hero_${id}`,
    email: `hero_${id}@example.com`,
    password: 'Sup3rSecret',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function registerUser(t: TestApp, overrides: Record<string, string> = {}) {
  const payload = newUser(overrides);
  const res = await t.call('POST', '/api/auth/register', { body: payload });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { ...payload, token: res.json.token as string, user: res.json.user };
}

/** An API error body exactly: its message and errorType, the request's id, and any extra fields named. */
export function apiError(message: string, errorType: string, extra: Record<string, unknown> = {}) {
  return {
    success: false,
    message,
    errorType,
    ...codeOf(message),
    requestId: expect.stringMatching(/^[\w.:-]+$/),
    ...extra,
  };
}

/** A field error as answers carry it: the field, the English and the code (with its fixed parameters) of that English. */
export function fieldError(field: string, message: string) {
  const coded = codeOf(message);
  // Words no code has (a library's, or a check with English only) go out as invalid_field about the field.
  return {
    field,
    message,
    ...(coded.messageCode ? coded : { messageCode: 'invalid_field', params: { field, detail: message } }),
  };
}

/** The code (and fixed parameters) an answer with this English carries: the tests name messages by the spec's words. */
function codeOf(message: string): Partial<CodedMessage> {
  const code = (Object.keys(MESSAGES) as MessageCode[]).find(
    (candidate) => codedMessage(candidate).message === message,
  );
  if (!code) return {};
  const { messageCode, params } = codedMessage(code);
  return { messageCode, ...(params ? { params } : {}) };
}
