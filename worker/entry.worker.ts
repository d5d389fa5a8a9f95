// Workers host: libSQL over HTTP (Turso), media in R2, the client from the ASSETS binding. Builds the deps once per isolate.
import { createClient } from '@libsql/client/web';
import { createDatabase } from '../db/client';
import { generationLimitsFromEnv } from './ai/limits';
import { createOfflineProviders } from '../packages/offline-ai/src';
import { createWorkerSvgRenderer } from '../packages/svg-render/src/resvg-worker';
import { aiSettingsFromEnv, createAiProviders } from './ai/providers';
import { sweepJobs } from './ai/engine/jobs';
import { createApp } from './app';
import { hostFontFiles } from '../packages/svg-render/src/og-font';
import type { AppDeps } from './deps';
import { backgroundWork, hasBackgroundWork } from './platform/background';
import { createReadCache, defaultSharedCache } from './platform/public-reads';
import { systemClock } from './platform/ids';
import { bindingRateLimiter } from './platform/rate-limits';
import { deliverWebhooks } from './platform/webhook-delivery';
import { createR2MediaStore } from './platform/media-r2';
import { createWorkerPictureCodec } from './platform/media-codec-worker';
import { withPictureVariants } from './platform/media-variants';
// Bundled by wrangler as a compiled WebAssembly.Module, as the picture codec's are.
import harfbuzzSubset from 'harfbuzzjs/dist/harfbuzz-subset.wasm';
// The client's components as the server renders pages (`vite build` makes it; wrangler bundles it with the Worker).
import { render as renderPage } from '#page-renderer';

let cached:
  { env: Env; deps: AppDeps; app: ReturnType<typeof createApp>; media: { pending(): Promise<void> } } | undefined;

// `Env`: wrangler.toml's bindings from `wrangler types` (worker-configuration.d.ts, kept current by
// tests/workerd/bindings.test.ts) with the secrets of worker/secrets.d.ts.
function hostFor(env: Env) {
  if (cached?.env === env) return cached;
  const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN || undefined });
  const renderSvg = createWorkerSvgRenderer();
  const assets = (request: Request) => env.ASSETS.fetch(request);
  // Smaller WebP copies of every stored picture, made after the answer (waitUntil below), as on Node.
  const pictureCodec = createWorkerPictureCodec();
  const media = withPictureVariants(createR2MediaStore(env.MEDIA), env.PICTURE_COPIES === 'off' ? null : pictureCodec);
  const deps: AppDeps = {
    db: createDatabase(client),
    renderSvg,
    pictureCodec,
    media,
    ai: createAiProviders(aiSettingsFromEnv(env), () =>
      createOfflineProviders({ renderSvg, fontFile: hostFontFiles(assets) }),
    ),
    config: {
      adminEmail: env.ADMIN_EMAIL || undefined,
      inviteCode: env.INVITE_CODE || undefined,
      publicUrl: env.PUBLIC_URL || undefined,
      // Isolates do not see each other's writes: keep their cached public reads short-lived.
      readCacheTtlMs: env.READ_CACHE_TTL_MS ? Number(env.READ_CACHE_TTL_MS) : 2000,
      sessionCacheMs: env.SESSION_CACHE_MS ? Number(env.SESSION_CACHE_MS) : undefined,
      generationLimits: generationLimitsFromEnv(env),
      // A progress stream makes about three database requests and a few provider checks per check; eight checks keep
      // one request well inside the Free plan's 50 subrequests, then the caller reconnects.
      aiTimings: { streamMaxChecks: 8 },
      webhooks: {
        allowPrivateAddresses: env.WEBHOOK_PRIVATE_ADDRESSES === 'allow',
        retryDelaysSeconds: env.WEBHOOK_RETRY_SECONDS ? env.WEBHOOK_RETRY_SECONDS.split(',').map(Number) : undefined,
      },
    },
    assets,
    renderPage,
    harfbuzz: () => Promise.resolve(harfbuzzSubset),
    clientIp: (c) => c.req.header('cf-connecting-ip') ?? null,
    rateLimiter: bindingRateLimiter({ write: env.WRITE_BUDGET, 'expensive-read': env.EXPENSIVE_READ_BUDGET }),
    // Anonymous public reads shared by the location's isolates (EDGE_CACHE=off turns it off).
    sharedCache: env.EDGE_CACHE === 'off' ? undefined : defaultSharedCache(),
  };
  cached = { env, deps, app: createApp(deps), media };
  return cached;
}

/**
 * The cron trigger (wrangler.toml, every minute): moves pending provider jobs on, so their outputs are copied into R2
 * well before Replicate deletes them (after an hour) even when nobody polls and no webhook arrives.
 */
export async function sweepPendingJobs(deps: AppDeps) {
  const { db, media, ai, config } = deps;
  const env = { db, media, ai, config, clock: deps.clock ?? systemClock, cache: createReadCache({ ttlMs: 0 }) };
  const jobs = await sweepJobs(env);
  // Webhook deliveries that are due: first attempts a request could not make, and retries after their back-off.
  await deliverWebhooks(env);
  return jobs;
}

export default {
  async fetch(request: Request, env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    const host = hostFor(env);
    const response = await host.app.fetch(request, env, ctx as never);
    // Provider checks and downloads a poll did not wait for (the poll budget) finish after the answer, and so do the
    // picture copies of what this request stored.
    if (hasBackgroundWork()) ctx.waitUntil(backgroundWork());
    ctx.waitUntil(host.media.pending());
    return response;
  },
  scheduled(_controller: unknown, env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    ctx.waitUntil(sweepPendingJobs(hostFor(env).deps).then(() => backgroundWork()));
  },
};
