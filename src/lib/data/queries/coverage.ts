/**
 * The facts behind the free coverage answer for one postcode (src/lib/data/coverage.ts): a
 * fixed set of index lookups (postcode, box around its point, authority code), whatever the
 * size of the registers, run concurrently. Reads the same coverage rules as the checkers so the
 * answer before a lookup agrees with the lookup.
 */
import { buildCoverage, type CoverageAnswer, type CoverageFacts } from '../coverage.ts';
import type { ParsedPostcode } from '../../postcode/parse.ts';
import { isFullPricePaidFile } from '../price-paid-coverage.ts';
import type { SqlClient } from '../sql-client.ts';
import type { GeographyLevel, PostcodeGeography } from '../types.ts';
import { authorityCrimeMonths, authorityOfNearbyCrimes } from './crime-coverage.ts';
import { boxParams } from './geo-sql.ts';
import { getPostcodeGeography } from './postcode-geography.ts';
import { OPEN_SCHOOL } from './school-row.ts';

/** Schools within this distance mean the register covers the place (as in the schools checker). */
const SCHOOLS_COVERAGE_METRES = 5000;

const ECONOMIC_DATASETS: Record<string, string> = {
  ons_earnings: 'earnings',
  ons_employment: 'employment',
  ons_claimant_count: 'claimant count',
  ons_affordability: 'affordability',
  ons_gva: 'economic output',
};

async function crimeMonths(db: SqlClient, geo: PostcodeGeography | null): Promise<string[]> {
  if (!geo) return [];
  const point = geo.lat !== null && geo.lng !== null ? { lat: geo.lat, lng: geo.lng } : null;
  const authority = geo.authority?.name ?? (point ? await authorityOfNearbyCrimes(db, point) : null);
  return authority ? authorityCrimeMonths(db, authority) : [];
}

async function schoolFacts(db: SqlClient, geo: PostcodeGeography | null): Promise<CoverageFacts['schools']> {
  if (!geo || geo.lat === null || geo.lng === null) return { count: 0, asOf: null };
  const { rows } = await db.query<{ n: number; as_of: string | null }>(
    `select count(*)::int as n, max(f.as_of) as as_of from (
       select s.source_key from open_data.schools s
       where s.lat between $1 and $2 and s.lng between $3 and $4 and ${OPEN_SCHOOL} limit 50
     ) x left join open_data.source_files f on f.file_key = x.source_key`,
    boxParams({ lat: geo.lat, lng: geo.lng }, SCHOOLS_COVERAGE_METRES),
  );
  return { count: Number(rows[0]?.n ?? 0), asOf: rows[0]?.as_of ?? null };
}

async function epcFacts(db: SqlClient, pc: ParsedPostcode) {
  const [atPostcode, district] = await Promise.all([
    db.query<{ n: number; aged: number; as_of: string | null }>(
      `select count(*)::int as n,
         count(*) filter (where e.construction_age_band is not null or e.transaction_type ilike '%new dwelling%')::int as aged,
         max(f.as_of) as as_of
       from open_data.epc_certificates e left join open_data.source_files f on f.file_key = e.source_key where e.postcode = $1`,
      [pc.postcode],
    ),
    db.query<{ n: number }>(
      'select count(*)::int as n from (select 1 from open_data.epc_certificates where postcode like $1 limit 1) x',
      [`${pc.outward} %`],
    ),
  ]);
  const row = atPostcode.rows[0];
  return {
    epc: { atPostcode: Number(row?.n ?? 0), districtHasAny: Number(district.rows[0]?.n ?? 0) > 0, asOf: row?.as_of ?? null },
    agedCertificates: Number(row?.aged ?? 0),
  };
}

async function priceFacts(db: SqlClient, pc: ParsedPostcode) {
  const [atPostcode, sector, files] = await Promise.all([
    db.query<{ n: number; new_build: number; latest: string | null }>(
      `select count(*)::int as n, count(*) filter (where new_build)::int as new_build, to_char(max(transfer_date), 'YYYY-MM') as latest
       from open_data.price_paid where postcode = $1`,
      [pc.postcode],
    ),
    db.query<{ n: number }>(
      'select count(*)::int as n from (select 1 from open_data.price_paid where sector = $1 limit 1000) x',
      [pc.sector],
    ),
    db.query<{ file_key: string }>("select file_key from open_data.source_files where dataset = 'price_paid'"),
  ]);
  const row = atPostcode.rows[0];
  return {
    prices: {
      atPostcode: Number(row?.n ?? 0),
      latest: row?.latest ?? null,
      inSector: Number(sector.rows[0]?.n ?? 0),
      partialExtract: files.rows.some((f) => !isFullPricePaidFile(f.file_key)),
    },
    newBuildSales: Number(row?.new_build ?? 0),
  };
}

