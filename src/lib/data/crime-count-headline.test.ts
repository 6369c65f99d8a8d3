import { describe, expect, it } from 'vitest';
import { crimeCountHeadline } from './crime-count-headline.ts';
import { provenance } from './provenance.ts';
import type { CrimeSummary } from './types.ts';

const TODAY = '2026-11-28';
const crime: CrimeSummary = {
  postcode: 'WN1 1AE',
  mode: 'radius',
  radiusMetres: 500,
  lsoa: null,
  covered: true,
  total: 31,
  months: ['2016-06'],
  categories: [],
  monthly: [],
  burglaryTrend: null,
  provenance: provenance('police_street_crime', { level: 'radius' }, '2016-06'),
};

describe('crimeCountHeadline', () => {
  it('gives the count with its period and age, saying one month is one month', () => {
    expect(crimeCountHeadline(crime, TODAY, 'No rate per resident: no population figure is held for this neighbourhood.')).toBe(
      '31 crimes and anti-social behaviour incidents within 500 m of WN1 1AE in June 2016 (one month held; data to June 2016). No rate per resident: no population figure is held for this neighbourhood.',
    );
  });

  it('says how many of 12 months are held', () => {
    const line = crimeCountHeadline({ ...crime, months: ['2016-04', '2016-05', '2016-06'] }, TODAY);
    expect(line).toBe(
      '31 crimes and anti-social behaviour incidents within 500 m of WN1 1AE over 3 months to June 2016 (3 of 12 months held, not a yearly figure; data to June 2016).',
    );
  });

  it('holds nothing where no police file covers the place', () => {
    expect(crimeCountHeadline({ ...crime, covered: false }, TODAY)).toBeNull();
  });
});
