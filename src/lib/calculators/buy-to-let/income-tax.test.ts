import { describe, expect, it } from 'vitest';
import { INCOME_TAX_RUK } from '../../../data/calculators/income-tax-ruk.ts';
import { incomeTax } from './income-tax.ts';
import { incomeTaxYear } from './tax-year.ts';

// Bands and allowances: GOV.UK "Income Tax rates and allowances for current and past years".
const y2627 = incomeTaxYear('2026-27')!;
const y2223 = incomeTaxYear('2022-23')!;

describe('incomeTax (rUK non-savings income)', () => {
  it('nothing on income up to the personal allowance', () => expect(incomeTax(12_570_00, y2627).tax).toBe(0));
  it('£50,000 → £7,486 (20% × £37,430)', () => expect(incomeTax(50_000_00, y2627).tax).toBe(7_486_00));
  it('top of the basic-rate band £50,270 → £7,540; £1 more is taxed at 40%', () => {
    expect(incomeTax(50_270_00, y2627).tax).toBe(7_540_00);
    expect(incomeTax(50_271_00, y2627).tax).toBe(7_540_40);
  });
  it('£110,000 → £33,432 with the tapered allowance', () => expect(incomeTax(110_000_00, y2627).tax).toBe(33_432_00));
  it('£150,000 in 2026-27 → £53,703 (additional rate above £125,140)', () =>
    expect(incomeTax(150_000_00, y2627).tax).toBe(53_703_00));
  it('£150,000 in 2022-23 → £52,460 (additional rate only above £150,000 then)', () =>
    expect(incomeTax(150_000_00, y2223).tax).toBe(52_460_00));
  it('band breakdown sums to the total', () => {
    const r = incomeTax(200_000_00, y2627);
    expect(r.bands.reduce((s, b) => s + b.tax, 0)).toBe(r.tax);
    expect(r.bands.reduce((s, b) => s + b.income, 0)).toBe(r.taxableIncome);
  });
  it('every table is ordered newest first and starts on 6 April', () => {
    for (const t of INCOME_TAX_RUK) expect(t.effectiveFrom.endsWith('-04-06')).toBe(true);
  });
});
