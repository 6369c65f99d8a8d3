import { describe, expect, it } from 'vitest';
import { compactNumber, dayNumber, monthLabel, monthTicks, niceTicks, periodMonth } from './chart-scale.ts';

describe('chart scale', () => {
  it('makes round ticks covering the range', () => {
    expect(niceTicks(0, 237_000)).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000]);
    expect(niceTicks(-1_000, 3_000)[0]).toBeLessThanOrEqual(-1_000);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
  it('labels compactly', () => {
    expect(compactNumber(1_250_000)).toBe('1.25m');
    expect(compactNumber(-45_000)).toBe('−45k');
  });
});

describe('time axis', () => {
  it('counts days from 1970', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2019-12-21') - dayNumber('2018-12-21')).toBe(365);
  });
  it('puts ticks on month starts at a round step that fits', () => {
    expect(monthTicks('2018-12-20', '2019-12-21', 6)).toEqual([
      '2019-01-01',
      '2019-03-01',
      '2019-05-01',
      '2019-07-01',
      '2019-09-01',
      '2019-11-01',
    ]);
    expect(monthTicks('2019-03-01', '2019-05-31', 6)).toEqual(['2019-03-01', '2019-04-01', '2019-05-01']);
    expect(monthTicks('2015-06-10', '2019-12-21', 6)).toEqual(['2016-01-01', '2017-01-01', '2018-01-01', '2019-01-01']);
  });
});

describe('periods on a time axis', () => {
  it('places months, calendar years and financial years in time, so gaps stay gaps', () => {
    expect(periodMonth('2016-06')! - periodMonth('2016-05')!).toBe(1);
    // Jun 1995 and Feb 2019 are 284 months apart, not neighbours.
    expect(periodMonth('2019-02')! - periodMonth('1995-06')!).toBe(284);
    expect(periodMonth('2023/24')).toBe(2023 * 12 + 3);
    expect(periodMonth('2019')).toBe(2019 * 12);
    expect(periodMonth('June')).toBeNull();
    expect(monthLabel(periodMonth('2016-06')!)).toBe('Jun 2016');
  });
});
