/**
 * ONS mid-year population estimates (period, area_code, geography, sex, all_ages, broad bands)
 * and the English Indices of Deprivation local-authority summaries.
 */
import { int, isoDate, num, text } from '../lib/fields.ts';
import type { Importer } from '../lib/importer.ts';

export const populationImporter: Importer = {
  id: 'ons-population-estimates',
  dataset: 'ons_population',
  table: 'open_data.population',
  columns: ['area_code', 'area_name', 'geography', 'period', 'sex', 'all_ages', 'aged_0_15', 'aged_16_64', 'aged_65_plus'],
  conflict:
    'on conflict (area_code, period, sex) do update set area_name = excluded.area_name, geography = excluded.geography, all_ages = excluded.all_ages, aged_0_15 = excluded.aged_0_15, aged_16_64 = excluded.aged_16_64, aged_65_plus = excluded.aged_65_plus, source_key = excluded.source_key',
  matches: (f) => ['areacode', 'geography', 'sex', 'allages'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const code = text(row['areacode']);
    const period = isoDate(row['period']) ?? text(row['period']);
    const sex = text(row['sex']);
    const all = int(row['allages']);
    if (!code || !period || !sex) return { ok: false, error: 'missing area code, period or sex' };
    if (all === null || all < 0) return { ok: false, error: 'all_ages is not a number' };
    ctx.noteAsOf(period);
    return {
      ok: true,
      value: [
        code,
        text(row['areaname']) ?? code,
        text(row['geography']) ?? '',
        period,
        sex,
        all,
        int(row['aged0to15']),
        int(row['aged16to64']),
        int(row['aged65andover']),
      ],
    };
  },
};

export const deprivationImporter: Importer = {
  id: 'indices-of-deprivation',
  dataset: 'deprivation',
  table: 'open_data.deprivation',
  columns: [
    'area_code',
    'area_name',
    'year',
    'domain',
    'average_rank',
    'rank_average_rank',
    'average_score',
    'rank_average_score',
    'proportion_bottom_decile',
    'rank_proportion_bottom_decile',
  ],
  conflict:
    'on conflict (area_code, year, domain) do update set area_name = excluded.area_name, average_rank = excluded.average_rank, rank_average_rank = excluded.rank_average_rank, average_score = excluded.average_score, rank_average_score = excluded.rank_average_score, proportion_bottom_decile = excluded.proportion_bottom_decile, rank_proportion_bottom_decile = excluded.rank_proportion_bottom_decile, source_key = excluded.source_key',
  matches: (f) => ['areacode', 'deprivationdatayear', 'indexdomain'].every((h) => f.header.includes(h)),
  mapRow(row, ctx) {
    const code = text(row['areacode']);
    const year = text(row['deprivationdatayear']);
    const domain = text(row['indexdomain']);
    if (!code || !year || !domain) return { ok: false, error: 'missing area code, year or domain' };
    ctx.noteAsOf(year);
    return {
      ok: true,
      value: [
        code,
        text(row['areaname']) ?? code,
        year,
        domain,
        num(row['averagerank']),
        int(row['rankaveragerank']),
        num(row['averagescore']),
        int(row['rankaveragescore']),
        num(row['proportionbottomdecile']),
        int(row['rankproportionbottomdecile']),
      ],
    };
  },
};
