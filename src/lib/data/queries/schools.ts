import type { ParsedPostcode } from '../../postcode/parse.ts';
import { distanceMetres } from '../geo/distance.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { School, SchoolPhase, SchoolsNearResult } from '../types.ts';
import { postcodePoint } from './postcode-rows.ts';
import { OPEN_SCHOOL, SCHOOL_SELECT, toSchool, type SchoolRow } from './school-row.ts';

export interface SchoolsNearOptions {
  /** Default 1600 m (about a mile), clamped to 200–5000. */
  radiusMetres?: number;
  phase?: SchoolPhase;
  /** Default 50. */
  limit?: number;
  /** Include closed establishments (default false). */
  includeClosed?: boolean;
}

/** A school register covers a place when it lists schools within this distance. */
const COVERAGE_METRES = 5000;

/** Open schools near a postcode, nearest first; null when the postcode is not in the data. */
export async function findSchoolsNear(
  db: SqlClient,
  postcode: ParsedPostcode,
  options: SchoolsNearOptions = {},
): Promise<SchoolsNearResult | null> {
  const point = await postcodePoint(db, postcode.postcode);
  if (point === undefined) return null;
  const radius = Math.min(5000, Math.max(200, Math.round(options.radiusMetres ?? 1600)));
  const limit = Math.min(200, Math.max(1, options.limit ?? 50));
  const prov = (asOf: string | null) =>
    provenance(
      'gias',
      { level: 'radius', code: postcode.postcode, name: `Within ${(radius / 1000).toFixed(1)} km of ${postcode.postcode}` },
      asOf,
    );
  if (!point) return { postcode: postcode.postcode, radiusMetres: radius, schools: [], covered: false, provenance: prov(null) };
  const { rows } = await db.query<SchoolRow>(`select ${SCHOOL_SELECT} where ${options.includeClosed ? 'true' : OPEN_SCHOOL}`);
  const all = rows.map(toSchool).filter((s): s is School & { lat: number; lng: number } => s.lat !== null && s.lng !== null);
  const withDistance = all.map((s) => ({ ...s, distanceMetres: Math.round(distanceMetres(point, s)) }));
  const covered = withDistance.some((s) => s.distanceMetres <= COVERAGE_METRES);
  const schools = withDistance
    .filter((s) => s.distanceMetres <= radius && (!options.phase || s.phase === options.phase))
    .sort((a, b) => a.distanceMetres - b.distanceMetres || a.name.localeCompare(b.name))
    .slice(0, limit);
  const asOf =
    rows
      .map((r) => r.as_of)
      .filter((a): a is string => a !== null)
      .sort()
      .pop() ?? null;
  return { postcode: postcode.postcode, radiusMetres: radius, schools, covered, provenance: prov(asOf) };
}

/** Every school in the data (open ones unless includeClosed), sorted by name; for build-time pages. */
export async function listSchools(db: SqlClient, options: { includeClosed?: boolean } = {}): Promise<School[]> {
  const { rows } = await db.query<SchoolRow>(
    `select ${SCHOOL_SELECT} where ${options.includeClosed ? 'true' : OPEN_SCHOOL} order by s.name, s.urn`,
  );
  return rows.map(toSchool);
}
