/**
 * A real local Supabase-compatible backend for the handler tests: fresh data folder, a database
 * of its own with the seed accounts (loaded from the run's snapshot, tests/support/), and the
 * environment the functions read pointed at it. With DATABASE_URL set, that database is used.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { startLocalBackend } from '../../server/supabase/index.ts';
import { SEED_ACCOUNTS, type SeedAccount } from '../../src/data/seed-accounts.ts';
import { startSnapshotBackend } from '../support/snapshot-backend.ts';

export type Backend = Awaited<ReturnType<typeof startLocalBackend>>;

export interface TestBackend {
  backend: Backend;
  outboxDir: string;
  /** Runs SQL as superuser and returns the rows. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  account(key: SeedAccount['key']): SeedAccount & { userId: string; apiKey: string };
  /** A fresh access token for a seed account (signs in through the backend's Auth API). */
  accessToken(key: SeedAccount['key']): Promise<string>;
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestBackendOptions {
  /** Start with every open-data sample imported too (the API contract suites). */
  openData?: boolean;
}

export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'brickstack-api-test-'));
  const outboxDir = join(dataDir, 'outbox');
  const backend = process.env['DATABASE_URL']?.trim()
    ? await startLocalBackend({ port: 0, dataDir, outboxDir })
    : await startSnapshotBackend({ port: 0, dataDir, outboxDir }, options.openData ? 'open-data' : 'seeded');
  Object.assign(process.env, {
    SUPABASE_URL: backend.url,
    SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    DATABASE_URL: backend.databaseUrl,
    EMAIL_TRANSPORT: 'outbox',
    EMAIL_OUTBOX_DIR: outboxDir,
    LOG_LEVEL: 'silent',
    TELEGRAM_BOT_TOKEN: '',
    TELEGRAM_CHAT_ID: '',
  });
  const sql = async <T>(text: string, params: unknown[] = []) => {
    const result = (await backend.db.query(text, params)) as { rows: T[] };
    return result.rows;
  };
  const rows = await sql<{ email: string; user_id: string; secret_api: string }>(
    'select u.email, p.user_id, p.secret_api from auth.users u join public.profile p on p.user_id = u.id',
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const account = (key: SeedAccount['key']) => {
    const seed = SEED_ACCOUNTS.find((a) => a.key === key);
    const row = seed && byEmail.get(seed.email);
    if (!seed || !row) throw new Error(`seed account ${key} missing`);
    return { ...seed, userId: row.user_id, apiKey: row.secret_api };
  };
  return {
    backend,
    outboxDir,
    sql,
    account,
    async accessToken(key) {
      const seed = account(key);
      const client = createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
      const { data, error } = await client.auth.signInWithPassword({ email: seed.email, password: seed.password });
      if (error || !data.session) throw new Error(`sign-in failed for ${key}: ${error?.message}`);
      return data.session.access_token;
    },
    async outbox() {
      try {
        return (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
      } catch {
        return [];
      }
    },
    async close() {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
