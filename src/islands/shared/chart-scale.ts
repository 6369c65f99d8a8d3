/**
 * Axis helpers shared by LineChart and BarChart (pure functions).
 * `niceTicks(0, 237_000)` → [0, 50 000, 100 000, 150 000, 200 000, 250 000].
 */

/** Round-numbered ticks covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) {
    if (min === 0) return [0, 1];
    return min > 0 ? [0, min] : [min, 0];
  }
  const span = max - min;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => span / s <= count) ?? 10 * magnitude;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return ticks;
}

/** Linear map from [d0, d1] to [r0, r1]. */
export function scaleLinear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
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

/**
 * Ticks on the first day of months between two dates, every 1, 2, 3, 6 or 12 months so that at
 * most `count` + 1 fit: ("2018-12-20", "2019-12-21", 6) → 2019-01-01, 2019-03-01, … 2019-11-01.
 */
export function monthTicks(from: string, to: string, count = 6): string[] {
  const first = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1 + (from.slice(8, 10) === '01' ? 0 : 1);
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1;
  const span = Math.max(0, last - first);
  const step = [1, 2, 3, 6, 12, 24, 60].find((s) => span / s <= count) ?? 120;
  const ticks: string[] = [];
  for (let m = Math.ceil(first / step) * step; m <= last; m += step) {
    ticks.push(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`);
  }
  return ticks;
}
