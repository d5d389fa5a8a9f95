// Caching of public reads, all in one place: the in-memory read cache, and the middleware that serves anonymous public
// GETs from it (and from the Workers Cache API) with an ETag and 304s, and marks signed-in answers private.
import type { MiddlewareHandler } from 'hono';
import { inBackground } from './background';
import { requestCredential } from './session-cookie';

// 1. The read cache -----------------------------------------------------------------------------

/**
 * Values every viewer shares (an anonymous answer's bytes, the tags, a feed page). Every successful mutation in this
 * instance clears it (the tRPC middleware in trpc/init.ts); the TTL bounds how stale it is when another instance (another
 * Worker isolate, a script) writes the same database.
 */
export interface ReadCache {
  /** The value under `key`, loaded once for concurrent callers and kept for the TTL. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A fresh value stored by `put`, if any. */
  peek<T>(key: string): T | undefined;
  /** Stores a value computed since `generation()` was read; dropped if a write landed in between. */
  put<T>(key: string, value: T, generation: number): void;
  generation(): number;
  /** Drops every entry and refuses values loaded before this moment. */
  invalidate(): void;
}

export function createReadCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): ReadCache {
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const loads = new Map<string, { expires: number; value: Promise<unknown> }>();
  const values = new Map<string, { expires: number; value: unknown }>();
  let generation = 0;

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const hit = loads.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const startedIn = generation;
      // Concurrent misses share one load; a failed load is forgotten at once.
      const value = load().catch((error: unknown) => {
        if (loads.get(key)?.value === value) loads.delete(key);
        throw error;
      });
      if (loads.size >= maxEntries) loads.delete(loads.keys().next().value!);
      loads.set(key, { expires: now() + options.ttlMs, value });
      // A write that lands while this load runs must not leave the older answer cached.
      void value.then(
        () => {
          if (generation !== startedIn && loads.get(key)?.value === value) loads.delete(key);
        },
        () => undefined,
      );
      return value;
    },
    peek<T>(key: string): T | undefined {
      const hit = values.get(key);
      if (!hit) return undefined;
      if (hit.expires > now()) return hit.value as T;
      values.delete(key);
      return undefined;
    },
    put(key, value, startedIn) {
      if (options.ttlMs <= 0 || startedIn !== generation) return;
      if (values.size >= maxEntries) values.delete(values.keys().next().value!);
      values.set(key, { expires: now() + options.ttlMs, value });
    },
    generation: () => generation,
    invalidate() {
      generation += 1;
      loads.clear();
      values.clear();
    },
  };
}

// 2. The location's shared cache (Workers) -------------------------------------------------------

/** The cache a location's isolates share (the Workers Cache API): anonymous public reads stored once, served to all. */
export interface SharedCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/** `caches.default` where the runtime has it (workerd), else nothing: Node has one process and its own read cache. */
export function defaultSharedCache(): SharedCache | undefined {
  return (globalThis as { caches?: { default?: SharedCache } }).caches?.default;
}

// 3. The middleware -----------------------------------------------------------------------------

/** Shared caches (a CDN, the Workers Cache API) may keep anonymous public reads briefly and serve them stale while refreshing. */
const PUBLIC_READ_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
const JSON_HEADERS = { 'Content-Type': 'application/json' };
// Not /api/stories/random-images: it is shuffled on every call, so a cached copy would freeze it.
const PUBLIC_READS =
  /^\/api\/(stories(\/tags)?|stories\/(?!random-images$)[^/]+(\/(scenes|characters|locations))?|users\/[^/]+|likes\/(stories|scenes)\/[^/]+)$/;

/**
 * A validator of the body: two FNV-1a 32-bit hashes and the length, fast and enough to tell two answers apart. A
 * signed-in answer's hashes start from its credential, so one token's tag says nothing about another's answer.
 */
