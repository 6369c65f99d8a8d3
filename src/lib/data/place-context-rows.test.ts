import { describe, expect, it } from 'vitest';
import { NOT_HELD, placeContextRows } from './place-context-rows.ts';

const prices = (median: number) => ({
  sales: 10,
  medianPrice: median,
  meanPrice: median,
  minPrice: median,
  maxPrice: median,
  byPropertyType: [{ propertyType: 'Terraced', sales: 4, medianPrice: median - 10_000 }],
  monthly: [
    { period: '2018-12', value: median - 20_000 },
    { period: '2019-12', value: median },
  ],
});

describe('place context rows', () => {
  const rows = placeContextRows({
    place: { name: 'M33', prices: prices(256_000), population: null, schoolGrades: { graded: 21, goodOrBetter: 21 } },
    authority: {
      name: 'Trafford',
      prices: prices(250_000),
      population: 241_025,
      schoolGrades: { graded: 93, goodOrBetter: 84 },
      bandD: 1878.08,
      epc: { A: 113, B: 5911, C: 18417, D: 19920, E: 5033, F: 863, G: 265 },
      crime: null,
    },
    england: { bandD: 2027.31, epc: null, crimePerMonth: 6.6 },
  });
  const byKey = new Map(rows.map((r) => [r.key, r]));

  it('sets each figure beside the authority and England, and says Not held rather than 0', () => {
    expect(byKey.get('price')).toMatchObject({ place: '£256,000', authority: '£250,000', england: NOT_HELD });
    expect(byKey.get('price-Terraced')).toMatchObject({ place: '£246,000 (4 sales)', authority: '£240,000 (4 sales)' });
    // (256,000 − 236,000) ÷ 236,000 = +8.5%.
    expect(byKey.get('change-1')).toMatchObject({ place: '+8.5%', england: NOT_HELD });
    expect(byKey.get('change-5')?.place).toBe(NOT_HELD);
    expect(byKey.get('council-tax')).toMatchObject({
      place: '£1,878.08 (set by Trafford)',
      england: '£2,027.31 (excluding parish precepts)',
    });
    expect(byKey.get('epc')).toMatchObject({ place: NOT_HELD, authority: '48%', england: NOT_HELD });
    // 84 ÷ 93 = 90%.
    expect(byKey.get('schools')).toMatchObject({ place: '100%', authority: '90%' });
    expect(byKey.get('population')).toMatchObject({ place: NOT_HELD, authority: '241,025' });
    expect(byKey.get('crime')).toMatchObject({ place: NOT_HELD, england: NOT_HELD });
    expect(rows.every((r) => ![r.place, r.authority, r.england].includes('0'))).toBe(true);
  });

  it('has no authority column on an authority’s own page', () => {
    const own = placeContextRows({
      place: { name: 'Trafford', bandD: 1878.08 },
      england: { bandD: null, epc: null, crimePerMonth: 6.6 },
    });
    expect(own.every((r) => !('authority' in r))).toBe(true);
    expect(own.find((r) => r.key === 'council-tax')).toMatchObject({ place: '£1,878.08', england: NOT_HELD });
  });

  describe('with the 12-month figures', () => {
    const year = (median: number, sales: number) => ({
      sales,
      medianPrice: median,
      byPropertyType: [{ propertyType: 'Flat/maisonette', sales: 2, medianPrice: median - 50_000 }],
    });
    const years = (latest: number, before: number | null, five: number | null) => ({
      periodEnd: '2025-08',
      latest: year(latest, 120),
      yearBefore: before === null ? null : year(before, 110),
      fiveYearsBefore: five === null ? null : year(five, 90),
    });
    const input = (complete: boolean) => ({
      place: { name: 'M33', prices: prices(256_000), years: years(300_000, 280_000, null) },
      authority: { name: 'Trafford', prices: prices(250_000), years: years(290_000, 290_000, 200_000) },
      england: {
        bandD: null,
        epc: null,
        crimePerMonth: 6.6,
        prices: { years: years(270_000, 265_000, 225_000), complete },
      },
    });

    it('names the 12 months, and compares the same 12 months a year and five years earlier', () => {
      const byKey = new Map(placeContextRows(input(true)).map((r) => [r.key, r]));
      expect(byKey.get('price')).toMatchObject({
        label: 'Median sale price, 12 months to August 2025',
        place: '£300,000 (120 sales)',
        authority: '£290,000 (120 sales)',
        england: '£270,000 (120 sales)',
      });
      expect(byKey.get('price-Flat/maisonette')).toMatchObject({ place: '£250,000 (2 sales)', england: '£220,000 (2 sales)' });
      // (300,000 − 280,000) ÷ 280,000 = +7.1%; Trafford unchanged; England (270 − 265) ÷ 265 = +1.9%.
      expect(byKey.get('change-1')).toMatchObject({ place: '+7.1%', authority: '0.0%', england: '+1.9%' });
      // M33 holds no sales five years before; Trafford (290 − 200) ÷ 200 = +45.0%; England +20.0%.
      expect(byKey.get('change-5')).toMatchObject({ place: NOT_HELD, authority: '+45.0%', england: '+20.0%' });
    });

    it('keeps England not held when the sales held do not cover every English authority', () => {
      const byKey = new Map(placeContextRows(input(false)).map((r) => [r.key, r]));
      expect(byKey.get('price')?.england).toBe(NOT_HELD);
      expect(byKey.get('change-1')?.england).toBe(NOT_HELD);
    });
  });

  it('sets an authority’s pay and employment beside England’s in the same period only', () => {
    const own = placeContextRows({
      place: {
        name: 'Trafford',
        earnings: [
          { period: '2017', value: 27_000 },
          { period: '2018', value: 28_167 },
        ],
        employment: [{ period: '2019-03-01', value: 77 }],
      },
      england: {
        bandD: null,
        epc: null,
        crimePerMonth: 6.6,
        earnings: [{ period: '2018', value: 24_298 }],
        employment: [{ period: '2018-03-01', value: 75 }],
      },
    });
    expect(own.find((r) => r.key === 'pay')).toMatchObject({ place: '£28,167 (2018)', england: '£24,298 (2018)' });
    // England's latest employment rate is another year's: not set beside it.
    expect(own.find((r) => r.key === 'employment')).toMatchObject({ place: '77.0% (year to March 2019)', england: NOT_HELD });
  });
});
