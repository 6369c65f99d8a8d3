import { expect, it } from 'vitest';
import { formatPeriod } from './figures.ts';

it('writes periods as people read them, financial years included (was "As of: 24 2023")', () => {
  expect(formatPeriod('2016-06')).toBe('Jun 2016');
  expect(formatPeriod('2019-12-20')).toBe('20 Dec 2019');
  expect(formatPeriod('2023-24')).toBe('2023/24');
  expect(formatPeriod('2016-02 to 2019-01')).toBe('2016-02 to 2019-01');
  expect(formatPeriod('2025')).toBe('2025');
});
