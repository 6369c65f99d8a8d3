/**
 * Shapes of the JSON files scripts/data/prepare-build-data.ts writes to `.local/build-data/`
 * before `astro build`. Pages read them (with node:fs in the page frontmatter) and never open
 * the database. `BUILD_DATA_FILES` names each file relative to that folder.
 */
import type {
  AreaSummary,
  AuthoritySummary,
  CategoryCount,
  DistrictSummary,
  EconomicIndicators,
  School,
  Sourced,
} from './types.ts';
import type { SourceFreshness } from './refresh/freshness.ts';

export const BUILD_DATA_DIR = '.local/build-data';

export const BUILD_DATA_FILES = {
  meta: 'meta.json',
  locations: 'locations.json',
  schools: 'schools.json',
  crime: 'crime.json',
  economy: 'economy.json',
  /** The valuation's walk-forward accuracy stored by the last import (null when none). */
  valuationAccuracy: 'valuation-accuracy.json',
} as const;

export interface BuildMeta {
  generatedAt: string;
  /** Every imported file with its dataset, row counts and as-of. */
  sources: { file: string; dataset: string; rowsLoaded: number; rowsRejected: number; asOf: string | null; importedAt: string }[];
  /** What the data refresh last found per source (open_data.data_releases): next due days for /data-sources. */
  releases?: SourceFreshness[];
}

export interface BuildLocations {
  areas: AreaSummary[];
  districts: DistrictSummary[];
  authorities: AuthoritySummary[];
}

/** One /crime-rates/{slug} page: a district (slug "m33") or an authority (slug "trafford") with crime data. */
export interface CrimeLocation {
  slug: string;
  kind: 'district' | 'authority';
  code: string;
  name: string;
  crime: Sourced<{ total: number; categories: CategoryCount[]; months: string[] }>;
}

export type BuildSchools = School[];
export type BuildCrime = CrimeLocation[];
/** Economic indicators keyed by authority GSS code. */
export type BuildEconomy = Record<string, EconomicIndicators>;
