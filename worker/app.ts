// createApp(deps): the whole Hono app — REST under /api, tRPC under /trpc, media under /media, the client for the rest.
// It knows nothing of Node or Workers; each entry file builds the deps.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { sql } from 'drizzle-orm';
import { Hono, type Context as HonoContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps';
import { inBackground } from './platform/background';
import { systemClock } from './platform/ids';
import { createReadCache } from './platform/read-cache';
import { createSessionCache } from './auth/session-cache';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, tooLargeMessage } from '../src/shared/upload';
import { MEDIA_PATH } from '../src/shared/media';
import { isValidMediaKey } from './platform/media';
import { assertInputDepth, decodedPath, guardRequestPath } from './platform/request-guards';
import { aiRoutes, entityRoutes, sceneRoutes, uploadRoutes } from './rest/ai';
import { authRoutes } from './rest/auth';
import { mediaRoutes } from './rest/media';
import { errorResponse } from './rest/respond';
import { likeRoutes, storyRoutes, userRoutes } from './rest/stories';
import { hostFontFiles } from './web/og-font';
import { bearerToken, createContext } from './trpc/init';
import { toTRPCError } from './trpc/errors';
import { appRouter } from './trpc/router';
import { seoRoutes } from './web/seo';
import { clientPages } from './web/serve';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Shared caches (a CDN, the Workers Cache API) may keep anonymous public reads briefly and serve them stale while refreshing. */
const PUBLIC_READ_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

/** A validator of the body: two FNV-1a 32-bit hashes and the length, fast and enough to tell two answers apart. */
function entityTag(body: Uint8Array): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < body.length; i += 1) {
    a = Math.imul(a ^ body[i]!, 0x01000193);
    b = Math.imul(b ^ body[i]!, 0x5bd1e995);
  }
  return `"${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}-${body.byteLength.toString(36)}"`;
}

