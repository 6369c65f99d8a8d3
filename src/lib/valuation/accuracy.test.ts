import { describe, expect, it } from 'vitest';
import { absPctError, quantile, summarise } from './accuracy.ts';

describe('accuracy measures (made-up outcomes)', () => {
  it('summarises errors, within-x shares, coverage and range hits', () => {
    const s = summarise([
      { actual: 200_000, estimate: 220_000, low: 190_000, high: 230_000 },
      { actual: 100_000, estimate: 105_000, low: 106_000, high: 120_000 },
      { actual: 300_000, estimate: 200_000, low: 180_000, high: 220_000 },
      { actual: 150_000, estimate: null },
    ]);
    expect(absPctError(200_000, 220_000)).toBeCloseTo(0.1, 12);
    expect(s).toMatchObject({ sales: 4, valued: 3, coverage: 0.75 });
    expect(s.medianAbsPctError).toBeCloseTo(0.1, 12);
    expect(s.within10).toBeCloseTo(2 / 3, 12);
    expect(s.within20).toBeCloseTo(2 / 3, 12);
    expect(s.rangeHit).toBeCloseTo(1 / 3, 12);
  });
  it('takes nearest-rank quantiles', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.8)).toBe(4);
    expect(quantile([], 0.8)).toBeNull();
  });
});
