/**
 * An accessible, dependency-free SVG line chart (balance over time, schedules…), with
 * <title>/<desc> and the same figures as a table for screen readers and print.
 *
 *   <LineChart title="Balance over time" desc="Mortgage balance by year, with and without overpayments"
 *     xLabel="Year" yLabel="Balance" pence
 *     series={[{ name: 'Original', points: [{ x: 0, y: 20_000_000 }, …] }, { name: 'With overpayments', points, dashed: true }]} />
 *
 * y values are plain numbers; pass `pence` when they are money in pence (ticks "£45k", table "£45,000").
 * The x axis always labels its first and last values. With `breakGapsOver`, a line is broken where
 * neighbouring points are further apart than that (a lone point is a dot), never drawn across a hole.
 * Until the chart is measured (static pages, before hydration) a phone layout and a wide layout
 * are both drawn and CSS shows one, so text is drawn at 11–12 px rather than scaled down.
 */
import { useId } from 'react';
import { NARROW_CHART_W, useChartWidth } from './useChartWidth.ts';
import { edgeTicks, splitAtGaps } from '../../lib/chart/line-layout.ts';
import { niceTicks, scaleLinear } from './chart-scale.ts';
import { CHART_H as H, CHART_W, ChartTable, seriesColour, YAxisTitle, yFormatters, YGrid } from './ChartParts.tsx';

export interface LinePoint {
  x: number;
  y: number;
}

export interface LineSeries {
  name: string;
  points: readonly LinePoint[];
  dashed?: boolean;
  /** Break this line where neighbouring x values are more than this apart (default: the chart's breakGapsOver). */
  breakGapsOver?: number;
}

export interface LineChartProps {
  title: string;
  desc: string;
  series: readonly LineSeries[];
  xLabel: string;
  yLabel: string;
  formatX?: (x: number) => string;
  formatY?: (y: number) => string;
  /** Axis tick labels for y (default: compact numbers). */
  formatYTick?: (y: number) => string;
  /** y values are pence: ticks read "£45k" and the table "£45,000" unless formatY/formatYTick are given. */
  pence?: boolean;
  /** Where the x ticks go, given the drawing width (default: round numbers across the data), e.g. month starts on a time axis. */
  xTicks?: (width: number) => readonly number[];
  /** Break each line where neighbouring x values are more than this apart (default: never break). */
  breakGapsOver?: number;
}

const PAD = { top: 16, right: 16, bottom: 44, left: 64 };

export function LineChart({
  title,
  desc,
  series,
  xLabel,
  yLabel,
  formatX = String,
  formatY,
  formatYTick,
  pence = false,
  xTicks: givenXTicks,
  breakGapsOver = Number.POSITIVE_INFINITY,
}: LineChartProps) {
  const { value: fmtY, tick } = yFormatters({ formatY, formatYTick, pence });
  const id = useId();
  const { ref, width, measured } = useChartWidth<HTMLElement>();
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return null;
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const yTicks = niceTicks(Math.min(0, ...ys), Math.max(...ys));
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const rowsX = [...new Set(xs)].sort((a, b) => a - b);
  // An end label is anchored inwards (it spans a whole label width from the end), so inner labels keep 1.5 widths away.
  const labelSpacing = (Math.max(...rowsX.map((v) => formatX(v).length)) * 6.2 + 12) * 1.5;

  const draw = (W: number, key: string, className: string) => {
    // About one x label per 90 px, so labels never run into each other on a phone; the first and last are always labelled.
    const xCount = Math.max(2, Math.floor((W - PAD.left - PAD.right) / 90));
    const x = scaleLinear(xMin, xMax, PAD.left, W - PAD.right);
    const y = scaleLinear(yTicks[0]!, yTicks[yTicks.length - 1]!, H - PAD.bottom, PAD.top);
    const inner = (givenXTicks ? givenXTicks(W) : niceTicks(xMin, xMax, xCount)).filter((t) => t >= xMin && t <= xMax);
    const xTicks = edgeTicks(inner, xMin, xMax, x, labelSpacing);
    return (
      <svg
        key={key}
        viewBox={`0 0 ${W} ${H}`}
        className={className}
        style={{ height: H, minWidth: 280 }}
        role="img"
        aria-labelledby={`${id}${key}-t ${id}${key}-d`}
        data-chart-width={W}
      >
        <title id={`${id}${key}-t`}>{title}</title>
        <desc id={`${id}${key}-d`}>{desc}</desc>
        <YGrid ticks={yTicks} y={y} left={PAD.left} right={W - PAD.right} format={tick} />
        {xTicks.map((t) => {
          // A label at either end of the axis is anchored inwards so it is never clipped ("Jan 201").
          const at = x(t);
          const half = (formatX(t).length * 6.2) / 2;
          const anchor = at - half < 2 ? 'start' : at + half > W - 2 ? 'end' : 'middle';
          return (
            <text
              key={`x${t}`}
              x={anchor === 'start' ? Math.max(2, at - 4) : anchor === 'end' ? Math.min(W - 2, at + 4) : at}
              y={H - PAD.bottom + 16}
              textAnchor={anchor}
              fontSize="11"
              fill="#4b5563"
            >
              {formatX(t)}
            </text>
          );
        })}
        <text x={(PAD.left + W - PAD.right) / 2} y={H - 6} textAnchor="middle" fontSize="12" fill="#111827">
          {xLabel}
        </text>
        <YAxisTitle top={PAD.top} bottom={H - PAD.bottom}>
          {yLabel}
        </YAxisTitle>
        {series.map((s, i) =>
          splitAtGaps(s.points, s.breakGapsOver ?? breakGapsOver).map((run, r) =>
            run.length === 1 ? (
              <circle
                key={`${s.name}-${r}`}
                cx={x(run[0]!.x).toFixed(1)}
                cy={y(run[0]!.y).toFixed(1)}
                r="3.5"
                fill={seriesColour(i)}
                data-lone-point
              />
            ) : (
              <polyline
                key={`${s.name}-${r}`}
                fill="none"
                stroke={seriesColour(i)}
                strokeWidth="2.5"
                strokeDasharray={s.dashed ? '6 4' : undefined}
                points={run.map((p) => `${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`).join(' ')}
              />
            ),
          ),
        )}
      </svg>
    );
  };

  return (
    <figure ref={ref} className="mt-4 overflow-x-auto" data-chart="line">
      {measured
        ? draw(width, 'm', 'block w-full')
        : [draw(NARROW_CHART_W, 'n', 'block w-full sm:hidden'), draw(CHART_W, 'w', 'hidden w-full sm:block')]}
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm text-ink" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-2">
              <svg width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  stroke={seriesColour(i)}
                  strokeWidth="3"
                  strokeDasharray={s.dashed ? '6 4' : undefined}
                />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <figcaption className="sr-only">{title}</figcaption>
      <ChartTable
        title={title}
        rowHeading={xLabel}
        columns={series.map((s) => s.name)}
        rows={rowsX.map((vx) => ({
          key: vx,
          label: formatX(vx),
          cells: series.map((s) => {
            const p = s.points.find((q) => q.x === vx);
            return p ? fmtY(p.y) : '–';
          }),
        }))}
      />
    </figure>
  );
}
