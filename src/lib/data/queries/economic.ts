import { bandsFromBandD } from '../council-tax-bands.ts';
import type { DatasetId } from '../datasets.ts';
import { provenance } from '../provenance.ts';
import type { SqlClient } from '../sql-client.ts';
import type {
  CouncilTaxBandD,
  DeprivationDomain,
  EconomicIndicators,
  IndicatorSeries,
  PopulationFigures,
  SeriesPoint,
  Sourced,
} from '../types.ts';
import { getAuthorityEpcRatings } from './epc.ts';

interface IndicatorRow {
  area_code: string;
  area_name: string;
  indicator: string;
  period: string;
  grp: string;
  measure: string | null;
  unit: string | null;
  value: number;
}

const sortPeriod = (a: SeriesPoint, b: SeriesPoint) => a.period.localeCompare(b.period);

async function indicatorSeries(
  db: SqlClient,
  dataset: DatasetId,
  code: string,
  indicator?: RegExp,
  sumGroups = false,
): Promise<IndicatorSeries | null> {
  const { rows } = await db.query<IndicatorRow>(
    `select area_code, area_name, indicator, period, grp, measure, unit, value from open_data.indicators
     where dataset = $1 and area_code in (select distinct area_code from open_data.indicators where dataset = $1)`,
    [dataset],
  );
  const matching = rows.filter((r) => !indicator || indicator.test(r.indicator));
  const own = matching.filter((r) => r.area_code === code);
  if (own.length === 0) return null;
  const toSeries = (list: IndicatorRow[]): SeriesPoint[] => {
    const map = new Map<string, number>();
    for (const r of list) map.set(r.period, (sumGroups ? (map.get(r.period) ?? 0) : 0) + Number(r.value));
    return [...map]
      .map(([period, value]) => ({ period: period.slice(0, period.length === 10 ? 7 : period.length), value }))
      .sort(sortPeriod);
  };
  const series = toSeries(own);
  const first = own[0] as IndicatorRow;
  const others = [...new Set(matching.filter((r) => r.area_code !== code).map((r) => r.area_code))];
  return {
    indicator: first.indicator,
    unit: first.unit ?? '',
    measure: first.measure ?? '',
    series: {
      value: series,
      provenance: provenance(
        dataset,
        { level: 'authority', code, name: first.area_name },
        series[series.length - 1]?.period ?? null,
      ),
    },
    comparators: others.map((c) => {
      const list = matching.filter((r) => r.area_code === c);
      return { area: { code: c, name: list[0]?.area_name ?? null }, series: toSeries(list) };
    }),
  };
}

async function population(db: SqlClient, code: string): Promise<Sourced<PopulationFigures> | null> {
  const { rows } = await db.query<{
    sex: string;
    all_ages: number;
    aged_0_15: number | null;
    aged_16_64: number | null;
    aged_65_plus: number | null;
    period: string;
    area_name: string;
    geography: string;
  }>(
    'select * from open_data.population where area_code = $1 and period = (select max(period) from open_data.population where area_code = $1)',
    [code],
  );
  const persons = rows.find((r) => r.sex === 'Persons');
  if (!persons) return null;
  return {
    value: {
      allAges: persons.all_ages,
      aged0To15: persons.aged_0_15,
      aged16To64: persons.aged_16_64,
      aged65Plus: persons.aged_65_plus,
      females: rows.find((r) => r.sex === 'Females')?.all_ages ?? null,
      males: rows.find((r) => r.sex === 'Males')?.all_ages ?? null,
    },
    provenance: provenance(
      'ons_population',
      { level: geographyLevel(persons.geography), code, name: persons.area_name },
      persons.period,
    ),
  };
}

function geographyLevel(geography: string): 'lsoa' | 'ward' | 'authority' {
  return /lsoa/i.test(geography) ? 'lsoa' : /ward/i.test(geography) ? 'ward' : 'authority';
}

/** Mid-year population estimate for any area code (LSOA, ward, authority), or null. */
export async function getPopulation(db: SqlClient, code: string): Promise<Sourced<number> | null> {
  const p = await population(db, code);
  return p ? { value: p.value.allAges, provenance: p.provenance } : null;
}

/** Council tax Band D for an authority (latest year), with bands A–H for the area figure. */
export async function getCouncilTax(db: SqlClient, code: string): Promise<Sourced<CouncilTaxBandD> | null> {
  const { rows } = await db.query<{
    year: string;
    authority: string;
    band_d_authority: number | null;
    band_d_area: number | null;
  }>('select year, authority, band_d_authority, band_d_area from open_data.council_tax where ons_code = $1 order by year desc', [
    code,
  ]);
  const latest = rows.find((r) => r.band_d_area !== null || r.band_d_authority !== null);
  if (!latest) return null;
  const area = latest.band_d_area === null ? null : Number(latest.band_d_area);
  return {
    value: {
      year: latest.year,
      authorityBandD: latest.band_d_authority === null ? null : Number(latest.band_d_authority),
      areaBandD: area,
      areaBands: area === null ? null : bandsFromBandD(area),
    },
    provenance: provenance('council_tax', { level: 'authority', code, name: latest.authority }, latest.year),
  };
}

