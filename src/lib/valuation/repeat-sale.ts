import { monthsBetween } from './months.ts';
import { adjustmentFactor } from './price-index.ts';
import { repeatSaleError, type RepeatSaleModel } from './uncertainty.ts';
import type { CandidateSale, IndexSeries, PropertyType } from './types.ts';

/** The home's own last sale brought forward to the valuation date. */
export interface RepeatSale {
  transactionId: string;
  address: string;
  date: string;
  price: number;
  /** Index at the valuation month ÷ index at the sale month. */
  adjustmentFactor: number;
  /** price × factor, whole pounds. */
  estimate: number;
  years: number;
  /** Predicted median absolute error (log points), from the repeat-sale error model. */
  error: number;
  /** Whether it was blended into the figure; when not, the last note says why. */
  used: boolean;
  /** The sale recorded another property type than the one given (its error counts double). */
  typeDiffers: boolean;
  /** Weight of the repeat sale in the blended figure (0 when not used). */
  weight: number;
  /** Plain words about this sale: its category, a recorded type differing from the one given, why it was not used. */
  notes: string[];
}

/**
 * The repeat-sale estimate: the home's latest earlier sale, price × index(valuation month) ÷
 * index(sale month), with its predicted error √(base² + perYear × years). Not used (but reported)
 * when the index does not reach back to that month or the sale is older than the longest resale
 * interval whose accuracy was measured; its error is doubled when the recorded property type differs
 * from the one given (the home may have been extended or converted).
 *
 * Worked example (made-up numbers): sold for £200,000 on 2019-02-10; the local index is 100.0 in
 * 2019-02 and 104.5 in 2019-11 (its latest month); valued as of 2019-12-01, 10 months (0.833 years)
 * later, with base 0.06 and perYear 0.0025: factor 1.045, estimate £209,000, error
 * √(0.0036 + 0.0025 × 0.8333) = √0.0056833 = 0.0754.
 */
export function repeatSaleEstimate(
  homeSales: readonly CandidateSale[],
  subject: { asOf: string; propertyType: PropertyType },
  index: IndexSeries,
  model: RepeatSaleModel | null,
): RepeatSale | null {
  const last = homeSales.find((s) => s.price > 0 && s.date < subject.asOf);
  if (!last) return null;
  const months = monthsBetween(last.date, subject.asOf);
  const years = months / 12;
  const factor = adjustmentFactor(index, last.date, subject.asOf);
  const notes: string[] = [];
  if (last.category === 'B') notes.push('recorded as a non-standard sale (category B, such as to a company or a repossession)');
  const typeDiffers = last.propertyType !== null && last.propertyType !== subject.propertyType;
  if (typeDiffers) notes.push('recorded then as a different property type, so the home may have changed');
  let used = true;
  if (factor === null) {
    used = false;
    notes.push('the price index does not reach back to that sale, so it is not used');
  } else if (!model) {
    used = false;
    notes.push('there were too few resales in our backtest to measure how accurate this is, so it is not used');
  } else if (years > model.maxYears) {
    used = false;
    notes.push(
      `we have measured repeat-sale accuracy only for resales within ${formatYears(model.maxYears)}, so a sale ${formatYears(years)} earlier is shown but not used`,
    );
  }
  const base = model ? repeatSaleError(years, model) : Infinity;
  return {
    transactionId: last.transactionId,
    address: last.address,
    date: last.date,
    price: last.price,
    adjustmentFactor: Math.round((factor ?? 1) * 10_000) / 10_000,
    estimate: Math.round(last.price * (factor ?? 1)),
    years: Math.round(years * 100) / 100,
    error: typeDiffers ? base * 2 : base,
    used,
    typeDiffers,
    weight: 0,
    notes,
  };
}

function formatYears(years: number): string {
  if (years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return `${months} month${months === 1 ? '' : 's'}`;
  }
  const y = Math.round(years * 10) / 10;
  return `${y} year${y === 1 ? '' : 's'}`;
}
