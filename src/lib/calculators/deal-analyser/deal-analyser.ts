import { analyseRentalDeal, checkRentalDeal, type RentalDealInput, type RentalDealResult } from '../buy-to-let/cash-flow.ts';
import { checkPence, checkPercent, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';
import { maxOfferForGrossYield, maxOfferForReturns, type StampDutyAt } from './max-offer.ts';
import { checkTargets, type DealTargets, type TargetCheck, type Verdict } from './targets.ts';

export type DealInput = Omit<RentalDealInput, 'stampDutyPence'> & { targets: DealTargets };

export interface DealResult extends RentalDealResult {
  stampDuty: number;
  /** Price + all buying costs. */
  totalCost: number;
  checks: TargetCheck[];
  verdict: Verdict;
  /** Highest price meeting the gross-yield target (null when no yield target is set). */
  maxOfferForYield: number | null;
  /** Highest price meeting the cash-flow and cash-on-cash targets, stamp duty recalculated (null when neither is set). */
  maxOfferForReturns: number | null;
}

/** Validate targets; null when acceptable. */
function checkDealTargets(t: DealTargets): string | null {
  return firstError(
    t.minGrossYieldPercent === null ? null : checkPercent(t.minGrossYieldPercent, 'The target gross yield', 0.1, 100),
    t.minMonthlyCashFlowPence === null ? null : checkPence(t.minMonthlyCashFlowPence, 'The target monthly cash flow'),
    t.minCashOnCashPercent === null ? null : checkPercent(t.minCashOnCashPercent, 'The target cash-on-cash return', 0, 100),
  );
}

/**
 * Analyse a buy-to-let deal against the investor's targets. Stamp duty comes from `stampDutyAt` (the stamp duty
 * engine, for the buyer's region, circumstances and completion date) so the maximum offers account for it.
 */
export function analyseDeal(input: DealInput, stampDutyAt: StampDutyAt): CalcResult<DealResult> {
  const stampDuty = Number.isFinite(input.pricePence) && input.pricePence > 0 ? stampDutyAt(input.pricePence) : 0;
  const full: RentalDealInput = { ...input, stampDutyPence: stampDuty };
  const error = firstError(checkRentalDeal(full), checkDealTargets(input.targets));
  if (error) return fail(error);
  const deal = analyseRentalDeal(full);
  const { checks, verdict } = checkTargets(deal, input.targets);
  const { targets, ...rest } = input;
  const wantsReturns = targets.minCashOnCashPercent !== null || targets.minMonthlyCashFlowPence !== null;
  return ok({
    ...deal,
    stampDuty,
    totalCost:
      input.pricePence + stampDuty + input.legalPence + input.surveyPence + input.refurbishmentPence + input.lenderFeePence,
    checks,
    verdict,
    maxOfferForYield:
      targets.minGrossYieldPercent === null ? null : maxOfferForGrossYield(input.monthlyRentPence, targets.minGrossYieldPercent),
    maxOfferForReturns: wantsReturns
      ? maxOfferForReturns(rest, stampDutyAt, {
          minCashOnCashPercent: targets.minCashOnCashPercent,
          minMonthlyCashFlowPence: targets.minMonthlyCashFlowPence,
        })
      : null,
  });
}
