/**
 * The one data-directory setting: DATA_DIR, else `../shared/data` next to the repository
 * when that folder exists. Returns null when neither exists (tests then skip).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function resolveDataDir(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env['DATA_DIR']?.trim();
  if (configured) {
    const dir = resolve(REPO_ROOT, configured);
    return existsSync(dir) ? dir : null;
  }
  const fallback = resolve(REPO_ROOT, '../shared/data');
  return existsSync(fallback) ? fallback : null;
}
