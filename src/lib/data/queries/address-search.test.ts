import { describe, expect, it } from 'vitest';
import { certificateParts } from './address-search.ts';

describe('certificateParts: an EPC address line in Price Paid parts', () => {
  it.each([
    ['18, Braemar Walk', { saon: null, paon: '18', street: 'Braemar Walk', rest: [] }],
    ['28 Braemar Walk, Bispham', { saon: null, paon: '28', street: 'Braemar Walk', rest: ['Bispham'] }],
    ['FLAT 2, 64 LYTHAM ROAD', { saon: 'FLAT 2', paon: '64', street: 'LYTHAM ROAD', rest: [] }],
    ['Flat 3, 12A, High Street, Sale', { saon: 'Flat 3', paon: '12A', street: 'High Street', rest: ['Sale'] }],
    ['Rose Cottage, Church Lane, Ashley', { saon: null, paon: 'Rose Cottage', street: 'Church Lane', rest: ['Ashley'] }],
    ['1-3 Market Place', { saon: null, paon: '1-3', street: 'Market Place', rest: [] }],
    ['The Old Rectory', { saon: null, paon: 'The Old Rectory', street: null, rest: [] }],
  ])('%s', (line, parts) => {
    expect(certificateParts(line)).toEqual(parts);
  });
});
