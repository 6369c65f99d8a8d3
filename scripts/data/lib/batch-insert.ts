/**
 * Multi-row INSERTs in batches (kept well under Postgres's 65,535-parameter limit), a fast and
 * portable way to load rows into both PGlite and PostgreSQL.
 */
import type { Database } from '../../../server/db/database.ts';

export interface BatchInsert {
  add(values: unknown[]): Promise<void>;
  flush(): Promise<void>;
}

export function createBatchInsert(db: Database, table: string, columns: string[], suffix = ''): BatchInsert {
  const maxRows = Math.max(1, Math.min(2000, Math.floor(30000 / columns.length)));
  let pending: unknown[][] = [];
  async function flush(): Promise<void> {
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    const params: unknown[] = [];
    const tuples = rows.map((row) => {
      const slots = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${slots.join(',')})`;
    });
    await db.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')} ${suffix}`, params);
  }
  return {
    async add(values) {
      pending.push(values);
      if (pending.length >= maxRows) await flush();
    },
    flush,
  };
}
