/**
 * Axis helpers for every chart on the site, on the maintained d3 scale and time libraries
 * (d3-scale, d3-time) rather than hand-rolled tick maths.
 * `niceTicks(0, 237_000)` → [0, 50 000, 100 000, 150 000, 200 000, 250 000].
 */
import { scaleLinear as d3ScaleLinear } from 'd3-scale';
import { utcMonth, utcYear } from 'd3-time';

/** Round-numbered ticks covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) {
    if (min === 0) return [0, 1];
    return min > 0 ? [0, min] : [min, 0];
  }
  const scale = d3ScaleLinear().domain([min, max]).nice(count);
  const ticks = scale.ticks(count);
  const [lo, hi] = scale.domain() as [number, number];
  // The niced domain's ends are ticks too, so the axis always covers every value.
  if (ticks[0] !== lo) ticks.unshift(lo);
  if (ticks[ticks.length - 1] !== hi) ticks.push(hi);
  return ticks.map((t) => (Object.is(t, -0) ? 0 : t));
}

/** Linear map from [d0, d1] to [r0, r1] (r0 for an empty domain). */
export function scaleLinear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  if (d1 === d0) return () => r0;
  const scale = d3ScaleLinear().domain([d0, d1]).range([r0, r1]);
  return (v) => scale(v);
}

/** Short axis label: 1 250 000 → "1.25m", 45 000 → "45k". */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '−' : '';
  if (abs >= 1_000_000) return `${sign}${trim(abs / 1_000_000)}m`;
  if (abs >= 1_000) return `${sign}${trim(abs / 1_000)}k`;
  return `${sign}${trim(abs)}`;
}

function trim(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" date (a time axis in whole days, no time zones). */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
}

const utcDate = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10) || 1)));

/**
 * Ticks on the first day of months between two dates, every 1, 2, 3, 6 or 12 months (or 2, 5 or
 * 10 years) so that at most `count` + 1 fit: ("2018-12-20", "2019-12-21", 6) → 2019-01-01,
 * 2019-03-01, … 2019-11-01. Steps are aligned to the calendar (quarters start in January).
 */
export function monthTicks(from: string, to: string, count = 6): string[] {
  const start = utcDate(from);
  const end = utcDate(to);
  const months = Math.max(0, (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth());
  const step = [1, 2, 3, 6, 12, 24, 60, 120].find((s) => months / s <= count) ?? 120;
  const interval = step < 12 ? utcMonth.every(step) : utcYear.every(step / 12);
  const last = new Date(end.getTime() + 1);
  return (interval?.range(start, last) ?? []).map((d) => d.toISOString().slice(0, 10));
}

/** A period ("2016-06", "2016-06-01", "2019", "2023/24") as a month number on a time axis: year × 12 + month − 1. */
export function periodMonth(period: string): number | null {
  const month = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(period);
  if (month) return Number(month[1]) * 12 + Number(month[2]) - 1;
  const financial = /^(\d{4})\/\d{2}$/.exec(period);
  if (financial) return Number(financial[1]) * 12 + 3; // A financial year starts in April.
  const year = /^(\d{4})$/.exec(period);
  if (year) return Number(year[1]) * 12;
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jun 2016" for a month number from periodMonth. */
export function monthLabel(monthNumber: number): string {
  return `${MONTHS[((monthNumber % 12) + 12) % 12]} ${Math.floor(monthNumber / 12)}`;
}
