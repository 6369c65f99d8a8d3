import type { CrimeAnswer } from '../../client/data-api.ts';
import { CrimeResults } from './CrimeResults.tsx';
import { GeographyPanel } from './GeographyPanel.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';

/** /postcode-crime-check: crime near a postcode. */
export default function CrimeChecker() {
  return (
    <PostcodeChecker<CrimeAnswer>
      endpoint="crime"
      topic="crime"
      submitLabel="Check crime"
      render={({ geography, crime, context }) => (
        <>
          <GeographyPanel
            geography={geography}
            radiusMetres={crime.mode === 'radius' ? (crime.radiusMetres ?? undefined) : undefined}
          />
          <CrimeResults crime={crime} context={context} />
        </>
      )}
    />
  );
}
