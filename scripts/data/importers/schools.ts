/**
 * Schools from Get Information About Schools: the raw "all establishment data" extract
 * (URN, EstablishmentName, PhaseOfEducation (name), OfstedRating (name), Easting, Northing …)
 * and the Trafford Data Lab derived list (name, unique_reference_number, type, ofsted_rating, lon, lat).
 */
import { normalisePostcode } from '../../../src/lib/postcode/parse.ts';
import { gridToWgs84 } from '../../../src/lib/data/geo/osgb.ts';
import { inferPhase, normalisePhase } from '../../../src/lib/data/school-phase.ts';
import { int, isoDate, isGss, num, text, validLatLng } from '../lib/fields.ts';
import type { Importer } from '../lib/importer.ts';

const COLUMNS = [
  'urn',
  'name',
  'la_code',
  'la_name',
  'gss_la_code',
  'type',
  'type_group',
  'status',
  'phase',
  'phase_inferred',
  'gender',
  'religious_character',
  'low_age',
  'high_age',
  'capacity',
  'pupils',
  'percent_fsm',
  'ofsted_rating',
  'ofsted_last_inspection',
  'street',
  'locality',
  'town',
  'postcode',
  'website',
  'easting',
  'northing',
  'lat',
  'lng',
  'ward_code',
  'ward_name',
  'lsoa_code',
  'open_date',
  'close_date',
];
const CONFLICT = `on conflict (urn) do update set ${COLUMNS.filter((c) => c !== 'urn')
  .concat('source_key')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ')}`;

export const giasImporter: Importer = {
  id: 'gias-establishments',
  dataset: 'gias',
  table: 'open_data.schools',
  columns: COLUMNS,
  conflict: CONFLICT,
  matches: (f) => ['urn', 'establishmentname', 'phaseofeducationname'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const urn = text(row['urn']);
    const name = text(row['establishmentname']);
    if (!urn || !/^\d+$/.test(urn)) return { ok: false, error: 'missing or non-numeric URN' };
    if (!name) return { ok: false, error: 'missing establishment name' };
    const easting = int(row['easting']);
    const northing = int(row['northing']);
    const point = easting && northing ? gridToWgs84(easting, northing) : null;
    const changed = isoDate(row['lastchangeddate']);
    if (changed) ctx.noteAsOf(changed);
    const gssLa = text(row['gsslacodename']);
    return {
      ok: true,
      value: [
        urn,
        name,
        text(row['lacode']),
        text(row['laname']),
        isGss(gssLa) ? gssLa : null,
        text(row['typeofestablishmentname']),
        text(row['establishmenttypegroupname']),
        text(row['establishmentstatusname']),
        normalisePhase(text(row['phaseofeducationname'])),
        false,
        text(row['gendername']),
        text(row['religiouscharactername']),
        int(row['statutorylowage']),
        int(row['statutoryhighage']),
        int(row['schoolcapacity']),
        int(row['numberofpupils']),
        num(row['percentagefsm']),
        text(row['ofstedratingname']),
        isoDate(row['ofstedlastinsp']),
        text(row['street']),
        text(row['locality']),
        text(row['town']),
        normalisePostcode(row['postcode'] ?? ''),
        text(row['schoolwebsite']),
        easting,
        northing,
        point?.lat ?? null,
        point?.lng ?? null,
        text(row['administrativewardcode']),
        text(row['administrativewardname']),
        text(row['lsoacode']),
        isoDate(row['opendate']),
        isoDate(row['closedate']),
      ],
    };
  },
};

export const giasDerivedImporter: Importer = {
  id: 'gias-derived-list',
  dataset: 'gias',
  table: 'open_data.schools',
  columns: COLUMNS,
  conflict: CONFLICT,
  matches: (f) => ['name', 'uniquereferencenumber', 'ofstedrating', 'postcode'].every((h) => f.header.includes(h)),
  mapRow(row) {
    const urn = text(row['uniquereferencenumber']);
    const name = text(row['name']);
    if (!urn || !/^\d+$/.test(urn)) return { ok: false, error: 'missing or non-numeric URN' };
    if (!name) return { ok: false, error: 'missing establishment name' };
    const lat = num(row['lat']);
    const lng = num(row['lon']);
    const ok = validLatLng(lat, lng);
    const low = int(row['lowestadmissionage']);
    const high = int(row['highestadmissionage']);
    const typeGroup = text(row['type']);
    const website = text(row['website']);
    return {
      ok: true,
      value: [
        urn,
        name,
        text(row['localauthoritycode']),
        null,
        null,
        null,
        typeGroup,
        null,
        inferPhase(low, high, typeGroup),
        true,
        text(row['gender']),
        text(row['religion']),
        low,
        high,
        int(row['capacity']),
        null,
        num(row['percentfsm']),
        text(row['ofstedrating']),
        null,
        null,
        null,
        null,
        normalisePostcode(row['postcode'] ?? ''),
        website,
        null,
        null,
        ok ? lat : null,
        ok ? lng : null,
        null,
        null,
        null,
        null,
        null,
      ],
    };
  },
};
