import { describe, expect, it } from 'vitest';
import { buildCoverage, canAnswer, coverageOf, type CoverageFacts } from './coverage.ts';

/** A Trafford postcode as the samples hold it: crime for June 2016, schools, a ward broadband median. */
const trafford: CoverageFacts = {
  postcode: 'M33 3HJ',
  known: true,
  hasPoint: true,
  authority: { code: 'E08000009', name: 'Trafford' },
  ward: { code: 'E05015255', name: 'Sale Moor' },
  lsoa: { code: 'E01006174', name: 'Trafford 014D' },
  crimeMonths: ['2016-06'],
  lsoaPopulation: true,
  schools: { count: 50, asOf: null },
  epc: { atPostcode: 0, districtHasAny: false, asOf: null },
  ageEvidence: { epc: 0, newBuildSales: 0 },
  broadband: { postcodeSpeeds: null, postcodeAvailability: null, area: { level: 'ward', name: 'Sale Moor', period: '2022-05' } },
  mobile: null,
  economic: {
    indicators: ['earnings', 'employment', 'claimant count'],
    newestPeriod: '2024',
    councilTax: '2023-24',
    deprivation: '2025',
  },
  prices: { atPostcode: 2, latest: '2019-08', inSector: 200, partialExtract: true },
};

describe('buildCoverage', () => {
  it('says which checkers answer for a well-covered postcode, at what level and as of when', () => {
    const answer = buildCoverage(trafford);
    expect(coverageOf(answer, 'crime')).toMatchObject({ status: 'covered', level: 'radius', asOf: '2016-06' });
    expect(coverageOf(answer, 'schools')).toMatchObject({ status: 'covered', level: 'radius' });
    expect(coverageOf(answer, 'broadband')).toMatchObject({
      status: 'partial',
      level: 'ward',
      place: 'Sale Moor',
      asOf: '2022-05',
    });
    expect(coverageOf(answer, 'economic')).toMatchObject({ status: 'covered', level: 'authority', place: 'Trafford' });
    // A partial extract of the register is never "covered".
    expect(coverageOf(answer, 'prices')).toMatchObject({ status: 'partial', level: 'postcode', asOf: '2019-08' });
  });

  it('offers no lookup where the data holds nothing (the M33 3HJ mobile, EPC and age checks)', () => {
    const answer = buildCoverage(trafford);
    for (const topic of ['mobile', 'epc', 'property-age'] as const) {
      expect(canAnswer(answer, topic)).toBe(false);
      expect(coverageOf(answer, topic)?.summary).not.toBe('');
    }
    expect(coverageOf(answer, 'mobile')?.summary).toContain('Trafford');
  });

  it('gives crime without a rate where the neighbourhood has no population (partial)', () => {
    const answer = buildCoverage({ ...trafford, lsoaPopulation: false });
    expect(coverageOf(answer, 'crime')?.status).toBe('partial');
    expect(coverageOf(answer, 'crime')?.summary).toMatch(/no rate per resident/);
  });

  it('holds nothing but certificates for a postcode outside the postcode tables (Blackpool FY1 6DY)', () => {
    const answer = buildCoverage({
      ...trafford,
      postcode: 'FY1 6DY',
      known: false,
      hasPoint: false,
      authority: null,
      ward: null,
      lsoa: null,
      crimeMonths: [],
      lsoaPopulation: false,
      schools: { count: 0, asOf: null },
      epc: { atPostcode: 7, districtHasAny: true, asOf: '2025-12-06' },
      broadband: { postcodeSpeeds: null, postcodeAvailability: null, area: null },
      economic: { indicators: [], newestPeriod: null, councilTax: null, deprivation: null },
      prices: { atPostcode: 0, latest: null, inSector: 0, partialExtract: true },
    });
    expect(answer.known).toBe(false);
    expect(answer.items.filter((i) => i.status !== 'none').map((i) => i.topic)).toEqual(['epc']);
    expect(coverageOf(answer, 'epc')?.summary).toBe('7 energy certificates lodged at this postcode.');
    expect(coverageOf(answer, 'crime')?.summary).toMatch(/not in the postcode files/);
  });
});
