import { describe, expect, it } from 'vitest';
import { nextCronRun } from './cron.ts';

const at = (iso: string) => new Date(iso);
const next = (schedule: string, from: string) => nextCronRun(schedule, at(from))?.toISOString() ?? null;

describe('nextCronRun (UTC, as Netlify runs scheduled functions)', () => {
  it('fires every minute on the next whole minute', () => {
    expect(next('* * * * *', '2026-11-26T10:00:30Z')).toBe('2026-11-26T10:01:00.000Z');
  });

  it('reads steps, lists and fixed times', () => {
    expect(next('*/5 * * * *', '2026-11-26T10:02:00Z')).toBe('2026-11-26T10:05:00.000Z');
    expect(next('0 9 * * *', '2026-11-26T10:00:00Z')).toBe('2026-11-27T09:00:00.000Z');
    expect(next('15,45 * * * *', '2026-11-26T10:20:00Z')).toBe('2026-11-26T10:45:00.000Z');
    expect(next('0 0 * * 1', '2026-11-26T10:00:00Z')).toBe('2026-11-30T00:00:00.000Z'); // the Monday after Thursday 26th
  });

  it('reads Netlify’s @ extensions', () => {
    expect(next('@hourly', '2026-11-26T10:20:00Z')).toBe('2026-11-26T11:00:00.000Z');
    expect(next('@daily', '2026-11-26T10:20:00Z')).toBe('2026-11-27T00:00:00.000Z');
  });

  it('returns null for schedules it cannot read', () => {
    expect(next('every minute', '2026-11-26T10:00:00Z')).toBeNull();
    expect(next('61 * * * *', '2026-11-26T10:00:00Z')).toBeNull();
  });
});
