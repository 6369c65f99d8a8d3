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
  if (localCount === 0) out.push('no comparable sales in the same street or postcode');
  else if (localCount < 3) out.push(`only ${plural(localCount, 'comparable sale')} in the same street or postcode`);
  if (features.far > 0) out.push('too few in the postcode sector, so the whole district is the baseline');
  if (Math.exp(features.spread) > 0.15) out.push(`comparable prices vary widely (typically ±${pct(Math.exp(features.spread))})`);
  if (features.mismatch > 0.5) out.push('most comparables differ in tenure or new-build status');
  if (features.age > 1) out.push(`comparables are on average ${Math.round(features.age * 12)} months old`);
  return out;
}

/**
 * The grade's reason: what the evidence is, what weakens it, and what this grade has meant in the
 * backtest. When the value is likely beyond the prices the data holds here, that is the reason.
 */
export function gradeReason(input: {
  grade: ConfidenceGrade;
  outside: 'above' | 'below' | null;
  coverage: PriceBand | null;
  /** The chance the range gives a value beyond the coverage, on the side it is outside. */
  chance: number;
  edgeCount: number;
  usedCount: number;
  features: UncertaintyFeatures | null;
  localCount: number;
  repeatSale: RepeatSale | null;
  accuracy: GradeAccuracy | undefined;
  district: string;
}): string {
  const { outside, coverage } = input;
  if (outside && coverage) {
    const above = outside === 'above';
    const edge = formatPoundsFigure(above ? coverage.high : coverage.low);
    const why =
      input.edgeCount * 3 >= input.usedCount && input.usedCount > 0
        ? `${input.edgeCount} of its ${input.usedCount} comparable sales sit within 5% of ${edge}`
        : `its range gives about a ${pct(input.chance)} chance of a value ${above ? 'above' : 'below'} ${edge}`;
    return `The sales we hold in ${input.district} for this period go no ${above ? 'higher' : 'lower'} than ${edge}, and ${why}: this home may well be worth ${above ? 'more' : 'less'} than this data can show.`;
  }
  const sentences: string[] = [];
  if (input.repeatSale?.used)
    sentences.push(`Based first on this home’s own sale in ${formatPeriod(input.repeatSale.date.slice(0, 7))}, brought forward.`);
  const weak = input.features ? weaknesses(input.features, input.localCount) : [];
  if (weak.length > 0) sentences.push(`Weaker points: ${weak.join('; ')}.`);
  else if (input.features) sentences.push('Close, recent comparable sales that agree.');
  const a = input.accuracy;
  if (a && a.medianError !== null && a.rangeHeld !== null && a.valuations > 0)
    sentences.push(
      `In our backtest, valuations graded ${input.grade} were within ${(a.medianError * 100).toFixed(1)}% of the price paid half the time, and ${pct(a.rangeHeld)} of prices fell inside the range.`,
    );
  return sentences.join(' ');
}

/**
 * One sentence naming the evidence behind the figure. `sameBuilding`: how many of the postcode's
 * sales are flats in the home's own building; `otherTypes`: sales of other types at the postcode
 * that pulled the figure (priced by the district's gap between the types).
 */
