import { describe, expect, it } from 'vitest';
import { formatYearRange, parseAgeBand } from './age-band.ts';
import { bandsFromBandD } from './council-tax-bands.ts';
import { distanceMetres } from './geo/distance.ts';
import { gridToOsgb36 } from './geo/osgb.ts';
import { inferPhase, normalisePhase } from './school-phase.ts';
import { schoolSlug, slugify } from './slug.ts';

describe('OSGB grid → latitude/longitude', () => {
  it('matches the Ordnance Survey worked example (E 651409.903, N 313177.270 → 52.657570, 1.717922 on OSGB36)', () => {
    const p = gridToOsgb36(651409.903, 313177.27);
    expect(p.lat).toBeCloseTo(52.65757, 5);
    expect(p.lng).toBeCloseTo(1.717922, 5);
  });
});

it('haversine distance: one degree of latitude is about 111.2 km', () => {
  expect(distanceMetres({ lat: 53, lng: -2 }, { lat: 54, lng: -2 })).toBeCloseTo(111195, -1);
});

it('council tax bands from Band D use the statutory ninths (Trafford area 2023-24)', () => {
  expect(bandsFromBandD(1878.08)).toEqual({
    A: 1252.05,
    B: 1460.73,
    C: 1669.4,
    D: 1878.08,
    E: 2295.43,
    F: 2712.78,
    G: 3130.13,
    H: 3756.16,
  });
});

it.each([
  ['England and Wales: 1930-1949', 1930, 1949, '1930–1949'],
  ['England and Wales: before 1900', null, 1899, 'before 1900'],
  ['England and Wales: 2012 onwards', 2012, null, '2012 or later'],
  ['1975', 1975, 1975, '1975'],
])('EPC age band %s', (band, from, to, label) => {
  const r = parseAgeBand(band);
  expect(r).toEqual({ fromYear: from, toYear: to });
  expect(formatYearRange(r!.fromYear, r!.toYear)).toBe(label);
});

it('school phases', () => {
  expect(normalisePhase('Middle deemed secondary')).toBe('Middle');
  expect(inferPhase(3, 11, 'Local authority maintained schools')).toBe('Primary');
  expect(inferPhase(11, 18, 'Academies')).toBe('Secondary');
  expect(inferPhase(16, 99, 'Colleges')).toBe('16 plus');
  expect(inferPhase(5, 19, 'Special schools')).toBe('Not applicable');
});

it('slugs', () => {
  expect(slugify("St Anne's Church of England Primary School")).toBe('st-annes-church-of-england-primary-school');
  expect(schoolSlug('Gorse Hill & Cornbrook', '1')).toBe('gorse-hill-and-cornbrook-1');
});
