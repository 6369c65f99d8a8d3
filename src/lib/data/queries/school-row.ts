/** Maps an open_data.schools row (joined to its postcode centre) to the School type. */
import { provenance } from '../provenance.ts';
import { schoolSlug } from '../slug.ts';
import type { School, SchoolPhase } from '../types.ts';

/**
 * A school's authority: the register's own GSS code, else its postcode's, else (a postcode newer
 * than the postcode file, e.g. LS10 4WR) the authority whose name the register gives.
 */
export const SCHOOL_SELECT = `s.*, f.as_of, pc.lat as pc_lat, pc.lng as pc_lng, coalesce(pc.laua, lan.lad_code) as pc_laua,
  coalesce(ln.name, pc.laua_name, lan.lad_name) as la_full_name
  from open_data.schools s
  join open_data.source_files f on f.file_key = s.source_key
  left join lateral (select lat, lng, laua, laua_name from open_data.postcodes p where p.postcode = s.postcode order by (p.lat is null), rank limit 1) pc on true
  left join lateral (
    select l.lad_code, l.lad_name from open_data.lsoa_lookup l
    where s.gss_la_code is null and pc.laua is null and l.lad_name = s.la_name
    limit 1
  ) lan on true
  left join open_data.geo_names ln on ln.code = coalesce(s.gss_la_code, pc.laua, lan.lad_code)`;

export interface SchoolRow {
  urn: string;
  name: string;
  la_name: string | null;
  gss_la_code: string | null;
  type: string | null;
  type_group: string | null;
  status: string | null;
  phase: string | null;
  phase_inferred: boolean;
  gender: string | null;
  religious_character: string | null;
  low_age: number | null;
  high_age: number | null;
  capacity: number | null;
  pupils: number | null;
  percent_fsm: number | null;
  ofsted_rating: string | null;
  ofsted_last_inspection: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  postcode: string | null;
  website: string | null;
  lat: number | null;
  lng: number | null;
  as_of: string | null;
  pc_lat: number | null;
  pc_lng: number | null;
  pc_laua: string | null;
  la_full_name: string | null;
}

export function toSchool(r: SchoolRow): School {
  const laCode = r.gss_la_code ?? r.pc_laua;
  const own = r.lat !== null && r.lng !== null;
  const lat = own ? Number(r.lat) : r.pc_lat !== null ? Number(r.pc_lat) : null;
  const lng = own ? Number(r.lng) : r.pc_lng !== null ? Number(r.pc_lng) : null;
  const address = [r.street, r.locality, r.town].filter(Boolean).join(', ') || null;
  return {
    urn: r.urn,
    slug: schoolSlug(r.name, r.urn),
    name: r.name,
    phase: r.phase as SchoolPhase | null,
    phaseInferred: r.phase_inferred,
    type: r.type,
    typeGroup: r.type_group,
    status: r.status,
    gender: r.gender,
    religiousCharacter: r.religious_character,
    lowAge: r.low_age,
    highAge: r.high_age,
    capacity: r.capacity,
    pupils: r.pupils,
    percentFsm: r.percent_fsm === null ? null : Number(r.percent_fsm),
    ofstedRating: r.ofsted_rating,
    ofstedLastInspection: r.ofsted_last_inspection,
    address,
    postcode: r.postcode,
    website: r.website,
    authority: laCode ? { code: laCode, name: r.la_full_name ?? r.la_name } : null,
    lat,
    lng,
    locationPrecision: own ? 'school' : lat !== null ? 'postcode' : null,
    provenance: provenance('gias', { level: 'address', code: r.urn, name: r.name }, r.as_of),
  };
}

/** Open (or status not recorded) establishments only. */
export const OPEN_SCHOOL = "(s.status is null or s.status not ilike 'closed%')";
