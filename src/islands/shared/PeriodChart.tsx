/**
 * A figure over time ("2016-06", "2019", "2023/24" periods) on the shared LineChart with a real
 * time axis: periods sit at their dates, so a gap in the data stays a gap, and ticks fall on
 * month or year starts chosen by d3-time. The y axis carries its unit on every tick (£, %, per
 * 1,000) and comparison areas are drawn as dashed lines beside the place's own series. On a time
 * axis each line is broken where its series skips a period (a month, a year …), and the chart
 * says under it which periods hold no figures.
 *
 *   <PeriodChart title="Median weekly pay" unit="Median weekly pay (£)" valueKind="pounds"
 *     points={[{ label: '2023', value: 712 }]} comparisons={[{ name: 'England', points: […] }]} />
 */
import { monthLabel, monthTicks, periodMonth } from './chart-scale.ts';
import { valueFormatters, type ValueKind } from './chart-units.ts';
import { LineChart } from './LineChart.tsx';
import { seriesGaps, seriesStep } from '../../lib/chart/line-layout.ts';

export interface PeriodPoint {
  label: string;
  value: number;
}

export interface PeriodChartProps {
  title: string;
  points: readonly PeriodPoint[];
  /** The y-axis title with its unit, e.g. "Crimes per 1,000 residents", "Median weekly pay (£)". */
  unit: string;
  /** How values read on the ticks and in the table (a name, not a function, so the chart can hydrate on static pages). */
  valueKind?: ValueKind;
  /** Values are pounds (same as valueKind "pounds"). */
  money?: boolean;
  /** Name of the place's own series in the legend (default: the unit). */
  seriesName?: string;
  /** The same figure for comparison areas (Greater Manchester, England …), drawn dashed. */
  comparisons?: readonly { name: string; points: readonly PeriodPoint[] }[];
}

const isoOfMonth = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;

export function PeriodChart({ title, points, unit, valueKind, money = false, seriesName, comparisons = [] }: PeriodChartProps) {
  const kind: ValueKind = valueKind ?? (money ? 'pounds' : 'count');
  const { value, tick } = valueFormatters(kind);
  if (points.length === 0) return null;
  const all = [points, ...comparisons.map((c) => c.points)];
  const timed = all.every((list) => list.every((p) => periodMonth(p.label) !== null));
  const yearsOnly = all.every((list) => list.every((p) => /^\d{4}$/.test(p.label)));
  const order = [...new Set(all.flat().map((p) => p.label))].sort();
  const xOf = (label: string) => (timed ? periodMonth(label)! : order.indexOf(label));
  const toSeries = (list: readonly PeriodPoint[]) => list.map((p) => ({ x: xOf(p.label), y: p.value }));
  // A series' own step (a month, a year): a longer hole between two of its points breaks its line.
  const stepOf = (list: readonly PeriodPoint[]) => (timed ? seriesStep(list.map((p) => xOf(p.label))) : null);
  const breakOf = (list: readonly PeriodPoint[]) => {
    const step = stepOf(list);
    return step === null ? {} : { breakGapsOver: step };
  };
  const ownStep = stepOf(points);
  const periodName = (x: number) => (ownStep !== null && ownStep % 12 === 0 ? String(Math.floor(x / 12)) : monthLabel(x));
  const gaps =
    ownStep === null
      ? []
      : seriesGaps(
          points.map((p) => xOf(p.label)),
          ownStep,
        );
  const xs = all.flat().map((p) => xOf(p.label));
  const ticks = timed
    ? (width: number) =>
        monthTicks(isoOfMonth(Math.min(...xs)), isoOfMonth(Math.max(...xs)), Math.max(2, Math.floor((width - 80) / 90))).map(
          (d) => periodMonth(d.slice(0, 7))!,
        )
    : undefined;
  const formatX = (x: number) => (!timed ? (order[x] ?? String(x)) : yearsOnly ? String(Math.floor(x / 12)) : monthLabel(x));
  return (
    <>
      <LineChart
        title={title}
        desc={`${title}: ${points.length} values from ${points[0]!.label} to ${points[points.length - 1]!.label}${comparisons.length > 0 ? `, with ${comparisons.map((c) => c.name).join(' and ')} for comparison` : ''}`}
        series={[
          { name: seriesName ?? unit, points: toSeries(points), ...breakOf(points) },
          ...comparisons.map((c) => ({ name: c.name, points: toSeries(c.points), dashed: true, ...breakOf(c.points) })),
        ]}
        xLabel="Period"
        yLabel={unit}
        formatX={formatX}
        formatY={value}
        formatYTick={tick}
        {...(ticks ? { xTicks: ticks } : {})}
      />
      {gaps.length > 0 && (
        <p className="mt-1 text-sm text-ink-muted" data-chart-gap>
          No figures held for{' '}
          {gaps.map((g) => (g.from === g.to ? periodName(g.from) : `${periodName(g.from)} to ${periodName(g.to)}`)).join(', ')}:
          the line is broken there, not drawn across.
        </p>
      )}
    </>
  );
}
