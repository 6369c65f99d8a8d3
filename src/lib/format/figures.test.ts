import { expect, it } from 'vitest';
import { formatPercentFigure, formatPeriod, formatPoundsFigure, formatPoundsPenceFigure } from './figures.ts';

it('writes periods as people read them, financial years included (was "As of: 24 2023")', () => {
  expect(formatPeriod('2016-06')).toBe('Jun 2016');
  expect(formatPeriod('2019-12-20')).toBe('20 Dec 2019');
  expect(formatPeriod('2023-24')).toBe('2023/24');
  expect(formatPeriod('2016-02 to 2019-01')).toBe('2016-02 to 2019-01');
  expect(formatPeriod('2025')).toBe('2025');
});

it('shows published pound and percentage figures through the one money formatter', () => {
  expect(formatPoundsFigure(185_000)).toBe('£185,000');
  expect(formatPoundsFigure(210_300.5)).toBe('£210,301');
  expect(formatPoundsPenceFigure(1_525.51)).toBe('£1,525.51');
  expect(formatPoundsPenceFigure(2_000)).toBe('£2,000.00');
  expect(formatPercentFigure(99.74)).toBe('99.7%');
  expect(formatPercentFigure(Number.NaN)).toBe('n/a');
});
