/**
 * HMO tests, figures worked by hand beside each case. Licensing rules:
 * - GOV.UK "House in multiple occupation licence" (https://www.gov.uk/house-in-multiple-occupation-licence): a large
 *   HMO — at least 5 tenants forming more than 1 household — needs a licence; a licence lasts up to 5 years
 *   (Housing Act 2004 s68(4)).
 * - Electrical installation condition report at least every 5 years: Electrical Safety Standards in the Private
 *   Rented Sector (England) Regulations 2020, reg. 3.
 */
import { describe, expect, it } from 'vitest';
import { calculateHmo, type HmoInput } from './hmo.ts';

const base: HmoInput = {
  pricePence: 300_000_00,
  purchaseCostsPence: 20_000_00,
  roomRentsPence: [600_00, 600_00, 600_00, 600_00, 600_00],
  occupancyPercent: 95,
  monthlyBillsPence: 500_00,
  managementPercent: 15,
  maintenancePercent: 5,
  licenceFeePence: 1_000_00,
  licenceYears: 5,
  annualCompliancePence: 500_00,
  electricalInspectionPence: 250_00,
  insurancePence: 800_00,
  loanPence: 225_000_00,
  annualRatePercent: 5,
};

describe('calculateHmo', () => {
  it('5 rooms at £600, 95% occupancy: £36,000 full rent, £34,200 collected', () => {
    // 5 × £600 × 12 = £36,000 (12% of £300,000); × 95% = £34,200. Licence £1,000 ÷ 5 years = £200 a year.
    // Interest-only £225,000 × 5% = £11,250 a year.
    const r = calculateHmo(base);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.fullRent).toBe(36_000_00);
    expect(r.value.rentCollected).toBe(34_200_00);
    expect(r.value.grossYieldPercent).toBe(12);
    expect(r.value.licencePerYear).toBe(200_00);
    // £500 a year + £250 EICR spread over 5 years.
    expect(r.value.compliance).toBe(550_00);
    expect(r.value.mortgage).toBe(11_250_00);
    expect(r.value.mandatoryLicenceLikely).toBe(true);
  });
  it('costs and cash flow for the same house, worked by hand', () => {
    // Bills £500 × 12 = £6,000; management 15% × £34,200 = £5,130; maintenance 5% × £34,200 = £1,710;
    // licence £200; compliance £550; insurance £800 → costs £14,390. Net income £34,200 − £14,390 = £19,810 (6.6033%
    // of £300,000). Cash flow £19,810 − £11,250 interest = £8,560 (£713.33 a month); cash in £300,000 − £225,000 +
    // £20,000 = £95,000; cash-on-cash £8,560 ÷ £95,000 = 9.0105%.
    const r = calculateHmo(base);
    if (!r.ok) throw new Error(r.error);
    const v = r.value;
    expect([v.bills, v.management, v.maintenance, v.insurance]).toEqual([6_000_00, 5_130_00, 1_710_00, 800_00]);
    expect(v.totalCosts).toBe(14_390_00);
    expect(v.netOperatingIncome).toBe(19_810_00);
    expect(v.netYieldPercent).toBeCloseTo(6.6033, 4);
    expect(v.annualCashFlow).toBe(8_560_00);
    expect(v.monthlyCashFlow).toBe(713_33);
    expect(v.cashInvested).toBe(95_000_00);
    expect(v.cashOnCashPercent).toBeCloseTo(9.0105, 4);
  });
  it('GOV.UK: 4 rooms is below the mandatory licence threshold of 5 tenants', () => {
    const r = calculateHmo({ ...base, roomRentsPence: [600_00, 600_00, 600_00, 600_00] });
    expect(r.ok && r.value.mandatoryLicenceLikely).toBe(false);
  });
  it('a licence cannot run for more than 5 years (Housing Act 2004 s68(4))', () => {
    expect(calculateHmo({ ...base, licenceYears: 6 })).toEqual({
      ok: false,
      error: 'The licence length must be between 1 and 5.',
    });
  });
  it('needs at least one room', () => {
    expect(calculateHmo({ ...base, roomRentsPence: [] })).toEqual({ ok: false, error: 'Add at least one room.' });
  });
});
