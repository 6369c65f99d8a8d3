/**
 * Monthly change files refresh the price aggregates only for the places they touch, from the
 * stored order statistics (migrations 20261128160000_price_stats_touched.sql and
 * 20261130100000_price_stats_order_statistics.sql, scripts/data/lib/price-aggregates.ts), on PGlite and
 * PostgreSQL 15: after additions, corrections (a price, a property type, a sale moved to another
 * postcode, district, area and authority) and deletions (the last sale of a postcode, of a month),
 * the figures equal a full recompute row for row, and places the file did not touch are not
 * recomputed. The files and postcode rows are written here as test inputs (made-up sales in HM
 * Land Registry's bulk layout), never data shown by the product.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { importAll } from '../../scripts/data/import-all.ts';
import { refreshPriceAggregates } from '../../scripts/data/lib/price-aggregates.ts';
import { databaseEngines } from './engines.ts';
import { seededRandom } from '../../src/lib/random/seeded-random.ts';
import { bulkLine, type Sale } from './made-up-sales.ts';

/** Test postcodes: two authorities, several areas, districts and sectors; the last has no postcode row (found by name). */
const POSTCODES: [string, string | null, string][] = [
  ['M33 2AU', 'E99000001', 'TESTSHIRE'],
  ['M33 2AB', 'E99000001', 'TESTSHIRE'],
  ['M33 3CD', 'E99000001', 'TESTSHIRE'],
  ['WA14 1AB', 'E99000001', 'TESTSHIRE'],
  ['WA14 2EF', 'E99000001', 'TESTSHIRE'],
  ['M1 1AA', 'E99000002', 'OTHERTON'],
  ['M1 2BB', 'E99000002', 'OTHERTON'],
  ['SK1 1AA', 'E99000002', 'OTHERTON'],
  ['B1 1AA', null, 'OTHERTON'],
];
const TYPES = ['D', 'S', 'T', 'F', 'O'];

