import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { applyLocalAddresses } from './local-address.ts';

/**
 * Loads .env, then .env.example, without overriding variables already set. The example file
 * holds working local defaults, so a fresh clone runs with no configuration. Then fills the local
 * backend's port and URLs that are left unset from PORT (server/local-address.ts).
 */
export function loadLocalEnv(root: string): void {
  for (const name of ['.env', '.env.example']) {
    const file = join(root, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
  applyLocalAddresses(process.env);
}
