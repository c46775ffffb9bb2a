/** A seeded PRNG (mulberry32): the same seed gives the same data on every machine and every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    /** An integer in [min, max]. */
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)],
    chance: (probability: number): boolean => next() < probability,
    /** A string of `length` random digits. */
    digits: (length: number): string => Array.from({ length }, () => int(0, 9)).join(''),
  };
}

export type Random = ReturnType<typeof createRandom>;
