import { describe, expect, it } from 'vitest';
import { dataToWords, endMonthWords, headlinePeriod, isOld, isoDay, latestPeriod } from './headline-age.ts';

const TODAY = '2026-11-28';

describe('headline-age', () => {
  it('names the month a period ends', () => {
    expect(endMonthWords('2016-06')).toBe('June 2016');
    expect(endMonthWords('2016-02 to 2016-06')).toBe('June 2016');
    expect(endMonthWords('2023-24')).toBe('March 2024');
    expect(endMonthWords('2024-03-12')).toBe('March 2024');
    expect(endMonthWords('not a date')).toBeNull();
  });

  it('calls data more than a year old "data to <month>"', () => {
    expect(isOld('2016-06', TODAY)).toBe(true);
    expect(isOld('2025-11', TODAY)).toBe(false);
    expect(isOld('2025-10', TODAY)).toBe(true);
    expect(dataToWords('2016-06', TODAY)).toBe('data to June 2016');
    expect(dataToWords('2026-06', TODAY)).toBeNull();
  });

  it('says recent periods as they are and old ones by their age', () => {
    expect(headlinePeriod('2026-06', TODAY)).toBe('June 2026');
    expect(headlinePeriod('2016-06', TODAY)).toBe('data to June 2016');
    expect(headlinePeriod('2024-03-12', TODAY)).toBe('data to March 2024');
    expect(headlinePeriod('2023-24', TODAY)).toBe('2023/24, data to March 2024');
    expect(headlinePeriod('2025-26', TODAY)).toBe('2025/26');
    expect(headlinePeriod('2023', TODAY)).toBe('data to 2023');
  });

  it('finds the latest period and reads day-first dates', () => {
    expect(latestPeriod(['2019-03-12', null, '2016-06', '2020-01'])).toBe('2020-01');
    expect(latestPeriod([null, 'x'])).toBeNull();
    expect(isoDay('12-03-2024')).toBe('2024-03-12');
    expect(isoDay('2024-03-12')).toBe('2024-03-12');
  });
});
