import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Loads .env, then .env.example, without overriding variables already set. The example file
 * holds working local defaults, so a fresh clone runs with no configuration.
 */
export function loadLocalEnv(root: string): void {
  for (const name of ['.env', '.env.example']) {
    const file = join(root, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
