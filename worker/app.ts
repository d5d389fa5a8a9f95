// createApp(deps): the whole Hono app — REST under /api, tRPC under /trpc, media under /media, the client for the rest.
// It knows nothing of Node or Workers; each entry file builds the deps. Middleware lives in worker/platform/.
import { sql } from 'drizzle-orm';
import { Hono, type Context as HonoContext } from 'hono';
import { unstable_localLink } from '@trpc/client';
import type { AppDeps } from './deps';
import { PRODUCT_NAME } from '../src/shared/limits';
import { systemClock } from './platform/ids';
import { apiBodyLimit, trpcBodyLimit } from './platform/body-limits';
import { createReadCache, privateReads, publicReads } from './platform/public-reads';
import { guardRequestPath } from './platform/request-guards';
import { requestIdOf, requestIds } from './platform/request-id';
import { apiCors } from './platform/cors';
import { apiFallback } from './platform/api-fallback';
import { createSessionCache } from './auth/session-cache';
import { restRoutes, SECRET_PROCEDURES } from './rest/adapters';
import { comicBookRoute, shareCardRoute } from './rest/files';
import { mediaFiles } from './rest/media';
import { replicateWebhookRoute } from './rest/provider-webhook';
import { errorResponse } from './rest/respond';
import { idempotent } from './rest/idempotency';
import { openApiDocument } from './rest/openapi';
import { apiReferencePage } from './web/api-reference';
import { hostFontFiles } from '../packages/svg-render/src/og-font';
import { textFontRoute } from './web/text-fonts';
import { createContext, type Context } from './trpc/init';
import { SessionCookie, isHttps, requestCredential, sessionCookies } from './platform/session-cookie';
import { securityHeaders } from './platform/security-headers';
import { csrfGuard } from './platform/csrf';
import { memoryRateLimiter, requestBudgets } from './platform/rate-limits';
import { trpcHandler } from './trpc/handler';
import { appRouter } from './trpc/router';
import { seoRoutes } from './web/seo';
import { clientPages } from './web/serve';

export function createApp(deps: AppDeps) {
  const { db, media, ai, config } = deps;
  const clock = deps.clock ?? systemClock;
  const cache = createReadCache({ ttlMs: config.readCacheTtlMs ?? 5000 });
  const sessions = createSessionCache({ ttlMs: config.sessionCacheMs });
  // One context per request, so an idempotency claim and the procedure after it share one session check.
  const contexts = new WeakMap<HonoContext, Promise<Context>>();
  const contextFor = (c: HonoContext) => {
    let context = contexts.get(c);
    if (!context) {
      const { token, fromCookie } = requestCredential(c);
      const sessionCookie = new SessionCookie(fromCookie ? token : null);
      context = createContext({
        db,
        media,
        ai,
        config,
        clock,
        cache,
        sessions,
        ip: deps.clientIp?.(c) ?? null,
        token,
        sessionCookie,
        requestId: requestIdOf(c),
      });
      contexts.set(c, context);
    }
    return context;
  };

  const app = new Hono();
  app.use(
    '*',
    securityHeaders((c) => isHttps(c, config.publicUrl)),
  );
  app.use('*', requestIds);
  app.use('*', guardRequestPath(deps.requestTarget));
  app.use('/api/*', apiCors);
  app.use('/trpc/*', apiCors);
  app.use('/api/*', privateReads);
  app.use('*', csrfGuard(config.publicUrl));
  // Budgets per token or address (platform/rate-limits.ts): every write, and reads that draw or pack something.
  const budget = requestBudgets(deps.rateLimiter ?? memoryRateLimiter(), deps.clientIp);
  app.use('/api/*', budget('write'));
  app.use('/trpc/*', budget('write'));
  app.use('/api/stories/:id/og.png', budget('expensive-read'));
  app.use('/api/stories/:id/export.cbz', budget('expensive-read'));
  app.use('*', sessionCookies({ cookieOf: (c) => contexts.get(c), publicUrl: config.publicUrl }));
  app.use('/api/*', publicReads(cache, deps.sharedCache));
  app.use('/api/*', apiBodyLimit);
  app.use('/trpc/*', trpcBodyLimit);

  // Every REST call is a row of the route table (rest/routes.ts); the few answered outside tRPC bring their handler.
  const files = { renderSvg: deps.renderSvg, fontFile: hostFontFiles(deps.assets), pictureCodec: deps.pictureCodec };
  restRoutes(app, contextFor, {
    'GET /api/health': async (c) => {
      try {
        await db.run(sql`select 1 from users limit 1`);
        return c.json({ ok: true });
      } catch {
        return c.json({ ok: false, message: 'Database is not ready' }, 503);
      }
    },
    'GET /api/stories/{id}/og.png': shareCardRoute(contextFor, files),
    'GET /api/stories/{id}/export.cbz': comicBookRoute(contextFor, files),
    'POST /api/ai/webhooks/replicate': replicateWebhookRoute(contextFor),
  });
  // The OpenAPI document of the routes above (built once), and its interactive reference.
  let document: string | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= JSON.stringify(openApiDocument(config.publicUrl));
    return c.body(document, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' });
  });
  app.get('/api/docs', (c) => c.html(apiReferencePage(`${PRODUCT_NAME} API reference`)));
  app.all(
    '/api/*',
    apiFallback(() => app.routes),
  );

  // A tRPC mutation honours Idempotency-Key as the REST calls do (the client sends it unbatched); a new API token's
  // or webhook's secret is shown once, so that answer is never stored.
  app.post(
    '/trpc/*',
    idempotent(contextFor, {
      secret: (c) =>
        c.req.path
          .slice('/trpc/'.length)
          .split(',')
          .some((path) => SECRET_PROCEDURES.has(path)),
    }),
  );
  app.all('/trpc/*', trpcHandler(contextFor));
  app.route('/media', mediaFiles(media));
  app.route('/', seoRoutes(db, config.publicUrl));
  app.get('/fonts/text/:face/:name', textFontRoute(deps.harfbuzz, hostFontFiles(deps.assets), deps.sharedCache));
  app.all(
    '*',
    clientPages({
      db,
      publicUrl: config.publicUrl,
      pseudoLocale: config.pseudoLocale,
      assets: deps.assets,
      renderPage: deps.renderPage,
      // The rendered page's loaders call the procedures in this process, with the page request's own context (its
      // session): the same data functions the browser's calls reach, with no request to the app itself.
      api: (c) =>
        unstable_localLink({
          router: appRouter,
          createContext: () => contextFor(c),
          onError: ({ error }) => {
            if (error.code === 'INTERNAL_SERVER_ERROR') console.error(error);
          },
        }),
    }),
  );

  // A request's own errors (a bad body) keep their status and message; anything unexpected is logged and answered 500.
  app.onError((error, c) => errorResponse(c, error));
  return app;
}

export type { AppRouter } from './trpc/router';
