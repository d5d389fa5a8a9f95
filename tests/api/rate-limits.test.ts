// Request budgets through the real app: writes and expensive reads counted per token or address, a 429 with
// Retry-After and the API's error envelope past the budget, nothing done and no database trip for a refused request.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeError } from '../../src/lib/errors';
import { activateLocale } from '../../src/lib/i18n';
import type { AppRouter } from '../../worker/trpc/router';
import { stories } from '../../db/schema';
import { DEFAULT_BUDGETS, memoryRateLimiter } from '../../worker/platform/rate-limits';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node';
import { apiError, createTestApp, registerUser, testClock, type TestApp } from '../helpers/app';
import { createStory } from '../helpers/stories';

const WRITES = 3;
const CARDS = 2;
let t: TestApp;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  clock = testClock();
  const rateLimiter = memoryRateLimiter(
    { write: { limit: WRITES, periodSeconds: 60 }, 'expensive-read': { limit: CARDS, periodSeconds: 60 } },
    () => clock.now().getTime(),
  );
  t = await createTestApp({ clock, rateLimiter });
});
afterEach(() => t.close());

const storyCount = async () => (await t.db.select({ n: count() }).from(stories))[0]!.n;
const newStory = (token: string, title = 'Budgeted') =>
  t.call('POST', '/api/stories', { token, body: { title, description: 'Counted.' } });

describe('write budget', () => {
  it('refuses the write past the budget with 429, Retry-After and the error envelope, doing nothing and touching no database', async () => {
    // Registration is an anonymous write: counted under the caller's address, not the token it gets.
    const author = await registerUser(t);
    for (let i = 1; i <= WRITES; i += 1) expect((await newStory(author.token, `Story ${i}`)).status).toBe(201);
    const before = await storyCount();
    const trips = t.statements.requests;
    const refused = await newStory(author.token, 'One too many 日本語 مرحبا नमस्ते สวัสดี 🎉');
    expect(t.statements.requests).toBe(trips);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.json).toEqual(
      apiError('Too many changes in a short time. Please try again in 60 seconds.', 'rate_limited', {
        retryAfterSeconds: 60,
        messageCode: 'too_many_writes',
        params: { n: 60 },
      }),
    );
    expect(refused.json.requestId).toBe(refused.headers.get('x-request-id'));
    expect(await storyCount()).toBe(before);

    // Reads are not writes: the same token still reads.
    expect((await t.call('GET', '/api/auth/me', { token: author.token })).status).toBe(200);
    // tRPC mutations share the budget (one door, one budget), refused in tRPC's own error shape.
    const viaTrpc = await t.call('POST', '/trpc/stories.create', {
      token: author.token,
      body: { title: 'Through tRPC' },
    });
    expect(viaTrpc.status).toBe(429);
    expect(viaTrpc.headers.get('retry-after')).toBe('60');
    expect(viaTrpc.json.error).toMatchObject({
      message: 'Too many changes in a short time. Please try again in 60 seconds.',
      data: {
        code: 'TOO_MANY_REQUESTS',
        httpStatus: 429,
        path: 'stories.create',
        errorType: 'rate_limited',
        retryAfterSeconds: 60,
        requestId: viaTrpc.headers.get('x-request-id'),
      },
    });
    const batched = await t.call('POST', '/trpc/stories.create,stories.create?batch=1', {
      token: author.token,
      body: { 0: { title: 'A' }, 1: { title: 'B' } },
    });
    expect(batched.status).toBe(429);
    expect(
      batched.json.map((answer: { error: { data: { errorType: string } } }) => answer.error.data.errorType),
    ).toEqual(['rate_limited', 'rate_limited']);

    // The window ends: Retry-After told the truth.
    clock.advance(30_000);
    const later = await newStory(author.token);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('30');
    clock.advance(30_000);
    expect((await newStory(author.token, 'After the wait')).status).toBe(201);
  });

  it("the web app's client shows the refusal in the reader's language with the seconds to wait, read by its type", async () => {
    const author = await registerUser(t);
    for (let i = 1; i <= WRITES; i += 1) expect((await newStory(author.token, `Story ${i}`)).status).toBe(201);
    clock.advance(15_000);
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: 'http://app.test/trpc',
          headers: { authorization: `Bearer ${author.token}` },
          fetch: async (url, init) => t.app.request(String(url), init as RequestInit),
        }),
      ],
    });
    const refusal = await client.stories.create
      .mutate({ title: '一つ多すぎ', description: 'Counted.' })
      .catch((error: unknown) => error);
    try {
      await activateLocale('ja');
      expect(describeError(refusal)).toEqual({
        status: 429,
        message: '短時間に変更が多すぎます。45 秒待ってからもう一度お試しください。',
        code: 'too_many_writes',
        fields: {},
      });
      await activateLocale('ar');
      expect(describeError(refusal).message).toBe('تغييرات كثيرة في وقت قصير. انتظر 45 ثانية وحاول مرة أخرى.');
    } finally {
      await activateLocale('en');
    }
    expect(describeError(refusal).message).toBe(
      'Too many changes in a short time. Please wait 45 seconds and try again.',
    );
  });

  it('counts each token on its own, and anonymous calls per address', async () => {
    const first = await registerUser(t);
    // A second address, so the first address's budget (spent on registrations) is not shared.
    const second = await t.call('POST', '/api/auth/register', {
      body: {
        username: 'second_budget',
        email: 'second_budget@example.com',
        password: 'Sup3rSecret',
        firstName: 'B',
        lastName: 'C',
      },
      headers: { 'x-test-ip': '198.51.100.7' },
    });
    expect(second.status).toBe(201);
    for (let i = 0; i < WRITES; i += 1) expect((await newStory(first.token)).status).toBe(201);
    expect((await newStory(first.token)).status).toBe(429);
    // Another user's budget is untouched by the first one's.
    expect((await newStory(second.json.token)).status).toBe(201);

    // Anonymous writes (sign-in attempts) from one address: the budget's worth, then 429, while another address goes on.
    const signIn = (ip: string) =>
      t.call('POST', '/api/auth/login', {
        body: { email: 'nobody@example.com', password: 'Wr0ngPassword' },
        headers: { 'x-test-ip': ip },
      });
    for (let i = 0; i < WRITES; i += 1) expect((await signIn('192.0.2.50')).status).toBe(401);
    const refused = await signIn('192.0.2.50');
    expect(refused.status).toBe(429);
    expect(refused.json.errorType).toBe('rate_limited');
    expect((await signIn('192.0.2.51')).status).toBe(401);
  });
});

