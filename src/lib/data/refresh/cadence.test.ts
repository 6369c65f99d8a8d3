import { describe, expect, it } from 'vitest';
import { addDays, daysLate, isOverdue, nextDue } from './cadence.ts';

describe('publisher cadence', () => {
  it('puts the next release one cadence after the one held', () => {
    expect(nextDue('2026-10-23', 31)).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts a source overdue only past its due day plus seven days', () => {
    expect(isOverdue('2026-11-20', new Date('2026-11-27T23:00:00Z'))).toBe(false);
    expect(isOverdue('2026-11-20', new Date('2026-11-28T00:00:00Z'))).toBe(true);
    expect(isOverdue(null, new Date('2030-01-01'))).toBe(false);
    expect(daysLate('2026-11-20', new Date('2026-11-10'))).toBe(0);
  });
});
