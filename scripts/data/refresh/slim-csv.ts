/**
 * Takes one CSV entry out of a zip keeping only the columns an importer reads, streamed (Info-ZIP
 * `unzip -p` into a CSV parser into the file), so a national archive needs the disk of the
 * columns read, not of the whole: the EPC register's full load is about 90 GB of CSV with some
 * 90 columns, of which the certificates importer reads about 20. The header keeps the
 * publisher's own names. When fewer than two of the wanted columns are in the header (the
 * publisher changed its layout), every column is kept, so the release is held with its real
 * header for a person to see.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { normaliseHeader } from '../lib/csv-rows.ts';

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Writes `entry` of `zip` to `dest` with only the columns whose normalised names are in `keep`. */
export async function extractSlim(zip: string, entry: string, dest: string, keep: ReadonlySet<string>): Promise<void> {
  const unzip = spawn('unzip', ['-p', zip, entry], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  unzip.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = once(unzip, 'close') as Promise<[number | null]>;
  const parser = unzip.stdout.pipe(parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }));
  const out = createWriteStream(dest);
  let columns: number[] | null = null;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        const wanted = record.map((h, i) => (keep.has(normaliseHeader(h)) ? i : -1)).filter((i) => i >= 0);
        columns = wanted.length >= 2 ? wanted : record.map((_, i) => i);
      }
      const line = `${columns.map((i) => cell(record[i] ?? '')).join(',')}\n`;
      if (!out.write(line)) await once(out, 'drain');
    }
  } catch (error) {
    unzip.kill();
    throw error;
  } finally {
    out.end();
    await once(out, 'finish');
  }
  const [code] = await exited;
  if (code !== 0) throw new Error(`unzip could not read ${entry}: ${stderr.trim() || `exit ${code}`}`);
}
