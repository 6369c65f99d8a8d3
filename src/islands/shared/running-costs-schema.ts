/** URL fields for a landlord's running costs, shared by the yield, buy-to-let and deal islands. */
import { moneyField, percentField } from '../../lib/calculators/url-state.ts';
import type { RunningCosts } from '../../lib/calculators/rental-yield/operating-costs.ts';

export const runningCostsSchema = {
  voids: percentField({ default: 400 }),
  mgmt: percentField({ default: 1200, max: 50 }),
  maint: percentField({ default: 500, max: 50 }),
  fixed: moneyField({ default: 600_00 }),
};

/** Typed running costs from parsed URL values (percent fields are basis points). */
export function runningCostsFrom(v: { voids: number; mgmt: number; maint: number; fixed: number }): RunningCosts {
  return {
    voidPercent: v.voids / 100,
    managementPercent: v.mgmt / 100,
    maintenancePercent: v.maint / 100,
    fixedAnnualPence: v.fixed,
  };
}
