import type { PostcodeGeography } from '../../lib/data/types.ts';
import { LocationMap, type MapMarker } from './LocationMap.tsx';
import { SourceLine } from './SourceLine.tsx';

export interface GeographyPanelProps {
  geography: PostcodeGeography;
  /** Extra points for the map (schools, …). */
  markers?: MapMarker[];
  radiusMetres?: number | undefined;
  showMap?: boolean;
}

function named(value: { code: string; name: string | null } | null): string {
  if (!value) return 'Not in our data';
  return value.name ? `${value.name} (${value.code})` : value.code;
}

/** Which areas contain the postcode, with the map and the sources of the geography. */
export function GeographyPanel({ geography, markers, radiusMetres, showMap = true }: GeographyPanelProps) {
  const rows: [string, string][] = [
    ['Postcode district', geography.district],
    ['Postcode sector', geography.sector],
    ['Ward', named(geography.ward)],
    [`LSOA${geography.lsoa ? ` (${geography.lsoa.vintage} boundaries)` : ''}`, named(geography.lsoa)],
    ['Local authority', named(geography.authority)],
    ['Region', named(geography.region)],
  ];
  return (
    <section aria-labelledby="geo-heading" className="mt-2" data-geography-panel>
      <h2 id="geo-heading" className="text-xl font-semibold text-ink">
        {geography.postcode}
        {geography.terminated && (
          <span className="ml-2 text-sm font-normal text-warning">(terminated {geography.terminated})</span>
        )}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink">{label}</dt>
            <dd className="text-ink-muted">{value}</dd>
          </div>
        ))}
      </dl>
      {geography.provenance.map((p) => (
        <SourceLine key={`${p.datasetId}-${p.asOf}`} provenance={p} />
      ))}
      {showMap && geography.lat !== null && geography.lng !== null && (
        <LocationMap
          lat={geography.lat}
          lon={geography.lng}
          label={geography.postcode}
          markers={markers ?? []}
          radiusMetres={radiusMetres}
        />
      )}
    </section>
  );
}
