/**
 * police.uk street-level crime: the official "street" files (header "Crime ID,Month,…" or the
 * same columns in snake_case), plus two derived GMP series (burglary points; monthly totals).
 */
import { num, text, validLatLng } from '../lib/fields.ts';
import type { Importer } from '../lib/importer.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const streetCrimeImporter: Importer = {
  id: 'police-street-crime',
  dataset: 'police_street_crime',
  table: 'open_data.crimes',
  columns: [
    'crime_id',
    'month',
    'reported_by',
    'falls_within',
    'lng',
    'lat',
    'location',
    'lsoa_code',
    'lsoa_name',
    'crime_type',
    'outcome',
    'context',
  ],
  matches: (f) => ['crimeid', 'month', 'fallswithin', 'lsoacode', 'crimetype'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const month = text(row['month']);
    if (!month || !MONTH.test(month)) return { ok: false, error: 'month is not YYYY-MM' };
    const crimeType = text(row['crimetype']);
    if (!crimeType) return { ok: false, error: 'missing crime type' };
    let lat = num(row['latitude']);
    let lng = num(row['longitude']);
    // Crimes police.uk could not place keep their LSOA (if any) but no point.
    if (!validLatLng(lat, lng)) {
      lat = null;
      lng = null;
    }
    ctx.noteAsOf(month);
    return {
      ok: true,
      value: [
        text(row['crimeid']),
        month,
        text(row['reportedby']),
        text(row['fallswithin']),
        lng,
        lat,
        text(row['location']),
        text(row['lsoacode']),
        text(row['lsoaname']),
        crimeType,
        text(row['lastoutcomecategory']),
        text(row['context']),
      ],
    };
  },
};

export const burglaryPointsImporter: Importer = {
  id: 'police-burglary-points',
  dataset: 'police_burglary_points',
  table: 'open_data.burglary_points',
  columns: ['month', 'lng', 'lat'],
  matches: (f) => f.header.length === 4 && ['month', 'crimetype', 'longitude', 'latitude'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const month = text(row['month']);
    if (!month || !MONTH.test(month)) return { ok: false, error: 'month is not YYYY-MM' };
    if (text(row['crimetype']) !== 'Burglary') return { ok: false, error: 'not a burglary row' };
    const lat = num(row['latitude']);
    const lng = num(row['longitude']);
    if (!validLatLng(lat, lng)) return { ok: false, error: 'missing or out-of-range coordinates' };
    ctx.noteAsOf(month);
    return { ok: true, value: [month, lng, lat] };
  },
};

/** Force named by the file: the derived series in the samples are Greater Manchester Police ("gmp_…"). */
function forceOf(relPath: string): string {
  const base = relPath.split('/').pop() ?? relPath;
  return /^gmp[_-]/i.test(base) ? 'Greater Manchester Police' : base.replace(/[_-]monthly.*$/i, '');
}

export const monthlyCrimeCountsImporter: Importer = {
  id: 'police-monthly-counts',
  dataset: 'police_monthly_counts',
  table: 'open_data.crime_monthly_counts',
  columns: ['force', 'month', 'records'],
  conflict: 'on conflict (force, month) do update set records = excluded.records, source_key = excluded.source_key',
  matches: (f) => f.header.length === 2 && f.header.includes('date') && f.header.includes('numberofcrimes'),
  mapRow(row, ctx) {
    const month = text(row['date']);
    const records = num(row['numberofcrimes']);
    if (!month || !MONTH.test(month)) return { ok: false, error: 'month is not YYYY-MM' };
    if (records === null || records < 0) return { ok: false, error: 'count is not a number' };
    ctx.noteAsOf(month);
    return { ok: true, value: [forceOf(ctx.relPath), month, records] };
  },
};
