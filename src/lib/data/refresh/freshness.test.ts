import { describe, expect, it } from 'vitest';
import { datasetAge, freshnessOf, type ReleaseRow } from './freshness.ts';

const row = (over: Partial<ReleaseRow>): ReleaseRow => ({
  source: 'price-paid-monthly',
  dataset: 'price_paid',
  cadence_days: 31,
  release_name: 'pp-monthly-update-new-version.csv (2026-10-28)',
  released_on: '2026-10-28',
  period: '2026-09-30',
  checked_at: '2026-11-28T06:00:00Z',
  loaded_at: '2026-10-29T06:00:00Z',
  next_due: '2026-11-28',
  status: 'current',
  held_name: null,
  ...over,
});

describe('freshness as data', () => {
  it('lists each source with its release, period, check and due date', () => {
    const [f] = freshnessOf([row({})], new Date('2026-11-28T07:00:00Z'));
    expect(f).toMatchObject({
      source: 'price-paid-monthly',
      release: 'pp-monthly-update-new-version.csv (2026-10-28)',
      releasedOn: '2026-10-28',
      period: '2026-09-30',
      nextDue: '2026-11-28',
      status: 'current',
      overdue: false,
      daysOverdue: 0,
    });
  });

  it('marks a source overdue past its due day plus seven days', () => {
    const [f] = freshnessOf([row({})], new Date('2026-12-06T00:00:00Z'));
    expect(f).toMatchObject({ overdue: true, daysOverdue: 8 });
  });

  it('gives a page its dataset’s newest release and age', () => {
    const rows = freshnessOf(
      [row({}), row({ source: 'price-paid-year', release_name: 'pp-2026.csv (2026-11-20)', released_on: '2026-11-20' })],
      new Date('2026-11-28T07:00:00Z'),
    );
    expect(datasetAge(rows, 'price_paid', new Date('2026-11-28T07:00:00Z'))).toMatchObject({
      release: 'pp-2026.csv (2026-11-20)',
      ageDays: 8,
      overdue: false,
    });
    expect(datasetAge(rows, 'nspl', new Date())).toBeNull();
  });
});
