import type { IndicatorSeries } from '../../lib/data/types.ts';
import { ageWords, periodWords } from '../../lib/data/figure-age.ts';
import { PeriodChart } from '../shared/PeriodChart.tsx';
import type { ValueKind } from '../shared/chart-units.ts';
import { SourceLine } from './SourceLine.tsx';
import { commonBase, indexSeries } from '../../lib/chart/index-series.ts';

export interface IndicatorBlockProps {
  title: string;
  indicator: IndicatorSeries;
  format: (value: number) => string;
  /** The y-axis title with its unit: "Median annual pay (£)", "Employment rate (%)". */
  axis: string;
  valueKind: ValueKind;
  /**
   * How comparison areas are set beside the place: 'values' (default) plots their figures on the
   * same axis — right for rates, medians and ratios; 'index' plots each area's change from the
   * first period both hold (= 100), for counts of places of different sizes (claimant count).
   */
  compare?: 'values' | 'index';
}

/**
 * Latest value of an indicator with its period (and its age in words when old), the same figure
 * for the comparison areas, and one chart with the comparison areas as dashed lines.
 */
export function IndicatorBlock({ title, indicator, format, axis, valueKind, compare = 'values' }: IndicatorBlockProps) {
  const points = indicator.series.value;
  const latest = points.at(-1);
  if (!latest) return null;
  const age = ageWords(latest.period, new Date().toISOString().slice(0, 10));
  const place = indicator.series.provenance.geography.name ?? 'this area';
  const others = indicator.comparators.filter((c) => c.series.length > 1);
  const base = compare === 'index' ? commonBase(points, ...others.map((c) => c.series)) : null;
  const indexed = compare === 'index';
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
      {indicator.comparators.length > 0 && !indexed && (
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
      {indexed && others.length > 0 && (
        <p className="mt-2 text-sm text-ink-muted" data-indexed-comparison>
          {others.map((c) => c.area.name ?? c.area.code).join(' and ')} {others.length > 1 ? 'are' : 'is'} much larger than{' '}
          {place}, so {others.length > 1 ? 'their counts are' : 'its count is'} not set beside this one: the chart
          {base ? ` compares the change since ${periodWords(base)} (= 100) in each.` : ' shows this place alone.'}
        </p>
      )}
      {points.length > 1 && indexed && base && (
        <PeriodChart
          title={`${title} in ${place} and ${others.map((c) => c.area.name ?? c.area.code).join(' and ')}, change since ${periodWords(base)}`}
          unit={`Index, ${periodWords(base)} = 100`}
          valueKind="index"
          seriesName={place}
          points={indexSeries(points, base).map((p) => ({ label: p.period, value: p.value }))}
          comparisons={others.map((c) => ({
            name: c.area.name ?? c.area.code,
            points: indexSeries(c.series, base).map((p) => ({ label: p.period, value: p.value })),
          }))}
        />
      )}
      {points.length > 1 && indexed && !base && (
        <PeriodChart
          title={`${title} in ${place}`}
          unit={axis}
          valueKind={valueKind}
          seriesName={place}
          points={points.map((p) => ({ label: p.period, value: p.value }))}
        />
      )}
      {points.length > 1 && !indexed && (
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