export function evidenceSummary(
  e: Omit<EvidenceUsed, 'summary'>,
  type: PropertyType,
  district: string,
  sector: string,
  extra: { sameBuilding?: number; otherTypes?: number; trend?: { east: number; north: number } | null } = {},
): string {
  const parts: string[] = [];
  const rs = e.repeatSale;
  if (rs?.used)
    parts.push(
      `this home’s own sale for ${formatPoundsFigure(rs.price)} in ${formatPeriod(rs.date.slice(0, 7))}, brought forward to ${formatPoundsFigure(rs.estimate)} (weight ${pct(rs.weight)})`,
    );
  const local: string[] = [];
  const sameBuilding = extra.sameBuilding ?? 0;
  const building =
    sameBuilding > 0
      ? ` (${sameBuilding === e.samePostcode ? (sameBuilding === 1 ? 'in' : 'all in') : `${sameBuilding} in`} the same building)`
      : '';
  if (e.samePostcode > 0) local.push(`${plural(e.samePostcode, 'sale')} in the same postcode${building}`);
  if (e.sameStreet > 0) local.push(`${plural(e.sameStreet, 'sale')} on ${e.street?.name ?? 'the same street'} elsewhere`);
  if ((extra.otherTypes ?? 0) > 0)
    local.push(
      `${plural(extra.otherTypes!, 'sale')} of other types in the same postcode, priced by the district’s gap between types`,
    );
  if (local.length > 0) parts.push(local.join(' and '));
  if (e.baseline.sales > 0)
    parts.push(
      `${plural(e.baseline.sales, 'sale')} of ${typePlural(type)} in ${e.baseline.level === 'sector' ? `sector ${sector}` : `district ${district}`} as the baseline${trendPhrase(extra.trend ?? null)}`,
    );
  if (e.floorArea)
    parts.push(
      `its floor area of ${e.floorArea.floorAreaM2} m² (${e.floorArea.source === 'epc' ? 'from its EPC' : 'as given'}), about ${formatPoundsFigure(e.floorArea.poundsPerM2)} per m²`,
    );
  const text = parts.length > 0 ? parts.join('; ') : 'comparable sales';
  const unused =
    rs && !rs.used
      ? ` Its own earlier sale (${formatPoundsFigure(rs.price)}, ${formatPeriod(rs.date.slice(0, 7))}) is shown but not used: ${rs.notes.at(-1)}.`
      : '';
  return `Evidence: ${text}.${unused}`;
}

const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];

/**
 * How the area's prices lean, when the baseline was read along that lean (area-trend.ts): ", read
 * at this postcode: their prices rise about 4% a km towards the north-east". Nothing when there is
 * no trend or it is under 1% a km.
 */
export function trendPhrase(trend: { east: number; north: number } | null): string {
  if (!trend) return '';
  const perKm = Math.exp(Math.hypot(trend.east, trend.north)) - 1;
  if (perKm < 0.01) return '';
  const angle = (Math.atan2(trend.north, trend.east) * 180) / Math.PI;
  const towards = COMPASS[Math.round((angle + 360) / 45) % 8]!;
  return `, read at this postcode: their prices rise about ${Math.round(perKm * 100)}% a km towards the ${towards}`;
}

/**
 * What the figure could and could not take into account, in two lines: the period and price band of
 * the sales of this type it could use, with the valuation date (and why, when known); then what the
 * data cannot see — condition, extensions, and prices beyond those the district's sales reach.
 */
export function limitsLines(input: {
  band: PriceBand | null;
  coverage: PriceBand | null;
  outside: 'above' | 'below' | null;
  type: PropertyType;
  district: string;
  asOf: string;
  asOfWhy: string | null;
}): string[] {
  const { band, coverage } = input;
  const date = `valued as of ${formatIsoDate(input.asOf)}${input.asOfWhy ? `, ${input.asOfWhy}` : ''}`;
  const first = band
    ? `It could use ${plural(band.sales, 'standard sale')} of ${typePlural(input.type)} in ${input.district} from ${formatPeriod(band.fromMonth)} to ${formatPeriod(band.toMonth)}, priced ${formatPoundsFigure(band.low)} to ${formatPoundsFigure(band.high)}; ${date}.`
    : `It could use no standard sales of ${typePlural(input.type)} in ${input.district} in the two years before the valuation date; ${date}.`;
  const reach = coverage
    ? `any price above ${formatPoundsFigure(coverage.high)} or below ${formatPoundsFigure(coverage.low)}, the highest and lowest sales we hold in ${input.district} for that period`
    : 'prices outside the sales we hold';
  const beyond =
    input.outside === 'above'
      ? ' — and this home may well be worth more'
      : input.outside === 'below'
        ? ' — and this home may well be worth less'
        : '';
  return [first, `It cannot see the home’s condition, extensions or improvements, nor ${reach}${beyond}.`];
}
