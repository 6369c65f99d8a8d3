import type { EconomicAnswer } from '../../client/data-api.ts';
import { economicHeadline } from '../../lib/data/economic-headline.ts';
import { AnswerLine, today } from './AnswerLine.tsx';
import { EconomicResults } from './EconomicResults.tsx';
import { GeographyPanel } from './GeographyPanel.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';
import { NoData } from './Section.tsx';

/** /economic-data: indicators for the local authority that contains a postcode. */
export default function EconomicChecker() {
  return (
    <PostcodeChecker<EconomicAnswer>
      endpoint="economic"
      topic="economic"
      submitLabel="Show economic data"
      render={({ geography, economic }) => (
        <>
          <AnswerLine text={economic ? economicHeadline(economic, today()) : null} />
          <GeographyPanel geography={geography} showMap={false} />
          {economic ? (
            <EconomicResults economic={economic} />
          ) : (
            <div className="mt-6">
              <NoData>
                Our data does not say which local authority {geography.postcode} is in, so we cannot show its economic indicators.
              </NoData>
            </div>
          )}
        </>
      )}
    />
  );
}
