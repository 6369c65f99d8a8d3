import type { ReactNode } from 'react';
import type { ReportAnswer } from '../../client/data-api.ts';
import { rateWords } from '../../lib/data/crime-headline.ts';
import type { Provenance } from '../../lib/data/types.ts';
import {
  formatCount,
  formatDistance,
  formatMbps,
  formatPercentFigure,
  formatPoundsFigure,
  formatPoundsPenceFigure,
  levelLabel,
} from '../../lib/format/figures.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { reportHeadline } from '../../lib/data/report-headline.ts';
import { AnswerLine, NotHeldFold, today } from './AnswerLine.tsx';
import { GeographyPanel } from './GeographyPanel.tsx';
import { Scorecard } from './Scorecard.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';
import { Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';
import { PrintedOn, ReportActions } from '../shared/ReportActions.tsx';
import { postcodeReportDocument } from '../../lib/report/postcode-document.ts';

interface Row {
  dataset: string;
  figure: ReactNode;
  provenance: Provenance | null;
  href: string;
  /** False when the dataset holds nothing for this postcode: folded into "Not held for this postcode (n)". */
  held: boolean;
}

function rows(report: ReportAnswer): Row[] {
  const pc = encodeURIComponent(report.geography.postcode);
  const { crime, schools, epc, propertyAge, broadband, mobile, economy, sales, population } = report;
  const none = 'Not in our data for this place';
  const superfast = broadband?.availability?.value.superfast ?? null;
  const speedLevel = broadband?.medianDownloadMbps?.provenance.geography.level ?? 'postcode';
  const mobileHeadline = mobile?.covered ? (mobile.measures[0] ?? null) : null;
  return [
    {
      dataset: 'Sales at this postcode',
      figure:
        sales.value.length > 0
          ? `${sales.value.length} recorded, latest ${formatPoundsFigure(sales.value[0]!.price)} on ${formatIsoDate(sales.value[0]!.date)}`
          : 'No sales in our data',
      provenance: sales.provenance,
      href: `/local-data?postcode=${pc}`,
      held: true,
    },
    {
      dataset: 'Crime nearby',
      figure: crime?.covered
        ? [
            report.crimeContext?.neighbourhood ? rateWords(report.crimeContext.neighbourhood.rate) : null,
            `${formatCount(crime.total)} crimes and anti-social behaviour within ${crime.radiusMetres ?? 0} m`,
          ]
            .filter(Boolean)
            .join('; ')
        : none,
      provenance: crime?.covered ? crime.provenance : null,
      href: `/postcode-crime-check?postcode=${pc}`,
      held: Boolean(crime?.covered),
    },
    {
      dataset: 'Schools nearby',
      figure: schools?.covered ? `${schools.schools.length} within ${formatDistance(schools.radiusMetres)}` : none,
      provenance: schools?.covered ? schools.provenance : null,
      href: `/find-a-school?postcode=${pc}`,
      held: Boolean(schools?.covered),
    },
    {
      dataset: 'Energy certificates',
      figure: epc.covered ? `${formatCount(epc.total)} certificates` : none,
      provenance: epc.covered ? epc.provenance : null,
      href: `/epc-search?postcode=${pc}`,
      held: epc.covered,
    },
    {
      dataset: 'Property age',
      figure: propertyAge.estimate ? propertyAge.estimate.label : 'No evidence in our data',
      provenance: propertyAge.evidence[0]?.provenance ?? null,
      href: `/check-property-age?postcode=${pc}`,
      held: propertyAge.estimate !== null,
    },
    {
      dataset: 'Broadband',
      figure: broadband?.medianDownloadMbps
        ? `${formatMbps(broadband.medianDownloadMbps.value)} median${speedLevel === 'postcode' ? '' : ` (${levelLabel(speedLevel)} figure)`}`
        : superfast !== null
          ? `${formatPercentFigure(superfast)} of premises can get superfast`
          : none,
      provenance: broadband?.medianDownloadMbps?.provenance ?? broadband?.availability?.provenance ?? null,
      href: `/broadband-speed-checker-postcode?postcode=${pc}`,
      held: Boolean(broadband?.medianDownloadMbps) || superfast !== null,
    },
    {
      dataset: 'Mobile signal',
      figure: mobileHeadline
        ? `${formatPercentFigure(mobileHeadline.anyNetworkPct)} of premises: ${mobileHeadline.label} (any network)`
        : none,
      provenance: mobile?.covered ? mobile.provenance : null,
      href: `/mobile-signal-checker?postcode=${pc}`,
      held: mobileHeadline !== null,
    },
    {
      dataset: 'Population of the LSOA',
      figure: population.lsoa ? formatCount(population.lsoa.value) : none,
      provenance: population.lsoa?.provenance ?? null,
      href: `/local-data?postcode=${pc}`,
      held: population.lsoa !== null,
    },
    {
      dataset: 'Council tax (average Band D)',
      figure: economy?.councilTax?.value.areaBandD != null ? formatPoundsPenceFigure(economy.councilTax.value.areaBandD) : none,
      provenance: economy?.councilTax?.provenance ?? null,
      href: `/economic-data?postcode=${pc}`,
      held: economy?.councilTax?.value.areaBandD != null,
    },
  ];
}

/** /postcode-data: which datasets cover a postcode, one headline figure each, with its source. */
export default function PostcodeDataChecker() {
  return (
    <PostcodeChecker<ReportAnswer>
      endpoint="report"
      submitLabel="Show postcode data"
      render={(report) => (
        <>
          <AnswerLine text={reportHeadline(report, today())} />
          <ReportActions
            document={(produced) => postcodeReportDocument(report, produced)}
            fileName={`brickstack-report-${report.geography.postcode.replace(' ', '-')}`}
          />
          <PrintedOn what={`Postcode data for ${report.geography.postcode}`} />
          <Scorecard answers={report.scorecard} />
          <GeographyPanel geography={report.geography} showMap={false} />
          <Section id="datasets-heading" title="What the data says about this postcode">
            <div role="list" className="divide-y divide-gray-100 rounded-xl border border-gray-200" data-dataset-list>
              {rows(report)
                .filter((row) => row.held)
                .map((row) => (
                  <div role="listitem" key={row.dataset} className="p-4" data-dataset={row.dataset}>
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h3 className="font-semibold text-ink">{row.dataset}</h3>
                      <a href={row.href} className="text-sm">
                        Details<span className="sr-only"> for {row.dataset.toLowerCase()}</span>
                      </a>
                    </div>
                    <p className="mt-1 text-lg text-ink">{row.figure}</p>
                    {row.provenance && <SourceLine provenance={row.provenance} />}
                  </div>
                ))}
            </div>
            <NotHeldFold names={rows(report).flatMap((row) => (row.held ? [] : [row.dataset]))}>
              <ul className="mt-2 space-y-1" data-not-held-list>
                {rows(report)
                  .filter((row) => !row.held)
                  .map((row) => (
                    <li key={row.dataset} data-dataset={row.dataset} className="text-ink-muted">
                      {row.dataset}
                    </li>
                  ))}
              </ul>
            </NotHeldFold>
          </Section>
        </>
      )}
    />
  );
}
