/**
 * Ofcom Connected Nations open data, in the layouts Ofcom publishes:
 * - fixed broadband performance per postcode (YYYYMM_fixed_pc_performance_rNN[_XX].csv):
 *   median and average download and upload speeds measured on the lines in the postcode;
 * - fixed broadband coverage per postcode (YYYYMM_fixed_pc_coverage_rNN_XX.csv): % of premises
 *   able to get superfast, ultrafast, full-fibre and gigabit broadband, or no decent broadband;
 * - mobile coverage per local authority (YYYYMM_mobile_laua_rNN.csv): for indoor and outdoor 4G
 *   and outdoor 5G, the % of premises covered by exactly 0…4 of the four networks.
 * The rows carry no date: the release month is the YYYYMM prefix of Ofcom's file name.
 */
import { normalisePostcode } from '../../../src/lib/postcode/parse.ts';
import { coverageByNetworks } from '../../../src/lib/data/mobile-networks.ts';
import type { CsvRecord } from '../lib/csv-rows.ts';
import { isGss, num, text } from '../lib/fields.ts';
import type { FileSignature, Importer, RowResult } from '../lib/importer.ts';

/** "202205_fixed_pc_coverage_r01_M.csv" → "2022-05"; null when the name does not start with the release month. */
export function ofcomRelease(relPath: string): string | null {
  const name = relPath.split('/').pop() ?? '';
  const m = /^((?:19|20)\d\d)(0[1-9]|1[0-2])_/.exec(name);
  return m ? `${m[1]}-${m[2]}` : null;
}

const NO_RELEASE = 'file name does not start with the Ofcom release month (YYYYMM_…)';

const hasPostcodeColumn = (f: FileSignature) => f.header.includes('postcodespace') || f.header.includes('postcode');

function postcodeOf(row: CsvRecord): string | null {
  return normalisePostcode(row['postcodespace'] || row['postcode'] || '');
}

/** A percentage cell: blank → null, otherwise a number from 0 to 100 (false when it is not). */
function percent(value: string | undefined): number | null | false {
  if (text(value) === null) return null;
  const n = num(value);
  return n !== null && n >= 0 && n <= 100 ? n : false;
}

/** A speed in Mbit/s: blank → null, otherwise a non-negative number (false when it is not). */
function speed(value: string | undefined): number | null | false {
  if (text(value) === null) return null;
  const n = num(value);
  return n !== null && n >= 0 ? n : false;
}

function postcodeRow(
  row: CsvRecord,
  relPath: string,
  cells: (number | null | false)[],
  invalid: string,
  empty: string,
): RowResult {
  const period = ofcomRelease(relPath);
  if (!period) return { ok: false, error: NO_RELEASE };
  const postcode = postcodeOf(row);
  if (!postcode) return { ok: false, error: 'missing or invalid postcode' };
  if (cells.some((c) => c === false)) return { ok: false, error: invalid };
  if (cells.every((c) => c === null)) return { ok: false, error: empty };
  return { ok: true, value: [postcode, period, ...cells] };
}

const upsert = (columns: string[]) =>
  `on conflict (postcode, period) do update set ${[...columns, 'source_key'].map((c) => `${c} = excluded.${c}`).join(', ')}`;

const SPEED_COLUMNS = ['median_download', 'average_download', 'median_upload', 'average_upload'];

export const ofcomFixedSpeedsImporter: Importer = {
  id: 'ofcom-fixed-postcode-performance',
  dataset: 'ofcom_broadband',
  table: 'open_data.broadband_postcode_speeds',
  columns: ['postcode', 'period', ...SPEED_COLUMNS],
  conflict: upsert(SPEED_COLUMNS),
  asOf: ofcomRelease,
  matches: (f) => hasPostcodeColumn(f) && f.header.includes('mediandownloadspeedmbits'),
  mapRow: (row, ctx) =>
    postcodeRow(
      row,
      ctx.relPath,
      [
        speed(row['mediandownloadspeedmbits']),
        speed(row['averagedownloadspeedmbits']),
        speed(row['medianuploadspeedmbits']),
        speed(row['averageuploadspeedmbits']),
      ],
      'speed is not a number of Mbit/s',
      'no speeds recorded for the postcode',
    ),
};

