/**
 * Loads one Price Paid file the bulk way: the raw CSV is copied into an unlogged staging table
 * of text columns with COPY (no parsing in Node); one statement of price-paid-sql.ts parses,
 * checks and sorts it into a work table (in parallel on PostgreSQL), and one more applies that.
 *
 * What a file does to rows loaded before:
 *  - a change file (any record status C or D, or "monthly" in its name, like HM Land Registry's
 *    pp-monthly-update.csv) only adds (A), changes (C) and deletes (D) the transactions it names,
 *    so each month's file, even saved under last month's name, leaves every other row alone;
 *  - any other file (pp-complete.csv, pp-YYYY.csv, report-builder extracts) is a snapshot: rows a
 *    previous version of the same file loaded and this one no longer holds are removed.
 * Into an empty table (a first national load) the indexes are dropped, the rows inserted and the
 * indexes built afterwards, which is several times faster than maintaining them row by row.
 * A file COPY cannot read (a line with the wrong number of fields, broken quoting) is staged again
 * through the CSV parser, which rejects those lines with their numbers.
 */
import type { Database } from '../../../server/db/database.ts';
import { randomBytes } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { parse } from 'csv-parse';
import { chunkLines, copyLine } from '../lib/copy-text.ts';
import { normaliseHeader } from '../lib/csv-rows.ts';
import { fillPriceAggregates } from '../lib/price-aggregates.ts';
import type { BulkLoader, BulkResult, Rejection } from '../lib/importer.ts';
import { rawCopyChunks } from '../lib/raw-copy.ts';
import { timedStep } from '../lib/step-timer.ts';
import {
  applyStatement,
  checkStatement,
  insertStatement,
  remainderStatement,
  type ApplyResult,
  type FieldColumns,
} from './price-paid-sql.ts';

export interface PricePaidLayout {
  /** Number of columns in the file. */
  width: number;
  header: boolean;
  fields: FieldColumns;
}

const col = (n: number) => `c${n}`;

/** HM Land Registry's bulk files: no header, 16 columns, record status last. */
export const BULK_LAYOUT: PricePaidLayout = {
  width: 16,
  header: false,
  fields: {
    id: col(1),
    price: col(2),
    date: col(3),
    postcode: col(4),
    type: col(5),
    newBuild: col(6),
    tenure: col(7),
    paon: col(8),
    saon: col(9),
    street: col(10),
    locality: col(11),
    town: col(12),
    district: col(13),
    county: col(14),
    category: col(15),
    status: col(16),
  },
};

/** Report-builder header names (normalised) of each field; fields a file lacks are read as blank. */
const REPORT_NAMES: Record<keyof FieldColumns, string> = {
  id: 'uniqueid',
  price: 'pricepaid',
  date: 'deeddate',
  postcode: 'postcode',
  type: 'propertytype',
  newBuild: 'newbuild',
  tenure: 'estatetype',
  saon: 'saon',
  paon: 'paon',
  street: 'street',
  locality: 'locality',
  town: 'town',
  district: 'district',
  county: 'county',
  category: 'transactioncategory',
  status: 'recordstatus',
};

