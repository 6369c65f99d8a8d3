/**
 * The twelve-month sale price figures (migration 20261129130000_price_stats_yearly.sql,
 * scripts/data/lib/price-yearly.ts) on PGlite and PostgreSQL 15: after a first load (full
 * recompute) and after monthly change files (the incremental path), every sector, district, area,
 * authority and England row equals the figures worked out here from the sales themselves, for
 * the 12 months to the newest month held, a year before and five years before. The files and
 * postcode rows are test inputs (made-up sales in HM Land Registry's bulk layout), never data shown
 * by the product.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { importAll } from '../../scripts/data/import-all.ts';
import { databaseEngines } from './engines.ts';
import { seededRandom } from '../../src/lib/random/seeded-random.ts';
import { bulkLine, type Sale } from './made-up-sales.ts';

/** Two English authorities, one Welsh; the last postcode has no postcode row (its authority is found by name). */
const POSTCODES: [string, string | null, string][] = [
  ['M33 2AU', 'E99000001', 'TESTSHIRE'],
  ['M33 3CD', 'E99000001', 'TESTSHIRE'],
  ['WA14 1AB', 'E99000001', 'TESTSHIRE'],
  ['M1 1AA', 'E99000002', 'OTHERTON'],
  ['SK1 1AA', 'E99000002', 'OTHERTON'],
  ['CF10 1AA', 'W99000001', 'CARDIFFSHIRE'],
  ['B1 1AA', null, 'OTHERTON'],
];
const TYPES = ['D', 'S', 'T', 'F'];