function publicAnswer(ifNoneMatch: string | undefined, body: Uint8Array<ArrayBuffer>, etag: string, edge?: 'HIT' | 'MISS'): Response {
  const headers: Record<string, string> = { ...JSON_HEADERS, ETag: etag, 'Cache-Control': PUBLIC_READ_CACHE };
  if (edge) headers['X-Edge-Cache'] = edge;
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
const JSON_HEADERS = { 'Content-Type': 'application/json' };
// Not /api/stories/random-images: it is shuffled on every call, so a cached copy would freeze it.
const PUBLIC_READS = /^\/api\/(stories(\/tags)?|stories\/(?!random-images$)[^/]+(\/(scenes|characters|locations))?|users\/[^/]+|likes\/(stories|scenes)\/[^/]+)$/;

export function createApp(deps: AppDeps) {
  const { db, media, ai, config } = deps;
  const clock = deps.clock ?? systemClock;
  const cache = createReadCache({ ttlMs: config.readCacheTtlMs ?? 5000 });
  const sessions = createSessionCache({ ttlMs: config.sessionCacheMs });

  const contextFor = (c: HonoContext) =>
    createContext({
      db,
      media,
      ai,
      config,
      clock,
      cache,
      sessions,
      ip: deps.clientIp?.(c) ?? null,
      token: bearerToken(c.req.header('authorization')),
    });

  const app = new Hono();
  app.use('*', guardRequestPath(deps.requestTarget));

  // Anonymous public reads are the same for everyone (drafts are never in them): keep their JSON bytes with an ETag,
  // cleared by every mutation (see read-cache.ts), and let shared caches keep them briefly. Signed-in answers are private.
  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'GET' || !PUBLIC_READS.test(c.req.path)) return next();
    if (c.req.header('authorization')) {
      c.set('answerCacheControl', 'private, no-cache');
      await next();
      // Unless the answer already carries it (see respond.ts).
      const cacheControl = c.get('answerCacheControl');
      if (cacheControl) c.res.headers.set('Cache-Control', cacheControl);
      return;
    }
    const key = `response:${c.req.url.slice(c.req.url.indexOf('/api/'))}`;
    // Kept as encoded bytes, first in line: a hit costs no body limit, no context and no re-encoding.
    const cached = cache.peek<{ body: Uint8Array<ArrayBuffer>; etag: string }>(key);
    if (cached !== undefined) return publicAnswer(c.req.header('if-none-match'), cached.body, cached.etag);
    const generation = cache.generation();
    // Then the location's shared cache (Workers): another isolate may have read this already. Keyed by URL alone.
    // A request that says `Cache-Control: no-cache` is answered fresh (and refreshes the shared copy).
    const shared = deps.sharedCache;
    const sharedKey = shared ? new Request(c.req.url) : null;
    if (shared && !/no-cache/i.test(c.req.header('cache-control') ?? '')) {
      const hit = await shared.match(sharedKey!).catch(() => undefined);
      const hitTag = hit?.status === 200 ? hit.headers.get('ETag') : null;
      if (hit && hitTag) {
        const body = new Uint8Array(await hit.arrayBuffer());
        cache.put(key, { body, etag: hitTag }, generation);
        return publicAnswer(c.req.header('if-none-match'), body, hitTag, 'HIT');
      }
    }
    await next();
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const etag = entityTag(body);
    cache.put(key, { body, etag }, generation);
    c.res = publicAnswer(c.req.header('if-none-match'), body, etag, shared ? 'MISS' : undefined);
    // Stored after the answer, and only if no write of this isolate landed meanwhile (its s-maxage bounds the rest).
    if (shared && cache.generation() === generation) inBackground(shared.put(sharedKey!, publicAnswer(undefined, body, etag)).catch(() => undefined));
  });

  const tooLarge = (c: HonoContext) => {
    const length = Number(c.req.header('content-length'));
    const message = Number.isFinite(length) && length > 0 ? tooLargeMessage(length) : UPLOAD_MESSAGES.tooLargeUnknown;
    return c.json({ success: false, message }, 413);
  };
  const apiLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: tooLarge });
  // The picture upload reads somewhat larger bodies itself, so an 11 MB file is answered with its exact size.
  const uploadLimit = bodyLimit({ maxSize: 3 * MAX_UPLOAD_BYTES, onError: tooLarge });
  const trpcLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  // A GET or HEAD carries no body anyone reads, nor does a request with neither a length nor a transfer encoding, or a
  // zero length (HTTP/1.1), such as a like toggle. Asking for the body makes the Node adapter build a whole fetch Request
  // with a stream: about a tenth of a signed-in list read's CPU, and a fifth of a like's.
  const bodiless = (c: HonoContext) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return true;
    const length = c.req.header('content-length');
    return (length === undefined || length === '0') && c.req.header('transfer-encoding') === undefined;
  };
  app.use('/api/*', (c, next) => (bodiless(c) ? next() : c.req.path.startsWith('/api/upload/') ? uploadLimit(c, next) : apiLimit(c, next)));
  app.use('/trpc/*', (c, next) => (bodiless(c) ? next() : trpcLimit(c, next)));

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
  app.all('/api/*', (c) => c.json({ success: false, message: `Not found: ${c.req.method} ${c.req.path}` }, 404));

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: async ({ info }) => {
        // Thrown before any procedure runs, so the domain error is mapped here rather than by the procedures' middleware.
        await assertInputDepth(info.calls).catch((error: unknown) => {
          throw toTRPCError(error);
        });
        return contextFor(c);
      },
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(error);
      },
    }),
  );

  app.on(['GET', 'HEAD'], `${MEDIA_PATH}*`, async (c) => {
    const key = decodedPath(c.req.path.slice(MEDIA_PATH.length));
    const object = key !== null && isValidMediaKey(key) ? await media.get(key).catch(() => null) : null;
    if (!object) return c.json({ success: false, message: 'Media not found' }, 404);
    return new Response(c.req.method === 'HEAD' ? null : object.body, {
      headers: {
        'Content-Type': object.contentType,
        'Content-Length': String(object.size),
        // A picture copy not made yet answers with the original: cache that briefly, never as the copy.
        'Cache-Control': (object as { fallback?: boolean }).fallback ? 'public, max-age=60' : IMMUTABLE,
        'X-Content-Type-Options': 'nosniff',
        // Media are data, never pages: an SVG opened directly cannot run script.
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      },
    });
  });
  // Anything else under /media is no object and never the client's page.
  app.all('/media', (c) => c.json({ success: false, message: 'Media not found' }, 404));
  app.all(`${MEDIA_PATH}*`, (c) => c.json({ success: false, message: 'Media not found' }, 404));

  app.route('/', seoRoutes(db, config.publicUrl));
  app.all('*', clientPages({ db, publicUrl: config.publicUrl, assets: deps.assets }));

  // A request's own errors (a bad body) keep their status and message; anything unexpected is logged and answered 500.
  app.onError((error, c) => errorResponse(c, error));

  return app;
}

export type { AppRouter } from './trpc/router';