/** The report builder's CSV: a header row naming the columns (SAON before PAON, a linked-data URI, no record status). */
export function reportLayout(absPath: string): PricePaidLayout {
  const fd = openSync(absPath, 'r');
  const buffer = Buffer.alloc(64 * 1024);
  const bytes = readSync(fd, buffer, 0, buffer.length, 0);
  closeSync(fd);
  const firstLine = buffer.subarray(0, bytes).toString('utf8').split(/\r?\n/)[0] ?? '';
  const names = firstLine.split(',').map((n) => normaliseHeader(n.replace(/"/g, '')));
  const fields = Object.fromEntries(
    Object.entries(REPORT_NAMES).map(([field, name]) => {
      const index = names.indexOf(name);
      return [field, index >= 0 ? col(index + 1) : 'blank'];
    }),
  ) as FieldColumns;
  if (fields.status === 'blank') delete fields.status;
  return { width: names.length, header: true, fields };
}

const TABLE = 'open_data.price_paid';
/** Asks for the price aggregates to be computed again in full (lib/price-aggregates.ts). */
const EVERYTHING_TOUCHED = "insert into open_data.price_stats_touched (level, code) values ('all', '*') on conflict do nothing";
/** Memory for building the indexes after a bulk insert (also what bench:scale gives its bare-COPY floor). */
export const MAINTENANCE_WORK_MEM = '256MB';
/**
 * Memory for sorting a file's rows into postcode order, for each process that sorts (the leader
 * and up to two parallel workers): past it the sort merges runs from disk, which at 1–3 M rows
 * measured no slower than 256 MB or 1 GB, and keeps a small database within its memory.
 */
const SORT_WORK_MEM = '64MB';

/** A file's checked rows (price-paid-sql.ts checkStatement) and what they hold. */
interface Checked {
  table: string;
  /** Rows staged. */
  staged: number;
  /** Any record status C or D (a change file). */
  changes: boolean;
  /** Valid additions and changes, and the latest date among them. */
  valid: number;
  asOf: string | null;
}

export function pricePaidBulkLoader(layoutOf: (absPath: string) => PricePaidLayout): BulkLoader {
  return {
    async load(tx, { absPath, relPath }, onProgress, db): Promise<BulkResult> {
      const layout = layoutOf(absPath);
      // Unlogged work tables (unlike temporary tables, parallel workers can read them) with names
      // unique to this load, so two importers (on two machines, say) never wait on each other's.
      const suffix = randomBytes(6).toString('hex');
      const stage = `open_data.price_paid_stage_${suffix}`;
      const checked = `open_data.price_paid_checked_${suffix}`;
      await tx.exec(settings);
      // On PostgreSQL the file is staged and checked on another connection, in a transaction of
      // its own that commits the checked rows (the staging table is dropped before), so that other
      // connections can read them while this one inserts them (see below). This transaction holds
      // a lock named after the table until it ends: a checked table whose lock is free belongs to
      // a load that died, and the next load drops it. PGlite has one session at a time: everything
      // happens here, and no other session ever sees the work tables.
      const apart = await manySessions(tx);
      let stagedFile: StagedFile;
      if (apart) {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [checked]);
        await dropAbandonedWorkTables(db);
        stagedFile = await db.transaction(async (w) => {
          await w.exec(settings);
          return checkFile(w, { stage, checked, absPath, layout, onProgress });
        });
      } else stagedFile = await checkFile(tx, { stage, checked, absPath, layout, onProgress });
      const { rows } = await tx.query<Omit<Checked, 'table'>>(
        `select count(*)::int as staged, coalesce(bool_or(record_status in ('C', 'D')), false) as changes,
           count(*) filter (where reject is null and record_status <> 'D')::int as valid,
           max(transfer_date) filter (where reject is null and record_status <> 'D')::text as "asOf"
         from ${checked}`,
      );
      const file: Checked = { table: checked, ...(rows[0] ?? { staged: 0, changes: false, valid: 0, asOf: null }) };
      // Row counts for the planner: a change file's rows are looked up in the register by key
      // (unanalysed, the work table can look big enough for a scan of the register).
      await tx.exec(`analyze ${checked}`);
      const rowsRead = file.staged + stagedFile.refused.reduce((s, r) => s + r.count, 0);
      const changeFile = file.changes || /monthly/i.test(relPath);
      // The places whose price aggregates this file makes stale (before it changes any row):
      // a change file's, a year's snapshot's (with the rows its previous version loaded), or, for a
      // file that is the whole register, "everything" (lib/price-aggregates.ts).
      // The standard sales it removes and adds, noted before it changes any row (migration
      // 20261130100000_price_stats_order_statistics.sql): the place figures move by exactly these.
      const incremental = changeFile || !(await wholeRegister(tx, relPath));
      await timedStep('sales changed', async () => {
        if (incremental)
          await tx.query('select open_data.price_stats_note_sales($1::regclass, $2::text)', [
            checked,
            changeFile ? null : relPath,
          ]);
        else await tx.exec(EVERYTHING_TOUCHED);
      });
      if (!changeFile) await removePreviousRows(tx, relPath);
      const existing = await tx.query<{ empty: boolean; estimate: number }>(
        `select not exists (select 1 from ${TABLE}) as empty, greatest(reltuples, 0)::float8 as estimate from pg_class where oid = $1::regclass`,
        [TABLE],
      );
      const { empty, estimate } = existing.rows[0] ?? { empty: true, estimate: 0 };
      // A snapshot that is the whole register (a first national load, pp-complete.csv again):
      // its valid rows are what the table will hold, so the price aggregates are computed from
      // them on other connections while this one inserts them and builds the indexes, which
      // leave a core idle much of the time. They are kept only if each transaction appeared
      // once (else the table keeps each one's last record, and they are computed again after).
      const aggregates = apart && empty && !changeFile ? settled(fillPriceAggregates(db, checked)) : null;
      try {
        // Loading more rows than the table holds: building the indexes afterwards is cheaper than
        // maintaining them row by row (into an empty table, the primary key too).
        const result =
          empty || file.staged > Number(estimate)
            ? await withIndexesRebuilt(tx, !empty, async (addKey) => {
                const applied = await (addKey
                  ? insertIntoEmpty(tx, file, relPath, addKey)
                  : upsert(tx, file, relPath, changeFile));
                // More rows than the table held: the figures are computed again in full.
                await tx.exec(EVERYTHING_TOUCHED);
                // Before the index builds (see discard()), unless the aggregates still read it.
                if (!aggregates) await tx.exec(`truncate ${checked}`);
                return applied;
              })
            : await upsert(tx, file, relPath, changeFile);
        const priceAggregates = aggregates ? (await aggregates) && !result.lastRecords : false;
        await discard(tx, checked);
        const rejections = mergeRejections([...stagedFile.refused, ...result.rejections]);
        return {
          rowsRead,
          rowsLoaded: result.loaded,
          rowsSkipped: result.deletion_records,
          rejections,
          asOf: result.as_of,
          ...(priceAggregates ? { priceAggregates } : {}),
        };
      } finally {
        await aggregates;
      }
    },
  };
}

/**
 * Big expressions over millions of rows: compiling them costs more than it saves. Index builds
 * sort in memory up to maintenance_work_mem (PostgreSQL's default, 64 MB, spills), and the rows
 * are sorted into postcode order before they are inserted (work_mem).
 */
const settings = `set local jit = off; set local maintenance_work_mem = '${MAINTENANCE_WORK_MEM}'; set local work_mem = '${SORT_WORK_MEM}'`;

/**
 * Whether other sessions can work while this transaction is open: on PostgreSQL, not on PGlite,
 * embedded or served over the wire (the local backend), which runs one session at a time.
 */
async function manySessions(tx: Database): Promise<boolean> {
  if (tx.kind !== 'postgres') return false;
  const { rows } = await tx.query<{ pglite: boolean }>("select version() like '%(PGlite%' as pglite");
  return rows[0]?.pglite === false;
}

/** Whether `work` succeeded; a failure is left to the full computation after the load. */
function settled(work: Promise<unknown>): Promise<boolean> {
  return work.then(
    () => true,
    () => false,
  );
}

interface StagedFile {
  lineOffset: number;
  refused: Rejection[];
}

/** The file staged (COPY) and checked into `checked` (price-paid-sql.ts), the staging table dropped. */
async function checkFile(
  t: Database,
  work: {
    stage: string;
    checked: string;
    absPath: string;
    layout: PricePaidLayout;
    onProgress: (bytes: number, total: number, rows: number) => void;
  },
): Promise<StagedFile> {
  const { stage, checked, absPath, layout, onProgress } = work;
  const columns = Array.from({ length: layout.width }, (_, i) => col(i + 1));
  await t.exec(
    `create unlogged table ${stage} (line bigint generated by default as identity, ${columns.map((c) => `${c} text`).join(', ')}, blank text)`,
  );
  const stagedFile = await timedStep('copy into staging', () => stageFile(t, stage, columns, absPath, layout, onProgress));
  // The check looks dates up in a generated calendar, which the planner takes for 1,000 rows and
  // would join by sorting every staged row: for that statement only, it hashes it.
  await timedStep('validate and sort', () =>
    t.exec(
      `set local enable_mergejoin = off; ${checkStatement(stage, layout.fields, stagedFile.lineOffset, checked)}; set local enable_mergejoin = on`,
    ),
  );
  await discard(t, stage);
  return stagedFile;
}

/** Drops the checked tables of loads that died (their lock is free: see load()). */
async function dropAbandonedWorkTables(db: Database): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `select 'open_data.' || quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'open_data' and c.relkind = 'r' and c.relname like 'price\\_paid\\_checked\\_%'`,
  );
  for (const { name } of rows)
    await db.transaction(async (t) => {
      const free = await t.query<{ free: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as free', [name]);
      if (free.rows[0]?.free) await t.exec(`drop table if exists ${name}`);
    });
}

/**
 * Drops a work table made in this transaction, emptied first: TRUNCATE of a table created in the
 * same transaction shortens its file at once, so its pages (hundreds of MB at national size) are
 * never written from PostgreSQL's buffers or the kernel's cache to disk, where a DROP alone keeps
 * the file until commit and they compete with the writes of the load (3 M sales: the nine index
 * builds 2 s faster).
 */
async function discard(tx: Database, table: string): Promise<void> {
  await tx.exec(`truncate ${table}; drop table ${table}`);
}

/** Raw COPY first; when COPY cannot read the file, the CSV parser stages it and refuses bad lines. */
async function stageFile(
  tx: Database,
  stage: string,
  columns: string[],
  absPath: string,
  layout: PricePaidLayout,
  onProgress: (bytes: number, total: number, rows: number) => void,
): Promise<StagedFile> {
  await tx.exec('savepoint stage_raw');
  try {
    await tx.copyFrom(
      `copy ${stage} (${columns.join(', ')}) from stdin with (format csv)`,
      rawCopyChunks(absPath, { skipHeader: layout.header, onProgress }),
    );
    await tx.exec('release savepoint stage_raw');
    return { lineOffset: layout.header ? 1 : 0, refused: [] };
  } catch {
    await tx.exec('rollback to savepoint stage_raw');
  }
  const refused: Rejection = { reason: `not ${layout.width} comma-separated fields`, count: 0, lines: [] };
  async function* lines(): AsyncGenerator<string> {
    const parser = createReadStream(absPath).pipe(
      parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }),
    );
    let read = 0;
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (read++ === 0 && layout.header) continue;
      const line = info.lines;
      const fields = record;
      if (read % 10000 === 0) onProgress(0, 0, read);
      if (fields.length !== layout.width) {
        refused.count++;
        if (refused.lines.length < 5) refused.lines.push(line);
        continue;
      }
      yield copyLine([line, ...fields]);
    }
  }
  await tx.copyFrom(`copy ${stage} (line, ${columns.join(', ')}) from stdin`, chunkLines(lines()));
  return { lineOffset: 0, refused: refused.count ? [refused] : [] };
}

