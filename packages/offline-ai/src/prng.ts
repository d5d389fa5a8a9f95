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

/** mulberry32 seeded from the hash of the given strings. */
export const createRng = (...seed: string[]): Rng => new Rng(hashString(...seed));

/** A seeded generator: its draws depend only on its seed and the draws before them. */
export class Rng {
  private state: number;
  private readonly initial: number;

  constructor(initial: number) {
    this.initial = initial;
    this.state = initial >>> 0;
  }

  /** A float in [0, 1). */
  next = (): number => {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  /** An integer in [min, max]. */
  int = (min: number, max: number): number => min + Math.floor(this.next() * (max - min + 1));

  /** A float in [min, max). */
  range = (min: number, max: number): number => min + this.next() * (max - min);

  chance = (probability: number): boolean => this.next() < probability;

  pick = <T>(items: readonly T[]): T => items[Math.floor(this.next() * items.length)]!;

  /** Up to `count` distinct items in random order. */
  sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    return pool.slice(0, Math.max(0, count));
  };

  /** A child generator for one named part, so adding draws elsewhere does not shift it. */
  fork = (label: string): Rng => new Rng(hashString(String(this.initial), label));
}
