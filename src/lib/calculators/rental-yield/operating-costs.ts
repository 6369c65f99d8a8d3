import { checkPence, checkPercent, firstError } from '../mortgage-repayment/checks.ts';

/** A landlord's yearly running costs, excluding finance. */
export interface RunningCosts {
  /** Share of the year the property is expected to be empty, percent of the full rent. */
  voidPercent: number;
  /** Letting and management fee, percent of rent collected (VAT included). */
  managementPercent: number;
  /** Repairs and maintenance allowance, percent of rent collected. */
  maintenancePercent: number;
  /** Landlord insurance, ground rent, service charge, safety certificates and anything else, pence a year. */
  fixedAnnualPence: number;
}

export interface OperatingBreakdown {
  /** 12 × monthly rent. */
  fullRent: number;
  voidLoss: number;
  /** Rent actually collected. */
  rentCollected: number;
  management: number;
  maintenance: number;
  fixed: number;
  /** management + maintenance + fixed. */
  totalCosts: number;
  /** rentCollected − totalCosts: net operating income before finance and tax. */
  netOperatingIncome: number;
}

/** Validate running costs; null when acceptable. */
export function checkRunningCosts(c: RunningCosts): string | null {
  return firstError(
    checkPercent(c.voidPercent, 'Voids', 0, 100),
    checkPercent(c.managementPercent, 'The management fee', 0, 50),
    checkPercent(c.maintenancePercent, 'Maintenance', 0, 50),
    checkPence(c.fixedAnnualPence, 'Other annual costs'),
  );
}

/**
 * Yearly rent after voids and running costs. Each percentage is applied to whole pence and rounded to the penny.
 * Example: £1,000 a month, 4% voids, 12% management, 5% maintenance, £600 fixed → collected £11,520,
 * costs £1,382.40 + £576 + £600 = £2,558.40, net £8,961.60.
 */
export function operatingBreakdown(monthlyRentPence: number, c: RunningCosts): OperatingBreakdown {
  const fullRent = monthlyRentPence * 12;
  const voidLoss = Math.round((fullRent * c.voidPercent) / 100);
  const rentCollected = fullRent - voidLoss;
  const management = Math.round((rentCollected * c.managementPercent) / 100);
  const maintenance = Math.round((rentCollected * c.maintenancePercent) / 100);
  const totalCosts = management + maintenance + c.fixedAnnualPence;
  return {
    fullRent,
    voidLoss,
    rentCollected,
    management,
    maintenance,
    fixed: c.fixedAnnualPence,
    totalCosts,
    netOperatingIncome: rentCollected - totalCosts,
  };
}
