/** Shapes shared by the SDLT, LBTT and LTT engines and the stamp-duty entry point. */
import type { SourceRef } from '../../data/tax/types.ts';

export type Region = 'england-ni' | 'scotland' | 'wales';
export type BuyerType = 'first-time' | 'home-mover' | 'additional';

export interface StampDutyInput {
  /** Price (chargeable consideration) in pence. */
  price: number;
  region: Region;
  /** Either buyerType, or the two flags below (buyerType wins when both are given). */
  buyerType?: BuyerType;
  firstTimeBuyer?: boolean;
  /** Buying an additional dwelling (second home, buy-to-let) without replacing a main residence. */
  additionalProperty?: boolean;
  /** England and Northern Ireland only: a non-UK-resident purchaser (2% surcharge). */
  nonUkResident?: boolean;
  /** The effective date (normally completion). Default: today. */
  completionDate?: Date;
}

/** One line of the breakdown: a band, or a supplement charged on the whole price (Scotland's ADS). */
export interface TaxLine {
  kind: 'band' | 'supplement';
  label: string;
  fromPence: number;
  toPence: number | null;
  rateBps: number;
  taxablePence: number;
  /** This line's tax, rounded down to the penny. */
  taxPence: number;
}

export type RatesApplied = 'standard' | 'first-time-buyer' | 'higher' | 'standard-with-ads' | 'first-time-buyer-with-ads';

export interface RulesInForce {
  effectiveFrom: string;
  effectiveTo: string | null;
  verifiedOn: string;
  sources: readonly SourceRef[];
}

export interface StampDutyResult {
  tax: 'SDLT' | 'LBTT' | 'LTT';
  taxName: string;
  /** Tax due, rounded down to the whole pound, in pence. */
  totalPence: number;
  bands: TaxLine[];
  /** totalPence − Σ bands.taxPence: the effect of rounding the total down to the pound (a few pence at most). */
  roundingAdjustmentPence: number;
  effectiveRateBps: number;
  /** totalPence ÷ price as a fraction (0.016 = 1.6%); 0 for a zero price. */
  effectiveRate: number;
  ratesApplied: RatesApplied;
  /** Which surcharges were added, in basis points (0 when not applied). */
  surcharges: { higherRatesBps: number; nonResidentBps: number; adsBps: number };
  rulesInForce: RulesInForce;
  /** Whether a return is needed (purchases under £40,000 are not notifiable). */
  notifiable: boolean;
  /** Plain-English notes on which rules applied and why. */
  notes: string[];
}
