import { describe, expect, it } from 'vitest';
import { adjustmentFactor, chooseIndex, coversSales } from './price-index.ts';
import type { IndexSeries } from './types.ts';

const SERIES: IndexSeries = {
  source: 'uk-hpi',
  label: 'test region',
  points: [
    { period: '2019-03', value: 100 },
    { period: '2019-04', value: 101 },
    { period: '2019-09', value: 104 },
  ],
};

describe('adjustmentFactor (the worked example in its doc comment, made-up numbers)', () => {
  it('is index(asOf month) / index(sale month)', () => {
    const f = adjustmentFactor(SERIES, '2019-03-15', '2019-09-30')!;
    expect(f).toBeCloseTo(1.04, 12);
    expect(Math.round(200_000 * f)).toBe(208_000);
  });
  it('uses the latest point at or before a month, and never extrapolates backwards', () => {
    expect(adjustmentFactor(SERIES, '2019-05-02', '2019-12-01')).toBeCloseTo(104 / 101, 12);
    expect(adjustmentFactor(SERIES, '2019-01-02', '2019-09-01')).toBeNull();
  });
});

describe('chooseIndex', () => {
  const derived: IndexSeries = { source: 'price-paid-derived', label: 'district M33', points: [{ period: '2019-03', value: 1 }] };
  it('uses UK HPI when it has every sale month and is current', () => {
    expect(coversSales(SERIES, ['2019-03-02', '2019-09-20'], '2019-10-15')).toBe(true);
    expect(chooseIndex(SERIES, derived, ['2019-03-02'], '2019-10-15').series.source).toBe('uk-hpi');
  });
  it('falls back to the derived index when UK HPI misses a month or is stale, and says why', () => {
    const missing = chooseIndex(SERIES, derived, ['2019-06-02'], '2019-10-15');
    expect(missing.series.source).toBe('price-paid-derived');
    expect(missing.reason).toContain('does not cover');
    expect(chooseIndex(SERIES, derived, ['2019-03-02'], '2020-06-01').series.source).toBe('price-paid-derived');
    expect(chooseIndex(null, derived, [], '2019-10-15').reason).toContain('No UK House Price Index');
  });
});
