/**
 * The import report: one JSON file per run with every file's counts and its rejected rows by
 * reason (with the first line numbers), plus a CSV of the rejections alone, for reviewing what a
 * national load left out. Written under `reportDir` as import-<timestamp>.{json,rejects.csv}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportAllResult } from '../import-all.ts';

export function writeImportReport(reportDir: string, result: ImportAllResult, now = new Date()): string {
  mkdirSync(reportDir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const base = join(reportDir, `import-${stamp}`);
  writeFileSync(`${base}.json`, JSON.stringify({ finishedAt: now.toISOString(), ...result }, null, 2));
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = ['file,dataset,reason,count,example_lines'];
  for (const f of result.files)
    for (const r of f.rejections)
      lines.push([quote(f.file), f.dataset, quote(r.reason), r.count, quote(r.lines.join(' '))].join(','));
  writeFileSync(`${base}.rejects.csv`, `${lines.join('\n')}\n`);
  return `${base}.json`;
}
