import { describe, expect, it } from 'vitest';
import { addMonths } from '../valuation/months.ts';
import { priceYearsFromRows, twelveMonths, yearChange } from './price-years.ts';

const row = (period_end: string, property_type: string, sales: number, median_price: number) => ({
  code: 'M33',
  period_end,
  property_type,
  sales,
  median_price,
});

describe('12-month price figures', () => {
  it('moves months across years and names the 12 months ending in one', () => {
    expect(addMonths('2019-12', -12)).toBe('2018-12');
    expect(addMonths('2025-02', -60)).toBe('2020-02');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(twelveMonths('2019-12')).toBe('2019-01 to 2019-12');
    expect(twelveMonths('2025-08')).toBe('2024-09 to 2025-08');
  });

  it('reads a place’s three windows, types by sales, and the change in the 12-month median', () => {
    const years = priceYearsFromRows(
      [
        row('2025-08', '*', 120, 300_000),
        row('2025-08', 'F', 20, 180_000),
        row('2025-08', 'T', 60, 260_000),
        row('2024-08', '*', 100, 250_000),
        row('2020-08', '*', 80, 200_000),
      ],
      '2025-08',
    );
    expect(years?.latest).toEqual({
      sales: 120,
      medianPrice: 300_000,
      byPropertyType: [
        { propertyType: 'Terraced', sales: 60, medianPrice: 260_000 },
        { propertyType: 'Flat/maisonette', sales: 20, medianPrice: 180_000 },
      ],
    });
    // (300,000 − 250,000) ÷ 250,000 = 20%; (300,000 − 200,000) ÷ 200,000 = 50%.
    expect(yearChange(years)).toEqual({ oneYear: 20, fiveYear: 50 });
  });

  it('holds no change where a window holds no sales, and nothing for a place without any', () => {
    const years = priceYearsFromRows([row('2019-12', '*', 335, 256_000)], '2019-12');
    expect(yearChange(years)).toEqual({ oneYear: null, fiveYear: null });
    expect(priceYearsFromRows([], '2019-12')).toBeNull();
    expect(priceYearsFromRows([row('2019-12', '*', 1, 1)], null)).toBeNull();
  });
});
