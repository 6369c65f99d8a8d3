import { checkPence, checkPercent, checkWhole, firstError } from '../mortgage-repayment/checks.ts';
import { fail, ok, type CalcResult } from '../mortgage-repayment/result.ts';

export interface DevelopmentInput {
  landPricePence: number;
  /** Stamp duty, legal and survey costs on the land. */
  landCostsPence: number;
  /** Gross internal area to be built, m². */
  floorAreaM2: number;
  buildCostPerM2Pence: number;
  /** External works (drives, landscaping, services) as a percentage of build cost. */
  externalWorksPercent: number;
  /** Architect, engineer, surveyor, warranty: percent of build cost including external works. */
  professionalFeesPercent: number;
  /** Planning fees, CIL, Section 106 and building control. */
  statutoryCostsPence: number;
  /** Contingency, percent of build cost + external works + fees. */
  contingencyPercent: number;
  /** Finance: yearly interest rate and the share of costs borrowed. */
  financeRatePercent: number;
  financedPercent: number;
  buildMonths: number;
  /** Months from completion of the build until the sales complete. */
  saleMonths: number;
  /** Gross development value: what the finished scheme sells for. */
  gdvPence: number;
  /** Agent and legal fees on sales, percent of GDV. */
  salesCostsPercent: number;
}

export interface DevelopmentResult {
  build: number;
  externalWorks: number;
  professionalFees: number;
  contingency: number;
  /** Interest on the land loan for the whole period and on the build loan, half drawn on average, during the build. */
  finance: number;
  salesCosts: number;
  totalCost: number;
  profit: number;
  profitOnCostPercent: number;
  profitOnGdvPercent: number;
  /** Total cost excluding land ÷ floor area. */
  costPerM2: number;
}

/**
 * Development appraisal (simple residual method). Finance = rate × financed share × (land and land costs for build
 * + sale months + build-related costs for half the build months + all of them for the sale months) — the usual
 * approximation that the build loan is drawn evenly, so on average half is out during the build.
 * profit = GDV − total cost (which includes sales costs); profit on cost = profit ÷ total cost (a common target is 20%).
 * Example: 200 m² at £2,000/m² = £400,000 build; with 10% fees and 5% contingency → £462,000 before finance.
 */
export function calculateDevelopment(input: DevelopmentInput): CalcResult<DevelopmentResult> {
  const error = firstError(
    checkPence(input.landPricePence, 'The land price'),
    checkPence(input.landCostsPence, 'Land purchase costs'),
    Number.isFinite(input.floorAreaM2) && input.floorAreaM2 > 0 && input.floorAreaM2 <= 1_000_000
      ? null
      : 'The floor area must be more than 0 m².',
    checkPence(input.buildCostPerM2Pence, 'The build cost per m²', 100),
    checkPercent(input.externalWorksPercent, 'External works', 0, 100),
    checkPercent(input.professionalFeesPercent, 'Professional fees', 0, 50),
    checkPence(input.statutoryCostsPence, 'Planning and statutory costs'),
    checkPercent(input.contingencyPercent, 'Contingency', 0, 50),
    checkPercent(input.financeRatePercent, 'The finance rate', 0, 30),
    checkPercent(input.financedPercent, 'The share borrowed', 0, 100),
    checkWhole(input.buildMonths, 'The build period', 1, 120),
    checkWhole(input.saleMonths, 'The sale period', 0, 60),
    checkPence(input.gdvPence, 'The GDV', 100),
    checkPercent(input.salesCostsPercent, 'Sales costs', 0, 20),
  );
  if (error) return fail(error);
  const build = Math.round(input.floorAreaM2 * input.buildCostPerM2Pence);
  const externalWorks = Math.round((build * input.externalWorksPercent) / 100);
  const professionalFees = Math.round(((build + externalWorks) * input.professionalFeesPercent) / 100);
  const contingency = Math.round(((build + externalWorks + professionalFees) * input.contingencyPercent) / 100);
  const land = input.landPricePence + input.landCostsPence;
  const works = build + externalWorks + professionalFees + contingency + input.statutoryCostsPence;
  const monthlyRate = input.financeRatePercent / 100 / 12;
  const share = input.financedPercent / 100;
  const finance = Math.round(
    share * monthlyRate * (land * (input.buildMonths + input.saleMonths) + works * (input.buildMonths / 2 + input.saleMonths)),
  );
  const salesCosts = Math.round((input.gdvPence * input.salesCostsPercent) / 100);
  const totalCost = land + works + finance + salesCosts;
  const profit = input.gdvPence - totalCost;
  return ok({
    build,
    externalWorks,
    professionalFees,
    contingency,
    finance,
    salesCosts,
    totalCost,
    profit,
    profitOnCostPercent: (profit / totalCost) * 100,
    profitOnGdvPercent: (profit / input.gdvPence) * 100,
    costPerM2: Math.round((totalCost - land) / input.floorAreaM2),
  });
}
