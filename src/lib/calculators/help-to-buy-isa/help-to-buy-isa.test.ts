/**
 * Help to Buy: ISA — rules from GOV.UK "Help to Buy: ISA" (https://www.gov.uk/affordable-home-ownership-schemes/help-to-buy-isa):
 * 25% bonus, £400 minimum, £3,000 maximum; the home must cost £250,000 or less (£450,000 or less in London); the bonus
 * is for first-time buyers only; payments stop after 30 November 2029 and the bonus must be claimed by 1 December 2030.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bonusFor, calculateHelpToBuyIsa, type HelpToBuyIsaInput } from './help-to-buy-isa.ts';

const D = (iso: string) => new Date(`${iso}T00:00:00Z`);
const base: HelpToBuyIsaInput = {
  currentBalance: 4_800_00,
  monthlySaving: 0,
  purchaseDate: D('2027-06-01'),
  propertyPrice: 200_000_00,
  inLondon: false,
  firstTimeBuyer: true,
  asOf: D('2026-11-22'),
};
const run = (o: Partial<HelpToBuyIsaInput>) => {
  const r = calculateHelpToBuyIsa({ ...base, ...o });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('Help to Buy ISA bonus', () => {
  it.each([
    // GOV.UK: the minimum bonus is £400, so you need at least £1,600 saved (25% × £1,600 = £400); the maximum bonus
    // is £3,000, reached at £12,000 saved (25% × £12,000).
    [1_599_99, 0], // below £1,600: no bonus at all
    [1_600_00, 400_00],
    [4_800_00, 1_200_00], // 25% × £4,800
    [12_000_00, 3_000_00],
    [15_000_00, 3_000_00], // capped
  ])('balance %i → bonus %i', (balance, bonus) => {
    expect(bonusFor(balance)).toBe(bonus);
  });
  it('projects monthly saving of up to £200 to the purchase month', () => {
    const r = run({ monthlySaving: 200_00 });
    // 7 payments, December 2026 to June 2027: £4,800 + 7 × £200 = £6,200; bonus 25% = £1,550; total £7,750.
    expect(r.depositsRemaining).toBe(7);
    expect(r.projectedBalancePence).toBe(6_200_00);
    expect(r.bonusPence).toBe(1_550_00);
    expect(r.totalForDepositPence).toBe(7_750_00);
  });
  it('stops deposits after 30 November 2029', () => {
    const r = run({ monthlySaving: 100_00, purchaseDate: D('2030-06-01') });
    expect(r.depositsRemaining).toBe(36); // Dec 2026 … Nov 2029: 1 + 12 + 12 + 11 months
    expect(r.projectedBalancePence).toBe(8_400_00); // £4,800 + 36 × £100
    expect(r.bonusPence).toBe(2_100_00); // 25% × £8,400
    expect(r.notes.join(' ')).toContain('30 November 2029');
  });
  it('no bonus above the price cap: £250,000 outside London, £450,000 in London (25% × £4,800 = £1,200 at or below it)', () => {
    expect(run({ propertyPrice: 250_000_00 }).bonusPence).toBe(1_200_00);
    expect(run({ propertyPrice: 250_000_01 }).bonusPence).toBe(0);
    expect(run({ propertyPrice: 450_000_00, inLondon: true }).bonusPence).toBe(1_200_00);
    expect(run({ propertyPrice: 450_000_01, inLondon: true }).bonusPence).toBe(0);
  });
  it('GOV.UK: the bonus is only for first-time buyers; anyone else keeps the savings without it', () => {
    const r = run({ firstTimeBuyer: false, monthlySaving: 200_00 });
    expect(r.bonusPence).toBe(0);
    expect(r.firstTimeBuyer).toBe(false);
    expect(r.projectedBalancePence).toBe(6_200_00);
    expect(r.totalForDepositPence).toBe(6_200_00);
    // What the savings would have earned is still shown, and the reason is stated.
    expect(r.bonusOnSavingsPence).toBe(1_550_00);
    expect(r.notes.join(' ')).toContain('only for first-time buyers');
  });
  it('not a first-time buyer and over the price limit: both reasons are stated', () => {
    const r = run({ firstTimeBuyer: false, propertyPrice: 300_000_00 });
    expect(r.bonusPence).toBe(0);
    expect(r.notes.filter((n) => n.startsWith('No bonus'))).toHaveLength(2);
  });
  it('no bonus after the 1 December 2030 claim deadline', () => {
    expect(run({ purchaseDate: D('2030-12-01') }).bonusPence).toBe(1_200_00);
    expect(run({ purchaseDate: D('2030-12-02') }).bonusPence).toBe(0);
  });
  it('refuses more than £200 a month and past purchase dates', () => {
    expect(calculateHelpToBuyIsa({ ...base, monthlySaving: 200_01 }).ok).toBe(false);
    expect(calculateHelpToBuyIsa({ ...base, purchaseDate: D('2026-01-01') }).ok).toBe(false);
  });
  it('bonus never exceeds £3,000 or 25% of the balance and never falls as the balance grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_00 }), fc.integer({ min: 0, max: 1_000_00 }), (b, step) => {
        const x = bonusFor(b);
        expect(x).toBeLessThanOrEqual(3_000_00);
        expect(x * 4).toBeLessThanOrEqual(b);
        expect(bonusFor(b + step)).toBeGreaterThanOrEqual(x);
      }),
    );
  });
});
