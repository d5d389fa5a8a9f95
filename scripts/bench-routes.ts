// The JavaScript each route really loads (every script the page fetched from the build, gzip-compressed at level 9 like
// `vite build` reports), and whether it pulled in Konva (from the build's module graph, not the chunk names).
// Fails (exit 1) when home, the reader or sign-in is over its budget, or home or the reader loads Konva on opening.
// Usage: npm run bench:routes (node --import tsx scripts/bench-routes.ts)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { SEED_PASSWORD } from './demo-seed';
import { loginViaApi } from '../tests/e2e/flows';
import {
  DESKTOP,
  DIST_DIR,
  ROOT,
  newPage,
  registerViaApi,
  signInWithToken,
  startEnvironment,
} from '../tests/e2e/harness';

/**
 * KB gzip for an English visitor: 3 % over each page's figure before the interface languages (before the languages: home 162.4,
 * reader 174.8, sign-in 178.8).
 */
const BUDGET_KB = { home: 167.2, reader: 180.0, login: 184.1 };
const KONVA_MODULE = /[\\/]node_modules[\\/](react-)?konva[\\/]/;

/** Builds the client (where the test server will serve it from) and returns the modules that ended up in each chunk. */
async function buildWithModuleGraph(): Promise<Map<string, string[]>> {
  const chunks = new Map<string, string[]>();
  const recordChunks: Plugin = {
    name: 'bench-routes:module-graph',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const modules = Object.entries(item.modules).filter(([, module]) => module.renderedLength > 0);
        chunks.set(
          `/${item.fileName}`,
          modules.map(([id]) => id),
        );
      }
    },
  };
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: DIST_DIR, emptyOutDir: true },
    plugins: [recordChunks],
  });
  return chunks;
}

async function main() {
  const chunks = await buildWithModuleGraph();
  const env = await startEnvironment();
  const problems: string[] = [];
  try {
    const visitor = await registerViaApi(env.baseUrl);
    const owner = env.seed.users[0]!;
    const ownerToken = await loginViaApi(env.baseUrl, owner.email, SEED_PASSWORD);
    const storyId = env.seed.storyIds[0]!;
    const routes = [
      { name: 'home /', path: '/', token: visitor.token, konvaAllowed: false, budgetKb: BUDGET_KB.home },
      {
        name: 'reader /story/:id/read',
        path: `/story/${storyId}/read`,
        token: visitor.token,
        konvaAllowed: false,
        budgetKb: BUDGET_KB.reader,
      },
      {
        name: 'story page /story/:id (edit)',
        path: `/story/${storyId}`,
        token: ownerToken,
        konvaAllowed: true,
        budgetKb: null,
      },
      { name: 'login /login', path: '/login', token: null, konvaAllowed: true, budgetKb: BUDGET_KB.login },
    ];
    const rows: string[] = [];
    const budgets: string[] = [];
    for (const route of routes) {
      const { context, page } = await newPage(env, DESKTOP);
      if (route.token) await signInWithToken(context, env.baseUrl, route.token);
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) scripts.add(url.pathname);
      });
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      let raw = 0;
      let gzip = 0;
      for (const path of scripts) {
        const bytes = readFileSync(join(DIST_DIR, path));
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
      }
      const unknown = [...scripts].filter((path) => !chunks.has(path));
      if (unknown.length)
        problems.push(`${route.name}: loaded scripts missing from the build's module graph: ${unknown.join(', ')}`);
      const konva = [...scripts].some((path) => chunks.get(path)?.some((id) => KONVA_MODULE.test(id)));
      if (konva && !route.konvaAllowed) problems.push(`${route.name} loads Konva on opening`);
      const kb = gzip / 1024;
      if (route.budgetKb !== null) {
        budgets.push(
          `  ${route.name.padEnd(30)} ${kb.toFixed(1).padStart(6)} KB gzip, budget ${route.budgetKb} KB: ${kb <= route.budgetKb ? 'PASS' : 'FAIL'}`,
        );
        if (kb > route.budgetKb)
          problems.push(`${route.name} is ${kb.toFixed(1)} KB gzip, over its ${route.budgetKb} KB budget`);
      }
      rows.push(
        `${route.name.padEnd(30)} ${String(scripts.size).padStart(3)} files  ${(raw / 1024).toFixed(1).padStart(7)} KB  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip  Konva: ${konva ? 'yes' : 'no'}`,
      );
      await context.close();
    }
    console.log('JavaScript loaded per route');
    for (const row of rows) console.log(`  ${row}`);
    console.log('Budgets for an English visitor');
    for (const row of budgets) console.log(row);
  } finally {
    await env.close();
  }
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
}

await main();
