import { describe, expect, it } from 'vitest';
import { evidenceSummary, gradeReason, limitsLines, trendPhrase, weaknesses } from './explain.ts';

const BAND = { fromMonth: '2019-01', toMonth: '2019-12', low: 160_000, high: 325_000, sales: 156 };
const COVERAGE = { fromMonth: '2019-01', toMonth: '2019-12', low: 150_000, high: 325_000, sales: 1_100 };
const ZERO = { spread: Math.log(0.1), thinLocal: 0.25, thinArea: 0.05, age: 0.3, far: 0, mismatch: 0.2 };

describe('limits on the card', () => {
  it('says the period and price band it could use, the date and why, and what it cannot see, in two lines', () => {
    expect(
      limitsLines({
        band: BAND,
        coverage: COVERAGE,
        outside: null,
        type: 'S',
        district: 'M33',
        asOf: '2019-12-21',
        asOfWhy: 'the day after the latest sale we hold',
      }),
    ).toEqual([
      'It could use 156 standard sales of semi-detached houses in M33 from Jan 2019 to Dec 2019, priced £160,000 to £325,000; valued as of 21 December 2019, the day after the latest sale we hold.',
      'It cannot see the home’s condition, extensions or improvements, nor any price above £325,000 or below £150,000, the highest and lowest sales we hold in M33 for that period.',
    ]);
  });
  it('adds that the home may be worth more when its value is likely above what the data holds', () => {
    const [, second] = limitsLines({
      band: BAND,
      coverage: COVERAGE,
      outside: 'above',
      type: 'D',
      district: 'WA14',
      asOf: '2019-12-21',
      asOfWhy: null,
    });
    expect(second).toMatch(/— and this home may well be worth more\.$/);
  });
  it('says so when no sales of the type could be used', () => {
    const [first] = limitsLines({
      band: null,
      coverage: null,
      outside: null,
      type: 'F',
      district: 'M33',
      asOf: '2019-12-21',
      asOfWhy: null,
    });
    expect(first).toBe(
      'It could use no standard sales of flats in M33 in the two years before the valuation date; valued as of 21 December 2019.',
    );
  });
});

describe('the grade’s reason', () => {
  it('names the weaknesses of the evidence', () => {
    expect(weaknesses(ZERO, 4)).toEqual([]);
    expect(weaknesses({ ...ZERO, spread: Math.log(0.2), far: 1, mismatch: 0.6, age: 1.5 }, 0)).toEqual([
      'no comparable sales in the same street or postcode',
      'too few in the postcode sector, so the whole district is the baseline',
      'comparable prices vary widely (typically ±20%)',
      'most comparables differ in tenure or new-build status',
      'comparables are on average 18 months old',
    ]);
  });
  it('quotes what the grade meant in the backtest', () => {
    const reason = gradeReason({
      grade: 'high',
      outside: null,
      coverage: COVERAGE,
      chance: 0,
      edgeCount: 0,
      usedCount: 30,
      features: ZERO,
      localCount: 5,
      repeatSale: null,
      accuracy: { valuations: 464, medianError: 0.077, rangeHeld: 0.823 },
      district: 'M33',
    });
    expect(reason).toBe(
      'Close, recent comparable sales that agree. In our backtest, valuations graded high were within 7.7% of the price paid half the time, and 82% of prices fell inside the range.',
    );
  });
  it('says why a value beyond the data’s prices is graded low', () => {
    const reason = gradeReason({
      grade: 'low',
      outside: 'above',
      coverage: COVERAGE,
      chance: 0.31,
      edgeCount: 1,
      usedCount: 4,
      features: ZERO,
      localCount: 0,
      repeatSale: null,
      accuracy: undefined,
      district: 'WA14',
    });
    expect(reason).toBe(
      'The sales we hold in WA14 for this period go no higher than £325,000, and its range gives about a 31% chance of a value above £325,000: this home may well be worth more than this data can show.',
    );
  });
});

it('names the evidence used in one sentence', () => {
  const text = evidenceSummary(
    {
      repeatSale: null,
      samePostcode: 2,
      sameStreet: 3,
      street: { name: 'HAMPSON STREET', source: 'given' },
      baseline: { level: 'sector', sales: 40 },
      floorArea: {
        floorAreaM2: 85,
        source: 'epc',
        certificate: { address: '12 Hampson Street', lodgementDate: '2015-01-01' },
        poundsPerM2: 2_471,
      },
    },
    'T',
    'M33',
    'M33 3',
  );
  expect(text).toBe(
    'Evidence: 2 sales in the same postcode and 3 sales on HAMPSON STREET elsewhere; 40 sales of terraced houses in sector M33 3 as the baseline; its floor area of 85 m² (from its EPC), about £2,471 per m².',
  );
});

it('says how the area’s prices lean when the baseline was read along it', () => {
  // 0.03 log points a km east and north: |g| = 0.0424, e^0.0424 − 1 = 4.3% a km, at 45° (north-east).
  expect(trendPhrase({ east: 0.03, north: 0.03 })).toBe(
    ', read at this postcode: their prices rise about 4% a km towards the north-east',
  );
  expect(trendPhrase({ east: 0, north: -0.05 })).toBe(
    ', read at this postcode: their prices rise about 5% a km towards the south',
  );
  expect(trendPhrase({ east: 0.005, north: 0 })).toBe('');
  expect(trendPhrase(null)).toBe('');
  const text = evidenceSummary(
    { repeatSale: null, samePostcode: 0, sameStreet: 0, street: null, baseline: { level: 'sector', sales: 40 }, floorArea: null },
    'S',
    'M33',
    'M33 3',
    { trend: { east: -0.02, north: 0 } },
  );
  expect(text).toBe(
    'Evidence: 40 sales of semi-detached houses in sector M33 3 as the baseline, read at this postcode: their prices rise about 2% a km towards the west.',
  );
});
