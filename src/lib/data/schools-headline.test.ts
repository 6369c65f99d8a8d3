import { describe, expect, it } from 'vitest';
import { provenance } from './provenance.ts';
import { ratedGood, schoolsHeadline } from './schools-headline.ts';
import type { SchoolNearby, SchoolsNearResult } from './types.ts';

const TODAY = '2026-11-28';
const school = (name: string, rating: string | null, distanceMetres: number, inspected: string | null) =>
  ({ name, ofstedRating: rating, distanceMetres, ofstedLastInspection: inspected }) as SchoolNearby;

function result(schools: SchoolNearby[], extra: Partial<SchoolsNearResult> = {}): SchoolsNearResult {
  return {
    postcode: 'M33 3HJ',
    radiusMetres: 1600,
    schools,
    total: schools.length,
    nextCursor: null,
    covered: true,
    provenance: provenance('gias', { level: 'postcode' }, '2024-09'),
    ...extra,
  };
}

describe('schoolsHeadline', () => {
  it('counts the schools, the Good or Outstanding ones and names the nearest, with the inspection and register dates', () => {
    const line = schoolsHeadline(
      result([
        school('Far Primary', 'Good', 1500, '2023-05-10'),
        school('Moorlands Junior School', 'Outstanding', 850, '12-03-2024'),
        school('Weak High', 'Requires improvement', 1200, '2022-01-01'),
      ]),
      TODAY,
    );
    expect(line).toBe(
      '3 schools within 1.6 km of M33 3HJ, 2 rated Good or Outstanding by Ofsted; the nearest is Moorlands Junior School, 850 m (Ofsted inspections to March 2024; register data to September 2024).',
    );
  });

  it('says the share of the schools listed when only a page of them is held', () => {
    const line = schoolsHeadline(result([school('A', 'Good', 100, null)], { total: 40 }), TODAY);
    expect(line).toContain('40 schools within 1.6 km of M33 3HJ, 1 of the nearest 1 rated Good or Outstanding');
    expect(line).toContain('(register data to September 2024)');
  });

  it('says none when the register holds none nearby, and nothing when no register covers the place (not held, never 0)', () => {
    expect(schoolsHeadline(result([]), TODAY)).toBe(
      'No open schools within 1.6 km of M33 3HJ (schools register, data to September 2024).',
    );
    expect(schoolsHeadline(result([], { covered: false }), TODAY)).toBeNull();
  });

  it('reads Good and Outstanding as good', () => {
    expect(ratedGood('Good')).toBe(true);
    expect(ratedGood('Outstanding')).toBe(true);
    expect(ratedGood('Requires improvement')).toBe(false);
    expect(ratedGood(null)).toBe(false);
  });
});
