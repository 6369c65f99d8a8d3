import { describe, expect, it } from 'vitest';
import { freshnessOf, headlineOf, indexDrift, indexMonthOf, tooStale, valueMonthOf } from './freshness.ts';
import type { IndexSeries } from './types.ts';

// Made-up index: 1% a month from 2019-01, with sales in every month up to 2019-04.
const RISING: IndexSeries = {
  source: 'price-paid-derived',
  label: 'district M33',
  points: [100, 101, 102, 103].map((value, i) => ({ period: `2019-0${i + 1}`, value, sales: 30 })),
};

describe('freshness', () => {
  it('reads the value month as the month of the last day whose sales count', () => {
    expect(valueMonthOf('2020-01-01')).toBe('2019-12');
    expect(valueMonthOf('2019-06-15')).toBe('2019-06');
  });

  it('finds the newest index month with sales, never after the value month', () => {
    expect(indexMonthOf(RISING, '2019-12')).toBe('2019-04');
    expect(indexMonthOf(RISING, '2019-02')).toBe('2019-02');
    const empty = { ...RISING, points: [...RISING.points, { period: '2019-05', value: 103, sales: 0 }] };
    expect(indexMonthOf(empty, '2019-12')).toBe('2019-04');
  });

  it('measures drift as the recent trend over the gap plus the walk’s 80% spread (worked example)', () => {
    expect(indexDrift(RISING, '2019-04', 9)).toBeCloseTo(0.0891, 3);
    const flat = { ...RISING, points: RISING.points.map((p) => ({ ...p, value: 100 })) };
    expect(indexDrift(flat, '2019-04', 9)).toBe(0);
  });

  it('is fresh with recent evidence: no widening', () => {
    const f = freshnessOf({
      valueDate: '2019-05-01',
      comparableDates: ['2019-04-20', '2019-02-01'],
      ownSaleDate: null,
      series: RISING,
    });
    expect(f).toMatchObject({ valueMonth: '2019-04', evidenceDate: '2019-04-20', indexMonth: '2019-04', gapMonths: 0 });
    expect(f.stale).toBe(false);
    expect(f.widening).toBe(0);
    expect(headlineOf(182_000, f)).toBe('£182,000 in April 2019');
  });

  it('is stale past six months: widened by the drift over the gap; declined past eighteen', () => {
    const f = freshnessOf({ valueDate: '2020-01-01', comparableDates: ['2019-03-10'], ownSaleDate: null, series: RISING });
    expect(f).toMatchObject({ valueMonth: '2019-12', gapMonths: 9, stale: true });
    expect(f.widening).toBeCloseTo(indexDrift(RISING, '2019-04', 9), 10);
    expect(tooStale(f)).toBe(false);
    expect(headlineOf(182_000, f)).toBe('£182,000 in December 2019 (newest sale used: March 2019)');
    const old = freshnessOf({ valueDate: '2021-01-01', comparableDates: ['2019-03-10'], ownSaleDate: null, series: RISING });
    expect(old.gapMonths).toBe(21);
    expect(tooStale(old)).toBe(true);
  });

  it('counts the index’s age too: recent comparables do not hide an index that stopped', () => {
    const f = freshnessOf({ valueDate: '2020-01-01', comparableDates: ['2019-12-01'], ownSaleDate: null, series: RISING });
    expect(f.gapMonths).toBe(8);
    expect(f.stale).toBe(true);
  });
});
