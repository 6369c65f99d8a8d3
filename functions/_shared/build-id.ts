import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

let cached: string | undefined;

/**
 * The id of the build being served: BUILD_ID when set (production sets it at deploy),
 * else the one the build wrote to dist/builds/build-id.txt, else "development".
 */
export async function readBuildId(): Promise<string> {
  if (cached) return cached;
  const fromEnv = process.env['BUILD_ID']?.trim();
  if (fromEnv) return (cached = fromEnv);
  try {
    const text = await readFile(join(process.cwd(), 'dist', 'builds', 'build-id.txt'), 'utf8');
    if (text.trim()) return (cached = text.trim());
  } catch {
    // No build on disk (dev server): fall through.
  }
  return 'development';
}
