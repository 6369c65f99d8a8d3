import type { Comparable } from '../../lib/valuation/types.ts';
import { formatPoundsFigure } from '../../lib/format/figures.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { ChartTable, CHART_H, YAxisTitle, YGrid } from '../shared/ChartParts.tsx';
import { useChartWidth } from '../shared/useChartWidth.ts';
import { compactNumber, dayNumber, monthTicks, niceTicks, scaleLinear } from '../shared/chart-scale.ts';

export interface ComparablesChartProps {
  comparables: readonly Comparable[];
  asOf: string;
  estimate: number;
  range: { low: number; high: number };
}

const M = { top: 16, right: 16, bottom: 40, left: 64 };
const SHORT_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The comparables over time: each sale at its date and price (open circle), its price brought to the
 * valuation date (filled dot on the valuation date's line is not drawn; the thin line shows the
 * index adjustment), the estimate and the shaded 80% range at the valuation date.
 */
export function ComparablesChart({ comparables, asOf, estimate, range }: ComparablesChartProps) {
  const { ref, width: chartW } = useChartWidth<HTMLElement>();
  if (comparables.length === 0) return null;
  const first = comparables.reduce((a, c) => (c.date < a ? c.date : a), asOf);
  const x = scaleLinear(dayNumber(first) - 15, dayNumber(asOf) + 15, M.left, chartW - M.right);
  const values = comparables.flatMap((c) => [c.price, c.adjustedPrice]).concat([range.low, range.high]);
  const yTicks = niceTicks(Math.min(...values) * 0.95, Math.max(...values) * 1.02, 5);
  const y = scaleLinear(yTicks[0]!, yTicks[yTicks.length - 1]!, CHART_H - M.bottom, M.top);
  const title = 'Comparable sales over time, with the estimate and its 80% range';
  const xAsOf = x(dayNumber(asOf));
  return (
    <figure ref={ref} className="not-prose mt-6 overflow-x-auto" data-comparables-chart>
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <svg
        viewBox={`0 0 ${chartW} ${CHART_H}`}
        className="mt-2 block w-full"
        style={{ height: CHART_H, minWidth: 300 }}
        role="img"
        aria-label={title}
      >
        <YGrid ticks={yTicks} y={y} left={M.left} right={chartW - M.right} format={(v) => `£${compactNumber(v)}`} />
        <YAxisTitle top={M.top} bottom={CHART_H - M.bottom}>
          Price (£)
        </YAxisTitle>
        {monthTicks(first, asOf, Math.max(2, Math.floor((chartW - M.left - M.right) / 90))).map((t) => (
          <g key={t}>
            <line
              x1={x(dayNumber(t))}
              x2={x(dayNumber(t))}
              y1={CHART_H - M.bottom}
              y2={CHART_H - M.bottom + 5}
              stroke="#6b7280"
            />
            <text x={x(dayNumber(t))} y={CHART_H - M.bottom + 18} textAnchor="middle" fontSize="11" fill="#4b5563">
              {SHORT_MONTH.format(new Date(`${t}T00:00:00Z`))}
            </text>
          </g>
        ))}
        <rect x={xAsOf - 6} width={12} y={y(range.high)} height={y(range.low) - y(range.high)} fill="#6d28d9" opacity={0.18} />
        <line x1={xAsOf - 10} x2={xAsOf + 10} y1={y(estimate)} y2={y(estimate)} stroke="#4c1d95" strokeWidth={3} />
        {comparables.map((c) => (
          <g key={c.transactionId}>
            {c.adjustedPrice !== c.price && (
              <line
                x1={x(dayNumber(c.date))}
                x2={x(dayNumber(c.date))}
                y1={y(c.price)}
                y2={y(c.adjustedPrice)}
                stroke="#b45309"
              />
            )}
            <circle cx={x(dayNumber(c.date))} cy={y(c.price)} r={4.5} fill="white" stroke="#b45309" strokeWidth={2}>
              <title>{`${c.address}: ${formatPoundsFigure(c.price)} on ${formatIsoDate(c.date)}`}</title>
            </circle>
          </g>
        ))}
      </svg>
      <p className="mt-1 text-sm text-ink-muted">
        Open circles: sale prices on their dates; a thin line runs to the price brought to the valuation date. The bar at the
        right edge is the 80% range and the thick line the estimate, as of {formatIsoDate(asOf)}.
      </p>
      <ChartTable
        title={title}
        rowHeading="Sale"
        columns={['Date', 'Price', 'At valuation date']}
        rows={comparables.map((c) => ({
          key: c.transactionId,
          label: c.address,
          cells: [formatIsoDate(c.date), formatPoundsFigure(c.price), formatPoundsFigure(c.adjustedPrice)],
        }))}
      />
    </figure>
  );
}
