import { describe, expect, it } from 'vitest';
import { crimeRate, englandRate, formatRate, latestTwelve, rateSpan } from './crime-rate.ts';

describe('crimeRate', () => {
  it('is crimes per 1,000 residents over the months held (one month: Trafford 014D, 5 crimes, 1,851 residents → 2.7)', () => {
    const rate = crimeRate([{ month: '2016-06', crimes: 5 }], 1851)!;
    expect(formatRate(rate.perThousand)).toBe('2.7');
    expect(rate.period).toBe('June 2016');
    expect(rateSpan(rate)).toBe('in June 2016 (the one month held)');
  });

  it('uses the latest 12 months when more are held', () => {
    const series = Array.from({ length: 15 }, (_, i) => ({ month: `2017-${String((i % 12) + 1).padStart(2, '0')}`, crimes: 10 }));
    series.splice(12, 3, { month: '2018-01', crimes: 20 }, { month: '2018-02', crimes: 20 }, { month: '2018-03', crimes: 20 });
    const twelve = latestTwelve(series);
    expect(twelve).toHaveLength(12);
    expect(twelve[0]!.month).toBe('2017-04');
    const rate = crimeRate(series, 1000)!;
    // 9 months × 10 + 3 × 20 = 150 crimes per 1,000 residents.
    expect(rate.perThousand).toBe(150);
    expect(rateSpan(rate)).toBe('over the 12 months April 2017 to March 2018');
  });

  it('gives no rate without residents or months', () => {
    expect(crimeRate([{ month: '2016-06', crimes: 5 }], null)).toBeNull();
    expect(crimeRate([], 1000)).toBeNull();
  });
});

describe('comparisons', () => {
  it('scales the England and Wales rate (6.6 a month, year ending June 2016) to the months held', () => {
    expect(englandRate(1)).toBe(6.6);
    expect(englandRate(12)).toBeCloseTo(79.2, 5);
  });
});
