import { describe, expect, it } from 'vitest';
import { addressCase } from './address-case.ts';

describe('addressCase', () => {
  it('writes register capitals as people write addresses', () => {
    expect(addressCase('5, HAMPSON STREET, SALE')).toBe('5 Hampson Street, Sale');
    expect(addressCase('FLAT 2, 64A LYTHAM ROAD, BLACKPOOL')).toBe('Flat 2, 64A Lytham Road, Blackpool');
    expect(addressCase("1 O'BRIEN CLOSE, STOCKTON-ON-TEES")).toBe("1 O'Brien Close, Stockton-on-Tees");
    expect(addressCase('THE OLD BARN, LANE OF THE HILL')).toBe('The Old Barn, Lane of the Hill');
  });

  it('keeps postcodes in capitals and leaves mixed case alone', () => {
    expect(addressCase('12 HIGH STREET, SALE, M33 2AU')).toBe('12 High Street, Sale, M33 2AU');
    expect(addressCase('12 High Street, Sale')).toBe('12 High Street, Sale');
  });
});
