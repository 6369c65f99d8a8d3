import type { SchoolsAnswer } from '../../client/data-api.ts';
import { schoolsHeadline } from '../../lib/data/schools-headline.ts';
import { AnswerLine, today } from './AnswerLine.tsx';
import { GeographyMap, GeographyPanel } from './GeographyPanel.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';
import { SchoolsResults } from './SchoolsResults.tsx';

/** /find-a-school: schools near a postcode. */
export default function SchoolsChecker() {
  return (
    <PostcodeChecker<SchoolsAnswer>
      endpoint="schools"
      topic="schools"
      submitLabel="Find schools"
      render={({ geography, schools }) => (
        <>
          <AnswerLine text={schoolsHeadline(schools, today())} />
          <GeographyPanel geography={geography} showMap={false} />
          <SchoolsResults schools={schools} filterable />
          <GeographyMap
            geography={geography}
            markers={schools.schools.flatMap((s) =>
              s.lat !== null && s.lng !== null ? [{ lat: s.lat, lon: s.lng, label: s.name, kind: 'school' as const }] : [],
            )}
          />
        </>
      )}
    />
  );
}
