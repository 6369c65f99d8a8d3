import { describe, expect, it } from 'vitest';
import { commonBase, indexSeries } from './index-series.ts';

describe('index series', () => {
  const trafford = [
    { period: '2013-01', value: 4000 },
    { period: '2014-01', value: 3000 },
  ];
  const gm = [
    { period: '2012-01', value: 70_000 },
    { period: '2013-01', value: 60_000 },
    { period: '2014-01', value: 54_000 },
  ];

  it('finds the first period both places hold', () => {
    expect(commonBase(trafford, gm)).toBe('2013-01');
    expect(commonBase(trafford, [{ period: '2020-01', value: 1 }])).toBeNull();
  });

  it('indexes each series to its own value in that period', () => {
    // 3,000 ÷ 4,000 × 100 = 75; 54,000 ÷ 60,000 × 100 = 90.
    expect(indexSeries(trafford, '2013-01').map((p) => p.value)).toEqual([100, 75]);
    expect(indexSeries(gm, '2013-01')).toEqual([
      { period: '2013-01', value: 100 },
      { period: '2014-01', value: 90 },
    ]);
    expect(indexSeries(gm, '1999-01')).toEqual([]);
  });
});