const COVERAGE_COLUMNS = [
  'superfast_pct',
  'ultrafast_100_pct',
  'ultrafast_pct',
  'full_fibre_pct',
  'gigabit_pct',
  'no_decent_pct',
];

export const ofcomFixedCoverageImporter: Importer = {
  id: 'ofcom-fixed-postcode-coverage',
  dataset: 'ofcom_broadband',
  table: 'open_data.broadband_postcode_coverage',
  columns: ['postcode', 'period', ...COVERAGE_COLUMNS],
  conflict: upsert(COVERAGE_COLUMNS),
  asOf: ofcomRelease,
  matches: (f) => hasPostcodeColumn(f) && f.header.includes('sfbbavailabilitypremises'),
  mapRow: (row, ctx) =>
    postcodeRow(
      row,
      ctx.relPath,
      [
        percent(row['sfbbavailabilitypremises']),
        percent(row['ufbb100mbitsavailabilitypremises']),
        percent(row['ufbbavailabilitypremises']),
        // Ofcom renamed "FTTP availability" to "Full Fibre availability" in 2021.
        percent(row['fullfibreavailabilitypremises'] ?? row['fttpavailabilitypremises']),
        percent(row['gigabitavailabilitypremises']),
        percent(row['ofpremisesunabletoreceivedecentbroadbandfromfixedorfwa'] ?? row['ofpremisesunabletoreceivedecentbroadband']),
      ],
      'availability is not a percentage from 0 to 100',
      'no availability figures for the postcode',
    ),
};

/** The band columns of one measure, e.g. "4gpremin" → 4G_prem_in_0 … 4G_prem_in_4 (normalised). */
function bands(row: CsvRecord, prefixes: string[]): (number | null)[] | false {
  const prefix = prefixes.find((p) => `${p}0` in row || `${p}4` in row);
  if (!prefix) return [null, null, null, null, null];
  const cells = [0, 1, 2, 3, 4].map((n) => percent(row[`${prefix}${n}`]));
  if (cells.some((c) => c === false)) return false;
  return cells as (number | null)[];
}

export const ofcomMobileAuthorityImporter: Importer = {
  id: 'ofcom-mobile-local-authority',
  dataset: 'ofcom_mobile',
  table: 'open_data.mobile_coverage_area',
  columns: [
    'area_code',
    'period',
    'area_name',
    'indoor_4g_any',
    'indoor_4g_all',
    'outdoor_4g_any',
    'outdoor_4g_all',
    'outdoor_5g_any',
    'outdoor_5g_all',
  ],
  conflict:
    'on conflict (area_code, period) do update set area_name = excluded.area_name, indoor_4g_any = excluded.indoor_4g_any, indoor_4g_all = excluded.indoor_4g_all, outdoor_4g_any = excluded.outdoor_4g_any, outdoor_4g_all = excluded.outdoor_4g_all, outdoor_5g_any = excluded.outdoor_5g_any, outdoor_5g_all = excluded.outdoor_5g_all, source_key = excluded.source_key',
  asOf: ofcomRelease,
  matches: (f) => f.header.includes('laua') && (f.header.includes('4gpremin0') || f.header.includes('4gpremout0')),
  mapRow(row, ctx) {
    const period = ofcomRelease(ctx.relPath);
    if (!period) return { ok: false, error: NO_RELEASE };
    const code = text(row['laua']);
    if (!isGss(code)) return { ok: false, error: 'laua is not a local authority GSS code' };
    const indoor4g = bands(row, ['4gpremin']);
    const outdoor4g = bands(row, ['4gpremout']);
    // 5G is published with a confidence level; "high confidence" is Ofcom's headline measure.
    const outdoor5g = bands(row, ['5ghighconfidencepremout', '5gpremout']);
    if (indoor4g === false || outdoor4g === false || outdoor5g === false)
      return { ok: false, error: 'coverage is not a percentage from 0 to 100' };
    const measures = [indoor4g, outdoor4g, outdoor5g].map(coverageByNetworks);
    if (measures.every((m) => m === null)) return { ok: false, error: 'no coverage figures for the authority' };
    return {
      ok: true,
      value: [
        code,
        period,
        text(row['lauaname']) ?? code,
        ...measures.flatMap((m) => (m ? [m.anyNetwork, m.allNetworks] : [null, null])),
      ],
    };
  },
};
