import { describe, expect, it } from 'vitest';
import { geographyLine, mapWorthShowing } from './geography-line.ts';

describe('geographyLine', () => {
  it('names ward, authority and region on one line with the district', () => {
    expect(
      geographyLine({
        ward: { code: 'E05000820', name: 'Brooklands' },
        authority: { code: 'E08000009', name: 'Trafford' },
        region: { code: 'E12000002', name: 'North West' },
        district: 'M33',
      }),
    ).toBe('In Brooklands ward, Trafford, North West · postcode district M33');
  });

  it('falls back to codes, and says when nothing is held', () => {
    expect(geographyLine({ ward: null, authority: { code: 'E08000009', name: null }, region: null, district: 'M33' })).toBe(
      'In E08000009 · postcode district M33',
    );
    expect(geographyLine({ ward: null, authority: null, region: null, district: '' })).toBe(
      'Where it is: not held for this postcode',
    );
  });
});

describe('mapWorthShowing', () => {
  it('shows a map only with other points or a radius', () => {
    expect(mapWorthShowing([])).toBe(false);
    expect(mapWorthShowing([], 0)).toBe(false);
    expect(mapWorthShowing([], 500)).toBe(true);
    expect(mapWorthShowing([{ lat: 1 }])).toBe(true);
  });
});
