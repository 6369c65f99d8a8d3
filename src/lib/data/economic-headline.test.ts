import { describe, expect, it } from 'vitest';
import { economicHeadline, payDifference } from './economic-headline.ts';
import { provenance } from './provenance.ts';
import type { EconomicIndicators, IndicatorSeries } from './types.ts';

const TODAY = '2026-11-28';
const empty: EconomicIndicators = {
  authority: { code: 'E08000009', name: 'Trafford' },
  population: null,
  earnings: null,
  employmentRate: null,
  claimantCount: null,
  affordabilityRatio: null,
  gvaTotal: null,
  deprivation: null,
  councilTax: null,
  newBuildCouncilTaxBands: null,
  epcRatings: null,
  housePriceIndex: null,
};
const councilTax = {
  value: { year: '2023-24', authorityBandD: 1500, areaBandD: 1878.08, areaBands: null },
  provenance: provenance('council_tax', { level: 'authority', code: 'E08000009', name: 'Trafford' }, '2023-24'),
};
const earnings: IndicatorSeries = {
  indicator: 'earnings',
  unit: '£',
  measure: 'median',
  series: {
    value: [
      { period: '2022', value: 34000 },
      { period: '2023', value: 36040 },
    ],
    provenance: provenance('ons_population', { level: 'authority', code: 'E08000009', name: 'Trafford' }, '2023'),
  },
  comparators: [
    { area: { code: 'E92000001', name: 'England' }, series: [{ period: '2023', value: 34000 }] },
    { area: { code: 'E12000002', name: 'North West' }, series: [{ period: '2022', value: 31000 }] },
  ],
};

describe('economicHeadline', () => {
  it('leads with Band D council tax and its age, then pay against England for the same year', () => {
    // 36,040 ÷ 34,000 = 1.06 → 6% above; the North West holds no 2023 figure, so it is left out.
    expect(economicHeadline({ ...empty, councilTax, earnings }, TODAY)).toBe(
      'Average Band D council tax in Trafford: £1,878.08 including parish and major precepts (2023/24, data to March 2024); median resident pay £36,040 (data to 2023), 6% above England (£34,000).',
    );
  });

  it('falls back to pay, then population, and gives nothing when nothing is held', () => {
    expect(economicHeadline({ ...empty, earnings: { ...earnings, comparators: [] } }, TODAY)).toBe(
      'In Trafford, median resident pay £36,040 (data to 2023).',
    );
    const population = {
      value: { allAges: 235000, aged0To15: null, aged16To64: null, aged65Plus: null, females: null, males: null },
      provenance: provenance('ons_population', { level: 'authority' }, '2024-06-30'),
    };
    expect(economicHeadline({ ...empty, population }, TODAY)).toBe('Trafford has 235,000 residents (data to June 2024).');
    expect(economicHeadline(empty, TODAY)).toBeNull();
  });

  it('says a difference in whole percent', () => {
    expect(payDifference(30000, 34000, 'England')).toBe('12% below England (£34,000)');
    expect(payDifference(34100, 34000, 'England')).toBe('about the same as England (£34,000)');
  });
});
