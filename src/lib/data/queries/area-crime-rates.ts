/**
 * Crimes per 1,000 residents for every postcode district and local authority with crime and
 * population data, for the build-time /crime-rates pages: set-based SQL (one row per place and
 * month), then the pure rate in src/lib/data/crime-rate.ts.
 *
 * A district's rate counts the whole neighbourhoods (LSOAs) its postcodes fall in, divided by the
 * residents of those same neighbourhoods, so numerator and denominator describe one area. A
 * month counts only where the police files cover at least half of the place's neighbourhoods
 * (as the checkers' coverage rule); anti-social behaviour is left out, as in ONS's rates.
 */
import { crimeRate, type CrimeRate, type MonthlyCount } from '../crime-rate.ts';
import type { SqlClient } from '../sql-client.ts';
import { CRIME_COVERAGE_MIN_SHARE } from './crime-coverage.ts';
import { AUTHORITY_OF_LSOA_NAME } from './crime-rates.ts';

export interface AreaCrimeRate {
  kind: 'district' | 'authority';
  /** Outward code or authority GSS code. */
  code: string;
  name: string;
  /** Crimes (not anti-social behaviour) by month, for the months the police files cover the place. */
  months: MonthlyCount[];
  population: number | null;
  /** The ONS mid-year estimate's date. */
  populationPeriod: string | null;
  /** How many neighbourhoods the rate describes (a district), or null for an authority. */
  neighbourhoods: number | null;
  rate: CrimeRate | null;
  /** Why there is no rate, when there is none. */
  reason: string | null;
}

const NOT_ASB = `crime_type <> 'Anti-social behaviour'`;

function covered(rows: { month: string; crimes: number; lsoas: number }[], total: number): MonthlyCount[] {
  return rows
    .filter((r) => total === 0 || Number(r.lsoas) / total >= CRIME_COVERAGE_MIN_SHARE)
    .map((r) => ({ month: r.month, crimes: Number(r.crimes) }))
    .sort((a, b) => a.month.localeCompare(b.month));
}

function finish(base: Omit<AreaCrimeRate, 'rate' | 'reason'>): AreaCrimeRate {
  const rate = crimeRate(base.months, base.population);
  const reason = rate
    ? null
    : base.months.length === 0
      ? 'The police files we hold do not cover this place.'
      : 'We hold no population estimate for the whole of this place, so crimes cannot be given per resident.';
  return { ...base, rate, reason };
}

async function districtRates(db: SqlClient): Promise<AreaCrimeRate[]> {
  const [monthly, people] = await Promise.all([
    db.query<{ outward: string; month: string; crimes: number; lsoas: number }>(
      `with d as (select distinct outward, lsoa from open_data.postcodes where lsoa is not null and terminated is null)
       select d.outward, c.month, count(*) filter (where ${NOT_ASB})::int as crimes, count(distinct c.lsoa_code)::int as lsoas
       from d join open_data.crimes c on c.lsoa_code = d.lsoa group by 1, 2`,
    ),
    db.query<{ outward: string; lsoas: number; with_pop: number; total: number; period: string | null }>(
      `with d as (select distinct outward, lsoa from open_data.postcodes where lsoa is not null and terminated is null)
       select d.outward, count(*)::int as lsoas, count(p.all_ages)::int as with_pop, coalesce(sum(p.all_ages), 0)::int as total,
         max(p.period) as period
       from d left join open_data.population p on p.area_code = d.lsoa and p.sex = 'Persons' group by 1`,
    ),
  ]);
  return people.rows.map((p) => {
    const complete = Number(p.lsoas) > 0 && Number(p.with_pop) === Number(p.lsoas);
    return finish({
      kind: 'district',
      code: p.outward,
      name: p.outward,
      months: covered(
        monthly.rows.filter((m) => m.outward === p.outward),
        Number(p.lsoas),
      ),
      population: complete ? Number(p.total) : null,
      populationPeriod: complete ? p.period : null,
      neighbourhoods: Number(p.lsoas),
    });
  });
}

async function authorityRates(db: SqlClient): Promise<AreaCrimeRate[]> {
  const [monthly, lookup, own] = await Promise.all([
    db.query<{ authority: string; month: string; crimes: number; lsoas: number }>(
      `select ${AUTHORITY_OF_LSOA_NAME} as authority, month, count(*) filter (where ${NOT_ASB})::int as crimes,
         count(distinct lsoa_code)::int as lsoas
       from open_data.crimes where lsoa_name is not null group by 1, 2`,
    ),
    db.query<{ code: string; name: string; lsoas: number; with_pop: number; total: number; period: string | null }>(
      `select l.lad_code as code, l.lad_name as name, count(*)::int as lsoas, count(p.all_ages)::int as with_pop,
         coalesce(sum(p.all_ages), 0)::int as total, max(p.period) as period
       from open_data.lsoa_lookup l left join open_data.population p on p.area_code = l.lsoa_code and p.sex = 'Persons'
       where l.lad_code is not null group by 1, 2`,
    ),
    db.query<{ code: string; all_ages: number; period: string }>(
      "select distinct on (area_code) area_code as code, all_ages, period from open_data.population where geography ilike 'local authority%' and sex = 'Persons' order by area_code, period desc",
    ),
  ]);
  const ownByCode = new Map(own.rows.map((r) => [r.code, r]));
  const withCrime = new Set(monthly.rows.map((m) => m.authority));
  return lookup.rows
    .filter((a) => withCrime.has(a.name))
    .map((a) => {
      const estimate = ownByCode.get(a.code);
      const summed = Number(a.with_pop) === Number(a.lsoas) && Number(a.lsoas) > 0;
      return finish({
        kind: 'authority',
        code: a.code,
        name: a.name,
        months: covered(
          monthly.rows.filter((m) => m.authority === a.name),
          Number(a.lsoas),
        ),
        population: estimate ? Number(estimate.all_ages) : summed ? Number(a.total) : null,
        populationPeriod: estimate ? estimate.period : summed ? a.period : null,
        neighbourhoods: null,
      });
    });
}

/** Rates for every district and authority that has crime records in the data. */
export async function getAreaCrimeRates(db: SqlClient): Promise<AreaCrimeRate[]> {
  const [districts, authorities] = await Promise.all([districtRates(db), authorityRates(db)]);
  return [...authorities, ...districts.filter((d) => d.months.length > 0)];
}
