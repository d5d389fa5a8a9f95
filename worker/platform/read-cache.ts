// A small in-memory cache for public reads (feed, tags, stories, profiles) shared by all viewers.
// Every successful mutation in this instance clears it (see the tRPC middleware in trpc/init.ts; a like keeps the feed
// pages and moves their one count); the TTL bounds how stale it can be when another instance (another Worker isolate,
// a script) writes the same database.
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A fresh value stored by `put`, if any. */
  peek<T>(key: string): T | undefined;
  /** Stores a value computed since `generation()` was read; dropped if a write landed in between. */
  put<T>(key: string, value: T, generation: number): void;
  generation(): number;
  /** Drops every entry (or every one `keep` does not name) and refuses values loaded before this moment. */
  invalidate(keep?: (key: string) => boolean): void;
  /** Rewrites the stored values whose key starts with `prefix` (a like moves one count on pages kept above). */
  update<T>(prefix: string, change: (value: T) => T): void;
}

export function createReadCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): ReadCache {
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const values = new Map<string, { expires: number; value: unknown }>();
  let generation = 0;

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const startedIn = generation;
      // Concurrent misses share one load; a failed load is forgotten at once.
      const value = load().catch((error: unknown) => {
        if (entries.get(key)?.value === value) entries.delete(key);
        throw error;
      });
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { expires: now() + options.ttlMs, value });
      // A write that lands while this load runs must not leave the older answer cached.
      void value.then(
        () => {
          if (generation !== startedIn && entries.get(key)?.value === value) entries.delete(key);
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
    invalidate(keep) {
      generation += 1;
      if (!keep) {
        entries.clear();
        values.clear();
        return;
      }
      for (const key of entries.keys()) if (!keep(key)) entries.delete(key);
      for (const key of values.keys()) if (!keep(key)) values.delete(key);
    },
    update<T>(prefix: string, change: (value: T) => T) {
      for (const [key, hit] of values) if (key.startsWith(prefix)) hit.value = change(hit.value as T);
    },
  };
}