function madeUpSale(n: number, next: () => number): Sale {
  const [postcode, , district] = POSTCODES[Math.floor(next() * POSTCODES.length)] as [string, string | null, string];
  const month = 1 + Math.floor(next() * 12);
  return {
    n,
    price: 50_000 + Math.floor(next() * 400) * 1000 + (next() < 0.3 ? 1 : 0),
    date: `${2023 + Math.floor(next() * 2)}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
    postcode,
    type: TYPES[Math.floor(next() * TYPES.length)] as string,
    district,
    ...(next() < 0.05 ? { category: 'B' as const } : {}),
  };
}

const engines = databaseEngines();

describe.each(engines)('price aggregates refreshed for the touched places on %s', (_engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;
  let dir: string;
  const write = (name: string, lines: string[]) => {
    mkdirSync(join(dir, 'price_paid'), { recursive: true });
    writeFileSync(join(dir, 'price_paid', name), `${lines.join('\r\n')}\r\n`);
  };
  const stats = async () =>
    (await db.query<Record<string, unknown>>('select * from open_data.price_stats order by level, code, property_type, month'))
      .rows;
  const touched = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from open_data.price_stats_touched')).rows[0]?.n;
  /**
   * Rows no sale supports, at a place no file touches and in a month no file touches of places
   * every file touches: only a full recompute removes them.
   */
  const plantUntouched = () =>
    db.exec(
      `insert into open_data.price_stats values ('postcode', 'ZZ9 9ZZ', '*', '*', 1, 1, 1, 1, 1, 1, 1),
         ('sector', 'M33 2', '*', '1990-01', 1, 1, 1, 1, 1, 1, 1), ('district', 'M1', '*', '1990-01', 1, 1, 1, 1, 1, 1, 1),
         ('area', 'M', '*', '1990-01', 1, 1, 1, 1, 1, 1, 1), ('authority', 'E99000002', '*', '1990-01', 1, 1, 1, 1, 1, 1, 1)
       on conflict do nothing`,
    );
  const planted = (r: Record<string, unknown>) => r['code'] === 'ZZ9 9ZZ' || r['month'] === '1990-01';
  const withoutPlanted = (rows: Record<string, unknown>[]) => rows.filter((r) => !planted(r));
  const fullRecompute = async () => {
    await refreshPriceAggregates(db);
    return stats();
  };

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    dir = mkdtempSync(join(tmpdir(), 'pp-incremental-'));
    for (const [postcode, laua, name] of POSTCODES) {
      if (!laua) continue;
      const outward = postcode.split(' ')[0] as string;
      await db.query(
        `insert into open_data.postcodes (postcode, source_key, rank, outward, sector, area, laua, laua_name)
         values ($1, 'test', 1, $2, $3, $4, $5, $6)`,
        [postcode, outward, postcode.slice(0, -2), outward.replace(/[0-9].*$/, ''), laua, name],
      );
    }
  }, 120_000);
  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('after additions, corrections and deletions gives exactly the figures of a full recompute', async () => {
    const next = seededRandom(44);
    const sales = Array.from({ length: 600 }, (_, i) => madeUpSale(i + 1, next));
    write(
      'pp-2024.csv',
      sales.map((s) => bulkLine(s, 'A')),
    );
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    // A snapshot asks for a full recompute, which empties the list.
    expect(await touched()).toBe(0);
    await plantUntouched();

    const byPostcode = (pc: string) => sales.filter((s) => s.postcode === pc);
    const change: string[] = [];
    // Additions: new sales, one in a new month, one in an authority found by name only.
    for (let i = 0; i < 40; i++) {
      const s = madeUpSale(1000 + i, next);
      change.push(bulkLine(s.postcode === 'M33 3CD' ? { ...s, postcode: 'M33 2AB' } : s, 'A'));
    }
    change.push(
      bulkLine({ n: 2000, price: 999_000, date: '2025-06-15', postcode: 'SK1 1AA', type: 'D', district: 'OTHERTON' }, 'A'),
    );
    change.push(
      bulkLine({ n: 2001, price: 123_000, date: '2025-06-16', postcode: 'B1 1AA', type: 'F', district: 'OTHERTON' }, 'A'),
    );
    // Corrections: a price, a type, a sale moved to another postcode, district, area and authority.
    const [first, second, third] = sales;
    change.push(bulkLine({ ...first!, price: first!.price + 7_000 }, 'C'));
    change.push(bulkLine({ ...second!, type: second!.type === 'D' ? 'F' : 'D' }, 'C'));
    change.push(bulkLine({ ...third!, postcode: third!.postcode === 'M1 2BB' ? 'WA14 2EF' : 'M1 2BB', district: 'MOVED' }, 'C'));
    expect([first, second, third].some((s) => s!.postcode === 'M33 3CD')).toBe(false);
    // Deletions: every sale of one postcode (its row must go) and a scattering of others.
    for (const s of byPostcode('M33 3CD')) change.push(bulkLine(s, 'D'));
    for (const s of sales.filter((s) => s.n % 37 === 0 && s.postcode !== 'M33 3CD')) change.push(bulkLine(s, 'D'));
    write('pp-monthly-update.csv', change);

    const result = await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    expect(result.files.find((f) => f.file === 'price_paid/pp-monthly-update.csv')).toMatchObject({ status: 'loaded' });
    expect(await touched()).toBe(0);
    const incremental = await stats();
    // Untouched places and untouched months of touched places were not recomputed (the planted
    // rows are still there)…
    expect(incremental.filter(planted)).toHaveLength(5);
    // …and every touched one is what a full recompute gives.
    const full = await fullRecompute();
    expect(withoutPlanted(incremental)).toEqual(full);
    expect(full.some((r) => r['level'] === 'postcode' && r['code'] === 'M33 3CD')).toBe(false);
    expect(full.some((r) => r['level'] === 'authority' && r['code'] === 'E99000002' && r['month'] === '2025-06')).toBe(true);
  });

  it('keeps matching a full recompute over several months of change files, the same name each month', async () => {
    const next = seededRandom(4444);
    let n = 5000;
    const live = new Map<number, Sale>(
      (await db.query<{ transaction_id: string }>('select transaction_id from open_data.price_paid')).rows.map((r) => {
        const k = Number(r.transaction_id.slice(-12));
        return [k, { ...madeUpSale(k, next) }];
      }),
    );
    for (let month = 0; month < 3; month++) {
      await plantUntouched();
      const change: string[] = [];
      for (let i = 0; i < 30; i++) {
        const s = madeUpSale(n++, next);
        live.set(s.n, s);
        change.push(bulkLine(s, 'A'));
      }
      const keys = [...live.keys()];
      for (let i = 0; i < 15; i++) {
        const k = keys[Math.floor(next() * keys.length)] as number;
        const moved = { ...madeUpSale(k, next) };
        live.set(k, moved);
        change.push(bulkLine(moved, 'C'));
      }
      for (let i = 0; i < 15; i++) {
        const k = keys[Math.floor(next() * keys.length)] as number;
        const s = live.get(k);
        if (!s) continue;
        live.delete(k);
        change.push(bulkLine(s, 'D'));
      }
      write('pp-monthly-update.csv', change);
      await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
      const incremental = await stats();
      expect(incremental.filter(planted)).toHaveLength(5);
      expect(withoutPlanted(incremental)).toEqual(await fullRecompute());
    }
  });

  it("a year's file loaded again refreshes the places of its new rows and of the ones its previous version held", async () => {
    const a = { n: 9000, price: 100_000, date: '2022-05-05', postcode: 'M1 1AA', type: 'T', district: 'OTHERTON' };
    const b = { n: 9001, price: 200_000, date: '2022-06-06', postcode: 'SK1 1AA', type: 'S', district: 'OTHERTON' };
    write('pp-2022.csv', [bulkLine(a, 'A'), bulkLine(b, 'A')]);
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    await plantUntouched();
    // Republished: one sale moved to another postcode and area, the other gone.
    write('pp-2022.csv', [bulkLine({ ...a, postcode: 'WA14 1AB', district: 'TESTSHIRE' }, 'A')]);
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    expect(await touched()).toBe(0);
    const after = await stats();
    expect(after.some((r) => r['code'] === 'ZZ9 9ZZ')).toBe(true);
    expect(withoutPlanted(after)).toEqual(await fullRecompute());
  });

  it('quartiles that move far both ways, through many equal prices, and a type emptied, as a full recompute gives', async () => {
    const held = (
      await db.query<{
        transaction_id: string;
        price: number;
        postcode: string;
        property_type: string;
        transfer_date: string;
        district: string;
      }>(
        `select transaction_id, price, postcode, property_type, transfer_date::text, district from open_data.price_paid
         where sector = 'M33 2' order by price`,
      )
    ).rows;
    const asSale = (r: (typeof held)[number]): Sale => ({
      n: Number(r.transaction_id.slice(-12)),
      price: r.price,
      date: r.transfer_date,
      postcode: r.postcode,
      type: r.property_type,
      district: r.district,
    });
    // 150 sales at one high price, added (A) or deleted (D).
    const equalPrices = (status: 'A' | 'D') =>
      Array.from({ length: 150 }, (_, i) =>
        bulkLine(
          {
            n: 20_000 + i,
            price: 480_000,
            date: '2025-07-01',
            postcode: 'M33 2AU',
            type: i % 2 ? 'D' : 'S',
            district: 'TESTSHIRE',
          },
          status,
        ),
      );
    await plantUntouched();
    // Many sales at one high price: every quartile of the sector, its district, area and
    // authority moves up past the pivots, through a run of equal prices.
    write('pp-monthly-update.csv', equalPrices('A'));
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    const up = await stats();
    // (incremental: the planted rows no sale supports are still there)
    expect(up.some(planted)).toBe(true);
    expect(withoutPlanted(up)).toEqual(withoutPlanted(await fullRecompute()));
    // Then those gone and the sector's dearer half and every terrace deleted: the quartiles fall
    // back below their pivots, and the sector's terraced row goes.
    write('pp-monthly-update.csv', [
      ...equalPrices('D'),
      ...held.filter((r, i) => i > held.length / 2 || r.property_type === 'T').map((r) => bulkLine(asSale(r), 'D')),
    ]);
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    const down = await stats();
    // A correction that changes nothing still touches its month: the month keeps its row.
    const same = held.find((r, i) => i <= held.length / 2 && r.property_type !== 'T')!;
    const monthRows = async () =>
      (await stats()).filter(
        (r) => r['level'] === 'district' && r['code'] === 'M33' && r['month'] === same.transfer_date.slice(0, 7),
      );
    const before = await monthRows();
    expect(before).toHaveLength(1);
    write('pp-monthly-update.csv', [bulkLine(asSale(same), 'C')]);
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    expect(await monthRows()).toEqual(before);
    expect(down.some((r) => r['level'] === 'sector' && r['code'] === 'M33 2' && r['property_type'] === 'T')).toBe(false);
    expect(withoutPlanted(await stats())).toEqual(withoutPlanted(await fullRecompute()));
  });

  it('a file that is the whole register takes the full recompute', async () => {
    await db.exec("delete from open_data.price_paid where source_key <> 'price_paid/pp-2024.csv'");
    await refreshPriceAggregates(db);
    await plantUntouched();
    write('pp-2024.csv', [
      bulkLine({ n: 1, price: 321_000, date: '2024-03-03', postcode: 'M33 2AU', type: 'D', district: 'TESTSHIRE' }, 'A'),
    ]);
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    expect(await touched()).toBe(0);
    const after = await stats();
    expect(after.some(planted)).toBe(false);
    expect(after).toEqual(await fullRecompute());
  });
});
