/**
 * Change in a price series over 1 and 5 years to its latest period, where the series holds the
 * period a year (five years) earlier; null where it does not — never an estimate across a gap.
 *
 *   priceChange([{ period: '2011-12', value: 94.5 }, { period: '2012-12', value: 93.99 }])
 *     → { latest: '2012-12', oneYear: -0.54, fiveYear: null }   // (93.99 − 94.5) ÷ 94.5 = −0.54%
 */
import type { SeriesPoint } from './types.ts';

export interface PriceChange {
  latest: string;
  /** Percentage change over one year, or null when the series does not hold the period a year earlier. */
  oneYear: number | null;
  fiveYear: number | null;
}

function shift(period: string, years: number): string | null {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) return `${Number(month[1]) - years}-${month[2]}`;
  const year = /^(\d{4})$/.exec(period);
  return year ? String(Number(year[1]) - years) : null;
}

export function priceChange(series: readonly SeriesPoint[]): PriceChange | null {
  const sorted = [...series].sort((a, b) => a.period.localeCompare(b.period));
  const latest = sorted.at(-1);
  if (!latest) return null;
  const byPeriod = new Map(sorted.map((p) => [p.period, p.value]));
  const change = (years: number) => {
    const earlier = shift(latest.period, years);
    const base = earlier === null ? undefined : byPeriod.get(earlier);
    return base === undefined || base === 0 ? null : ((latest.value - base) / base) * 100;
  };
  return { latest: latest.period, oneYear: change(1), fiveYear: change(5) };
}

/** "+2.4%" / "−10.2%" to one decimal place. */
export function formatChange(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
