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
  it('costs add up: bills + management + maintenance + licence + compliance + insurance', () => {
    const r = calculateHmo(base);
    if (!r.ok) throw new Error(r.error);
    const v = r.value;
    expect(v.bills + v.management + v.maintenance + v.licencePerYear + v.compliance + v.insurance).toBe(v.totalCosts);
    expect(v.rentCollected - v.totalCosts - v.mortgage).toBe(v.annualCashFlow);
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
