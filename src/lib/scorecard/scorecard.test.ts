import { expect, it } from 'vitest';
import { provenance } from '../data/provenance.ts';
import type { SchoolNearby } from '../data/types.ts';
import { buildScorecard, compare, crimeRate, type ScorecardInput } from './scorecard.ts';

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
  lsoaCrime: { crimes: 6, months: ['2016-06'] },
  lsoaPopulation: pop(2000),
  authorityCrime: { crimes: 1000, months: ['2016-06'] },
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

it('works out crimes per 1,000 residents a month', () => {
  // 6 crimes in one month among 2,000 residents = 3.0 per 1,000 a month.
  expect(crimeRate({ crimes: 6, months: ['2016-06'] }, 2000)).toBeCloseTo(3, 10);
  expect(crimeRate({ crimes: 12, months: ['2016-05', '2016-06'] }, 2000)).toBeCloseTo(3, 10);
});

it('calls a figure within 15% of its comparison about the same', () => {
  expect(compare(3, 3.3, true)).toEqual({ word: 'about the same', tone: 'neutral' });
  expect(compare(3, 4.3, true)).toEqual({ word: 'lower', tone: 'good' });
  expect(compare(120, 59.4, false)).toEqual({ word: 'higher', tone: 'good' });
});

it('answers the four questions with comparisons and periods', () => {
  const [safety, connectivity, schools, value] = buildScorecard(base);
  // 3.0 a month here against Trafford's 1,000 ÷ 235,000 × 1,000 = 4.3.
  expect(safety).toMatchObject({ verdict: 'Lower recorded crime than Trafford', tone: 'good' });
  expect(safety!.figures.map((f) => f.value)).toEqual(['3.0 crimes per 1,000 residents a month', '4.3 a month', '6.6 a month']);
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
