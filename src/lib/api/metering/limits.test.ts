import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAID_ANSWERS_PER_DAY, secondsToNextUtcDay } from './limits.ts';

describe('daily storage limits', () => {
  it('holds the same stored-answer limit in SQL as in TypeScript', () => {
    const sql = readFileSync('supabase/migrations/20261128010000_answers_anchored_to_payment.sql', 'utf8');
    expect(sql).toContain(`rate_limit_take('answers:stored', p_user_id::text, 86400, ${PAID_ANSWERS_PER_DAY})`);
  });

  it('counts the seconds to the next midnight UTC', () => {
    expect(secondsToNextUtcDay(new Date('2026-11-28T23:59:00Z'))).toBe(60);
    expect(secondsToNextUtcDay(new Date('2026-11-28T00:00:00Z'))).toBe(86_400);
    expect(secondsToNextUtcDay(new Date('2026-12-31T12:00:00.500Z'))).toBe(43_200);
  });
});
