/**
 * An accessible, dependency-free SVG bar chart: one or more series over categories
 * (grouped bars, or `stacked` for parts of a whole), negatives drawn below the zero line; with
 * <title>/<desc> and a data table. Category labels thin out (every 2nd, 5th…) when they would collide.
 *
 *   <BarChart title="Tax by band" desc="Stamp duty charged in each band" pence
 *     categories={['£0–£125k', '£125k–£250k']} series={[{ name: 'Tax', values: [0, 250_000] }]} />
 *   <BarChart stacked xLabel="Year" yLabel="Paid in the year" … />   // non-negative values; the table adds a Total
 */
import { useId } from 'react';
import { useChartWidth } from './useChartWidth.ts';
import { niceTicks, scaleLinear } from './chart-scale.ts';
import { CHART_H as H, ChartTable, seriesColour, YAxisTitle, yFormatters, YGrid } from './ChartParts.tsx';

export interface BarSeries {
  name: string;
  values: readonly number[];
}

export interface BarChartProps {
  title: string;
  desc: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  yLabel?: string;
  formatY?: (y: number) => string;
  formatYTick?: (y: number) => string;
  /** y values are pence: ticks read "£45k" and the table "£45,000" unless formatY/formatYTick are given. */
  pence?: boolean;
  /** Stack the series in one bar per category (for non-negative parts of a total). */
  stacked?: boolean;
  /** Title under the category axis, e.g. "Year". */
  xLabel?: string;
}

const PAD = { top: 16, right: 16, bottom: 56, left: 64 };

/** Show every `labelStep(…)`th category label so that each has about `minGap` px: 1, 2, 5, 10, 20… */
export function labelStep(count: number, plotWidth: number, minGap = 36): number {
  const fit = Math.max(1, Math.floor(plotWidth / minGap));
  return [1, 2, 5, 10, 20, 50, 100].find((s) => Math.ceil(count / s) <= fit) ?? Math.ceil(count / fit);
}

export function BarChart({
  title,
  desc,
  categories,
  series,
  yLabel,
  formatY,
  formatYTick,
  pence = false,
  stacked = false,
  xLabel,
}: BarChartProps) {
  const { value: fmtY, tick } = yFormatters({ formatY, formatYTick, pence });
  const id = useId();
  const { ref, width: W } = useChartWidth<HTMLElement>();
  const totals = categories.map((_, ci) => series.reduce((t, s) => t + (s.values[ci] ?? 0), 0));
  const values = stacked ? totals : series.flatMap((s) => s.values);
  if (categories.length === 0 || values.length === 0) return null;
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const y = scaleLinear(ticks[0]!, ticks[ticks.length - 1]!, H - PAD.bottom, PAD.top);
  const groupW = (W - PAD.left - PAD.right) / categories.length;
  const barW = stacked ? Math.max(2, groupW * 0.75) : Math.max(2, (groupW * 0.75) / series.length);
  const step = labelStep(categories.length, W - PAD.left - PAD.right);
  const bars = (ci: number, c: string) => {
    if (!stacked) {
      const gx = PAD.left + ci * groupW + (groupW - barW * series.length) / 2;
      return series.map((s, si) => {
        const v = s.values[ci] ?? 0;
        return (
          <rect
            key={s.name}
            x={gx + si * barW}
            y={Math.min(y(v), y(0))}
            width={barW - 2}
            height={Math.max(0, Math.abs(y(v) - y(0)))}
            fill={seriesColour(si)}
          >
            <title>{`${c}, ${s.name}: ${fmtY(v)}`}</title>
          </rect>
        );
      });
    }
    let base = 0;
    return series.map((s, si) => {
      const v = Math.max(0, s.values[ci] ?? 0);
      const from = base;
      base += v;
      return (
        <rect
          key={s.name}
          x={PAD.left + ci * groupW + (groupW - barW) / 2}
          y={y(base)}
          width={Math.max(1, barW - 1)}
          height={Math.max(0, y(from) - y(base))}
          fill={seriesColour(si)}
        >
          <title>{`${c}, ${s.name}: ${fmtY(v)}`}</title>
        </rect>
      );
    });
  };
  return (
    <figure ref={ref} className="mt-4 overflow-x-auto" data-chart="bar">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="block w-full"
        style={{ height: H, minWidth: 280 }}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        <YGrid ticks={ticks} y={y} left={PAD.left} right={W - PAD.right} format={tick} strongZero />
        {yLabel && (
          <YAxisTitle top={PAD.top} bottom={H - PAD.bottom}>
            {yLabel}
          </YAxisTitle>
        )}
        {categories.map((c, ci) => (
          <g key={`${ci}-${c}`}>
            {bars(ci, c)}
            {ci % step === 0 && (
              <text
                x={PAD.left + ci * groupW + groupW / 2}
                y={H - PAD.bottom + 16}
                textAnchor="middle"
                fontSize="11"
                fill="#4b5563"
              >
                {c}
              </text>
            )}
          </g>
        ))}
        {xLabel && (
          <text x={(PAD.left + W - PAD.right) / 2} y={H - 12} textAnchor="middle" fontSize="12" fill="#111827">
            {xLabel}
          </text>
        )}
      </svg>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-ink" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <span className="inline-block size-3" style={{ background: seriesColour(i) }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <ChartTable
        title={title}
        rowHeading={xLabel ?? 'Item'}
        columns={[...series.map((s) => s.name), ...(stacked ? ['Total'] : [])]}
        rows={categories.map((c, ci) => ({
          key: `${ci}-${c}`,
          label: c,
          cells: [...series.map((s) => fmtY(s.values[ci] ?? 0)), ...(stacked ? [fmtY(totals[ci]!)] : [])],
        }))}
      />
    </figure>
  );
}
