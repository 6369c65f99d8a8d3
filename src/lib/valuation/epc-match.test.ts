import { describe, expect, it } from 'vitest';
import { matchFloorArea, subjectFloorArea, type EpcFloorArea } from './epc-match.ts';

// Made-up certificates for the doc comment's example.
const CERTS: EpcFloorArea[] = [
  { postcode: 'M1 1AA', address: 'Flat 2, 12 High Street', floorAreaM2: 55, lodgementDate: '2015-01-01' },
  { postcode: 'M1 1AA', address: 'Flat 3, 12 High Street', floorAreaM2: 60, lodgementDate: '2015-01-01' },
  { postcode: 'M1 1AA', address: '112 High Street', floorAreaM2: 90, lodgementDate: '2015-01-01' },
  { postcode: 'M1 1AA', address: '14 High Street', floorAreaM2: 80, lodgementDate: '2012-01-01' },
  { postcode: 'M1 1AA', address: '14, High Street', floorAreaM2: 84, lodgementDate: '2018-01-01' },
  { postcode: 'M1 1AA', address: '14 High Street', floorAreaM2: 88, lodgementDate: '2021-01-01' },
];

describe('matchFloorArea', () => {
  it('matches the flat and the number as whole words', () => {
    expect(matchFloorArea({ postcode: 'M1 1AA', paon: '12', saon: 'FLAT 2' }, CERTS, '2019-06-01')).toBe(55);
    expect(matchFloorArea({ postcode: 'M1 1AA', paon: '12', saon: null }, CERTS, '2019-06-01')).toBeNull();
    expect(matchFloorArea({ postcode: 'M1 1AA', paon: '112' }, CERTS, '2019-06-01')).toBe(90);
  });
  it('prefers the latest certificate before the valuation date, else the earliest after', () => {
    expect(matchFloorArea({ postcode: 'M1 1AA', paon: '14' }, CERTS, '2019-06-01')).toBe(84);
    expect(matchFloorArea({ postcode: 'M1 1AA', paon: '14' }, CERTS, '2010-06-01')).toBe(80);
  });
  it('needs the same postcode', () => {
    expect(matchFloorArea({ postcode: 'M1 1AB', paon: '14' }, CERTS, '2019-06-01')).toBeNull();
  });
});

describe('subjectFloorArea', () => {
  const subject = { postcode: 'M1 1AA', asOf: '2019-06-01' };
  it('prefers the area the person gave', () => {
    expect(subjectFloorArea({ ...subject, floorAreaM2: 70 }, { paon: '14' }, CERTS)).toEqual({
      floorAreaM2: 70,
      source: 'given',
      certificate: null,
    });
  });
  it('else takes it from the home’s EPC, with the certificate it came from', () => {
    expect(subjectFloorArea(subject, { paon: '12', saon: 'FLAT 2' }, CERTS)).toEqual({
      floorAreaM2: 55,
      source: 'epc',
      certificate: { address: 'Flat 2, 12 High Street', lodgementDate: '2015-01-01' },
    });
    expect(subjectFloorArea(subject, { paon: '99' }, CERTS)).toBeNull();
    expect(subjectFloorArea(subject, null, CERTS)).toBeNull();
  });
});
