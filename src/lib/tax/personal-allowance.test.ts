import { describe, expect, it } from 'vitest';
import { personalAllowanceFor } from './personal-allowance.ts';
import { taxYearOf } from './tax-year.ts';

// GOV.UK "Income Tax rates and Personal Allowances" (https://www.gov.uk/income-tax-rates): £12,570 allowance; "Your
// Personal Allowance goes down by £1 for every £2 of income above £100,000"; nil on income of £125,140 or more.
const rules = { personalAllowance: 12_570_00, allowanceTaperFrom: 100_000_00 };

describe('taxYearOf (GOV.UK: the tax year runs from 6 April to 5 April)', () => {
  it('changes on 6 April', () => {
    expect(taxYearOf(new Date('2026-04-05'))).toBe('2025-26');
    expect(taxYearOf(new Date('2026-04-06'))).toBe('2026-27');
    expect(taxYearOf(new Date('2026-11-22'))).toBe('2026-27');
    expect(taxYearOf(new Date('2027-01-10'))).toBe('2026-27');
  });
});

describe('personalAllowanceFor (taper: £1 for every £2 over £100,000)', () => {
  it('full £12,570 up to £100,000', () => expect(personalAllowanceFor(100_000_00, rules)).toBe(12_570_00));
  it('£110,000 → £7,570', () => expect(personalAllowanceFor(110_000_00, rules)).toBe(7_570_00));
  it('nil from £125,140 (GOV.UK: "You do not get a Personal Allowance on taxable income over £125,140")', () => {
    expect(personalAllowanceFor(125_140_00, rules)).toBe(0);
    expect(personalAllowanceFor(125_139_00, rules)).toBe(1_00);
    expect(personalAllowanceFor(125_137_00, rules)).toBe(2_00);
  });
  it('the reduction is whole pounds: £1.99 over the threshold takes nothing off', () =>
    expect(personalAllowanceFor(100_001_99, rules)).toBe(12_570_00));
});
