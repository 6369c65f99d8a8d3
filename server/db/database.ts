/**
 * One small database interface over two engines: PGlite (embedded Postgres compiled to WASM,
 * the local default, data under `<dataDir>/db`) and any PostgreSQL reached through `pg` when a
 * `DATABASE_URL` is given. The same SQL and migrations run on both.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFromStream } from 'pg-copy-streams';

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs one statement with `$1…` parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `COPY … FROM STDIN` with the bytes `source` yields (each chunk must end at a row
   * boundary) and returns the number of rows copied. PostgreSQL streams them (pg-copy-streams);
   * PGlite reads them through its `/dev/blob` device, a bounded batch of chunks at a time.
   */
  copyFrom(sql: string, source: AsyncIterable<Uint8Array | string>): Promise<number>;
  /** Runs `fn` inside BEGIN … COMMIT (ROLLBACK when it throws). Nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder for local data; PGlite keeps its files in `<dataDir>/db`. Default: LOCAL_DATA_DIR or `.local`. */
  dataDir?: string;
  /** When set (non-empty), connect to this PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PGlite only: keep the database in memory (tests). */
  memory?: boolean;
  /**
   * PGlite only: use this instance, which closing the database then closes (tests start one
   * from a migrated data-dir snapshot instead of running initdb and every migration again).
   */
  pglite?: PGlite;
}

/** Opens PostgreSQL when `databaseUrl` is non-empty, otherwise PGlite under `<dataDir>/db`. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.databaseUrl?.trim();
  if (url) return openPostgres(url);
  if (options.pglite) return wrapPglite(options.pglite);
  if (options.memory) return wrapPglite(await PGlite.create());
  const dataDir = resolve(options.dataDir ?? process.env['LOCAL_DATA_DIR'] ?? '.local');
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

type PgliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrapPglite(db: PGlite): Database {
  const base = pgliteOps(db);
  return {
    ...base,
    transaction: (fn) => db.transaction((tx) => fn(pgliteTx(tx))),
    close: () => db.close(),
  };
}

/** PGlite copies a blob into its WASM memory whole: COPY in batches of about this many bytes. */
const PGLITE_COPY_BATCH = 32 * 1024 * 1024;

function pgliteOps(db: PgliteLike): Pick<Database, 'kind' | 'query' | 'exec' | 'copyFrom'> {
  return {
    kind: 'pglite',
    copyFrom: async (sql, source) => {
      const blobSql = sql.replace(/\bfrom\s+stdin\b/i, "from '/dev/blob'");
      let rows = 0;
      let parts: (Uint8Array | string)[] = [];
      let size = 0;
      const flush = async () => {
        if (size === 0) return;
        const result = await db.query(blobSql, [], { blob: new Blob(parts as BlobPart[]) });
        rows += result.affectedRows ?? 0;
        parts = [];
        size = 0;
      };
      for await (const chunk of source) {
        parts.push(chunk);
        size += chunk.length;
        if (size >= PGLITE_COPY_BATCH) await flush();
      }
      await flush();
      return rows;
    },
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await db.query<T>(sql, params ?? []);
      return { rows: result.rows };
    },
    exec: async (sql: string) => {
      await db.exec(sql);
    },
  };
}

function pgliteTx(tx: Transaction): Database {
  const self: Database = {
    ...pgliteOps(tx),
    transaction: (fn) => fn(self),
    close: async () => {},
  };
  return self;
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10) });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: String(error) })),
  );
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await pool.query(sql, params ?? []);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    copyFrom: async (sql, source) => {
      const client = await pool.connect();
      try {
        return await copyWithClient(client, sql, source, pool);
      } finally {
        client.release();
      }
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(clientDb(client, pool));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function clientDb(client: pg.PoolClient, pool: object): Database {
  const self: Database = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params ?? []);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await client.query(sql);
    },
    copyFrom: (sql, source) => copyWithClient(client, sql, source, pool),
    transaction: (fn) => fn(self),
    close: async () => {},
  };
  return self;
}

const copySupport = new WeakMap<object, Promise<boolean>>();

/**
 * Whether the server speaks COPY: the local PGlite served over the wire (server/db/pglite-wire.ts)
 * answers the extended query protocol but not COPY's sub-protocol.
 */
function speaksCopy(client: pg.PoolClient, pool: object): Promise<boolean> {
  let known = copySupport.get(pool);
  if (!known) {
    known = client.query<{ v: string }>('select version() as v').then((r) => !/emscripten|wasm/i.test(r.rows[0]?.v ?? ''));
    copySupport.set(pool, known);
  }
  return known;
}

async function copyWithClient(
  client: pg.PoolClient,
  sql: string,
  source: AsyncIterable<Uint8Array | string>,
  pool: object,
): Promise<number> {
  if (!(await speaksCopy(client, pool))) return copyAsInserts(client, sql, source);
  const stream = client.query(copyFromStream(sql));
  await pipeline(Readable.from(source, { objectMode: false }), stream);
  return stream.rowCount;
}

/** COPY text format field: \N is null; backslash escapes undone. */
function unescapeCopy(field: string): string | null {
  if (field === '\\N') return null;
  return field.replace(/\\(.)/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : c));
}

/**
 * The same rows as multi-row INSERTs, for a server without COPY (PGlite over the wire, used by
 * the local backend's tests). Reads text or CSV format; chunks end at row boundaries.
 */
async function copyAsInserts(client: pg.PoolClient, sql: string, source: AsyncIterable<Uint8Array | string>): Promise<number> {
  const match = /^\s*copy\s+(\S+)\s*\(([^)]*)\)\s+from\s+stdin(\s+with\s*\(\s*format\s+csv\s*\))?\s*$/i.exec(sql);
  if (!match) throw new Error(`COPY is not available on this server and cannot be emulated: ${sql}`);
  const [, table, columnList, csv] = match;
  const columns = (columnList as string).split(',').map((c) => c.trim());
  const { parse } = await import('csv-parse/sync');
  const batch = Math.max(1, Math.floor(30000 / columns.length));
  let rows = 0;
  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const records: (string | null)[][] = csv
      ? (parse(text, { relax_column_count: true, relax_quotes: true }) as string[][]).map((r) =>
          r.map((f) => (f === '' ? null : f)),
        )
      : text
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => line.split('\t').map(unescapeCopy));
    for (let i = 0; i < records.length; i += batch) {
      const slice = records.slice(i, i + batch);
      const params: unknown[] = [];
      const tuples = slice.map((record) => {
        if (record.length !== columns.length) throw new Error(`COPY row has ${record.length} fields, expected ${columns.length}`);
        return `(${record.map((value) => `$${params.push(value)}`).join(',')})`;
      });
      await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(',')}`, params);
      rows += slice.length;
    }
  }
  return rows;
}