describe('expensive-read budget', () => {
  it('share cards and exports share a budget per caller; past it a 429 before any drawing', async () => {
    const author = await registerUser(t);
    const story = await createStory(t, author.token, { title: 'カード 🎴' });
    const card = (ip = '192.0.2.9') =>
      t.call('GET', `/api/stories/${story._id}/og.png`, { headers: { 'x-test-ip': ip } });
    for (let i = 0; i < CARDS; i += 1) {
      const drawn = await card();
      expect(drawn.status).toBe(200);
      expect(drawn.headers.get('content-type')).toBe('image/png');
    }
    const trips = t.statements.requests;
    const refused = await card();
    expect(t.statements.requests).toBe(trips);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.json).toEqual(
      apiError(
        'Too many share cards or exports requested in a short time. Please try again in 60 seconds.',
        'rate_limited',
        { retryAfterSeconds: 60, messageCode: 'too_many_exports', params: { n: 60 } },
      ),
    );
    // Exports draw every panel: the same budget, refused before any drawing (and a HEAD costs the same as a GET).
    const exported = await t.call('GET', `/api/stories/${story._id}/export.cbz`, {
      headers: { 'x-test-ip': '192.0.2.9' },
    });
    expect(exported.status).toBe(429);
    expect(exported.json).toMatchObject({ errorType: 'rate_limited', retryAfterSeconds: 60 });
    expect(
      (await t.call('HEAD', `/api/stories/${story._id}/og.png`, { headers: { 'x-test-ip': '192.0.2.9' } })).status,
    ).toBe(429);
    expect(t.statements.requests).toBe(trips);
    // Cheap reads are not counted against it.
    expect((await t.call('GET', `/api/stories/${story._id}`, { headers: { 'x-test-ip': '192.0.2.9' } })).status).toBe(
      200,
    );
    expect((await card('192.0.2.10')).status).toBe(200);
  });
});

describe('budgets', () => {
  it('the Workers bindings in wrangler.toml carry the same figures as the Node defaults', async () => {
    const toml = await readFile('wrangler.toml', 'utf8');
    const binding = (name: string) =>
      toml
        .match(
          new RegExp(
            `name = "${name}"\\s*\\nnamespace_id = "\\d+"\\s*\\nsimple = \\{ limit = (\\d+), period = (\\d+) \\}`,
          ),
        )
        ?.slice(1)
        .map(Number);
    expect(binding('WRITE_BUDGET')).toEqual([DEFAULT_BUDGETS.write.limit, DEFAULT_BUDGETS.write.periodSeconds]);
    expect(binding('EXPENSIVE_READ_BUDGET')).toEqual([
      DEFAULT_BUDGETS['expensive-read'].limit,
      DEFAULT_BUDGETS['expensive-read'].periodSeconds,
    ]);
  });
});

describe('the Node host behind a proxy', () => {
  it('with TRUST_PROXY counts each caller the proxy names in X-Forwarded-For, not the proxy; without it, the connection', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'panelcraft-proxy-'));
    const start = (trustProxy: boolean, name: string) =>
      startNodeServer({
        ...optionsFromEnv({}),
        port: 0,
        databaseUrl: `file:${join(dir, `${name}.db`)}`,
        mediaDir: join(dir, 'media'),
        distDir: join(dir, 'dist'),
        trustProxy,
        rateLimiter: memoryRateLimiter({ write: { limit: 2, periodSeconds: 60 } }),
      });
    const trusting = await start(true, 'trusting');
    const direct = await start(false, 'direct');
    try {
      const signIn = (base: string, forwardedFor: string) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'Wr0ngPassword' }),
        }).then((response) => response.status);
      // The proxy appends the caller last; whatever the caller put before it is not trusted.
      expect([
        await signIn(trusting.url, '198.51.100.1'),
        await signIn(trusting.url, '203.0.113.50, 198.51.100.1'),
      ]).toEqual([401, 401]);
      expect(await signIn(trusting.url, '198.51.100.1')).toBe(429);
      expect(await signIn(trusting.url, '198.51.100.1, 198.51.100.2')).toBe(401);
      // Without trust, the header is the caller's own claim: every request counts against the connection's address.
      expect([
        await signIn(direct.url, '198.51.100.1'),
        await signIn(direct.url, '198.51.100.2'),
        await signIn(direct.url, '198.51.100.3'),
      ]).toEqual([401, 401, 429]);
    } finally {
      await trusting.close();
      await direct.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
