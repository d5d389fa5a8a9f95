// createApp(deps): the whole Hono app — REST under /api, tRPC under /trpc, media under /media, the client for the rest.
// It knows nothing of Node or Workers; each entry file builds the deps. Middleware lives in worker/platform/.
import { sql } from 'drizzle-orm';
import { Hono, type Context as HonoContext } from 'hono';
import type { AppDeps } from './deps';
import { systemClock } from './platform/ids';
import { apiBodyLimit, trpcBodyLimit } from './platform/body-limits';
import { createReadCache, publicReads } from './platform/public-reads';
import { guardRequestPath } from './platform/request-guards';
import { createSessionCache } from './auth/session-cache';
import { aiRoutes, entityRoutes, sceneRoutes, uploadRoutes } from './rest/ai';
import { authRoutes } from './rest/auth';
import { mediaFiles, mediaRoutes } from './rest/media';
import { errorResponse } from './rest/respond';
import { DOCS_PAGE, openApiDocument } from './rest/openapi';
import { likeRoutes, storyRoutes, userRoutes } from './rest/stories';
import { tokenRoutes } from './rest/tokens';
import { hostFontFiles } from './web/og-font';
import { bearerToken, createContext } from './trpc/init';
import { trpcHandler } from './trpc/handler';
import { seoRoutes } from './web/seo';
import { clientPages } from './web/serve';

export function createApp(deps: AppDeps) {
  const { db, media, ai, config } = deps;
  const clock = deps.clock ?? systemClock;
  const cache = createReadCache({ ttlMs: config.readCacheTtlMs ?? 5000 });
  const sessions = createSessionCache({ ttlMs: config.sessionCacheMs });
  const contextFor = (c: HonoContext) =>
    createContext({ db, media, ai, config, clock, cache, sessions, ip: deps.clientIp?.(c) ?? null, token: bearerToken(c.req.header('authorization')) });

  const app = new Hono();
  app.use('*', guardRequestPath(deps.requestTarget));
  app.use('/api/*', publicReads(cache, deps.sharedCache));
  app.use('/api/*', apiBodyLimit);
  app.use('/trpc/*', trpcBodyLimit);

  app.get('/api/health', async (c) => {
    try {
      await db.run(sql`select 1 from users limit 1`);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, message: 'Database is not ready' }, 503);
    }
  });
  app.route('/api/auth', authRoutes(contextFor));
  app.route('/api/media', mediaRoutes(contextFor));
  app.route('/api/stories', storyRoutes(contextFor, deps.renderSvg, hostFontFiles(deps.assets)));
  app.route('/api/likes', likeRoutes(contextFor));
  app.route('/api/users', userRoutes(contextFor));
  app.route('/api/ai', aiRoutes(contextFor));
  app.route('/api/scenes', sceneRoutes(contextFor));
  app.route('/api/characters', entityRoutes(contextFor, 'characters'));
  app.route('/api/locations', entityRoutes(contextFor, 'locations'));
  app.route('/api/upload', uploadRoutes(contextFor));
  app.route('/api/tokens', tokenRoutes(contextFor));
  // The OpenAPI document of the routes above (built once), and its interactive reference.
  let document: string | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= JSON.stringify(openApiDocument(app.routes, config.publicUrl));
    return c.body(document, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' });
  });
  app.get('/api/docs', (c) => c.html(DOCS_PAGE));
  // A path the API has, asked with a method it does not take, is a 405 naming the ones it takes.
  let allowed: ((path: string) => string[]) | undefined;
  app.all('/api/*', (c) => {
    allowed ??= allowedMethods(app.routes);
    const methods = allowed(c.req.path);
    if (methods.length) {
      return c.json({ success: false, message: `Method ${c.req.method} is not allowed here; use ${methods.join(', ')}` }, 405, { Allow: methods.join(', ') });
    }
    return c.json({ success: false, message: `Not found: ${c.req.method} ${c.req.path}` }, 404);
  });

  app.all('/trpc/*', trpcHandler(contextFor));
  app.route('/media', mediaFiles(media));
  app.route('/', seoRoutes(db, config.publicUrl));
  app.all('*', clientPages({ db, publicUrl: config.publicUrl, pseudoLocale: config.pseudoLocale, assets: deps.assets }));

  // A request's own errors (a bad body) keep their status and message; anything unexpected is logged and answered 500.
  app.onError((error, c) => errorResponse(c, error));
  return app;
}

/** The methods each /api path takes (HEAD with GET), from the app's own routes. */
function allowedMethods(routes: { method: string; path: string }[]): (path: string) => string[] {
  const patterns = routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.includes('*'))
    .map((route) => {
      const source = route.path
        .split('/')
        .map((part) => {
          const param = part.match(/^:\w+(?:\{(.+)\})?$/);
          if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      return { method: route.method, pattern: new RegExp(`^${source}/?$`) };
    });
  return (path) => {
    const methods = new Set(patterns.filter((route) => route.pattern.test(path)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}

export type { AppRouter } from './trpc/router';
