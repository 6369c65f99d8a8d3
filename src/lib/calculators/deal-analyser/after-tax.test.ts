import { describe, expect, it } from 'vitest';
import type { IncomeTaxYear } from '../../../data/calculators/income-tax-ruk.ts';
import { incomeTaxYear } from '../buy-to-let/tax-year.ts';
import { dealAfterTax, type DealYear } from './after-tax.ts';

const y2627 = incomeTaxYear('2026-27')!;

/**
 * HMRC, "Changes to tax relief for residential landlords: how it's worked out, including case studies", Example 3
 * ("impact of first year of phased reduction of finance cost"):
 * https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies
 * The case studies use 2016-17 rates and allowances (personal allowance £11,000, basic rate band £32,000) with the
 * 2017-18 phasing (75% of finance costs deductible, 25% given as the basic-rate reduction).
 */
const hmrcCaseStudyYear: IncomeTaxYear = {
  taxYear: '2017-18 (HMRC case study)',
  effectiveFrom: '2017-04-06',
  personalAllowance: 11_000_00,
  allowanceTaperFrom: 100_000_00,
  bands: [
    { upTo: 32_000_00, ratePercent: 20, name: 'Basic rate' },
    { upTo: 150_000_00, ratePercent: 40, name: 'Higher rate' },
    { upTo: null, ratePercent: 45, name: 'Additional rate' },
  ],
  financeCostReliefPercent: 20,
  financeCostDeductiblePercent: 75,
  source: 'https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies',
};

describe('dealAfterTax: individual landlord (Section 24)', () => {
  it('HMRC Example 3 (Jennifer): £25,000 salary, £11,000 rent, £8,000 interest, £500 expenses → final income tax £3,300', () => {
    // Interest-only, so the mortgage payments are the £8,000 interest: cash flow £11,000 − £500 − £8,000 = £2,500.
    const jennifer: DealYear = {
      rentCollected: 11_000_00,
      runningCosts: 500_00,
      interest: 8_000_00,
      cashFlowBeforeTax: 2_500_00,
    };
    const r = dealAfterTax(jennifer, { owner: 'individual', otherIncomePence: 25_000_00, incomeTaxYear: hmrcCaseStudyYear });
    // HMRC: property profits £11,000 − £6,000 − £500 = £4,500; total income £29,500; £18,500 × 20% = £3,700;
    // less 20% × (£8,000 × 25%) = £400; final income tax £3,300.
    expect(r.section24?.propertyProfit).toBe(4_500_00);
    expect(r.section24?.taxBeforeReduction).toBe(3_700_00);
    expect(r.section24?.taxReduction).toBe(400_00);
    expect(r.section24?.taxWithRestriction).toBe(3_300_00);
    // Her salary alone would be taxed 20% × (£25,000 − £11,000) = £2,800, so the rental costs her £500 of tax.
    expect(r.tax).toBe(500_00);
    expect(r.annualCashFlowAfterTax).toBe(2_000_00);
    expect(r.effectiveTaxRatePercent).toBeCloseTo(20, 10);
  });

  it('fully restricted (2026-27), higher-rate landlord: tax £3,200 on a £5,000 profit, a 64% effective rate', () => {
    // £60,000 salary is already above £50,270, so the £11,000 rental profit (interest not deducted) is taxed at 40%
    // = £4,400, less 20% × £6,000 interest = £1,200 → £3,200.
    const r = dealAfterTax(
      { rentCollected: 12_000_00, runningCosts: 1_000_00, interest: 6_000_00, cashFlowBeforeTax: 5_000_00 },
      { owner: 'individual', otherIncomePence: 60_000_00, incomeTaxYear: y2627 },
    );
    expect(r.profitBeforeTax).toBe(5_000_00);
    expect(r.tax).toBe(3_200_00);
    expect(r.annualCashFlowAfterTax).toBe(1_800_00);
    expect(r.monthlyCashFlowAfterTax).toBe(150_00);
    expect(r.effectiveTaxRatePercent).toBeCloseTo(64, 10);
  });

  it('a loss-making year can still leave tax to pay; the effective rate is then not a percentage', () => {
    // Profit before interest £9,000 at 40% = £3,600, less 20% × £9,000 (the property profit is the lowest) = £1,800.
    const r = dealAfterTax(
      { rentCollected: 10_000_00, runningCosts: 1_000_00, interest: 12_000_00, cashFlowBeforeTax: -3_000_00 },
      { owner: 'individual', otherIncomePence: 60_000_00, incomeTaxYear: y2627 },
    );
    expect(r.profitBeforeTax).toBe(-3_000_00);
    expect(r.tax).toBe(1_800_00);
    expect(r.section24?.carriedForward).toBe(3_000_00);
    expect(r.annualCashFlowAfterTax).toBe(-4_800_00);
    expect(r.effectiveTaxRatePercent).toBeNull();
  });
});

describe('dealAfterTax: limited company (Corporation Tax)', () => {
  it('interest fully deductible: £5,000 profit at the 19% small profits rate = £950', () => {
    const r = dealAfterTax(
      { rentCollected: 12_000_00, runningCosts: 1_000_00, interest: 6_000_00, cashFlowBeforeTax: 5_000_00 },
      { owner: 'company', otherIncomePence: 60_000_00, incomeTaxYear: y2627 },
    );
    expect(r.tax).toBe(950_00);
    expect(r.corporationTax?.band).toBe('small profits rate');
    expect(r.annualCashFlowAfterTax).toBe(4_050_00);
    expect(r.effectiveTaxRatePercent).toBeCloseTo(19, 10);
    expect(r.section24).toBeUndefined();
  });
  it('no tax on a company loss', () => {
    const r = dealAfterTax(
      { rentCollected: 10_000_00, runningCosts: 1_000_00, interest: 12_000_00, cashFlowBeforeTax: -3_000_00 },
      { owner: 'company', otherIncomePence: 0, incomeTaxYear: y2627 },
    );
    expect(r.tax).toBe(0);
    expect(r.annualCashFlowAfterTax).toBe(-3_000_00);
  });
});
