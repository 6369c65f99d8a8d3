import { describe, expect, it } from 'vitest';
import { nomisPeriod } from '../../importers/nomis.ts';
import { newestMonth } from './nomis.ts';

describe('Nomis answers', () => {
  it('reads the newest month of a DATE_CODE listing, quoted or not', () => {
    expect(newestMonth('DATE_CODE\r\n"2026-09"\r\n2026-10\r\n')).toBe('2026-10');
    expect(newestMonth('DATE_CODE\n')).toBeNull();
  });
  it('dates a month as the tidy tables do, and keeps a year', () => {
    expect(nomisPeriod('2026-10')).toBe('2026-10-01');
    expect(nomisPeriod('2025')).toBe('2025');
    expect(nomisPeriod('Oct 2026')).toBeNull();
  });
});
