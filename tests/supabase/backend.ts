/**
 * Starts the local backend on a random port with a fresh temp data folder and its own PGlite
 * (loaded from the run's seeded snapshot, tests/support/), for tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalBackend } from '../../server/supabase/index.ts';
import { startSnapshotBackend } from '../support/snapshot-backend.ts';

export interface TestBackend extends LocalBackend {
  dataDir: string;
  outboxDir: string;
  /** A fresh supabase-js client with the anon key and in-memory session. */
  client(): SupabaseClient;
  stop(): Promise<void>;
}

export async function startTestBackend(): Promise<TestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'brickstack-backend-'));
  const outboxDir = join(dataDir, 'outbox');
  const backend = await startSnapshotBackend({ port: 0, dataDir, outboxDir });
  return {
    ...backend,
    dataDir,
    outboxDir,
    client: () => createClient(backend.url, backend.anonKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    stop: async () => {
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
