/** Creates the seed accounts (src/data/seed-accounts.ts) that do not exist yet. */
import type { Database } from '../db/database.ts';
import { seedSql } from '../db/seed-sql.ts';
import { SEED_ACCOUNTS } from '../../src/data/seed-accounts.ts';

export async function seedAccounts(db: Database): Promise<void> {
  const { rows } = await db.query<{ email: string }>(
    'select lower(email) as email from auth.users where lower(email) = any($1::text[])',
    [SEED_ACCOUNTS.map((a) => a.email.toLowerCase())],
  );
  const existing = new Set(rows.map((r) => r.email));
  const missing = SEED_ACCOUNTS.filter((a) => !existing.has(a.email.toLowerCase()));
  if (missing.length > 0) await db.exec(seedSql(missing));
}
