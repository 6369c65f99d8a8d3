import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYearRange, parseAgeBand } from './age-band.ts';
import { bandsFromBandD } from './council-tax-bands.ts';
import { boundingDeltas, distanceMetres } from './geo/distance.ts';
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

describe('bounding box for a distance search', () => {
  it('holds the burglary 499.87 m due west of BL0 0BW (a box 1/1000 too narrow cut it from the 500 m count)', () => {
    const centre = { lat: 53.6477, lng: -2.30339 };
    const burglary = { lat: 53.647687, lng: -2.310974 };
    expect(distanceMetres(centre, burglary)).toBeCloseTo(499.87, 2);
    expect(Math.abs(burglary.lng - centre.lng)).toBeLessThanOrEqual(boundingDeltas(centre.lat, 500).dLng);
  });

  it('holds every point of the circle, whatever the latitude, radius and bearing', () => {
    const R = 6371008.8;
    const rad = Math.PI / 180;
    fc.assert(
      fc.property(
        fc.double({ min: 49, max: 61, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (lat, metres, bearing) => {
          // About `metres` from (lat, 0) along `bearing`; kept when distanceMetres, the filter's measure, says so.
          const [p, d, t] = [lat * rad, metres / R, bearing * rad];
          const lat2 = Math.asin(Math.sin(p) * Math.cos(d) + Math.cos(p) * Math.sin(d) * Math.cos(t));
          const lng2 = Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(p), Math.cos(d) - Math.sin(p) * Math.sin(lat2));
          const point = { lat: lat2 / rad, lng: lng2 / rad };
          const { dLat, dLng } = boundingDeltas(lat, metres);
          const inBox = Math.abs(point.lat - lat) <= dLat && Math.abs(point.lng) <= dLng;
          return inBox || distanceMetres({ lat, lng: 0 }, point) > metres;
        },
      ),
    );
  });
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
