import { checkPence, checkPercent, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';
import { checkProject, projectCosts, type ProjectCosts, type ProjectInput } from './project-costs.ts';

export interface FlipInput extends ProjectInput {
  salePricePence: number;
  /** Estate agent fee on the sale, percent of the sale price including VAT. */
  agentFeePercent: number;
  /** Conveyancing and other selling costs. */
  sellingLegalPence: number;
}

export interface FlipResult {
  project: ProjectCosts;
  agentFee: number;
  sellingCosts: number;
  /** Sale price − selling costs − total project cost, before tax on the profit. */
  profit: number;
  /** Profit ÷ cash required × 100. */
  roiPercent: number;
  /** Profit ÷ total cost × 100. */
  profitOnCostPercent: number;
  /** Profit ÷ sale price × 100. */
  profitOnSalePercent: number;
}

/**
 * Buy, refurbish and sell. profit = sale price − agent fee − selling legal − total project cost. Profit from
 * flipping is usually taxed as trading income (or company profits), which is not deducted here.
 * Example: buy £100,000 cash, £5,000 costs, £20,000 works, sell £160,000 with 1.2% agent fee and £1,500 legal →
 * agent £1,920, profit £31,580.
 */
export function calculateFlip(input: FlipInput): CalcResult<FlipResult> {
  const error = firstError(
    checkProject(input),
    checkPence(input.salePricePence, 'The sale price', 100),
    checkPercent(input.agentFeePercent, 'The agent fee', 0, 10),
    checkPence(input.sellingLegalPence, 'Selling legal costs'),
  );
  if (error) return fail(error);
  const project = projectCosts(input);
  const agentFee = Math.round((input.salePricePence * input.agentFeePercent) / 100);
  const sellingCosts = agentFee + input.sellingLegalPence;
  const profit = input.salePricePence - sellingCosts - project.totalCost;
  return ok({
    project,
    agentFee,
    sellingCosts,
    profit,
    roiPercent: project.cashRequired > 0 ? (profit / project.cashRequired) * 100 : 0,
    profitOnCostPercent: (profit / project.totalCost) * 100,
    profitOnSalePercent: (profit / input.salePricePence) * 100,
  });
}
