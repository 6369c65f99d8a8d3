import type { IndicatorSeries } from '../../lib/data/types.ts';
import { ageWords, periodWords } from '../../lib/data/figure-age.ts';
import { PeriodChart } from '../shared/PeriodChart.tsx';
import type { ValueKind } from '../shared/chart-units.ts';
import { SourceLine } from './SourceLine.tsx';

export interface IndicatorBlockProps {
  title: string;
  indicator: IndicatorSeries;
  format: (value: number) => string;
  /** The y-axis title with its unit: "Median annual pay (£)", "Employment rate (%)". */
  axis: string;
  valueKind: ValueKind;
}

/**
 * Latest value of an indicator with its period (and its age in words when old), the same figure
 * for the comparison areas, and one chart with the comparison areas as dashed lines.
 */
export function IndicatorBlock({ title, indicator, format, axis, valueKind }: IndicatorBlockProps) {
  const points = indicator.series.value;
  const latest = points.at(-1);
  if (!latest) return null;
  const age = ageWords(latest.period, new Date().toISOString().slice(0, 10));
  const place = indicator.series.provenance.geography.name ?? 'this area';
  return (
    <div className="mt-6 rounded-xl border border-line p-4" data-indicator={indicator.indicator}>
      <h3 className="font-semibold text-ink">
        {title}, {periodWords(latest.period)}
      </h3>
      <p className="mt-1 text-2xl font-semibold text-ink">
        {format(latest.value)} <span className="text-sm font-normal text-ink-muted">in {place}</span>
      </p>
      {age && (
        <p className="text-sm font-semibold text-ink" data-age>
          This figure is {age}: it is the latest we hold.
        </p>
      )}
      {indicator.comparators.length > 0 && (
        <ul className="mt-2 text-sm text-ink-muted">
          {indicator.comparators.map((c) => {
            const same = c.series.find((p) => p.period === latest.period) ?? c.series.at(-1);
            return same ? (
              <li key={c.area.code}>
                {c.area.name ?? c.area.code}: {format(same.value)} in {periodWords(same.period)}
              </li>
            ) : null;
          })}
        </ul>
      )}
      {points.length > 1 && (
        <PeriodChart
          title={`${title} in ${place}`}
          unit={axis}
          valueKind={valueKind}
          seriesName={place}
          points={points.map((p) => ({ label: p.period, value: p.value }))}
          comparisons={indicator.comparators
            .filter((c) => c.series.length > 1)
            .map((c) => ({
              name: c.area.name ?? c.area.code,
              points: c.series.map((p) => ({ label: p.period, value: p.value })),
            }))}
        />
      )}
      <SourceLine provenance={indicator.series.provenance} />
    </div>
  );
}
