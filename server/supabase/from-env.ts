/**
 * Starts the local backend for `npm start` / `npm run dev` from the environment
 * (SUPABASE_PORT, LOCAL_DATA_DIR, DATABASE_URL), unless PUBLIC_SUPABASE_URL points at a real
 * (non-localhost) Supabase project. Resolves to undefined when it is not needed.
 */
import { join, resolve } from 'node:path';
import { startLocalBackend, type LocalBackend } from './index.ts';

export async function startBackendFromEnv(root: string): Promise<LocalBackend | undefined> {
  const target = process.env['PUBLIC_SUPABASE_URL'] ?? 'http://localhost:54321';
  const host = new URL(target).hostname;
  if (!['localhost', '127.0.0.1'].includes(host)) return undefined;
  const dataDir = resolve(root, process.env['LOCAL_DATA_DIR'] || '.local');
  const backend = await startLocalBackend({ port: Number(process.env['SUPABASE_PORT'] || 54321), dataDir });
  console.log(`  Local Supabase backend at ${backend.url} (data in ${dataDir}, emails in ${join(dataDir, 'outbox')})`);
  return backend;
}
