/**
 * Starts the local backend for `npm start` / `npm run dev` from the environment
 * (SUPABASE_PORT, LOCAL_DATA_DIR, DATABASE_URL), unless PUBLIC_SUPABASE_URL points at a real
 * (non-localhost) Supabase project. Resolves to undefined when it is not needed. It listens on
 * `host` (127.0.0.1 unless HOST says otherwise) at SUPABASE_PORT, which server/env.ts derives from
 * PORT when unset.
 */
import { join, resolve } from 'node:path';
import { backendPort, DEFAULT_HOST } from '../local-address.ts';
import { startLocalBackend, type LocalBackend } from './index.ts';

export async function startBackendFromEnv(root: string, host = DEFAULT_HOST): Promise<LocalBackend | undefined> {
  const port = backendPort(process.env);
  const target = process.env['PUBLIC_SUPABASE_URL'] || `http://localhost:${port}`;
  if (!['localhost', '127.0.0.1'].includes(new URL(target).hostname)) return undefined;
  const dataDir = resolve(root, process.env['LOCAL_DATA_DIR'] || '.local');
  const backend = await startLocalBackend({ port, host, dataDir });
  console.log(`  Local Supabase backend at ${backend.url} (data in ${dataDir}, emails in ${join(dataDir, 'outbox')})`);
  return backend;
}
