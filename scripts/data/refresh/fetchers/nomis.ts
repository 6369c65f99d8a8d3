/**
 * Nomis (ONS labour-market and population statistics, https://www.nomisweb.co.uk/api/v01/help).
 * Each indicator is one dataset of the API asked for England and every district: the newest
 * period is read from the API itself (one small CSV: England's latest DATE_CODE), so nothing is
 * downloaded to find out, and a release is the last few periods taken whole, since Nomis revises
 * them (the periods it overlaps with the series held are replaced). Every answer stays under the
 * API's 25,000 rows for a caller without a key.
 * - claimant count, NM_162_1, monthly: 48 months;
 * - ASHE resident analysis, NM_30_1, yearly: median gross annual pay of all employees, 5 years;
 * - Annual Population Survey, NM_17_5, quarterly: employment rate aged 16-64, 16 quarters;
 * - mid-year population estimates, NM_2002_1, yearly: persons, males and females, all ages and
 *   the three broad age bands, 2 years, pivoted to the population importer's layout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { DatasetId } from '../../../../src/lib/data/datasets.ts';
import { getText, type Fetcher } from '../fetcher.ts';
import type { SourceUrls } from '../sources.ts';

/** The newest period in a one-column CSV of DATE_CODE values ("2026-10" or "2025"), or null. */
export function newestMonth(csv: string): string | null {
  const periods = csv
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.replace(/"/g, '').trim())
    .filter((m) => /^\d{4}(-\d{2})?$/.test(m))
    .sort();
  return periods.at(-1) ?? null;
}

interface NomisSeries {
  source: string;
  dataset: DatasetId;
  importers: string[];
  /** Nomis dataset id, e.g. NM_162_1. */
  table: string;
  /** The dimensions that pick the statistic (everything but geography and date). */
  query: string;
  /** The `date` asked for, relative to the latest. */
  dates: string;
  select: string;
  cadenceDays: number;
  transform?: Fetcher['transform'];
}

function nomisUrl(urls: SourceUrls, table: string, query: string): string {
  return `${new URL(`${table}.data.csv`, urls.nomis.base).toString()}?${query}`;
}

function nomisFetcher(s: NomisSeries): Fetcher {
  return {
    source: s.source,
    dataset: s.dataset,
    importers: s.importers,
    cadenceDays: s.cadenceDays,
    // The same areas and periods every time: a release only shrinks if areas go missing.
    maxShrink: 0.1,
    async discover(urls, _held, now) {
      const latest = newestMonth(
        await getText(nomisUrl(urls, s.table, `geography=E92000001&date=latest&${s.query}&select=date_code`)),
      );
      if (!latest) throw new Error(`Nomis answered no period for ${s.table} at ${urls.nomis.base}`);
      const name = `${s.source}-${latest}.csv`;
      return {
        key: latest,
        name,
        // Nomis does not say when it published a period; the day it was first seen stands for it.
        releasedOn: now.toISOString().slice(0, 10),
        period: latest,
        files: [
          {
            url: nomisUrl(urls, s.table, `geography=${urls.nomis.areas}&date=${s.dates}&${s.query}&select=${s.select}`),
            name,
            size: null,
            md5: null,
          },
        ],
      };
    },
    ...(s.transform ? { transform: s.transform } : {}),
  };
}

export const nomisClaimantFetcher = nomisFetcher({
  source: 'nomis-claimant-count',
  dataset: 'ons_claimant_count',
  importers: ['nomis-claimant-count'],
  table: 'NM_162_1',
  // All genders, all ages, the count of claimants, as a value.
  query: 'gender=0&age=0&measure=1&measures=20100',
  dates: 'latestMINUS47-latest',
  select: 'date_code,geography_name,geography_code,measure_name,obs_value',
  cadenceDays: 31,
});

export const nomisEarningsFetcher = nomisFetcher({
  source: 'nomis-ashe-earnings',
  dataset: 'ons_earnings',
  importers: ['nomis-ashe-earnings'],
  table: 'NM_30_1',
  // All employees (sex 7), the median (item 2) of gross annual pay (pay 7), as a value.
  query: 'sex=7&item=2&pay=7&measures=20100',
  dates: 'latestMINUS4-latest',
  select: 'date_code,geography_name,geography_code,item_name,pay_name,obs_value',
  // ASHE's provisional figures come each autumn.
  cadenceDays: 366,
});

export const nomisEmploymentFetcher = nomisFetcher({
  source: 'nomis-aps-employment',
  dataset: 'ons_employment',
  importers: ['nomis-aps-employment'],
  table: 'NM_17_5',
  // Variable 45, employment rate aged 16-64, as the variable's value (not its confidence interval).
  query: 'variable=45&measures=20599',
  dates: 'latestMINUS15-latest',
  select: 'date_code,geography_name,geography_code,variable_name,obs_value',
  // Rolling 12-month figures, a new one every quarter.
  cadenceDays: 92,
});

/** NM_2002_1's gender codes → the population table's sex; c_age codes → its columns. */
const SEX: Record<string, string> = { '0': 'Persons', '1': 'Males', '2': 'Females' };
const AGE: Record<string, string> = {
  '200': 'all_ages',
  '201': 'aged_0_to_15',
  '203': 'aged_16_to_64',
  '209': 'aged_65_and_over',
};
export const POPULATION_HEADER = 'period,area_code,area_name,geography,sex,all_ages,aged_0_to_15,aged_16_to_64,aged_65_and_over';

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * Nomis's long table (DATE_CODE, GEOGRAPHY_NAME, GEOGRAPHY_CODE, GENDER, C_AGE, OBS_VALUE: one
 * row per area, sex and age band) as one row per area, year and sex, dated 30 June as the
 * mid-year estimates are; null when the columns are not those.
 */
