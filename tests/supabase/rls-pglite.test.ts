/** Row-level security and credit functions on PGlite (the local default). */
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedAccounts } from '../../server/supabase/seed.ts';
import { rlsSuite } from './rls-suite.ts';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await migrate(db);
  await seedAccounts(db);
});
afterAll(async () => db?.close());

describe('row-level security on PGlite', () => rlsSuite(() => db));
