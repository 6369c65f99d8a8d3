/**
 * The Price Paid bulk importer (COPY into staging, one set-based statement) on PGlite and on
 * PostgreSQL 15: official monthly update files apply A (add), C (change) and D (delete) records
 * without touching other months, even when each month is saved under the same file name;
 * snapshots replace what their previous version loaded; bad rows are rejected with reasons and
 * line numbers and written to the import report; an interrupted file leaves nothing behind and
 * the next run resumes with it. The files are written here, in HM Land Registry's bulk layout,
 * into a temporary folder: their values are test inputs, never data shown by the product.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { importAll } from '../../scripts/data/import-all.ts';
import { refreshPriceAggregates } from '../../scripts/data/lib/price-aggregates.ts';
import { getPlacePriceStats } from '../../src/lib/data/queries/price-stats.ts';
import { databaseEngines } from './engines.ts';

const id = (n: number) => `{00000000-0000-4000-8000-${String(n).padStart(12, '0')}}`;
/** One line of the official bulk layout (16 quoted fields, record status last). */
const sale = (n: number, price: number, date: string, status: 'A' | 'C' | 'D', postcode = 'M33 2AU', type = 'T') =>
  [
    id(n),
    String(price),
    `${date} 00:00`,
    postcode,
    type,
    'N',
    'F',
    String(n),
    '',
    'TEST STREET',
    '',
    'SALE',
    'TRAFFORD',
    'GREATER MANCHESTER',
    'A',
    status,
  ]
    .map((f) => `"${f}"`)
    .join(',');

const engines = databaseEngines();

