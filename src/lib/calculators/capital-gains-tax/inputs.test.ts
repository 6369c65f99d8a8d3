import { describe, expect, it } from 'vitest';
import { monthsBetween } from './inputs.ts';

const D = (iso: string) => new Date(`${iso}T00:00:00Z`);
describe('monthsBetween', () => {
  it('counts whole and part months', () => {
    expect(monthsBetween(D('2016-06-01'), D('2026-06-01'))).toBe(120);
    expect(monthsBetween(D('2016-06-01'), D('2026-06-02'))).toBe(121);
    expect(monthsBetween(D('2026-01-15'), D('2026-02-14'))).toBe(1);
  });
});