/** Indices of Deprivation summaries for an authority, IMD first. */
export async function getDeprivation(db: SqlClient, code: string): Promise<Sourced<DeprivationDomain[]> | null> {
  const { rows } = await db.query<{
    area_name: string;
    year: string;
    domain: string;
    average_rank: number | null;
    rank_average_rank: number | null;
    average_score: number | null;
    rank_average_score: number | null;
    proportion_bottom_decile: number | null;
  }>('select * from open_data.deprivation where area_code = $1 order by year desc, (domain = $2) desc, domain', [
    code,
    'Index of Multiple Deprivation',
  ]);
  if (rows.length === 0) return null;
  const year = rows[0]?.year as string;
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    value: rows
      .filter((r) => r.year === year)
      .map((r) => ({
        domain: r.domain,
        averageRank: n(r.average_rank),
        rankOfAverageRank: n(r.rank_average_rank),
        averageScore: n(r.average_score),
        rankOfAverageScore: n(r.rank_average_score),
        proportionMostDeprivedDecile: n(r.proportion_bottom_decile),
      })),
    provenance: provenance(
      'deprivation',
      {
        level: 'authority',
        code,
        name: rows[0]?.area_name ?? null,
        note: 'Rank 1 = most deprived of the local authority districts in England.',
      },
      year,
    ),
  };
}

async function authorityName(db: SqlClient, code: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `select name from open_data.geo_names where code = $1
     union all select laua_name from open_data.postcodes where laua = $1 and laua_name is not null
     union all select area_name from open_data.indicators where area_code = $1 limit 1`,
    [code],
  );
  return rows[0]?.name ?? null;
}

/** HPI series for the region containing an authority (from any postcode in it), when imported. */
async function regionalHpi(db: SqlClient, code: string): Promise<Sourced<SeriesPoint[]> | null> {
  const region = await db.query<{ region: string }>(
    'select region from open_data.postcodes where laua = $1 and region is not null limit 1',
    [code],
  );
  const regionCode = region.rows[0]?.region;
  if (!regionCode) return null;
  const { rows } = await db.query<{ period: string; index_all: number; region_name: string }>(
    'select period, index_all, region_name from open_data.hpi where region_code = $1 order by period',
    [regionCode],
  );
  if (rows.length === 0) return null;
  return {
    value: rows.map((r) => ({ period: r.period, value: Number(r.index_all) })),
    provenance: provenance(
      'uk_hpi',
      {
        level: 'region',
        code: regionCode,
        name: rows[0]?.region_name ?? null,
        note: 'Regional index, not a figure for this authority.',
      },
      rows[rows.length - 1]?.period ?? null,
    ),
  };
}

/** Economic and housing indicators for a local authority (GSS code, e.g. E08000009); null when the code is unknown. */
export async function getEconomicIndicators(db: SqlClient, authorityCode: string): Promise<EconomicIndicators | null> {
  const code = authorityCode.trim().toUpperCase();
  const name = await authorityName(db, code);
  if (!name) return null;
  const [pop, earnings, employment, claimant, affordability, gva, deprivation, councilTax, bands, epc, hpi] = await Promise.all([
    population(db, code),
    indicatorSeries(db, 'ons_earnings', code),
    indicatorSeries(db, 'ons_employment', code),
    indicatorSeries(db, 'ons_claimant_count', code, /^claimant count$/i),
    indicatorSeries(db, 'ons_affordability', code),
    indicatorSeries(db, 'ons_gva', code, undefined, true),
    getDeprivation(db, code),
    getCouncilTax(db, code),
    db.query<{ grp: string; value: number; period: string; area_name: string }>(
      "select grp, value, period, area_name from open_data.indicators where dataset = 'voa_council_tax_bands' and area_code = $1 order by grp",
      [code],
    ),
    getAuthorityEpcRatings(db, code),
    regionalHpi(db, code),
  ]);
  const firstBand = bands.rows[0];
  return {
    authority: { code, name },
    population: pop,
    earnings,
    employmentRate: employment,
    claimantCount: claimant,
    affordabilityRatio: affordability,
    gvaTotal: gva,
    deprivation,
    councilTax,
    newBuildCouncilTaxBands: firstBand
      ? {
          value: bands.rows.map((r) => ({ band: r.grp, share: Number(r.value) })),
          provenance: provenance(
            'voa_council_tax_bands',
            {
              level: 'authority',
              code,
              name: firstBand.area_name,
              note: 'Share of properties built in the period, by council tax band.',
            },
            firstBand.period,
          ),
        }
      : null,
    epcRatings: epc,
    housePriceIndex: hpi,
  };
}
