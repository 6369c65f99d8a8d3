import type { IndicatorSeries } from '../../lib/data/types.ts';
import { PeriodChart } from '../shared/PeriodChart.tsx';
import { formatPeriod } from '../../lib/format/figures.ts';
import { SourceLine } from './SourceLine.tsx';

export interface IndicatorBlockProps {
  title: string;
  indicator: IndicatorSeries;
  format: (value: number) => string;
}

/** Latest value of an indicator, its trend chart and the same figure for comparison areas. */
export function IndicatorBlock({ title, indicator, format }: IndicatorBlockProps) {
  const points = indicator.series.value;
  const latest = points.at(-1);
  if (!latest) return null;
  return (
    <div className="mt-6 rounded-xl border border-gray-200 p-4" data-indicator={indicator.indicator}>
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-2xl font-semibold text-ink">
        {format(latest.value)} <span className="text-sm font-normal text-ink-muted">in {formatPeriod(latest.period)}</span>
      </p>
      {indicator.comparators.length > 0 && (
        <div role="list" className="mt-2 text-sm text-ink-muted">
          {indicator.comparators.map((c) => {
            const same = c.series.find((p) => p.period === latest.period) ?? c.series.at(-1);
            return same ? (
              <div role="listitem" key={c.area.code}>
                {c.area.name ?? c.area.code}: {format(same.value)} in {formatPeriod(same.period)}
              </div>
            ) : null;
          })}
        </div>
      )}
      {points.length > 1 && (
        <PeriodChart title={title} unit={indicator.unit} points={points.map((p) => ({ label: p.period, value: p.value }))} />
      )}
      <SourceLine provenance={indicator.series.provenance} />
    </div>
  );
}
