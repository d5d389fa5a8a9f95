// Seeded randomness: every offline answer is a pure function of its input strings.

/** A 32-bit hash of strings (FNV-1a with a final avalanche), stable across hosts. */
export function hashString(...parts: string[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (let index = 0; index < part.length; index++) {
      hash ^= part.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0xff;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A child generator for one named part, so adding draws elsewhere does not shift it. */
  fork(label: string): Rng;
}

/** mulberry32 seeded from the hash of the given strings. */
export function createRng(...seed: string[]): Rng {
  return rngFromState(hashString(...seed));
}

function rngFromState(initial: number): Rng {
  let state = initial >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample: (items, count) => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [pool[index], pool[other]] = [pool[other]!, pool[index]!];
      }
      return pool.slice(0, Math.max(0, count));
    },
    fork: (label) => rngFromState(hashString(String(initial), label)),
  };
  return rng;
}
