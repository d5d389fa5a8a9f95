// Node host: a libSQL file database, media on disk, the built client from dist/. Reads the environment, builds the deps, serves.
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createDatabase } from '../db/client';
import { openNodeClient } from '../db/file-client';
import { migrateDatabase } from '../db/migrate';
import { generationLimitsFromEnv, type GenerationLimits } from './ai/limits';
import { createOfflineProviders } from '../packages/offline-ai/src';
import { createNodeSvgRenderer } from '../packages/svg-render/src/resvg-node';
import { createThreadedSvgRenderer } from '../packages/svg-render/src/resvg-threads';
import { aiSettingsFromEnv, createAiProviders, type AiSettings } from './ai/providers';
import type { AiProviders } from './ai/types';
import { createApp } from './app';
import type { AppConfig } from './deps';
import { sweepJobs } from './ai/engine/jobs';
import { deliverWebhooks } from './platform/webhook-delivery';
import { systemClock } from './platform/ids';
import { createReadCache } from './platform/public-reads';
import type { RateLimiter } from './platform/rate-limits';
import { createNodePictureCodec } from './platform/media-codec-node';
import { createFsMediaStore } from './platform/media-fs';
import { withPictureVariants } from './platform/media-variants';
import { compressedFetch } from './web/compress-node';
import { hostFontFiles } from '../packages/svg-render/src/og-font';
import type { PageRenderer } from './web/page-api';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface NodeServerOptions {
  port: number;
  host: string;
  databaseUrl: string;
  databaseAuthToken?: string;
  mediaDir: string;
  distDir: string;
  adminEmail?: string;
  inviteCode?: string;
  publicUrl?: string;
  readCacheTtlMs?: number;
  sessionCacheMs?: number;
  /** Honour the en-XA pseudo-locale cookie (PSEUDO_LOCALE=1; the browser tests). */
  pseudoLocale?: boolean;
  /**
   * How long an idle kept-alive connection stays open (default 65 s): longer than the idle timeout of the proxies and
   * load balancers that usually sit in front (nginx, cloud load balancers: 60 s), so the server never closes a
   * connection a proxy is about to reuse. The headers timeout is a second above it.
   */
  keepAliveTimeoutMs: number;
  ai: AiSettings;
  generationLimits: GenerationLimits;
  /** Providers to use instead of the ones the settings choose (tests, benchmarks). */
  aiProviders?: AiProviders;
  /** How often pending provider jobs are advanced when nobody polls (default a minute, as the Workers cron). */
  sweepIntervalMs?: number;
  /**
   * The server sits behind one reverse proxy (nginx, a load balancer) that appends the caller's address to
   * `X-Forwarded-For` (TRUST_PROXY=1): budgets and sign-in throttling count that address instead of the proxy's.
   */
  trustProxy?: boolean;
  /** Request budgets other than the defaults (tests). */
  rateLimiter?: RateLimiter;
  /**
   * Draws pages' first paint from the client's components; by default the build's (dist-ssr/, made by `vite build`).
   * Before it is built, pages answer 503 (the API does not need it).
   */
  renderPage?: PageRenderer;
}

/**
 * The caller's address: the connection's, or behind a trusted proxy the last one `X-Forwarded-For` names (the one the
 * proxy itself added; earlier entries are whatever the caller claimed).
 */
export function callerAddress(
  connection: string | null,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string | null {
  if (!trustProxy || !forwardedFor) return connection;
  return (
    forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1) ?? connection
  );
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): NodeServerOptions {
  return {
    port: Number(env.PORT ?? 8787),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? 'file:./data/app.db',
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    mediaDir: env.MEDIA_DIR ?? './data/media',
    distDir: env.DIST_DIR ?? join(ROOT, 'dist'),
    adminEmail: env.ADMIN_EMAIL || undefined,
    inviteCode: env.INVITE_CODE || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    pseudoLocale: env.PSEUDO_LOCALE === '1',
    trustProxy: env.TRUST_PROXY === '1',
    readCacheTtlMs: env.READ_CACHE_TTL_MS ? Number(env.READ_CACHE_TTL_MS) : undefined,
    sessionCacheMs: env.SESSION_CACHE_MS ? Number(env.SESSION_CACHE_MS) : undefined,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ? Number(env.KEEP_ALIVE_TIMEOUT_MS) : 65_000,
    ai: aiSettingsFromEnv(env),
    generationLimits: generationLimitsFromEnv(env),
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Static files from dist/ (serveStatic), with index.html for every other path so client routes (and Page Not Found)
 * work. Hashed files under /assets/ never change: cached for a year, and sent as the brotli or gzip copy `npm run build`
 * wrote beside them (scripts/precompress.ts) when the browser takes it; without a copy the host compresses them as it
 * does any text answer. Everything else is revalidated on every visit.
 */
function staticAssets(distDir: string) {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  const files = new Hono()
    .use(
      '/assets/*',
      serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
    )
    .use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }))
    .all('*', async (c) => {
      if (!existsSync(index)) return c.text('The client is not built: run `npm run build`.', 503);
      return c.body(await readFile(index), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    });
  return (request: Request) => files.fetch(request);
}

