/**
 * Takes a release's data files into its folder: a zip archive's chosen entries (with Info-ZIP's
 * `unzip`, present on Debian and GitHub's runners), or the downloaded file itself. Entry names
 * lose their folders: `2026-09/2026-09-kent-street.csv` becomes `2026-09-kent-street.csv`.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BUFFER = 64 * 1024 * 1024;

/** Names of the archive's entries. */
async function zipEntries(archive: string): Promise<string[]> {
  const { stdout } = await run('unzip', ['-Z1', archive], { maxBuffer: BUFFER });
  return stdout.split('\n').filter((l) => l && !l.endsWith('/'));
}

/** Puts the file (or the archive's entries matching `extract`) into `dir`; returns the paths. */
export async function unpack(file: string, dir: string, extract: RegExp | undefined): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  if (!extract) {
    const dest = join(dir, basename(file));
    copyFileSync(file, dest);
    return [dest];
  }
  const entries = (await zipEntries(file)).filter((e) => extract.test(e));
  if (entries.length === 0) throw new Error(`the archive ${basename(file)} holds no file matching ${extract}`);
  // Entry names are passed as patterns: escape unzip's wildcard characters.
  await run('unzip', ['-o', '-j', '-q', file, ...entries.map((e) => e.replace(/[[\]*?]/g, '\\$&')), '-d', dir], {
    maxBuffer: BUFFER,
  });
  return entries.map((e) => join(dir, basename(e))).sort();
}