/** Whether no other file's rows are in the table (a first load, or pp-complete.csv again). */
async function wholeRegister(tx: Database, relPath: string): Promise<boolean> {
  const others = await tx.query<{ other: boolean }>(
    `select exists (select 1 from ${TABLE} where source_key < $1) or exists (select 1 from ${TABLE} where source_key > $1) as other`,
    [relPath],
  );
  return others.rows[0]?.other === false;
}

/**
 * A snapshot replaces what its previous version loaded. When the file owns every row (the
 * national pp-complete.csv) the table is emptied at once, two index probes decide that.
 */
async function removePreviousRows(tx: Database, relPath: string): Promise<void> {
  if (await wholeRegister(tx, relPath)) await tx.exec(`truncate ${TABLE}`);
  else await tx.query(`delete from ${TABLE} where source_key = $1`, [relPath]);
}

/** Incremental: one upsert statement with the indexes in place; the last record of a transaction wins. */
async function upsert(tx: Database, file: Checked, relPath: string, changeFile: boolean): Promise<ApplyResult> {
  const lastRecords = () => applyLastRecords(tx, file.table, relPath, true);
  if (changeFile) return lastRecords();
  await tx.exec('savepoint apply_snapshot');
  try {
    const result = await applyValid(tx, file, relPath, true);
    await tx.exec('release savepoint apply_snapshot');
    return result;
  } catch (error) {
    // 21000: the same transaction twice in one snapshot file; keep its last record.
    if ((error as { code?: string }).code !== '21000') throw error;
    await tx.exec('rollback to savepoint apply_snapshot');
    return lastRecords();
  }
}

