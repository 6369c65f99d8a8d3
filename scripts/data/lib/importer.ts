/**
 * The contract every dataset importer implements, and the routine that loads one file:
 * hash it (unchanged since the last import → skip), then in one transaction: delete the rows
 * this file loaded before, stream the rows with COPY into a temporary (unlogged) staging table,
 * move them into the dataset's table in one set-based INSERT … SELECT (upserting on the natural
 * key), and record the file in open_data.source_files. An interrupted run leaves the file
 * unrecorded, so the next run loads it again: imports resume file by file. Bad rows are skipped
 * and counted with their reason and line numbers.
 *
 * Importers with a `bulk` loader (Price Paid) do the whole file in SQL instead: the raw file is
 * copied into staging as it is, checked and sorted by one statement and applied by another.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import type { Database } from '../../../server/db/database.ts';
import type { DatasetId } from '../../../src/lib/data/datasets.ts';
import { chunkLines, copyLine } from './copy-text.ts';
import { csvRows, type CsvRecord } from './csv-rows.ts';
import { createProgress } from './progress.ts';

/** One row to insert, several (`values`), a rejection with its reason, or a row to skip silently (e.g. a total line). */
export type RowResult =
  { ok: true; value: unknown[] } | { ok: true; values: unknown[][] } | { ok: false; error: string } | { ok: 'skip' };

export interface RowContext {
  relPath: string;
  /** Records a date/period seen in the data; the file's as-of is the latest one. */
  noteAsOf(value: string): void;
  /** Queues a statement to run after the rows are inserted (e.g. Price Paid deletion records). */
  defer(sql: string, params: unknown[]): void;
}

export interface FileSignature {
  relPath: string;
  /** Normalised names of the first line's fields (see normaliseHeader). */
  header: string[];
  firstLine: string;
  /** Raw fields of the second line (first data row), for tidy files told apart by their content. */
  secondLine: string[];
}

export interface Importer {
  id: string;
  dataset: DatasetId;
  matches(file: FileSignature): boolean;
  table: string;
  columns: string[];
  /** SQL after VALUES, e.g. "on conflict (urn) do update set …". */
  conflict?: string;
  /** Keep rows other files merged in (council tax): never delete by source before loading. */
  keepPreviousRows?: boolean;
  /** Column names when the file has no header row. */
  headerless?: string[];
  /** 'json' files are objects of code → name; rows arrive as { code, name }. */
  format?: 'csv' | 'json';
  /** Fixed as-of when the data holds no dates (e.g. a release name in the file name). */
  asOf?: (relPath: string) => string | null;
  /** Maps one parsed row; importers with a `bulk` loader have none. */
  mapRow?(row: CsvRecord, ctx: RowContext): RowResult;
  /** Loads the whole file set-based instead of row by row through `mapRow` (see BulkLoader). */
  bulk?: BulkLoader;
}

/** What a bulk loader reports back for one file. */
export interface BulkResult {
  rowsRead: number;
  rowsLoaded: number;
  rowsSkipped: number;
  rejections: Rejection[];
  asOf: string | null;
  /** The price aggregates of the register as the file leaves it were computed (see aggregates.ts). */
  priceAggregates?: boolean;
}

/**
 * Loads one file inside the file's transaction (`tx`): COPY into a staging table, then set-based
 * SQL. It owns what happens to rows earlier files loaded (delete by source_key or keep them).
 * `db` reaches the database outside that transaction (other connections, on PostgreSQL).
 */
export interface BulkLoader {
  load(
    tx: Database,
    file: { absPath: string; relPath: string },
    onProgress: (bytesRead: number, totalBytes: number, rows: number) => void,
    db: Database,
  ): Promise<BulkResult>;
}

export interface Rejection {
  reason: string;
  count: number;
  lines: number[];
}

