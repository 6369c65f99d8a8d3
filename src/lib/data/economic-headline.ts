/**
 * The economic data checker's headline: the authority's average Band D council tax (the figure most
 * readers come for), then median resident pay against the comparison areas held for the same year,
 * each with its period and, when old, its age.
 *
 * Worked example (Trafford, DLUHC 2023-24 area Band D £1,878.08; ASHE 2023 median pay £36,000 against
 * England £34,000) → "Average Band D council tax in Trafford: £1,878.08 for 2023/24 including parish
 * and major precepts (data to March 2024); median resident pay £36,000 (data to 2023), 6% above England (£34,000)."
 */
import { formatCount, formatPoundsFigure, formatPoundsPenceFigure } from '../format/figures.ts';
import { headlinePeriod } from './headline-age.ts';
import type { EconomicIndicators, IndicatorSeries } from './types.ts';

/** Within this share either way a figure reads as "about the same as". */
const SAME_WITHIN = 0.02;

/** "6% above England (£34,000)", "about the same as North West (£33,900)". */
export function payDifference(value: number, reference: number, name: string): string {
  const figure = `${name} (${formatPoundsFigure(reference)})`;
  const ratio = value / reference - 1;
  if (Math.abs(ratio) < SAME_WITHIN) return `about the same as ${figure}`;
  return `${Math.round(Math.abs(ratio) * 100)}% ${ratio < 0 ? 'below' : 'above'} ${figure}`;
}

/** Median pay in its latest year, against each comparison area holding the same year. */
function payClause(earnings: IndicatorSeries, today: string): string | null {
  const latest = earnings.series.value.at(-1);
  if (!latest) return null;
  const against = earnings.comparators.flatMap((c) => {
    const same = c.series.find((p) => p.period === latest.period);
    return same && same.value > 0 ? [payDifference(latest.value, same.value, c.area.name ?? c.area.code)] : [];
  });
  const clause = `median resident pay ${formatPoundsFigure(latest.value)} (${headlinePeriod(latest.period, today)})`;
  return against.length > 0 ? `${clause}, ${against.join(' and ')}` : clause;
}

/** The one quotable line, or null when no indicator is held for the authority. */
export function economicHeadline(economic: EconomicIndicators, today: string): string | null {
  const name = economic.authority.name ?? economic.authority.code;
  const parts: string[] = [];
  const tax = economic.councilTax;
  if (tax && tax.value.areaBandD !== null) {
    parts.push(
      `Average Band D council tax in ${name}: ${formatPoundsPenceFigure(tax.value.areaBandD)} including parish and major precepts (${headlinePeriod(tax.value.year || tax.provenance.asOf, today)})`,
    );
  }
  const pay = economic.earnings ? payClause(economic.earnings, today) : null;
  if (pay) parts.push(parts.length === 0 ? `In ${name}, ${pay}` : pay);
  if (parts.length === 0 && economic.population) {
    parts.push(
      `${name} has ${formatCount(economic.population.value.allAges)} residents (${headlinePeriod(economic.population.provenance.asOf, today)})`,
    );
  }
  return parts.length > 0 ? `${parts.join('; ')}.` : null;
}