/**
 * Drops the table's secondary indexes (and, when `keepKey` is false, its primary key), runs
 * `load`, then builds them again from their saved definitions, all inside the file's transaction.
 * Without the key, `load` is handed the function that adds it back (it must call it).
 */
async function withIndexesRebuilt(
  tx: Database,
  keepKey: boolean,
  load: (addKey: (() => Promise<void>) | null) => Promise<ApplyResult>,
): Promise<ApplyResult> {
  const [schema, table] = TABLE.split('.') as [string, string];
  const indexes = await tx.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = $1 and i.tablename = $2
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = $3::regclass)`,
    [schema, table, TABLE],
  );
  const pk = keepKey
    ? { rows: [] as { name: string; def: string }[] }
    : await tx.query<{ name: string; def: string }>(
        `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'p'`,
        [TABLE],
      );
  for (const index of indexes.rows) await tx.exec(`drop index ${schema}.${index.name}`);
  for (const constraint of pk.rows) await tx.exec(`alter table ${TABLE} drop constraint ${constraint.name}`);
  const addKey = async () => {
    for (const constraint of pk.rows)
      await timedStep(`index ${constraint.name}`, () =>
        tx.exec(`alter table ${TABLE} add constraint ${constraint.name} ${constraint.def}`),
      );
  };
  const result = await load(keepKey ? null : addKey);
  for (const index of indexes.rows) await timedStep(`index ${index.name}`, () => tx.exec(index.def));
  return result;
}

/**
 * Empty table without its primary key: a plain INSERT … SELECT. If the file holds a transaction
 * twice, adding the key back fails (23505): then each transaction's last record is inserted.
 */
async function insertIntoEmpty(tx: Database, file: Checked, relPath: string, addKey: () => Promise<void>): Promise<ApplyResult> {
  await tx.exec('savepoint bulk_insert');
  try {
    const result = await applyValid(tx, file, relPath, false);
    await addKey();
    await tx.exec('release savepoint bulk_insert');
    return result;
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await tx.exec('rollback to savepoint bulk_insert');
    const result = await applyLastRecords(tx, file.table, relPath, false);
    await addKey();
    return result;
  }
}

/** The one-statement apply keeping each transaction's last record (a file that names one twice, or a change file). */
async function applyLastRecords(tx: Database, checked: string, relPath: string, upsertRows: boolean): Promise<ApplyResult> {
  return timedStep(
    upsertRows ? 'upsert (last record of each transaction)' : 'insert (last record of each transaction)',
    async () => ({
      ...((await tx.query<ApplyResult>(applyStatement(checked, upsertRows), [relPath])).rows[0] as ApplyResult),
      lastRecords: true as const,
    }),
  );
}

/**
 * A file whose transactions each appear once: its valid rows inserted in one pass; only when some
 * staged rows were not inserted (rejected rows, deletion records) a second statement reports the
 * rejections and applies the deletions.
 */
async function applyValid(tx: Database, file: Checked, relPath: string, upsertRows: boolean): Promise<ApplyResult> {
  await timedStep('insert', () => tx.query(insertStatement(file.table, upsertRows), [relPath]));
  const inserted = { loaded: file.valid, as_of: file.asOf };
  if (file.valid === file.staged) return { ...inserted, deletion_records: 0, rejections: [] };
  const rest = await timedStep(
    'rejections and deletion records',
    async () =>
      (await tx.query<Pick<ApplyResult, 'deletion_records' | 'rejections'>>(remainderStatement(file.table))).rows[0] ?? {
        deletion_records: 0,
        rejections: [],
      },
  );
  return { ...inserted, deletion_records: rest.deletion_records, rejections: rest.rejections };
}

function mergeRejections(list: Rejection[]): Rejection[] {
  return list.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
