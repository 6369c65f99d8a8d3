/**
 * Brings a database up to date: first the Supabase-like bootstrap (roles, auth and storage
 * schemas; see bootstrap.sql), then every `supabase/migrations/*.sql` not yet applied, in
 * timestamp (file name) order, each in its own transaction and recorded in
 * `supabase_migrations.schema_migrations` (the table the Supabase CLI uses), so re-runs are no-ops.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './database.ts';

const BOOTSTRAP = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
/** Any fixed number: serialises concurrent migrators on one PostgreSQL. */
const LOCK_KEY = 7_362_001;

export interface MigrateOptions {
  /** Folder of migration files; default supabase/migrations. */
  dir?: string;
}

/** Version of a migration file: the digits before the first underscore (Supabase CLI convention). */
export function migrationVersion(file: string): string {
  return file.split('_')[0] ?? file;
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<void> {
  const dir = options.dir ?? MIGRATIONS;
  const bootstrap = await readFile(BOOTSTRAP, 'utf8');
  await db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(bootstrap);
  });
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    const version = migrationVersion(file);
    const sql = await readFile(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      if (tx.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
      if (done.rows.length > 0) return;
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        file.slice(version.length + 1).replace(/\.sql$/, ''),
      ]);
    });
  }
}
