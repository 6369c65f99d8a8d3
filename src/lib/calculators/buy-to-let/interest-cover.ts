export interface InterestCoverInput {
  monthlyRentPence: number;
  loanPence: number;
  /** Rate the lender tests at; at least the PRA minimum of 5.5% unless fixed for 5+ years. */
  stressRatePercent: number;
  /** Required cover, percent (125 basic-rate, 145 higher-rate taxpayer). */
  requiredCoverPercent: number;
}

export interface InterestCoverResult {
  /** Monthly interest on the loan at the stress rate. */
  stressedMonthlyInterest: number;
  /** Rent ÷ stressed interest × 100. */
  coverPercent: number;
  passes: boolean;
  /** Largest loan that passes: rent × 12 ÷ (cover × stress rate). */
  maxLoan: number;
  /** The rent needed for the chosen loan to pass. */
  rentNeeded: number;
}

/**
 * Lender interest cover ratio (ICR) test: monthly rent must be at least the required cover × the monthly interest on
 * the loan at the stress rate (PRA SS13/16). Example: £150,000 at 5.5% = £687.50 a month; at 125% cover the rent
 * must be ≥ £859.38; £1,000 rent gives 145.5% cover and a maximum loan of £174,545.
 */
export function interestCover(input: InterestCoverInput): InterestCoverResult {
  const stressedMonthlyInterest = Math.round((input.loanPence * input.stressRatePercent) / 100 / 12);
  const coverPercent = stressedMonthlyInterest > 0 ? (input.monthlyRentPence / stressedMonthlyInterest) * 100 : Infinity;
  const maxLoan =
    input.stressRatePercent > 0
      ? Math.floor((input.monthlyRentPence * 12 * 100 * 100) / (input.requiredCoverPercent * input.stressRatePercent))
      : Infinity;
  return {
    stressedMonthlyInterest,
    coverPercent,
    passes: coverPercent >= input.requiredCoverPercent,
    maxLoan,
    rentNeeded: Math.ceil((stressedMonthlyInterest * input.requiredCoverPercent) / 100),
  };
}
