import { formatPoundsFigure } from '../format/figures.ts';
import { addMonths, monthOf, monthsBetween } from './months.ts';
import type { IndexSeries } from './types.ts';

/**
 * How old the evidence behind a figure may be. Newer than `staleAfterMonths` before the value date
 * and the range stands as calibrated; older and the range widens by the index's measured drift over
 * the gap and the grade drops one step (never "high"); older than `declineAfterMonths` and no figure
 * is given. Stated choices: six months is two UK HPI publication cycles and a quarter of the
 * comparables' 24-month window; past eighteen months every comparable sits in the window's oldest
 * quarter and the index has not moved for as long, so the figure would describe another market.
 */
export interface FreshnessLimits {
  staleAfterMonths: number;
  declineAfterMonths: number;
}

export const FRESHNESS_LIMITS: FreshnessLimits = { staleAfterMonths: 6, declineAfterMonths: 18 };

/** z of the 80th percentile of |N(0,1)|: the 80% half-width of a normal step. */
const Z80 = 1.2816;

/** The time behind a valuation, as every answer carries it. */
export interface Freshness {
  /** The valuation date: only sales before it are evidence ("2020-01-01"). */
  valueDate: string;
  /** The month the figure describes: the month of the last day whose sales it could use ("2019-12"). */
  valueMonth: string;
  /** The newest sale the figure rests on (a comparable, or the home's own earlier sale), or null. */
  evidenceDate: string | null;
  /** The newest month the price index has sales (derived) or a published point (UK HPI) for, or null. */
  indexMonth: string | null;
  /** Whole months from the older of those two to the value month. */
  gapMonths: number;
  /** True when the gap is past `staleAfterMonths`: the range was widened and the grade lowered. */
  stale: boolean;
  /** Log points added to each side of the range for the drift over the gap (0 when not stale). */
  widening: number;
}

/** The month of the day before `valueDate`: "2020-01-01" → "2019-12"; "2019-06-15" → "2019-06". */
export function valueMonthOf(valueDate: string): string {
  const d = new Date(`${valueDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return monthOf(d.toISOString().slice(0, 10));
}

/** The newest month of the series at or before `month` that carries evidence (a derived month with sales, any HPI point). */
export function indexMonthOf(series: IndexSeries, month: string): string | null {
  let found: string | null = null;
  for (const p of series.points) {
    if (p.period > month) break;
    if (series.source === 'uk-hpi' || (p.sales ?? 0) > 0) found = p.period;
  }
  return found;
}

/**
 * The index's measured drift over `gapMonths` (log points): the trend it showed over its last
 * `gapMonths` months carried across the gap, plus the 80% half-width of a random walk with its
 * monthly volatility: |mean step| × g + 1.2816 × sd(steps) × √g, over the monthly log steps up to
 * `upTo`. Zero with fewer than two steps.
 *
 * Worked example (made-up numbers): index 100, 101, 102, 103 → steps ln 1.01, ln(102/101),
 * ln(103/102) ≈ 0.00995, 0.00985, 0.00976; over 9 months the last 3 steps' mean 0.00985 × 9 =
 * 0.0887, sd 0.000095 × 1.2816 × 3 = 0.0004, drift ≈ 0.089 (prices rising 1% a month for 9 months).
 */
export function indexDrift(series: IndexSeries, upTo: string, gapMonths: number): number {
  const values = series.points.filter((p) => p.period <= upTo && p.value > 0).map((p) => Math.log(p.value));
  const steps = values.slice(1).map((v, i) => v - values[i]!);
  if (steps.length < 2 || gapMonths <= 0) return 0;
  const recent = steps.slice(-Math.max(1, Math.min(gapMonths, steps.length)));
  const trend = Math.abs(recent.reduce((s, x) => s + x, 0) / recent.length);
  const mean = steps.reduce((s, x) => s + x, 0) / steps.length;
  const sd = Math.sqrt(steps.reduce((s, x) => s + (x - mean) ** 2, 0) / (steps.length - 1));
  return trend * gapMonths + Z80 * sd * Math.sqrt(gapMonths);
}

/**
 * How fresh the evidence is at the value date: the gap is the larger of the months since the newest
 * comparable (or the home's own sale, when it stands alone) and the months since the index's newest
 * month. Past `limits.staleAfterMonths` the range widens by `indexDrift` over the gap.
 */
export function freshnessOf(input: {
  valueDate: string;
  comparableDates: readonly string[];
  ownSaleDate: string | null;
  series: IndexSeries;
  limits?: FreshnessLimits;
}): Freshness {
  const limits = input.limits ?? FRESHNESS_LIMITS;
  const valueMonth = valueMonthOf(input.valueDate);
  const newest = (dates: readonly string[]) => dates.reduce<string | null>((m, d) => (m === null || d > m ? d : m), null);
  const comparable = newest(input.comparableDates);
  const evidenceDate = newest([...input.comparableDates, ...(input.ownSaleDate ? [input.ownSaleDate] : [])]);
  const indexMonth = indexMonthOf(input.series, valueMonth);
  const gaps = [comparable, indexMonth].filter((d): d is string => d !== null).map((d) => monthsBetween(d, valueMonth));
  const gapMonths = Math.max(0, ...gaps);
  const stale = gapMonths > limits.staleAfterMonths;
  const widening = stale ? indexDrift(input.series, indexMonth ?? valueMonth, gapMonths) : 0;
  return { valueDate: input.valueDate, valueMonth, evidenceDate, indexMonth, gapMonths, stale, widening };
}

/** True when the evidence is too old to give any figure. */
export function tooStale(freshness: Freshness, limits: FreshnessLimits = FRESHNESS_LIMITS): boolean {
  return freshness.gapMonths > limits.declineAfterMonths;
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2019-12" → "December 2019". */
export function formatMonth(period: string): string {
  return MONTH.format(new Date(`${period}-01T00:00:00Z`));
}

/** The headline every answer carries: "£182,000 in December 2019 (newest sale used: November 2019)". */
export function headlineOf(estimate: number, freshness: Freshness): string {
  const figure = `${formatPoundsFigure(estimate)} in ${formatMonth(freshness.valueMonth)}`;
  if (!freshness.evidenceDate) return figure;
  const newest = monthOf(freshness.evidenceDate);
  return newest === freshness.valueMonth ? figure : `${figure} (newest sale used: ${formatMonth(newest)})`;
}

/** One sentence for the grade's reason when the evidence is stale, or null. */
export function staleSentence(freshness: Freshness, limits: FreshnessLimits = FRESHNESS_LIMITS): string | null {
  if (!freshness.stale) return null;
  const since = addMonths(freshness.valueMonth, -freshness.gapMonths);
  const pct = Math.round((Math.exp(freshness.widening) - 1) * 100);
  return `Its newest evidence is from ${formatMonth(since)}, ${freshness.gapMonths} months before the valuation month (more than ${limits.staleAfterMonths}), so the range is widened by ${pct}% each side for how the price index moved over such a gap, and the grade is lowered one step.`;
}

/** Why no figure is given when the evidence is too old. */
export function declineReason(freshness: Freshness, limits: FreshnessLimits = FRESHNESS_LIMITS): string {
  const since = addMonths(freshness.valueMonth, -freshness.gapMonths);
  return `The newest evidence we hold here is from ${formatMonth(since)}, ${freshness.gapMonths} months before ${formatMonth(freshness.valueMonth)}: more than the ${limits.declineAfterMonths} months a figure can bridge, so we give none.`;
}
