/**
 * Help to Buy: ISA scheme rules. Source: GOV.UK, "Help to Buy: ISA"
 * https://www.gov.uk/affordable-home-ownership-schemes/help-to-buy-isa. The bonus is 25% of the closing balance
 * (savings plus interest), at least £400 (so at least £1,600 saved) and at most £3,000 (on £12,000).
 */
import type { Dated } from './types.ts';

export interface HelpToBuyIsaRules extends Dated {
  bonusRateBps: number;
  minimumBalanceForBonus: number;
  minimumBonus: number;
  maximumBonus: number;
  maximumOpeningDeposit: number;
  maximumMonthlyDeposit: number;
  priceCapLondon: number;
  priceCapElsewhere: number;
  /** Last day a new account could be opened. */
  lastOpeningDate: string;
  /** Last day money can be paid in. */
  lastDepositDate: string;
  /** The bonus must be claimed (by the conveyancer) by this date. */
  bonusClaimDeadline: string;
}

export const HELP_TO_BUY_ISA: HelpToBuyIsaRules = {
  effectiveFrom: '2015-12-01',
  effectiveTo: '2030-12-01',
  sources: [{ label: 'GOV.UK: Help to Buy: ISA', url: 'https://www.gov.uk/affordable-home-ownership-schemes/help-to-buy-isa' }],
  verifiedOn: '2026-11-22',
  bonusRateBps: 2_500,
  minimumBalanceForBonus: 1_600_00,
  minimumBonus: 400_00,
  maximumBonus: 3_000_00,
  maximumOpeningDeposit: 1_200_00,
  maximumMonthlyDeposit: 200_00,
  priceCapLondon: 450_000_00,
  priceCapElsewhere: 250_000_00,
  lastOpeningDate: '2019-11-30',
  lastDepositDate: '2029-11-30',
  bonusClaimDeadline: '2030-12-01',
};
