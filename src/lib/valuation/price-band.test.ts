import { describe, expect, it } from 'vitest';
import { beyondCoverage, edgeShares, normalTail, priceBand } from './price-band.ts';

const cell = (period: string, propertyType: 'S' | 'D', minPrice: number, maxPrice: number, sales = 10) => ({
  period,
  propertyType,
  sales,
  meanLogPrice: 12,
  minPrice,
  maxPrice,
});

describe('priceBand (made-up cells)', () => {
  const cells = [
    cell('2019-01', 'S', 150_000, 290_000),
    cell('2019-11', 'S', 162_000, 325_000),
    cell('2019-05', 'D', 210_000, 330_000, 4),
  ];
  it('spans the months and prices of one type (the doc comment’s example)', () => {
    expect(priceBand(cells, 'S', '2017-12')).toEqual({
      fromMonth: '2019-01',
      toMonth: '2019-11',
      low: 150_000,
      high: 325_000,
      sales: 20,
    });
  });
  it('or of every type, from a month on; null when nothing is there', () => {
    expect(priceBand(cells, null, '2019-02')).toEqual({
      fromMonth: '2019-05',
      toMonth: '2019-11',
      low: 162_000,
      high: 330_000,
      sales: 14,
    });
    expect(priceBand(cells, 'S', '2020-01')).toBeNull();
  });
});

describe('edges of what the data can see', () => {
  const band = { fromMonth: '2019-01', toMonth: '2019-12', low: 150_000, high: 325_000, sales: 100 };
  it('weighs the comparables within 5% of either edge (the doc comment’s example)', () => {
    const shares = edgeShares(
      [
        { price: 320_000, weight: 1 },
        { price: 325_000, weight: 1 },
        { price: 250_000, weight: 2 },
      ],
      band,
    );
    expect(shares).toEqual({ top: 0.5, bottom: 0 });
    expect(edgeShares([{ price: 157_000, weight: 1 }], band)).toEqual({ top: 0, bottom: 1 });
    expect(edgeShares([{ price: 157_000, weight: 1 }], null)).toEqual({ top: 0, bottom: 0 });
  });
  it('reads the normal tail (z 1.2816 → 10%, 0.6745 → 25%)', () => {
    expect(normalTail(0)).toBeCloseTo(0.5, 7);
    expect(normalTail(1.2816)).toBeCloseTo(0.1, 4);
    expect(normalTail(0.6745)).toBeCloseTo(0.25, 4);
    expect(normalTail(-1.2816)).toBeCloseTo(0.9, 4);
  });
  it('gives the chance of a value beyond the band (£281,000 ± 0.37 against £325,000 → 30.7%)', () => {
    const p = beyondCoverage(Math.log(281_000), 0.37, band);
    expect(p.above).toBeCloseTo(0.307, 3);
    expect(p.below).toBeLessThan(0.05);
  });
});