function madeUpSale(n: number, next: () => number, years: [number, number]): Sale {
  const [postcode, , district] = POSTCODES[Math.floor(next() * POSTCODES.length)]!;
  const year = years[0] + Math.floor(next() * (years[1] - years[0] + 1));
  return {
    n,
    price: 50_000 + Math.floor(next() * 400) * 1000 + (next() < 0.3 ? 1 : 0),
    date: `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
    postcode,
    type: TYPES[Math.floor(next() * TYPES.length)]!,
    district,
    ...(next() < 0.05 ? { category: 'B' as const } : {}),
  };
}

/** percentile_cont: linear interpolation between the two nearest ranks, rounded to the pound. */
function quantile(sorted: readonly number[], f: number): number {
  const pos = f * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return Math.round(sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo));
}

const monthIndex = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
const monthText = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

type Row = {
  level: string;
  code: string;
  property_type: string;
  period_end: string;
  sales: number;
  median_price: number;
  lower_quartile: number;
  upper_quartile: number;
};

/** The figures worked out from the sales: the oracle. */
function expected(sales: readonly Sale[]): Row[] {
  const standard = sales.filter((s) => s.category !== 'B');
  const latest = Math.max(...standard.map((s) => monthIndex(s.date)));
  const windowEnd = (m: number) =>
    m > latest - 12 ? latest : m > latest - 24 ? latest - 12 : m > latest - 72 && m <= latest - 60 ? latest - 60 : null;
  const authorityOf = (s: Sale) =>
    POSTCODES.find(([pc]) => pc === s.postcode)?.[1] ??
    POSTCODES.filter(([, laua, name]) => laua && name === s.district)
      .map(([, laua]) => laua!)
      .sort()[0] ??
    null;
  const groups = new Map<string, number[]>();
  const add = (key: string, price: number) => groups.set(key, [...(groups.get(key) ?? []), price]);
  for (const s of standard) {
    const end = windowEnd(monthIndex(s.date));
    if (end === null) continue;
    const outward = s.postcode.split(' ')[0]!;
    const authority = authorityOf(s);
    const places: [string, string][] = [
      ['sector', s.postcode.slice(0, -2)],
      ['district', outward],
      ['area', outward.replace(/[0-9].*$/, '')],
      ...(authority ? [['authority', authority] as [string, string]] : []),
      ...(authority?.startsWith('E') ? [['country', 'E92000001'] as [string, string]] : []),
    ];
    for (const [level, code] of places)
      for (const type of ['*', s.type]) add([level, code, type, monthText(end)].join('|'), s.price);
  }
  return [...groups]
    .map(([key, prices]) => {
      const [level, code, property_type, period_end] = key.split('|') as [string, string, string, string];
      const sorted = prices.sort((a, b) => a - b);
      return {
        level,
        code,
        property_type,
        period_end,
        sales: sorted.length,
        median_price: quantile(sorted, 0.5),
        lower_quartile: quantile(sorted, 0.25),
        upper_quartile: quantile(sorted, 0.75),
      };
    })
    .sort(byKey);
}

const byKey = (a: Row, b: Row) =>
  [a.level, a.code, a.property_type, a.period_end].join('|') < [b.level, b.code, b.property_type, b.period_end].join('|')
    ? -1
    : 1;

describe.each(databaseEngines())('twelve-month price figures on %s', (_engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;
  let dir: string;
  const write = (name: string, lines: string[]) => {
    mkdirSync(join(dir, 'price_paid'), { recursive: true });
    writeFileSync(join(dir, 'price_paid', name), `${lines.join('\r\n')}\r\n`);
  };
  const yearly = async () =>
    (
      await db.query<Row>(
        `select level, code, property_type, period_end, sales, median_price, lower_quartile, upper_quartile
         from open_data.price_stats_yearly`,
      )
    ).rows
      .map((r) => ({
        ...r,
        sales: Number(r.sales),
        median_price: Number(r.median_price),
        lower_quartile: Number(r.lower_quartile),
        upper_quartile: Number(r.upper_quartile),
      }))
      .sort(byKey);

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    dir = mkdtempSync(join(tmpdir(), 'pp-yearly-'));
    for (const [postcode, laua, name] of POSTCODES) {
      if (!laua) continue;
      const outward = postcode.split(' ')[0]!;
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

  const live = new Map<number, Sale>();

  it('after a first load: the 12 months to the newest month held, a year and five years before, for every place and England', async () => {
    const next = seededRandom(41);
    for (let i = 1; i <= 700; i++) live.set(i, madeUpSale(i, next, [2017, 2024]));
    write(
      'pp-complete.csv',
      [...live.values()].map((s) => bulkLine(s, 'A')),
    );
    await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
    const rows = await yearly();
    expect(rows).toEqual(expected([...live.values()]));
    expect(new Set(rows.map((r) => r.period_end))).toEqual(new Set(['2024-12', '2023-12', '2019-12']));
    // England counts the English authorities' sales, not Wales's.
    const england = rows.find((r) => r.level === 'country' && r.property_type === '*' && r.period_end === '2024-12')!;
    const authorities = rows.filter((r) => r.level === 'authority' && r.property_type === '*' && r.period_end === '2024-12');
    expect(england.sales).toBe(authorities.filter((r) => r.code.startsWith('E')).reduce((s, r) => s + r.sales, 0));
  });

  it('after monthly change files (the incremental path) the windows move to the new newest month', async () => {
    const next = seededRandom(4141);
    let n = 5000;
    for (const month of ['2025-01', '2025-02']) {
      const change: string[] = [];
      for (let i = 0; i < 25; i++) {
        const s = { ...madeUpSale(n++, next, [2025, 2025]), date: `${month}-1${i % 9}` };
        live.set(s.n, s);
        change.push(bulkLine(s, 'A'));
      }
      const keys = [...live.keys()];
      for (let i = 0; i < 10; i++) {
        const k = keys[Math.floor(next() * keys.length)]!;
        const moved = { ...madeUpSale(k, next, [2019, 2024]) };
        live.set(k, moved);
        change.push(bulkLine(moved, 'C'));
      }
      for (let i = 0; i < 10; i++) {
        const k = keys[Math.floor(next() * keys.length)]!;
        const s = live.get(k);
        if (!s) continue;
        live.delete(k);
        change.push(bulkLine(s, 'D'));
      }
      write('pp-monthly-update.csv', change);
      await importAll(db, { dataDir: dir, quiet: true, walkForward: false });
      // The incremental path ran (nothing left in the list) and the 12-month figures follow.
      expect((await db.query<{ n: number }>('select count(*)::int as n from open_data.price_stats_touched')).rows[0]?.n).toBe(0);
      const rows = await yearly();
      expect(rows).toEqual(expected([...live.values()]));
      expect(rows.some((r) => r.period_end === `${month}`)).toBe(true);
      expect(rows.every((r) => [month, `2024-${month.slice(5)}`, `2020-${month.slice(5)}`].includes(r.period_end))).toBe(true);
    }
  });

  it('readers can read it, writers cannot', async () => {
    const { rows } = await db.query<{ grantee: string; privilege_type: string }>(
      `select grantee, privilege_type from information_schema.role_table_grants
       where table_schema = 'open_data' and table_name = 'price_stats_yearly' and grantee in ('anon', 'authenticated')`,
    );
    expect(new Set(rows.map((r) => r.privilege_type))).toEqual(new Set(['SELECT']));
  });
});
