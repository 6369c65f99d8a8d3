import { describe, expect, it } from 'vitest';
import { repeatSaleEstimate } from './repeat-sale.ts';
import { sale } from './test-fixtures.ts';
import type { IndexSeries } from './types.ts';

// The doc comment's worked example (made-up numbers, worked by hand):
// £200,000 × 104.5/100.0 = £209,000; 10 months = 0.8333 years; √(0.06² + 0.0025 × 0.8333) = 0.0754.
const INDEX: IndexSeries = {
  source: 'price-paid-derived',
  label: 'district M33',
  points: [
    { period: '2019-02', value: 100 },
    { period: '2019-06', value: 102 },
    { period: '2019-11', value: 104.5 },
  ],
};
const MODEL = { base: 0.06, perYear: 0.0025, maxYears: 5 };
const SUBJECT = { asOf: '2019-12-01', propertyType: 'T' as const };

describe('repeatSaleEstimate', () => {
  it('brings the last price forward with the local index and predicts its error (worked example)', () => {
    const rs = repeatSaleEstimate([sale({ price: 200_000, date: '2019-02-10' })], SUBJECT, INDEX, MODEL)!;
    expect(rs.adjustmentFactor).toBe(1.045);
    expect(rs.estimate).toBe(209_000);
    expect(rs.years).toBe(0.83);
    expect(rs.error).toBeCloseTo(0.0754, 4);
    expect(rs.used).toBe(true);
    expect(rs.notes).toEqual([]);
  });

  it('takes the latest earlier sale and ignores one on or after the valuation date', () => {
    const rs = repeatSaleEstimate(
      [
        sale({ price: 250_000, date: '2019-12-01' }),
        sale({ price: 210_000, date: '2019-06-20' }),
        sale({ price: 200_000, date: '2019-02-10' }),
      ],
      SUBJECT,
      INDEX,
      MODEL,
    )!;
    expect(rs.price).toBe(210_000);
    // 210,000 × 104.5 / 102 = 215,147.06 → £215,147
    expect(rs.estimate).toBe(215_147);
  });

  it('doubles the error when the home was recorded as another type, and says so', () => {
    const rs = repeatSaleEstimate([sale({ price: 200_000, date: '2019-02-10', propertyType: 'S' })], SUBJECT, INDEX, MODEL)!;
    expect(rs.typeDiffers).toBe(true);
    expect(rs.error).toBeCloseTo(2 * 0.0754, 3);
    expect(rs.notes.join(' ')).toContain('different property type');
  });

  it('shows but does not use a sale the index cannot reach, or one older than measured', () => {
    const old = repeatSaleEstimate([sale({ price: 90_000, date: '2001-05-01' })], SUBJECT, INDEX, MODEL)!;
    expect(old.used).toBe(false);
    expect(old.notes.at(-1)).toContain('does not reach back');
    const late = { ...INDEX, points: [{ period: '2010-01', value: 50 }, ...INDEX.points] };
    const tooOld = repeatSaleEstimate([sale({ price: 90_000, date: '2010-01-15' })], SUBJECT, late, MODEL)!;
    expect(tooOld.used).toBe(false);
    expect(tooOld.notes.at(-1)).toContain('only for resales within 5 years');
    expect(repeatSaleEstimate([sale({ date: '2019-02-10' })], SUBJECT, INDEX, null)!.used).toBe(false);
  });

  it('is null when the home never sold before', () => {
    expect(repeatSaleEstimate([], SUBJECT, INDEX, MODEL)).toBeNull();
  });
});
