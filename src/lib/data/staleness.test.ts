import { expect, it } from 'vitest';
import { endMonth, staleness } from './staleness.ts';

it('reads the end of every kind of period', () => {
  expect(endMonth('2016-06')).toBe(2016 * 12 + 5);
  expect(endMonth('2019-12-20')).toBe(2019 * 12 + 11);
  expect(endMonth('2023-24')).toBe(2024 * 12 + 2);
  expect(endMonth('2016-02 to 2019-01')).toBe(2019 * 12);
  expect(endMonth('2025')).toBe(2025 * 12 + 11);
  expect(endMonth('date not stated in the source file')).toBeNull();
});

it('flags June 2016 crime and 2019 sales as stale on 23 November 2026, not last month’s', () => {
  expect(staleness('police_street_crime', '2016-06', '2026-11-23')).toMatchObject({ stale: true, ageMonths: 125 });
  expect(staleness('price_paid', '2019-12-20', '2026-11-23')?.message).toContain('published every month');
  expect(staleness('price_paid', '2026-09', '2026-11-23')).toMatchObject({ stale: false, ageMonths: 2 });
  // Indices of Deprivation come every few years: 2025 is current.
  expect(staleness('deprivation', '2025', '2026-11-23')?.stale).toBe(false);
  expect(staleness('gias', 'date not stated in the source file', '2026-11-23')).toBeNull();
});