async function broadbandFacts(db: SqlClient, pc: ParsedPostcode, geo: PostcodeGeography | null) {
  const areas = geo ? [geo.ward, geo.lsoa, geo.authority].filter((a) => a !== null) : [];
  const [speeds, availability, medians] = await Promise.all([
    db.query<{ period: string }>(
      'select max(period) as period from open_data.broadband_postcode_speeds where postcode = $1 and coalesce(median_download, average_download) is not null',
      [pc.postcode],
    ),
    db.query<{ period: string }>('select max(period) as period from open_data.broadband_postcode_coverage where postcode = $1', [
      pc.postcode,
    ]),
    areas.length === 0
      ? { rows: [] as { area_code: string; area_name: string; period: string }[] }
      : db.query<{ area_code: string; area_name: string; period: string }>(
          "select area_code, area_name, max(period) as period from open_data.indicators where dataset = 'ofcom_broadband' and area_code = any($1) group by 1, 2",
          [areas.map((a) => a.code)],
        ),
  ]);
  const best = medians.rows
    .map((r) => ({ ...r, rank: areas.findIndex((a) => a.code === r.area_code) }))
    .sort((a, b) => a.rank - b.rank)[0];
  const levelOf = (code: string): GeographyLevel =>
    code === geo?.ward?.code ? 'ward' : code === geo?.lsoa?.code ? 'lsoa' : 'authority';
  return {
    postcodeSpeeds: speeds.rows[0]?.period ?? null,
    postcodeAvailability: availability.rows[0]?.period ?? null,
    area: best ? { level: levelOf(best.area_code), name: best.area_name, period: best.period } : null,
  };
}

async function authorityFacts(db: SqlClient, geo: PostcodeGeography | null) {
  const code = geo?.authority?.code;
  const none = {
    mobile: null,
    economic: { indicators: [], newestPeriod: null, councilTax: null, deprivation: null },
  } satisfies Pick<CoverageFacts, 'mobile' | 'economic'>;
  if (!code) return none;
  const [mobile, indicators, councilTax, deprivation] = await Promise.all([
    db.query<{ area_name: string; period: string }>(
      'select area_name, period from open_data.mobile_coverage_area where area_code = $1 order by period desc limit 1',
      [code],
    ),
    db.query<{ dataset: string; period: string }>(
      'select dataset, max(period) as period from open_data.indicators where area_code = $1 and dataset = any($2) group by dataset',
      [code, Object.keys(ECONOMIC_DATASETS)],
    ),
    db.query<{ year: string }>('select max(year) as year from open_data.council_tax where ons_code = $1', [code]),
    db.query<{ year: string }>('select max(year) as year from open_data.deprivation where area_code = $1', [code]),
  ]);
  const held = indicators.rows.filter((r) => ECONOMIC_DATASETS[r.dataset]);
  return {
    mobile: mobile.rows[0] ? { area: mobile.rows[0].area_name, period: mobile.rows[0].period } : null,
    economic: {
      indicators: Object.keys(ECONOMIC_DATASETS)
        .filter((d) => held.some((r) => r.dataset === d))
        .map((d) => ECONOMIC_DATASETS[d] as string),
      newestPeriod:
        held
          .map((r) => r.period)
          .sort()
          .at(-1) ?? null,
      councilTax: councilTax.rows[0]?.year ?? null,
      deprivation: deprivation.rows[0]?.year ?? null,
    },
  };
}

async function lsoaHasPopulation(db: SqlClient, geo: PostcodeGeography | null): Promise<boolean> {
  if (!geo?.lsoa) return false;
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from open_data.population where area_code = $1', [
    geo.lsoa.code,
  ]);
  return Number(rows[0]?.n ?? 0) > 0;
}

/**
 * What each checker could answer for a postcode. Works for postcodes outside the postcode tables
 * too (energy certificates carry their own postcodes). Pass `known` when the caller already has
 * the geography (null = looked up and not found).
 */
export async function getCoverage(db: SqlClient, pc: ParsedPostcode, known?: PostcodeGeography | null): Promise<CoverageAnswer> {
  const geo = known === undefined ? await getPostcodeGeography(db, pc) : known;
  const [months, schools, epc, prices, broadband, authority, lsoaPopulation] = await Promise.all([
    crimeMonths(db, geo),
    schoolFacts(db, geo),
    epcFacts(db, pc),
    priceFacts(db, pc),
    broadbandFacts(db, pc, geo),
    authorityFacts(db, geo),
    lsoaHasPopulation(db, geo),
  ]);
  return buildCoverage({
    postcode: pc.postcode,
    known: geo !== null,
    hasPoint: geo !== null && geo.lat !== null && geo.lng !== null,
    authority: geo?.authority ?? null,
    ward: geo?.ward ?? null,
    lsoa: geo?.lsoa ?? null,
    crimeMonths: months,
    lsoaPopulation,
    schools,
    epc: epc.epc,
    ageEvidence: { epc: epc.agedCertificates, newBuildSales: prices.newBuildSales },
    broadband,
    mobile: authority.mobile,
    economic: authority.economic,
    prices: prices.prices,
  });
}
