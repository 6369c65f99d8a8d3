import { describe, expect, it } from 'vitest';
import { addressWords, canonicalStreet, parseHouse, sameHome, sameStreet, type AddressParts } from './address.ts';

// Price Paid records below are real forms from the Greater Manchester 2019 extract
// (ppd_report_greater_manchester_2019.csv): PAONs "12", "45A", "TUBERY COTTAGE, 4A",
// "WOODLAND HOUSE, 3", "1 - 3", "THE OAKS"; SAONs "FLAT 5", "APARTMENT 112", "1C".
const pp = (paon: string | null, saon: string | null = null, street: string | null = 'HIGH STREET'): AddressParts => ({
  paon,
  saon,
  street,
});

describe('addressWords', () => {
  it.each([
    ['Flat 2, 12 High St.', ['FLAT', '2', '12', 'HIGH', 'ST']],
    ['12 a', ['12A']],
    ['1 - 3', ['1-3']],
    ['The Oaks', ['OAKS']],
    ["Broad o' th' Lane", ['BROAD', 'O', 'TH', 'LANE']],
    ['', []],
  ])('%j → %j', (text, words) => expect(addressWords(text)).toEqual(words));
});

describe('parseHouse: what a person types → Price Paid parts', () => {
  it.each<[string, string | null, AddressParts]>([
    ['12', null, { saon: null, paon: '12', street: null }],
    ['12A', 'Hampson Street', { saon: null, paon: '12A', street: 'Hampson Street' }],
    ['Flat 2, 12', null, { saon: 'Flat 2', paon: '12', street: null }],
    ['2, 12', null, { saon: '2', paon: '12', street: null }],
    ['Flat 2 12', null, { saon: 'FLAT 2', paon: '12', street: null }],
    ['Rose Cottage', null, { saon: null, paon: 'Rose Cottage', street: null }],
    ['Tubery Cottage, 4A', null, { saon: null, paon: 'Tubery Cottage, 4A', street: null }],
    ['12 High St', null, { saon: null, paon: '12', street: 'HIGH ST' }],
    ['Flat 2, 12 High Street', null, { saon: 'Flat 2', paon: '12', street: 'HIGH STREET' }],
    ['12 High Street', 'High Street', { saon: null, paon: '12', street: 'High Street' }],
  ])('%j with street %j', (house, street, parts) => expect(parseHouse(house, street)).toEqual(parts));
});

describe('sameHome: a typed address against Price Paid records', () => {
  it.each<[string, string | null, AddressParts, boolean]>([
    // Numbers are whole words: 12 is not 12A, 112 or 2.
    ['12', null, pp('12'), true],
    ['12', null, pp('12A'), false],
    ['12', null, pp('112'), false],
    ['12a', null, pp('12A'), true],
    ['12 A', null, pp('12A'), true],
    // A flat needs its SAON; "FLAT 2" and "2" are the same flat; another flat is not.
    ['Flat 2, 12', null, pp('12', 'FLAT 2'), true],
    ['2, 12', null, pp('12', 'FLAT 2'), true],
    ['Apartment 112, The Grand, 1', null, pp('THE GRAND, 1', 'APARTMENT 112'), true],
    ['Flat 3, 12', null, pp('12', 'FLAT 2'), false],
    ['12', null, pp('12', 'FLAT 2'), false],
    ['Flat 2, 12', null, pp('12'), false],
    // House names, with or without "The", and a number inside a "NAME, NUMBER" PAON.
    ['Rose Cottage', null, pp('ROSE COTTAGE'), true],
    ['The Oaks', null, pp('OAKS'), true],
    ['Rose Cottage', null, pp('ROSE VILLA'), false],
    ['4A', null, pp('TUBERY COTTAGE, 4A'), true],
    ['Cottage', null, pp('TUBERY COTTAGE, 4A'), false],
    ['1-3', null, pp('1 - 3'), true],
    // The street must agree when both are known; abbreviations are expanded.
    ['12', 'High St', pp('12'), true],
    ['12', 'Low Street', pp('12'), false],
    ['12', 'High Street', pp('12', null, null), true],
  ])('%j, %j vs %j → %s', (house, street, record, expected) => {
    expect(sameHome(parseHouse(house, street), record)).toBe(expected);
  });
});

describe('streets', () => {
  it('spells a typed street as Price Paid does', () => {
    expect(canonicalStreet('hampson st')).toBe('HAMPSON STREET');
    expect(canonicalStreet('  Church  Rd. ')).toBe('CHURCH ROAD');
    expect(canonicalStreet('The Avenue')).toBe('THE AVENUE');
  });
  it('matches street names, not missing ones', () => {
    expect(sameStreet('Hampson St', 'HAMPSON STREET')).toBe(true);
    expect(sameStreet('Hampson Street', 'HAMPSON ROAD')).toBe(false);
    expect(sameStreet(null, 'HAMPSON STREET')).toBe(false);
    expect(sameStreet('', '')).toBe(false);
  });
});
