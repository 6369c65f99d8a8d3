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
import { NoData, Section } from './Section.tsx';
import { PrintedOn, ReportActions } from '../shared/ReportActions.tsx';
import { postcodeReportDocument } from '../../lib/report/postcode-document.ts';

function Report({ report }: { report: ReportAnswer }) {
  const { geography, population } = report;
  const notInData = (what: string) => (
    <NoData>
      We have no {what} for {geography.postcode} in our data.
    </NoData>
  );
  return (
    <>
      <ReportActions
        document={(produced) => postcodeReportDocument(report, produced)}
        fileName={`brickstack-report-${geography.postcode.replace(' ', '-')}`}
      />
      <PrintedOn what={`Property data report for ${geography.postcode}`} />
      <GeographyPanel geography={geography} />
      <Section id="population-heading" title="People">
        {population.lsoa || population.ward ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {population.lsoa && (
              <Figure
                label="Population of the LSOA"
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
        ) : (
          notInData('population estimates for the LSOA or ward')
        )}
      </Section>
      <SalesResults postcode={geography.postcode} sales={report.sales} sectorPrices={report.sectorPrices} />
      {report.crime ? <CrimeResults crime={report.crime} context={report.crimeContext ?? null} /> : notInData('crime data')}
      {report.schools ? <SchoolsResults schools={report.schools} limit={15} /> : notInData('schools data')}
      <EpcResults epc={report.epc} />
      <PropertyAgeResults age={report.propertyAge} />
      {report.broadband ? <BroadbandResults broadband={report.broadband} /> : notInData('broadband data')}
      {report.mobile ? <MobileResults mobile={report.mobile} /> : notInData('mobile coverage data')}
      {report.economy ? <EconomicResults economic={report.economy} /> : notInData('local authority indicators')}
    </>
  );
}

/** /local-data (signed in): the full report for a postcode, every dataset with its source. */
export default function LocalDataReport() {
  return (
    <PostcodeChecker<ReportAnswer> endpoint="report" submitLabel="Build report" render={(report) => <Report report={report} />} />
  );
}
