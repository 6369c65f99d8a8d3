/**
 * Takes a release's data files into its folder: a zip archive's chosen entries (with Info-ZIP's
 * `unzip`, present on Debian and GitHub's runners), or the downloaded file itself. Entry names
 * lose their folders: `2026-09/2026-09-kent-street.csv` becomes `2026-09-kent-street.csv`. A zip
 * inside the archive (Ofcom ships its postcode files as a zip within the release zip) is opened
 * in turn and its matching entries taken the same way.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { extractSlim } from './slim-csv.ts';

const run = promisify(execFile);
const BUFFER = 64 * 1024 * 1024;

/** Names of the archive's entries. */
async function zipEntries(archive: string): Promise<string[]> {
  const { stdout } = await run('unzip', ['-Z1', archive], { maxBuffer: BUFFER });
  return stdout.split('\n').filter((l) => l && !l.endsWith('/'));
}

/**
 * Puts the file (or the archive's entries matching `extract`) into `dir`; returns the paths. With
 * `columns` (normalised header names), each CSV entry is written with only those columns, one
 * entry at a time (slim-csv.ts).
 */
export async function unpack(
  file: string,
  dir: string,
  extract: RegExp | undefined,
  columns?: ReadonlySet<string>,
): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  if (!extract) {
    const dest = join(dir, basename(file));
    copyFileSync(file, dest);
    return [dest];
  }
  const found = await unpackZip(file, dir, extract, 0, columns);
  if (found.length === 0) throw new Error(`the archive ${basename(file)} holds no file matching ${extract}`);
  return found.sort();
}

/** Entry names are passed to unzip as patterns: escape its wildcard characters. */
const literal = (entry: string) => entry.replace(/[[\]*?]/g, '\\$&');

async function unpackZip(
  file: string,
  dir: string,
  extract: RegExp,
  depth: number,
  columns: ReadonlySet<string> | undefined,
): Promise<string[]> {
  const all = await zipEntries(file);
  const entries = all.filter((e) => extract.test(e));
  const slim = columns ? entries.filter((e) => /\.csv$/i.test(e)) : [];
  for (const entry of slim) await extractSlim(file, literal(entry), join(dir, basename(entry)), columns as ReadonlySet<string>);
  const whole = entries.filter((e) => !slim.includes(e));
  if (whole.length) await run('unzip', ['-o', '-j', '-q', file, ...whole.map(literal), '-d', dir], { maxBuffer: BUFFER });
  const found = entries.map((e) => join(dir, basename(e)));
  const inner = depth < 2 ? all.filter((e) => /\.zip$/i.test(e) && !extract.test(e)) : [];
  for (const entry of inner) {
    const tmp = mkdtempSync(join(dir, '.inner-'));
    try {
      await run('unzip', ['-o', '-j', '-q', file, literal(entry), '-d', tmp], { maxBuffer: BUFFER });
      found.push(...(await unpackZip(join(tmp, basename(entry)), dir, extract, depth + 1, columns)));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  return found;
}
