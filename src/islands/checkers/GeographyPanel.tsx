import { geographyLine, mapWorthShowing } from '../../lib/data/geography-line.ts';
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
  if (!value) return 'Not held for this postcode';
  return value.name ? `${value.name} (${value.code})` : value.code;
}

/**
 * Which areas contain the postcode: one line of names, the ONS codes and sources behind a
 * disclosure, so the answer that follows is in the first screen. The map is drawn separately
 * (GeographyMap), below the answer, unless `showMap` asks for it here.
 */
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
    <section aria-labelledby="geo-heading" className="mt-4" data-geography-panel>
      <h2 id="geo-heading" className="text-lg font-semibold text-ink">
        {geography.postcode}
        {geography.terminated && (
          <span className="ml-2 text-sm font-normal text-warning">(terminated {geography.terminated})</span>
        )}
      </h2>
      <p className="text-sm text-ink-muted" data-geography-line>
        {geographyLine(geography)}
      </p>
      <details className="text-sm" data-geography-codes>
        <summary className="cursor-pointer text-ink-muted">Area codes and sources</summary>
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
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
      </details>
      {showMap && <GeographyMap geography={geography} markers={markers} radiusMetres={radiusMetres} always />}
    </section>
  );
}

/** The map around the postcode, drawn only when it shows more than the postcode's own point (or `always`). */
export function GeographyMap({
  geography,
  markers = [],
  radiusMetres,
  always = false,
}: {
  geography: PostcodeGeography;
  markers?: MapMarker[] | undefined;
  radiusMetres?: number | undefined;
  always?: boolean;
}) {
  if (geography.lat === null || geography.lng === null) return null;
  if (!always && !mapWorthShowing(markers, radiusMetres)) return null;
  return (
    <LocationMap
      lat={geography.lat}
      lon={geography.lng}
      label={geography.postcode}
      markers={markers}
      radiusMetres={radiusMetres}
    />
  );
}