function entityTag(body: Uint8Array, credential = ''): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < credential.length; i += 1) {
    a = Math.imul(a ^ credential.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ credential.charCodeAt(i), 0x5bd1e995);
  }
  for (let i = 0; i < body.length; i += 1) {
    a = Math.imul(a ^ body[i]!, 0x01000193);
    b = Math.imul(b ^ body[i]!, 0x5bd1e995);
  }
  return `"${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}-${body.byteLength.toString(36)}"`;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * The same URL answers differently once signed in (a bearer token or the session cookie), so every read says so: a
 * cache never hands one caller's answer, or its tag, to a request with other credentials.
 */
const VARY = 'Authorization, Cookie';

function addVary(headers: Headers) {
  const present = (headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  for (const name of VARY.split(', ')) if (!present.includes(name.toLowerCase())) headers.append('Vary', name);
}

function publicAnswer(
  ifNoneMatch: string | undefined,
  body: Uint8Array<ArrayBuffer>,
  etag: string,
  edge?: 'HIT' | 'MISS',
): Response {
  const headers: Record<string, string> = {
    ...JSON_HEADERS,
    ETag: etag,
    'Cache-Control': PUBLIC_READ_CACHE,
    Vary: VARY,
  };
  if (edge) headers['X-Edge-Cache'] = edge;
  if (matches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/**
 * Every signed-in JSON read (a script's token, the browser's session cookie) gets an ETag of its own and a 304 when the
 * caller already has that answer: the database work is the same, but a phone or a polling script is not sent the bytes
 * again. The tag starts from the credential, so two people reading the same bytes get different tags, and `Vary` keeps
 * caches from mixing their answers.
 */
export const privateReads: MiddlewareHandler = async (c, next) => {
  // The bearer token or the session cookie's: either signs the read in.
  const credential = c.req.method === 'GET' ? (requestCredential(c).token ?? undefined) : undefined;
  if (!credential) return next();
  await next();
  if (c.res.status !== 200 || !c.res.headers.get('content-type')?.startsWith('application/json')) {
    c.res.headers.set('Cache-Control', 'private, no-cache');
    addVary(c.res.headers);
    return;
  }
  const body = new Uint8Array(await c.res.arrayBuffer());
  const etag = entityTag(body, credential);
  const headers = new Headers(c.res.headers);
  headers.set('ETag', etag);
  headers.set('Cache-Control', 'private, no-cache');
  addVary(headers);
  c.res = matches(c.req.header('if-none-match'), etag)
    ? new Response(null, { status: 304, headers })
    : new Response(body, { status: 200, headers });
};

/**
 * Anonymous public reads are the same for everyone (drafts are never in them): their JSON bytes are kept with an ETag
 * in `cache` (cleared by every mutation) and, on Workers, in the location's `shared` cache; shared caches downstream may
 * keep them briefly. Signed-in answers are private.
 */
export function publicReads(cache: ReadCache, shared?: SharedCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !PUBLIC_READS.test(c.req.path)) return next();
    // Signed-in answers are private (privateReads tags them).
    if (requestCredential(c).token) return next();
    const key = `response:${c.req.url.slice(c.req.url.indexOf('/api/'))}`;
    const cached = cache.peek<{ body: Uint8Array<ArrayBuffer>; etag: string }>(key);
    if (cached !== undefined) return publicAnswer(c.req.header('if-none-match'), cached.body, cached.etag);
    const generation = cache.generation();
    // Then the location's shared cache (Workers): another isolate may have read this already. Keyed by URL alone.
    // A request that says `Cache-Control: no-cache` is answered fresh (and refreshes the shared copy).
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
    const body = new Uint8Array(await c.res.arrayBuffer());
    const etag = entityTag(body);
    cache.put(key, { body, etag }, generation);
    c.res = publicAnswer(c.req.header('if-none-match'), body, etag, shared ? 'MISS' : undefined);
    // Stored after the answer, and only if no write of this isolate landed meanwhile (its s-maxage bounds the rest).
    if (shared && cache.generation() === generation)
      inBackground(shared.put(sharedKey!, publicAnswer(undefined, body, etag)).catch(() => undefined));
  };
}