describe.each(engines)('Price Paid bulk import on %s', (_engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;
  let dir: string;
  const write = (name: string, lines: string[]) => {
    mkdirSync(join(dir, 'price_paid'), { recursive: true });
    writeFileSync(join(dir, 'price_paid', name), `${lines.join('\r\n')}\r\n`);
  };
  const load = (options: { force?: boolean; reportDir?: string } = {}) =>
    importAll(db, { dataDir: dir, quiet: true, ...options });
  const prices = async () =>
    Object.fromEntries(
      (
        await db.query<{ transaction_id: string; price: number }>(
          'select transaction_id, price from open_data.price_paid order by transaction_id',
        )
      ).rows.map((r) => [Number(r.transaction_id.slice(-12)), r.price]),
    );

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    dir = mkdtempSync(join(tmpdir(), 'pp-import-'));
  }, 120_000);
  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a yearly file into the empty table and builds its indexes and the price aggregates', async () => {
    write('pp-2024.csv', [
      sale(1, 200000, '2024-01-10', 'A'),
      sale(2, 210000, '2024-02-10', 'A'),
      sale(3, 220000, '2024-03-10', 'A'),
    ]);
    const result = await load();
    expect(result.files[0]).toMatchObject({ status: 'loaded', rowsRead: 3, rowsLoaded: 3, rowsRejected: 0, asOf: '2024-03-10' });
    expect(await prices()).toEqual({ 1: 200000, 2: 210000, 3: 220000 });
    const { rows } = await db.query<{ indexname: string }>(
      "select indexname from pg_indexes where schemaname = 'open_data' and tablename = 'price_paid' order by 1",
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'price_paid_pkey',
        'price_paid_source_key_idx',
        'price_paid_postcode_date_idx',
        'price_paid_outward_type_date_idx',
      ]),
    );
    expect((await getPlacePriceStats(db, 'sector', 'M33 2'))?.value).toMatchObject({ sales: 3, medianPrice: 210000 });
  });

  it('applies a monthly update: A adds, C changes, D deletes, nothing else moves', async () => {
    write('pp-monthly-update.csv', [
      sale(4, 230000, '2024-04-10', 'A'),
      sale(2, 215000, '2024-02-10', 'C'),
      sale(3, 220000, '2024-03-10', 'D'),
    ]);
    const [file] = (await load()).files.filter((f) => f.file === 'price_paid/pp-monthly-update.csv');
    expect(file).toMatchObject({ status: 'loaded', rowsRead: 3, rowsLoaded: 2, rowsSkipped: 1, rowsRejected: 0 });
    expect(await prices()).toEqual({ 1: 200000, 2: 215000, 4: 230000 });
    expect((await getPlacePriceStats(db, 'sector', 'M33 2'))?.value).toMatchObject({ sales: 3, medianPrice: 215000 });
  });

  it("keeps last month's additions when next month's file is saved under the same name", async () => {
    write('pp-monthly-update.csv', [sale(5, 240000, '2024-05-10', 'A'), sale(1, 199000, '2024-01-10', 'C')]);
    await load();
    expect(await prices()).toEqual({ 1: 199000, 2: 215000, 4: 230000, 5: 240000 });
  });

  it('replaces what a changed snapshot file loaded before, and only that', async () => {
    write('pp-2023.csv', [sale(6, 150000, '2023-06-10', 'A'), sale(7, 160000, '2023-07-10', 'A')]);
    await load();
    write('pp-2023.csv', [sale(6, 155000, '2023-06-10', 'A')]);
    await load();
    expect(await prices()).toEqual({ 1: 199000, 2: 215000, 4: 230000, 5: 240000, 6: 155000 });
  });

  it('rejects bad rows with reasons and line numbers, writes them to the report, and loads the rest', async () => {
    const reportDir = join(dir, '..', `${dir.split('/').pop()}-reports`);
    write('pp-bad.csv', [
      sale(8, 100000, '2022-01-10', 'A'),
      sale(9, 100000, '2022-02-30', 'A'),
      sale(10, 0, '2022-01-10', 'A'),
      sale(11, 100000, '2022-01-10', 'A', 'M33 2AU', 'X'),
      sale(12, 100000, '2022-01-10', 'A').replace(id(12), '{not-an-id}'),
      sale(13, 100000, '2022-01-10', 'A').replace(/"A"$/, '"Z"'),
      sale(14, 100000, '2022-01-10', 'A', 'NOT A POSTCODE'),
    ]);
    const [file] = (await load({ reportDir })).files.filter((f) => f.file === 'price_paid/pp-bad.csv');
    expect(file).toMatchObject({ rowsRead: 7, rowsLoaded: 2, rowsRejected: 5 });
    expect(file!.rejections).toEqual(
      expect.arrayContaining([
        { reason: 'transfer date is not a date', count: 1, lines: [2] },
        { reason: 'price is not a positive number', count: 1, lines: [3] },
        { reason: 'property type is not D/S/T/F/O', count: 1, lines: [4] },
        { reason: 'missing or malformed transaction id', count: 1, lines: [5] },
        { reason: 'record status is not A/C/D', count: 1, lines: [6] },
      ]),
    );
    // A sale with no valid postcode is kept, without a postcode (as before).
    const kept = await db.query<{ postcode: string | null }>(
      'select postcode from open_data.price_paid where transaction_id = $1',
      [id(14).slice(1, -1)],
    );
    expect(kept.rows).toEqual([{ postcode: null }]);
    const csv = readdirSync(reportDir).find((f) => f.endsWith('.rejects.csv')) as string;
    expect(readFileSync(join(reportDir, csv), 'utf8')).toContain(
      '"price_paid/pp-bad.csv",price_paid,"transfer date is not a date",1,"2"',
    );
    rmSync(reportDir, { recursive: true, force: true });
  });

  it('rejects lines COPY cannot read (wrong number of fields) with their numbers and loads the others', async () => {
    write('pp-ragged.csv', [
      sale(15, 120000, '2021-01-10', 'A'),
      `${sale(16, 120000, '2021-01-10', 'A')},"extra"`,
      sale(17, 130000, '2021-01-10', 'A'),
    ]);
    const [file] = (await load()).files.filter((f) => f.file === 'price_paid/pp-ragged.csv');
    expect(file).toMatchObject({ rowsRead: 3, rowsLoaded: 2, rowsRejected: 1 });
    expect(file!.rejections).toEqual([{ reason: 'not 16 comma-separated fields', count: 1, lines: [2] }]);
  });

  it('leaves nothing of an interrupted file and resumes with it on the next run', async () => {
    write('pp-2020.csv', [sale(18, 90000, '2020-01-10', 'A'), sale(19, 95000, '2020-02-10', 'A')]);
    const interrupted: Database = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            copyFrom: async () => {
              throw new Error('connection lost');
            },
          }),
        ),
    };
    await expect(importAll(interrupted, { dataDir: dir, quiet: true })).rejects.toThrow('connection lost');
    const before = await prices();
    expect(before[18]).toBeUndefined();
    const resumed = await load();
    expect(resumed.files.find((f) => f.file === 'price_paid/pp-2020.csv')).toMatchObject({ status: 'loaded', rowsLoaded: 2 });
    expect(resumed.files.filter((f) => f.status === 'loaded').map((f) => f.file)).toEqual(['price_paid/pp-2020.csv']);
    expect((await prices())[19]).toBe(95000);
    // Neither the interrupted load nor the resumed one left a work table behind.
    const work = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_class where relname like 'price\\_paid\\_stage\\_%' or relname like 'price\\_paid\\_checked\\_%'",
    );
    expect(work.rows[0]?.n).toBe(0);
  });

  it('keeps the last record of a transaction a snapshot file names twice', async () => {
    write('pp-2019.csv', [
      sale(20, 80000, '2019-01-10', 'A'),
      sale(21, 85000, '2019-02-10', 'A'),
      sale(20, 82000, '2019-01-10', 'A'),
    ]);
    const [file] = (await load()).files.filter((f) => f.file === 'price_paid/pp-2019.csv');
    expect(file).toMatchObject({ status: 'loaded', rowsRead: 3, rowsRejected: 0 });
    const loaded = await prices();
    expect([loaded[20], loaded[21]]).toEqual([82000, 85000]);
  });

  it("stores a file's sales in postcode order, newest first within a postcode, whatever the file's order", async () => {
    write('pp-2018.csv', [
      sale(30, 90000, '2018-01-10', 'A', 'M33 3HJ'),
      sale(31, 91000, '2018-02-10', 'A', 'M32 0AA'),
      sale(32, 92000, '2018-03-10', 'A', 'M33 2AU'),
      sale(33, 93000, '2018-04-10', 'A', 'M32 0AA'),
      sale(34, 94000, '2018-05-10', 'A', 'M33 2AU'),
    ]);
    await load();
    const { rows } = await db.query<{ id: string }>(
      "select right(transaction_id, 2) as id from open_data.price_paid where source_key = 'price_paid/pp-2018.csv' order by ctid",
    );
    expect(rows.map((r) => Number(r.id))).toEqual([33, 31, 34, 32, 30]);
  });

  it('reads a date whatever its form, in or outside the calendar it looks dates up in, and rejects days that do not exist', async () => {
    const dated = (n: number, date: string) => sale(n, 100000, '2000-01-01', 'A').replace('"2000-01-01 00:00"', `"${date}"`);
    write('pp-dates.csv', [
      dated(40, '2024-02-29 00:00'),
      dated(41, '2023-02-29 00:00'),
      dated(42, '1899-12-31 00:00'),
      dated(43, '31/01/2022'),
      dated(44, ' 2021-06-30'),
      dated(45, '2021-13-01 00:00'),
      dated(46, '2101-01-01 00:00'),
      dated(47, '2024-04-31'),
      dated(48, 'NA'),
    ]);
    const [file] = (await load()).files.filter((f) => f.file === 'price_paid/pp-dates.csv');
    expect(file).toMatchObject({ rowsRead: 9, rowsLoaded: 5, rowsRejected: 4 });
    expect(file!.rejections).toEqual([{ reason: 'transfer date is not a date', count: 4, lines: [2, 6, 8, 9] }]);
    const { rows } = await db.query<{ id: string; day: string }>(
      "select right(transaction_id, 2) as id, transfer_date::text as day from open_data.price_paid where source_key = 'price_paid/pp-dates.csv' order by 1",
    );
    expect(rows).toEqual([
      { id: '40', day: '2024-02-29' },
      { id: '42', day: '1899-12-31' },
      { id: '43', day: '2022-01-31' },
      { id: '44', day: '2021-06-30' },
      { id: '46', day: '2101-01-01' },
    ]);
  });

  it('reads blank, NA (any case) and NULL as no value, after trimming', async () => {
    const fields = (n: number, tenure: string, street: string, locality: string, town: string) =>
      sale(n, 100000, '2020-01-10', 'A')
        .replace('"F"', `"${tenure}"`)
        .replace('"TEST STREET"', `"${street}"`)
        .replace('"SALE"', `"${town}"`)
        .replace(/^((?:"[^"]*",){10})""/, `$1"${locality}"`);
    write('pp-blanks.csv', [fields(50, ' na ', 'NULL', 'nA', 'Na'), fields(51, 'L', ' NULLS ', 'null', ' NAB ')]);
    await load();
    const { rows } = await db.query<Record<string, string | null>>(
      "select right(transaction_id, 2) as id, tenure, street, locality, town from open_data.price_paid where source_key = 'price_paid/pp-blanks.csv' order by 1",
    );
    expect(rows).toEqual([
      { id: '50', tenure: null, street: null, locality: null, town: null },
      { id: '51', tenure: 'L', street: 'NULLS', locality: 'null', town: 'NAB' },
    ]);
  });

  it('looks rows of a re-imported file up through the source_key index', async () => {
    await db.exec('analyze open_data.price_paid');
    // The test table is tiny, so the planner is told to prefer an index if there is one.
    const rows = await db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return (
        await tx.query<{ 'QUERY PLAN': string }>(
          "explain delete from open_data.price_paid where source_key = 'price_paid/pp-2023.csv'",
        )
      ).rows;
    });
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/price_paid_source_key_idx/);
  });
});

