// The route table (worker/rest/routes.ts) is what the app serves: every /api route is a row and every row a route, with
// the idempotency its row says, so the OpenAPI document, the fuzz table and the docs read from it cannot drift.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_FILE, docsWithRouteList } from '../../scripts/api-types';
import { isIdempotent } from '../../worker/rest/idempotency';
import { honoPath, ROUTES } from '../../worker/rest/routes';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the reference pages themselves are: served beside the table, not part of it. */
const REFERENCE = new Set(['GET /api/openapi.json', 'GET /api/docs']);

describe('the route table', () => {
  it('lists exactly the routes the app serves, with their idempotency', () => {
    const served = new Map<string, boolean>();
    for (const route of t.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
      const key = `${route.method} ${route.path}`;
      if (REFERENCE.has(key)) continue;
      // A route with the idempotency middleware is listed once for it and once for its handler.
      served.set(key, (served.get(key) ?? false) || isIdempotent(route.handler));
    }
    const table = new Map(ROUTES.map((route) => [`${route.method} ${honoPath(route.path)}`, route.idempotent]));
    expect([...table.keys()].sort()).toEqual([...served.keys()].sort());
    expect(Object.fromEntries([...table].sort())).toEqual(Object.fromEntries([...served].sort()));
    expect(new Set(ROUTES.map((route) => `${route.method} ${route.path}`)).size).toBe(ROUTES.length);
  });

  it('gives every row a procedure that exists, a summary and a success status', async () => {
    const { appRouter } = await import('../../worker/trpc/router');
    const procedures = Object.keys(appRouter._def.procedures);
    for (const route of ROUTES) {
      if (route.procedure) expect(procedures, `${route.method} ${route.path}`).toContain(route.procedure);
      expect(route.summary.length, `${route.method} ${route.path}`).toBeGreaterThan(5);
      if (route.idempotent) expect(route.method).toBe('POST');
    }
  });

  it("is docs/api.md's list of calls (npm run api:types writes it)", () => {
    const docs = readFileSync(API_DOCS_FILE, 'utf8');
    expect(docs).toBe(docsWithRouteList(docs, ROUTES));
    for (const route of ROUTES) expect(docs).toContain(`| \`${route.method} ${route.path}\` |`);
  });
});
