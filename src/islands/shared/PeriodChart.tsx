/**
 * A figure over time ("2016-06", "2019", "2023/24" periods) on the shared LineChart with a real
 * time axis: periods sit at their dates, so a gap in the data stays a gap, and ticks fall on
 * month or year starts chosen by d3-time.
 *
 *   <PeriodChart title="Crimes by month" unit="crimes" points={[{ label: '2016-06', value: 412 }]} />
 */
import { monthLabel, monthTicks, periodMonth } from './chart-scale.ts';
import { LineChart } from './LineChart.tsx';

export interface PeriodPoint {
  label: string;
  value: number;
}

export interface PeriodChartProps {
  title: string;
  points: readonly PeriodPoint[];
  /** What the values count, e.g. "crimes", "£ median price", shown on the axis and table. */
  unit: string;
  /** Values are pounds: the table reads "£250,000" (a flag, not a function, so the chart can hydrate on static pages). */
  money?: boolean;
}

const isoOfMonth = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;

export function PeriodChart({ title, points, unit, money = false }: PeriodChartProps) {
  const format = (v: number) => (money ? `£${v.toLocaleString('en-GB')}` : v.toLocaleString('en-GB'));
  if (points.length === 0) return null;
  const placed = points.map((p) => ({ x: periodMonth(p.label), y: p.value, label: p.label }));
  const timed = placed.every((p) => p.x !== null);
  const yearsOnly = points.every((p) => /^\d{4}$/.test(p.label));
  const data = timed ? placed.map((p) => ({ x: p.x!, y: p.y })) : placed.map((p, i) => ({ x: i, y: p.y }));
  const labelOf = new Map(data.map((p, i) => [p.x, points[i]!.label]));
  const xs = data.map((p) => p.x);
  const ticks = timed
    ? (width: number) =>
        monthTicks(isoOfMonth(Math.min(...xs)), isoOfMonth(Math.max(...xs)), Math.max(2, Math.floor((width - 80) / 90))).map(
          (d) => periodMonth(d.slice(0, 7))!,
        )
    : undefined;
  const formatX = (x: number) =>
    labelOf.get(x) && !timed ? labelOf.get(x)! : yearsOnly ? String(Math.floor(x / 12)) : timed ? monthLabel(x) : String(x);
  return (
    <LineChart
      title={title}
      desc={`${title}: ${points.length} values from ${points[0]!.label} to ${points[points.length - 1]!.label}`}
      series={[{ name: unit, points: data }]}
      xLabel="Period"
      yLabel={unit}
      formatX={formatX}
      formatY={format}
      {...(ticks ? { xTicks: ticks } : {})}
    />
  );
}
