/**
 * The context of a postcode's crime figure: crimes per 1,000 residents for its neighbourhood
 * (LSOA) and its local authority over the months held, the England and Wales rate for the same
 * number of months, and the neighbourhood's monthly trend. Index lookups only: the LSOA's crimes
 * by code, the authority's by the LSOA-name expression index, populations by area code.
 */
import { crimeTrend, type CrimeTrend } from '../crime-headline.ts';
import { crimeRate, englandRate, monthlyRates, type CrimeRate, type MonthlyCount } from '../crime-rate.ts';
import { ENGLAND_WALES_CRIME_RATE } from '../../../data/reference/national-figures.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type { PostcodeGeography, Provenance } from '../types.ts';
import { AUTHORITY_OF_LSOA_NAME } from './crime-rates.ts';

const NOT_ASB = `crime_type <> 'Anti-social behaviour'`;

export interface PlaceRate {
  code: string;
  name: string;
  rate: CrimeRate;
  /** Where the residents figure comes from (ONS mid-year estimate and its date). */
  population: Provenance;
  provenance: Provenance;
}

export interface CrimeContext {
  neighbourhood: PlaceRate | null;
  authority: PlaceRate | null;
  /** England and Wales over the same number of months as the neighbourhood (or authority) rate. */
  england: { perThousand: number; months: number; label: string; period: string; source: string; url: string } | null;
  /** Crimes per 1,000 residents of the neighbourhood, month by month (empty when one month is held). */
  trend: { month: string; rate: number }[];
  /** The neighbourhood's latest 12 months against the 12 before (no change without 24 months held). */
  yearTrend: CrimeTrend | null;
  /** Why a rate is missing, in one sentence; null when both are given. */
  gap: string | null;
}

async function monthly(db: SqlClient, where: string, param: string): Promise<MonthlyCount[]> {
  const { rows } = await db.query<{ month: string; crimes: number }>(
    `select month, count(*) filter (where ${NOT_ASB})::int as crimes from open_data.crimes where ${where} = $1 group by month order by month`,
    [param],
  );
  return rows.map((r) => ({ month: r.month, crimes: Number(r.crimes) }));
}

interface Residents {
  value: number;
  period: string;
  name: string;
  level: 'lsoa' | 'authority';
}

/** Residents of an area: its own ONS estimate, or for an authority the sum over its LSOAs when every one has an estimate. */
async function residents(
  db: SqlClient,
  code: string,
  level: 'lsoa' | 'authority',
  authorityName?: string,
): Promise<Residents | null> {
  const own = await db.query<{ all_ages: number; period: string; area_name: string }>(
    "select all_ages, period, area_name from open_data.population where area_code = $1 and sex = 'Persons' order by period desc limit 1",
    [code],
  );
  if (own.rows[0]) return { value: Number(own.rows[0].all_ages), period: own.rows[0].period, name: own.rows[0].area_name, level };
  if (level !== 'authority' || !authorityName) return null;
  const { rows } = await db.query<{ lsoas: number; with_pop: number; total: number; period: string | null }>(
    `select count(*)::int as lsoas, count(p.all_ages)::int as with_pop, coalesce(sum(p.all_ages), 0)::int as total, max(p.period) as period
     from open_data.lsoa_lookup l left join open_data.population p on p.area_code = l.lsoa_code and p.sex = 'Persons'
     where l.lad_code = $1`,
    [code],
  );
  const r = rows[0];
  if (!r || r.lsoas === 0 || r.with_pop < r.lsoas || !r.period) return null;
  return { value: Number(r.total), period: r.period, name: authorityName, level };
}

function placeRate(
  code: string,
  name: string,
  level: 'lsoa' | 'authority',
  series: MonthlyCount[],
  people: Residents | null,
): PlaceRate | null {
  const rate = crimeRate(series, people?.value ?? null);
  if (!rate || !people) return null;
  return {
    code,
    name,
    rate,
    population: provenance('ons_population', { level, code, name: people.name }, people.period),
    provenance: provenance(
      'police_street_crime',
      {
        level,
        code,
        name,
        note: `Crimes recorded by police.uk in the ${level === 'lsoa' ? 'neighbourhood' : 'authority'} without anti-social behaviour, per 1,000 residents (ONS mid-year estimate ${people.period.slice(0, 4)}).`,
      },
      rate.months.length > 1 ? `${rate.months[0]} to ${rate.months.at(-1)}` : (rate.months[0] ?? null),
    ),
  };
}

export async function getCrimeContext(db: SqlClient, geo: PostcodeGeography): Promise<CrimeContext> {
  const lsoa = geo.lsoa;
  const authority = geo.authority;
  const [lsoaSeries, lsoaPeople, laSeries, laPeople] = await Promise.all([
    lsoa ? monthly(db, 'lsoa_code', lsoa.code) : [],
    lsoa ? residents(db, lsoa.code, 'lsoa') : null,
    authority?.name ? monthly(db, AUTHORITY_OF_LSOA_NAME, authority.name) : [],
    authority?.name ? residents(db, authority.code, 'authority', authority.name) : null,
  ]);
  const neighbourhood = lsoa ? placeRate(lsoa.code, lsoa.name ?? lsoa.code, 'lsoa', lsoaSeries, lsoaPeople) : null;
  const authorityRate = authority
    ? placeRate(authority.code, authority.name ?? authority.code, 'authority', laSeries, laPeople)
    : null;
  const basis = neighbourhood ?? authorityRate;
  const gaps: string[] = [];
  if (!neighbourhood)
    gaps.push(
      !lsoa
        ? 'The postcode file we hold gives no neighbourhood (LSOA) for this postcode, so there is no neighbourhood rate.'
        : lsoaSeries.length === 0
          ? `No police.uk crimes in our data carry this neighbourhood’s code (${lsoa.code}), so there is no neighbourhood rate.`
          : 'No population estimate for this neighbourhood is imported, so there is no rate per resident.',
    );
  if (!authorityRate && authority)
    gaps.push(
      laSeries.length === 0
        ? `No police.uk crimes for ${authority.name ?? authority.code} are in our data.`
        : `No population estimate for ${authority.name ?? authority.code} is imported, so there is no authority rate.`,
    );
  return {
    neighbourhood,
    authority: authorityRate,
    england: basis
      ? {
          perThousand: englandRate(basis.rate.months.length),
          months: basis.rate.months.length,
          label: ENGLAND_WALES_CRIME_RATE.label,
          period: ENGLAND_WALES_CRIME_RATE.period,
          source: ENGLAND_WALES_CRIME_RATE.source,
          url: ENGLAND_WALES_CRIME_RATE.url,
        }
      : null,
    trend: neighbourhood && lsoaSeries.length > 1 ? monthlyRates(lsoaSeries, neighbourhood.rate.population) : [],
    yearTrend: neighbourhood ? crimeTrend(lsoaSeries) : null,
    gap: gaps.length > 0 ? gaps.join(' ') : null,
  };
}
