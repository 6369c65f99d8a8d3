/**
 * The price aggregates are computed with hash aggregates over the sales sorted once by price,
 * each group's quartiles read from its array of prices (migration
 * 20261126320000_price_stats_hashed.sql). They must be exactly the figures of
 * `percentile_cont(...) within group (order by price)` (linear interpolation, rounded to the pound
 * half away from zero) and of avg/min/max, which the previous migration computed: checked here
 * against those functions, in the same database, on PGlite and PostgreSQL 15, over a few thousand
 * made-up test sales (never data shown by the product) with ties, groups of one to hundreds of
 * sales, odd and even counts and interpolations ending in exactly half a pound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { refreshPriceAggregates } from '../../scripts/data/lib/price-aggregates.ts';
import { databaseEngines } from './engines.ts';

const engines = databaseEngines();

/** The figures of the previous migration's statement: percentile_cont, avg, min, max by grouping sets. */
const REFERENCE = `
  with s as (
    select (case $1::text when 'sector' then p.sector when 'district' then p.outward
        else case when substr(p.outward, 2, 1) between 'A' and 'Z' collate "C" then left(p.outward, 2) else left(p.outward, 1) end end) as code,
      coalesce(p.property_type, '-') as property_type, to_char(p.transfer_date, 'YYYY-MM') as month, p.price
    from open_data.price_paid p
    where p.outward is not null and (p.category is null or p.category = 'A')
  )
  select $1::text as level, g.code, coalesce(g.property_type, '*') as property_type, coalesce(g.month, '*') as month, g.sales,
    round(g.q[2]::numeric)::int as median, round(g.q[1]::numeric)::int as q1, round(g.q[3]::numeric)::int as q3,
    round(g.mean)::int as mean, g.min_price, g.max_price
  from (
    select code, property_type, month, count(*)::int as sales,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) as q,
      avg(price) as mean, min(price) as min_price, max(price) as max_price
    from s where code is not null
    group by grouping sets ((code), (code, property_type), (code, month))
  ) g`;

const POSTCODE_REFERENCE = `
  select 'postcode' as level, postcode as code, '*' as property_type, '*' as month, count(*)::int as sales,
    round(percentile_cont(0.5) within group (order by price)::numeric)::int as median,
    round(percentile_cont(0.25) within group (order by price)::numeric)::int as q1,
    round(percentile_cont(0.75) within group (order by price)::numeric)::int as q3,
    round(avg(price))::int as mean, min(price) as min_price, max(price) as max_price
  from open_data.price_paid
  where outward is not null and (category is null or category = 'A') and postcode is not null
  group by postcode`;

const PUBLISHED = `
  select level, code, property_type, month, sales, median_price::int as median, lower_quartile::int as q1,
    upper_quartile::int as q3, mean_price::int as mean, min_price, max_price
  from open_data.price_stats where level = $1`;

type Row = Record<string, unknown>;
const key = (r: Row) => `${String(r['code'])}|${String(r['property_type'])}|${String(r['month'])}`;
const byKey = (rows: Row[]) => new Map(rows.map((r) => [key(r), r]));

describe.each(engines)('hashed price aggregates on %s', (_engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    // 4,000 test sales over 3 areas, 6 districts, 12 sectors, 30 postcodes, 4 types and 14 months:
    // prices in steps of £1 and £1,000 (ties), a few categories B (left out) and postcodes unknown.
    await db.exec(`
      insert into open_data.price_paid (transaction_id, source_key, price, transfer_date, postcode, outward, sector, property_type, category)
      select '00000000-0000-4000-8000-' || lpad(i::text, 12, '0'), 'test',
        case when i % 3 = 0 then 100000 + (i * 7919) % 977 else 1000 * (50 + (i * 104729) % 400) end,
        date '2023-01-15' + ((i * 31) % 420),
        case when i % 97 = 0 then null else pc.outward || ' ' || pc.n || 'A' || chr(65 + (i / 7) % 5) end,
        pc.outward, pc.outward || ' ' || pc.n,
        case when i % 41 = 0 then null else (array['D', 'S', 'T', 'F'])[1 + (i * 13) % 4] end,
        case when i % 53 = 0 then 'B' else 'A' end
      from generate_series(1, 4000) i
      cross join lateral (select (array['M33', 'M1', 'WA14', 'WA15', 'SK8', 'M4'])[1 + (i * 17) % 6] as outward,
        (1 + (i * 5) % 2)::text as n) pc`);
    await refreshPriceAggregates(db);
  }, 180_000);
  afterAll(async () => stop?.());

  it.each(['sector', 'district', 'area'])(
    'gives every %s slice the figures of percentile_cont, avg, min and max',
    async (level) => {
      const expected = byKey((await db.query<Row>(REFERENCE, [level])).rows);
      const actual = byKey((await db.query<Row>(PUBLISHED, [level])).rows);
      expect(expected.size).toBeGreaterThan(level === 'area' ? 20 : 60);
      expect(actual.size).toBe(expected.size);
      for (const [k, row] of expected) expect(actual.get(k), `${level} ${k}`).toEqual(row);
    },
  );

  it('gives every postcode the figures of percentile_cont, avg, min and max', async () => {
    const expected = byKey((await db.query<Row>(POSTCODE_REFERENCE)).rows);
    const actual = byKey((await db.query<Row>(PUBLISHED, ['postcode'])).rows);
    expect(expected.size).toBeGreaterThan(20);
    expect(actual.size).toBe(expected.size);
    for (const [k, row] of expected) expect(actual.get(k), `postcode ${k}`).toEqual(row);
  });

  it('rounds an interpolated half pound away from zero, as before', async () => {
    const { rows } = await db.query<{ q: number }>(
      'select round(open_data.sorted_quantile(array[100001, 100002], 0.5)::numeric)::int as q',
    );
    expect(rows[0]?.q).toBe(100002);
    const { rows: halves } = await db.query<{ n: number }>(
      `select count(*)::int as n from (${REFERENCE}) r where r.sales % 2 = 0 and r.sales > 1`,
      ['sector'],
    );
    expect(halves[0]?.n).toBeGreaterThan(10);
  });
});
