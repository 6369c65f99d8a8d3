/**
 * Build-time data for the static location, crime and school pages: the JSON files that
 * scripts/data/prepare-build-data.ts writes to `.local/build-data/` before `astro build`
 * (shapes in src/lib/data/build-data.ts), read once, with the look-ups those pages share.
 * A missing file reads as empty, so pages say honestly that nothing has been imported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILD_DATA_DIR,
  BUILD_DATA_FILES,
  type BuildCrime,
  type BuildLocations,
  type BuildMeta,
  type BuildSchools,
} from '../../lib/data/build-data.ts';
import { partialPricesNote } from '../../lib/data/price-paid-coverage.ts';
import type { PlaceName } from '../../lib/data/place-name.ts';
import type { AreaCrimeRate } from '../../lib/data/queries/area-crime-rates.ts';
import type { DatasetExtent } from '../../lib/data/queries/dataset-extents.ts';
import { EMPTY_PLACE_CONTEXT, type PlaceContext } from '../../lib/data/queries/place-context.ts';
import { EMPTY_RESEARCH_DATA, RESEARCH_DATA_FILE, type ResearchData } from '../../lib/data/research-data.ts';
import type { AreaSummary, AuthoritySummary, DistrictSummary, School } from '../../lib/data/types.ts';
import { bestSchoolsPages, type BestSchoolsPage } from './best-schools.ts';

export interface SiteData {
  areas: AreaSummary[];
  districts: DistrictSummary[];
  authorities: AuthoritySummary[];
  schools: School[];
  crime: BuildCrime;
  bestSchools: BestSchoolsPage[];
  authorityByCode: Map<string, AuthoritySummary>;
  /** Set when the imported sale prices are a partial extract: prices must be labelled, not stated as facts. */
  pricesNote: string | null;
  /** The import record: every file loaded, with its dataset, rows, as-of and when. */
  sources: BuildMeta['sources'];
  /** What the data refresh last found per source (next due days), empty before the first refresh. */
  releases: NonNullable<BuildMeta['releases']>;
  /** What each imported file holds (places and periods), by file. */
  extents: Map<string, DatasetExtent>;
  /** Place names of districts and areas, by "district:M33" / "area:M". */
  places: Map<string, PlaceName>;
  /** Crimes per 1,000 residents, by "district:M33" / "authority:E08000009". */
  crimeRates: Map<string, AreaCrimeRate>;
  /** England's Band D and EPC mixes, for the context beside each place's figures. */
  context: PlaceContext;
}

let cached: SiteData | undefined;

function readJson<T>(dir: string, file: string, empty: T): T {
  const path = join(dir, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : empty;
}

/** Everything the static data pages need; empty lists when no data has been prepared. */
export function siteData(root: string = process.cwd()): SiteData {
  if (cached) return cached;
  const dir = join(root, BUILD_DATA_DIR);
  const locations = readJson<BuildLocations>(dir, BUILD_DATA_FILES.locations, { areas: [], districts: [], authorities: [] });
  const schools = readJson<BuildSchools>(dir, BUILD_DATA_FILES.schools, []);
  const crime = readJson<BuildCrime>(dir, BUILD_DATA_FILES.crime, []);
  const authorityByCode = new Map(locations.authorities.map((a) => [a.code, a]));
  const meta = readJson<BuildMeta | null>(dir, BUILD_DATA_FILES.meta, null);
  const pricesFiles = (meta?.sources ?? []).filter((f) => f.dataset === 'price_paid').map((f) => f.file);
  const research = readJson<ResearchData>(dir, RESEARCH_DATA_FILE, EMPTY_RESEARCH_DATA);
  cached = {
    ...locations,
    schools,
    crime,
    bestSchools: bestSchoolsPages(schools, (code) => authorityByCode.get(code)?.slug ?? null),
    authorityByCode,
    pricesNote: partialPricesNote(pricesFiles),
    sources: meta?.sources ?? [],
    releases: meta?.releases ?? [],
    extents: new Map(research.extents.map((e) => [e.file, e])),
    places: new Map(research.places.map((p) => [`${p.kind}:${p.code}`, p])),
    crimeRates: new Map(research.crimeRates.map((r) => [`${r.kind}:${r.code}`, r])),
    context: research.context ?? EMPTY_PLACE_CONTEXT,
  };
  return cached;
}

/** Natural order for postcode districts: M1, M2, … M10, then M11. */
export function compareDistricts(a: string, b: string): number {
  return a.localeCompare(b, 'en-GB', { numeric: true });
}

/** The /crime-rates page of a district or authority, when the data has one. */
export function crimeHref(kind: 'district' | 'authority', code: string, data: SiteData = siteData()): string | undefined {
  const place = data.crime.find((c) => c.kind === kind && c.code === code);
  return place ? `/crime-rates/${place.slug}` : undefined;
}
