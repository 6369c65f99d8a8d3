import { expect, it } from 'vitest';
import { isFullPricePaidFile, partialPricesNote } from './price-paid-coverage.ts';

it('knows the full register files from extracts and samples', () => {
  expect(isFullPricePaidFile('price_paid/pp-complete.csv')).toBe(true);
  expect(isFullPricePaidFile('pp-2019.csv')).toBe(true);
  expect(isFullPricePaidFile('pp-2019-part1.csv')).toBe(true);
  expect(isFullPricePaidFile('pp-monthly-update-new-version.csv')).toBe(true);
  expect(isFullPricePaidFile('price_paid/ppd_report_greater_manchester_2019.csv')).toBe(false);
  expect(isFullPricePaidFile('price_paid/pp-complete-top100.csv')).toBe(false);
});

it('says so when any imported file is partial', () => {
  expect(partialPricesNote(['pp-complete.csv'])).toBeNull();
  expect(partialPricesNote(['pp-complete.csv', 'price_paid/ppd_report_greater_manchester_2019.csv'])).toMatch(/partial extract/);
});
