// The bench's server process: the real Node host on one port and a bare Hono route on another, same runtime.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { optionsFromEnv, startNodeServer } from '../worker/entry.node.ts';

const app = await startNodeServer({ ...optionsFromEnv(), port: 0 });
// The same database without the read cache: every request does its SQL.
const uncached = await startNodeServer({ ...optionsFromEnv(), port: 0, readCacheTtlMs: 0 });
const bare = new Hono()
  .get('/bare', (c) => c.json({ success: true, data: { ok: true, items: [1, 2, 3] } }))
  // This process's CPU time so far (µs, every thread), for `npm run bench:cpu`.
  .get('/cpu', (c) => c.json(process.cpuUsage()));
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`BENCH_PORTS ${new URL(app.url).port} ${info.port} ${new URL(uncached.url).port}`);
});
process.on('SIGTERM', () => {
  bareServer.close();
  void Promise.all([app.close(), uncached.close()]).then(() => process.exit(0));
});
