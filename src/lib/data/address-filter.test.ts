import { expect, it } from 'vitest';
import { cleanAddressFilter } from './address-filter.ts';

it('keeps what a person typed and drops what the database cannot hold', () => {
  expect(cleanAddressFilter('  64 Lytham Road ')).toBe('64 Lytham Road');
  expect(cleanAddressFilter('64\u0000Lytham')).toBe('64 Lytham');
  expect(cleanAddressFilter('\u0000\n')).toBeNull();
  expect(cleanAddressFilter(undefined)).toBeNull();
  expect(cleanAddressFilter('x'.repeat(300))).toHaveLength(100);
});
