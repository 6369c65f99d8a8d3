/**
 * All area, district and authority summaries in a handful of queries (for the build-time
 * pages: one query per location would take minutes). Same shapes as locations.ts. Sale prices
 * come from the aggregates built at import (price-stats.ts), read in batches of places, so no sale
 * row reaches Node and the time follows the number of pages, not the number of sales. Rows are
 * grouped into maps by place once, never scanned once per place.
 */
import { provenance } from '../provenance.ts';
import { slugify } from '../slug.ts';
import type { SqlClient } from '../sql-client.ts';
import type {
  AreaSummary,
  AuthoritySummary,
  CategoryCount,
  DistrictSummary,
  LocationSummary,
  NamedCode,
  PlaceCoverage,
} from '../types.ts';
import { CRIME_COVERAGE_MIN_SHARE } from './crime-coverage.ts';
import { monthRange } from './crime.ts';
import { districtCrimeByNearestPostcode } from './district-crime-points.ts';
import { AUTHORITY_OF_LSOA_NAME } from './crime-rates.ts';
import { getCouncilTax, getDeprivation, getPopulation } from './economic.ts';
import { compareOutward, listAuthorities } from './locations.ts';
import type { PriceYears } from '../price-years.ts';
import { getPriceStatsRowsFor, priceStatsFromRows, type PriceStatsLevel, type PriceStatsRow } from './price-stats.ts';
import { getPriceYearsEnd, getPriceYearsFor } from './price-years.ts';

interface PcAgg {
  outward: string;
  area: string;
  laua: string | null;
  n: number;
  lat: number | null;
  lng: number | null;
}

/** Places whose price aggregates are read in one query at build time. */
const PRICE_BATCH = 200;

export interface AllLocationSummaries {
  areas: AreaSummary[];
  districts: DistrictSummary[];
  authorities: AuthoritySummary[];
}

export { CRIME_COVERAGE_MIN_SHARE };

function crimeStats(
  rows: { lsoa_code: string; crime_type: string; month: string; n: number }[],
  lsoaCount: number,
  level: 'area' | 'district' | 'authority',
  code: string,
  name: string,
  /** Set when the crimes were given to the place by nearest postcode (no LSOA codes in its postcode file). */
  byNearestPostcode = false,
) {
  if (rows.length === 0) return null;
  // Coverage is by the police force files imported: a place whose neighbourhoods mostly have no
  // record at all lies outside them (a few crimes at a force border are not a total).
  const withRecords = new Set(rows.map((r) => r.lsoa_code)).size;
  if (lsoaCount > 0 && Math.min(1, withRecords / lsoaCount) < CRIME_COVERAGE_MIN_SHARE) return null;
  const byType = new Map<string, number>();
  for (const r of rows) byType.set(r.crime_type, (byType.get(r.crime_type) ?? 0) + r.n);
  const months = [...new Set(rows.map((r) => r.month))].sort();
  const categories: CategoryCount[] = [...byType]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count);
  return {
    value: { total: categories.reduce((s, c) => s + c.count, 0), categories, months },
    provenance: provenance(
      'police_street_crime',
      {
        level,
        code,
        name,
        note: byNearestPostcode
          ? `Crimes whose police.uk point is nearest to one of this ${level}'s postcodes (within 400 m): our postcode file has no neighbourhood codes here, so points near its edge may fall either side.`
          : level === 'authority'
            ? `Every crime police.uk recorded in the authority's LSOAs (neighbourhoods of about 1,500 residents), whichever census's boundaries they use.`
            : `Crimes recorded in the ${lsoaCount} whole LSOAs (neighbourhoods of about 1,500 residents) that contain postcodes of this ${level} in the data, so streets just outside it may be included.`,
      },
      monthRange(months),
    ),
  };
}

