// The Worker's secrets and optional settings (`wrangler secret put`, or `[vars]` of an environment): wrangler.toml
// does not name them, so `wrangler types` cannot; they join its generated `Env` (worker-configuration.d.ts) here.
declare namespace Cloudflare {
  interface Env {
    DATABASE_URL: string;
    DATABASE_AUTH_TOKEN?: string;
    ADMIN_EMAIL?: string;
    INVITE_CODE?: string;
    PUBLIC_URL?: string;
    READ_CACHE_TTL_MS?: string;
    SESSION_CACHE_MS?: string;
    EDGE_CACHE?: string;
    PICTURE_COPIES?: string;
    AI_PROVIDER?: string;
    OPENAI_API_KEY?: string;
    OPENAI_BASE_URL?: string;
    OPENAI_MODEL?: string;
    IMAGE_PROVIDER?: string;
    OPENAI_IMAGE_MODEL?: string;
    REPLICATE_API_TOKEN?: string;
    REPLICATE_BASE_URL?: string;
    REPLICATE_VIDEO_MODEL?: string;
    REPLICATE_WEBHOOK_SECRET?: string;
    GENERATION_MIN_INTERVAL_SECONDS?: string;
    GENERATION_MAX_PER_HOUR?: string;
    GENERATION_DUPLICATE_WINDOW_SECONDS?: string;
    /** `allow`: webhooks may reach private and loopback addresses (local tests only). */
    WEBHOOK_PRIVATE_ADDRESSES?: string;
    /** Seconds between webhook attempts, comma-separated (local tests; default in worker/platform/webhook-delivery.ts). */
    WEBHOOK_RETRY_SECONDS?: string;
  }
}
