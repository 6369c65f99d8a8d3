import type { ParsedPostcode } from '../../postcode/parse.ts';
import { distanceMetres } from '../geo/distance.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { PostcodeGeography, School, SchoolPhase, SchoolsNearResult } from '../types.ts';
import { boxParams } from './geo-sql.ts';
import { postcodePoint } from './postcode-rows.ts';
import { OPEN_SCHOOL, SCHOOL_SELECT, toSchool, type SchoolRow } from './school-row.ts';
import { decodeSchoolCursor, encodeSchoolCursor, type SchoolPosition } from '../page-cursor.ts';

export interface SchoolsNearOptions {
  /** Default 1600 m (about a mile), clamped to 200–5000. */
  radiusMetres?: number;
  phase?: SchoolPhase;
  /** Schools per page: default 50, at most 200. */
  limit?: number;
  /** The previous page's `nextCursor` (a position in the nearest-first order). */
  after?: SchoolPosition | null;
  /** Include closed establishments (default false). */
  includeClosed?: boolean;
}

/** The page options of a parsed schools query (`radius`, `limit`, `cursor`: the schema checked them). */
export function schoolsPage(query: Record<string, unknown>): SchoolsNearOptions {
  const cursor = typeof query['cursor'] === 'string' ? decodeSchoolCursor(query['cursor']) : null;
  return { radiusMetres: Number(query['radius']), limit: Number(query['limit'] ?? 50), after: cursor };
}

/** A school register covers a place when it lists schools within this distance. */
const COVERAGE_METRES = 5000;

/**
 * Schools whose location (their own coordinates, else their postcode's centre) falls inside the
 * box around `point`: two index lookups (schools by latitude; postcodes by latitude for schools
 * without coordinates), never a scan of the national register.
 */
const SCHOOLS_IN_BOX = `s.urn in (
    select s2.urn from open_data.schools s2 where s2.lat between $1 and $2 and s2.lng between $3 and $4
    union
    select s3.urn from open_data.postcodes p3 join open_data.schools s3 on s3.postcode = p3.postcode
    where s3.lat is null and p3.lat between $1 and $2 and p3.lng between $3 and $4
  )`;

/**
 * Open schools near a postcode, nearest first; null when the postcode is not in the data. The
 * database narrows the register to a box on indexed latitude; the exact (haversine) distance then
 * decides the radius, the order and whether the register covers the place at all. Pass the
 * `geography` a caller already has to skip looking the postcode up again.
 */
export async function findSchoolsNear(
  db: SqlClient,
  postcode: ParsedPostcode,
  options: SchoolsNearOptions = {},
  geography?: PostcodeGeography | null,
): Promise<SchoolsNearResult | null> {
  const point =
    geography === undefined
      ? await postcodePoint(db, postcode.postcode)
      : geography === null
        ? undefined
        : geography.lat !== null && geography.lng !== null
          ? { lat: geography.lat, lng: geography.lng }
          : null;
  if (point === undefined) return null;
  const radius = Math.min(5000, Math.max(200, Math.round(options.radiusMetres ?? 1600)));
  const limit = Math.min(200, Math.max(1, options.limit ?? 50));
  const prov = (asOf: string | null) =>
    provenance(
      'gias',
      { level: 'radius', code: postcode.postcode, name: `Within ${(radius / 1000).toFixed(1)} km of ${postcode.postcode}` },
      asOf,
    );
  if (!point)
    return {
      postcode: postcode.postcode,
      radiusMetres: radius,
      schools: [],
      total: 0,
      nextCursor: null,
      covered: false,
      provenance: prov(null),
    };
  const { rows } = await db.query<SchoolRow>(
    `select ${SCHOOL_SELECT} where ${SCHOOLS_IN_BOX} and ${options.includeClosed ? 'true' : OPEN_SCHOOL}`,
    boxParams(point, Math.max(COVERAGE_METRES, radius)),
  );
  const located = rows.map(toSchool).filter((s): s is School & { lat: number; lng: number } => s.lat !== null && s.lng !== null);
  const withDistance = located.map((s) => ({ ...s, distanceMetres: Math.round(distanceMetres(point, s)) }));
  const covered = withDistance.some((s) => s.distanceMetres <= COVERAGE_METRES);
  const inRadius = withDistance
    .filter((s) => s.distanceMetres <= radius && (!options.phase || s.phase === options.phase))
    .sort((a, b) => a.distanceMetres - b.distanceMetres || a.name.localeCompare(b.name) || (a.urn < b.urn ? -1 : 1));
  // A page starts after the cursor's school; if it has left the register, after its distance.
  const after = options.after ?? null;
  const found = after ? inRadius.findIndex((s) => s.urn === after.urn) : -1;
  const start = !after ? 0 : found >= 0 ? found + 1 : inRadius.findIndex((s) => s.distanceMetres > after.distanceMetres);
  const schools = start < 0 ? [] : inRadius.slice(start, start + limit);
  const last = schools[schools.length - 1];
  const nextCursor =
    last && start + limit < inRadius.length ? encodeSchoolCursor({ distanceMetres: last.distanceMetres, urn: last.urn }) : null;
  // The register's date is that of the file the schools around this place came from, not of any file anywhere.
  const asOfByUrn = new Map(rows.map((r) => [r.urn, r.as_of]));
  const asOf =
    withDistance
      .filter((s) => s.distanceMetres <= COVERAGE_METRES)
      .map((s) => asOfByUrn.get(s.urn))
      .filter((a): a is string => typeof a === 'string')
      .sort()
      .pop() ?? null;
  return {
    postcode: postcode.postcode,
    radiusMetres: radius,
    schools,
    total: inRadius.length,
    nextCursor,
    covered,
    provenance: prov(asOf),
  };
}

/** Every school in the data (open ones unless includeClosed), sorted by name; for build-time pages. */
export async function listSchools(db: SqlClient, options: { includeClosed?: boolean } = {}): Promise<School[]> {
  const { rows } = await db.query<SchoolRow>(
    `select ${SCHOOL_SELECT} where ${options.includeClosed ? 'true' : OPEN_SCHOOL} order by s.name, s.urn`,
  );
  return rows.map(toSchool);
}
