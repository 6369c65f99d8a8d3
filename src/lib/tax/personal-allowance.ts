/** The parts of a tax year's income tax rules the personal allowance taper needs (pence). */
export interface PersonalAllowanceRules {
  personalAllowance: number;
  /** The allowance falls by £1 for every £2 of adjusted net income above this. */
  allowanceTaperFrom: number;
}

/**
 * The personal allowance after the taper: reduced by £1 for every £2 of adjusted net income above £100,000, down to
 * nil (ITA 2007 s.35; GOV.UK "Income Tax rates and Personal Allowances": "Your Personal Allowance goes down by £1 for
 * every £2 of income above £100,000"). The reduction is in whole pounds.
 * Example (2026-27): £110,000 → £12,570 − £5,000 = £7,570; nil from £125,140.
 */
export function personalAllowanceFor(adjustedNetIncomePence: number, rules: PersonalAllowanceRules): number {
  const excess = Math.max(0, adjustedNetIncomePence - rules.allowanceTaperFrom);
  const reduction = Math.floor(excess / 200) * 100;
  return Math.max(0, rules.personalAllowance - reduction);
}
