import { describe, expect, it } from 'vitest';
import { seedFor, seededRandom, shuffledIndices } from './seeded-random';

describe('seedFor', () => {
  it('gives the recorded 32-bit seeds', () => {
    expect([seedFor(0, 0), seedFor(4, 2900), seedFor(11, -5)]).toEqual([301794027, 2708379633, 3121867404]);
  });

  it('spreads neighbouring inputs apart', () => {
    const seeds = new Set<number>();
    for (let key = 0; key < 12; key++) for (let value = 0; value < 1000; value++) seeds.add(seedFor(key, value));
    expect(seeds.size).toBe(12_000);
  });
});

describe('seededRandom', () => {
  it('is mulberry32: the published first numbers for seed 42', () => {
    const random = seededRandom(42);
    expect([random(), random(), random()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });

  it('stays in [0, 1) and repeats itself for the same seed', () => {
    const a = seededRandom(123_456_789);
    const b = seededRandom(123_456_789);
    for (let i = 0; i < 10_000; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value >= 0 && value < 1).toBe(true);
    }
  });
});

describe('shuffledIndices', () => {
  it('returns every index once, in the recorded order for a seed', () => {
    expect(shuffledIndices(8, seededRandom(7))).toEqual([4, 6, 1, 2, 3, 5, 7, 0]);
  });

  it('is a permutation for every size, including 0 and 1', () => {
    for (let count = 0; count < 20; count++) {
      const order = shuffledIndices(count, seededRandom(count));
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
    }
  });

  it('reaches every first position over many seeds', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 200; seed++) firsts.add(shuffledIndices(6, seededRandom(seed))[0]!);
    expect(firsts.size).toBe(6);
  });
});
