/**
 * Reproducible randomness for text that must be the same for everyone, on every engine: a seed hashed
 * from plain integers (a sign, a week, a day) and a generator that only uses 32-bit integer arithmetic,
 * which every JavaScript engine computes alike. Math.random can be neither seeded nor shared.
 */

/** 32-bit integer hash (the murmur3 finaliser) of two integers: a seed, not a secret. */
export function seedFor(key: number, value: number): number {
  let h = Math.imul(key + 1, 0x9e3779b1) ^ (value | 0);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: tiny, fast and identical in every JavaScript engine, unlike Math.random. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The numbers 0 to count - 1 in an order drawn from `random` (Fisher-Yates: every order equally likely). */
export function shuffledIndices(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let last = count - 1; last > 0; last--) {
    const other = Math.floor(random() * (last + 1));
    [order[last], order[other]] = [order[other]!, order[last]!];
  }
  return order;
}
