import type { CrimeSummary } from '../../lib/data/types.ts';
import { HorizontalBars } from '../shared/HorizontalBars.tsx';
import { PeriodChart } from '../shared/PeriodChart.tsx';
import { formatCount, formatPeriod } from '../../lib/format/figures.ts';
import { Section, NoData } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

/** Crime near a postcode: total, categories, monthly trend and the burglary series. */
export function CrimeResults({ crime }: { crime: CrimeSummary }) {
  if (!crime.covered) {
    return (
      <Section id="crime-heading" title="Crime">
        <NoData>
          We have not imported police.uk street-level crime for the area around {crime.postcode} yet, so we cannot show crime
          here. This is not the same as no crime.
        </NoData>
      </Section>
    );
  }
  const where =
    crime.mode === 'radius'
      ? `within ${crime.radiusMetres ?? 0} m of ${crime.postcode}`
      : `in ${crime.lsoa?.name ?? crime.lsoa?.code ?? 'the LSOA'}`;
  const period =
    crime.months.length === 0
      ? ''
      : crime.months.length === 1
        ? formatPeriod(crime.months[0]!)
        : `${formatPeriod(crime.months[0]!)} to ${formatPeriod(crime.months.at(-1)!)}`;
  return (
    <Section id="crime-heading" title="Crime">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-gray-200 p-4" data-figure>
          <dt className="text-sm text-ink-muted">
            Street-level crimes and anti-social behaviour {where}
            {period && `, ${period}`}
          </dt>
          <dd className="mt-1 text-3xl font-semibold text-ink" data-crime-total>
            {formatCount(crime.total)}
          </dd>
        </div>
      </dl>
      <SourceLine provenance={crime.provenance} />
      {crime.categories.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">By category</h3>
          <HorizontalBars
            title={`Crimes by category ${where}`}
            bars={crime.categories.map((c) => ({ label: c.category, value: c.count }))}
          />
        </>
      )}
      {crime.monthly.length > 1 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Month by month</h3>
          <PeriodChart
            title={`Crimes per month ${where}`}
            unit="Crimes"
            points={crime.monthly.map((p) => ({ label: p.period, value: p.value }))}
          />
        </>
      )}
      {crime.burglaryTrend && crime.burglaryTrend.value.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Burglaries month by month</h3>
          <PeriodChart
            title={`Burglaries per month ${where}`}
            unit="Burglaries"
            points={crime.burglaryTrend.value.map((p) => ({ label: p.period, value: p.value }))}
          />
          <SourceLine provenance={crime.burglaryTrend.provenance} />
        </>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        Police.uk moves each crime to an anonymised point on or near the street where it happened, so counts near a boundary are
        approximate.
      </p>
    </Section>
  );
}
