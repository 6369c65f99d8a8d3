import { describe, expect, it } from 'vitest';
import { addressScore, readAddressSearch } from './address-search-text.ts';

describe('readAddressSearch', () => {
  it('finds a full postcode anywhere, in any case and spacing, and keeps the other words', () => {
    const read = readAddressSearch('Flat 2, 12 Hampson St, Sale m333hj');
    expect(read).toMatchObject({ ok: true, place: { kind: 'postcode', postcode: { postcode: 'M33 3HJ' } } });
    expect(read.ok && read.words).toEqual(['2', '12', 'HAMPSON', 'STREET', 'SALE']);
  });

  it('with only a district, looks up the street named in it (street type spelt out)', () => {
    const read = readAddressSearch('12 hampson st, m33');
    expect(read).toMatchObject({ ok: true, place: { kind: 'street', outward: 'M33', streets: ['HAMPSON STREET'] } });
  });

  it('tries the street without the town when they run together', () => {
    const read = readAddressSearch('12 Hampson Street Sale M33');
    expect(read.ok && read.place.kind === 'street' && read.place.streets).toEqual(['HAMPSON STREET SALE', 'HAMPSON STREET']);
  });

  it('refuses text without a postcode or district, and a district without a street, saying what to add', () => {
    expect(readAddressSearch('12 High Street')).toMatchObject({ ok: false, message: expect.stringContaining('district (M33)') });
    expect(readAddressSearch('12 M33')).toMatchObject({ ok: false, message: expect.stringContaining('name the street') });
  });

  it('does not take a house number with a letter (12A) for a district', () => {
    expect(readAddressSearch('12A Church Road')).toMatchObject({ ok: false });
  });
});

describe('addressScore', () => {
  it('needs every typed number, the last one possibly unfinished, and counts the other words held', () => {
    expect(addressScore('Flat 2, 12 Hampson Street, Sale', ['2', '12', 'HAMPSON', 'STREET'])).toBe(2);
    expect(addressScore('12 Hampson Street, Sale', ['14', 'HAMPSON'])).toBeNull();
    expect(addressScore('12 Hampson Street, Sale', ['HAMPSON', '1'])).toBe(1);
    expect(addressScore('Rose Cottage, Sale', ['ROSE', 'COTTAGE'])).toBe(2);
    expect(addressScore('12 Hampson Rd, Sale', ['HAMPSON', 'ROAD'])).toBe(2);
  });
});