describe.each(engines)('Price Paid: a file that is the whole register, on %s', (engine, open) => {
  let db: Database;
  let stop: () => Promise<void>;
  let dir: string;
  const postcodes = ['M33 2AU', 'M33 3HJ', 'M32 0AA', 'SW1A 1AA', 'SW1A 2AA'];
  const types = ['D', 'S', 'T', 'F', 'O'] as const;
  /** 300 test sales over five postcodes, five types and 24 months, a rejected one, one without a postcode, one not standard. */
  const register = [
    ...Array.from({ length: 300 }, (_, n) =>
      sale(
        100 + n,
        100000 + ((n * 7919) % 400) * 1000,
        `20${22 + Math.floor((n % 24) / 12)}-${String((n % 12) + 1).padStart(2, '0')}-15`,
        'A',
        postcodes[n % postcodes.length],
        types[(n * 3) % types.length],
      ),
    ),
    sale(400, 0, '2023-01-15', 'A'),
    sale(401, 150000, '2023-01-15', 'A', 'NOT A POSTCODE'),
    sale(402, 900000, '2023-01-15', 'A').replace(/"A","A"$/, '"B","A"'),
  ];
  const write = (lines: string[]) => {
    mkdirSync(join(dir, 'price_paid'), { recursive: true });
    writeFileSync(join(dir, 'price_paid', 'pp-complete.csv'), `${lines.join('\r\n')}\r\n`);
  };
  const stats = async () =>
    (
      await db.query(
        `select level, code, property_type, month, sales, median_price, lower_quartile, upper_quartile, mean_price, min_price, max_price
         from open_data.price_stats order by level, code, property_type, month`,
      )
    ).rows;

  beforeAll(async () => {
    ({ db, stop } = await open());
    await migrate(db);
    dir = mkdtempSync(join(tmpdir(), 'pp-register-'));
  }, 120_000);
  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the price aggregates computing them afterwards gives (on PostgreSQL computed while it loads)', async () => {
    write(register);
    const [file] = (await importAll(db, { dataDir: dir, quiet: true })).files;
    expect(file).toMatchObject({ status: 'loaded', rowsLoaded: 302, rowsRejected: 1 });
    expect(file!.priceAggregates).toBe(engine === 'PGlite' ? undefined : true);
    const loaded = await stats();
    expect(loaded.length).toBeGreaterThan(100);
    await refreshPriceAggregates(db);
    expect(await stats()).toEqual(loaded);
  });

  it('computes them afterwards when the file names a transaction twice (its last record counts once)', async () => {
    write([...register, sale(100, 5000000, '2023-06-15', 'A', 'M33 2AU', 'D')]);
    const [file] = (await importAll(db, { dataDir: dir, quiet: true })).files;
    expect(file).toMatchObject({ status: 'loaded', rowsLoaded: 303 });
    expect(file!.priceAggregates).toBeUndefined();
    const loaded = await stats();
    await refreshPriceAggregates(db);
    expect(await stats()).toEqual(loaded);
    const m33 = loaded.find((r) => r['level'] === 'postcode' && r['code'] === 'M33 2AU');
    expect(m33).toMatchObject({ max_price: 5000000 });
  });

  // Only PostgreSQL commits a work table (PGlite checks the file inside its own transaction).
  it.skipIf(engine === 'PGlite')(
    'drops the checked rows a load that died left behind, not those of a load still running',
    async () => {
      await db.exec('create unlogged table open_data.price_paid_checked_dead00000000 (line bigint)');
      await db.exec('create unlogged table open_data.price_paid_checked_a11e00000000 (line bigint)');
      // A load still running holds the lock named after its table until its transaction ends.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const running = db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['open_data.price_paid_checked_a11e00000000']);
        locked();
        await held;
      });
      await isLocked;
      write(register);
      await importAll(db, { dataDir: dir, quiet: true, force: true });
      const left = await db.query<{ relname: string }>(
        "select relname from pg_class where relname like 'price\\_paid\\_checked\\_%' order by 1",
      );
      expect(left.rows.map((r) => r.relname)).toEqual(['price_paid_checked_a11e00000000']);
      release();
      await running;
      await db.exec('drop table open_data.price_paid_checked_a11e00000000');
    },
  );

  it('leaves no work table behind', async () => {
    const work = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_class where relname like 'price\\_paid\\_stage\\_%' or relname like 'price\\_paid\\_checked\\_%'",
    );
    expect(work.rows[0]?.n).toBe(0);
  });
});
