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
import { likeRoutes, storyRoutes, userRoutes } from './rest/stories';
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
  app.route('/api/stories', storyRoutes(contextFor, deps.renderSvg));
  app.route('/api/likes', likeRoutes(contextFor));
  app.route('/api/users', userRoutes(contextFor));
  app.route('/api/ai', aiRoutes(contextFor));
  app.route('/api/scenes', sceneRoutes(contextFor));
  app.route('/api/characters', entityRoutes(contextFor, 'characters'));
  app.route('/api/locations', entityRoutes(contextFor, 'locations'));
  app.route('/api/upload', uploadRoutes(contextFor));
  app.all('/api/*', (c) => c.json({ success: false, message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.all('/trpc/*', trpcHandler(contextFor));
  app.route('/media', mediaFiles(media));
  app.route('/', seoRoutes(db, config.publicUrl));
  app.all('*', clientPages({ db, publicUrl: config.publicUrl, assets: deps.assets }));

  // A request's own errors (a bad body) keep their status and message; anything unexpected is logged and answered 500.
  app.onError((error, c) => errorResponse(c, error));
  return app;
}

export type { AppRouter } from './trpc/router';
