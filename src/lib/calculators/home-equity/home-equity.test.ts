import { describe, expect, it } from 'vitest';
import { calculateHomeEquity } from './home-equity.ts';

describe('calculateHomeEquity', () => {
  it('£300,000 home with a £180,000 mortgage: £120,000 equity (40%), LTV 60%, £45,000 headroom to 75%', () => {
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
    const r = calculateHomeEquity({
      propertyValuePence: 200_000_00,
      mortgageBalancePence: 190_000_00,
      otherSecuredPence: 20_000_00,
      targetLtvPercent: 85,
    });
    expect(r.ok && r.value.negativeEquity).toBe(true);
    expect(r.ok && r.value.equity).toBe(-10_000_00);
    expect(r.ok && r.value.borrowingHeadroom).toBe(0);
  });
  it('rejects a zero value', () => {
    const r = calculateHomeEquity({ propertyValuePence: 0, mortgageBalancePence: 0, otherSecuredPence: 0, targetLtvPercent: 75 });
    expect(r.ok).toBe(false);
  });
});
