import { expect, it } from 'vitest';
import { provenance } from '../data/provenance.ts';
import type { SchoolNearby } from '../data/types.ts';
import { buildScorecard, compare, crimeRate, rateUnitShort, type ScorecardInput } from './scorecard.ts';

const pop = (value: number) => ({ value, provenance: provenance('ons_population', { level: 'lsoa' }, '2024-06-30') });
const school = (name: string, phase: SchoolNearby['phase'], rating: string, distanceMetres: number) =>
  ({
    name,
    phase,
    ofstedRating: rating,
    distanceMetres,
    ofstedLastInspection: null,
    provenance: provenance('gias', { level: 'postcode' }, '2024-09'),
  }) as SchoolNearby;

const base: ScorecardInput = {
  postcode: 'M33 2AU',
  authorityName: 'Trafford',
  lsoaName: 'Trafford 012E',
  lsoaCrime: { crimes: 6, months: ['2016-06'], byMonth: [{ month: '2016-06', crimes: 6 }] },
  lsoaPopulation: pop(2000),
  authorityCrime: { crimes: 1000, months: ['2016-06'], byMonth: [{ month: '2016-06', crimes: 1000 }] },
  authorityPopulation: pop(235000),
  broadband: null,
  mobile: null,
  schools: [
    school('Far Primary', 'Primary', 'Good', 1500),
    school('Near Primary', 'Primary', 'Outstanding', 400),
    school('Weak Secondary', 'Secondary', 'Requires improvement', 300),
    school('Good Secondary', 'Secondary', 'Good', 1800),
  ],
  sectorPrices: null,
  comparisonPrices: null,
  comparisonName: 'the M33 district',
  pricesPartial: true,
  pricesPartialNote: 'partial extract',
  deprivation: { rank: 223, of: 296, period: '2025' },
};

/** `n` consecutive months ending June 2016, `each` crimes a month. */
function months(n: number, each: number) {
  const byMonth = Array.from({ length: n }, (_, i) => {
    const index = 2016 * 12 + 5 - (n - 1 - i);
    return { month: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`, crimes: each };
  });
  return { crimes: n * each, months: byMonth.map((m) => m.month), byMonth };
}

it('works out crimes per 1,000 residents over the latest 12 months held, never scaling a month up to a year', () => {
  // 6 crimes in one month among 2,000 residents = 3.0 per 1,000 in that month.
  expect(crimeRate(months(1, 6), 2000)!.perThousand).toBeCloseTo(3, 10);
  // 24 months of 6 a month: the latest 12 hold 72 crimes → 36.0 per 1,000 a year.
  const yearly = crimeRate(months(24, 6), 2000)!;
  expect(yearly.perThousand).toBeCloseTo(36, 10);
  expect(yearly.months).toHaveLength(12);
  expect(rateUnitShort(yearly)).toBe('a year');
  expect(rateUnitShort(crimeRate(months(5, 6), 2000)!)).toBe('over 5 months (not a yearly figure)');
});

it('quotes a yearly figure for the neighbourhood, the authority and England and Wales over 12 months', () => {
  const [safety] = buildScorecard({
    ...base,
    lsoaCrime: months(12, 6),
    authorityCrime: months(12, 1000),
  });
  // 72 ÷ 2,000 × 1,000 = 36.0; Trafford 12,000 ÷ 235,000 × 1,000 = 51.1; England and Wales 6.6 × 12 = 79.2.
  expect(safety!.figures.map((f) => f.value)).toEqual(['36.0 crimes per 1,000 residents a year', '51.1 a year', '79.2 a year']);
  expect(safety!.figures[0]!.period).toBe('Jul 2015 to Jun 2016');
  expect(safety).toMatchObject({ verdict: 'Lower recorded crime than Trafford', tone: 'good' });
});

it('calls a figure within 15% of its comparison about the same', () => {
  expect(compare(3, 3.3, true)).toEqual({ word: 'about the same', tone: 'neutral' });
  expect(compare(3, 4.3, true)).toEqual({ word: 'lower', tone: 'good' });
  expect(compare(120, 59.4, false)).toEqual({ word: 'higher', tone: 'good' });
});

it('answers the four questions with comparisons and periods', () => {
  const [safety, connectivity, schools, value] = buildScorecard(base);
  // 3.0 in the one month held against Trafford's 1,000 ÷ 235,000 × 1,000 = 4.3: never called a year.
  expect(safety).toMatchObject({ verdict: 'Lower recorded crime than Trafford', tone: 'good' });
  expect(safety!.figures.map((f) => f.value)).toEqual([
    '3.0 crimes per 1,000 residents in one month (not a yearly figure)',
    '4.3 in one month (not a yearly figure)',
    '6.6 in one month (not a yearly figure)',
  ]);
  expect(safety!.figures.every((f) => f.period !== '')).toBe(true);
  expect(connectivity).toMatchObject({ tone: 'unknown' });
  expect(schools!.figures.map((f) => f.value)).toEqual(['Near Primary, 0.4 km (Outstanding)', 'Good Secondary, 1.8 km (Good)']);
  expect(schools).toMatchObject({ tone: 'good' });
  expect(value).toMatchObject({
    tone: 'unknown',
    verdict: 'We cannot judge value from the sale prices we hold here',
    note: 'partial extract',
  });
  expect(value!.figures[0]!.value).toBe('decile 8 of 10 (1 = most deprived; rank 223 of 296)');
});

it('says plainly when a neighbourhood has no crime figure, never zero', () => {
  const [safety] = buildScorecard({ ...base, lsoaCrime: null });
  expect(safety).toMatchObject({ tone: 'unknown', figures: [] });
  expect(safety!.note).toMatch(/boundary changed at the 2021 census/);
});
