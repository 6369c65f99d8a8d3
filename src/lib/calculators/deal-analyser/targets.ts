/** The investor's own targets for a deal. A target left null is not checked. */
export interface DealTargets {
  minGrossYieldPercent: number | null;
  minMonthlyCashFlowPence: number | null;
  minCashOnCashPercent: number | null;
}

export interface TargetCheck {
  target: 'gross yield' | 'monthly cash flow' | 'cash-on-cash return';
  required: number;
  actual: number;
  met: boolean;
}

export type Verdict = 'meets all targets' | 'misses some targets' | 'misses all targets' | 'no targets set';

/** Compare results with targets; the verdict names how many were met. */
export function checkTargets(
  actual: { grossYieldPercent: number; monthlyCashFlow: number; cashOnCashPercent: number },
  targets: DealTargets,
): { checks: TargetCheck[]; verdict: Verdict } {
  const checks: TargetCheck[] = [];
  if (targets.minGrossYieldPercent !== null)
    checks.push({
      target: 'gross yield',
      required: targets.minGrossYieldPercent,
      actual: actual.grossYieldPercent,
      met: actual.grossYieldPercent >= targets.minGrossYieldPercent,
    });
  if (targets.minMonthlyCashFlowPence !== null)
    checks.push({
      target: 'monthly cash flow',
      required: targets.minMonthlyCashFlowPence,
      actual: actual.monthlyCashFlow,
      met: actual.monthlyCashFlow >= targets.minMonthlyCashFlowPence,
    });
  if (targets.minCashOnCashPercent !== null)
    checks.push({
      target: 'cash-on-cash return',
      required: targets.minCashOnCashPercent,
      actual: actual.cashOnCashPercent,
      met: actual.cashOnCashPercent >= targets.minCashOnCashPercent,
    });
  const met = checks.filter((c) => c.met).length;
  const verdict: Verdict =
    checks.length === 0
      ? 'no targets set'
      : met === checks.length
        ? 'meets all targets'
        : met === 0
          ? 'misses all targets'
          : 'misses some targets';
  return { checks, verdict };
}
