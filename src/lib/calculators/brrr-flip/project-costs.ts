import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';

/** Buying and refurbishing a property with optional short-term (bridging) finance. Money in pence. */
export interface ProjectInput {
  pricePence: number;
  stampDutyPence: number;
  /** Legal, survey and other buying costs. */
  buyingCostsPence: number;
  refurbishmentPence: number;
  /** Council tax, insurance and utilities while the work is done. */
  holdingCostsPence: number;
  /** Bridging loan as a percentage of the purchase price (0 = cash). */
  bridgingLtvPercent: number;
  /** Bridging interest per month, percent (bridging is priced monthly). */
  bridgingMonthlyRatePercent: number;
  /** Months the bridging loan is held. */
  bridgingMonths: number;
  /** Arrangement and exit fees, percent of the bridging loan. */
  bridgingFeePercent: number;
}

export interface ProjectCosts {
  bridgingLoan: number;
  /** Simple interest: loan × monthly rate × months (retained or serviced, not compounded). */
  bridgingInterest: number;
  bridgingFees: number;
  /** Price + stamp duty + buying + refurbishment + holding + bridging interest and fees. */
  totalCost: number;
  /** Cash the investor must put in before refinancing or selling: total cost − bridging loan. */
  cashRequired: number;
}

/** Validate a project; null when acceptable. */
export function checkProject(p: ProjectInput): string | null {
  return firstError(
    checkPence(p.pricePence, 'The purchase price', 100),
    checkPence(p.stampDutyPence, 'Stamp duty'),
    checkPence(p.buyingCostsPence, 'Buying costs'),
    checkPence(p.refurbishmentPence, 'Refurbishment'),
    checkPence(p.holdingCostsPence, 'Holding costs'),
    checkPercent(p.bridgingLtvPercent, 'The bridging loan', 0, 100),
    checkPercent(p.bridgingMonthlyRatePercent, 'The bridging rate', 0, 5),
    checkWhole(p.bridgingMonths, 'The bridging months', 0, 36),
    checkPercent(p.bridgingFeePercent, 'The bridging fees', 0, 10),
  );
}

/** Total cost and cash required for a buy-and-refurbish project. */
export function projectCosts(p: ProjectInput): ProjectCosts {
  const bridgingLoan = Math.round((p.pricePence * p.bridgingLtvPercent) / 100);
  const bridgingInterest = Math.round((bridgingLoan * p.bridgingMonthlyRatePercent * p.bridgingMonths) / 100);
  const bridgingFees = Math.round((bridgingLoan * p.bridgingFeePercent) / 100);
  const totalCost =
    p.pricePence +
    p.stampDutyPence +
    p.buyingCostsPence +
    p.refurbishmentPence +
    p.holdingCostsPence +
    bridgingInterest +
    bridgingFees;
  return { bridgingLoan, bridgingInterest, bridgingFees, totalCost, cashRequired: totalCost - bridgingLoan };
}
