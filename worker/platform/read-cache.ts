// A small in-memory cache for public reads (feed, tags, stories, profiles) shared by all viewers.
// Every successful mutation in this instance clears it (see the tRPC middleware in trpc/init.ts); the TTL bounds how
// stale it can be when another instance (another Worker isolate, a script) writes the same database.
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A fresh value stored by `put`, if any. */
  peek<T>(key: string): T | undefined;
  /** Stores a value computed since `generation()` was read; dropped if a write landed in between. */
  put<T>(key: string, value: T, generation: number): void;
  generation(): number;
  invalidate(): void;
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
    invalidate() {
      generation += 1;
      entries.clear();
      values.clear();
    },
  };
}