export async function getAllLocationSummaries(db: SqlClient): Promise<AllLocationSummaries> {
  const [districtCounts, authorityCounts, pcs, lsoaMap, crimes, schools, authorityList] = await Promise.all([
    db.query<{ outward: string; n: number; with_laua: number }>(
      `select outward, count(distinct postcode) filter (where terminated is null)::int as n,
         count(distinct postcode) filter (where terminated is null and laua is not null)::int as with_laua
       from open_data.postcodes group by outward`,
    ),
    db.query<{ laua: string; n: number }>(
      'select laua, count(distinct postcode) filter (where terminated is null)::int as n from open_data.postcodes where laua is not null group by laua',
    ),
    db.query<PcAgg>(
      `select outward, area, laua, count(distinct postcode) filter (where terminated is null)::int as n, avg(lat) as lat, avg(lng) as lng
       from open_data.postcodes group by outward, area, laua`,
    ),
    db.query<{ outward: string; lsoa: string; laua: string | null }>(
      'select distinct outward, lsoa, laua from open_data.postcodes where lsoa is not null',
    ),
    db.query<{ lsoa_code: string; authority_name: string | null; crime_type: string; month: string; n: number }>(
      `select lsoa_code, ${AUTHORITY_OF_LSOA_NAME} as authority_name, crime_type, month, count(*)::int as n
       from open_data.crimes where lsoa_code is not null group by 1, 2, 3, 4`,
    ),
    db.query<{ outward: string; laua: string | null; n: number; graded: number; good: number }>(
      `select split_part(s.postcode, ' ', 1) as outward, coalesce(s.gss_la_code, (select laua from open_data.postcodes x where x.postcode = s.postcode and x.laua is not null limit 1)) as laua, count(*)::int as n,
         count(s.ofsted_rating)::int as graded, count(*) filter (where s.ofsted_rating in ('Outstanding', 'Good'))::int as good
       from open_data.schools s where (s.status is null or s.status not ilike 'closed%') and s.postcode is not null group by 1, 2`,
    ),
    listAuthorities(db),
  ]);
  const yearsEnd = await getPriceYearsEnd(db);
  type CrimeRow = { lsoa_code: string; crime_type: string; month: string; n: number };
  const crimesByLsoa = groupBy(crimes.rows, (c) => c.lsoa_code);
  const crimesByAuthorityName = groupBy(
    crimes.rows.filter((c) => c.authority_name),
    (c) => c.authority_name as string,
  );
  const areaOf = (outward: string) => /^[A-Z]+/.exec(outward)?.[0] ?? outward;
  type Kind = 'area' | 'district' | 'authority';
  /** The place of a row for each kind of location (null: the row belongs to no place of that kind). */
  const placeOf = (kind: Kind, row: { outward: string; laua: string | null }): string | null =>
    kind === 'district' ? row.outward : kind === 'area' ? areaOf(row.outward) : row.laua;
  const byPlace = <T extends { outward: string; laua: string | null }>(rows: readonly T[]) => ({
    district: groupBy(rows, (r) => placeOf('district', r)),
    area: groupBy(rows, (r) => placeOf('area', r)),
    authority: groupBy(rows, (r) => placeOf('authority', r)),
  });
  const pcsBy = byPlace(pcs.rows);
  const lsoasBy = byPlace(lsoaMap.rows);
  const schoolsBy = byPlace(schools.rows);
  /** Authorities the imported school register has any school in: elsewhere, no schools means not held. */
  const schoolAuthorities = new Set(schools.rows.map((r) => r.laua).filter((c): c is string => c !== null));
  const countsBy = {
    district: groupBy(districtCounts.rows, (r) => r.outward),
    area: groupBy(districtCounts.rows, (r) => areaOf(r.outward)),
    authority: groupBy(authorityCounts.rows, (r) => r.laua),
  };

  // Districts whose postcodes carry no LSOA codes get their crimes by nearest postcode (filled below).
  const pointCrime = new Map<string, { rows: CrimeRow[]; authority: string }>();
  type Key = { kind: Kind; code: string; name?: string };
  const collect = (key: Key) => {
    const pcRows = pcsBy[key.kind].get(key.code) ?? [];
    const counted = countsBy[key.kind].get(key.code) ?? [];
    const n = counted.reduce((s, r) => s + r.n, 0);
    const withCoords = pcRows.filter((r) => r.lat !== null);
    const centre = withCoords.length
      ? {
          lat: withCoords.reduce((s, r) => s + Number(r.lat), 0) / withCoords.length,
          lng: withCoords.reduce((s, r) => s + Number(r.lng), 0) / withCoords.length,
        }
      : null;
    const lsoas = [...new Set((lsoasBy[key.kind].get(key.code) ?? []).map((r) => r.lsoa))];
    // An authority's crimes are found by the authority name their LSOA names start with, so LSOAs
    // whose 2011 code changed in 2021 still count; districts and areas count whole LSOAs by code.
    const byPoint =
      lsoas.length === 0 && key.kind !== 'authority'
        ? [...pointCrime].filter(([outward]) => (key.kind === 'district' ? outward === key.code : areaOf(outward) === key.code))
        : [];
    const crimeRows =
      key.kind === 'authority' && key.name
        ? (crimesByAuthorityName.get(key.name) ?? [])
        : byPoint.length > 0
          ? byPoint.flatMap(([, p]) => p.rows)
          : lsoas.flatMap((l) => crimesByLsoa.get(l) ?? []);
    const schoolRows = schoolsBy[key.kind].get(key.code) ?? [];
    const schoolCount = schoolRows.reduce((s, r) => s + r.n, 0);
    const graded = schoolRows.reduce((s, r) => s + r.graded, 0);
    const goodOrBetter = schoolRows.reduce((s, r) => s + r.good, 0);
    // What the place's figures cover: its districts with crime (their postcodes carry neighbourhood
    // codes, or crime was given to them by nearest postcode), and its postcodes with an authority.
    const districtsHere = new Set(pcRows.map((r) => r.outward));
    const crimeDistricts =
      byPoint.length > 0
        ? new Set(byPoint.map(([outward]) => outward))
        : new Set((lsoasBy[key.kind].get(key.code) ?? []).map((r) => r.outward));
    const coverage: PlaceCoverage = {
      districts: districtsHere.size,
      crimeDistricts: crimeRows.length > 0 ? crimeDistricts.size : 0,
      postcodes: n,
      postcodesWithAuthority:
        key.kind === 'authority' ? n : counted.reduce((s, r) => s + ('with_laua' in r ? Number(r.with_laua) : 0), 0),
    };
    const schoolsHeld =
      schoolCount > 0 ||
      (key.kind === 'authority'
        ? schoolAuthorities.has(key.code)
        : pcRows.some((r) => r.laua !== null && schoolAuthorities.has(r.laua)));
    return {
      n,
      centre,
      lsoas,
      crimeRows,
      byPoint: byPoint.length > 0,
      schoolCount,
      schoolsHeld,
      pcRows,
      coverage,
      schoolGrades: { graded, goodOrBetter },
    };
  };
  const base = (
    key: Key,
    name: string,
    slug: string,
    priceRows: readonly PriceStatsRow[] | undefined,
    years: PriceYears | undefined,
  ): LocationSummary & { _c: ReturnType<typeof collect> } => {
    const c = collect(key);
    const crime = crimeStats(c.crimeRows, c.lsoas.length, key.kind, key.code, name, c.byPoint);
    return {
      kind: key.kind,
      code: key.code,
      name,
      slug,
      postcodeCount: c.n,
      centre: c.centre,
      population: null,
      prices: priceRows ? priceStatsFromRows(priceRows, { level: key.kind, code: key.code, name }) : null,
      priceYears: years ?? null,
      crime,
      crimeGap: crime
        ? null
        : crimes.rows.length === 0
          ? 'none-imported'
          : c.lsoas.length === 0 && key.kind !== 'authority'
            ? 'no-neighbourhood-codes'
            : 'outside-imported-forces',
      schoolsCount: c.schoolCount,
      schoolsHeld: c.schoolsHeld,
      schoolGrades: c.schoolGrades,
      coverage: { ...c.coverage, crimeDistricts: crime ? c.coverage.crimeDistricts : 0 },
      _c: c,
    };
  };
  const strip = <T extends { _c: unknown }>(o: T): Omit<T, '_c'> => {
    const { _c, ...rest } = o;
    void _c;
    return rest;
  };
  const authNames = (rows: PcAgg[]): NamedCode[] => {
    const codes = [...new Set(rows.map((r) => r.laua).filter((c): c is string => c !== null))];
    return codes.map((code) => authorityList.find((a) => a.code === code) ?? { code, name: null });
  };
  const districtCodes = [...new Set(pcs.rows.map((r) => r.outward))].sort(compareOutward);
  const areaCodes = [...new Set(pcs.rows.map((r) => r.area))].sort();
  const sectors = await db.query<{ outward: string; sector: string }>(
    'select distinct outward, sector from open_data.postcodes order by sector',
  );

  if (crimes.rows.length > 0) {
    const withLsoa = new Set(lsoaMap.rows.map((r) => r.outward));
    for (const code of districtCodes.filter((d) => !withLsoa.has(d))) {
      const found = await districtCrimeByNearestPostcode(db, code);
      if (found) pointCrime.set(code, found);
    }
  }

  const sectorsOf = groupBy(sectors.rows, (s) => s.outward);
  const districts: DistrictSummary[] = [];
  for await (const [code, priceRows, years] of pricesInBatches(db, 'district', districtCodes, yearsEnd)) {
    const b = base({ kind: 'district', code }, `${code} postcode district`, code.toLowerCase(), priceRows, years);
    districts.push({
      ...strip(b),
      kind: 'district',
      area: areaOf(code),
      sectors: (sectorsOf.get(code) ?? []).map((s) => s.sector),
      authorities: authNames(b._c.pcRows),
    });
  }
  const areas: AreaSummary[] = [];
  for await (const [code, priceRows, years] of pricesInBatches(db, 'area', areaCodes, yearsEnd)) {
    const b = base({ kind: 'area', code }, `${code} postcode area`, code.toLowerCase(), priceRows, years);
    areas.push({
      ...strip(b),
      kind: 'area',
      districts: districtCodes.filter((d) => areaOf(d) === code),
      authorities: authNames(b._c.pcRows),
    });
  }
  const authorities: AuthoritySummary[] = [];
  const authorityByCode = new Map(authorityList.map((a) => [a.code, a]));
  for await (const [code, priceRows, years] of pricesInBatches(
    db,
    'authority',
    authorityList.map((a) => a.code),
    yearsEnd,
  )) {
    const a = authorityByCode.get(code) as NamedCode;
    const name = a.name ?? a.code;
    const b = base(
      { kind: 'authority', code: a.code, ...(a.name ? { name: a.name } : {}) },
      name,
      slugify(name),
      priceRows,
      years,
    );
    const deprivation = await getDeprivation(db, a.code);
    const imd = deprivation?.value.find((d) => d.domain === 'Index of Multiple Deprivation') ?? null;
    authorities.push({
      ...strip(b),
      kind: 'authority',
      population: await getPopulation(db, a.code),
      districts: [...new Set(b._c.pcRows.map((r) => r.outward))].sort(compareOutward),
      councilTax: await getCouncilTax(db, a.code),
      deprivation: deprivation && imd ? { value: imd, provenance: deprivation.provenance } : null,
    });
  }
  return { areas, districts, authorities };
}

/**
 * Places in their given order, each with its price aggregate rows and its 12-month figures
 * (windows ending at `yearsEnd`), read a batch of places at a time.
 */
async function* pricesInBatches(
  db: SqlClient,
  level: Exclude<PriceStatsLevel, 'postcode' | 'sector'>,
  codes: readonly string[],
  yearsEnd: string | null,
): AsyncGenerator<[string, PriceStatsRow[] | undefined, PriceYears | undefined]> {
  for (let i = 0; i < codes.length; i += PRICE_BATCH) {
    const batch = codes.slice(i, i + PRICE_BATCH);
    const [rows, years] = await Promise.all([
      getPriceStatsRowsFor(db, level, batch),
      getPriceYearsFor(db, level, batch, yearsEnd),
    ]);
    for (const code of batch) yield [code, rows.get(code), years.get(code)];
  }
}

/** Rows grouped by a key (rows whose key is null are left out), in their original order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
