// Workers host: libSQL over HTTP (Turso), media in R2, the client from the ASSETS binding. Builds the deps once per isolate.
import { createClient } from '@libsql/client/web';
import { createDatabase } from '../db/client';
import { createApp } from './app';
import { createR2MediaStore, type R2BucketLike } from './platform/media-r2';

export interface Env {
  MEDIA: R2BucketLike;
  ASSETS: { fetch(request: Request): Promise<Response> };
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  ADMIN_EMAIL?: string;
  INVITE_CODE?: string;
  PUBLIC_URL?: string;
  READ_CACHE_TTL_MS?: string;
}

let cached: { env: Env; app: ReturnType<typeof createApp> } | undefined;

function appFor(env: Env) {
  if (cached?.env === env) return cached.app;
  const client = createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN || undefined });
  const app = createApp({
    db: createDatabase(client),
    media: createR2MediaStore(env.MEDIA),
    config: {
      adminEmail: env.ADMIN_EMAIL || undefined,
      inviteCode: env.INVITE_CODE || undefined,
      publicUrl: env.PUBLIC_URL || undefined,
      // Isolates do not see each other's writes: keep their cached public reads short-lived.
      readCacheTtlMs: env.READ_CACHE_TTL_MS ? Number(env.READ_CACHE_TTL_MS) : 2000,
    },
    assets: (request) => env.ASSETS.fetch(request),
    clientIp: (c) => c.req.header('cf-connecting-ip') ?? null,
  });
  cached = { env, app };
  return app;
}

export default {
  fetch(request: Request, env: Env, ctx: unknown) {
    return appFor(env).fetch(request, env, ctx as never);
  },
};
