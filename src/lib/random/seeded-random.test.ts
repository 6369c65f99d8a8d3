import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 100 }, a);
    expect(Array.from({ length: 100 }, b)).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
  it('gives other numbers for another seed', () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});
