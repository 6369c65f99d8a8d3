import { describe, expect, it } from 'vitest';
import { heldAreaNames, heldAreasSentence } from './held-areas.ts';
import type { PlaceName } from './place-name.ts';

const places = new Map<string, PlaceName>([
  ['area:M', { kind: 'area', code: 'M', place: 'Manchester', within: null, rule: 'postcode-area' }],
  ['area:BL', { kind: 'area', code: 'BL', place: 'Bolton', within: null, rule: 'postcode-area' }],
]);

describe('held areas', () => {
  it('names each held area by its town, in code order, once', () => {
    expect(heldAreaNames([{ code: 'M' }, { code: 'BL' }, { code: 'ZZ' }, { code: 'M' }], places)).toEqual([
      'Bolton (BL)',
      'Manchester (M)',
      'ZZ',
    ]);
  });
  it('says how many areas are held and names the first few', () => {
    expect(heldAreasSentence(['Bolton (BL)', 'Manchester (M)'])).toBe(
      'We hold postcodes in 2 areas: Bolton (BL) and Manchester (M).',
    );
    expect(heldAreasSentence(['A', 'B', 'C', 'D', 'E'])).toBe('We hold postcodes in 5 areas: A, B, C and 2 more.');
    expect(heldAreasSentence(['Bolton (BL)'])).toBe('We hold postcodes in 1 area: Bolton (BL).');
  });
  it('says plainly when none are held', () => {
    expect(heldAreasSentence([])).toMatch(/No postcodes are held/);
  });
});
