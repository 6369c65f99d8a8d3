/** supabase/seed.sql is generated from src/data/seed-accounts.ts and must stay in step with it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { SEED_FILE, seedSql, stableSalt } from '../../server/db/seed-sql.ts';
import { SEED_ACCOUNTS } from '../../src/data/seed-accounts.ts';

describe('seed accounts', () => {
  it('supabase/seed.sql matches the data file (regenerate with `node server/db/seed-sql.ts`)', () => {
    expect(readFileSync(SEED_FILE, 'utf8')).toBe(seedSql());
  });

  it('covers every subscription gate with distinct emails and valid bcrypt salts', () => {
    expect(SEED_ACCOUNTS.map((a) => a.key)).toEqual(['trial', 'trial-empty', 'active', 'paused', 'legacy', 'fresh']);
    expect(new Set(SEED_ACCOUNTS.map((a) => a.email)).size).toBe(SEED_ACCOUNTS.length);
    for (const account of SEED_ACCOUNTS) {
      expect(account.password.length).toBeGreaterThanOrEqual(8);
      expect(bcrypt.compareSync(account.password, bcrypt.hashSync(account.password, stableSalt(account.email)))).toBe(true);
    }
  });
});
