import { describe, expect, it } from 'vitest';
import { formatChange, priceChange } from './price-change.ts';

describe('priceChange', () => {
  it('compares the latest period with the same period one and five years earlier (round inputs to check the arithmetic)', () => {
    const series = [
      { period: '2007-12', value: 100 },
      { period: '2011-12', value: 95 },
      { period: '2012-11', value: 94.77 },
      { period: '2012-12', value: 93.99 },
    ];
    const change = priceChange(series)!;
    expect(change.latest).toBe('2012-12');
    expect(formatChange(change.oneYear!)).toBe('−1.1%'); // (93.99 − 95) ÷ 95
    expect(formatChange(change.fiveYear!)).toBe('−6.0%'); // (93.99 − 100) ÷ 100
  });

  it('gives no change where the series lacks the earlier period (one year of sales only)', () => {
    expect(priceChange([{ period: '2019', value: 200_000 }])).toEqual({ latest: '2019', oneYear: null, fiveYear: null });
    expect(priceChange([])).toBeNull();
  });

  it('formats a rise with a plus sign', () => {
    expect(formatChange(2.44)).toBe('+2.4%');
    expect(formatChange(0)).toBe('0.0%');
  });
});
