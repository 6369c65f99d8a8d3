import { describe, expect, it } from 'vitest';
import { compactNumber, niceTicks } from './chart-scale.ts';

describe('chart scale', () => {
  it('makes round ticks covering the range', () => {
    expect(niceTicks(0, 237_000)).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000]);
    expect(niceTicks(-1_000, 3_000)[0]).toBeLessThanOrEqual(-1_000);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
  it('labels compactly', () => {
    expect(compactNumber(1_250_000)).toBe('1.25m');
    expect(compactNumber(-45_000)).toBe('−45k');
  });
});
