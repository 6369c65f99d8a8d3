/**
 * One small database interface over two engines: PGlite (embedded Postgres compiled to WASM,
 * the local default, data under `<dataDir>/db`) and any PostgreSQL reached through `pg` when a
 * `DATABASE_URL` is given. The same SQL and migrations run on both.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs one statement with `$1…` parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
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
}

/** Opens PostgreSQL when `databaseUrl` is non-empty, otherwise PGlite under `<dataDir>/db`. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.databaseUrl?.trim();
  if (url) return openPostgres(url);
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

function pgliteOps(db: PgliteLike): Pick<Database, 'kind' | 'query' | 'exec'> {
  return {
    kind: 'pglite',
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
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
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

function clientDb(client: pg.PoolClient): Database {
  const self: Database = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params ?? []);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await client.query(sql);
    },
    transaction: (fn) => fn(self),
    close: async () => {},
  };
  return self;
}
