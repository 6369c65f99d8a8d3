/**
 * How a line chart is laid out where the data has holes and the screen is a phone: a line is
 * broken wherever the series skips a step (a price series with June 1995 and then 2019 is a dot
 * and a line, never one line across 23 missing years), and the x axis always labels its first
 * and last values, with inner labels only where they do not run into those.
 *
 *   splitAtGaps([{ x: 0 }, { x: 1 }, { x: 5 }], 1) → [[{ x: 0 }, { x: 1 }], [{ x: 5 }]]
 *   edgeTicks([12, 24, 36], 3, 40, (v) => v * 10, 100) → [3, 24, 40]   // 12 and 36 crowd the ends
 */

/** The usual step between neighbouring x values of a series: the smallest positive difference (null: one value). */
export function seriesStep(xs: readonly number[]): number | null {
  const sorted = [...new Set(xs)].sort((a, b) => a - b);
  let step: number | null = null;
  for (let i = 1; i < sorted.length; i++) {
    const d = sorted[i]! - sorted[i - 1]!;
    if (d > 0 && (step === null || d < step)) step = d;
  }
  return step;
}

/** Runs of points whose neighbours are at most `maxStep` apart, in x order: a line is drawn within a run, never across. */
export function splitAtGaps<T extends { x: number }>(points: readonly T[], maxStep: number): T[][] {
  const sorted = [...points].sort((a, b) => a.x - b.x);
  const runs: T[][] = [];
  for (const p of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && p.x - last.x <= maxStep) run.push(p);
    else runs.push([p]);
  }
  return runs;
}

/** The holes in a series: each from the x after one run to the x before the next (on the series' own step). */
export function seriesGaps(xs: readonly number[], step: number): { from: number; to: number }[] {
  const runs = splitAtGaps(
    xs.map((x) => ({ x })),
    step,
  );
  const gaps: { from: number; to: number }[] = [];
  for (let i = 1; i < runs.length; i++) gaps.push({ from: runs[i - 1]!.at(-1)!.x + step, to: runs[i]![0]!.x - step });
  return gaps;
}

/**
 * The x ticks to label: the first and last values always, then the given inner ticks whose
 * label centre lies at least `labelWidth` pixels from every label kept (so none overlap).
 */
export function edgeTicks(
  ticks: readonly number[],
  xMin: number,
  xMax: number,
  px: (v: number) => number,
  labelWidth: number,
): number[] {
  const kept = xMin === xMax ? [xMin] : [xMin, xMax];
  const inner = ticks.filter((t) => t > xMin && t < xMax);
  for (const t of inner) {
    if (kept.every((k) => Math.abs(px(k) - px(t)) >= labelWidth)) kept.push(t);
  }
  return kept.sort((a, b) => a - b);
}
