import type { CrimeAnswer } from '../../client/data-api.ts';
import { CrimeHeadline, CrimeResults } from './CrimeResults.tsx';
import { GeographyMap, GeographyPanel } from './GeographyPanel.tsx';
import { PostcodeChecker } from './PostcodeChecker.tsx';

/** /postcode-crime-check: crime near a postcode. */
export default function CrimeChecker() {
  return (
    <PostcodeChecker<CrimeAnswer>
      endpoint="crime"
      topic="crime"
      submitLabel="Check crime"
      render={({ geography, crime, context, points }) => (
        <>
          <CrimeHeadline crime={crime} context={context} />
          <GeographyPanel geography={geography} showMap={false} />
          <CrimeResults crime={crime} context={context} headlineAbove />
          <GeographyMap
            geography={geography}
            radiusMetres={crime.mode === 'radius' ? (crime.radiusMetres ?? undefined) : undefined}
            markers={(points ?? []).map((p) => ({
              lat: p.lat,
              lon: p.lng,
              label: `${p.location ?? 'Crime point'}: ${p.count} crime${p.count === 1 ? '' : 's'}`,
              kind: 'crime' as const,
              count: p.count,
            }))}
          />
        </>
      )}
    />
  );
}
