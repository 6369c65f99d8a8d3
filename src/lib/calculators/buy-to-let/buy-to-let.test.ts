/**
 * Buy-to-let tests, every figure worked by hand in the comment beside it:
 * - Interest cover: PRA Supervisory Statement SS13/16 "Underwriting standards for buy-to-let mortgage contracts"
 *   (https://www.bankofengland.co.uk/prudential-regulation/publication/2016/underwriting-standards-for-buy-to-let-mortgage-contracts-ss)
 *   — rent must cover the interest at a stressed rate of at least 5.5% by at least 125%.
 * - Tax: GOV.UK "Changes to tax relief for residential landlords: how it's worked out, including case studies"
 *   (https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies)
 *   — finance costs are not deducted; tax is reduced by 20% of them (in whole pounds).
 * - Repayment: annuity M = P·r ÷ (1 − (1 + r)^−n); balance after k months B = P(1 + r)^k − M((1 + r)^k − 1) ÷ r.
 */
import { describe, expect, it } from 'vitest';
import { calculateBuyToLet, type BuyToLetInput } from './buy-to-let.ts';
import { interestCover } from './interest-cover.ts';

const base: BuyToLetInput = {
  pricePence: 200_000_00,
  stampDutyPence: 11_500_00,
  legalPence: 1_500_00,
  surveyPence: 500_00,
  refurbishmentPence: 0,
  depositPercent: 25,
  annualRatePercent: 5,
  termYears: 25,
  mortgageType: 'interest-only',
  lenderFeePence: 0,
  monthlyRentPence: 1_000_00,
  costs: { voidPercent: 0, managementPercent: 0, maintenancePercent: 0, fixedAnnualPence: 0 },
  stressRatePercent: 5.5,
  requiredCoverPercent: 125,
  otherIncomePence: 60_000_00,
  taxYear: '2026-27',
};

describe('interestCover (PRA SS13/16 ICR test)', () => {
  it('£150,000 at 5.5%: £687.50 stressed interest, £859.38 rent needed at 125%, max loan £174,545.45 at £1,000 rent', () => {
    // £150,000 × 5.5% ÷ 12 = £687.50; × 125% = £859.375 → £859.38; cover £1,000 ÷ £687.50 = 145.45%;
    // max loan: £1,000 ÷ 1.25 = £800 a month × 12 = £9,600 ÷ 5.5% = £174,545.45.
    const r = interestCover({
      monthlyRentPence: 1_000_00,
      loanPence: 150_000_00,
      stressRatePercent: 5.5,
      requiredCoverPercent: 125,
    });
    expect(r.stressedMonthlyInterest).toBe(687_50);
    expect(r.rentNeeded).toBe(859_38);
    expect(r.passes).toBe(true);
    expect(r.coverPercent).toBeCloseTo(145.4545, 3);
    expect(r.maxLoan).toBe(174_545_45);
  });
  it('fails at 145% cover when rent is £990', () => {
    // £687.50 × 145% = £996.88 needed, more than £990.
    expect(
      interestCover({ monthlyRentPence: 990_00, loanPence: 150_000_00, stressRatePercent: 5.5, requiredCoverPercent: 145 })
        .passes,
    ).toBe(false);
  });
});

describe('calculateBuyToLet', () => {
  it('£200,000, 25% deposit, 5% interest-only, £1,000 rent: £625 mortgage, £375 a month before tax', () => {
    const r = calculateBuyToLet(base);
    if (!r.ok) throw new Error(r.error);
    // Loan 75% × £200,000 = £150,000; interest £150,000 × 5% ÷ 12 = £625 a month, £7,500 a year.
    // Cash flow £12,000 − £7,500 = £4,500; cash in £50,000 + £11,500 + £1,500 + £500 = £63,500; £4,500 ÷ £63,500 = 7.0866%.
    const d = r.value.deal;
    expect(d.loan).toBe(150_000_00);
    expect(d.monthlyMortgage).toBe(625_00);
    expect(d.annualCashFlow).toBe(4_500_00);
    expect(d.cashInvested).toBe(63_500_00);
    expect(d.cashOnCashPercent).toBeCloseTo(7.0866, 3);
    // Higher-rate taxpayer: profit £12,000 taxed at 40% = £4,800, less 20% × £7,500 interest = £1,500 → £3,300.
    expect(r.value.tax.taxOnRental).toBe(3_300_00);
    expect(r.value.annualCashFlowAfterTax).toBe(1_200_00);
  });
  it('repayment mortgage: ROI counts the capital repaid in year one', () => {
    // r = 5% ÷ 12 = 0.00416667, n = 300: (1 + r)^300 = 3.481290; M = £150,000 × r ÷ (1 − 1 ÷ 3.481290) = £876.885 → £876.89.
    // (1 + r)^12 = 1.051162: B12 = £150,000 × 1.051162 − £876.89 × 0.051162 ÷ r = £157,674.29 − £10,767.21 = £146,907.08,
    // so £3,092.92 of capital and £10,522.68 − £3,092.92 = £7,429.76 of interest in year one (the schedule rounds each
    // month's interest to the penny, so pennies either way). Cash flow £12,000 − £10,522.68 = £1,477.32;
    // ROI (£1,477.32 + £3,092.92) ÷ £63,500 = 7.197%. Tax: £12,000 × 40% = £4,800 less 20% × £7,429 = £1,485.80 → £3,314.20.
    const r = calculateBuyToLet({ ...base, mortgageType: 'repayment' });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.deal.monthlyMortgage).toBe(876_89);
    expect(r.value.deal.annualMortgage).toBe(10_522_68);
    expect(Math.abs(r.value.deal.annualCapitalRepaid - 3_092_92)).toBeLessThanOrEqual(50);
    expect(r.value.deal.annualCashFlow).toBe(1_477_32);
    expect(r.value.deal.roiPercent).toBeCloseTo(7.197, 2);
    expect(r.value.tax.taxOnRental).toBe(3_314_20);
  });
  it('refuses an unsupported tax year', () => {
    const r = calculateBuyToLet({ ...base, taxYear: '2015-16' });
    expect(r).toEqual({ ok: false, error: 'Tax year 2015-16 is not covered; choose a tax year from the list.' });
  });
});
