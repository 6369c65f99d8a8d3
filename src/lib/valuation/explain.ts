/** The sentences of a valuation: why the grade, which evidence, and what the figure cannot see. */
import { formatIsoDate } from '../format/date.ts';
import { formatPeriod, formatPoundsFigure } from '../format/figures.ts';
import { typeName } from './comparables.ts';
import type { PriceBand } from './price-band.ts';
import type { RepeatSale } from './repeat-sale.ts';
import type { UncertaintyFeatures } from './uncertainty.ts';
import type { ConfidenceGrade, EvidenceUsed, PropertyType } from './types.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "semi-detached houses", "flats". */
export function typePlural(type: PropertyType): string {
  if (type === 'F') return 'flats';
  if (type === 'O') return 'other properties';
  return `${typeName(type)} houses`;
}

export interface GradeAccuracy {
  valuations: number;
  medianError: number | null;
  rangeHeld: number | null;
}

/** What weakens the evidence, in plain words (empty when nothing stands out). */
export function weaknesses(features: UncertaintyFeatures, localCount: number): string[] {
  const out: string[] = [];
  if (localCount === 0) out.push('no sales in the same street or postcode');
  else if (localCount < 3) out.push(`only ${plural(localCount, 'sale')} in the same street or postcode`);
  if (features.far > 0) out.push('too few in the postcode sector, so the whole district was the baseline');
  if (Math.exp(features.spread) > 0.15) out.push(`their adjusted prices vary widely (typically ±${pct(Math.exp(features.spread))})`);
  if (features.mismatch > 0.5) out.push('most differ in tenure or new-build status');
  if (features.age > 1) out.push(`on average ${Math.round(features.age * 12)} months old`);
  return out;
}

/**
 * The grade's reason: what the evidence is, what weakens it, and what this grade has meant in the
 * backtest. When the value is likely beyond the data's price band, that is the reason.
 */
export function gradeReason(input: {
  grade: ConfidenceGrade;
  outside: 'above' | 'below' | null;
  band: PriceBand | null;
  edgeCount: number;
  usedCount: number;
  features: UncertaintyFeatures | null;
  localCount: number;
  repeatSale: RepeatSale | null;
  accuracy: GradeAccuracy | undefined;
}): string {
  const { outside, band } = input;
  if (outside && band) {
    const edge = outside === 'above' ? formatPoundsFigure(band.high) : formatPoundsFigure(band.low);
    const word = outside === 'above' ? 'highest' : 'lowest';
    return `Low: ${input.edgeCount} of the ${input.usedCount} comparable sales sit within 5% of ${edge}, the ${word} price among the sales we hold for this type of home here, so the home may well be worth ${outside === 'above' ? 'more' : 'less'} than this data can show.`;
  }
  const parts: string[] = [];
  if (input.repeatSale?.used) parts.push(`its own sale in ${formatPeriod(input.repeatSale.date.slice(0, 7))} brought forward`);
  const weak = input.features ? weaknesses(input.features, input.localCount) : [];
  if (weak.length > 0) parts.push(`the comparables have ${weak.join('; ')}`);
  else if (input.features) parts.push('close, recent comparables that agree');
  const what = `${input.grade[0]!.toUpperCase()}${input.grade.slice(1)}: ${parts.join('; ')}.`;
  const a = input.accuracy;
  if (!a || a.medianError === null || a.rangeHeld === null || a.valuations === 0) return what;
  return `${what} In our backtest, valuations graded ${input.grade} were within ${(a.medianError * 100).toFixed(1)}% of the price paid half the time, and ${pct(a.rangeHeld)} of prices fell inside the range.`;
}

/** One sentence naming the evidence behind the figure. */
export function evidenceSummary(e: Omit<EvidenceUsed, 'summary'>, type: PropertyType, district: string, sector: string): string {
  const parts: string[] = [];
  const rs = e.repeatSale;
  if (rs?.used)
    parts.push(
      `this home’s own sale for ${formatPoundsFigure(rs.price)} in ${formatPeriod(rs.date.slice(0, 7))}, brought forward to ${formatPoundsFigure(rs.estimate)} (weight ${pct(rs.weight)})`,
    );
  const local: string[] = [];
  if (e.samePostcode > 0) local.push(`${plural(e.samePostcode, 'sale')} in the same postcode`);
  if (e.sameStreet > 0) local.push(`${plural(e.sameStreet, 'sale')} on ${e.street?.name ?? 'the same street'} elsewhere`);
  if (local.length > 0) parts.push(local.join(' and '));
  if (e.baseline.sales > 0)
    parts.push(
      `${plural(e.baseline.sales, 'sale')} of ${typePlural(type)} in ${e.baseline.level === 'sector' ? `sector ${sector}` : `district ${district}`} as the baseline`,
    );
  if (e.floorArea)
    parts.push(
      `its floor area of ${e.floorArea.floorAreaM2} m² (${e.floorArea.source === 'epc' ? 'from its EPC' : 'as given'}), about ${formatPoundsFigure(e.floorArea.poundsPerM2)} per m²`,
    );
  const text = parts.length > 0 ? parts.join('; ') : 'comparable sales';
  const unused = rs && !rs.used ? ` Its own earlier sale (${formatPoundsFigure(rs.price)}, ${formatPeriod(rs.date.slice(0, 7))}) is shown but not used: ${rs.notes.at(-1)}.` : '';
  return `Evidence: ${text}.${unused}`;
}

/**
 * What the figure could and could not take into account, in two lines: the period and price band of
 * the sales it could use with the valuation date (and why, when known); then what the data cannot
 * see — condition, extensions, and prices beyond the band.
 */
export function limitsLines(input: {
  band: PriceBand | null;
  outside: 'above' | 'below' | null;
  type: PropertyType;
  district: string;
  asOf: string;
  asOfWhy: string | null;
}): string[] {
  const { band } = input;
  const date = `valued as of ${formatIsoDate(input.asOf)}${input.asOfWhy ? `, ${input.asOfWhy}` : ''}`;
  const first = band
    ? `It could use ${plural(band.sales, 'standard sale')} of ${typePlural(input.type)} in ${input.district} from ${formatPeriod(band.fromMonth)} to ${formatPeriod(band.toMonth)}, priced ${formatPoundsFigure(band.low)} to ${formatPoundsFigure(band.high)}; ${date}.`
    : `It could use no standard sales of ${typePlural(input.type)} in ${input.district} in the two years before the valuation date; ${date}.`;
  const beyond = band
    ? input.outside === 'above'
      ? `any price above ${formatPoundsFigure(band.high)}, where its comparables crowd, so the value may be higher`
      : input.outside === 'below'
        ? `any price below ${formatPoundsFigure(band.low)}, where its comparables crowd, so the value may be lower`
        : `any price above ${formatPoundsFigure(band.high)} or below ${formatPoundsFigure(band.low)}`
    : 'prices outside the sales we hold';
  return [first, `It cannot see the home’s condition, extensions or improvements, nor ${beyond}.`];
}
