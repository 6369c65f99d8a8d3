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
    const r = calculateBuyToLet({ ...base, mortgageType: 'repayment' });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.deal.monthlyMortgage).toBe(876_89);
    expect(r.value.deal.annualCapitalRepaid).toBeGreaterThan(0);
    expect(r.value.deal.roiPercent).toBeGreaterThan(r.value.deal.cashOnCashPercent);
  });
  it('refuses an unsupported tax year', () => {
    const r = calculateBuyToLet({ ...base, taxYear: '2015-16' });
    expect(r).toEqual({ ok: false, error: 'Tax year 2015-16 is not covered; choose a tax year from the list.' });
  });
});
