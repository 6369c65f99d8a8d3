import { describe, expect, it } from 'vitest';
import { calculateHomeEquity } from './home-equity.ts';

describe('calculateHomeEquity', () => {
  it('£300,000 home with a £180,000 mortgage: £120,000 equity (40%), LTV 60%, £45,000 headroom to 75%', () => {
    // Equity £300,000 − £180,000 = £120,000 = 40%; LTV £180,000 ÷ £300,000 = 60%;
    // headroom 75% × £300,000 = £225,000 − £180,000 = £45,000.
    const r = calculateHomeEquity({
      propertyValuePence: 300_000_00,
      mortgageBalancePence: 180_000_00,
      otherSecuredPence: 0,
      targetLtvPercent: 75,
    });
    expect(r).toEqual({
      ok: true,
      value: {
        equity: 120_000_00,
        equityPercent: 40,
        loanToValuePercent: 60,
        negativeEquity: false,
        borrowingHeadroom: 45_000_00,
      },
    });
  });
  it('flags negative equity and gives no headroom', () => {
    // Debts £190,000 + £20,000 = £210,000 on a £200,000 home: equity −£10,000 (−5%), LTV 105%; 85% × £200,000 =
    // £170,000 is below the debts, so no headroom.
    const r = calculateHomeEquity({
      propertyValuePence: 200_000_00,
      mortgageBalancePence: 190_000_00,
      otherSecuredPence: 20_000_00,
      targetLtvPercent: 85,
    });
    expect(r.ok && r.value.negativeEquity).toBe(true);
    expect(r.ok && r.value.equity).toBe(-10_000_00);
    expect(r.ok && r.value.borrowingHeadroom).toBe(0);
    expect(r.ok && r.value.equityPercent).toBeCloseTo(-5, 10);
    expect(r.ok && r.value.loanToValuePercent).toBeCloseTo(105, 10);
  });
  it('rejects a zero value', () => {
    const r = calculateHomeEquity({ propertyValuePence: 0, mortgageBalancePence: 0, otherSecuredPence: 0, targetLtvPercent: 75 });
    expect(r.ok).toBe(false);
  });
});
