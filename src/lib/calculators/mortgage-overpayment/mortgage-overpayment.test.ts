import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateOverpayment } from './mortgage-overpayment.ts';

const base = {
  balancePence: 200_000_00,
  annualRatePercent: 5,
  termYears: 25,
  monthlyOverpaymentPence: 0,
  lumpSumPence: 0,
  lumpSumMonth: 1,
};

describe('calculateOverpayment', () => {
  it('no overpayment saves nothing', () => {
    const r = calculateOverpayment(base);
    expect(r.ok && r.value.interestSaved).toBe(0);
    expect(r.ok && r.value.monthsSaved).toBe(0);
  });
  it('£200 a month extra on £200,000 at 5% over 25 years clears it years early and saves interest', () => {
    const r = calculateOverpayment({ ...base, monthlyOverpaymentPence: 200_00 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.monthlyPayment).toBe(1_169_18);
    // Annuity check: paying £1,369.18 a month repays £200,000 at 5% in n = −ln(1 − P·r/M) / ln(1 + r) ≈ 225.6 months, so 226 payments.
    expect(r.value.newMonths).toBe(226);
    expect(r.value.monthsSaved).toBe(74);
    expect(r.value.interestSaved).toBeGreaterThan(35_000_00);
    expect(r.value.newBalances.at(-1)).toBe(0);
  });
  it('a one-off £10,000 in month 1 reduces the balance immediately', () => {
    const r = calculateOverpayment({ ...base, lumpSumPence: 10_000_00, lumpSumMonth: 1 });
    expect(r.ok && r.value.totalOverpaid).toBe(10_000_00);
    expect(r.ok && r.value.firstYearOverpaymentPercent).toBe(5);
  });
  it('rejects a lump sum larger than the balance', () => {
    const r = calculateOverpayment({ ...base, lumpSumPence: 300_000_00 });
    expect(r).toEqual({ ok: false, error: 'The one-off overpayment cannot be more than the balance.' });
  });
  it('property: overpaying never increases total interest or the term, and more overpayment saves at least as much', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_00, max: 1_000_000_00 }),
        fc.double({ min: 0.1, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2_000_00 }),
        fc.integer({ min: 0, max: 2_000_00 }),
        (balancePence, annualRatePercent, termYears, a, b) => {
          const input = { ...base, balancePence, annualRatePercent, termYears };
          const small = calculateOverpayment({ ...input, monthlyOverpaymentPence: Math.min(a, b) });
          const big = calculateOverpayment({ ...input, monthlyOverpaymentPence: Math.max(a, b) });
          if (!small.ok || !big.ok) throw new Error('unexpected error');
          expect(small.value.interestSaved).toBeGreaterThanOrEqual(0);
          expect(small.value.newMonths).toBeLessThanOrEqual(small.value.originalMonths);
          expect(big.value.newInterest).toBeLessThanOrEqual(small.value.newInterest);
        },
      ),
      { numRuns: 60 },
    );
  });
});
