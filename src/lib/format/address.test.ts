import { describe, expect, it } from 'vitest';
import { formatAddress } from './address.ts';

describe('formatAddress', () => {
  it('title-cases a Price Paid address and joins the house number to its street', () => {
    expect(formatAddress('5, HAMPSON STREET, SALE')).toBe('5 Hampson Street, Sale');
  });
  it('keeps flats, numbers with letters and ranges readable', () => {
    expect(formatAddress('FLAT 2, 10A, HIGH STREET, ALTRINCHAM')).toBe('Flat 2, 10A High Street, Altrincham');
    expect(formatAddress('12-14, KING STREET, MANCHESTER')).toBe('12-14 King Street, Manchester');
  });
  it('keeps postcodes in capitals and small words of place names in lower case', () => {
    expect(formatAddress('1 THE GREEN, STOCKTON-ON-TEES, TS18 1AA')).toBe('1 The Green, Stockton-on-Tees, TS18 1AA');
    expect(formatAddress("3, O'NEILL COURT, NEWCASTLE UPON TYNE")).toBe("3 O'Neill Court, Newcastle upon Tyne");
  });
  it('leaves an address that is already mixed case alone', () => {
    expect(formatAddress('5 Hampson Street, Sale')).toBe('5 Hampson Street, Sale');
  });
});