export interface FileSummary {
  file: string;
  importer: string;
  dataset: DatasetId;
  status: 'loaded' | 'unchanged';
  rowsRead: number;
  rowsLoaded: number;
  rowsRejected: number;
  rowsSkipped: number;
  rejections: Rejection[];
  asOf: string | null;
  ms: number;
  /** Set when the file's load computed the price aggregates (BulkResult). */
  priceAggregates?: boolean;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface ImportFileOptions {
  force?: boolean;
  quiet?: boolean;
}

export async function importFile(
  db: Database,
  importer: Importer,
  absPath: string,
  relPath: string,
  options: ImportFileOptions = {},
): Promise<FileSummary> {
  const started = performance.now();
  const sha = await sha256File(absPath);
  const previous = await db.query<{
    sha256: string;
    rows_read: number;
    rows_loaded: number;
    rows_rejected: number;
    as_of: string | null;
  }>('select sha256, rows_read, rows_loaded, rows_rejected, as_of from open_data.source_files where file_key = $1', [relPath]);
  const prev = previous.rows[0];
  if (prev && prev.sha256 === sha && !options.force) {
    return {
      file: relPath,
      importer: importer.id,
      dataset: importer.dataset,
      status: 'unchanged',
      rowsRead: prev.rows_read,
      rowsLoaded: prev.rows_loaded,
      rowsRejected: prev.rows_rejected,
      rowsSkipped: 0,
      rejections: [],
      asOf: prev.as_of,
      ms: performance.now() - started,
    };
  }
  const progress = createProgress(relPath, process.stderr, options.quiet);
  const rejections = new Map<string, Rejection>();
  let rowsRead = 0;
  let rowsLoaded = 0;
  let rowsSkipped = 0;
  let asOf: string | null = importer.asOf?.(relPath) ?? null;
  let priceAggregates = false;
  const deferred: [string, unknown[]][] = [];
  const ctx: RowContext = {
    relPath,
    defer(sql, params) {
      deferred.push([sql, params]);
    },
    noteAsOf(value) {
      if (value && (asOf === null || value > asOf)) asOf = value;
    },
  };
  await db.transaction(async (tx) => {
    if (importer.bulk) {
      const result = await importer.bulk.load(tx, { absPath, relPath }, (b, t, r) => progress.update(b, t, r), db);
      priceAggregates = result.priceAggregates === true;
      rowsRead = result.rowsRead;
      rowsLoaded = result.rowsLoaded;
      rowsSkipped = result.rowsSkipped;
      for (const r of result.rejections) rejections.set(r.reason, r);
      ctx.noteAsOf(result.asOf ?? '');
    } else {
      const mapRow = importer.mapRow?.bind(importer);
      if (!mapRow) throw new Error(`importer ${importer.id} has neither mapRow nor a bulk loader`);
      const map: NonNullable<Importer['mapRow']> = mapRow;
      if (!importer.keepPreviousRows) await tx.query(`delete from ${importer.table} where source_key = $1`, [relPath]);
      const columns = [...importer.columns, 'source_key'];
      const stage = await createStage(tx, importer.table, columns);
      async function* lines(): AsyncGenerator<string> {
        let ord = 0;
        for await (const [line, row] of rowsOf(importer, absPath, (b, t) => progress.update(b, t, rowsRead))) {
          rowsRead++;
          const result = map(row, ctx);
          if (result.ok === 'skip') {
            rowsSkipped++;
          } else if (result.ok) {
            for (const values of 'values' in result ? result.values : [result.value]) yield copyLine([...values, relPath, ++ord]);
            rowsLoaded++;
          } else {
            const entry = rejections.get(result.error) ?? { reason: result.error, count: 0, lines: [] };
            entry.count++;
            if (entry.lines.length < 5) entry.lines.push(line);
            rejections.set(result.error, entry);
          }
        }
      }
      await tx.copyFrom(`copy ${stage} (${columns.join(', ')}, import_ord) from stdin`, chunkLines(lines()));
      await moveStaged(tx, stage, importer.table, columns, importer.conflict ?? '');
      await tx.exec(`drop table ${stage}`);
    }
    for (const [sql, params] of deferred) await tx.query(sql, params);
    const rowsRejected = rowsRead - rowsLoaded - rowsSkipped;
    await tx.query(
      `insert into open_data.source_files (file_key, dataset, sha256, rows_read, rows_loaded, rows_rejected, as_of, imported_at)
       values ($1, $2, $3, $4, $5, $6, $7, now())
       on conflict (file_key) do update set dataset = excluded.dataset, sha256 = excluded.sha256, rows_read = excluded.rows_read,
         rows_loaded = excluded.rows_loaded, rows_rejected = excluded.rows_rejected, as_of = excluded.as_of, imported_at = now()`,
      [relPath, importer.dataset, sha, rowsRead, rowsLoaded, rowsRejected, asOf],
    );
  });
  const rowsRejected = rowsRead - rowsLoaded - rowsSkipped;
  const ms = performance.now() - started;
  progress.done(`${relPath}: ${rowsLoaded.toLocaleString('en-GB')} loaded, ${rowsRejected} rejected (${Math.round(ms)} ms)`);
  return {
    file: relPath,
    importer: importer.id,
    dataset: importer.dataset,
    status: 'loaded',
    rowsRead,
    rowsLoaded,
    rowsRejected,
    rowsSkipped,
    rejections: [...rejections.values()].sort((a, b) => b.count - a.count),
    asOf,
    ms,
    ...(priceAggregates ? { priceAggregates } : {}),
  };
}

let stageCount = 0;

/** A temporary (unlogged, dropped at commit) table with the target's columns and a row order. */
export async function createStage(tx: Database, table: string, columns: string[]): Promise<string> {
  const stage = `import_stage_${process.pid}_${++stageCount}`;
  await tx.exec(
    `create temporary table ${stage} on commit drop as select ${columns.join(', ')} from ${table} with no data;
     alter table ${stage} add column import_ord bigint`,
  );
  return stage;
}

/**
 * Moves staged rows into the table in one INSERT … SELECT. When the file holds the same key
 * twice and the upsert would touch a row twice, the last row of the file wins, as it did when
 * rows were inserted one batch after another.
 */
async function moveStaged(tx: Database, stage: string, table: string, columns: string[], conflict: string): Promise<void> {
  const list = columns.join(', ');
  const key = /on conflict\s*\(([^)]+)\)/i.exec(conflict)?.[1];
  if (!key) {
    await tx.exec(`insert into ${table} (${list}) select ${list} from ${stage} order by import_ord`);
    return;
  }
  await tx.exec('savepoint move_staged');
  try {
    await tx.exec(`insert into ${table} (${list}) select ${list} from ${stage} order by import_ord ${conflict}`);
  } catch (error) {
    // 21000: "ON CONFLICT DO UPDATE command cannot affect row a second time".
    if ((error as { code?: string }).code !== '21000') throw error;
    await tx.exec('rollback to savepoint move_staged');
    await tx.exec(
      `insert into ${table} (${list}) select ${list} from (select distinct on (${key}) * from ${stage} order by ${key}, import_ord desc) last ${conflict}`,
    );
  }
  await tx.exec('release savepoint move_staged');
}

async function* rowsOf(
  importer: Importer,
  absPath: string,
  onBytes: (bytes: number, total: number) => void,
): AsyncGenerator<[number, CsvRecord]> {
  if (importer.format === 'json') {
    const text = readFileSync(absPath, 'utf8');
    const data = JSON.parse(text) as Record<string, unknown>;
    let line = 0;
    for (const [code, value] of Object.entries(data)) {
      line++;
      // Most files map code → name; nuts.json maps an authority code → { code: ITL code, name }.
      if (value && typeof value === 'object') {
        const entry = value as Record<string, unknown>;
        yield [line, { code, name: String(entry['name'] ?? ''), nested_code: String(entry['code'] ?? '') }];
      } else yield [line, { code, name: typeof value === 'string' ? value : '' }];
    }
    onBytes(text.length, text.length);
    return;
  }
  yield* csvRows(absPath, { ...(importer.headerless ? { columns: importer.headerless } : {}), onBytes });
}
