/**
 * The usage page's chart from the usage figures: one category per day of the period (days with no
 * calls are zero, not missing), one stacked series per endpoint — the busiest few by name, the
 * rest together as "Other endpoints", so the colours stay readable.
 */
import type { AccountUsage } from '../v1/schemas/account.ts';

export interface UsageChart {
  /** YYYY-MM-DD, oldest first. */
  dates: string[];
  /** "26 Nov" for each date. */
  categories: string[];
  series: { name: string; values: number[] }[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** Every UTC day from `from` to `to` (YYYY-MM-DD), both included. */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return [];
  return Array.from({ length: Math.round((end - start) / DAY_MS) + 1 }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** "2026-11-26" → "26 Nov". */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`.trim();
}

export const OTHER_ENDPOINTS = 'Other endpoints';

/** Requests per day per endpoint over the period, for a stacked bar chart. */
export function usageChart(usage: Pick<AccountUsage, 'from' | 'to' | 'daily'>, maxSeries = 4): UsageChart {
  const dates = daysBetween(usage.from, usage.to);
  const index = new Map(dates.map((d, i) => [d, i]));
  const totals = new Map<string, number>();
  for (const row of usage.daily) totals.set(row.endpoint, (totals.get(row.endpoint) ?? 0) + row.requests);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([endpoint]) => endpoint);
  const named = ranked.length > maxSeries ? ranked.slice(0, maxSeries - 1) : ranked;
  const names = ranked.length > named.length ? [...named, OTHER_ENDPOINTS] : named;
  const values = new Map(names.map((n) => [n, dates.map(() => 0)]));
  for (const row of usage.daily) {
    const i = index.get(row.date);
    if (i === undefined) continue;
    const series = values.get(named.includes(row.endpoint) ? row.endpoint : OTHER_ENDPOINTS)!;
    series[i]! += row.requests;
  }
  return { dates, categories: dates.map(dayLabel), series: names.map((name) => ({ name, values: values.get(name)! })) };
}

/** Credits per endpoint over the period, largest first (endpoints that cost nothing left out). */
export function creditsByEndpoint(usage: Pick<AccountUsage, 'daily'>): { endpoint: string; credits: number; requests: number }[] {
  const totals = new Map<string, { credits: number; requests: number }>();
  for (const row of usage.daily) {
    const t = totals.get(row.endpoint) ?? { credits: 0, requests: 0 };
    totals.set(row.endpoint, { credits: t.credits + row.credits, requests: t.requests + row.requests });
  }
  return [...totals]
    .map(([endpoint, t]) => ({ endpoint, ...t }))
    .sort((a, b) => b.credits - a.credits || b.requests - a.requests || (a.endpoint < b.endpoint ? -1 : 1));
}
