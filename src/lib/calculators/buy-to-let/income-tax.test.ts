import { describe, expect, it } from 'vitest';
import { INCOME_TAX_RUK } from '../../../data/calculators/income-tax-ruk.ts';
import { incomeTax } from './income-tax.ts';
import { incomeTaxYear } from './tax-year.ts';

// Bands and allowances: GOV.UK "Income Tax rates and Personal Allowances" https://www.gov.uk/income-tax-rates and
// "Income Tax rates and allowances for current and past years"
// https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past
// — £12,570 allowance (less £1 for every £2 over £100,000), 20% on the first £37,700 of taxable income, 40% above,
// 45% above £125,140 (above £150,000 until 2022-23). Every figure below is worked by hand from those rates.
const y2627 = incomeTaxYear('2026-27')!;
const y2223 = incomeTaxYear('2022-23')!;

describe('incomeTax (rUK non-savings income)', () => {
  it('nothing on income up to the personal allowance', () => expect(incomeTax(12_570_00, y2627).tax).toBe(0));
  // £50,000 − £12,570 = £37,430 taxable × 20% = £7,486.
  it('£50,000 → £7,486 (20% × £37,430)', () => expect(incomeTax(50_000_00, y2627).tax).toBe(7_486_00));
  it('top of the basic-rate band £50,270 → £7,540; £1 more is taxed at 40%', () => {
    // £50,270 − £12,570 = £37,700 × 20% = £7,540; the next £1 at 40% adds 40p.
    expect(incomeTax(50_270_00, y2627).tax).toBe(7_540_00);
    expect(incomeTax(50_271_00, y2627).tax).toBe(7_540_40);
  });
  // Allowance £12,570 − (£110,000 − £100,000) ÷ 2 = £7,570; taxable £102,430:
  // £37,700 × 20% = £7,540; £64,730 × 40% = £25,892; total £33,432.
  it('£110,000 → £33,432 with the tapered allowance', () => expect(incomeTax(110_000_00, y2627).tax).toBe(33_432_00));
  // No allowance above £125,140: £37,700 × 20% = £7,540; (£125,140 − £37,700) = £87,440 × 40% = £34,976;
  // £24,860 × 45% = £11,187; total £53,703.
  it('£150,000 in 2026-27 → £53,703 (additional rate above £125,140)', () =>
    expect(incomeTax(150_000_00, y2627).tax).toBe(53_703_00));
  // £37,700 × 20% = £7,540; £112,300 × 40% = £44,920; total £52,460.
  it('£150,000 in 2022-23 → £52,460 (additional rate only above £150,000 then)', () =>
    expect(incomeTax(150_000_00, y2223).tax).toBe(52_460_00));
  it('£200,000 in 2026-27: bands of £37,700 at 20%, £87,440 at 40%, £74,860 at 45%', () => {
    // £7,540 + £34,976 + £33,687 = £76,203.
    const r = incomeTax(200_000_00, y2627);
    expect(r.tax).toBe(76_203_00);
  });
  it('band breakdown sums to the total', () => {
    const r = incomeTax(200_000_00, y2627);
    expect(r.bands.reduce((s, b) => s + b.tax, 0)).toBe(r.tax);
    expect(r.bands.reduce((s, b) => s + b.income, 0)).toBe(r.taxableIncome);
  });
  it('every table is ordered newest first and starts on 6 April', () => {
    for (const t of INCOME_TAX_RUK) expect(t.effectiveFrom.endsWith('-04-06')).toBe(true);
  });
});
