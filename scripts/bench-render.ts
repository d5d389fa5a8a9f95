// `npm run bench:render`: the CPU one server render of a page costs (sign-in, sign-up, home, a profile, a reader and
// Page Not Found; src/entry-server.tsx as `vite build` makes it in dist-ssr/): the router's load, renderToString and
// the handed-over state, per page and language, in this Node process.
// The pages' API calls are answered from a recording: each page is asked once of the real Node host on a seeded
// database (the procedures in the same process, as the host calls them), and its answers are then replayed, so the
// figures are the render's own CPU, without the database. BENCH_RENDERS (default 200) renders per page after 20 to warm
// up; the median and 90th percentile of each are printed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../worker/trpc/router';
import type { PageRenderer } from '../worker/web/page-api';
import { optionsFromEnv, startNodeServer } from '../worker/entry.node.js';
import { seeded } from './bench-setup';
import { DEFAULT_LOCALE } from '../src/shared/locales';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
if (!existsSync(new URL('../dist-ssr/entry-server.js', import.meta.url)))
  throw new Error('Build first: npx vite build');
const { render } = (await import('#page-renderer')) as { render: PageRenderer };

type Link = TRPCLink<AppRouter>;
const key = (op: { path: string; input: unknown }) => `${op.path} ${JSON.stringify(op.input ?? null)}`;
/** Every page's procedure answers, by procedure and input, as the real host gave them. */
const answers = new Map<string, unknown>();

/** The host's own link, with each answer kept. */
const recording =
  (real: Link): Link =>
  (runtime) => {
    const inner = real(runtime);
    return ({ op, next }) =>
      observable((observer) =>
        inner({ op, next }).subscribe({
          next: (value) => {
            answers.set(key(op), value);
            observer.next(value);
          },
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        }),
      );
  };

/** The kept answers, given back at once. */
const replay: Link =
  () =>
  ({ op }) =>
    observable((observer) => {
      if (!answers.has(key(op))) {
        observer.error(new Error(`no recorded answer for ${key(op)}`) as never);
        return;
      }
      observer.next(answers.get(key(op)) as never);
      observer.complete();
    });

const { dir, databaseUrl, storyIds } = await seeded(24, 4);
const server = await startNodeServer({
  ...optionsFromEnv({}),
  port: 0,
  databaseUrl,
  mediaDir: join(dir, 'media'),
  distDir: new URL('../dist', import.meta.url).pathname,
  ai: { provider: 'offline' },
  renderPage: (request) => render({ ...request, api: recording(request.api) }),
});
const author = /href="\/user\/([^"]+)"/.exec(await (await fetch(`${server.url}/story/${storyIds[0]}/read`)).text());
const username =
  author?.[1] ?? (await (await fetch(`${server.url}/api/stories/${storyIds[0]}`)).json()).data.userId.username;

const PAGES = ['/login', '/register', '/', `/user/${username}`, `/story/${storyIds[0]}/read`, '/no/such/page'];
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

console.log('| Page | Language | Median CPU (ms) | p90 (ms) | HTML + state (KiB) |');
console.log('|---|---|---:|---:|---:|');
for (const path of PAGES) {
  for (const locale of ['en', 'ja', 'ar']) {
    // Once through the host, to record the page's answers in this language.
    await (await fetch(server.url + path, { headers: { cookie: `lang=${locale}` } })).text();
    const request = { url: `http://localhost${path}`, locale: locale ?? DEFAULT_LOCALE, signedIn: false, api: replay };
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
    const shown = path.startsWith('/user/') ? '/user/:username' : path.startsWith('/story/') ? '/story/:id/read' : path;
    console.log(`| ${shown} | ${locale} | ${at(0.5)} | ${at(0.9)} | ${(size / 1024).toFixed(1)} |`);
  }
}
await server.close();
