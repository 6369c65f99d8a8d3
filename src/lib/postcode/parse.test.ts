import { describe, expect, it } from 'vitest';
import { normalisePostcode, parsePostcode } from './parse.ts';

describe('parsePostcode', () => {
  it.each([
    ['M33 2AU', 'M33 2AU', 'M33', 'M33 2', 'M'],
    ['m332au', 'M33 2AU', 'M33', 'M33 2', 'M'],
    ['  wa14   2qs ', 'WA14 2QS', 'WA14', 'WA14 2', 'WA'],
    ['EC1A1BB', 'EC1A 1BB', 'EC1A', 'EC1A 1', 'EC'],
    ['LS1 1AA', 'LS1 1AA', 'LS1', 'LS1 1', 'LS'],
  ])('%s → %s', (input, postcode, district, sector, area) => {
    const r = parsePostcode(input);
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ postcode, district, sector, area }) });
  });

  it.each([
    ['', /Please enter a postcode/],
    ['M33', /only the first half/],
    ['hello', /not a valid UK postcode/],
    ['ABCDEFGHIJK', /too long/],
  ])('%j is rejected with advice', (input, message) => {
    const r = parsePostcode(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

it('normalisePostcode fixes the spacing of file postcodes (WA142QS)', () => {
  expect(normalisePostcode('WA142QS')).toBe('WA14 2QS');
  expect(normalisePostcode('nonsense')).toBeNull();
});

it('refuses the ZZ99 placeholder that official records use when an address is unknown (was "a valid postcode")', () => {
  const result = parsePostcode('zz99 9zz');
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error).toContain('is a placeholder used in official records');
});
