/**
 * Series of different-sized places made comparable: each as an index of its own value in the
 * first period both hold (= 100), so Trafford's claimant count is set beside Greater Manchester's
 * change, never beside its raw count (a county is always bigger than a borough).
 *
 *   commonBase([{ period: '2013-01', value: 4000 }], [{ period: '2013-01', value: 60000 }]) → '2013-01'
 *   indexSeries([{ period: '2013-01', value: 4000 }, { period: '2014-01', value: 3000 }], '2013-01')
 *     → [{ period: '2013-01', value: 100 }, { period: '2014-01', value: 75 }]
 */
interface Point {
  period: string;
  value: number;
}

/** The first period every series holds (with a non-zero value in each), or null. */
export function commonBase(...series: readonly (readonly Point[])[]): string | null {
  const [first, ...rest] = series;
  if (!first) return null;
  const periods = [...first]
    .filter((p) => p.value !== 0)
    .map((p) => p.period)
    .sort();
  return periods.find((period) => rest.every((s) => s.some((p) => p.period === period && p.value !== 0))) ?? null;
}

/** The series as an index, its value in `base` = 100 (one decimal place); empty when `base` is not held. */
export function indexSeries(series: readonly Point[], base: string): Point[] {
  const at = series.find((p) => p.period === base)?.value;
  if (!at) return [];
  return [...series]
    .filter((p) => p.period >= base)
    .sort((a, b) => a.period.localeCompare(b.period))
    .map((p) => ({ period: p.period, value: Math.round((p.value / at) * 1000) / 10 }));
}
