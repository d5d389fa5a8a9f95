// What a host hands to createApp: everything runtime-specific is built by the entry files, never read here.
import type { Context as HonoContext } from 'hono';
import type { Database } from '../db/client';
import type { AiTimings } from './ai/engine/timing';
import type { GenerationLimits } from './ai/limits';
import type { SvgRenderer } from '../packages/svg-render/src/resvg';
import type { AiProviders } from './ai/types';
import type { Clock } from './platform/ids';
import type { SharedCache } from './platform/public-reads';
import type { RateLimiter } from './platform/rate-limits';
import type { WebhookOptions } from './platform/webhook-delivery';
import type { MediaStore } from './platform/media';
import type { PixelCodec } from './platform/media-codec';
import type { HarfbuzzWasm } from './web/text-fonts';
import type { PageRenderer } from './web/page-api';

export interface AppConfig {
  /** The single administrator account; unset means no administrator. */
  adminEmail?: string;
  /** When set, registration requires this invite code. */
  inviteCode?: string;
  /** Public origin, e.g. https://panelcraft.example (webhooks, absolute links). */
  publicUrl?: string;
  /** How long public reads may be served from memory when another instance writes (0 disables the cache). */
  readCacheTtlMs?: number;
  /** How long a validated session is trusted from memory (default 4 s, below the 5 s revocation contract; 0 disables). */
  sessionCacheMs?: number;
  /** Per-user scene generation limits (defaults in worker/ai/limits.ts). */
  generationLimits?: GenerationLimits;
  /** How long calls that answer with a picture wait for a remote provider before answering `pending` (default 25 s). */
  imageWaitMs?: number;
  /** Provider call and job deadlines and the poll budget (defaults in worker/ai/engine/timing.ts); tests shorten them. */
  aiTimings?: Partial<AiTimings>;
  /** Webhook delivery (worker/platform/webhook-delivery.ts): tests allow a receiver on 127.0.0.1 and shorten the back-off. */
  webhooks?: WebhookOptions;
  /** Honour the `lang=en-XA` pseudo-locale cookie (development and the browser tests; docs/i18n.md). */
  pseudoLocale?: boolean;
}

export interface AppDeps {
  db: Database;
  media: MediaStore;
  /** Text, image and video providers (offline by default; OpenAI and Replicate when configured). */
  ai: AiProviders;
  config: AppConfig;
  clock?: Clock;
  /** Serves the built client for every path the API does not own (SPA fallback included). */
  assets?: (request: Request) => Promise<Response> | Response;
  /**
   * Draws a page's first paint from the client's own components (src/entry-server.tsx, built into dist-ssr/): the host
   * imports the build and hands it here, so the server imports nothing of the client tree. A host that serves pages
   * (`assets`) needs it: without it pages answer 503.
   */
  renderPage?: PageRenderer;
  /** The host's SVG renderer (resvg wasm), for the stories' share cards; without it a card not yet stored is a 404. */
  renderSvg?: SvgRenderer;
  /** Decodes, resizes and encodes pictures drawn on the server (the comic book export); without it there is none. */
  pictureCodec?: PixelCodec;
  /** The caller's address as the host sees it, for throttling. */
  clientIp?: (c: HonoContext) => string | null;
  /** The cache a location's isolates share (Workers Cache API) for anonymous public reads; none on Node. */
  sharedCache?: SharedCache;
  /** Counts writes and expensive reads per token or address (default: a window in memory, platform/rate-limits.ts). */
  rateLimiter?: RateLimiter;
  /** harfbuzz's subsetter (wasm), to cut each page's text font (worker/web/text-fonts.ts); without it those are 404s. */
  harfbuzz?: HarfbuzzWasm;
  /** The request target exactly as the client sent it, before URL parsing resolved `..` (Node), to refuse traversal. */
  requestTarget?: (c: HonoContext) => string | undefined;
}
