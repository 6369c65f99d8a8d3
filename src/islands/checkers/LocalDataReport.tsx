import type { ReportAnswer } from '../../client/data-api.ts';
import { BroadbandResults } from './BroadbandResults.tsx';
import { CrimeResults } from './CrimeResults.tsx';
import { EconomicResults } from './EconomicResults.tsx';
import { EpcResults } from './EpcResults.tsx';
import { Figure } from './Figure.tsx';
import { formatCount } from '../../lib/format/figures.ts';
import { GeographyPanel } from './GeographyPanel.tsx';
import { MobileResults } from './MobileResults.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';
import { PropertyAgeResults } from './PropertyAgeResults.tsx';
import { SalesResults } from './SalesResults.tsx';
import { SchoolsResults } from './SchoolsResults.tsx';
import { Section } from './Section.tsx';
import { AnswerLine, NotHeldFold, today } from './AnswerLine.tsx';
import { reportHeadline, reportNotHeld, reportSections } from '../../lib/data/report-headline.ts';
import { PrintedOn, ReportActions } from '../shared/ReportActions.tsx';
import { postcodeReportDocument } from '../../lib/report/postcode-document.ts';

function Report({ report }: { report: ReportAnswer }) {
  const { geography, population } = report;
  // Sections that hold nothing for this postcode fold into one line at the end, not an empty section each.
  const held = reportSections(report);
  const notHeld = reportNotHeld(report);
  return (
    <>
      <AnswerLine text={reportHeadline(report, today())} />
      <ReportActions
        document={(produced) => postcodeReportDocument(report, produced)}
        fileName={`brickstack-report-${geography.postcode.replace(' ', '-')}`}
      />
      <PrintedOn what={`Property data report for ${geography.postcode}`} />
      <GeographyPanel geography={geography} />
      {held.People && (
        <Section id="population-heading" title="People">
          <dl className="grid gap-4 sm:grid-cols-2">
            {population.lsoa && (
              <Figure
                label="Population of the neighbourhood (LSOA)"
                value={formatCount(population.lsoa.value)}
                provenance={population.lsoa.provenance}
              />
            )}
            {population.ward && (
              <Figure
                label="Population of the ward"
                value={formatCount(population.ward.value)}
                provenance={population.ward.provenance}
              />
            )}
          </dl>
        </Section>
      )}
      <SalesResults postcode={geography.postcode} sales={report.sales} sectorPrices={report.sectorPrices} />
      {held.Crime && report.crime && <CrimeResults crime={report.crime} context={report.crimeContext ?? null} />}
      {held['Schools nearby'] && report.schools && <SchoolsResults schools={report.schools} limit={15} />}
      {held['Energy performance certificates'] && <EpcResults epc={report.epc} />}
      {held['Property age'] && <PropertyAgeResults age={report.propertyAge} />}
      {held.Broadband && report.broadband && <BroadbandResults broadband={report.broadband} />}
      {held['Mobile signal'] && report.mobile && <MobileResults mobile={report.mobile} />}
      {report.economy && <EconomicResults economic={report.economy} />}
      <NotHeldFold names={notHeld} />
    </>
  );
}

/** /local-data (signed in): the full report for a postcode, every dataset with its source. */
export default function LocalDataReport() {
  return (
    <PostcodeChecker<ReportAnswer> endpoint="report" submitLabel="Build report" render={(report) => <Report report={report} />} />
  );
}
