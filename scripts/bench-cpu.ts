// `npm run bench:cpu`: the server's CPU time per request, route by route (the bare route, signed-in feed reads, like
// toggles), read from the server process's own process.cpuUsage() around a few thousand requests on 4 kept-alive
// connections. CPU time hardly moves when other work shares the machine, where req/s does, so this compares code.
// BENCH_REQUESTS (default 2000) requests per round, BENCH_ROUNDS (default 5; the median is printed), BENCH_STORIES
// (default 2000), BENCH_PROFILE_DIR a folder for the server's CPU profile of the whole run.
import http from 'node:http';
import { rm } from 'node:fs/promises';
import { seeded, startBenchServer } from './bench-setup';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STORIES = Number(process.env.BENCH_STORIES ?? 2000);
const USERS = 250;
const CONNECTIONS = 4;

interface Request {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One request; `fresh` on a connection of its own (the bare server closes idle connections after Node's 5 s). */
function send({ port, method, path, token }: Request, fresh = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = method === 'POST' ? { 'content-length': '0' } : {};
    if (token) headers.authorization = `Bearer ${token}`;
    const request = http.request(
      { agent: fresh ? false : agent, host: '127.0.0.1', port, method, path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The server's CPU time so far, in µs (user + system, every thread). */
async function serverCpu(port: number): Promise<number> {
  const { user, system } = JSON.parse(
    (await send({ port, method: 'GET', path: '/cpu' }, true)).body,
  ) as NodeJS.CpuUsage;
  return user + system;
}

/** `count` requests from `next()` on CONNECTIONS connections; the number that did not answer 200. */
async function run(next: () => Request, count: number): Promise<number> {
  let left = count;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left > 0) {
        left -= 1;
        if ((await send(next())).status !== 200) failed += 1;
      }
    }),
  );
  return failed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const started = Date.now();
const { dir, databaseUrl, tokens, storyIds } = await seeded(STORIES, USERS);
console.log(`Seeded ${STORIES} stories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const { ports, stop } = await startBenchServer(databaseUrl, dir);
const rows: string[] = [];
try {
  let turn = 0;
  const token = () => tokens[turn++ % tokens.length]!;
  const anyOf = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const app = ports.app;
  const feed = JSON.parse((await send({ port: app, method: 'GET', path: '/api/stories?limit=12&page=1' })).body).data
    .pagination.pages as number;
  const tags = JSON.parse((await send({ port: app, method: 'GET', path: '/api/stories/tags' })).body).data as {
    tag: string;
    count: number;
  }[];
  const page = (pages: number) => 1 + Math.floor(Math.random() * Math.max(1, pages));
  const randomPage = () => {
    if (Math.random() < 0.5) return `/api/stories?limit=12&page=${page(feed)}`;
    const { tag, count } = anyOf(tags);
    return `/api/stories?limit=12&page=${page(Math.ceil(count / 12))}&tag=${encodeURIComponent(tag)}`;
  };
  const routes: [string, () => Request][] = [
    ['bare Hono route', () => ({ port: ports.bare, method: 'GET', path: '/bare' })],
    [
      'signed-in list, first page',
      () => ({ port: app, method: 'GET', path: '/api/stories?limit=12&page=1', token: token() }),
    ],
    ['signed-in random feed and tag pages', () => ({ port: app, method: 'GET', path: randomPage(), token: token() })],
    [
      'anonymous list, first page (read cache)',
      () => ({ port: app, method: 'GET', path: '/api/stories?limit=12&page=1' }),
    ],
    [
      'like toggle',
      () => ({ port: app, method: 'POST', path: `/api/likes/stories/${anyOf(storyIds)}`, token: anyOf(tokens) }),
    ],
  ];
  let bare = 0;
  for (const [name, next] of routes) {
    // Unmeasured first: the route's code compiles and its pages are read.
    await run(next, Math.max(200, REQUESTS / 2));
    const perRequest: number[] = [];
    let failed = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await serverCpu(ports.bare);
      failed += await run(next, REQUESTS);
      perRequest.push((await serverCpu(ports.bare)) - before);
    }
    const us = median(perRequest) / REQUESTS;
    if (!bare) bare = us;
    const spread = `${(Math.min(...perRequest) / REQUESTS).toFixed(0)}–${(Math.max(...perRequest) / REQUESTS).toFixed(0)}`;
    rows.push(`| ${name} | ${us.toFixed(0)} | ${spread} | ${(bare / us).toFixed(2)} | ${failed} |`);
  }
} finally {
  agent.destroy();
  await stop();
  await rm(dir, { recursive: true, force: true });
}
console.log(
  `\n${STORIES} stories, ${USERS} users, ${CONNECTIONS} connections, ${REQUESTS} requests a round, median of ${ROUNDS} rounds, Node ${process.version}\n`,
);
console.log('| route | server CPU µs/request | rounds | bare µs / route µs | not 200 |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
