// Node host: embedded libSQL file, media on disk, the built client from dist/. Reads the environment, builds the deps, serves.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createClient } from '@libsql/client';
import { createDatabase, prepareFileDatabase, serializeClient } from '../db/client';
import { openEmbedded } from '../db/embedded';
import { startCheckpoints } from '../db/checkpoints';
import { migrateDatabase } from '../db/migrate';
import { generationLimitsFromEnv, type GenerationLimits } from './ai/limits';
import { createOfflineProviders } from './ai/offline';
import { createNodeSvgRenderer } from './ai/offline/resvg-node';
import { createThreadedSvgRenderer } from './ai/offline/resvg-threads';
import { aiSettingsFromEnv, createAiProviders, type AiSettings } from './ai/providers';
import type { AiProviders } from './ai/types';
import { createApp } from './app';
import { createNodePictureCodec } from './platform/media-codec-node';
import { createFsMediaStore } from './platform/media-fs';
import { withPictureVariants } from './platform/media-variants';
import { writesFirst } from './platform/writes-first';
import { compressResponse, staticFileResponse } from './web/compress-node';

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
  ai: AiSettings;
  generationLimits: GenerationLimits;
  /** Providers to use instead of the ones the settings choose (tests, benchmarks). */
  aiProviders?: AiProviders;
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
    readCacheTtlMs: env.READ_CACHE_TTL_MS ? Number(env.READ_CACHE_TTL_MS) : undefined,
    sessionCacheMs: env.SESSION_CACHE_MS ? Number(env.SESSION_CACHE_MS) : undefined,
    ai: aiSettingsFromEnv(env),
    generationLimits: generationLimitsFromEnv(env),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Static files from dist/, with index.html for every other path so client routes (and Page Not Found) work. Hashed
 * files under /assets/ never change: cached for a year, and compressed once (see compress-node.ts).
 */
function staticAssets(distDir: string) {
  const base = resolve(distDir);
  return async (request: Request): Promise<Response> => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    const file = resolve(base, `.${path}`);
    if (file.startsWith(base + '/') && extname(file) && existsSync(file)) {
      const hashed = file.startsWith(`${base}/assets/`);
      const headers = {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      const bytes = new Uint8Array(await readFile(file));
      return hashed ? staticFileResponse(request, file, bytes, headers) : new Response(bytes, { headers });
    }
    const index = join(base, 'index.html');
    if (!existsSync(index)) return new Response('The client is not built: run `npm run build`.', { status: 503 });
    return new Response(await readFile(index), { headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' } });
  };
}

export async function startNodeServer(options: NodeServerOptions) {
  const isFile = options.databaseUrl.startsWith('file:');
  if (isFile) {
    const path = options.databaseUrl.slice('file:'.length);
    if (path !== ':memory:') await mkdir(dirname(resolve(path)), { recursive: true });
  }
  const remote = createClient({ url: options.databaseUrl, authToken: options.databaseAuthToken, timeout: 5000 });
  const client = isFile ? serializeClient(remote) : remote;
  if (isFile) await prepareFileDatabase(client);
  await migrateDatabase(client);
  // Batches go to embedded connections with prepared statements: a second connection to the same WAL file for reads
  // (reads never queue behind writes; WAL readers see the last commit) and one for write batches, which keeps the
  // one-at-a-time turn of `client`. An in-memory database has one connection only.
  // WAL checkpoints run on their own thread (db/checkpoints.ts), never inside a commit on the event loop.
  const path = options.databaseUrl.slice('file:'.length);
  const onDisk = isFile && !path.includes(':memory:');
  if (onDisk) await client.execute('PRAGMA wal_autocheckpoint=0');
  const embedded = onDisk ? { reader: openEmbedded(path, { readOnly: true }), writer: openEmbedded(path, { autoCheckpoint: false }) } : undefined;
  const checkpoints = onDisk ? startCheckpoints(path) : undefined;
  await mkdir(options.mediaDir, { recursive: true });

  const renderSvg = createNodeSvgRenderer();
  // The offline provider's pictures are rendered on worker threads (started on first use), the rest in-process.
  const renderPicture = createThreadedSvgRenderer();
  // Every stored picture also gets smaller WebP copies, made in the background (media-variants.ts).
  const media = withPictureVariants(createFsMediaStore(options.mediaDir), createNodePictureCodec());
  const app = createApp({
    db: createDatabase(client, embedded),
    renderSvg,
    media,
    ai: options.aiProviders ?? createAiProviders(options.ai, () => createOfflineProviders({ renderSvg, renderPicture })),
    config: {
      adminEmail: options.adminEmail,
      inviteCode: options.inviteCode,
      publicUrl: options.publicUrl,
      readCacheTtlMs: options.readCacheTtlMs,
      sessionCacheMs: options.sessionCacheMs,
      generationLimits: options.generationLimits,
    },
    assets: staticAssets(options.distDir),
    clientIp: (c) => getConnInfo(c).remote.address ?? null,
    requestTarget: (c) => (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url,
  });

  return new Promise<{ url: string; picturesCopied: () => Promise<void>; close: () => Promise<void> }>((resolvePromise) => {
    // The Workers platform compresses for the Worker; here the host does it (text types only, see compress-node.ts).
    // Writes are answered before the reads that arrived with them, the reads longest-waiting connection first (writes-first.ts).
    const fetch = writesFirst(
      async (request: Request, env: unknown) => compressResponse(request, await app.fetch(request, env)),
      (env) => (env as { incoming?: { socket?: object } } | undefined)?.incoming?.socket,
    );
    const server = serve({ fetch, port: options.port, hostname: options.host }, (info) => {
      const url = `http://${options.host}:${info.port}`;
      resolvePromise({
        url,
        /** Resolves when the picture copies being made in the background are stored (benchmarks, tests). */
        picturesCopied: () => media.pending(),
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              // Copies still being written must land before the caller removes the folder.
              void Promise.all([media.pending(), renderPicture.close()]).finally(async () => {
                await checkpoints?.stop();
                client.close();
                embedded?.reader.close();
                embedded?.writer.close();
                done();
              });
            });
          }),
      });
    });
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { url, close } = await startNodeServer(optionsFromEnv());
  console.log(`Panelcraft is running at ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void close().then(() => process.exit(0)));
  }
}
