/**
 * The price aggregates are rebuilt into open_data.price_stats_next and swapped in
 * (migration 20261126300000_price_stats_swap.sql): readers keep the previous figures until the
 * swap, the swapped-in table keeps the public-read policies, grants and key, a run interrupted
 * before its swap leaves the published figures alone and the next run replaces its leftovers.
 * The sales are written here as test inputs, never data shown by the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { refreshPriceAggregates } from '../../scripts/data/lib/price-aggregates.ts';
import { getPlacePriceStats } from '../../src/lib/data/queries/price-stats.ts';
import { databaseEngines } from './engines.ts';

const engines = databaseEngines();

const addSale = (db: Database, n: number, price: number, type = 'T') =>
  db.query(
    `insert into open_data.price_paid (transaction_id, source_key, price, transfer_date, postcode, outward, sector, property_type, category)
     values ($1, 'test', $2, '2024-03-10', 'M33 2AU', 'M33', 'M33 2', $3, 'A')`,
    [`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, price, type],
  );

describe.each(engines)('price aggregates swapped in on %s', (_engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    await addSale(db, 1, 200000);
    await addSale(db, 2, 300000, 'D');
    await refreshPriceAggregates(db);
  }, 120_000);
  afterAll(async () => stop?.());

  it('publishes every level, postcodes with their all-sales row only', async () => {
    expect((await getPlacePriceStats(db, 'sector', 'M33 2'))?.value).toMatchObject({ sales: 2, medianPrice: 250000 });
    expect((await getPlacePriceStats(db, 'area', 'M'))?.value).toMatchObject({ sales: 2, minPrice: 200000, maxPrice: 300000 });
    const postcode = (await getPlacePriceStats(db, 'postcode', 'M33 2AU'))?.value;
    expect(postcode).toMatchObject({ sales: 2, medianPrice: 250000, byPropertyType: [], monthly: [] });
  });

  it('keeps the public-read policies, grants and key on the table it swaps in', async () => {
    const { rows } = await db.query<{ rls: boolean; policies: string[]; anon_read: boolean; anon_write: boolean; key: string }>(
      `select c.relrowsecurity as rls,
         (select array_agg(policyname::text order by policyname) from pg_policies where schemaname = 'open_data' and tablename = 'price_stats') as policies,
         has_table_privilege('anon', 'open_data.price_stats', 'select') as anon_read,
         has_table_privilege('anon', 'open_data.price_stats', 'insert') as anon_write,
         (select pg_get_constraintdef(oid) from pg_constraint where conrelid = c.oid and contype = 'p') as key
       from pg_class c where c.oid = 'open_data.price_stats'::regclass`,
    );
    expect(rows[0]).toEqual({
      rls: true,
      policies: ['price_stats_read_anon', 'price_stats_read_authenticated'],
      anon_read: true,
      anon_write: false,
      key: 'PRIMARY KEY (level, code, property_type, month)',
    });
    const { rows: left } = await db.query("select to_regclass('open_data.price_stats_next') as t");
    expect(left[0]).toEqual({ t: null });
  });

  it('shows the previous figures until the swap, and a run stopped before it changes nothing', async () => {
    await addSale(db, 3, 400000);
    await db.query('select open_data.price_stats_begin()');
    await db.query("select open_data.price_stats_fill('sector')");
    // Interrupted here: the published figures are the previous ones.
    expect((await getPlacePriceStats(db, 'sector', 'M33 2'))?.value).toMatchObject({ sales: 2, medianPrice: 250000 });
    // The next run starts over and swaps in all levels.
    const { rows: before } = await db.query<{ version: string }>('select version::text from open_data.import_state');
    expect(await refreshPriceAggregates(db)).toBeGreaterThan(0);
    expect((await getPlacePriceStats(db, 'sector', 'M33 2'))?.value).toMatchObject({ sales: 3, medianPrice: 300000 });
    expect((await getPlacePriceStats(db, 'district', 'M33'))?.value).toMatchObject({ sales: 3, medianPrice: 300000 });
    const { rows: after } = await db.query<{ version: string }>('select version::text from open_data.import_state');
    expect(Number(after[0]?.version)).toBe(Number(before[0]?.version) + 1);
  });

  it('gives the same figures through the one-call refresh', async () => {
    const { rows } = await db.query<{ n: number }>('select open_data.refresh_price_stats() as n');
    expect(rows[0]?.n).toBeGreaterThan(0);
    expect((await getPlacePriceStats(db, 'sector', 'M33 2'))?.value).toMatchObject({ sales: 3, medianPrice: 300000 });
  });
});
