/**
 * Nomis API CSV downloads (https://www.nomisweb.co.uk/api/v01/help), asked for with
 * `select=date_code,geography_name,geography_code,measure_name,obs_value`: one row per area and
 * period. Rows land in open_data.indicators beside the tidy tables of the same statistic, under
 * the same indicator and group, so a series continues whichever way it arrived.
 */
import { num, text } from '../lib/fields.ts';
import type { FileSignature, Importer } from '../lib/importer.ts';

const NOMIS_COLUMNS = ['datecode', 'geographyname', 'geographycode', 'measurename', 'obsvalue'];

/** "2026-10" (a month) → "2026-10-01", as the tidy tables date a month; a year stays as it is. */
export function nomisPeriod(code: string): string | null {
  if (/^\d{4}-\d{2}$/.test(code)) return `${code}-01`;
  if (/^\d{4}$/.test(code)) return code;
  return null;
}

/** The claimant count (NM_162_1, measure 1: claimants), in the tidy claimant table's terms. */
export const nomisClaimantImporter: Importer = {
  id: 'nomis-claimant-count',
  dataset: 'ons_claimant_count',
  table: 'open_data.indicators',
  columns: ['dataset', 'area_code', 'area_name', 'indicator', 'period', 'grp', 'measure', 'unit', 'value'],
  conflict:
    'on conflict (dataset, area_code, indicator, period, grp) do update set area_name = excluded.area_name, measure = excluded.measure, unit = excluded.unit, value = excluded.value, source_key = excluded.source_key',
  matches: (f) => {
    if (!NOMIS_COLUMNS.every((c) => f.header.includes(c))) return false;
    return /claimant/i.test(f.secondLine[f.header.indexOf('measurename')] ?? '');
  },
  mapRow(row, ctx) {
    const areaCode = text(row['geographycode']);
    const period = nomisPeriod(text(row['datecode']) ?? '');
    if (!areaCode || !period) return { ok: false, error: 'missing geography code or a date Nomis writes YYYY-MM' };
    const value = num(row['obsvalue']);
    if (value === null) return { ok: false, error: 'OBS_VALUE is not a number' };
    ctx.noteAsOf(period);
    return {
      ok: true,
      value: [
        'ons_claimant_count',
        areaCode,
        text(row['geographyname']) ?? areaCode,
        'Claimant count',
        period,
        'Claimant count',
        'Count',
        'Persons',
        value,
      ],
    };
  },
};

/** One Nomis row as a tidy indicator row: the series named as the tidy table names it. */
function indicatorImporter(
  id: string,
  dataset: 'ons_earnings' | 'ons_employment',
  series: { indicator: string; measure: string; unit: string },
  matches: Importer['matches'],
): Importer {
  return {
    id,
    dataset,
    table: 'open_data.indicators',
    columns: ['dataset', 'area_code', 'area_name', 'indicator', 'period', 'grp', 'measure', 'unit', 'value'],
    conflict:
      'on conflict (dataset, area_code, indicator, period, grp) do update set area_name = excluded.area_name, measure = excluded.measure, unit = excluded.unit, value = excluded.value, source_key = excluded.source_key',
    matches,
    mapRow(row, ctx) {
      const areaCode = text(row['geographycode']);
      const period = nomisPeriod(text(row['datecode']) ?? '');
      if (!areaCode || !period) return { ok: false, error: 'missing geography code or a date Nomis writes YYYY or YYYY-MM' };
      const value = num(row['obsvalue']);
      // Nomis leaves a figure out (blank) where the sample is too small to publish.
      if (value === null) return { ok: 'skip' };
      ctx.noteAsOf(period);
      return {
        ok: true,
        value: [
          dataset,
          areaCode,
          text(row['geographyname']) ?? areaCode,
          series.indicator,
          period,
          '',
          series.measure,
          series.unit,
          value,
        ],
      };
    },
  };
}

const cell = (f: FileSignature, column: string) => f.secondLine[f.header.indexOf(column)] ?? '';
const hasNomisColumns = (f: FileSignature, extra: string) =>
  ['datecode', 'geographyname', 'geographycode', 'obsvalue', extra].every((c) => f.header.includes(c));

/**
 * ASHE resident analysis (NM_30_1) asked with `select=date_code,geography_name,geography_code,
 * item_name,pay_name,obs_value`: the median gross annual pay of all employees, in the tidy
 * earnings table's terms ("Median resident earnings, all employees", Median, Persons), by year.
 */
export const nomisEarningsImporter = indicatorImporter(
  'nomis-ashe-earnings',
  'ons_earnings',
  { indicator: 'Median resident earnings, all employees', measure: 'Median', unit: 'Persons' },
  (f) => hasNomisColumns(f, 'payname') && /median/i.test(cell(f, 'itemname')) && /annual pay - gross/i.test(cell(f, 'payname')),
);

/**
 * Annual Population Survey (NM_17_5) asked with `select=date_code,geography_name,geography_code,
 * variable_name,obs_value`: the employment rate aged 16-64 for the 12 months ending in DATE_CODE,
 * dated by that month as the tidy employment table is ("Employment rate - aged 16-64").
 */
export const nomisEmploymentImporter = indicatorImporter(
  'nomis-aps-employment',
  'ons_employment',
  { indicator: 'Employment rate - aged 16-64', measure: 'Percentage', unit: 'Persons' },
  (f) => hasNomisColumns(f, 'variablename') && /employment rate - aged 16-64/i.test(cell(f, 'variablename')),
);
