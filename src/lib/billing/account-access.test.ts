import { describe, expect, it } from 'vitest';
import { PAYMENT_GRACE_DAYS } from '../site/plans.ts';
import { effectiveStatus, graceEndsAt } from './account-access.ts';

const since = '2026-11-01T10:00:00.000Z';

describe('effectiveStatus', () => {
  it('passes trial, active, paused and canceled through', () => {
    for (const status of ['trial', 'active', 'paused', 'canceled'])
      expect(effectiveStatus(status, null, new Date())).toBe(status);
    expect(effectiveStatus(null, null, new Date())).toBeNull();
  });

  it(`keeps a past-due account working for ${PAYMENT_GRACE_DAYS} days, then pauses it`, () => {
    expect(graceEndsAt('past_due', since)?.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(effectiveStatus('past_due', since, new Date('2026-11-08T09:59:59Z'))).toBe('active');
    expect(effectiveStatus('past_due', since, new Date('2026-11-08T10:00:00Z'))).toBe('paused');
  });

  it('pauses a past-due account whose start is unknown', () => {
    expect(effectiveStatus('past_due', null, new Date())).toBe('paused');
    expect(graceEndsAt('active', since)).toBeNull();
  });
});
