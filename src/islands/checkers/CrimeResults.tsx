import type { CrimeContext } from '../../lib/data/queries/crime-context.ts';
import { formatRate, rateSpan } from '../../lib/data/crime-rate.ts';
import { crimeHeadline, headlineLabel } from '../../lib/data/crime-headline.ts';
import { crimeCountHeadline } from '../../lib/data/crime-count-headline.ts';
import { AnswerLine, today } from './AnswerLine.tsx';
import { periodWords } from '../../lib/data/figure-age.ts';
import type { CrimeSummary } from '../../lib/data/types.ts';
import { HorizontalBars } from '../shared/HorizontalBars.tsx';
import { PeriodChart } from '../shared/PeriodChart.tsx';
import { formatCount } from '../../lib/format/figures.ts';
import { HeadlineFigure } from './HeadlineFigure.tsx';
import { Section, NoData } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

/** The one quotable line: the neighbourhood's rate with its unit and period, against Trafford and England and Wales, and its trend. */
function comparison(context: CrimeContext): string | null {
  const n = context.neighbourhood;
  if (!n) return null;
  const line = crimeHeadline({
    place: n,
    authority: context.authority,
    england: context.england?.perThousand ?? null,
    trend: context.yearTrend,
  });
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The answer: the neighbourhood's rate with its unit, period and comparisons, or why there is none. */
export function CrimeHeadline({ crime, context }: { crime: CrimeSummary; context?: CrimeContext | null }) {
  const n = context?.neighbourhood ?? null;
  if (!crime.covered) return null;
  // No rate per resident: the count around the postcode is the answer, with its period and why there is no rate.
  if (!n) return <AnswerLine text={crimeCountHeadline(crime, today(), context?.gap ?? null)} />;
  return (
    <HeadlineFigure
      label={headlineLabel(n.rate, n.name)}
      value={formatRate(n.rate.perThousand)}
      comparison={comparison(context!)}
      provenance={n.provenance}
    />
  );
}

/** Crime near a postcode: the neighbourhood rate against the authority and England, the count nearby, categories and trends. */
export function CrimeResults({
  crime,
  context,
  headlineAbove = false,
}: {
  crime: CrimeSummary;
  context?: CrimeContext | null;
  /** The checker shows CrimeHeadline directly under the search, above the geography. */
  headlineAbove?: boolean;
}) {
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
  const n = context?.neighbourhood ?? null;
  const bars = context
    ? [
        ...(n ? [{ label: `${n.name} (this neighbourhood)`, value: n.rate.perThousand }] : []),
        ...(context.authority ? [{ label: context.authority.name, value: context.authority.rate.perThousand }] : []),
        ...(context.england && n ? [{ label: 'England and Wales', value: context.england.perThousand }] : []),
      ]
    : [];
  return (
    <Section id="crime-heading" title="Crime">
      {!headlineAbove && <CrimeHeadline crime={crime} context={context} />}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-line p-4" data-figure>
          <dt className="text-sm text-ink-muted">
            Crimes and anti-social behaviour {where}
            {crime.months.length > 0 && `, ${periodWords(crime.provenance.asOf)}`}
          </dt>
          <dd className="mt-1 text-3xl font-semibold text-ink" data-crime-total>
            {formatCount(crime.total)}
          </dd>
          <dd>
            <SourceLine provenance={crime.provenance} />
          </dd>
        </div>
      </dl>
      {bars.length > 1 && n && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Compared, per 1,000 residents {rateSpan(n.rate)}</h3>
          <HorizontalBars title="Crimes per 1,000 residents" bars={bars} format={(v) => `${formatRate(v)} per 1,000`} />
          {context?.gap && <p className="mt-2 text-sm text-ink-muted">{context.gap}</p>}
        </>
      )}
      <h3 className="mt-6 font-semibold text-ink">Trend</h3>
      {context?.yearTrend && (
        <p className="text-sm text-ink" data-year-trend>
          Year on year: {context.yearTrend.words}.
        </p>
      )}
      {context && context.trend.length > 1 ? (
        <PeriodChart
          title={`Crimes per 1,000 residents by month in ${n?.name ?? 'the neighbourhood'}`}
          unit="Crimes per 1,000 residents"
          valueKind="rate"
          points={context.trend.map((p) => ({ label: p.month, value: p.rate }))}
        />
      ) : (
        <p className="text-sm text-ink-muted" data-no-trend>
          We hold {crime.months.length === 1 ? `only ${periodWords(crime.months[0]!)}` : 'too few months'} of street-level crime
          for this place, so there is no month-by-month trend for all crime
          {crime.burglaryTrend && crime.burglaryTrend.value.length > 1 ? '; the burglary series below covers more months.' : '.'}
        </p>
      )}
      {crime.categories.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">By category, {where}</h3>
          <HorizontalBars
            title={`Crimes by category ${where}`}
            bars={crime.categories.map((c) => ({ label: c.category, value: c.count }))}
          />
        </>
      )}
      {crime.monthly.length > 1 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Crimes {where}, month by month</h3>
          <PeriodChart
            title={`Crimes per month ${where}`}
            unit="Crimes a month"
            valueKind="count"
            points={crime.monthly.map((p) => ({ label: p.period, value: p.value }))}
          />
        </>
      )}
      {crime.burglaryTrend && crime.burglaryTrend.value.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Burglaries {where}, month by month</h3>
          <PeriodChart
            title={`Burglaries per month ${where}`}
            unit="Burglaries a month"
            valueKind="count"
            points={crime.burglaryTrend.value.map((p) => ({ label: p.period, value: p.value }))}
          />
          <SourceLine provenance={crime.burglaryTrend.provenance} />
        </>
      )}
      <p className="mt-4 text-sm text-ink-muted">
        Police.uk moves each crime to an anonymised point on or near the street where it happened, so counts near a boundary are
        approximate. Rates leave out anti-social behaviour, as ONS’s national figures do.
      </p>
    </Section>
  );
}
