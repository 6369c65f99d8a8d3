/**
 * Capital Gains Tax on selling a UK residential property (individuals, UK resident).
 *
 * Formula (GOV.UK "Tax when you sell property"; HMRC CG manual):
 *   gain        = sale price − selling costs − purchase price − buying costs − improvement costs
 *   your gain   = gain × your ownership share
 *   PRR         = your gain × (months lived in as main home + final 9 months, capped at months owned) ÷ months owned
 *   losses used = brought-forward losses, but only down to the unused annual exempt amount (TCGA 1992 s.2(2), CG21510)
 *   taxable     = your gain − PRR − losses used − annual exempt amount still unused (rounded down to the pound)
 *   band left   = basic rate band − taxable income (income − personal allowance, tapered above £100,000)
 *   tax         = min(taxable, band left) × basic rate + the rest × higher rate (residential rates of the tax year)
 *
 * Worked example (by the GOV.UK method, 2025-26 figures): income £30,000 leaves
 * £37,700 − (£30,000 − £12,570) = £20,270 of basic rate band. A £50,000 gain less the £3,000
 * exempt amount = £47,000 taxable: £20,270 × 18% + £26,730 × 24% = £3,648.60 + £6,415.20 = £10,063.80.
 */
import { CGT_YEARS, type CgtYear } from '../../data/tax/cgt.ts';
import { fail, ok, type Result } from '../result.ts';
import { mulDiv, roundDownToPound } from '../money/rounding.ts';
import { percentOf } from '../money/rate.ts';
import { personalAllowanceFor } from './personal-allowance.ts';
import { addDays, taxYearOf } from './tax-year.ts';

export interface CgtInput {
  salePrice: number;
  sellingCosts: number;
  purchasePrice: number;
  buyingCosts: number;
  improvementCosts: number;
  /** Your share of the property, in basis points (10 000 = sole owner, 5 000 = half). */
  ownershipShareBps: number;
  /** Total taxable income for the tax year before the personal allowance (salary, rent, pension…). */
  annualIncome: number;
  /** Capital losses brought forward from earlier years (used only down to the unused annual exempt amount). */
  capitalLosses: number;
  /** Annual exempt amount already used by other gains in the same tax year. */
  exemptAmountUsed: number;
  /** Whole months owned, and whole months it was your only or main home (0 if never). */
  monthsOwned: number;
  monthsLivedIn: number;
  /**
   * Whole months from when it last stopped being your main home to the disposal (0 if it was your home until the
   * sale). Only the part of the final 9 months after you moved out adds relief (HMRC CG64990).
   */
  monthsSinceMovedOut: number;
  /** Date of disposal (exchange of contracts): fixes the tax year. */
  disposalDate: Date;
  /** Completion: starts the 60-day reporting deadline. Defaults to the disposal date. */
  completionDate?: Date;
}

export interface CgtStep {
  label: string;
  amountPence: number;
}

export interface CgtResult {
  taxYear: string;
  rules: CgtYear;
  gainPence: number;
  yourGainPence: number;
  privateResidenceReliefPence: number;
  lossesUsedPence: number;
  netGainPence: number;
  exemptAmountAppliedPence: number;
  taxableGainPence: number;
  basicRateBandLeftPence: number;
  taxAtBasicPence: number;
  taxAtHigherPence: number;
  taxPence: number;
  /** Tax as a share of your gain, in basis points. */
  effectiveRateBps: number;
  reportByDate: string | null;
  steps: CgtStep[];
  notes: string[];
}

/** Final period of ownership always treated as occupied (TCGA 1992 s.223, 9 months since 6 April 2020). */
export const FINAL_PERIOD_MONTHS = 9;

/** The CGT year for a disposal date, or undefined outside the tables. */
export function cgtYearOn(date: Date, years: readonly CgtYear[] = CGT_YEARS): CgtYear | undefined {
  return years.find((y) => y.taxYear === taxYearOf(date));
}