/** harfbuzz's subsetter for the pages' text fonts, compiled from node_modules once, on first use. */
let harfbuzzModule: Promise<WebAssembly.Module> | undefined;
const nodeHarfbuzz = () =>
  (harfbuzzModule ??= readFile(fileURLToPath(import.meta.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))).then(
    (bytes) => WebAssembly.compile(bytes),
  ));

/** The build's page renderer (package.json's `#page-renderer`: dist-ssr/entry-server.js), or none before `vite build`. */
async function builtPageRenderer(): Promise<PageRenderer | undefined> {
  if (!existsSync(join(ROOT, 'dist-ssr', 'entry-server.js'))) return undefined;
  return (await import('#page-renderer')).render;
}

export async function startNodeServer(options: NodeServerOptions) {
  // One client for everything: on a file, the file client (its calls take turns, WAL, checkpoints off the event loop
  // with SQLite's automatic checkpoint as the safety net: db/wal-checkpoints.ts); otherwise the libSQL client over the network.
  const client = await openNodeClient(options.databaseUrl, options.databaseAuthToken);
  await migrateDatabase(client);
  await mkdir(options.mediaDir, { recursive: true });

  const renderSvg = createNodeSvgRenderer();
  // The offline provider's pictures are rendered on worker threads (started on first use), the rest in-process.
  const renderPicture = createThreadedSvgRenderer();
  const assets = staticAssets(options.distDir);
  // Every stored picture also gets smaller WebP copies, made in the background (media-variants.ts).
  const pictureCodec = createNodePictureCodec();
  const media = withPictureVariants(createFsMediaStore(options.mediaDir), pictureCodec);
  const db = createDatabase(client);
  const ai =
    options.aiProviders ??
    createAiProviders(options.ai, () =>
      createOfflineProviders({ renderSvg, renderPicture, fontFile: hostFontFiles(assets) }),
    );
  const config: AppConfig = {
    adminEmail: options.adminEmail,
    inviteCode: options.inviteCode,
    publicUrl: options.publicUrl,
    pseudoLocale: options.pseudoLocale,
    readCacheTtlMs: options.readCacheTtlMs,
    sessionCacheMs: options.sessionCacheMs,
    generationLimits: options.generationLimits,
    // A webhook's name that resolves to a private address is refused before each delivery.
    webhooks: {
      resolveHost: async (hostname) => (await lookup(hostname, { all: true })).map((found) => found.address),
    },
  };
  const app = createApp({
    db,
    renderSvg,
    pictureCodec,
    media,
    ai,
    config,
    assets,
    renderPage: options.renderPage ?? (await builtPageRenderer()),
    rateLimiter: options.rateLimiter,
    clientIp: (c) =>
      callerAddress(
        getConnInfo(c).remote.address ?? null,
        c.req.header('x-forwarded-for'),
        Boolean(options.trustProxy),
      ),
    harfbuzz: nodeHarfbuzz,
    requestTarget: (c) => (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url,
  });

  // As the Workers cron does: provider jobs move on (their outputs copied before the provider deletes them) even when
  // nobody polls. Jobs of the offline provider finish at once, so this finds none of them.
  // Webhook deliveries that are due (retries after their back-off) go out on the same beat.
  const sweep = setInterval(() => {
    const env = { db, media, ai, config, clock: systemClock, cache: createReadCache({ ttlMs: 0 }) };
    void sweepJobs(env)
      .then(() => deliverWebhooks(env))
      .catch((error: unknown) => console.error('sweep failed', error));
  }, options.sweepIntervalMs ?? 60_000);
  sweep.unref();

  return new Promise<{ url: string; picturesCopied: () => Promise<void>; close: () => Promise<void> }>(
    (resolvePromise) => {
      // The Workers platform compresses for the Worker; here the host does it (text types only, see compress-node.ts).
      const fetch = compressedFetch(app.fetch);
      const server = serve(
        {
          fetch,
          port: options.port,
          hostname: options.host,
          serverOptions: {
            keepAliveTimeout: options.keepAliveTimeoutMs,
            headersTimeout: options.keepAliveTimeoutMs + 1000,
          },
        },
        (info) => {
          const url = `http://${options.host}:${info.port}`;
          resolvePromise({
            url,
            /** Resolves when the picture copies being made in the background are stored (benchmarks, tests). */
            picturesCopied: () => media.pending(),
            close: () =>
              new Promise<void>((done) => {
                clearInterval(sweep);
                server.close(() => {
                  // A copy being written lands before the caller may remove the folder; copies not begun are left for
                  // the first visit to their address.
                  void Promise.all([media.stop(), renderPicture.close()]).finally(() => {
                    client.close();
                    done();
                  });
                });
              }),
          });
        },
      );
    },
  );
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { url, close } = await startNodeServer(optionsFromEnv());
  console.log(`Panelcraft is running at ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void close().then(() => process.exit(0)));
  }
}
