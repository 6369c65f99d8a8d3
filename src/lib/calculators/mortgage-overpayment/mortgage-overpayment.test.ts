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
    // Closed form (r = 5% ÷ 12): original interest = 299 × £1,169.18 + final payment − £200,000 = £150,754.05;
    // with £1,369.18 a month the balance after 225 payments is £200,000 × (1 + r)^225 − £1,369.18 × ((1 + r)^225 − 1) ÷ r
    // = £842.43, so the 226th payment is £845.94 and interest = 225 × £1,369.18 + £845.94 − £200,000 = £108,911.44.
    // Saved £41,842.61. The schedule rounds each month's interest to the penny, so allow £1 either way.
    expect(Math.abs(r.value.originalInterest - 150_754_05)).toBeLessThanOrEqual(100);
    expect(Math.abs(r.value.newInterest - 108_911_44)).toBeLessThanOrEqual(100);
    expect(Math.abs(r.value.interestSaved - 41_842_61)).toBeLessThanOrEqual(100);
    // 225 months of £200 extra; the last payment (£845.94) is below the contractual £1,169.18, so no overpayment in it.
    expect(r.value.totalOverpaid).toBe(45_000_00);
    expect(r.value.newBalances.at(-1)).toBe(0);
  });
  it('a one-off £10,000 in month 1 is 5% of the balance, within the 10% a year most lenders allow without a charge', () => {
    // £10,000 ÷ £200,000 = 5%.
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
