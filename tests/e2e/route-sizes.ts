// The JavaScript each route really loads (every script the page fetched from dist/, gzip-compressed at level 9 like
// `vite build` reports), and whether it pulled in Konva.
// Usage: node --import tsx tests/e2e/route-sizes.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEED_PASSWORD } from '../../db/seed';
import { loginViaApi } from './flows';
import { DESKTOP, ROOT, newPage, registerViaApi, signInWithToken, startEnvironment } from './harness';

const HOME_BUDGET_KB = 170;

async function main() {
  const env = await startEnvironment();
  try {
    const visitor = await registerViaApi(env.baseUrl);
    const owner = env.seed.users[0]!;
    const ownerToken = await loginViaApi(env.baseUrl, owner.email, SEED_PASSWORD);
    const storyId = env.seed.storyIds[0]!;
    const routes = [
      { name: 'home /', path: '/', token: visitor.token },
      { name: 'reader /story/:id/read', path: `/story/${storyId}/read`, token: visitor.token },
      { name: 'dashboard /story/:id (edit)', path: `/story/${storyId}`, token: ownerToken },
      { name: 'login /login', path: '/login', token: null },
    ];
    const rows: string[] = [];
    let homeKb = 0;
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
        const bytes = readFileSync(join(ROOT, 'dist', path));
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
      }
      const konva = [...scripts].some((path) => path.includes('bubble-stage'));
      if (route.path === '/') homeKb = gzip / 1024;
      rows.push(`${route.name.padEnd(30)} ${String(scripts.size).padStart(3)} files  ${(raw / 1024).toFixed(1).padStart(7)} KB  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip  Konva: ${konva ? 'yes' : 'no'}`);
      await context.close();
    }
    console.log('JavaScript loaded per route');
    for (const row of rows) console.log(`  ${row}`);
    console.log(`Home budget ${HOME_BUDGET_KB} KB gzip: ${homeKb <= HOME_BUDGET_KB ? 'within' : 'OVER'}`);
  } finally {
    await env.close();
  }
}

await main();
