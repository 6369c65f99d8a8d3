/**
 * The price aggregates built in the database at import give the same figures as the per-row
 * computation the report and location pages used before (price-stats-reference.ts, the old code
 * verbatim) for every postcode sector, district, area and authority in the samples, and as a
 * count read straight from the raw sample file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { getAllLocationSummaries } from '../../src/lib/data/queries/location-bulk.ts';
import { getPlacePriceStats, type PriceStatsLevel } from '../../src/lib/data/queries/price-stats.ts';
import { getEnglandPriceYears } from '../../src/lib/data/queries/price-years.ts';
import { getPriceStats } from '../../src/lib/data/queries/prices.ts';
import type { PriceStats, Sourced } from '../../src/lib/data/types.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';
import { summarisePrices, type PriceRow } from './price-stats-reference.ts';

interface SaleRow extends PriceRow {
  postcode: string | null;
  sector: string | null;
  outward: string;
  laua: string | null;
  ppd_district: string | null;
}

/** Ties in the by-type list were in arbitrary row order before; compare them in a fixed order. */
const comparable = (stats: Sourced<PriceStats> | null) =>
  stats && {
    ...stats,
    value: {
      ...stats.value,
      byPropertyType: [...stats.value.byPropertyType].sort(
        (a, b) => b.sales - a.sales || a.propertyType.localeCompare(b.propertyType),
      ),
    },
  };

describe.skipIf(!DATA_DIR)('price aggregates against the per-row computation', () => {
  let db: Database;
  let sales: SaleRow[];
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/trafford_postcodes_onspd_derived.csv',
      'postcodes/NSPL_NOV_2021_UK_WN.csv',
      'postcodes/nspl_may2025_latlong_M.csv',
      'price_paid/ppd_report_greater_manchester_2019.csv',
      'price_paid/pp-complete-top100.csv',
    ]);
    // The rows exactly as the old location-page query read them.
    sales = (
      await db.query<SaleRow>(
        `select p.price, p.property_type, to_char(p.transfer_date, 'YYYY-MM') as month, p.postcode, p.sector, p.outward, upper(p.district) as ppd_district,
           (select laua from open_data.postcodes x where x.postcode = p.postcode and x.laua is not null order by rank limit 1) as laua
         from open_data.price_paid p where p.outward is not null and (p.category is null or p.category = 'A')`,
      )
    ).rows;
  }, 120_000);
  afterAll(async () => db?.close());

  const levels: Array<[PriceStatsLevel, (r: SaleRow) => string | null]> = [
    ['sector', (r) => r.sector],
    ['district', (r) => r.outward],
    ['area', (r) => /^[A-Z]+/.exec(r.outward)?.[0] ?? null],
  ];

  it.each(levels)('gives every %s the same figures', async (level, key) => {
    const groups = new Map<string, SaleRow[]>();
    for (const r of sales) {
      const k = key(r);
      if (k) groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    expect(groups.size).toBeGreaterThan(3);
    for (const [code, rows] of groups) {
      const expected = summarisePrices(rows, { level, code });
      expect(comparable(await getPlacePriceStats(db, level, code)), `${level} ${code}`).toEqual(comparable(expected));
    }
  });

  it('gives every authority page the same figures, including sales Land Registry names the authority of', async () => {
    const { authorities } = await getAllLocationSummaries(db);
    expect(authorities.length).toBeGreaterThan(1);
    for (const a of authorities) {
      const rows = sales.filter((r) => (r.laua === null ? r.ppd_district === a.name.toUpperCase() : r.laua === a.code));
      expect(comparable(a.prices), a.name).toEqual(
        comparable(summarisePrices(rows, { level: 'authority', code: a.code, name: a.name })),
      );
    }
  });

  it('gives every district and area page its 12 months to the newest month held (the samples: 2019), and no England figure', async () => {
    const { districts, areas } = await getAllLocationSummaries(db);
    const newest = sales
      .map((r) => r.month)
      .sort()
      .at(-1)!;
    expect(newest).toBe('2019-12');
    const inYear = sales.filter((r) => r.month >= '2019-01');
    for (const place of [...districts, ...areas]) {
      const rows = inYear.filter((r) => (place.kind === 'district' ? r.outward : /^[A-Z]+/.exec(r.outward)?.[0]) === place.code);
      const expected = summarisePrices(rows, { level: place.kind, code: place.code });
      expect(place.priceYears?.latest?.sales ?? 0, place.code).toBe(expected?.value.sales ?? 0);
      if (expected) expect(place.priceYears?.latest?.medianPrice, place.code).toBe(expected.value.medianPrice);
      // Nothing is held in 2018 or 2014: no change is made up.
      if (place.priceYears) expect([place.priceYears.yearBefore, place.priceYears.fiveYearsBefore]).toEqual([null, null]);
    }
    // The M area holds one 1995 sale; its 12-month figure leaves it out.
    const m = areas.find((a) => a.code === 'M')!;
    expect(m.priceYears!.latest!.sales).toBe(m.prices!.value.sales - 1);
    const england = await getEnglandPriceYears(db, newest);
    expect(england.complete).toBe(false);
    expect(england.authorities).toBeLessThan(296);
  });

  // A postcode keeps its all-sales figures only (no reader needs them by property type or month).
  it('gives every postcode its count, median and range', async () => {
    const byPostcode = new Map<string, SaleRow[]>();
    for (const r of sales) if (r.postcode) byPostcode.set(r.postcode, [...(byPostcode.get(r.postcode) ?? []), r]);
    let checked = 0;
    for (const [code, rows] of [...byPostcode].filter(([, rows]) => rows.length > 1).slice(0, 200)) {
      const expected = summarisePrices(rows, { level: 'postcode', code })!.value;
      const actual = (await getPlacePriceStats(db, 'postcode', code))!.value;
      expect(actual, code).toEqual({ ...expected, byPropertyType: [], monthly: [] });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('counts the M33 2 sector as the raw sample file does (category A sales in that sector)', async () => {
    const raw = parse(readFileSync(join(DATA_DIR as string, 'price_paid/ppd_report_greater_manchester_2019.csv')), {
      columns: true,
    }) as Record<string, string>[];
    const inSector = raw.filter((r) => r['postcode']?.startsWith('M33 2') && r['transaction_category'] === 'A');
    const prices = inSector.map((r) => Number(r['price_paid'])).sort((a, b) => a - b);
    const stats = await getPriceStats(db, { sector: 'M33 2' });
    expect(stats?.value.sales).toBe(inSector.length);
    expect(stats?.value.minPrice).toBe(prices[0]);
    expect(stats?.value.maxPrice).toBe(prices[prices.length - 1]);
  });

  it('reads a place with one index lookup on the aggregates', async () => {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      "explain select * from open_data.price_stats where level = 'district' and code = 'M33'",
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).not.toMatch(/Seq Scan on price_stats/);
  });
});
