// `npm run bench:render`: the CPU one server render of a page costs (src/entry-server.tsx as `vite build` makes it in
// dist-ssr/): the router's load, renderToString and the handed-over state, per page and language, in this Node process.
// The pages drawn here make no API call for a visitor without a session; a call would fail the run. BENCH_RENDERS
// (default 200) renders per page after 20 to warm up; the median and 90th percentile of each are printed.
import { existsSync } from 'node:fs';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '../worker/trpc/router';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
if (!existsSync(new URL('../dist-ssr/entry-server.js', import.meta.url)))
  throw new Error('Build first: npx vite build');
const { render } = await import('#page-renderer');

const noApi: TRPCLink<AppRouter> =
  () =>
  ({ op }) => {
    throw new Error(`unexpected API call while rendering: ${op.path}`);
  };

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

console.log('| Page | Language | Median CPU (ms) | p90 (ms) | HTML (KiB) |');
console.log('|---|---|---:|---:|---:|');
for (const path of ['/login', '/register']) {
  for (const locale of ['en', 'ja', 'ar']) {
    const request = { url: `http://localhost${path}`, locale, signedIn: false, api: noApi };
    let size = 0;
    for (let i = 0; i < 20; i += 1) await render(request);
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i += 1) {
      const started = cpuMs();
      const page = await render(request);
      times.push(cpuMs() - started);
      if (page && 'html' in page) size = page.html.length + page.state.length;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    console.log(`| ${path} | ${locale} | ${at(0.5)} | ${at(0.9)} | ${(size / 1024).toFixed(1)} |`);
  }
}