export function calculateCgt(input: CgtInput, rules?: CgtYear): Result<CgtResult> {
  const year = rules ?? cgtYearOn(input.disposalDate);
  if (!year) {
    const first = CGT_YEARS[0]!;
    const last = CGT_YEARS[CGT_YEARS.length - 1]!;
    return fail(
      `This calculator covers disposals from ${first.effectiveFrom.split('-').reverse().join('/')} to ${last.effectiveTo?.split('-').reverse().join('/')} (tax years ${first.taxYear} to ${last.taxYear}).`,
    );
  }
  if (input.monthsLivedIn > input.monthsOwned)
    return fail('The months you lived there cannot be more than the months you owned it.');
  if (input.monthsOwned < 1) return fail('Enter how many months you owned the property (at least 1).');
  if (input.monthsSinceMovedOut < 0) return fail('The months since you moved out cannot be negative.');
  if (input.monthsLivedIn > 0 && input.monthsLivedIn + input.monthsSinceMovedOut > input.monthsOwned)
    return fail(
      'The months you lived there and the months since you moved out cannot add up to more than the months you owned it.',
    );
  if (input.ownershipShareBps <= 0 || input.ownershipShareBps > 10_000)
    return fail('Enter your share of the property, between 1% and 100%.');

  const notes: string[] = [];
  const gain = input.salePrice - input.sellingCosts - input.purchasePrice - input.buyingCosts - input.improvementCosts;
  const yourGain = mulDiv(gain, input.ownershipShareBps, 10_000, 'down');
  let prr = 0;
  if (yourGain > 0 && input.monthsLivedIn > 0) {
    // The final 9 months always count, but only once: months you lived there anyway add nothing (CG64990).
    const finalPeriodAdded = Math.min(FINAL_PERIOD_MONTHS, input.monthsSinceMovedOut);
    const reliefMonths = Math.min(input.monthsOwned, input.monthsLivedIn + finalPeriodAdded);
    prr = mulDiv(yourGain, reliefMonths, input.monthsOwned, 'down');
    notes.push(
      reliefMonths === input.monthsOwned
        ? 'Private residence relief covers the whole gain: it was your main home for all of the time you owned it, counting the final 9 months.'
        : `Private residence relief covers ${reliefMonths} of ${input.monthsOwned} months (the ${input.monthsLivedIn} months you lived there plus ${finalPeriodAdded} of the final ${FINAL_PERIOD_MONTHS} months that came after you moved out).`,
    );
  }
  const afterRelief = Math.max(0, yourGain - prr);
  if (gain < 0)
    notes.push('You made a loss: there is no tax to pay, and you can report the loss to set it against future gains.');
  const exemptLeft = Math.max(0, year.annualExemptAmount - input.exemptAmountUsed);
  const lossesUsed = Math.min(input.capitalLosses, Math.max(0, afterRelief - exemptLeft));
  const netGain = afterRelief - lossesUsed;
  const exemptApplied = Math.min(exemptLeft, netGain);
  const taxable = roundDownToPound(netGain - exemptApplied);

  const allowance = personalAllowanceFor(input.annualIncome, year);
  const taxableIncome = Math.max(0, input.annualIncome - allowance);
  const bandLeft = Math.max(0, year.basicRateBand - taxableIncome);
  const atBasic = Math.min(taxable, bandLeft);
  const atHigher = taxable - atBasic;
  const taxAtBasic = percentOf(atBasic, year.basicRateBps, 'down');
  const taxAtHigher = percentOf(atHigher, year.higherRateBps, 'down');
  const tax = taxAtBasic + taxAtHigher;

  const completion = input.completionDate ?? input.disposalDate;
  const reportByDate = tax > 0 ? addDays(completion, year.reportingDays).toISOString().slice(0, 10) : null;
  if (reportByDate)
    notes.push(`Report and pay the tax within ${year.reportingDays} days of completion, using HMRC's UK property account.`);

  const steps: CgtStep[] = [
    { label: 'Sale price', amountPence: input.salePrice },
    { label: 'Less selling costs', amountPence: -input.sellingCosts },
    { label: 'Less purchase price', amountPence: -input.purchasePrice },
    { label: 'Less buying costs', amountPence: -input.buyingCosts },
    { label: 'Less improvement costs', amountPence: -input.improvementCosts },
    { label: 'Gain', amountPence: gain },
  ];
  if (input.ownershipShareBps !== 10_000) steps.push({ label: 'Your share of the gain', amountPence: yourGain });
  if (prr > 0) steps.push({ label: 'Less private residence relief', amountPence: -prr });
  if (input.capitalLosses > 0) steps.push({ label: 'Less capital losses brought forward', amountPence: -lossesUsed });
  steps.push({ label: `Less annual exempt amount (${year.taxYear})`, amountPence: -exemptApplied });
  steps.push({ label: 'Taxable gain', amountPence: taxable });

  return ok({
    taxYear: year.taxYear,
    rules: year,
    gainPence: gain,
    yourGainPence: yourGain,
    privateResidenceReliefPence: prr,
    lossesUsedPence: lossesUsed,
    netGainPence: netGain,
    exemptAmountAppliedPence: exemptApplied,
    taxableGainPence: taxable,
    basicRateBandLeftPence: bandLeft,
    taxAtBasicPence: taxAtBasic,
    taxAtHigherPence: taxAtHigher,
    taxPence: tax,
    effectiveRateBps: yourGain > 0 ? mulDiv(tax, 10_000, yourGain, 'half-up') : 0,
    reportByDate,
    steps,
    notes,
  });
}