export function pivotPopulation(csv: string): string | null {
  const records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  const header = (records[0] ?? []).map((h) => h.trim().toUpperCase());
  const at = (name: string) => header.indexOf(name);
  const cols = ['DATE_CODE', 'GEOGRAPHY_NAME', 'GEOGRAPHY_CODE', 'GENDER', 'C_AGE', 'OBS_VALUE'].map(at);
  if (cols.some((i) => i < 0)) return null;
  const [date, name, code, gender, age, value] = cols as [number, number, number, number, number, number];
  const rows = new Map<string, Record<string, string>>();
  for (const r of records.slice(1)) {
    const year = (r[date] ?? '').trim();
    const sex = SEX[(r[gender] ?? '').trim()];
    const column = AGE[(r[age] ?? '').trim()];
    const area = (r[code] ?? '').trim();
    if (!/^\d{4}$/.test(year) || !sex || !column || !area) continue;
    const key = `${area}|${year}|${sex}`;
    const row = rows.get(key) ?? {
      period: `${year}-06-30`,
      area_code: area,
      area_name: (r[name] ?? '').trim(),
      geography: area.startsWith('E92') ? 'Country' : 'Local authority',
      sex,
    };
    row[column] = (r[value] ?? '').trim();
    rows.set(key, row);
  }
  if (rows.size === 0) return null;
  const names = POPULATION_HEADER.split(',');
  return `${[POPULATION_HEADER, ...[...rows.values()].map((row) => names.map((n) => csvCell(row[n] ?? '')).join(','))].join('\n')}\n`;
}

export const nomisPopulationFetcher = nomisFetcher({
  source: 'nomis-population',
  dataset: 'ons_population',
  importers: ['ons-population-estimates'],
  table: 'NM_2002_1',
  // Persons, males, females; all ages and the bands 0-15, 16-64 and 65+; as a value.
  query: 'gender=0,1,2&c_age=200,201,203,209&measures=20100',
  dates: 'latestMINUS1-latest',
  select: 'date_code,geography_name,geography_code,gender,c_age,obs_value',
  cadenceDays: 366,
  async transform(files) {
    return files.map((file) => {
      const pivoted = pivotPopulation(readFileSync(file, 'utf8'));
      if (!pivoted) return file;
      const dest = file.replace(/\.csv$/i, '-by-sex.csv');
      writeFileSync(dest, pivoted);
      return dest;
    });
  },
});
