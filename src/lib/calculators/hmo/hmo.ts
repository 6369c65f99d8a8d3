import { HMO_RULES } from '../../../data/calculators/hmo-rules.ts';
import { monthlyInterestPence } from '../mortgage-repayment/amortisation.ts';
import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';

export interface HmoInput {
  pricePence: number;
  /** Stamp duty, legal, survey, conversion and furnishing costs paid up front. */
  purchaseCostsPence: number;
  /** Rent per room per month, pence. */
  roomRentsPence: number[];
  /** Expected occupancy, percent of the year. */
  occupancyPercent: number;
  /** Bills the landlord pays, per month: energy, water, broadband, council tax, TV licence, cleaning. */
  monthlyBillsPence: number;
  managementPercent: number;
  maintenancePercent: number;
  /** HMO licence fee and the years it covers (at most 5). */
  licenceFeePence: number;
  licenceYears: number;
  /** Gas safety, fire alarm servicing, fire risk assessment and other compliance per year. */
  annualCompliancePence: number;
  /** Electrical installation condition report (needed at least every 5 years). */
  electricalInspectionPence: number;
  insurancePence: number;
  /** Interest-only mortgage. */
  loanPence: number;
  annualRatePercent: number;
}

export interface HmoResult {
  rooms: number;
  fullRent: number;
  rentCollected: number;
  bills: number;
  management: number;
  maintenance: number;
  licencePerYear: number;
  compliance: number;
  insurance: number;
  totalCosts: number;
  netOperatingIncome: number;
  mortgage: number;
  annualCashFlow: number;
  monthlyCashFlow: number;
  cashInvested: number;
  grossYieldPercent: number;
  netYieldPercent: number;
  cashOnCashPercent: number;
  /** True when there are 5 or more rooms (5+ occupants), so a mandatory licence is likely needed in England. */
  mandatoryLicenceLikely: boolean;
}

/**
 * HMO income and costs for a year. Licence fee and electrical inspection are spread evenly over the years they
 * cover. Example: 5 rooms at £600, 95% occupancy → £34,200 collected.
 */
export function calculateHmo(input: HmoInput): CalcResult<HmoResult> {
  const error = firstError(
    checkPence(input.pricePence, 'The purchase price', 100),
    checkPence(input.purchaseCostsPence, 'Purchase costs'),
    input.roomRentsPence.length === 0 ? 'Add at least one room.' : null,
    input.roomRentsPence.length > 20 ? 'The calculator handles up to 20 rooms.' : null,
    ...input.roomRentsPence.map((r, i) => checkPence(r, `The rent for room ${i + 1}`)),
    checkPercent(input.occupancyPercent, 'Occupancy', 0, 100),
    checkPence(input.monthlyBillsPence, 'Monthly bills'),
    checkPercent(input.managementPercent, 'The management fee', 0, 50),
    checkPercent(input.maintenancePercent, 'Maintenance', 0, 50),
    checkPence(input.licenceFeePence, 'The licence fee'),
    checkWhole(input.licenceYears, 'The licence length', 1, HMO_RULES.maxLicenceYears),
    checkPence(input.annualCompliancePence, 'Compliance costs'),
    checkPence(input.electricalInspectionPence, 'The electrical inspection'),
    checkPence(input.insurancePence, 'Insurance'),
    checkPence(input.loanPence, 'The mortgage'),
    input.loanPence > input.pricePence ? 'The mortgage cannot be more than the price.' : null,
    checkPercent(input.annualRatePercent, 'The mortgage rate', 0, 30),
  );
  if (error) return fail(error);
  const fullRent = input.roomRentsPence.reduce((s, r) => s + r, 0) * 12;
  const rentCollected = Math.round((fullRent * input.occupancyPercent) / 100);
  const bills = input.monthlyBillsPence * 12;
  const management = Math.round((rentCollected * input.managementPercent) / 100);
  const maintenance = Math.round((rentCollected * input.maintenancePercent) / 100);
  const licencePerYear = Math.round(input.licenceFeePence / input.licenceYears);
  const compliance =
    input.annualCompliancePence + Math.round(input.electricalInspectionPence / HMO_RULES.electricalInspectionEveryYears);
  const totalCosts = bills + management + maintenance + licencePerYear + compliance + input.insurancePence;
  const netOperatingIncome = rentCollected - totalCosts;
  const mortgage = monthlyInterestPence(input.loanPence, input.annualRatePercent) * 12;
  const annualCashFlow = netOperatingIncome - mortgage;
  const cashInvested = input.pricePence - input.loanPence + input.purchaseCostsPence;
  return ok({
    rooms: input.roomRentsPence.length,
    fullRent,
    rentCollected,
    bills,
    management,
    maintenance,
    licencePerYear,
    compliance,
    insurance: input.insurancePence,
    totalCosts,
    netOperatingIncome,
    mortgage,
    annualCashFlow,
    monthlyCashFlow: Math.round(annualCashFlow / 12),
    cashInvested,
    grossYieldPercent: (fullRent / input.pricePence) * 100,
    netYieldPercent: (netOperatingIncome / input.pricePence) * 100,
    cashOnCashPercent: cashInvested > 0 ? (annualCashFlow / cashInvested) * 100 : 0,
    mandatoryLicenceLikely: input.roomRentsPence.length >= HMO_RULES.mandatoryLicenceOccupants,
  });
}
