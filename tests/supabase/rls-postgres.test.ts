/**
 * The migrations, row-level security and credit concurrency on a real PostgreSQL 15 (a
 * throwaway cluster started for this file), so production behaviour is covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedAccounts } from '../../server/supabase/seed.ts';
import { asRole } from '../../server/supabase/as-role.ts';
import { postgresAvailable, startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster.ts';
import { rlsSuite } from './rls-suite.ts';

let cluster: PgCluster | undefined;
let db: Database;

describe.skipIf(!postgresAvailable())('PostgreSQL 15', () => {
  beforeAll(async () => {
    cluster = await startPgCluster();
    db = await openDatabase({ databaseUrl: cluster.url });
    await migrate(db);
    await migrate(db);
    await seedAccounts(db);
    await seedAccounts(db);
  });
  afterAll(async () => {
    await db?.close();
    cluster?.stop();
  });

  it('applies every migration once and seeds each account once', async () => {
    const migrations = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(migrations.rows[0]!.n).toBeGreaterThanOrEqual(8);
    const users = await db.query<{ n: number }>("select count(*)::int as n from auth.users where email like '%@brickstack.test'");
    expect(users.rows[0]!.n).toBe(6);
  });

  describe('row-level security', () => rlsSuite(() => db));

  it('stops a request that runs past its role’s statement timeout (anon: 3 s)', async () => {
    const started = Date.now();
    const outcome = await asRole(db, { role: 'anon' }, (tx) => tx.query('select pg_sleep(10)')).then(
      () => 'finished',
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(6000);
  }, 20_000);

  it('200 parallel deductions for a user with 50 credits: exactly 50 succeed, balance 0, 50 ledger rows', async () => {
    const { rows } = await db.query<{ id: string }>(
      "insert into auth.users (id, email) values (gen_random_uuid(), 'race@brickstack.test') returning id",
    );
    const id = rows[0]!.id;
    await db.query('update public.profile set api_credits = 50 where user_id = $1', [id]);
    const key = (await db.query<{ secret_api: string }>('select secret_api from public.profile where user_id = $1', [id]))
      .rows[0]!.secret_api;
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        asRole(
          db,
          { role: 'service_role' },
          async (tx) =>
            (await tx.query<{ outcome: string }>("select outcome from public.deduct_credit($1, 'race')", [key])).rows[0]!.outcome,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'insufficient')).toHaveLength(150);
    const balance = await db.query<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [id]);
    expect(balance.rows[0]!.api_credits).toBe(0);
    const ledger = await db.query<{ n: number }>(
      "select count(*)::int as n from public.credit_ledger where user_id = $1 and reason = 'api_call'",
      [id],
    );
    expect(ledger.rows[0]!.n).toBe(50);
  });
});
